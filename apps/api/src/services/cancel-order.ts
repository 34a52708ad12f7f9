import { PAYMENT_ALREADY_RECEIVED_MESSAGE, payableStatuses } from '@keyshop/contracts';
import type { Executor } from '../db/database';
import { lockOrdersOf, readPaymentOrder, type PaymentOrderRow } from '../db/payments-repo';
import { DomainError } from '../errors';
import { cancelUnpaid, stateConflict } from './order-lifecycle';
import { findOrder, orderNotFound } from './order-reads';
import type { Shopper } from './orders';
import { handlePaymentEvent, isPayable, providerOf, type PaymentDeps } from './payments';
import { announceStock } from './product-updates';

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
    await announceStock(
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
  await announceStock(deps, [...new Set(cancelled.flatMap((c) => c.productIds))]);
}
