import type { Order } from '@keyshop/contracts';
import type { Executor } from '../db/database';
import { enqueuePaymentJob, type NewOutboxJob, type OutboxJob } from '../db/payment-outbox-repo';
import type { Mailer } from '../mail/mailer';
import {
  latePaymentRefundMessage,
  orderPlacedMessage,
  refundMessage,
  type Recipient,
} from '../mail/order-messages';

export type OrderMailDeps = { mailer: Mailer; publicUrl: string };

/**
 * An order e-mail due: the confirmation of a paid order, the notice of a late payment refunded, or the refund
 * of the keys of these products.
 */
export type OrderMail =
  | { mail: 'order' | 'late-payment-refund'; orderId: string }
  | { mail: 'refund'; orderId: string; productIds: number[] };

/**
 * How long the process that queued an e-mail has to send it before another process may (longer than an SMTP
 * exchange takes, so a slow server does not get the message twice).
 */
export const MAIL_LEASE_MS = 30_000;

/**
 * Order e-mails are payment outbox jobs, queued in the transaction that pays or refunds the order and claimed by
 * the process queueing it, which sends them right after its commit (`perform`); a failed send is retried with
 * back-off by the payment worker of any process, a process that died is taken over after MAIL_LEASE_MS. Sent
 * once normally; at least once across crashes (a process that dies between sending and recording it sends it
 * again). `distinct` tells apart e-mails of one kind and order (each refund, each resend).
 */
export function orderMailJob(mail: OrderMail, distinct?: string): NewOutboxJob {
  return {
    kind: 'mail',
    idempotencyKey: `mail-${mail.mail}-${mail.orderId}${distinct ? `-${distinct}` : ''}`,
    payload: mail,
    claimForMs: MAIL_LEASE_MS,
  };
}

/** Queues the e-mail in the caller's transaction; answers the job to `perform` once committed. */
export function queueOrderMail(
  tx: Executor,
  mail: OrderMail,
  distinct?: string,
): Promise<OutboxJob | undefined> {
  return enqueuePaymentJob(tx, orderMailJob(mail, distinct));
}

/** The order and where its e-mail goes; undefined when there is no one to write to (account deleted). */
export type LoadOrderMail = () => Promise<{ to: Recipient; order: Order } | undefined>;

/** Composes and sends one order e-mail (the order as it stands now); throws when the send fails. */
export async function sendOrderMail(
  deps: OrderMailDeps,
  mail: OrderMail,
  load: LoadOrderMail,
): Promise<void> {
  const found = await load();
  if (!found) return;
  const { to, order } = found;
  const message =
    mail.mail === 'refund'
      ? refundMessage(to, order, refundOf(order, mail.productIds), deps.publicUrl)
      : mail.mail === 'order'
        ? orderPlacedMessage(to, order, deps.publicUrl)
        : latePaymentRefundMessage(to, order, deps.publicUrl);
  await deps.mailer.deliver(message, { mail: mail.mail, orderId: mail.orderId });
}

/** What a refund of one key of each of these products gave back. */
function refundOf(order: Order, productIds: number[]): { amount: number; keys: number } {
  const cents = productIds.reduce(
    (sum, id) => sum + Math.round((order.items.find((item) => item.productId === id)?.unitPrice ?? 0) * 100),
    0,
  );
  return { amount: cents / 100, keys: productIds.length };
}
