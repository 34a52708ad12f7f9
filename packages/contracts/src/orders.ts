import { z } from 'zod/mini';
import { nonNegativeInt } from './common';
import { orderPaymentSchema, paymentSessionResponseSchema } from './payments';

export const orderItemRequestSchema = z.object({
  // Product ids are PostgreSQL integers.
  productId: z.int().check(z.positive(), z.lte(2_147_483_647, 'Unknown product')),
  qty: z
    .int()
    .check(z.gte(1, 'Quantity must be at least 1'), z.lte(10, 'At most 10 keys of one product per order')),
});

/**
 * The withdrawal waiver for digital content delivered at once (Directive 2011/83/EU, art. 16(m)): the shopper
 * must agree before the order, and the order keeps the time and the version of the text agreed to. A new text
 * gets a new version; the API accepts only the current one.
 */
export const withdrawalConsent = {
  version: '2026-11-24',
  text:
    'I agree that my keys are delivered immediately, before the 14-day withdrawal period ends, and I ' +
    'acknowledge that I lose my right of withdrawal once they are delivered.',
} as const;

export const CONSENT_REQUIRED_MESSAGE =
  'Please agree to immediate delivery and acknowledge that you lose your right of withdrawal';

/** What the client sends: the shopper ticked the box showing this version of the text. */
export const consentRequestSchema = z.object(
  {
    accepted: z.literal(true, CONSENT_REQUIRED_MESSAGE),
    version: z.literal(
      withdrawalConsent.version,
      'The consent text has changed: please reload the page and agree to the current one',
    ),
  },
  CONSENT_REQUIRED_MESSAGE,
);

export type ConsentRequest = z.infer<typeof consentRequestSchema>;
/** What a client sends once the shopper has ticked the box. */
export const givenConsent: ConsentRequest = { accepted: true, version: withdrawalConsent.version };

