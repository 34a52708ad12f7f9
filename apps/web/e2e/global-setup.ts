import type { TestProject } from 'vitest/node';
import { e2eAdminEmail, startStore, type Store } from './store';

let store: Store | undefined;

/** Starts the store once for the whole e2e run. Tests read its address with `inject('storeUrl')`. */
export async function setup(project: TestProject): Promise<void> {
  store = await startStore({ ADMIN_EMAILS: e2eAdminEmail });
  project.provide('storeUrl', store.url);
  project.provide('dataDir', store.dataDir);
}

export async function teardown(): Promise<void> {
  await store?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    storeUrl: string;
    /** The store's DATA_DIR (its mail outbox is `outbox/` in it). */
    dataDir: string;
  }
}
