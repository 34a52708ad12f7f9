// kill -9 between a payment and its webhook: the real API process (src/main.ts) is killed once the test
// provider has taken the card but before its webhook reached the store, restarted on the same database and
// DATA_DIR, and must then pay the order exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  apiPaths,
  orderKeysResponseSchema,
  orderSchema,
  productListResponseSchema,
  testCards,
  testSessionSchema,
  type Order,
} from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openDatabase, queryRows, quoteIdent, type Database } from '../src/db/database';
import { call, inventoryOf, placeOrder, signUp, type Session } from './api';
import {
  drivers,
  TEST_DATABASE_URL,
  TEST_JWT_SECRET,
  TEST_KEY_ENCRYPTION_KEY,
  TEST_REDIS_URL,
  type Driver,
} from './helpers';
import { enterCard, orderAfterWebhook } from './payments-helpers';
import { pgliteTemplate } from './pglite-template';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
/** The test provider holds its webhook this long after the payment: the window in which the process dies. */
const WEBHOOK_DELAY_MS = 3_000;

type Api = { child: ChildProcess; baseUrl: string };

/** Starts `src/main.ts` in its own process, as `npm start` would, and resolves once it listens. */
async function startApi(env: Record<string, string>): Promise<Api> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiDir, 'src/main.ts')], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    // A fresh PGlite runs initdb in WebAssembly: slow on a busy machine.
    const timer = setTimeout(() => reject(new Error('the API did not start within 150 s')), 150_000);
    child.once('exit', (code, signal) => reject(new Error(`the API exited early (${code ?? signal})`)));
    // Read every line (a full pipe would stall the process); the start line names the port.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const port = /Keyshop running at http:\/\/localhost:(\d+)/.exec(line)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
  });
  return { child, baseUrl };
}

async function stop(api: Api, signal: NodeJS.Signals): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = once(api.child, 'exit');
  api.child.kill(signal);
  await exited;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The store's own environment per driver: PGlite under DATA_DIR, or a fresh schema of TEST_DATABASE_URL. */
async function storage(driver: Driver, dataDir: string) {
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent/keyshop-web-dist',
    SEED_PRODUCTS: '5',
    PAYMENT_SWEEP_MS: '100',
    TEST_PAYMENTS_WEBHOOK_DELAY_MS: String(WEBHOOK_DELAY_MS),
  };
  if (driver === 'pglite') {
    const pgliteDir = path.join(dataDir, 'pglite');
    // The store then finds a migrated database instead of running initdb itself, which is not under test here.
    const template = pgliteTemplate(pgliteDir);
    if (template)
      await (await openDatabase({ driver: 'pglite', dataDir: pgliteDir, loadDataDir: template })).close();
    return {
      env,
      open: () => openDatabase({ driver: 'pglite', dataDir: pgliteDir }),
      drop: async () => {},
    };
  }
  const schema = `crash_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE SCHEMA ${quoteIdent(schema)}`);
  const url = new URL(TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${quoteIdent(schema)},public`);
  Object.assign(env, {
    DATABASE_URL: url.toString(),
    JWT_SECRET: TEST_JWT_SECRET,
    KEY_ENCRYPTION_KEY: TEST_KEY_ENCRYPTION_KEY,
  });
  if (TEST_REDIS_URL) Object.assign(env, { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: schema });
  return {
    env,
    open: () => openDatabase({ driver: 'postgres', url: TEST_DATABASE_URL!, schema }),
    drop: () => adminQuery(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`),
  };
}

const getOrder = async (api: Api, s: Session, id: string): Promise<Order> =>
  orderSchema.parse((await call(api, 'GET', apiPaths.orderDetail(id), { token: s.token })).body);

/** A product with stock and its quantity, as the catalogue shows it. */
async function productInStock(api: Api): Promise<{ id: number; qty: number }> {
  const list = productListResponseSchema.parse((await call(api, 'GET', apiPaths.products)).body);
  const product = list.results.find((p) => p.qty > 0);
  if (!product) throw new Error('no product in stock');
  return { id: product.id, qty: product.qty };
}

const qtyOf = async (api: Api, id: number) =>
  (await call(api, 'GET', apiPaths.product(id))).body.result.qty as number;

