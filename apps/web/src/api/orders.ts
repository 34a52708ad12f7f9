import {
  apiPaths,
  orderKeysResponseSchema,
  orderSchema,
  ordersResponseSchema,
  type Order,
  type OrderKeysResponse,
  type OrderRequest,
  type OrdersResponse,
} from '@keyshop/contracts';
import { apiFetch } from './client';

/** A new key per purchase attempt; reuse it for retries so the server places the order once. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** A 409 ApiError carries the stock conflict (see `stockConflictSchema`) in its `body`. */
export function placeOrder(body: OrderRequest, idempotencyKey: string): Promise<Order> {
  return apiFetch(apiPaths.order, {
    method: 'POST',
    body,
    schema: orderSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
    errorMessage: 'Your order could not be placed. Please try again.',
  });
}

/** Refunds every unrevealed key the order still holds (409 when none is left or the 14 days are over). */
export function refundOrder(orderId: string): Promise<Order> {
  return apiFetch(apiPaths.refundOrder(orderId), {
    method: 'POST',
    body: {},
    schema: orderSchema,
    errorMessage: 'Your refund could not be made. Please try again.',
  });
}

export function getOrderKeys(orderId: string, signal?: AbortSignal): Promise<OrderKeysResponse> {
  return apiFetch(apiPaths.orderKeys(orderId), { schema: orderKeysResponseSchema, signal });
}

export function listOrders(signal?: AbortSignal): Promise<OrdersResponse> {
  return apiFetch(apiPaths.orders, { schema: ordersResponseSchema, signal });
}
