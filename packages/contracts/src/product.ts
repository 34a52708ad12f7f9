import { z } from 'zod';
import { noNul, NUL_MESSAGE, numeric } from './common';

export const platformFilters = ['all', 'steam', 'epic-games', 'battle-net', 'gog'] as const;
export type PlatformFilter = (typeof platformFilters)[number];
/** The key of a product's `platforms` map that each filter value selects (`all` selects every product). */
export const platformFilterKeys = {
  steam: 'steam',
  'epic-games': 'epic',
  'battle-net': 'battle-net',
  gog: 'gog',
} as const satisfies Record<Exclude<PlatformFilter, 'all'>, string>;

export const sortKeys = ['featured', 'new', 'price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;
export type SortKey = (typeof sortKeys)[number];
/** `name` and `price` take their direction from `sortType` (the search call uses `sortBy=name&sortType=asc`). */
export const sortByValues = [...sortKeys, 'name', 'price'] as const;
export type SortBy = (typeof sortByValues)[number];

export const systemRequirementSchema = z.object({
  system: z.string(),
  requirement: z.array(z.string()),
});

export const productSchema = z.object({
  id: z.number().int(),
  originalId: z.string(),
  productId: z.string(),
  kinguinId: z.number().int(),
  company_name: z.string(),
  price: numeric,
  img: z.string().nullable(),
  screenshots: z.array(z.string()),
  featured: z.boolean(),
  qty: z.number().int().nonnegative(),
  totalQty: z.number().int().nonnegative().nullable(),
  platforms: z.record(z.string(), z.boolean()),
  regionalLimitations: z.string(),
  developers: z.array(z.string()),
  genres: z.array(z.string()),
  languages: z.array(z.string()),
  description: z.string(),
  short_description: z.string(),
  metacriticScore: z.number().int().min(0).max(100).nullable(),
  systemRequirements: z.array(systemRequirementSchema),
  activationDetails: z.string(),
});
export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;

const queryInt = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ message: 'Expected a whole number' })
    .int('Expected a whole number')
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`)
    .default(fallback);

const queryPrice = z.coerce
  .number({ message: 'Expected a number' })
  .min(0, 'Must be 0 or more')
  .max(1_000_000);

/** Query of GET /api/kinguin/products. Empty strings mean "not set", as a browser form sends them. */
export const productListQuerySchema = z
  .preprocess(
    (raw) =>
      raw && typeof raw === 'object'
        ? Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== '' && value !== undefined))
        : raw,
    z.object({
      page: queryInt(1, 100_000, 1),
      limit: queryInt(1, 100, 100),
      search: z
        .string()
        .trim()
        .max(200, 'Search must be at most 200 characters')
        .refine(noNul, NUL_MESSAGE)
        .optional(),
      sortBy: z
        .enum(sortByValues, { message: `sortBy must be one of ${sortByValues.join(', ')}` })
        .optional(),
      sortType: z.enum(['asc', 'desc'], { message: 'sortType must be asc or desc' }).optional(),
      featured: z
        .enum(['true', 'false'])
        .transform((value) => value === 'true')
        .optional(),
      minPrice: queryPrice.optional(),
      maxPrice: queryPrice.optional(),
      platform: z
        .enum(platformFilters, { message: `platform must be one of ${platformFilters.join(', ')}` })
        .optional(),
    }),
  )
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

export const productListResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(productSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productIdParamSchema = z.object({
  id: z.string().trim().min(1).max(64).refine(noNul, NUL_MESSAGE),
});

export const productDetailResponseSchema = z.object({ success: z.literal(true), result: productSchema });
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

/** The static fallback catalogue, /data/products.json. */
export const staticCatalogueSchema = z.array(productSchema);
