/**
 * `@keyshop/contracts/operator`: what the /admin pages of apps/web read, built as a file of its own (no code
 * shared with the main entry), so the admin schemas never join the storefront's first-page bundle that the
 * main entry is part of.
 */
import { z } from 'zod/mini';
import { orderSchema } from './orders';

export * from './admin';
export * from './inbox';
export * from './admin-products';
export * from './admin-users';
export * from './key-import';
export { messageResponseSchema } from './common';
export { orderSchema, refundableAmount, type Order } from './orders';
export { apiPaths } from './paths';
export { adminApiPaths } from './admin-paths';
export type { Product } from './product';
export { regionCodes, regionLabels, type RegionCode } from './regions';

/** POST /api/admin/orders/{id}/refund: the order after the refund. */
export const adminRefundResponseSchema = z.object({ order: orderSchema });
