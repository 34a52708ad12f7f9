import {
  productSchema,
  regionalLimitationsFromText,
  regionalLimitationsSchema,
  userSchema,
} from '@keyshop/contracts';
import { z } from 'zod/mini';
import '../zodConfig';

/** A product as saved in the browser: one saved before regions were structured still loads (and loses nothing). */
const storedProductSchema = z.extend(productSchema, {
  regionalLimitations: z.union([
    regionalLimitationsSchema,
    z.pipe(z.string(), z.transform(regionalLimitationsFromText)),
  ]),
});

export const cartLineSchema = z.extend(storedProductSchema, {
  cart_quantity: z.int().check(z.gte(1)),
  /** The country the shopper confirmed this line for although its key will not activate there. */
  regionConfirmedFor: z.optional(z.string()),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The schemas of what the store keeps in localStorage (spec §3: `token`, `user`, `cart`, `wishlist`). */
export const storedSchemas = {
  token: z.string().check(z.minLength(1)),
  // A user saved before addresses were confirmed still loads (start() reads the account afresh anyway).
  user: z.extend(userSchema, { emailVerified: z._default(z.boolean(), false) }),
  cart: z.array(cartLineSchema),
  wishlist: z.array(storedProductSchema),
};
