export {
  Pagination,
  defaultPaginationLabels,
  type PaginationLabels,
  paginationRange,
  type PaginationItem,
  type PaginationProps,
} from './Pagination';
