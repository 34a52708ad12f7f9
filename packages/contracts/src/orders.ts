import { z } from 'zod/mini';
import { nonNegativeInt } from './common';

export const orderItemRequestSchema = z.object({
  // Product ids are PostgreSQL integers.
  productId: z.int().check(z.positive(), z.lte(2_147_483_647, 'Unknown product')),
  qty: z
    .int()
    .check(z.gte(1, 'Quantity must be at least 1'), z.lte(10, 'At most 10 keys of one product per order')),
});

export const orderRequestSchema = z.object({
  items: z.array(orderItemRequestSchema).check(
    z.minLength(1, 'An order needs at least one item'),
    z.maxLength(50, 'An order has at most 50 lines'),
    z.refine((items) => new Set(items.map((item) => item.productId)).size === items.length, {
      message: 'Each product may appear once per order',
    }),
  ),
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

export const orderStatuses = ['completed'] as const;

export const orderLineSchema = z.object({
  productId: z.int(),
  company_name: z.string(),
  img: z.nullable(z.string()),
  qty: z.int(),
  unitPrice: z.number(),
});

export const orderSchema = z.object({
  id: z.string(),
  status: z.enum(orderStatuses),
  total: z.number(),
  currency: z.literal('EUR'),
  createdAt: z.string(),
  items: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

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

export const keyIdParamSchema = z.object({ keyId: z.uuid('Unknown key') });
export const orderIdParamSchema = z.object({ id: z.uuid('Unknown order') });

export const revealResponseSchema = z.object({ keyId: z.string(), key: z.string(), revealedAt: z.string() });
export type RevealResponse = z.infer<typeof revealResponseSchema>;
