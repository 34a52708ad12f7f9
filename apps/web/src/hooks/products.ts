import type { Product, ProductListResponse } from '@keyshop/contracts';
import useSWR from 'swr';
import {
  fetchProductList,
  getProduct,
  httpCatalogue,
  searchProducts,
  toListQuery,
  type ProductQuery,
} from '../api/products';
import { swrKeys } from './keys';
import { keepNewestStock } from '../state/newestStock';
import { useDebouncedValue } from './useDebouncedValue';

export const SEARCH_DELAY_MS = 300;

/** Every product entry keeps, per product, the newest stock seen (see newestStock.ts). */
export const productEntry = { use: [keepNewestStock] };

/**
 * One catalogue page; the API's answer, or the static catalogue's when the API fails. `loaded`: the route
 * loader's answer to this query, shown first and kept fresh.
 */
export function useProducts(query: ProductQuery | null, loaded?: ProductListResponse) {
  return useSWR(
    query && swrKeys.products(toListQuery(query)),
    ([, wire]) => fetchProductList(httpCatalogue, wire),
    { ...productEntry, fallbackData: loaded },
  );
}

/**
 * A product by any of its identifiers; no request without an id. A 404 ApiError means 'Product not found'.
 * `loaded`: the route loader's product, shown first and kept fresh.
 */
export function useProduct(id: string | undefined, loaded?: Product) {
  return useSWR(id ? swrKeys.product(id) : null, ([, productId]) => getProduct(httpCatalogue, productId), {
    ...productEntry,
    fallbackData: loaded,
  });
}

/**
 * Search suggestions for the trimmed text, asked once the text has rested 300 ms. Blank text asks nothing and
 * has no results; `isSearching` covers the pause and the request, for the 'Searching...' state.
 */
export function useProductSearch(text: string) {
  const trimmed = text.trim();
  // Nothing counts as settled at first, so text already typed when this mounts also waits for the pause.
  const settled = useDebouncedValue(trimmed, SEARCH_DELAY_MS, '');
  const ready = trimmed !== '' && settled === trimmed;
  const { data, error, isLoading } = useSWR(
    ready ? swrKeys.search(trimmed) : null,
    ([, search]) => searchProducts(httpCatalogue, search),
    productEntry,
  );
  return {
    results: ready ? data?.results : undefined,
    highlights: ready ? data?.highlights : undefined,
    error: ready ? (error as Error | undefined) : undefined,
    isSearching: trimmed !== '' && (!ready || isLoading),
  };
}
