import { randomBytes } from 'node:crypto';
import {
  apiPaths,
  productUpdateEventSchema,
  socketEvents,
  type ProductUpdateEvent,
} from '@keyshop/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database';
import { sweepReservations } from '../src/services/payments';
import { call, orderBody, signUp, stockRow, type Session } from './api';
import {
  setStock,
  startTestApp,
  stockVersions,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  type TestApp,
} from './helpers';
import { payOrder } from './payments-helpers';

/** Two API processes on one PostgreSQL schema and one Redis, as behind a load balancer. */
describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL)('two API processes on PostgreSQL + Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let shopper: Session;
  let socket: Socket;
  beforeAll(async () => {
    // Our own channel prefix: other test files share this Redis.
    const redisPrefix = `keyshop-scale-${randomBytes(4).toString('hex')}`;
    a = await startTestApp({ driver: 'postgres', products: 5, redisUrl: TEST_REDIS_URL, redisPrefix });
    b = await startTestApp({ driver: 'postgres', schema: a.schema, redisUrl: TEST_REDIS_URL, redisPrefix });
    shopper = await signUp(a);
    socket = connect(b.baseUrl, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  });
  afterAll(async () => {
    socket?.disconnect();
    await b?.close({ keepData: true });
    await a?.close();
  });

  it('accepts a token issued by one process on the other', async () => {
    const res = await call(b, 'GET', apiPaths.verify, { token: shopper.token });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(shopper.user.id);
  });

  it('ends a session on both processes at once when its password changes on one, and takes the new one on both', async () => {
    const s = await signUp(a, 'password');
    const verify = (on: TestApp, token: string) => call(on, 'GET', apiPaths.verify, { token });
    // Both processes hold the account now.
    expect((await verify(a, s.token)).status).toBe(200);
    expect((await verify(b, s.token)).status).toBe(200);
    const newPassword = 'Another-passw0rd';
    const changed = await call(a, 'PUT', apiPaths.password, {
      token: s.token,
      body: { currentPassword: s.password, newPassword, confirmPassword: newPassword },
    });
    expect(changed.status).toBe(200);
    expect((await verify(b, s.token)).status).toBe(401);
    expect((await verify(a, s.token)).status).toBe(401);
    const login = await call(a, 'POST', apiPaths.login, {
      body: { email: s.user.email, password: newPassword },
    });
    expect(login.status).toBe(200);
    expect((await verify(b, login.body.token)).status).toBe(200);
  });

  it('delivers the productUpdate of an order placed on one process to a socket on the other', async () => {
    await setStock(a, 2, 4);
    const received = new Promise<ProductUpdateEvent>((resolve) =>
      socket.on(socketEvents.productUpdate, (raw: unknown) => {
        const event = productUpdateEventSchema.parse(raw);
        // setStock's own update may arrive first.
        if (event.productId === 2 && event.qty < 4) resolve(event);
      }),
    );
    const res = await call(a, 'POST', apiPaths.order, {
      token: shopper.token,
      body: orderBody([{ productId: 2, qty: 3 }]),
    });
    expect(res.status).toBe(201);
    const { version } = (await stockVersions(a, [2]))[0]!;
    expect(await received).toEqual({ productId: 2, qty: 1, totalQty: 1, version });
  });

  it('sells 10 keys exactly once to 30 orders split over both processes', async () => {
    await setStock(a, 3, 10);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(i % 2 ? a : b, 'POST', apiPaths.order, {
          token: shopper.token,
          body: orderBody([{ productId: 3, qty: 1 }]),
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(20);
    expect(await stockRow(a, 3)).toEqual({ qty: 0, unsold: 0 });
  });

  it('returns one order for one Idempotency-Key sent to both processes at once', async () => {
    await setStock(a, 4, 5);
    const headers = { 'Idempotency-Key': `scale-${randomBytes(6).toString('hex')}` };
    const answers = await Promise.all(
      [a, b, a, b].map((t) =>
        call(t, 'POST', apiPaths.order, {
          token: shopper.token,
          body: orderBody([{ productId: 4, qty: 2 }]),
          headers,
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
    expect(await stockRow(b, 4)).toEqual({ qty: 3, unsold: 3 });
  });

  it('pays on one process an order placed on the other, delivering its keys once', async () => {
    await setStock(a, 5, 3);
    const placed = await call(a, 'POST', apiPaths.order, {
      token: shopper.token,
      body: orderBody([{ productId: 5, qty: 2 }]),
    });
    const paid = await payOrder(b, shopper, placed.body.id);
    expect(paid.status).toBe('paid');
    const [keys] = await queryRows<{ sold: number }>(
      a.db.orm,
      sql`SELECT count(*)::int AS sold FROM product_keys WHERE order_id = ${placed.body.id} AND sold_at IS NOT NULL`,
    );
    expect(keys).toEqual({ sold: 2 });
  });

  // Last: it stops both processes' payment workers to run their sweeps side by side.
  it('expires each ended reservation once while both processes sweep at the same time', async () => {
    await setStock(a, 1, 40);
    const placed = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? a : b, 'POST', apiPaths.order, {
          token: shopper.token,
          body: orderBody([{ productId: 1, qty: 2 }]),
        }),
      ),
    );
    expect(placed.every((r) => r.status === 201)).toBe(true);
    expect(await stockRow(a, 1)).toEqual({ qty: 0, unsold: 0 });
    await Promise.all([a.app.payments.worker.stop(), b.app.payments.worker.stop()]);
    // Every unpaid order of this suite (earlier tests left some) ends its reservation now.
    const ended = await queryRows<{ id: string }>(
      a.db.orm,
      sql`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE status = 'awaiting_payment' RETURNING id`,
    );
    expect(ended.length).toBeGreaterThanOrEqual(20);
    const sweep = (t: TestApp) =>
      sweepReservations({ db: t.db.orm, io: t.app.io, catalogue: t.app.catalogue, log: t.app.log });
    const counts = await Promise.all([sweep(a), sweep(b), sweep(a), sweep(b)]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(ended.length);
    expect(await stockRow(b, 1)).toEqual({ qty: 40, unsold: 40 });
    const [expired] = await queryRows<{ n: number }>(
      a.db.orm,
      sql`SELECT count(*)::int AS n FROM orders WHERE id IN ${placed.map((r) => r.body.id as string)} AND status = 'expired'`,
    );
    expect(expired).toEqual({ n: 20 });
  });
});
