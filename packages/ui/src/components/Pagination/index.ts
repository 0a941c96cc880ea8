export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  Pagination,
  pageItems,
  type PageItem,
  type PaginationProps,
} from './Pagination';
