import { createHash } from 'node:crypto';
import type { Executor } from '../db/database';
import { addRefundedCents, type PaymentOrderRow } from '../db/payments-repo';
import type { PaymentProvider } from '@keyshop/contracts';
import { enqueuePaymentJob } from '../db/payment-outbox-repo';

/**
 * Gives the money for these refunded keys back through the order's payment provider: the refund is queued in
 * the refund's own transaction (so it happens at least once, with one idempotency key per set of keys, even
 * across a crash) and made by the payment worker. Orders paid before payments existed charged nothing.
 */
export async function refundThroughProvider(
  tx: Executor,
  order: PaymentOrderRow,
  keyIds: string[],
): Promise<void> {
  const cents = await addRefundedCents(tx, order.id, keyIds);
  if (!order.paymentReference || cents === 0) return;
  await queueRefund(tx, {
    provider: order.provider,
    orderId: order.id,
    paymentReference: order.paymentReference,
    amountCents: cents,
    idempotencyKey: `refund-${order.id}-${keySetId(keyIds)}`,
  });
}

/** One id per set of refunded keys (what makes a refund, and its e-mail, happen once). */
export const keySetId = (keyIds: string[]) =>
  createHash('sha256')
    .update([...keyIds].sort().join(','))
    .digest('hex')
    .slice(0, 32);
export type RefundJob = {
  provider: PaymentProvider;
  orderId: string;
  paymentReference: string;
  amountCents: number;
  idempotencyKey: string;
};

/** Queues a refund through the provider in the caller's transaction (made at least once, by the worker). */
export async function queueRefund(tx: Executor, job: RefundJob): Promise<void> {
  await enqueuePaymentJob(tx, { kind: 'refund', idempotencyKey: job.idempotencyKey, payload: job });
}
