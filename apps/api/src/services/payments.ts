import {
  PAYMENT_ALREADY_RECEIVED_MESSAGE,
  payableStatuses,
  type OrderStatus,
  type PaymentProvider,
  type PaymentSessionResponse,
} from '@keyshop/contracts';
import type { Executor } from '../db/database';
import type { OutboxJob } from '../db/payment-outbox-repo';
import {
  deliverFreshKeys,
  deliverReservedKeys,
  expireDueReservations,
  lockOrdersOf,
  payReservedOrder,
  readOrderToPay,
  readPaymentOrder,
  recordPaymentEvent,
  updateOrderPayment,
  type PaidOrderRow,
  type PaymentLine,
  type PaymentOrderRow,
} from '../db/payments-repo';
import { violatedUniqueConstraint } from '../db/errors';
import { DomainError } from '../errors';
import type { Config } from '../config';
import { WebhookSignatureError, type PaymentEvent, type PaymentProviderAdapter } from '../payments/provider';
import { orderMailJob, queueOrderMail, sendOrderMail } from './order-mail';
import { cancelUnpaid, sourcesOf, stateConflict, transition } from './order-lifecycle';
import { findOrder, orderMailOf, toCents, type OrderDeps, type PlacedOrder, type Shopper } from './orders';
import { publishProductUpdate } from './product-updates';
import { queueRefund } from './provider-refunds';
import { consume, webhookIpLimit } from './rate-limits';

export type PaymentDeps = OrderDeps & {
  /** The provider new orders pay through. */
  provider: PaymentProviderAdapter;
  /** Every provider the store can talk to (orders keep the one they started with). */
  providers: Map<PaymentProvider, PaymentProviderAdapter>;
  /** Runs the payment worker soon (queued refunds and webhooks go out without waiting for its next round). */
  wake: () => void;
};

const isPayable = (status: OrderStatus) => (payableStatuses as readonly OrderStatus[]).includes(status);
const orderNotFound = () => new DomainError('not_found', 'Order not found');

function providerOf(deps: PaymentDeps, order: { provider: PaymentProvider }): PaymentProviderAdapter {
  const provider = deps.providers.get(order.provider);
  if (!provider) throw new DomainError('unavailable', 'This order’s payment provider is not configured');
  return provider;
}

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

/**
 * The shopper cancels an unpaid order. Its provider session is closed first: closed, the order is cancelled and
 * its keys go back to stock; paid before it could close, the payment wins (the order is paid with its keys here,
 * its webhook then changes nothing) and the cancel answers 409 "Payment already received", so nothing is
 * charged and refunded. A session opened meanwhile is closed in turn. Cancelling again answers the order.
 */
export async function cancelOrder(deps: PaymentDeps, shopper: Shopper, orderId: string) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const order = await readPaymentOrder(deps.db, orderId, { userId: shopper.id });
    if (!order) throw orderNotFound();
    if (order.status === 'cancelled') break;
    if (!isPayable(order.status)) throw stateConflict(orderId, order.status);
    if (order.paymentSession) await closeOrPay(deps, order, order.paymentSession);
    const cancelled = await deps.db.transaction(async (tx) => {
      const locked = await readPaymentOrder(tx, orderId, { userId: shopper.id, lock: true });
      if (!locked) throw orderNotFound();
      if (locked.status === 'cancelled') return [];
      const opened = locked.paymentSession !== null && locked.paymentSession !== order.paymentSession;
      if (opened && isPayable(locked.status)) return undefined;
      return [{ order: locked, productIds: await cancelUnpaid(tx, orderId, locked.status) }];
    });
    if (!cancelled) continue;
    await publish(
      deps,
      cancelled.flatMap((c) => c.productIds),
    );
    return findOrder(deps.db, shopper.id, orderId);
  }
  const order = await findOrder(deps.db, shopper.id, orderId);
  if (order.status !== 'cancelled')
    throw new DomainError('conflict', 'This order changed meanwhile; please reload it.');
  return order;
}

