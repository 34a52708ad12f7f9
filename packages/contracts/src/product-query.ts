/**
 * What the API reads from a catalogue request: the list's query and a product's id. A module apart from the
 * answers' schemas (product.ts), so the storefront's pages, which only parse answers, do not carry it.
 */
import { z } from 'zod/mini';
import { noNul, NUL_MESSAGE } from './common';
import { cutSearch, platformFilters, productTypes } from './product';
import { sortKeys } from './sort-keys';
import { booleanParam, listParam } from './query-params';

/**
 * `name` and `price` take their direction from `sortType` (the search call uses `sortBy=name&sortType=asc`).
 * Here, not in product.ts: only the API reads it, so the storefront's first load does not carry it.
 */
export const sortByValues = [...sortKeys, 'name', 'price'] as const;
export type SortBy = (typeof sortByValues)[number];

const queryInt = (min: number, max: number, fallback: number) =>
  z._default(
    z.pipe(
      z.coerce.number({ message: 'Expected a whole number' }),
      z
        .int('Expected a whole number')
        .check(z.gte(min, `Must be at least ${min}`), z.lte(max, `Must be at most ${max}`)),
    ),
    fallback,
  );

const queryPrice = z.optional(
  z.coerce.number({ message: 'Expected a number' }).check(z.gte(0, 'Must be 0 or more'), z.lte(1_000_000)),
);

/** Query of GET /api/kinguin/products. Empty strings mean "not set", as a browser form sends them. */
export const productListQuerySchema = z
  .pipe(
    z.transform((raw: unknown) =>
      raw && typeof raw === 'object'
        ? Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== '' && value !== undefined))
        : raw,
    ),
    z.object({
      page: queryInt(1, 100_000, 1),
      limit: queryInt(1, 100, 100),
      search: z.optional(
        z.pipe(z.string().check(z.trim(), z.refine(noNul, NUL_MESSAGE)), z.transform(cutSearch)),
      ),
      sortBy: z.optional(
        z.enum(sortByValues, { message: `sortBy must be one of ${sortByValues.join(', ')}` }),
      ),
      sortType: z.optional(z.enum(['asc', 'desc'], { message: 'sortType must be asc or desc' })),
      featured: booleanParam,
      minPrice: queryPrice,
      maxPrice: queryPrice,
      platform: z.optional(
        z.enum(platformFilters, { message: `platform must be one of ${platformFilters.join(', ')}` }),
      ),
      type: z.optional(z.enum(productTypes, { message: `type must be one of ${productTypes.join(', ')}` })),
      genres: listParam,
      inStock: booleanParam,
      /** true: only products not yet released; false: only released ones. */
      upcoming: booleanParam,
    }),
  )
  .check(
    z.refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
      message: 'minPrice must not be above maxPrice',
      path: ['minPrice'],
    }),
  );
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

export const productIdParamSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.refine(noNul, NUL_MESSAGE)),
});
