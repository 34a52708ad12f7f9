import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../db/database';
import { claimDueJobs, completeJobs, retryJobLater, type OutboxJob } from '../db/payment-outbox-repo';

export type PaymentWorkerOptions = {
  db: Orm;
  log: FastifyBaseLogger;
  intervalMs: number;
  /** First retry delay, doubled per attempt up to MAX_RETRY_MS. */
  retryBaseMs: number;
  /** Expires ended reservations (in the database, once across processes). */
  sweep: () => Promise<number>;
  /** Performs one job; throws to retry it later. */
  perform: (job: OutboxJob) => Promise<void>;
};

export type PaymentWorker = {
  start(): void;
  wake(): void;
  /**
   * Performs a job this process queued as its own claim (`claimForMs`), now: by `run` when given (the caller
   * already holds what the job needs), else as a round would.
   */
  perform(job: OutboxJob, run?: () => Promise<void>): void;
  runOnce(): Promise<void>;
  stop(): Promise<void>;
};

const MAX_RETRY_MS = 3_600_000;
/** A claimed job is another process's again if not finished by then (its process died mid-way). */
const LEASE_MS = 60_000;
/**
 * The claim of a job its queueing process performs at once (a test webhook: milliseconds in-process), so that
 * after a crash another process delivers it soon. Delivering twice is harmless: webhooks are idempotent.
 */
export const PERFORM_NOW_LEASE_MS = 5_000;
const BATCH = 50;

/**
 * Each process's payment round: expire ended reservations, then perform the due outbox jobs (test webhooks to
 * deliver, refunds to make). All state is in the database, so a restart resumes where the last process stopped;
 * full rounds run every `intervalMs`. Woken (a payment or refund was just queued), a round performs the outbox
 * only: the sweep is the timer's, so a busy checkout does not sweep once per payment. Rounds never overlap; wakes
 * during a round run one more round after it, so a burst of payments is claimed in batches.
 */
export function createPaymentWorker(options: PaymentWorkerOptions): PaymentWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  /** What the next round does, asked while one was running (undefined: no round asked). */
  let next: { sweep: boolean } | undefined;
  let stopped = false;

  const complete = groupWrites((ids: number[]) => completeJobs(options.db, ids));

  /** Jobs performed outside a round (`perform`), awaited by `stop`. */
  const inFlight = new Set<Promise<void>>();

  async function performJob(job: OutboxJob, run = () => options.perform(job)): Promise<void> {
    try {
      await run();
      await complete(job.id);
    } catch (err) {
      const delay = Math.min(options.retryBaseMs * 2 ** Math.max(job.attempts - 1, 0), MAX_RETRY_MS);
      options.log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, err }, 'payment job failed');
      await retryJobLater(options.db, job.id, delay, err instanceof Error ? err.message : String(err));
    }
  }

  async function performAll(): Promise<number> {
    const jobs = await claimDueJobs(options.db, BATCH, LEASE_MS);
    await Promise.all(jobs.map((job) => performJob(job)));
    return jobs.length;
  }

  async function round(sweep: boolean): Promise<void> {
    try {
      if (sweep) await options.sweep();
      while (!stopped && (await performAll()) === BATCH);
    } catch (err) {
      if (!stopped) options.log.error({ err }, 'payment round failed');
    }
  }

  function run(sweep: boolean): Promise<void> {
    if (running) {
      next = { sweep: sweep || next?.sweep === true };
      return running;
    }
    next = { sweep };
    running = (async () => {
      while (next && !stopped) {
        const current = next;
        next = undefined;
        await round(current.sweep);
      }
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    start() {
      timer = setInterval(() => void run(true), options.intervalMs);
      timer.unref();
      void run(true);
    },
    wake() {
      if (!stopped) setImmediate(() => void run(false));
    },
    perform(job, run) {
      // Stopping, the job stays claimed: another process (or this one restarted) takes it after its lease.
      if (stopped) return;
      // After this turn, so the request that queued it is answered first.
      const done = new Promise((resolve) => setImmediate(resolve))
        .then(() => performJob(job, run))
        .catch((err: unknown) => options.log.error({ err, jobId: job.id }, 'payment job not recorded'))
        .finally(() => inFlight.delete(done));
      inFlight.add(done);
    },
    runOnce: () => run(true),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.all([running, ...inFlight]);
    },
  };
}

/**
 * Group commit: an id is written at once when no write is under way, else with every id that came meanwhile in
 * the next write (one statement for a burst of finished jobs, no wait for a lone one). Resolves once written.
 */
function groupWrites(write: (ids: number[]) => Promise<void>): (id: number) => Promise<void> {
  let pending: number[] = [];
  let next: Promise<void> | undefined;
  let busy: Promise<unknown> = Promise.resolve();
  return (id) => {
    pending.push(id);
    next ??= busy.then(() => {
      const ids = pending;
      pending = [];
      next = undefined;
      const written = write(ids);
      busy = written.catch(() => {});
      return written;
    });
    return next;
  };
}
