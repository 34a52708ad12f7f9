// kill -9 in the middle of a key import's commit: the real API process (src/main.ts) dies while the commit's
// transaction is open; restarted on the same database, the store holds either every key of the file or none,
// and committing the file again completes it. Killed once the import is committed, while its keys move into the
// pool, the store completes it by itself.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminApiPaths, apiPaths, keyImportReportSchema } from '@keyshop/contracts';
import pg from 'pg';
import { expect, it } from 'vitest';
import { quoteIdent } from '../src/db/database';
import { call, confirmAddress, newAccount } from './api';
import { startApi, stop, storage, type Api } from './child-api';
import { drivers, outboxMails, TEST_DATABASE_URL } from './helpers';

const ADMIN = newAccount('importer');
const PRODUCT = 1;

const importFile = async (api: Api, token: string, file: string, dryRun: boolean, product = PRODUCT) => {
  const res = await fetch(`${api.baseUrl}${adminApiPaths.keyImport(product)}${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
    body: file,
  });
  expect(res.status).toBe(200);
  return keyImportReportSchema.parse(await res.json());
};

/** The bytes of PGlite's table and index files (named by number; temporary ones are not). */
function relationBytes(dataDir: string): number {
  const base = path.join(dataDir, 'pglite', 'base');
  let bytes = 0;
  for (const db of readdirSync(base)) {
    for (const file of readdirSync(path.join(base, db))) {
      if (/^\d+(\.\d+)?$/.test(file)) bytes += statSync(path.join(base, db, file)).size;
    }
  }
  return bytes;
}

/** Signs the admin in; `confirmFrom`: the DATA_DIR whose outbox has the link confirming its address. */
async function adminToken(api: Api, confirmFrom?: string): Promise<string> {
  await call(api, 'POST', apiPaths.register, { body: ADMIN });
  if (confirmFrom) await confirmAddress(api, ADMIN.email, () => outboxMails(confirmFrom));
  const login = await call(api, 'POST', apiPaths.login, {
    body: { email: ADMIN.email, password: ADMIN.password },
  });
  return login.body.token as string;
}

/**
 * Holds the commit open on PostgreSQL: the audit table (or the keys' table) is locked from outside, so the
 * commit waits after staging every key (or the committed import's first move waits), until the process is killed.
 */
async function holdCommitOpen(schema: string, table = 'admin_audit'): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query('BEGIN');
  await client.query(`LOCK TABLE ${quoteIdent(schema)}.${quoteIdent(table)} IN EXCLUSIVE MODE`);
  let released = false;
  return {
    // Also called by the test's clean-up: the lock would otherwise keep the schema from being dropped.
    release: async () => {
      if (released) return;
      released = true;
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

async function commitWaiting(statement = 'INSERT INTO admin_audit'): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE $1
         AND query_start > now() - interval '1 minute'`,
      [`${statement}%`],
    );
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

it.each(drivers)(
  'leaves every key of the file or none when the API is killed (SIGKILL) during the commit [%s]',
  async (driver) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-import-crash-'));
    const store = await storage(driver, dataDir, { ADMIN_EMAILS: ADMIN.email });
    const count = 20_000;
    const keyFile = () =>
      Array.from({ length: count }, () => randomBytes(9).toString('hex').toUpperCase()).join('\n');
    const file = keyFile();
    let api = await startApi(store.env);
    let held: { release(): Promise<void> } | undefined;
    try {
      let token = await adminToken(api, dataDir);
      const before = (await importFile(api, token, file, true)).stock;

      // PostgreSQL: the commit waits, every key written, for the audit table locked from outside. PGlite runs
      // in the API's own thread and writes to files under DATA_DIR: killed once the tables' files have grown
      // by half a megabyte (the keys going into product_keys), checked to be before the commit's answer.
      held = store.schema ? await holdCommitOpen(store.schema) : undefined;
      const baseline = held ? 0 : relationBytes(dataDir);
      let answered = false;
      const commit = importFile(api, token, file, false).then(
        () => (answered = true),
        () => undefined,
      );
      if (held) await expect.poll(commitWaiting, { timeout: 60_000, interval: 50 }).toBe(true);
      else {
        await expect
          .poll(() => relationBytes(dataDir) - baseline, { timeout: 120_000, interval: 5 })
          .toBeGreaterThan(512 * 1024);
      }
      await stop(api, 'SIGKILL');
      await commit;
      await held?.release();
      // Killed with the commit under way (its answer never came).
      expect(answered).toBe(false);

      api = await startApi(store.env);
      token = await adminToken(api);
      const after = await importFile(api, token, file, true);
      expect([0, count]).toContain(after.alreadyInStore);
      expect(after.stock).toBe(before + after.alreadyInStore);
      expect(after.new).toBe(count - after.alreadyInStore);

      const again = await importFile(api, token, file, false);
      expect(again).toMatchObject({ added: count - after.alreadyInStore, stock: before + count });
      expect((await call(api, 'GET', apiPaths.product(PRODUCT))).body.result.qty).toBe(before + count);
    } finally {
      await stop(api, 'SIGKILL');
      await held?.release();
      await store.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  600_000,
);

it.skipIf(!TEST_DATABASE_URL)(
  'completes an import committed before the API was killed (SIGKILL) while its keys moved [postgres]',
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-import-crash-'));
    const store = await storage('postgres', dataDir, { ADMIN_EMAILS: ADMIN.email });
    const count = 5_000;
    const file = Array.from({ length: count }, () => randomBytes(9).toString('hex').toUpperCase()).join('\n');
    let api = await startApi(store.env);
    const held = await holdCommitOpen(store.schema!, 'product_keys');
    try {
      let token = await adminToken(api, dataDir);
      const before = (await importFile(api, token, file, true)).stock;
      const commit = importFile(api, token, file, false).catch(() => undefined);
      // Committed (its audit record written), the first batch of keys waits for product_keys.
      await expect.poll(() => commitWaiting('WITH moved AS'), { timeout: 60_000, interval: 50 }).toBe(true);
      await stop(api, 'SIGKILL');
      await commit;
      await held.release();

      api = await startApi(store.env);
      token = await adminToken(api);
      // Committed: its keys count as in the store at once, and the store moves them into the pool by itself.
      expect((await importFile(api, token, file, true)).alreadyInStore).toBe(count);
      await expect
        .poll(async () => (await call(api, 'GET', apiPaths.product(PRODUCT))).body.result.qty, {
          timeout: 120_000,
          interval: 500,
        })
        .toBe(before + count);
      const again = await importFile(api, token, file, true);
      expect(again).toMatchObject({ new: 0, alreadyInStore: count, stock: before + count });
    } finally {
      await stop(api, 'SIGKILL');
      await held.release();
      await store.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  600_000,
);
