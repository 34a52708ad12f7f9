import type { Product, ProductListQuery, ProductListResponse } from '@keyshop/contracts';

type Compare = (a: Product, b: Product) => number;

const byName: Compare = (a, b) => {
  const x = a.company_name.toLowerCase();
  const y = b.company_name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};
const byPrice: Compare = (a, b) => a.price - b.price;
const byFeatured: Compare = (a, b) => Number(b.featured) - Number(a.featured) || b.price - a.price;
const reverse =
  (compare: Compare): Compare =>
  (a, b) =>
    compare(b, a);

function comparatorFor({ sortBy, sortType }: ProductListQuery): Compare | undefined {
  const direction = (compare: Compare) => (sortType === 'desc' ? reverse(compare) : compare);
  switch (sortBy) {
    case 'featured':
      return byFeatured;
    case 'new':
      return (a, b) => b.id - a.id;
    case 'price-asc':
      return byPrice;
    case 'price-desc':
      return reverse(byPrice);
    case 'name-asc':
      return byName;
    case 'name-desc':
      return reverse(byName);
    case 'name':
      return direction(byName);
    case 'price':
      return direction(byPrice);
    default:
      return undefined;
  }
}

function matches(product: Product, query: ProductListQuery): boolean {
  const { search, featured, minPrice, maxPrice, platform } = query;
  if (search && !product.company_name.toLowerCase().includes(search.toLowerCase())) return false;
  if (featured && !product.featured) return false;
  if (minPrice !== undefined && product.price < minPrice) return false;
  if (maxPrice !== undefined && product.price > maxPrice) return false;
  if (platform && platform !== 'all' && product.platforms[platform] !== true) return false;
  return true;
}

/**
 * The list endpoint's filter, sort and paging, applied to the static catalogue when the API cannot answer.
 * Ties keep the lower id first, as the server's indexes do.
 */
export function queryCatalogue(products: readonly Product[], query: ProductListQuery): ProductListResponse {
  const compare = comparatorFor(query);
  const found = products
    .filter((product) => matches(product, query))
    .sort((a, b) => compare?.(a, b) || a.id - b.id);
  const start = (query.page - 1) * query.limit;
  return {
    success: true,
    results: found.slice(start, start + query.limit),
    total: found.length,
    page: query.page,
    limit: query.limit,
  };
}

/** Detail fallback: any of the product's identifiers may appear in a route. */
export function findInCatalogue(products: readonly Product[], id: string): Product | undefined {
  return products.find(
    (product) =>
      product.originalId === id ||
      product.productId === id ||
      String(product.id) === id ||
      String(product.kinguinId) === id,
  );
}