/**
 * Closes the order's session with its provider; throws the 409 "Payment already received" once the payment the
 * provider took first has paid the order (as its webhook would: once, whichever of the two comes first). A
 * payment that could not pay it (another amount: refunded) leaves the order payable, and the cancel goes on.
 */
async function closeOrPay(deps: PaymentDeps, order: PaymentOrderRow, sessionId: string): Promise<void> {
  const provider = providerOf(deps, order);
  const closing = await provider.closeSession(sessionId).catch((err: unknown) => {
    deps.log.error({ err, orderId: order.id }, 'closing the payment session failed');
    throw new DomainError('unavailable', 'The payment provider could not be reached; please try again.');
  });
  if (closing.closed) return;
  await handlePaymentEvent(deps, provider, { ...closing.payment, orderId: order.id });
  const now = await readPaymentOrder(deps.db, order.id);
  const status = now?.status ?? order.status;
  if (isPayable(status)) return;
  throw stateConflict(
    order.id,
    status,
    status === 'paid' || status === 'partially_refunded' ? PAYMENT_ALREADY_RECEIVED_MESSAGE : undefined,
  );
}

type Cancelled = { order: PaymentOrderRow; productIds: number[] };

/**
 * Cancels every unpaid order of the account in `tx` (the account deletes itself): their keys go back to stock.
 * Paid orders stay as they are. Hand the answer to `afterCancel` once committed.
 */
export async function cancelUnpaidOrdersOf(tx: Executor, userId: string): Promise<Cancelled[]> {
  const cancelled: Cancelled[] = [];
  for (const order of await lockOrdersOf(tx, userId, payableStatuses)) {
    cancelled.push({ order, productIds: await cancelUnpaid(tx, order.id, order.status) });
  }
  return cancelled;
}

/** After the commit: the cancelled orders' open provider sessions are closed and the risen stock published. */
export async function afterCancel(deps: PaymentDeps, cancelled: Cancelled[]): Promise<void> {
  for (const { order } of cancelled) {
    if (!order.paymentSession) continue;
    await providerOf(deps, order)
      .closeSession(order.paymentSession)
      .catch((err) => deps.log.error({ err, orderId: order.id }, 'closing the payment session failed'));
  }
  await publish(deps, [...new Set(cancelled.flatMap((c) => c.productIds))]);
}

async function publish(deps: PaymentDeps, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  try {
    await publishProductUpdate(deps, productIds);
  } catch (err) {
    deps.log.error({ err }, 'productUpdate failed');
  }
}

/** What an event did; `mail`: the order's e-mail, queued with it, for this process to send once committed. */
type Fulfilment =
  | { result: 'unknown-order' | 'replay' | 'no-op' }
  | { result: 'paid'; productIds: number[]; mail: OutboxJob | undefined }
  | { result: 'refunded-late'; mail: OutboxJob | undefined }
  | { result: 'failed' | 'refunded-duplicate' };

/**
 * Acts on one verified provider event in one transaction. The usual payment (a reserved order paid its amount)
 * takes one statement; any other event, a replay included, takes the general path: the order is locked, the
 * event id recorded (a replay finds it and does nothing), then paid (reserved keys handed over; after expiry fresh keys, or a refund when
 * stock ran out), failed, or its closed session forgotten. Events may come in any order: a failure or an expiry
 * after the payment changes nothing. The order's e-mail is queued with its change (sent here once committed);
 * productUpdate and refunds go out after the commit.
 */
