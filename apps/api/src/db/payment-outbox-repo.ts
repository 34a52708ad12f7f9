import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { preparedStatement, type Executor } from './database';
import { paymentOutbox } from './schema';

export type OutboxKind = 'webhook' | 'refund' | 'mail';
export type OutboxJob = { id: number; kind: OutboxKind; payload: unknown; attempts: number };

/**
 * A job queued once per idempotency key, due after `delayMs` (default: at once). With `claimForMs` it is queued
 * as taken by the process queueing it (which performs it at once): another process takes it only if it is
 * neither finished nor rescheduled by then, as with a claimed job.
 */
export type NewOutboxJob = {
  kind: OutboxKind;
  idempotencyKey: string;
  payload: unknown;
  delayMs?: number;
  claimForMs?: number;
};

/** What `enqueueJobSql` binds for a job, by name. */
export const jobValues = (job: NewOutboxJob) => ({
  jobKind: job.kind,
  jobKey: job.idempotencyKey,
  jobPayload: JSON.stringify(job.payload),
  jobAttempts: job.claimForMs === undefined ? 0 : 1,
  jobDueSecs: (job.claimForMs ?? job.delayMs ?? 0) / 1000,
});

export type JobValues = ReturnType<typeof jobValues>;

/**
 * The INSERT queueing a job once per idempotency key (enqueueing it again keeps the first), returning its id and
 * payload when it was queued; its values bound by name (`jobValues`). With `forEachRow`, only when its `cte`
 * answered a row, so a statement can queue the job with the change it causes; its `fields` set payload fields (at a
 * path bound like the values) from that row: the statement writes what it read, with no read first.
 */
export const enqueueJobSql = (
  value: (name: keyof JobValues) => Placeholder,
  forEachRow?: { cte: SQL; fields: { path: Placeholder; value: SQL }[] },
) => {
  const payload = (forEachRow?.fields ?? []).reduce(
    (json, field) => sql`jsonb_set(${json}, ${field.path}::text[], to_jsonb(${field.value}))`,
    sql`${value('jobPayload')}::jsonb`,
  );
  return sql`INSERT INTO ${paymentOutbox} (kind, idempotency_key, payload, attempts, next_attempt_at)
      SELECT ${value('jobKind')}, ${value('jobKey')}, ${payload}, ${value('jobAttempts')},
             now() + make_interval(secs => ${value('jobDueSecs')})
      ${forEachRow ? sql`FROM ${forEachRow.cte}` : sql``}
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id, payload`;
};

/** The job as its queueing process performs it (queued with `claimForMs`), with the payload as stored. */
export const claimedJob = (
  job: NewOutboxJob,
  queued: { id: number | string; payload: unknown } | null | undefined,
): OutboxJob | undefined =>
  job.claimForMs === undefined || !queued
    ? undefined
    : { id: Number(queued.id), kind: job.kind, payload: jsonValue(queued.payload), attempts: 1 };

/** A jsonb column as the driver answers it: parsed (pg) or as text (in a row built by a query). */
const jsonValue = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

const enqueue = preparedStatement<JobValues, { id: number | string; payload: unknown }>((value) =>
  enqueueJobSql(value),
);

/**
 * Queues work once per idempotency key (enqueueing it again keeps the first); answers the job when this process
 * is to perform it now (queued with `claimForMs`).
 */
export async function enqueuePaymentJob(db: Executor, job: NewOutboxJob): Promise<OutboxJob | undefined> {
  const [queued] = await enqueue(db, jobValues(job));
  return claimedJob(job, queued);
}

/**
 * Takes up to `limit` due jobs for `leaseMs`: each taken job's next attempt moves past the lease, so another
 * process (or this one after a crash) takes it again only if it is neither finished nor rescheduled by then.
 * FOR UPDATE SKIP LOCKED lets processes claim at once without taking the same job.
 */
const claim = preparedStatement<
  { limit: number; leaseSecs: number },
  { id: number; kind: OutboxKind; payload: unknown; attempts: number }
>(
  (value) => sql`
    UPDATE ${paymentOutbox} SET attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${value('leaseSecs')})
    WHERE id IN (
      SELECT id FROM ${paymentOutbox} WHERE done_at IS NULL AND next_attempt_at <= now()
      ORDER BY next_attempt_at LIMIT ${value('limit')} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, payload, attempts`,
);

export async function claimDueJobs(db: Executor, limit: number, leaseMs: number): Promise<OutboxJob[]> {
  const rows = await claim(db, { limit, leaseSecs: leaseMs / 1000 });
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    attempts: Number(row.attempts),
    payload: jsonValue(row.payload),
  }));
}

const complete = preparedStatement<{ ids: string }>(
  (value) =>
    sql`UPDATE ${paymentOutbox} SET done_at = now(), last_error = NULL WHERE id = ANY(${value('ids')}::bigint[])`,
);

export async function completeJobs(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await complete(db, { ids: `{${ids.join(',')}}` });
}

export async function retryJobLater(db: Executor, id: number, delayMs: number, error: string): Promise<void> {
  await db.execute(
    sql`UPDATE ${paymentOutbox} SET next_attempt_at = now() + make_interval(secs => ${delayMs / 1000}),
               last_error = ${error.slice(0, 500)}
        WHERE id = ${id}`,
  );
}
