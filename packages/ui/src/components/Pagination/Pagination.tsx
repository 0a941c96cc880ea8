import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import * as styles from './Pagination.css';

/** Page sizes offered by default; 20 is the default size (spec). */
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

const messages = defineMessages<{
  nav: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  page: { page: number };
  pageSize: NoMessageValues;
  summary: { start: number; end: number; total: number };
}>({
  nav: {
    id: 'ui.pagination.label',
    defaultMessage: 'Pagination',
    description: 'Accessible name of the page navigation under a list',
  },
  previous: {
    id: 'ui.pagination.previous',
    defaultMessage: 'Previous page',
    description: 'Button that shows the previous page of a list',
  },
  next: {
    id: 'ui.pagination.next',
    defaultMessage: 'Next page',
    description: 'Button that shows the next page of a list',
  },
  page: {
    id: 'ui.pagination.page',
    defaultMessage: 'Page {page, number}',
    description: 'Accessible name of a page-number button',
  },
  pageSize: {
    id: 'ui.pagination.pageSize',
    defaultMessage: 'Per page',
    description: 'Label of the selector for how many rows a page shows',
  },
  summary: {
    id: 'ui.pagination.summary',
    defaultMessage: '{start, number}–{end, number} of {total, number}',
    description: 'Which rows are shown, e.g. "21–40 of 95"',
  },
});

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: first, last, the current page with `siblings` on each side, and an
 * ellipsis for each gap of two or more pages (a gap of one shows that page instead); with few
 * pages, all of them.
 */
export function pageItems(current: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 0) return [];
  // Few pages: show them all rather than hiding one or two behind an ellipsis.
  if (totalPages <= 2 * siblings + 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), totalPages);
  const from = Math.max(2, page - siblings);
  const to = Math.min(totalPages - 1, page + siblings);
  const items: PageItem[] = [1];
  if (from > 3) items.push('ellipsis-start');
  else for (let p = 2; p < from; p++) items.push(p);
  for (let p = from; p <= to; p++) items.push(p);
  if (to < totalPages - 2) items.push('ellipsis-end');
  else for (let p = to + 1; p < totalPages; p++) items.push(p);
  if (totalPages > 1) items.push(totalPages);
  return items;
}

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  /** Total number of rows. */
  total: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** Without it the page-size selector is hidden. */
  onPageSizeChange?: (size: number) => void;
  pageSizeOptions?: readonly number[];
  isDisabled?: boolean;
  className?: string;
}

/** Page navigation for long lists (orders, transactions): 20 per page by default. */
export function Pagination({
  page,
  total,
  pageSize = DEFAULT_PAGE_SIZE,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  isDisabled = false,
  className,
}: PaginationProps) {
  const intl = useIntl();
  const selectId = useId();
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), totalPages);
  const start = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const end = Math.min(total, current * pageSize);
  return (
    <nav
      aria-label={intl.formatMessage(messages.nav)}
      className={className ? `${styles.nav} ${className}` : styles.nav}
    >
      <span className={styles.summary}>
        {intl.formatMessage(messages.summary, { start, end, total })}
      </span>
      <ul className={styles.pages}>
        <li>
          <AriaButton
            className={styles.pageButton}
            aria-label={intl.formatMessage(messages.previous)}
            isDisabled={isDisabled || current <= 1}
            onPress={() => onPageChange(current - 1)}
          >
            <svg
              aria-hidden="true"
              className={styles.arrow}
              viewBox="0 0 24 24"
              width="18"
              height="18"
            >
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </AriaButton>
        </li>
        {pageItems(current, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <AriaButton
                className={styles.pageButton}
                aria-label={intl.formatMessage(messages.page, { page: item })}
                {...(item === current ? { 'aria-current': 'page' as const } : {})}
                isDisabled={isDisabled}
                onPress={() => {
                  if (item !== current) onPageChange(item);
                }}
              >
                {intl.formatNumber(item)}
              </AriaButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={styles.ellipsis}></li>
          ),
        )}
        <li>
          <AriaButton
            className={styles.pageButton}
            aria-label={intl.formatMessage(messages.next)}
            isDisabled={isDisabled || current >= totalPages}
            onPress={() => onPageChange(current + 1)}
          >
            <svg
              aria-hidden="true"
              className={styles.arrow}
              viewBox="0 0 24 24"
              width="18"
              height="18"
            >
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </AriaButton>
        </li>
      </ul>
      {onPageSizeChange ? (
        <label htmlFor={selectId} className={styles.sizeLabel}>
          {intl.formatMessage(messages.pageSize)}
          <select
            id={selectId}
            className={styles.select}
            value={pageSize}
            disabled={isDisabled}
            onChange={(e) => onPageSizeChange(Number(e.target.value))}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {intl.formatNumber(size)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </nav>
  );
}