/** What the database holds about the order's payment, counted. */
async function paymentRecords(db: Database, orderId: string) {
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: number }>(db.orm, query))[0]!.n);
  return {
    succeededEvents: await count(
      sql`SELECT count(*) AS n FROM payment_events WHERE order_id = ${orderId} AND type = 'succeeded'`,
    ),
    paidSessions: await count(
      sql`SELECT count(*) AS n FROM test_payment_sessions WHERE order_id = ${orderId} AND payment_id IS NOT NULL`,
    ),
    webhooks: await queryRows<{ attempts: number; done: boolean }>(
      db.orm,
      sql`SELECT attempts, done_at IS NOT NULL AS done FROM payment_outbox WHERE kind = 'webhook'`,
    ),
    soldKeys: await count(
      sql`SELECT count(*) AS n FROM product_keys WHERE order_id = ${orderId} AND sold_at IS NOT NULL`,
    ),
    reservedKeys: await count(
      sql`SELECT count(*) AS n FROM product_keys WHERE order_id = ${orderId} AND sold_at IS NULL`,
    ),
  };
}

/** The e-mails written to DATA_DIR/outbox (no SMTP_URL). */
const mails = (dataDir: string) => {
  const outbox = path.join(dataDir, 'outbox');
  try {
    return readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), 'utf8'));
  } catch {
    return [];
  }
};

it.each(drivers)(
  'pays an order exactly once when the API is killed (SIGKILL) between the payment and its webhook [%s]',
  async (driver) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-crash-'));
    const store = await storage(driver, dataDir);
    let api = await startApi(store.env);
    try {
      const shopper = await signUp(api, 'crash');
      const product = await productInStock(api);
      const placed = await placeOrder(api, shopper, [{ productId: product.id, qty: 1 }]);
      expect(placed.status).toBe(201);
      const orderId = (placed.body as Order).id;
      expect(await qtyOf(api, product.id)).toBe(product.qty - 1);

      const paidAt = Date.now();
      const session = await enterCard(api, shopper, orderId, testCards.succeeds);
      // The provider has the money; the store has not heard of it yet.
      expect(session.state).toBe('succeeded');
      const viewed = await call(api, 'GET', apiPaths.testPaymentSession(session.id), {
        token: shopper.token,
      });
      expect(testSessionSchema.parse(viewed.body).state).toBe('succeeded');
      expect((await getOrder(api, shopper, orderId)).status).toBe('awaiting_payment');
      await stop(api, 'SIGKILL');
      // Killed before the webhook's first delivery was due: the first process never delivered it.
      expect(Date.now() - paidAt).toBeLessThan(WEBHOOK_DELAY_MS);
      expect(mails(dataDir)).toEqual([]);

      api = await startApi(store.env);
      const paid = await orderAfterWebhook(api, shopper, orderId);
      expect(paid.status).toBe('paid');
      expect(paid.payment).toMatchObject({ state: 'succeeded', amountCents: session.amountCents });
      expect(paid.payment.reference).toMatch(/^pi_test_/);
      const keys = orderKeysResponseSchema.parse(
        (await call(api, 'GET', apiPaths.orderKeys(orderId), { token: shopper.token })).body,
      ).keys;
      expect(keys.map((k) => k.productId)).toEqual([product.id]);
      expect((await inventoryOf(api, shopper)).map((item) => item.orderId)).toEqual([orderId]);
      expect(await qtyOf(api, product.id)).toBe(product.qty - 1);
      // The outbox writes a file, then its bytes: wait for the content, not the name.
      await expect.poll(() => mails(dataDir).join('\n'), { timeout: 10_000 }).toContain(orderId);
      await stop(api, 'SIGTERM');

      const db = await store.open();
      try {
        expect(await paymentRecords(db, orderId)).toEqual({
          succeededEvents: 1,
          paidSessions: 1,
          webhooks: [{ attempts: 1, done: true }],
          soldKeys: 1,
          reservedKeys: 0,
        });
      } finally {
        await db.close();
      }
      expect(mails(dataDir)).toHaveLength(1);
    } finally {
      await stop(api, 'SIGKILL');
      await store.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  600_000,
);
