import {
  platformFilterKeys,
  type Product,
  type ProductListQuery,
  type ProductListResponse,
  type SortKey,
} from '@keyshop/contracts';

type Compare = (a: Product, b: Product) => number;

// The server's orderings (apps/api products-repo): the id breaks ties, in the sort's own direction.
const byId: Compare = (a, b) => a.id - b.id;
const byName: Compare = (a, b) => {
  const x = a.company_name.toLowerCase();
  const y = b.company_name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : byId(a, b);
};
const byPrice: Compare = (a, b) => a.price - b.price || byId(a, b);
const byFeatured: Compare = (a, b) =>
  Number(b.featured) - Number(a.featured) || b.price - a.price || byId(a, b);
const reverse =
  (compare: Compare): Compare =>
  (a, b) =>
    compare(b, a);

const orderings = {
  featured: byFeatured,
  new: reverse(byId),
  'price-asc': byPrice,
  'price-desc': reverse(byPrice),
  'name-asc': byName,
  'name-desc': reverse(byName),
} satisfies Record<SortKey, Compare>;

/** No sortBy means featured; `name` and `price` take their direction from sortType (default ascending). */
function comparatorFor({ sortBy, sortType }: ProductListQuery): Compare {
  if (sortBy === 'name' || sortBy === 'price') return orderings[`${sortBy}-${sortType ?? 'asc'}`];
  return orderings[sortBy ?? 'featured'];
}

function matches(product: Product, query: ProductListQuery): boolean {
  const { search, featured, minPrice, maxPrice, platform, genres, inStock } = query;
  if (search && !product.company_name.toLowerCase().includes(search.toLowerCase())) return false;
  if (featured !== undefined && product.featured !== featured) return false;
  if (minPrice !== undefined && product.price < minPrice) return false;
  if (maxPrice !== undefined && product.price > maxPrice) return false;
  if (platform && platform !== 'all' && product.platforms[platformFilterKeys[platform]] !== true)
    return false;
  if (genres?.length && !product.genres.some((genre) => genres.includes(genre))) return false;
  if (inStock && product.qty === 0) return false;
  return true;
}

/** The list endpoint's filter, sort and paging, applied to the static catalogue when the API cannot answer. */
export function queryCatalogue(products: readonly Product[], query: ProductListQuery): ProductListResponse {
  const found = products.filter((product) => matches(product, query)).sort(comparatorFor(query));
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
