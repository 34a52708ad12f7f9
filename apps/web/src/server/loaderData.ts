import type { Product, ProductListQuery, ProductListResponse } from '@keyshop/contracts';
import { unstable_serialize } from 'swr';

/** SWR's `fallback`: serialized cache keys and the data the server loaded for them. */
export type SwrFallback = Record<string, unknown>;

/** One entry of the seed: `key` as the hooks build it (see hooks/keys.ts). */
export const seed = (key: readonly unknown[], data: unknown): SwrFallback => ({
  [unstable_serialize(key)]: data,
});

/**
 * What the API process hands the web server build for each request (React Router's load context): its
 * catalogue services, called in-process, and the shop's public origin.
 */
export interface CatalogueServices {
  list(query: ProductListQuery): Promise<ProductListResponse>;
  /** A product by any of its identifiers; undefined when there is none. */
  get(id: string): Promise<Product | undefined>;
  /** The static fallback catalogue (the same products as /data/products.json): used when the database fails. */
  staticProducts(): Product[];
}

declare module 'react-router' {
  interface AppLoadContext {
    /** The shop's public origin (e.g. `https://shop.example`): canonical and preview URLs start with it. */
    origin: string;
    catalogue: CatalogueServices;
    /** A part of the page failed to render (left to the browser): the API does not keep it. */
    onRenderError?: () => void;
  }
}
