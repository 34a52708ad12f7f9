import { z } from 'zod/mini';
import { nonNegativeInt, numeric } from './common';
import { regionalLimitationsSchema } from './regions';

export const platformFilters = [
  'all',
  'pc',
  'steam',
  'epic-games',
  'battle-net',
  'gog',
  'origin',
  'microsoft-store',
  'xbox',
  'playstation',
  'nintendo',
] as const;
export type PlatformFilter = (typeof platformFilters)[number];
/** What a product is: a game, a game's add-on, or a membership's time. */
export const productTypes = ['game', 'dlc', 'subscription'] as const;
export type ProductType = (typeof productTypes)[number];

export const systemRequirementSchema = z.object({
  system: z.string(),
  requirement: z.array(z.string()),
});

export const productSaleSchema = z.object({
  endsAt: z.string(),
  /** The saving against `lowestPrice30d`, in whole percent (see `announcedReduction`). */
  percentOff: z.int().check(z.gte(1), z.lte(100)),
});
export type ProductSale = z.infer<typeof productSaleSchema>;

export const productSchema = z.object({
  id: z.int(),
  originalId: z.string(),
  productId: z.string(),
  kinguinId: z.int(),
  company_name: z.string(),
  price: numeric,
  img: z.nullable(z.string()),
  screenshots: z.array(z.string()),
  featured: z.boolean(),
  qty: nonNegativeInt,
  totalQty: z.nullable(nonNegativeInt),
  platforms: z.record(z.string(), z.boolean()),
  /** Where the key activates (see regions.ts). */
  regionalLimitations: regionalLimitationsSchema,
  developers: z.array(z.string()),
  genres: z.array(z.string()),
  languages: z.array(z.string()),
  description: z.string(),
  short_description: z.string(),
  metacriticScore: z.nullable(z.int().check(z.gte(0), z.lte(100))),
  systemRequirements: z.array(systemRequirementSchema),
  activationDetails: z.string(),
  // Sales (optional: carts stored before they existed still parse). `price` above is the current price.
  /** The price without a sale. */
  regularPrice: z.optional(numeric),
  /** The running sale when it is announced as a reduction (see `announcedReduction`), else null. */
  sale: z.optional(z.nullable(productSaleSchema)),
  /** The reference of the announced reduction: the lowest price of the 30 days before the sale began. */
  lowestPrice30d: z.optional(z.nullable(z.number())),
  /** Absent from carts stored before it existed. */
  type: z.optional(z.enum(productTypes)),
  /** The day it is (or was) released, `YYYY-MM-DD`; null when not known. Absent from older stored carts. */
  releaseDate: z.optional(z.nullable(z.string())),
  /** The version of qty and totalQty (see productUpdate); absent from stored carts and the static fallback. */
  stockVersion: z.optional(nonNegativeInt),
});
export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;

/** Longest search text looked for; a longer one is cut to it (never refused: the shopper typed or pasted it). */
export const SEARCH_MAX_LENGTH = 200;

/** The search text as looked for: trimmed, and cut to SEARCH_MAX_LENGTH characters (whole code points). */
export const cutSearch = (text: string): string => {
  const trimmed = text.trim();
  return trimmed.length <= SEARCH_MAX_LENGTH
    ? trimmed
    : [...trimmed].slice(0, SEARCH_MAX_LENGTH).join('').trim();
};

/** Price bands of the facet counts, in euros: `min` inclusive, `max` exclusive (null: no upper end). */
export const priceBands = [
  { min: 0, max: 5 },
  { min: 5, max: 10 },
  { min: 10, max: 20 },
  { min: 20, max: 40 },
  { min: 40, max: null },
] as const;

/**
 * How many products of the current query each choice would give: a dimension's counts ignore that dimension's
 * own filter (so every platform shows its count while one is chosen) and apply all the others.
 */
export const productFacetsSchema = z.object({
  platforms: z.record(z.enum(platformFilters), nonNegativeInt),
  types: z.record(z.enum(productTypes), nonNegativeInt),
  genres: z.record(z.string(), nonNegativeInt),
  priceBands: z.array(z.object({ min: z.number(), max: z.nullable(z.number()), count: nonNegativeInt })),
  inStock: nonNegativeInt,
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** `[start, end)` UTF-16 offsets of the matched parts of a product's name (to highlight them). */
export const matchRangesSchema = z.array(z.tuple([nonNegativeInt, nonNegativeInt]));

export const productListResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(productSchema),
  total: nonNegativeInt,
  page: z.int().check(z.positive()),
  limit: z.int().check(z.positive()),
  /** Counts for the current query (the API always sends them; the static fallback has none). */
  facets: z.optional(productFacetsSchema),
  /** With a search: the matched parts of each result's name, in the order of `results`. */
  highlights: z.optional(z.array(matchRangesSchema)),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productDetailResponseSchema = z.object({ success: z.literal(true), result: productSchema });
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

/** The static fallback catalogue, /data/products.json. */
export const staticCatalogueSchema = z.array(productSchema);
