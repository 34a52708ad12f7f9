import { z } from 'zod';

/** Socket event names, shared by the server that emits and the client that listens. */
export const socketEvents = { productUpdate: 'productUpdate' } as const;

export const productUpdateEventSchema = z.object({
  productId: z.number().int(),
  qty: z.number().int().nonnegative(),
  totalQty: z.number().int().nonnegative(),
});
export type ProductUpdateEvent = z.infer<typeof productUpdateEventSchema>;
