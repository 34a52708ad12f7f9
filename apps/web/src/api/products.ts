import {
  apiPaths,
  productDetailResponseSchema,
  productListResponseSchema,
  type CatalogueReader,
  type PlatformFilter,
  type Product,
  type ProductListQuery,
  type ProductListResponse,
  type ProductType,
  type SortKey,
} from '@keyshop/contracts';
import { ApiError, apiFetch } from './client';
import type * as StaticCatalogueCode from './staticCatalogue';

type StaticCatalogue = typeof StaticCatalogueCode;
const loadStaticCode = (): Promise<StaticCatalogue> => import('./staticCatalogue');

/** What a screen asks for; `toListQuery` turns it into the request the spec describes. */
export interface ProductQuery {
  page?: number;
  limit?: number;
  search?: string;
  sortBy?: SortKey;
  minPrice?: number;
  maxPrice?: number;
  platform?: PlatformFilter;
  type?: ProductType;
  upcoming?: boolean;
  genres?: string[];
  inStock?: boolean;
}

/** Spec §9: the catalogue request's default limit in the service layer, and the search suggestions' limit. */
export const DEFAULT_LIMIT = 100;
export const SEARCH_LIMIT = 10;
export const PRODUCT_NOT_FOUND = 'Product not found';

/** Spec §7: sortType asc only for price-asc, featured=true when sorting by featured, blank search left out. */
export function toListQuery(query: ProductQuery): ProductListQuery {
  const search = query.search?.trim();
  const wire: ProductListQuery = {
    page: query.page ?? 1,
    limit: query.limit ?? DEFAULT_LIMIT,
    search: search || undefined,
    sortBy: query.sortBy,
    sortType: query.sortBy ? (query.sortBy === 'price-asc' ? 'asc' : 'desc') : undefined,
    featured: query.sortBy === 'featured' ? true : undefined,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    platform: query.platform,
    type: query.type,
    upcoming: query.upcoming,
    genres: query.genres?.length ? query.genres : undefined,
    inStock: query.inStock,
  };
  // Unset fields are left out, so equal queries give equal cache keys.
  return Object.fromEntries(
    Object.entries(wire).filter(([, value]) => value !== undefined),
  ) as ProductListQuery;
}

/** Lists as repeated keys (`genres=A&genres=B`), as the API and a GET form read them. */
function queryString(query: ProductListQuery): string {
  return new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => [name, String(item)]),
    ),
  ).toString();
}

/** The catalogue over HTTP, as the browser reads it; the server render reads the API's services instead. */
export const httpCatalogue: CatalogueReader = {
  list: (query, signal) =>
    apiFetch(`${apiPaths.products}?${queryString(query)}`, {
      schema: productListResponseSchema,
      signal,
      errorMessage: 'Failed to fetch products',
    }),
  async get(id, signal) {
    try {
      return (await apiFetch(apiPaths.product(id), { schema: productDetailResponseSchema, signal })).result;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }
  },
  staticProducts: async () => (await loadStaticCode()).loadStaticCatalogue(),
};

/**
 * `read`'s answer; when it fails, `fallback`'s over the static catalogue (with the code for it, loaded only
 * then); if that fails too, `read`'s error.
 */
async function orStatic<T>(
  catalogue: CatalogueReader,
  signal: AbortSignal | undefined,
  read: () => Promise<T>,
  fallback: (code: StaticCatalogue, products: readonly Product[]) => T,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (signal?.aborted) throw error;
    try {
      const [code, products] = await Promise.all([loadStaticCode(), catalogue.staticProducts()]);
      return fallback(code, products);
    } catch {
      throw error;
    }
  }
}

/** One catalogue page; when the catalogue fails, the same query answered from the static catalogue. */
export const fetchProductList = (
  catalogue: CatalogueReader,
  query: ProductListQuery,
  signal?: AbortSignal,
): Promise<ProductListResponse> =>
  orStatic(
    catalogue,
    signal,
    () => catalogue.list(query, signal),
    (code, products) => code.queryCatalogue(products, query),
  );

/** Search suggestions and the matched part of each name (the API's highlights; none from the fallback). */
export type SearchAnswer = Pick<ProductListResponse, 'results' | 'highlights'>;

/** Search suggestions: first 10 by name, matched on company_name. */
export async function searchProducts(
  catalogue: CatalogueReader,
  text: string,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  const query = {
    page: 1,
    limit: SEARCH_LIMIT,
    search: text.trim(),
    sortBy: 'name',
    sortType: 'asc',
  } as const;
  const { results, highlights } = await fetchProductList(catalogue, query, signal);
  return { results, highlights };
}

/**
 * A product by any of its identifiers; undefined when there is none. When the catalogue fails, the static
 * catalogue is searched.
 */
export const findProduct = (
  catalogue: CatalogueReader,
  id: string,
  signal?: AbortSignal,
): Promise<Product | undefined> =>
  orStatic(
    catalogue,
    signal,
    () => catalogue.get(id, signal),
    (code, products) => code.findInCatalogue(products, id),
  );

/** findProduct, with a product in neither catalogue a 404 'Product not found'. */
export async function getProduct(
  catalogue: CatalogueReader,
  id: string,
  signal?: AbortSignal,
): Promise<Product> {
  const product = await findProduct(catalogue, id, signal);
  if (!product) throw new ApiError(PRODUCT_NOT_FOUND, 404);
  return product;
}
