// The operator's products and sales under /api/admin/products (issue 23): the fields follow the Product shape.
import { z } from 'zod/mini';
import { adminOrderSearchQuerySchema } from './admin';
import { nameText, noNul, NUL_MESSAGE } from './common';
import { productSchema } from './product';
import { regionalLimitationsSchema } from './regions';

/** The largest cover image an upload takes, in bytes. */
export const COVER_MAX_BYTES = 2 * 1024 * 1024;
/** Cover images by their magic bytes (the file's name and Content-Type are not trusted). */
export const coverTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type CoverType = (typeof coverTypes)[number];

/** The platforms a product's keys can activate on (the keys of its `platforms` map), with their names. */
export const productPlatforms = {
  steam: 'Steam',
  epic: 'Epic Games',
  gog: 'GOG',
  origin: 'EA App',
  'battle-net': 'Battle.net',
  playstation: 'PlayStation',
  xbox: 'Xbox',
  'microsoft-store': 'Microsoft Store',
  nintendo: 'Nintendo',
} as const;
export type ProductPlatform = keyof typeof productPlatforms;

/**
 * A price in euros as typed: digits, then a point or a comma and one or two decimals ("16", "16.5", "16.50",
 * "16,50"). Anything else ("0x10", "1e3", " 16 ", "16.001", "-1", "+16", "1,000.00") is refused, never guessed.
 */
export const PRICE_TEXT = /^\d{1,6}(?:[.,]\d{1,2})?$/;

/** A price in euros as the Product shape has it: above 0, at most 100000, whole cents; a number or PRICE_TEXT. */
const priceSchema = (label: string) =>
  z.pipe(
    z.pipe(
      z.union([z.number(), z.string()], { error: `${label} must be a number` }),
      z.transform((value, ctx) => {
        if (typeof value === 'number') return value;
        if (PRICE_TEXT.test(value)) return Number(value.replace(',', '.'));
        ctx.issues.push({
          code: 'custom',
          input: value,
          message: `${label} must be written like 16, 16.5 or 16,50 (euros, at most two decimals)`,
        });
        return z.NEVER;
      }),
    ),
    z.number(`${label} must be a number`).check(
      z.gt(0, `${label} must be above 0`),
      z.lte(100_000, `${label} must be at most 100000`),
      z.refine(
        (euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6,
        `${label} must be in whole cents`,
      ),
    ),
  );

const listItem = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} must not be empty`),
      z.maxLength(40, `${label} must be at most 40 characters`),
      z.refine(noNul, NUL_MESSAGE),
    );

/** POST /api/admin/products (create) and PUT /api/admin/products/{id} (edit: the whole product again). */
export const adminProductRequestSchema = z.object({
  company_name: nameText('Name', 200),
  description: z._default(
    z
      .string()
      .check(
        z.maxLength(20_000, 'Description must be at most 20000 characters'),
        z.refine(noNul, NUL_MESSAGE),
      ),
    '',
  ),
  short_description: z._default(
    z
      .string()
      .check(
        z.maxLength(500, 'Short description must be at most 500 characters'),
        z.refine(noNul, NUL_MESSAGE),
      ),
    '',
  ),
  /** The platform its keys activate on: the one key of the product's `platforms` map that is true. */
  platform: z.string('Platform is required').check(z.minLength(1, 'Platform is required')),
  genres: z._default(z.array(listItem('Genre')).check(z.maxLength(10, 'At most 10 genres')), []),
  regionalLimitations: z._default(regionalLimitationsSchema, { kind: 'worldwide' }),
  /** The regular price in euros. */
  price: priceSchema('Price'),
  featured: z._default(z.boolean('Featured must be true or false'), false),
});
export type AdminProductRequest = z.infer<typeof adminProductRequestSchema>;
export type AdminProductRequestInput = z.input<typeof adminProductRequestSchema>;

/** A scheduled or running sale as the operator set it (the storefront announces it only as a reduction). */
export const adminSaleSchema = z.object({ price: z.number(), startsAt: z.string(), endsAt: z.string() });
export type AdminSale = z.infer<typeof adminSaleSchema>;

/** GET, POST and PUT answers: the product as the storefront shows it now, and what only the operator sees. */
export const adminProductResponseSchema = z.object({
  product: productSchema,
  published: z.boolean(),
  /** The sale set on it (also one not started or already over), or null. */
  sale: z.nullable(adminSaleSchema),
  /** Its own low-stock threshold; null: the shop's default. */
  lowStockThreshold: z.nullable(z.int()),
});
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;

/** GET /api/admin/products?q=&page=&pageSize=: id order; `q` finds a name (part of it) or an id. */
export const adminProductSearchQuerySchema = adminOrderSearchQuerySchema;

export const adminProductListItemSchema = z.object({
  id: z.int(),
  company_name: z.string(),
  price: z.number(),
  qty: z.int(),
  published: z.boolean(),
  onSale: z.boolean(),
  /** Its own low-stock threshold; null: the shop's default (`defaultThreshold`). */
  lowStockThreshold: z.nullable(z.int()),
});
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;
export const adminProductListResponseSchema = z.object({
  products: z.array(adminProductListItemSchema),
  /** The threshold of products without their own (LOW_STOCK_THRESHOLD). */
  defaultThreshold: z.int(),
  page: z.int(),
  pageSize: z.int(),
  hasMore: z.boolean(),
});
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

/** PUT /api/admin/products/{id}/published: unpublished products vanish from the storefront. */
export const publishRequestSchema = z.object({ published: z.boolean('Published must be true or false') });
export type PublishRequest = z.infer<typeof publishRequestSchema>;

const instant = (label: string) =>
  z.pipe(
    z.iso.datetime({ offset: true, error: `${label} must be an ISO date-time such as 2026-12-24T18:00:00Z` }),
    z.transform((value) => new Date(value)),
  );

/** PUT /api/admin/products/{id}/sale: the sale price from `startsAt` (inclusive) to `endsAt` (exclusive). */
export const saleRequestSchema = z
  .object({ price: priceSchema('Sale price'), startsAt: instant('Start'), endsAt: instant('End') })
  .check(
    z.refine((sale) => sale.endsAt > sale.startsAt, {
      message: 'End must be after the start',
      path: ['endsAt'],
    }),
  );
export type SaleRequest = z.infer<typeof saleRequestSchema>;
export type SaleRequestInput = z.input<typeof saleRequestSchema>;

/** POST /api/admin/products/{id}/cover (the image itself is the body): where the cover is served now. */
export const coverResponseSchema = z.object({ img: z.string() });
export type CoverResponse = z.infer<typeof coverResponseSchema>;

/** POST /api/admin/orders/{id}/keys/{keyId}/reveal: the key in clear (the look-up is audited). */
export const adminKeyRevealSchema = z.object({ keyId: z.string(), key: z.string() });
export type AdminKeyReveal = z.infer<typeof adminKeyRevealSchema>;
