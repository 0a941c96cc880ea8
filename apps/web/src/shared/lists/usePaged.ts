import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@repo/ui/components/Pagination';

/** The page sizes the contract accepts (spec §9: 5, 10, 20, 30, 50). */
export const PAGE_LIMITS = [5, 10, 20, 30, 50] as const;
export type PageLimit = (typeof PAGE_LIMITS)[number];

/** A size the contract accepts: the one asked for when it is one of them, else 20. */
export const asPageLimit = (size: number): PageLimit =>
  PAGE_LIMITS.find((limit) => limit === size) ?? 20;

export interface Paged {
  page: number;
  pageSize: PageLimit;
  setPage: (page: number) => void;
  /** A new size starts again at page 1 (the old page may not exist any more). */
  setPageSize: (size: number) => void;
  /** Back to page 1, for a list whose filters changed. */
  restart: () => void;
}

/**
 * The page and page size of a paged server list (spec §9: 20 per page; 5, 10, 20, 30, 50), wired
 * to `@repo/ui` Pagination as `page`/`pageSize`/`onPageChange`/`onPageSizeChange`. Lists with
 * filters call `restart()` when a filter changes.
 */
export function usePaged(initialPage = 1, initialSize: number = DEFAULT_PAGE_SIZE): Paged {
  const [page, setPage] = useState(initialPage);
  const [pageSize, setSize] = useState<PageLimit>(asPageLimit(initialSize));
  const setPageSize = useCallback((size: number) => {
    setSize(asPageLimit(size));
    setPage(1);
  }, []);
  const restart = useCallback(() => setPage(1), []);
  return { page, pageSize, setPage, setPageSize, restart };
}
