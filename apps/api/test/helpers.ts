import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseOutbox, type OutboxMail } from '@keyshop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe } from 'vitest';
import { buildApp } from '../src/app';
import { seedCatalogue } from '../src/seed/seed';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows, quoteIdent, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { deleteUnsoldKeys, insertKeys, stockOf } from '../src/db/products-repo';
import { createKeyVault } from '../src/keys/key-vault';
import { prepareKeyStore } from '../src/services/key-store';
import { toStockEvents } from '../src/services/product-updates';
import { pgliteTemplate } from './pglite-template';

export type Driver = 'pglite' | 'postgres';

export type TestAppOptions = {
  driver?: Driver;
  /** Shares socket events through this Redis with other apps of the same redisPrefix. */
  redisUrl?: string;
  redisPrefix?: string;
  /** Products 1..n of the deterministic catalogue (default 40), each with at most maxKeysPerProduct keys. */
  products?: number;
  maxKeysPerProduct?: number;
  /** Seed price histories and running sales (default false: the generator's fixed prices). */
  sales?: boolean;
  /** A built web app to serve (default: none). */
  webDist?: string;
  /** PGlite on disk instead of in memory (restart tests). */
  dataDir?: string;
  /** Extra environment for loadConfig, e.g. { LOGIN_MAX_FAILS_PER_ACCOUNT: '3' }. */
  env?: Record<string, string>;
  /** Reuse this Postgres schema instead of a fresh one (e.g. a second process on the same data). */
  schema?: string;
  /** Log to this stream (default: no log). */
  logStream?: NodeJS.WritableStream;
};

export type TestApp = {
  baseUrl: string;
  /** DATA_DIR of the app (its outbox of e-mails is under it). */
  dataDir: string;
  app: FastifyInstance;
  db: Database;
  /** The Postgres schema in use (undefined on PGlite). */
  schema: string | undefined;
  /** Stops the app; `keepData` leaves the Postgres schema for another app (the last close drops it). */
  close(options?: { keepData?: boolean }): Promise<void>;
};

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';
/** Every test app's key-encryption key (processes sharing a database share it). */
export const TEST_KEY_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');
export const testKeyVault = createKeyVault(Buffer.from(TEST_KEY_ENCRYPTION_KEY, 'base64'));

/** Drivers to test on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const drivers: Driver[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** `forEachDriver('orders', (driver) => { ... })` runs the suite once per available database driver. */
export function forEachDriver(name: string, suite: (driver: Driver) => void): void {
  describe.each(drivers)(`${name} [%s]`, (driver) => suite(driver));
}

/**
 * An API on 127.0.0.1 (random port) over a fresh database: in-memory PGlite, or a new schema of
 * TEST_DATABASE_URL so test files run in parallel. PGlite starts from the run's migrated template when there
 * is one (test/pglite-template.ts). Migrated and seeded with a small deterministic catalogue.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const driver = options.driver ?? 'pglite';
  let schema: string | undefined;
  let db: Database;
  if (driver === 'postgres') {
    if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
    schema = options.schema ?? `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    db = await openDatabase({ driver: 'postgres', url: TEST_DATABASE_URL, schema, poolSize: 20 });
  } else {
    db = await openDatabase({
      driver: 'pglite',
      dataDir: options.dataDir,
      loadDataDir: pgliteTemplate(options.dataDir),
    });
  }
  await migrate(db);
  await prepareKeyStore(db, testKeyVault);
  if (!options.schema) {
    await seedCatalogue(db, {
      products: options.products ?? 40,
      maxKeysPerProduct: options.maxKeysPerProduct ?? 20,
      sales: options.sales ?? false,
      vault: testKeyVault,
    });
  }
  // The app's own data dir (e-mails are written under it), removed on close unless the test gave one.
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'keyshop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST: options.webDist ?? '/nonexistent/keyshop-web-dist',
    DATA_DIR: dataDir,
    // Tests play clients behind one load balancer, naming their address in X-Forwarded-For.
    TRUST_PROXY: '1',
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...(options.redisPrefix ? { REDIS_PREFIX: options.redisPrefix } : {}),
    ...options.env,
  });
  const app = await buildApp({
    config,
    db,
    jwtSecret: TEST_JWT_SECRET,
    keyVault: testKeyVault,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    dataDir,
    app,
    db,
    schema,
    close: async ({ keepData = false } = {}) => {
      await app.close();
      if (schema && !keepData) await dropSchema(schema);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * Gives a product exactly `count` fresh unsold keys (Steam format), e.g. 10 keys for a race test, and tells the
 * catalogue read models its new stock (as any stock change does).
 */
export async function setStock(t: TestApp, productId: number, count: number): Promise<string[]> {
  const keys = Array.from({ length: count }, () =>
    randomBytes(8).toString('hex').toUpperCase().slice(0, 15).match(/.{5}/g)!.join('-'),
  );
  await t.db.orm.transaction(async (tx) => {
    await deleteUnsoldKeys(tx, productId);
    await insertKeys(
      tx,
      testKeyVault,
      keys.map((key) => ({ productId, key })),
    );
  });
  await t.app.catalogue.publish(await stockOf(t.db.orm, [productId]).then(toStockEvents));
  return keys;
}

/** The keys (opened) of the product_keys rows this condition selects, in id order: what a test compares. */
export async function keysWhere(
  t: TestApp,
  condition: SQL,
): Promise<{ key: string; orderId: string | null }[]> {
  const rows = await queryRows<{ key_cipher: Uint8Array; order_id: string | null }>(
    t.db.orm,
    sql`SELECT key_cipher, order_id FROM product_keys WHERE ${condition} ORDER BY id`,
  );
  return rows.map((row) => ({ key: testKeyVault.open(row.key_cipher), orderId: row.order_id }));
}

/** The products' stock and its version in the database, in id order. */
export async function stockVersions(
  t: TestApp,
  productIds: number[],
): Promise<{ productId: number; qty: number; version: number }[]> {
  const rows = await stockOf(t.db.orm, productIds);
  return rows
    .map((row) => ({ productId: row.id, qty: row.qty, version: row.stockVersion }))
    .sort((x, y) => x.productId - y.productId);
}

/** The e-mails in a DATA_DIR's outbox (no SMTP_URL), oldest first. */
export function outboxMails(dataDir: string): OutboxMail[] {
  const file = path.join(dataDir, 'outbox.jsonl');
  return existsSync(file) ? parseOutbox(readFileSync(file, 'utf8')) : [];
}

/**
 * The e-mails the app has written to its outbox, oldest first, once it has sent every order e-mail queued (in
 * the payment outbox, up to 10 s) and its mailer what it was handed.
 */
export async function sentMails(t: TestApp): Promise<OutboxMail[]> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const [due] = await queryRows<{ n: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS n FROM payment_outbox WHERE kind = 'mail' AND done_at IS NULL`,
    );
    if (Number(due!.n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  await t.app.mailer.idle();
  return outboxMails(t.dataDir);
}
