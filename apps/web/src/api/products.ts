import {
  apiPaths,
  productDetailResponseSchema,
  productListResponseSchema,
  type PlatformFilter,
  type Product,
  type ProductListQuery,
  type ProductListResponse,
  type SortKey,
} from '@keyshop/contracts';
import { ApiError, apiFetch } from './client';
import { findInCatalogue, queryCatalogue } from './catalogue';
import { loadStaticCatalogue } from './staticCatalogue';

/** What a screen asks for; `toListQuery` turns it into the request the spec describes. */
export interface ProductQuery {
  page?: number;
  limit?: number;
  search?: string;
  sortBy?: SortKey;
  minPrice?: number;
  maxPrice?: number;
  platform?: PlatformFilter;
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

/**
 * One list request as sent on the wire. When the API fails, the same query is answered from the static
 * catalogue; if that fails too, the API's error is thrown.
 */
export async function fetchProductList(
  query: ProductListQuery,
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  try {
    return await apiFetch(`${apiPaths.products}?${queryString(query)}`, {
      schema: productListResponseSchema,
      signal,
      errorMessage: 'Failed to fetch products',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    try {
      return queryCatalogue(await loadStaticCatalogue(), query);
    } catch {
      throw error;
    }
  }
}

export function listProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductListResponse> {
  return fetchProductList(toListQuery(query), signal);
}

/** Search suggestions and the matched part of each name (the API's highlights; none from the fallback). */
export type SearchAnswer = Pick<ProductListResponse, 'results' | 'highlights'>;

/** Search suggestions: first 10 by name, matched on company_name. */
export async function searchProducts(text: string, signal?: AbortSignal): Promise<SearchAnswer> {
  const query = {
    page: 1,
    limit: SEARCH_LIMIT,
    search: text.trim(),
    sortBy: 'name',
    sortType: 'asc',
  } as const;
  const { results, highlights } = await fetchProductList(query, signal);
  return { results, highlights };
}

/**
 * Detail by any of the product's identifiers. When the API fails, the static catalogue is searched; a product in
 * neither is a 404 'Product not found', while an unreachable catalogue rethrows the API's error.
 */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  try {
    const answer = await apiFetch(apiPaths.product(id), { schema: productDetailResponseSchema, signal });
    return answer.result;
  } catch (error) {
    if (signal?.aborted) throw error;
    let catalogue: Product[];
    try {
      catalogue = await loadStaticCatalogue();
    } catch {
      throw error;
    }
    const product = findInCatalogue(catalogue, id);
    if (!product) throw new ApiError(PRODUCT_NOT_FOUND, 404);
    return product;
  }
}
