import { orderStatuses, orderTransitions, type OrderActor, type OrderStatus } from '@keyshop/contracts';
import type { Executor } from '../db/database';
import { releaseReservedKeys, updateOrderPayment, type OrderPaymentChange } from '../db/payments-repo';
import { DomainError } from '../errors';

/**
 * The one place that moves orders between states, by the contracts' table of transitions: a status changes only
 * through `transition`, whose UPDATE admits exactly the states from which `actor` may reach `to` (so a racing
 * change makes it fail instead of overwriting), and the sweeper's batch expiry takes its states from `sourcesOf`.
 */
export function sourcesOf(to: OrderStatus, actor: OrderActor): OrderStatus[] {
  return orderStatuses.filter((from) => {
    const allowed: Partial<Record<OrderStatus, OrderActor>> = orderTransitions[from];
    return allowed[to] === actor;
  });
}

const reasons: Partial<Record<OrderStatus, string>> = {
  paid: 'This order has already been paid.',
  partially_refunded: 'This order has already been paid.',
  refunded: 'This order has been refunded.',
  expired: 'This reservation has expired; please start again.',
  cancelled: 'This order has been cancelled.',
  awaiting_payment: 'This order has not been paid yet.',
  payment_failed: 'This order has not been paid yet.',
};

/** The 409 for a request the order's state does not allow. */
export function stateConflict(orderId: string, status: OrderStatus, message?: string): DomainError {
  return new DomainError('conflict', message ?? reasons[status] ?? 'This order cannot do that now.', {
    orderId,
    status,
  });
}

/** Throws the 409 unless `actor` may move an order in `from` to `to`. */
export function assertTransition(
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
): void {
  if (!sourcesOf(to, actor).includes(from)) throw stateConflict(orderId, from);
}

/**
 * Moves the order from `from` to `to` (with these payment columns) if `actor` may; throws the 409 when the
 * transition is not allowed or the order is no longer in `from`.
 */
export async function transition(
  db: Executor,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  change: OrderPaymentChange = {},
): Promise<void> {
  assertTransition(orderId, from, to, actor);
  const moved = await updateOrderPayment(db, orderId, [from], to, change);
  if (!moved) throw stateConflict(orderId, from, 'This order changed meanwhile; please reload it.');
}

/**
 * The shopper cancels an unpaid order (locked by the caller's transaction): it becomes `cancelled`, its payment
 * `canceled`, and its reserved keys go back to stock. Answers the products whose stock rose.
 */
export async function cancelUnpaid(tx: Executor, orderId: string, from: OrderStatus): Promise<number[]> {
  await transition(tx, orderId, from, 'cancelled', 'shopper', {
    paymentState: 'canceled',
    paymentSession: null,
    paymentRedirectUrl: null,
  });
  return releaseReservedKeys(tx, orderId);
}
