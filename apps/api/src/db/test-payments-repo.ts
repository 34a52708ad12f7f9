import type { TestSessionState } from '@keyshop/contracts';
import { sql, type Placeholder } from 'drizzle-orm';
import { preparedStatement, queryRows, type Executor } from './database';
import {
  claimedJob,
  enqueueJobSql,
  jobValues,
  type JobValues,
  type NewOutboxJob,
  type OutboxJob,
} from './payment-outbox-repo';
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
  returnUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  live: boolean;
};

const sessionColumns = sql`
  s.id, s.order_id AS "orderId", o.user_id AS "userId", s.amount_cents AS "amountCents", s.state,
  s.decline_message AS "declineMessage", s.card_last4 AS "cardLast4", s.return_url AS "returnUrl",
  s.cancel_url AS "cancelUrl", s.expires_at AS "expiresAt", s.expires_at > now() AS live`;

const toRow = (raw: TestSessionRow): TestSessionRow => ({
  ...raw,
  amountCents: Number(raw.amountCents),
  expiresAt: new Date(raw.expiresAt),
});

type NewTestSession = {
  id: string;
  orderId: string;
  /** Its payment's id, fixed from the start (as a PaymentIntent is): settling it changes no indexed column. */
  paymentId: string;
  idempotencyKey: string;
  amountCents: number;
  returnUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

type StoredSession = { id: string; expires_at: string | Date };

/** The session stored under an idempotency key. */
const storedSql = (idempotencyKey: Placeholder) =>
  sql`SELECT id, expires_at FROM ${testPaymentSessions} WHERE idempotency_key = ${idempotencyKey}`;

const storedSession = preparedStatement<{ idempotencyKey: string }, StoredSession>((value) =>
  storedSql(value('idempotencyKey')),
);

const insertSession = preparedStatement<NewTestSession, StoredSession>(
  (value) => sql`
    WITH created AS (
      INSERT INTO ${testPaymentSessions} (id, order_id, idempotency_key, payment_id, amount_cents, return_url,
                                          cancel_url, expires_at)
      VALUES (${value('id')}, ${value('orderId')}, ${value('idempotencyKey')}, ${value('paymentId')},
              ${value('amountCents')}, ${value('returnUrl')}, ${value('cancelUrl')}, ${value('expiresAt')})
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id, expires_at
    )
    SELECT id, expires_at FROM created UNION ALL (${storedSql(value('idempotencyKey'))})`,
);

/**
 * Creates a session once per idempotency key and answers its id and end: the new session, or the first one
 * stored under a repeated key. One statement, unless a concurrent request stored the key after this statement's
 * snapshot (it waited for that one to commit): then the stored session is read by a second.
 */
export async function createTestSession(
  db: Executor,
  session: NewTestSession,
): Promise<{ id: string; expiresAt: Date }> {
  let [row] = await insertSession(db, session);
  row ??= (await storedSession(db, session))[0];
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
};

/**
 * The webhook a settlement queues: its job, and where in its payload the settled row's order id, amount and
 * payment id go (paths as PostgreSQL text arrays, `{event,data,object,amount_total}`).
 */
export type SettlementWebhook = {
  job: NewOutboxJob;
  paths: { orderId: string; amountCents: string; paymentId: string };
};

type SettleValues = {
  id: string;
  userId: string;
  from: readonly TestSessionState[];
  state: TestSessionState;
  declineMessage: string | null;
  cardLast4: string | null;
};

type SettledRow = TestSessionRow & { jobId: string | null; jobPayload: unknown };

/** The settlement's statement, with or without its webhook's job. */
const settlement = (queue: boolean) =>
  preparedStatement<
    SettleValues & Partial<JobValues> & { orderIdPath?: string; amountPath?: string; paymentIdPath?: string },
    SettledRow
  >(
    (value) => sql`
    WITH settled AS (
      UPDATE ${testPaymentSessions} s SET state = ${value('state')},
             decline_message = ${value('declineMessage')},
             card_last4 = coalesce(${value('cardLast4')}, s.card_last4)
      WHERE s.id = ${value('id')} AND s.state = ANY(${value('from')}::text[]) AND s.expires_at > now()
        AND EXISTS (SELECT 1 FROM ${orders} o WHERE o.id = s.order_id AND o.user_id = ${value('userId')})
      RETURNING s.*
    )${
      queue
        ? sql`, queued AS (${enqueueJobSql(value, {
            cte: sql`settled`,
            fields: [
              { path: value('orderIdPath'), value: sql`settled.order_id` },
              { path: value('amountPath'), value: sql`settled.amount_cents` },
              { path: value('paymentIdPath'), value: sql`settled.payment_id` },
            ],
          })})`
        : sql``
    }
    SELECT ${sessionColumns},
           ${queue ? sql`(SELECT id FROM queued)` : sql`NULL`} AS "jobId",
           ${queue ? sql`(SELECT payload FROM queued)` : sql`NULL`} AS "jobPayload"
    FROM settled s JOIN ${orders} o ON o.id = s.order_id`,
  );

const settleOnly = settlement(false);
const settleQueueing = settlement(true);

/**
 * Moves the owner's live session from one of `from` to its new state and queues its webhook (telling the store,
 * its order and amount taken from the settled row), in one statement: the UPDATE takes the row and checks its
 * state again under the lock, so of two racing requests one settles it and the other misses (nothing changed,
 * nothing queued). Answers the session as settled and the job if this process is to perform it (queued with
 * `claimForMs`), or undefined on a miss.
 */
export async function settleTestSession(
  db: Executor,
  session: { id: string; userId: string; from: readonly TestSessionState[] },
  change: TestSessionChange,
  webhook: SettlementWebhook | undefined,
): Promise<{ session: TestSessionRow; job: OutboxJob | undefined } | undefined> {
  const values: SettleValues = {
    ...session,
    state: change.state,
    declineMessage: change.declineMessage ?? null,
    cardLast4: change.cardLast4 ?? null,
  };
  const [row] = webhook
    ? await settleQueueing(db, {
        ...values,
        ...jobValues(webhook.job),
        orderIdPath: webhook.paths.orderId,
        amountPath: webhook.paths.amountCents,
        paymentIdPath: webhook.paths.paymentId,
      })
    : await settleOnly(db, values);
  if (!row) return undefined;
  const { jobId, jobPayload, ...settled } = row;
  const queued = jobId === null ? undefined : { id: jobId, payload: jobPayload };
  return { session: toRow(settled), job: webhook && claimedJob(webhook.job, queued) };
}

/**
 * Closes a session that has not been paid, or answers its payment when it has. The UPDATE takes the row lock
 * and checks the state under it, as a settlement does: of a card and a close at once, the one that locks first
 * wins and the other misses. A miss is read again in a new statement, which sees the winner's commit.
 */
export async function closeTestSession(
  db: Executor,
  id: string,
): Promise<{ orderId: string; paymentId: string; amountCents: number } | undefined> {
  const closed = await queryRows<{ id: string }>(
    db,
    sql`UPDATE ${testPaymentSessions} SET state = 'canceled'
        WHERE id = ${id} AND state IN ('open', 'declined', 'requires_confirmation') RETURNING id`,
  );
  if (closed.length > 0) return undefined;
  const [paid] = await queryRows<{ orderId: string; paymentId: string; amountCents: number }>(
    db,
    sql`SELECT order_id AS "orderId", payment_id AS "paymentId", amount_cents AS "amountCents"
        FROM ${testPaymentSessions} WHERE id = ${id} AND state = 'succeeded'`,
  );
  return paid && { ...paid, amountCents: Number(paid.amountCents) };
}

/**
 * Refunds part of a test payment once per idempotency key; false when the payment is unknown or not made
 * (every session has its payment id from the start) or the refunds would exceed what was paid.
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
      WHERE s.payment_id = ${refund.paymentId} AND s.state = 'succeeded'
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
