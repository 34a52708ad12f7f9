import { type PlatformFilter, type Product, type ProductListResponse, type ProductType } from './product';
import type { SortKey } from './sort-keys';
import type { ProductListQuery } from './product-query';

// Here, not in product.ts: only the catalogue's filtering needs it, so the storefront's first load does not.
const pcPlatformKeys = ['steam', 'epic', 'battle-net', 'gog', 'origin', 'microsoft-store'] as const;
/**
 * The keys of a product's `platforms` map that each filter value selects (any of them; `all` selects every
 * product): each storefront and console alone, and `pc` every PC storefront, so every product can be isolated.
 */
export const platformFilterKeys = {
  pc: pcPlatformKeys,
  steam: ['steam'],
  'epic-games': ['epic'],
  'battle-net': ['battle-net'],
  gog: ['gog'],
  origin: ['origin'],
  'microsoft-store': ['microsoft-store'],
  xbox: ['xbox'],
  playstation: ['playstation'],
  nintendo: ['nintendo'],
} as const satisfies Record<Exclude<PlatformFilter, 'all'>, readonly string[]>;

/**
 * A list query as the catalogue applies it: search text as given (blank means none), the platform as keys of
 * a product's `platforms` map (any of them), genres once each, in order; `upcoming` against `today`.
 */
export interface CatalogueFilter {
  search?: string;
  featured?: boolean;
  minPrice?: number;
  maxPrice?: number;
  platforms?: readonly string[];
  type?: ProductType;
  /** Any of these genres. */
  genres?: string[];
  inStock?: boolean;
  /** true: released after today (`YYYY-MM-DD`, UTC); false: released by today or of unknown date. */
  upcoming?: boolean;
}

/** Today as release dates are written (UTC). */
export const releaseDay = (now = new Date()): string => now.toISOString().slice(0, 10);

/** Whether a product's release lies after `today` (an unknown date counts as released long ago). */
export const isUpcoming = (releaseDate: string | null | undefined, today: string): boolean =>
  !!releaseDate && releaseDate > today;

export function catalogueFilter(query: ProductListQuery): CatalogueFilter {
  return {
    search: query.search || undefined,
    featured: query.featured,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    platforms: query.platform && query.platform !== 'all' ? platformFilterKeys[query.platform] : undefined,
    type: query.type,
    genres: query.genres?.length ? [...new Set(query.genres)].sort() : undefined,
    inStock: query.inStock || undefined,
    upcoming: query.upcoming,
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
const byRelease: Compare = (a, b) => (a.releaseDate ?? '').localeCompare(b.releaseDate ?? '') || byId(a, b);
const reverse =
  (compare: Compare): Compare =>
  (a, b) =>
    compare(b, a);

const featuredFirst: Compare = (a, b) =>
  Number(b.featured) - Number(a.featured) || b.price - a.price || byId(a, b);
// A static catalogue has no sales: its bestsellers and trending fall back to the featured order.
const orderings: Record<SortKey, Compare> = {
  featured: featuredFirst,
  new: reverse(byRelease),
  bestsellers: featuredFirst,
  trending: featuredFirst,
  'price-asc': byPrice,
  'price-desc': reverse(byPrice),
  'name-asc': byName,
  'name-desc': reverse(byName),
};

function matches(product: Product, filter: CatalogueFilter, today: string): boolean {
  const { search, featured, minPrice, maxPrice, platforms, type, genres, inStock, upcoming } = filter;
  if (search && !product.company_name.toLowerCase().includes(search.toLowerCase())) return false;
  if (featured !== undefined && product.featured !== featured) return false;
  if (minPrice !== undefined && product.price < minPrice) return false;
  if (maxPrice !== undefined && product.price > maxPrice) return false;
  if (platforms && !platforms.some((key) => product.platforms[key] === true)) return false;
  if (type && (product.type ?? 'game') !== type) return false;
  if (genres && !product.genres.some((genre) => genres.includes(genre))) return false;
  if (inStock && product.qty === 0) return false;
  if (upcoming !== undefined && isUpcoming(product.releaseDate, today) !== upcoming) return false;
  return true;
}

/**
 * The list endpoint's filter, sort and paging over a list of products (no facets, no highlights): how the
 * static catalogue answers when the catalogue itself cannot, in the browser and in the server render alike.
 */
export function queryCatalogue(products: readonly Product[], query: ProductListQuery): ProductListResponse {
  const filter = catalogueFilter(query);
  const today = releaseDay();
  const found = products
    .filter((product) => matches(product, filter, today))
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
