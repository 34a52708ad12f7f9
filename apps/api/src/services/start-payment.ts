import { payableStatuses, type PaymentProvider, type PaymentSessionResponse } from '@keyshop/contracts';
import { readOrderToPay, readPaymentOrder, updateOrderPayment, type PaymentLine } from '../db/payments-repo';
import { stateConflict } from './order-lifecycle';
import { orderNotFound } from './order-reads';
import { toCents, type PlacedOrder, type Shopper } from './orders';
import { isPayable, providerOf, sweepReservations, type PaymentDeps } from './payments';

/** The shopper's return addresses on this store (never taken from the client). */
export const returnPath = (orderId: string) => `/purchase?order=${encodeURIComponent(orderId)}`;

/**
 * Where the shopper pays for the order: the open session of the order's provider, or a new one (its idempotency
 * key counts the order's sessions, so concurrent requests get the same one). Only while the keys are reserved.
 */
export async function startPayment(
  deps: PaymentDeps,
  shopper: Shopper,
  orderId: string,
): Promise<PaymentSessionResponse> {
  const order = await readOrderToPay(deps.db, orderId, shopper.id);
  if (!order) throw orderNotFound();
  if (!isPayable(order.status)) throw stateConflict(orderId, order.status);
  if (!order.reservationLive || !order.reservedUntil) {
    await sweepReservations(deps);
    throw stateConflict(orderId, 'expired');
  }
  if (order.sessionOpen && order.paymentRedirectUrl && order.paymentSessionExpiresAt) {
    return {
      orderId,
      provider: providerOf(deps, order).name,
      redirectUrl: order.paymentRedirectUrl,
      expiresAt: order.paymentSessionExpiresAt.toISOString(),
    };
  }
  return openSession(deps, shopper, {
    id: orderId,
    provider: order.provider,
    amountCents: order.amountCents,
    lines: order.lines,
    reservedUntil: order.reservedUntil,
    attempt: order.paymentAttempts + 1,
  });
}

/**
 * "Buy now" in one request: the order just placed opens its first session from what placing it answered,
 * without reading it back; a replayed order takes `startPayment`, which answers its open session. Null when
 * the order has nothing left to pay or no session could be opened (the provider failed): the order stands,
 * and the shopper continues to payment from it (POST …/pay).
 */
export async function startPaymentOfPlaced(
  deps: PaymentDeps,
  shopper: Shopper,
  { order, replayed }: PlacedOrder,
): Promise<PaymentSessionResponse | null> {
  // A replayed order that is paid, cancelled or expired by now has nothing to pay: no session, and no fault.
  if (replayed && !isPayable(order.status)) return null;
  try {
    if (replayed) return await startPayment(deps, shopper, order.id);
    return await openSession(deps, shopper, {
      id: order.id,
      provider: order.payment.provider,
      amountCents: order.payment.amountCents,
      // As readOrderToPay answers them (by product), so a retry through …/pay repeats the same request.
      lines: [...order.items]
        .sort((a, b) => a.productId - b.productId)
        .map((item) => ({ name: item.company_name, qty: item.qty, unitCents: toCents(item.unitPrice) })),
      reservedUntil: new Date(order.reservedUntil!),
      attempt: 1,
    });
  } catch (err) {
    deps.log.error({ err, orderId: order.id }, 'opening the payment session failed');
    return null;
  }
}

/** What opening a payment session needs of a payable order. */
type SessionOrder = {
  id: string;
  provider: PaymentProvider;
  amountCents: number;
  lines: PaymentLine[];
  reservedUntil: Date;
  /** This session's number among the order's sessions (its idempotency key). */
  attempt: number;
};

/** Opens the order's session with its provider and stores it on the order, if the order is still payable. */
async function openSession(
  deps: PaymentDeps,
  shopper: Shopper,
  order: SessionOrder,
): Promise<PaymentSessionResponse> {
  const provider = providerOf(deps, order);
  const orderId = order.id;
  const session = await provider.createSession({
    orderId,
    amountCents: order.amountCents,
    lines: order.lines,
    customerEmail: shopper.email,
    expiresAt: order.reservedUntil,
    returnPath: returnPath(orderId),
    cancelPath: `${returnPath(orderId)}&canceled=1`,
    idempotencyKey: `order-${orderId}-session-${order.attempt}`,
  });
  const stored = await updateOrderPayment(deps.db, orderId, payableStatuses, undefined, {
    paymentSession: session.sessionId,
    paymentSessionExpiresAt: session.expiresAt,
    paymentRedirectUrl: session.redirectUrl,
    paymentAttempts: order.attempt,
  });
  if (!stored) {
    const now = await readPaymentOrder(deps.db, orderId);
    await provider.closeSession(session.sessionId);
    throw stateConflict(orderId, now?.status ?? 'expired');
  }
  return {
    orderId,
    provider: provider.name,
    redirectUrl: session.redirectUrl,
    expiresAt: session.expiresAt.toISOString(),
  };
}
