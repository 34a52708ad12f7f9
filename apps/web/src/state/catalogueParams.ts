import {
  booleanParam,
  cutSearch,
  listParam,
  platformFilters,
  productTypes,
  sortKeys,
  type PlatformFilter,
  type ProductType,
  type SortKey,
} from '@keyshop/contracts';
import type { ProductQuery } from '../api/products';

/** Spec §9: the product list shows 24 per page. */
export const PAGE_SIZE = 24;
/** What the sort selector shows when the URL names none; nothing is sent, so the API orders featured first. */
export const DEFAULT_SORT: SortKey = 'featured';

/** The /products view as the URL holds it, so a filtered view can be shared and survives a reload. */
export interface CatalogueView {
  /** The search text ('' for none), cut as the API cuts it. */
  search: string;
  minPrice: number | null;
  maxPrice: number | null;
  platform: PlatformFilter;
  /** Games, DLCs or subscriptions only (null: every type). */
  type: ProductType | null;
  /** true: only releases to come; false: only released (null: both). */
  upcoming: boolean | null;
  /** Any of these genres (none: every genre). */
  genres: string[];
  inStock: boolean;
  sortBy: SortKey;
  page: number;
}

const price = (text: string | null): number | null => {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/** `text` when it is one of `options`, else `fallback`. */
export const oneOf = <T extends string>(options: readonly T[], text: string | null, fallback: T): T =>
  options.includes(text as T) ? (text as T) : fallback;

/**
 * Genres and in-stock read as the API reads them (repeated `genres` keys, as a GET form sends checkboxes, or a
 * comma list; `inStock=true`), each on its own so one unreadable field does not drop the others.
 */
const genresOf = (params: URLSearchParams): string[] =>
  listParam.safeParse(params.getAll('genres')).data ?? [];
const inStockOf = (params: URLSearchParams): boolean =>
  booleanParam.safeParse(params.get('inStock') ?? undefined).data ?? false;
const upcomingOf = (params: URLSearchParams): boolean | null =>
  booleanParam.safeParse(params.get('upcoming') ?? undefined).data ?? null;
const typeOf = (params: URLSearchParams): ProductType | null =>
  productTypes.find((type) => type === params.get('type')) ?? null;

/** Reads the view from the query string; anything unreadable falls back to "no filter", page 1. */
export function readCatalogueView(params: URLSearchParams): CatalogueView {
  const page = Number(params.get('page'));
  return {
    search: cutSearch(params.get('search') ?? ''),
    // Bounds the wrong way round stay so (see impossibleRange): the page says so rather than guessing.
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    platform: oneOf(platformFilters, params.get('platform'), 'all'),
    type: typeOf(params),
    upcoming: upcomingOf(params),
    genres: [...new Set(genresOf(params))],
    inStock: inStockOf(params),
    sortBy: oneOf(sortKeys, params.get('sortBy'), DEFAULT_SORT),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a view; defaults are left out, so the plain /products URL stays plain. */
export function writeCatalogueView(view: CatalogueView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('search', view.search);
  if (view.minPrice !== null) params.set('minPrice', String(view.minPrice));
  if (view.maxPrice !== null) params.set('maxPrice', String(view.maxPrice));
  if (view.platform !== 'all') params.set('platform', view.platform);
  if (view.type) params.set('type', view.type);
  if (view.upcoming !== null) params.set('upcoming', String(view.upcoming));
  for (const genre of view.genres) params.append('genres', genre);
  if (view.inStock) params.set('inStock', 'true');
  if (view.sortBy !== DEFAULT_SORT) params.set('sortBy', view.sortBy);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/**
 * What of the view the filters' form does not hold itself (the search, the sort), as its hidden fields: sent as a
 * plain GET form (scripts off), it keeps them; a new filter starts again at page 1.
 */
export const keptByFiltersForm = (view: CatalogueView): Record<string, string> =>
  Object.fromEntries(
    writeCatalogueView({
      ...view,
      minPrice: null,
      maxPrice: null,
      platform: 'all',
      genres: [],
      inStock: false,
      page: 1,
    }),
  );

/** A minimum price above the maximum: no product can match, so nothing is asked for. */
export const impossibleRange = (view: CatalogueView): boolean =>
  view.minPrice !== null && view.maxPrice !== null && view.minPrice > view.maxPrice;

/** The number of pages a list of `total` products fills (at least one). */
export const pageCountOf = (total: number): number => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** The catalogue request for a view: 24 per page; the default sort is left to the API (featured first). */
export function catalogueQuery(view: CatalogueView): ProductQuery {
  return {
    page: view.page,
    limit: PAGE_SIZE,
    search: view.search || undefined,
    sortBy: view.sortBy === DEFAULT_SORT ? undefined : view.sortBy,
    minPrice: view.minPrice ?? undefined,
    maxPrice: view.maxPrice ?? undefined,
    platform: view.platform === 'all' ? undefined : view.platform,
    type: view.type ?? undefined,
    upcoming: view.upcoming ?? undefined,
    genres: view.genres.length ? view.genres : undefined,
    inStock: view.inStock || undefined,
  };
}
