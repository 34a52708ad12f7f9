// A module of its own, not product.ts: only the products page and the API read the list, so the storefront's
// first load (which carries product.ts for the cart and the search) does not.

/**
 * `new`: the latest release first (then the highest id); `bestsellers`: most keys sold in paid orders ever
 * (ties: the lower id first); `trending`: most keys sold in paid orders of the last 7 days (ties: bestsellers).
 */
export const sortKeys = [
  'featured',
  'new',
  'bestsellers',
  'trending',
  'price-asc',
  'price-desc',
  'name-asc',
  'name-desc',
] as const;
export type SortKey = (typeof sortKeys)[number];
