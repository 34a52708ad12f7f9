// The operator's API under /api/admin/ (issue 23): roles, the audit log, the order desk and the dashboard.
import { z } from 'zod/mini';
import { userSchema } from './auth';
import { noNul, NUL_MESSAGE } from './common';
import { orderSchema, orderStatuses } from './orders';

/** Every account is a shopper; ADMIN_EMAILS (once per address), /admin/users and `npm run admin -- promote` make admins. */
export const userRoles = ['shopper', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** GET /api/admin/me: the signed-in admin (what the /admin pages show and check). */
export const adminMeResponseSchema = z.object({
  user: userSchema,
  role: z.literal('admin'),
});
export type AdminMeResponse = z.infer<typeof adminMeResponseSchema>;

/** ?page=&pageSize= of the admin lists: 1-based pages of at most 100 rows. */
export const adminPageQuerySchema = z.object({
  page: z._default(
    z.coerce
      .number()
      .check(
        z.int('Page must be a whole number'),
        z.minimum(1, 'Page starts at 1'),
        z.maximum(10_000, 'Page must be at most 10000'),
      ),
    1,
  ),
  pageSize: z._default(
    z.coerce
      .number()
      .check(
        z.int('Page size must be a whole number'),
        z.minimum(1, 'Page size must be 1 to 100'),
        z.maximum(100, 'Page size must be 1 to 100'),
      ),
    25,
  ),
});
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;

/** Where a page stands; `hasMore`: a next page exists. */
/** The paging part of every admin list answer. */
export const pageInfo = { page: z.int(), pageSize: z.int(), hasMore: z.boolean() };

/** One admin write: who, what, when, the record before and after (null for a creation or deletion). */
export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  /** The admin's account id (null for the command line, ADMIN_EMAILS, or a deleted account). */
  actorId: z.nullable(z.string()),
  /** The admin's e-mail at the time, `cli` or `ADMIN_EMAILS`. */
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit: newest first. */
export const auditResponseSchema = z.object({ entries: z.array(auditEntrySchema), ...pageInfo });
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** An admin list's page and search text (`q`, trimmed; empty lists the newest). */
export const adminSearchQuerySchema = z.extend(adminPageQuerySchema, {
  q: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(200, 'Search must be at most 200 characters'),
        z.refine(noNul, NUL_MESSAGE),
      ),
    '',
  ),
});

/** GET /api/admin/orders?q=: an order number (`#1A2B3C4D`, at least 4 of its digits), an e-mail or a key. */
export const adminOrderSearchQuerySchema = adminSearchQuerySchema;
export type AdminOrderSearchQuery = z.infer<typeof adminOrderSearchQuerySchema>;

export const adminOrderSummarySchema = z.object({
  id: z.string(),
  status: z.enum(orderStatuses),
  createdAt: z.string(),
  amountCents: z.int(),
  /** The shopper's e-mail (null once the account is deleted). */
  email: z.nullable(z.string()),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/** Newest first; an empty `q` lists the latest orders. */
export const adminOrdersResponseSchema = z.object({ orders: z.array(adminOrderSummarySchema), ...pageInfo });
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

/** A key of the order as the desk sees it: where it stands, never the key itself. */
export const adminOrderKeySchema = z.object({
  keyId: z.string(),
  productId: z.int(),
  company_name: z.string(),
  /** reserved: held for the unpaid order; sold: delivered; refunded: given back (its key back in stock). */
  state: z.enum(['reserved', 'sold', 'refunded']),
  soldAt: z.nullable(z.string()),
  revealedAt: z.nullable(z.string()),
  refundedAt: z.nullable(z.string()),
  /** What its refund gave back, in euros (null unless refunded). */
  refundAmount: z.nullable(z.number()),
});
export type AdminOrderKey = z.infer<typeof adminOrderKeySchema>;

/** GET /api/admin/orders/{id}: the order (lines, payment, consent, refund) with its shopper and keys. */
export const adminOrderDetailSchema = z.object({
  order: orderSchema,
  customer: z.nullable(z.object({ id: z.string(), email: z.string(), username: z.string() })),
  keys: z.array(adminOrderKeySchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** GET /api/admin/dashboard. */
export const adminDashboardSchema = z.object({
  /** Orders paid since midnight UTC and what they brought, in cents (refunds deducted). */
  salesToday: z.object({ orders: z.int(), amountCents: z.int() }),
  /** Orders awaiting payment (or retrying a failed one) with their keys reserved. */
  awaitingPayment: z.int(),
  /** Products at or below their threshold, lowest stock first (at most 100). */
  lowStock: z.array(
    z.object({
      productId: z.int(),
      company_name: z.string(),
      qty: z.int(),
      threshold: z.int(),
      alerted: z.boolean(),
    }),
  ),
  /** The threshold of products without their own (LOW_STOCK_THRESHOLD). */
  defaultThreshold: z.int(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** PUT /api/admin/products/{id}/low-stock: the product's own threshold, or null for the default. */
export const lowStockThresholdRequestSchema = z.object({
  threshold: z.nullable(
    z
      .number()
      .check(
        z.int('Threshold must be a whole number'),
        z.minimum(0, 'Threshold must be 0 or more'),
        z.maximum(1_000_000, 'Threshold must be at most 1000000'),
      ),
  ),
});
export type LowStockThresholdRequest = z.infer<typeof lowStockThresholdRequestSchema>;

export const lowStockThresholdResponseSchema = z.object({
  productId: z.int(),
  threshold: z.nullable(z.int()),
});
export type LowStockThresholdResponse = z.infer<typeof lowStockThresholdResponseSchema>;
