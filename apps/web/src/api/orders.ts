import {
  apiPaths,
  orderKeysResponseSchema,
  orderSchema,
  ordersResponseSchema,
  orderStateConflictSchema,
  PAYMENT_ALREADY_RECEIVED_MESSAGE,
  paymentSessionResponseSchema,
  placedOrderResponseSchema,
  type Order,
  type OrderKeysResponse,
  type OrderRequest,
  type OrdersResponse,
  type PaymentSessionResponse,
  type PlacedOrderResponse,
} from '@keyshop/contracts';
import { ApiError, apiFetch } from './client';

/** A new key per purchase attempt; reuse it for retries so the server places the order once. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * "Buy now": places the order and opens its payment session in one request (`paymentSession` null when it could
 * not open: `payOrder` tries again). A 409 ApiError carries the stock conflict (see `stockConflictSchema`) in its
 * `body`.
 */
export function placeOrder(
  body: Omit<OrderRequest, 'startPayment'>,
  idempotencyKey: string,
): Promise<PlacedOrderResponse> {
  return apiFetch(apiPaths.order, {
    method: 'POST',
    body: { ...body, startPayment: true },
    schema: placedOrderResponseSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
    errorMessage: 'Your order could not be placed. Please try again.',
  });
}

/** One order with its payment, as it stands now (polled while the payment is on its way). */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiFetch(apiPaths.orderDetail(orderId), { schema: orderSchema, signal });
}

/**
 * Opens (or answers the open) payment session of an order still payable: where to send the shopper. A 409
 * ApiError carries the order's state (see `orderStateConflictSchema`), e.g. an expired reservation.
 */
export function payOrder(orderId: string): Promise<PaymentSessionResponse> {
  return apiFetch(apiPaths.payOrder(orderId), {
    method: 'POST',
    body: {},
    schema: paymentSessionResponseSchema,
    errorMessage: 'The payment could not be started. Please try again.',
  });
}

/**
 * Gives up an unpaid order: its reserved keys go back on sale. When the provider had already taken the payment
 * (409 "Payment already received"), the order was paid instead: answers it as it now stands, with its keys.
 */
export async function cancelOrder(orderId: string): Promise<Order> {
  try {
    return await apiFetch(apiPaths.cancelOrder(orderId), {
      method: 'POST',
      body: {},
      schema: orderSchema,
      errorMessage: 'Your order could not be cancelled. Please try again.',
    });
  } catch (error) {
    const conflict = error instanceof ApiError && orderStateConflictSchema.safeParse(error.body).data;
    if (!conflict || conflict.message !== PAYMENT_ALREADY_RECEIVED_MESSAGE) throw error;
    return getOrder(orderId);
  }
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
