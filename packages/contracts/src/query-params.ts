/**
 * Parts of the catalogue's query string that the storefront reads from its own URL too, as the API reads them.
 * A module of their own, so that the products page does not carry the rest of the API's query schema.
 */
import { z } from 'zod/mini';
import { noNul, NUL_MESSAGE } from './common';

/** `genres=Action,RPG` or `genres=Action&genres=RPG` → ['Action', 'RPG']; a product with any of them matches. */
export const listParam = z.optional(
  z.pipe(
    z.transform((raw: unknown) =>
      (Array.isArray(raw) ? raw : [raw])
        .flatMap((value) => String(value).split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    ),
    z.array(z.string().check(z.maxLength(40), z.refine(noNul, NUL_MESSAGE))).check(z.maxLength(20)),
  ),
);

/** `true` or `false`. */
export const booleanParam = z.optional(
  z.pipe(
    z.enum(['true', 'false'], { message: 'Expected true or false' }),
    z.transform((value) => value === 'true'),
  ),
);