export async function handlePaymentEvent(
  deps: PaymentDeps,
  provider: PaymentProviderAdapter,
  event: Exclude<PaymentEvent, { type: 'ignored' }>,
): Promise<Fulfilment['result']> {
  const orderId = /^[0-9a-f-]{36}$/i.test(event.orderId) ? event.orderId : undefined;
  const paidNow =
    orderId && event.type === 'succeeded' ? await payReserved(deps, provider, event) : undefined;
  const outcome: Fulfilment = paidNow
    ? { result: 'paid', productIds: [], mail: paidNow.mail }
    : await handleInTransaction(deps, provider, event, orderId);
  if (paidNow?.mail) {
    // The usual payment answered the paid order with its owner's address: the e-mail needs no read.
    const paid = orderMailOf(paidNow.order);
    deps.perform(paidNow.mail, () =>
      sendOrderMail(deps, { mail: 'order', orderId: event.orderId }, async () => paid),
    );
  } else if ('mail' in outcome && outcome.mail) deps.perform(outcome.mail);
  if (outcome.result === 'paid') await publish(deps, outcome.productIds);
  if (outcome.result === 'refunded-late' || outcome.result === 'refunded-duplicate') deps.wake();
  if (outcome.result === 'unknown-order') {
    deps.log.warn(
      { provider: provider.name, eventId: event.eventId, orderId: event.orderId },
      'payment event for an unknown order',
    );
  }
  return outcome.result;
}

/** Statuses a payment fulfils with the keys the order reserved. */
const payingSources = sourcesOf('paid', 'provider').filter(isPayable);

/** What a payment sets on the order it pays. */
const paidChange = (event: Extract<PaymentEvent, { type: 'succeeded' }>) => ({
  paymentState: 'succeeded' as const,
  paymentReference: event.paymentReference,
  paymentSession: event.sessionId,
  paymentFailure: null,
  paid: true,
});

/**
 * The usual payment (an order holding its reservation, paid its exact amount) fulfilled in one statement: the
 * order paid, the event id recorded, the reserved keys handed over; answers the paid order. Undefined for
 * anything else, replays included (their event id breaks the unique constraint, so the statement changed
 * nothing): the general path takes it.
 */
