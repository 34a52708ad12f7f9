import { availableParallelism } from 'node:os';
import type { TestProject } from 'vitest/node';
import { e2eAdminEmail, startStore, type Store } from './store';

let stores: Store[] = [];

/**
 * Starts one store per e2e worker for the whole run (E2E_WORKERS, default 2), so two spec files can run at once
 * without sharing stock, accounts or an outbox. A spec reads its worker's store with `inject('stores')` through
 * harness.ts (`storeUrl`, `dataDir`).
 */
export async function setup(project: TestProject): Promise<void> {
  const workers = e2eWorkers();
  stores = await Promise.all(
    Array.from({ length: workers }, () => startStore({ ADMIN_EMAILS: e2eAdminEmail })),
  );
  project.provide(
    'stores',
    stores.map(({ url, dataDir }) => ({ url, dataDir })),
  );
}

export async function teardown(): Promise<void> {
  await Promise.all(stores.map((store) => store.stop()));
}

/** How many spec files run at once: most of an e2e test is waiting on the browser and the store, not CPU. */
export function e2eWorkers(): number {
  const workers = Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism()));
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`E2E_WORKERS must be a whole number ≥ 1`);
  return workers;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One running store per e2e worker: its origin and its DATA_DIR (the mail outbox is `outbox/` in it). */
    stores: { url: string; dataDir: string }[];
  }
}
