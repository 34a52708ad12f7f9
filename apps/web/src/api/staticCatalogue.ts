import { apiPaths, staticCatalogueSchema, type Product } from '@keyshop/contracts';
import { ApiError, INVALID_RESPONSE } from './client';

// The static catalogue's filter, sort and lookup, with the file they run on in the browser. This module loads
// only once a catalogue read has failed (see api/products.ts): no page hydrates with it.
export { findInCatalogue, queryCatalogue } from '@keyshop/contracts/catalogue-query';

let loading: Promise<Product[]> | undefined;

async function fetchCatalogue(): Promise<Product[]> {
  // Served with the web app itself, so it answers even when the API does not.
  const response = await fetch(apiPaths.staticCatalogue, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError('Failed to fetch products', response.status);
  const parsed = staticCatalogueSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError(INVALID_RESPONSE, response.status);
  return parsed.data;
}

/** The static fallback catalogue, fetched once per page load (a failed fetch is retried next time). */
export function loadStaticCatalogue(): Promise<Product[]> {
  loading ??= fetchCatalogue().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
