import { z } from 'zod/mini';
import { nonNegativeInt } from './common';

/**
 * Socket event names, shared by the server that emits and the client that listens. `watchProducts` (client to
 * server) names the products a page shows: from then on the socket gets productUpdate of those only (a socket
 * that never sends it gets every product's).
 */
export const socketEvents = { productUpdate: 'productUpdate', watchProducts: 'watchProducts' } as const;

/** The most products one socket watches (a few pages of results). */
export const MAX_WATCHED_PRODUCTS = 500;
export const watchProductsSchema = z.array(z.int()).check(z.maxLength(MAX_WATCHED_PRODUCTS));

export const productUpdateEventSchema = z.object({
  productId: z.int(),
  qty: nonNegativeInt,
  totalQty: nonNegativeInt,
  /** The product's stock version (grows with every stock change): apply only one newer than the held. */
  version: nonNegativeInt,
});
export type ProductUpdateEvent = z.infer<typeof productUpdateEventSchema>;