export const orderRequestSchema = z.object({
  consent: consentRequestSchema,
  items: z.array(orderItemRequestSchema).check(
    z.minLength(1, 'An order needs at least one item'),
    z.maxLength(50, 'An order has at most 50 lines'),
    z.refine((items) => new Set(items.map((item) => item.productId)).size === items.length, {
      message: 'Each product may appear once per order',
    }),
  ),
  /** Opens the order's payment session in the same request; the answer carries it (`placedOrderResponseSchema`). */
  startPayment: z.optional(z.boolean()),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** Sent as the Idempotency-Key header: a retry with the same key returns the first order. */
export const idempotencyKeySchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(8, 'Idempotency-Key must be 8 to 128 characters'),
    z.maxLength(128, 'Idempotency-Key must be 8 to 128 characters'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'Idempotency-Key may contain letters, digits, _ and - only'),
  );

/**
 * An order's life (transitions and who may cause each: `orderTransitions` in ./payments):
 * `awaiting_payment` (keys reserved until `reservedUntil`) → `paid` (keys delivered) | `payment_failed` (keys
 * still reserved: try another card, or cancel) | `expired` | `cancelled`; refunds continue from `paid`.
 */
export const orderStatuses = [
  'awaiting_payment',
  'payment_failed',
  'paid',
  'partially_refunded',
  'refunded',
  'expired',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * 409 when the order's state does not allow the request (paying a cancelled order, cancelling a paid one, a
 * reservation that expired): the message says why, `status` is the order's state now. Nothing changed.
 */
export const orderStateConflictSchema = z.object({
  message: z.string(),
  orderId: z.string(),
  status: z.enum(orderStatuses),
});
export type OrderStateConflict = z.infer<typeof orderStateConflictSchema>;

/** Days after the order within which its unrevealed keys can be refunded. */
export const REFUND_WINDOW_DAYS = 14;

export const orderLineSchema = z.object({
  productId: z.int(),
  company_name: z.string(),
  img: z.nullable(z.string()),
  qty: z.int(),
  unitPrice: z.number(),
  /** Keys of this line given back by refunds. */
  refundedQty: nonNegativeInt,
  /** Keys of this line the shopper has revealed: no longer refundable (0 in answers stored before it existed). */
  revealedQty: z._default(nonNegativeInt, 0),
});

/** The keys of an order that a refund can still give back: neither refunded nor revealed, line by line. */
export const refundableLines = (order: Order) =>
  order.items
    .map((item) => ({ ...item, refundableQty: item.qty - item.refundedQty - item.revealedQty }))
    .filter((item) => item.refundableQty > 0);

/** What a refund of every refundable key of the order gives back, in euros. */
export const refundableAmount = (order: Order) =>
  Math.round(
    refundableLines(order).reduce((sum, item) => sum + item.refundableQty * item.unitPrice, 0) * 100,
  ) / 100;

/** The consent as stored with the order (null for orders placed before consent was asked for). */
export const orderConsentSchema = z.object({ acceptedAt: z.string(), version: z.string(), text: z.string() });
export type OrderConsent = z.infer<typeof orderConsentSchema>;

export const orderRefundSchema = z.object({
  /** The latest refund of the order. */
  refundedAt: z.string(),
  amount: z.number(),
});

export const orderSchema = z.object({
  id: z.string(),
  status: z.enum(orderStatuses),
  /** In euros, as before; the exact amount to pay is `payment.amountCents`. */
  total: z.number(),
  currency: z.literal('EUR'),
  createdAt: z.string(),
  /** Unrevealed keys can be refunded until then. */
  refundableUntil: z.string(),
  consent: z.nullable(orderConsentSchema),
  refund: z.nullable(orderRefundSchema),
  items: z.array(orderLineSchema),
  /** Until then the order's keys are held for it (while `awaiting_payment` or `payment_failed`); else null. */
  reservedUntil: z.nullable(z.string()),
  /** The order's payment: what is (or was) charged, through which provider, and how it stands. */
  payment: orderPaymentSchema,
});
export type Order = z.infer<typeof orderSchema>;

/**
 * POST /api/orders with `startPayment`: the order and where to pay for it; `paymentSession` is null when no
 * session could be opened (the order stands: POST /api/orders/{id}/pay tries again).
 */
export const placedOrderResponseSchema = z.extend(orderSchema, {
  paymentSession: z.nullable(paymentSessionResponseSchema),
});
export type PlacedOrderResponse = z.infer<typeof placedOrderResponseSchema>;

export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

/** 409 when a product has fewer unsold keys than asked for. */
export const stockConflictSchema = z.object({
  message: z.string(),
  productId: z.int(),
  company_name: z.string(),
  available: nonNegativeInt,
});
export type StockConflict = z.infer<typeof stockConflictSchema>;

export const orderKeySchema = z.object({
  productId: z.int(),
  company_name: z.string(),
  platform: z.string(),
  key: z.string(),
});

export const orderKeysResponseSchema = z.object({ orderId: z.string(), keys: z.array(orderKeySchema) });
export type OrderKeysResponse = z.infer<typeof orderKeysResponseSchema>;

export const inventoryItemSchema = z.object({
  keyId: z.string(),
  orderId: z.string(),
  productId: z.int(),
  company_name: z.string(),
  img: z.nullable(z.string()),
  platform: z.string(),
  /** Masked (e.g. `XXXXX-XXXXX-7F3KQ`) until revealed. */
  key: z.string(),
  revealedAt: z.nullable(z.string()),
  purchasedAt: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const inventoryResponseSchema = z.object({ items: z.array(inventoryItemSchema) });
export type InventoryResponse = z.infer<typeof inventoryResponseSchema>;

/** POST /api/orders/{id}/refund: these keys of the order, or (without keyIds) every key it still holds. */
export const refundRequestSchema = z.object({
  keyIds: z.optional(
    z.array(z.uuid('Unknown key')).check(
      z.minLength(1, 'Name at least one key, or leave keyIds out to refund the whole order'),
      z.maxLength(500, 'At most 500 keys per refund'),
      z.refine((ids) => new Set(ids).size === ids.length, { message: 'Each key may appear once' }),
    ),
  ),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const keyIdParamSchema = z.object({ keyId: z.uuid('Unknown key') });
export const orderIdParamSchema = z.object({ id: z.uuid('Unknown order') });

export const revealResponseSchema = z.object({ keyId: z.string(), key: z.string(), revealedAt: z.string() });
export type RevealResponse = z.infer<typeof revealResponseSchema>;
