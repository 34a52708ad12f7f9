export { Pagination, paginationRange, type PaginationItem, type PaginationProps } from './Pagination';
