import { productSchema, userSchema } from '@keyshop/contracts';
import { z } from 'zod/mini';
import '../zodConfig';

export const cartLineSchema = z.extend(productSchema, { cart_quantity: z.int().check(z.gte(1)) });
export type CartLine = z.infer<typeof cartLineSchema>;

/** The schemas of what the store keeps in localStorage (spec §3: `token`, `user`, `cart`, `wishlist`). */
export const storedSchemas = {
  token: z.string().check(z.minLength(1)),
  user: userSchema,
  cart: z.array(cartLineSchema),
  wishlist: z.array(productSchema),
};
