import type { TestProject } from 'vitest/node';
import { e2eAdminEmail, startStore, type Store } from './store';

let stores: Store[] = [];

/**
 * Starts one store per e2e worker for the whole run (E2E_WORKERS in vitest.config.ts, default 2), so two spec
 * files can run at once without sharing stock, accounts or an outbox. A spec reads its worker's store through
 * harness.ts (`storeUrl`, `dataDir`).
 */
export async function setup(project: TestProject): Promise<void> {
  const workers = project.config.maxWorkers;
  if (!Number.isInteger(workers) || workers < 1) throw new Error('E2E_WORKERS must be a whole number ≥ 1');
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

declare module 'vitest' {
  export interface ProvidedContext {
    /** One running store per e2e worker: its origin and its DATA_DIR (the mail outbox is `outbox.jsonl` in it). */
    stores: { url: string; dataDir: string }[];
  }
}
