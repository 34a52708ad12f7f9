import type { TestSessionState } from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from './database';
import { claimedJob, enqueueJobSql, type NewOutboxJob, type OutboxJob } from './payment-outbox-repo';
import { orders, testPaymentRefunds, testPaymentSessions } from './schema';

/** A test payment session with its order's owner; `live` while it has not passed expires_at (database clock). */
export type TestSessionRow = {
  id: string;
  orderId: string;
  userId: string | null;
  amountCents: number;
  state: TestSessionState;
  declineMessage: string | null;
  cardLast4: string | null;
  paymentId: string | null;
  returnUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  live: boolean;
};

const sessionColumns = sql`
  s.id, s.order_id AS "orderId", o.user_id AS "userId", s.amount_cents AS "amountCents", s.state,
  s.decline_message AS "declineMessage", s.card_last4 AS "cardLast4", s.payment_id AS "paymentId",
  s.return_url AS "returnUrl", s.cancel_url AS "cancelUrl", s.expires_at AS "expiresAt",
  s.expires_at > now() AS live`;

const toRow = (raw: TestSessionRow): TestSessionRow => ({
  ...raw,
  amountCents: Number(raw.amountCents),
  expiresAt: new Date(raw.expiresAt),
});

/**
 * Creates a session once per idempotency key and answers its id and end: the new session, or the first one
 * stored under a repeated key. One statement, unless a concurrent request stored the key after this statement's
 * snapshot (it waited for that one to commit): then the stored session is read by a second.
 */
export async function createTestSession(
  db: Executor,
  session: {
    id: string;
    orderId: string;
    idempotencyKey: string;
    amountCents: number;
    returnUrl: string;
    cancelUrl: string;
    expiresAt: Date;
  },
): Promise<{ id: string; expiresAt: Date }> {
  const stored = sql`SELECT id, expires_at FROM ${testPaymentSessions} WHERE idempotency_key = ${session.idempotencyKey}`;
  let [row] = await queryRows<{ id: string; expires_at: string | Date }>(
    db,
    sql`
    WITH created AS (
      INSERT INTO ${testPaymentSessions} (id, order_id, idempotency_key, amount_cents, return_url, cancel_url,
                                          expires_at)
      VALUES (${session.id}, ${session.orderId}, ${session.idempotencyKey}, ${session.amountCents},
              ${session.returnUrl}, ${session.cancelUrl}, ${session.expiresAt})
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id, expires_at
    )
    SELECT id, expires_at FROM created UNION ALL (${stored})`,
  );
  row ??= (await queryRows<{ id: string; expires_at: string | Date }>(db, stored))[0];
  if (!row) throw new Error('test session not stored');
  return { id: row.id, expiresAt: new Date(row.expires_at) };
}

export async function readTestSession(db: Executor, id: string): Promise<TestSessionRow | undefined> {
  const [row] = await queryRows<TestSessionRow>(
    db,
    sql`SELECT ${sessionColumns} FROM ${testPaymentSessions} s JOIN ${orders} o ON o.id = s.order_id
        WHERE s.id = ${id}`,
  );
  return row && toRow(row);
}

export type TestSessionChange = {
  state: TestSessionState;
  declineMessage?: string | null;
  cardLast4?: string;
  paymentId?: string;
};

/** The settled session's columns a job queued with the change may take (`NewOutboxJob.fromRow`). */
export const settledSession = {
  orderId: sql`settled.order_id`,
  amountCents: sql`settled.amount_cents`,
};

/**
 * Moves the owner's live session from one of `from` to its new state and queues `job` (the webhook telling the
 * store, its order and amount taken from the settled row), in one statement: the UPDATE takes the row and checks its state again under the lock, so of two
 * racing requests one settles it and the other misses (nothing changed, nothing queued). Answers the session
 * as settled and the job if this process is to perform it (queued with `claimForMs`), or undefined on a miss.
 */
export async function settleTestSession(
  db: Executor,
  session: { id: string; userId: string; from: readonly TestSessionState[] },
  change: TestSessionChange,
  job: NewOutboxJob | undefined,
): Promise<{ session: TestSessionRow; job: OutboxJob | undefined } | undefined> {
  const [row] = await queryRows<TestSessionRow & { jobId: string | null; jobPayload: unknown }>(
    db,
    sql`
    WITH settled AS (
      UPDATE ${testPaymentSessions} s SET state = ${change.state},
             decline_message = ${change.declineMessage ?? null},
             card_last4 = coalesce(${change.cardLast4 ?? null}, s.card_last4),
             payment_id = coalesce(${change.paymentId ?? null}, s.payment_id)
      WHERE s.id = ${session.id} AND s.state IN ${session.from} AND s.expires_at > now()
        AND EXISTS (SELECT 1 FROM ${orders} o WHERE o.id = s.order_id AND o.user_id = ${session.userId})
      RETURNING s.*
    )${job ? sql`, queued AS (${enqueueJobSql(job, sql`settled`)})` : sql``}
    SELECT ${sessionColumns},
           ${job ? sql`(SELECT id FROM queued)` : sql`NULL`} AS "jobId",
           ${job ? sql`(SELECT payload FROM queued)` : sql`NULL`} AS "jobPayload"
    FROM settled s JOIN ${orders} o ON o.id = s.order_id`,
  );
  if (!row) return undefined;
  const { jobId, jobPayload, ...settled } = row;
  const queued = jobId === null ? undefined : { id: jobId, payload: jobPayload };
  return { session: toRow(settled), job: job && claimedJob(job, queued) };
}

/** Closes a session that has not been paid (a paid one stays as it is). */
export async function cancelTestSession(db: Executor, id: string): Promise<void> {
  await db.execute(
    sql`UPDATE ${testPaymentSessions} SET state = 'canceled'
        WHERE id = ${id} AND state IN ('open', 'declined', 'requires_confirmation')`,
  );
}

/**
 * Refunds part of a test payment once per idempotency key; false when the payment is unknown or the refunds
 * would exceed what was paid.
 */
export async function refundTestPayment(
  db: Executor,
  refund: { paymentId: string; amountCents: number; idempotencyKey: string },
): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(
    db,
    sql`
    WITH refund AS (
      INSERT INTO ${testPaymentRefunds} (idempotency_key, payment_id, amount_cents)
      SELECT ${refund.idempotencyKey}, s.payment_id, ${refund.amountCents} FROM ${testPaymentSessions} s
      WHERE s.payment_id = ${refund.paymentId}
        AND s.refunded_cents + ${refund.amountCents} <= s.amount_cents
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING amount_cents
    ), applied AS (
      UPDATE ${testPaymentSessions} SET refunded_cents = refunded_cents + (SELECT amount_cents FROM refund)
      WHERE payment_id = ${refund.paymentId} AND EXISTS (SELECT 1 FROM refund)
    )
    SELECT EXISTS (SELECT 1 FROM refund)
        OR EXISTS (SELECT 1 FROM ${testPaymentRefunds} WHERE idempotency_key = ${refund.idempotencyKey}) AS ok`,
  );
  return rows[0]?.ok === true;
}
