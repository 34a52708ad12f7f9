import {
  orderPaymentSchema,
  orderSchema,
  payableStatuses,
  REFUND_WINDOW_DAYS,
  type Order,
} from '@keyshop/contracts';
import { z } from 'zod/mini';
import type { Orm } from '../db/database';
import { listOrderStates, readOrderStateWithRecipient, type OrderStateRow } from '../db/orders-repo';
import { DomainError } from '../errors';
import type { Recipient } from '../mail/order-messages';

/** An order's first answer as stored; those stored before payments existed have no payment fields. */
export const storedOrderSchema = z.extend(orderSchema, {
  reservedUntil: z.optional(z.nullable(z.string())),
  payment: z.optional(orderPaymentSchema),
});

export const refundableUntil = (createdAt: Date) =>
  new Date(createdAt.getTime() + REFUND_WINDOW_DAYS * 86_400_000).toISOString();

/** The order as first answered, brought up to date with its payment and refunds. */
function currentOrder(row: OrderStateRow): Order {
  const first = storedOrderSchema.parse(row.response);
  return {
    ...first,
    status: row.status,
    reservedUntil:
      row.reservedUntil && (payableStatuses as readonly string[]).includes(row.status)
        ? row.reservedUntil.toISOString()
        : null,
    payment: {
      provider: row.paymentProvider,
      method: 'card',
      amountCents: row.amountCents,
      currency: 'EUR',
      reference: row.paymentReference ?? row.paymentSession,
      state: row.paymentState,
      failureMessage: row.paymentFailure,
      refundedCents: row.refundedCents,
      paidAt: row.paidAt?.toISOString() ?? null,
    },
    refundableUntil: refundableUntil(row.createdAt),
    consent:
      row.consentAt && row.consentVersion && row.consentText
        ? { acceptedAt: row.consentAt.toISOString(), version: row.consentVersion, text: row.consentText }
        : null,
    refund: row.refundedAt ? { refundedAt: row.refundedAt.toISOString(), amount: row.refundedTotal } : null,
    items: first.items.map((item) => ({
      ...item,
      refundedQty: row.refunded.find((r) => r.productId === item.productId)?.qty ?? 0,
      revealedQty: row.revealed.find((r) => r.productId === item.productId)?.qty ?? 0,
    })),
  };
}

export async function listOrders(db: Orm, userId: string): Promise<Order[]> {
  return (await listOrderStates(db, userId)).map(currentOrder);
}

export const orderNotFound = () => new DomainError('not_found', 'Order not found');

/** One order of this user (others' orders are indistinguishable from unknown ones); without a user, anyone's. */
export async function findOrder(db: Orm, userId: string | undefined, orderId: string): Promise<Order> {
  const [row] = await listOrderStates(db, userId, orderId);
  if (!row) throw orderNotFound();
  return currentOrder(row);
}

/** An order's e-mail: the order as read and where it goes; undefined when its account was deleted. */
export function orderMailOf(
  row: OrderStateRow & { email: string | null; username: string | null },
): { to: Recipient; order: Order } | undefined {
  if (row.email === null || row.username === null) return undefined;
  return { to: { email: row.email, username: row.username }, order: currentOrder(row) };
}

/** The order as it stands and where its e-mails go, in one read; undefined when its account was deleted. */
export async function findOrderMail(
  db: Orm,
  orderId: string,
): Promise<{ to: Recipient; order: Order } | undefined> {
  const row = await readOrderStateWithRecipient(db, orderId);
  return row && orderMailOf(row);
}