async function payReserved(
  deps: PaymentDeps,
  provider: PaymentProviderAdapter,
  event: Extract<PaymentEvent, { type: 'succeeded' }>,
): Promise<{ order: PaidOrderRow; mail: OutboxJob | undefined } | undefined> {
  try {
    return await payReservedOrder(deps.db, {
      orderId: event.orderId,
      from: payingSources,
      amountCents: event.amountCents,
      change: paidChange(event),
      event: { provider: provider.name, eventId: event.eventId, type: event.type },
      mail: orderMailJob({ mail: 'order', orderId: event.orderId }),
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === undefined) throw error;
    return undefined;
  }
}

/** Every event in one transaction: the order locked, the event id recorded, then its effect. */
function handleInTransaction(
  deps: PaymentDeps,
  provider: PaymentProviderAdapter,
  event: Exclude<PaymentEvent, { type: 'ignored' }>,
  orderId: string | undefined,
): Promise<Fulfilment> {
  return deps.db.transaction(async (tx): Promise<Fulfilment> => {
    const order = orderId ? await readPaymentOrder(tx, orderId, { lock: true }) : undefined;
    const recorded = await recordPaymentEvent(tx, {
      provider: provider.name,
      eventId: event.eventId,
      type: event.type,
      orderId: order?.id ?? null,
    });
    if (!order) return { result: 'unknown-order' };
    if (!recorded) return { result: 'replay' };
    if (event.type === 'failed') {
      if (!isPayable(order.status)) return { result: 'no-op' };
      await transition(tx, order.id, order.status, 'payment_failed', 'provider', {
        paymentState: 'failed',
        paymentFailure: event.message,
      });
      return { result: 'failed' };
    }
    if (event.type === 'session_expired') {
      if (isPayable(order.status) && order.paymentSession === event.sessionId) {
        await updateOrderPayment(tx, order.id, [order.status], undefined, {
          paymentSession: null,
          paymentRedirectUrl: null,
        });
      }
      return { result: 'no-op' };
    }
    return fulfil(tx, provider, order, event);
  });
}

async function fulfil(
  tx: Executor,
  provider: PaymentProviderAdapter,
  order: PaymentOrderRow,
  event: Extract<PaymentEvent, { type: 'succeeded' }>,
): Promise<Fulfilment> {
  const refund = (key: string) =>
    queueRefund(tx, {
      provider: provider.name,
      orderId: order.id,
      paymentReference: event.paymentReference,
      amountCents: event.amountCents,
      idempotencyKey: `refund-${provider.name}-${event.paymentReference}-${key}`,
    });
  const paid = paidChange(event);
  // A second payment of a paid order, or one of another amount: the money goes back, the order stays.
  if (!isPayable(order.status) && order.status !== 'expired' && order.status !== 'cancelled') {
    if (order.paymentReference === event.paymentReference) return { result: 'no-op' };
    await refund('duplicate');
    return { result: 'refunded-duplicate' };
  }
  if (event.amountCents !== order.amountCents) {
    await refund('amount');
    return { result: 'refunded-duplicate' };
  }
  const mail = (kind: 'order' | 'late-payment-refund') =>
    queueOrderMail(tx, { mail: kind, orderId: order.id });
  if (isPayable(order.status)) {
    await deliverReservedKeys(tx, order.id);
    await transition(tx, order.id, order.status, 'paid', 'provider', paid);
    return { result: 'paid', productIds: [], mail: await mail('order') };
  }
  if (order.status === 'expired') {
    const productIds = await deliverFreshKeys(tx, order.id);
    if (productIds) {
      await transition(tx, order.id, 'expired', 'paid', 'provider', paid);
      return { result: 'paid', productIds, mail: await mail('order') };
    }
  }
  await transition(tx, order.id, order.status, 'refunded', 'system', {
    ...paid,
    paymentState: 'refunded',
    refundedCents: event.amountCents,
  });
  await refund('late');
  return { result: 'refunded-late', mail: await mail('late-payment-refund') };
}

/** Expiry of many reservations per statement; a batch shorter than this was the last. */
const SWEEP_BATCH = 2_000;

/**
 * Expires every order whose reservation ended and releases its keys, in batches taken with FOR UPDATE SKIP
 * LOCKED (each order once, across processes and restarts), then publishes the stock that rose.
 */
export async function sweepReservations(
  deps: Pick<PaymentDeps, 'db' | 'io' | 'catalogue' | 'log'>,
): Promise<number> {
  const from = sourcesOf('expired', 'system');
  let expired = 0;
  const productIds = new Set<number>();
  for (;;) {
    const batch = await expireDueReservations(deps.db, from, SWEEP_BATCH);
    expired += batch.orderIds.length;
    for (const id of batch.productIds) productIds.add(id);
    if (batch.orderIds.length < SWEEP_BATCH) break;
  }
  if (productIds.size > 0) {
    try {
      await publishProductUpdate(deps, productIds);
    } catch (err) {
      deps.log.error({ err }, 'productUpdate failed');
    }
  }
  return expired;
}

/**
 * A provider's webhook: verified over the raw body (a bad or stale signature answers 400 and counts against
 * the sender's address: past the limit, 429), then handled once. Logs no secret and no signature.
 */
export async function receiveWebhook(
  deps: PaymentDeps & { config: Config },
  providerName: PaymentProvider,
  rawBody: Buffer,
  signature: string | undefined,
  ip: string,
): Promise<{ received: true; result: string }> {
  const provider = deps.providers.get(providerName);
  if (!provider) throw new DomainError('not_found', 'This payment provider is not configured');
  let event: PaymentEvent;
  try {
    event = provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError || error instanceof SyntaxError)) throw error;
    deps.log.warn({ provider: provider.name, reason: error.message }, 'webhook rejected');
    await consume(deps, [webhookIpLimit(deps.config, ip)]);
    throw new DomainError('invalid', 'Invalid webhook signature');
  }
  if (event.type === 'ignored') return { received: true, result: 'ignored' };
  return { received: true, result: await handlePaymentEvent(deps, provider, event) };
}
