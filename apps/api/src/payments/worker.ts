import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../db/database';
import { claimDueJobs, completeJob, retryJobLater, type OutboxJob } from '../db/payment-outbox-repo';

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

export type PaymentWorker = { start(): void; wake(): void; runOnce(): Promise<void>; stop(): Promise<void> };

const MAX_RETRY_MS = 3_600_000;
/** A claimed job is another process's again if not finished by then (its process died mid-way). */
const LEASE_MS = 60_000;
const BATCH = 50;

/**
 * Each process's payment round: expire ended reservations, then perform the due outbox jobs (test webhooks to
 * deliver, refunds to make). All state is in the database, so a restart resumes where the last process stopped;
 * rounds run every `intervalMs` and at once when woken (a payment queued its webhook), never two at a time.
 */
export function createPaymentWorker(options: PaymentWorkerOptions): PaymentWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function performAll(): Promise<number> {
    const jobs = await claimDueJobs(options.db, BATCH, LEASE_MS);
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await options.perform(job);
          await completeJob(options.db, job.id);
        } catch (err) {
          const delay = Math.min(options.retryBaseMs * 2 ** Math.max(job.attempts - 1, 0), MAX_RETRY_MS);
          options.log.warn(
            { jobId: job.id, kind: job.kind, attempts: job.attempts, err },
            'payment job failed',
          );
          await retryJobLater(options.db, job.id, delay, err instanceof Error ? err.message : String(err));
        }
      }),
    );
    return jobs.length;
  }

  async function round(): Promise<void> {
    try {
      await options.sweep();
      while (!stopped && (await performAll()) === BATCH);
    } catch (err) {
      if (!stopped) options.log.error({ err }, 'payment round failed');
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await round();
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    start() {
      timer = setInterval(() => void run(), options.intervalMs);
      timer.unref();
      void run();
    },
    wake() {
      if (!stopped) setImmediate(() => void run());
    },
    runOnce: run,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
