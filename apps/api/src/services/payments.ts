import { payableStatuses, type OrderStatus, type PaymentProvider } from '@keyshop/contracts';
import type { Config } from '../config';
import type { Executor } from '../db/database';
import { violatedUniqueConstraint } from '../db/errors';
import type { OutboxJob } from '../db/payment-outbox-repo';
import {
  deliverFreshKeys,
  deliverReservedKeys,
  expireDueReservations,
  payReservedOrder,
  readPaymentOrder,
  recordPaymentEvent,
  updateOrderPayment,
  type PaidOrderRow,
  type PaymentOrderRow,
} from '../db/payments-repo';
import { DomainError } from '../errors';
import { WebhookSignatureError, type PaymentEvent, type PaymentProviderAdapter } from '../payments/provider';
import { orderMailJob, queueOrderMail, sendOrderMail } from './order-mail';
import { sourcesOf, transition } from './order-lifecycle';
import { orderMailOf } from './order-reads';
import type { OrderDeps } from './orders';
import { announceStock } from './product-updates';
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

export const isPayable = (status: OrderStatus) =>
  (payableStatuses as readonly OrderStatus[]).includes(status);

export function providerOf(deps: PaymentDeps, order: { provider: PaymentProvider }): PaymentProviderAdapter {
  const provider = deps.providers.get(order.provider);
  if (!provider) throw new DomainError('unavailable', 'This order’s payment provider is not configured');
  return provider;
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
  if (outcome.result === 'paid') await announceStock(deps, outcome.productIds);
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
  await announceStock(deps, [...productIds]);
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
