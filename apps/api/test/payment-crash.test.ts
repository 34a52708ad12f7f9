// kill -9 between a payment and its webhook: the real API process (src/main.ts) is killed once the test
// provider has taken the card but before its webhook reached the store, restarted on the same database and
// DATA_DIR, and must then pay the order exactly once. Likewise between a paid order and its e-mail.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiPaths,
  orderKeysResponseSchema,
  orderSchema,
  productListResponseSchema,
  testCards,
  testSessionSchema,
  type Order,
  orderNumber,
} from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/database';
import { call, inventoryOf, placeOrder, signUp, type Session } from './api';
import { startApi, stop, storage, type Api } from './child-api';
import { drivers, outboxMails } from './helpers';
import { enterCard, orderAfterWebhook, payOrder } from './payments-helpers';

/** The order e-mails in the outbox (not the link confirming the shopper's address, sent at registration). */
const orderMails = (dataDir: string) =>
  outboxMails(dataDir).filter((mail) => mail.subject.startsWith('Your Keyshop order'));

/** The test provider holds its webhook this long after the payment: the window in which the process dies. */
const WEBHOOK_DELAY_MS = 3_000;

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

it.each(drivers)(
  'pays an order exactly once when the API is killed (SIGKILL) between the payment and its webhook [%s]',
  async (driver) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-crash-'));
    const store = await storage(driver, dataDir, {
      PAYMENT_SWEEP_MS: '100',
      TEST_PAYMENTS_WEBHOOK_DELAY_MS: String(WEBHOOK_DELAY_MS),
    });
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
      expect(orderMails(dataDir)).toEqual([]);

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
      await expect
        .poll(() => orderMails(dataDir).map((mail) => mail.subject), { timeout: 10_000 })
        .toEqual([`Your Keyshop order ${orderNumber(orderId)}`]);
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
      expect(orderMails(dataDir)).toHaveLength(1);
    } finally {
      await stop(api, 'SIGKILL');
      await store.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  600_000,
);

/** An SMTP server that accepts connections and never answers: a send to it hangs until the process dies. */
async function silentSmtp() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}`,
    connections: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

it.each(drivers)(
  'sends the order e-mail once when the API is killed (SIGKILL) between the payment and its e-mail [%s]',
  async (driver) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-crash-mail-'));
    const store = await storage(driver, dataDir, { PAYMENT_SWEEP_MS: '100' });
    const smtp = await silentSmtp();
    // The first process sends its e-mails over SMTP to a server that never answers: the e-mail is stuck.
    let api = await startApi({ ...store.env, SMTP_URL: smtp.url });
    try {
      const shopper = await signUp(api, 'crash-mail');
      const product = await productInStock(api);
      const placed = await placeOrder(api, shopper, [{ productId: product.id, qty: 1 }]);
      expect(placed.status).toBe(201);
      const orderId = (placed.body as Order).id;
      expect((await payOrder(api, shopper, orderId)).status).toBe('paid');
      await expect.poll(() => smtp.connections(), { timeout: 10_000 }).toBeGreaterThan(0);
      await stop(api, 'SIGKILL');
      expect(outboxMails(dataDir)).toEqual([]);

      // Restarted without SMTP (into DATA_DIR/outbox.jsonl): the e-mails go out once their claims lapse.
      api = await startApi(store.env);
      await expect
        .poll(
          () =>
            outboxMails(dataDir)
              .map((mail) => [mail.to, mail.subject])
              .sort(),
          { timeout: 60_000 },
        )
        .toEqual([
          [shopper.user.email, 'Confirm your e-mail address'],
          [shopper.user.email, `Your Keyshop order ${orderNumber(orderId)}`],
        ]);
      await stop(api, 'SIGTERM');

      const db = await store.open();
      try {
        expect(
          await queryRows<{ attempts: number; done: boolean }>(
            db.orm,
            sql`SELECT attempts, done_at IS NOT NULL AS done FROM payment_outbox WHERE kind = 'mail' ORDER BY id`,
          ),
        ).toEqual([
          { attempts: 2, done: true },
          { attempts: 2, done: true },
        ]);
      } finally {
        await db.close();
      }
      expect(outboxMails(dataDir)).toHaveLength(2);
    } finally {
      await stop(api, 'SIGKILL');
      await smtp.close();
      await store.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  600_000,
);
