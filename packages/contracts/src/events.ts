import { z } from 'zod/mini';
import { nonNegativeInt } from './common';

/** Socket event names, shared by the server that emits and the client that listens. */
export const socketEvents = { productUpdate: 'productUpdate' } as const;

export const productUpdateEventSchema = z.object({
  productId: z.int(),
  qty: nonNegativeInt,
  totalQty: nonNegativeInt,
});
export type ProductUpdateEvent = z.infer<typeof productUpdateEventSchema>;
