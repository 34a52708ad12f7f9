import { platformFilterKeys, type Product, type ProductListResponse, type SortKey } from './product';
import type { ProductListQuery } from './product-query';

/**
 * A list query as the catalogue applies it: search text as given (blank means none), the platform as a key of
 * a product's `platforms` map, genres once each, in order.
 */
export interface CatalogueFilter {
  search?: string;
  featured?: boolean;
  minPrice?: number;
  maxPrice?: number;
  platform?: string;
  /** Any of these genres. */
  genres?: string[];
  inStock?: boolean;
}

export function catalogueFilter(query: ProductListQuery): CatalogueFilter {
  return {
    search: query.search || undefined,
    featured: query.featured,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    platform: query.platform && query.platform !== 'all' ? platformFilterKeys[query.platform] : undefined,
    genres: query.genres?.length ? [...new Set(query.genres)].sort() : undefined,
    inStock: query.inStock || undefined,
  };
}

/**
 * The order a query asks for: `name` and `price` take their direction from sortType (default ascending). None
 * means featured first (the API ranks a search without a sort by relevance instead).
 */
export function catalogueSort({ sortBy, sortType }: ProductListQuery): SortKey | undefined {
  if (sortBy === 'name' || sortBy === 'price') return `${sortBy}-${sortType ?? 'asc'}`;
  return sortBy;
}

type Compare = (a: Product, b: Product) => number;

// The API's orderings (its read model): the id breaks ties, in the sort's own direction.
const byId: Compare = (a, b) => a.id - b.id;
const byName: Compare = (a, b) => {
  const x = a.company_name.toLowerCase();
  const y = b.company_name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : byId(a, b);
};
const byPrice: Compare = (a, b) => a.price - b.price || byId(a, b);
const reverse =
  (compare: Compare): Compare =>
  (a, b) =>
    compare(b, a);

const orderings: Record<SortKey, Compare> = {
  featured: (a, b) => Number(b.featured) - Number(a.featured) || b.price - a.price || byId(a, b),
  new: reverse(byId),
  'price-asc': byPrice,
  'price-desc': reverse(byPrice),
  'name-asc': byName,
  'name-desc': reverse(byName),
};

function matches(product: Product, filter: CatalogueFilter): boolean {
  const { search, featured, minPrice, maxPrice, platform, genres, inStock } = filter;
  if (search && !product.company_name.toLowerCase().includes(search.toLowerCase())) return false;
  if (featured !== undefined && product.featured !== featured) return false;
  if (minPrice !== undefined && product.price < minPrice) return false;
  if (maxPrice !== undefined && product.price > maxPrice) return false;
  if (platform && product.platforms[platform] !== true) return false;
  if (genres && !product.genres.some((genre) => genres.includes(genre))) return false;
  if (inStock && product.qty === 0) return false;
  return true;
}

/**
 * The list endpoint's filter, sort and paging over a list of products (no facets, no highlights): how the
 * static catalogue answers when the catalogue itself cannot, in the browser and in the server render alike.
 */
export function queryCatalogue(products: readonly Product[], query: ProductListQuery): ProductListResponse {
  const filter = catalogueFilter(query);
  const found = products
    .filter((product) => matches(product, filter))
    .sort(orderings[catalogueSort(query) ?? 'featured']);
  const start = (query.page - 1) * query.limit;
  return {
    success: true,
    results: found.slice(start, start + query.limit),
    total: found.length,
    page: query.page,
    limit: query.limit,
  };
}

/** A product by any of its identifiers (any of them may appear in a route). */
export function findInCatalogue(products: readonly Product[], id: string): Product | undefined {
  return products.find(
    (product) =>
      product.originalId === id ||
      product.productId === id ||
      String(product.id) === id ||
      String(product.kinguinId) === id,
  );
}
