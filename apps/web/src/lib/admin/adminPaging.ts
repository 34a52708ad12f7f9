import { ADMIN_PAGE_SIZE } from '../../api/admin';

/**
 * The row count a manual DataTable pages by, from an admin list's page: the API says whether a next page exists
 * (`hasMore`), not how many rows there are, so the pagination offers one page past the current while there is one.
 */
export const knownRowCount = (page: number, rows: number, hasMore: boolean): number =>
  (page - 1) * ADMIN_PAGE_SIZE + rows + (hasMore ? 1 : 0);

/** `?page=` as a page number from 1. */
export const readPage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
