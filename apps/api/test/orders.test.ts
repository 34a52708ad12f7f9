import {
  apiPaths,
  inventoryResponseSchema,
  orderKeysResponseSchema,
  orderSchema,
  ordersResponseSchema,
  revealResponseSchema,
  stockConflictSchema,
} from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import { maskKey } from '../src/services/order-keys';
import {
  call,
  inventoryOf,
  placeOrder,
  productUpdateAfter,
  revealKey,
  signUp,
  startShop,
  stockRow,
  type Session,
} from './api';
import { forEachDriver, keysWhere, setStock, stockVersions, type TestApp } from './helpers';
import { buy } from './payments-helpers';

describe('maskKey', () => {
  it('hides all but the last group and keeps the format', () => {
    expect(maskKey('AB3DE-FGH1J-7F3KQ')).toBe('XXXXX-XXXXX-7F3KQ');
    expect(maskKey('ABCD-EFGH-IJKL-MNOP')).toBe('XXXX-XXXX-XXXX-MNOP');
    expect(maskKey('ABCDEFGHIJKL')).toBe('XXXXXXXXIJKL');
  });
});

forEachDriver('orders', (driver) => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  beforeAll(async () => {
    ({ t, alice, bob } = await startShop(driver));
  });
  afterAll(() => t.close());

  const order = (s: Session, items: { productId: number; qty: number }[], headers?: Record<string, string>) =>
    placeOrder(t, s, items, headers);

  const soldKeys = async (orderId: string) =>
    (await keysWhere(t, sql`order_id = ${orderId}`)).sort((a, b) => (a.key < b.key ? -1 : 1));

  it('needs a bearer token on every order route', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['POST', apiPaths.order],
      ['GET', apiPaths.orderKeys(uuid)],
      ['GET', apiPaths.orders],
      ['GET', apiPaths.inventory],
      ['POST', apiPaths.revealKey(uuid)],
    ] as const) {
      const res = await call(t, method, path, method === 'POST' ? { body: {} } : {});
      expect(res.status, path).toBe(401);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('reserves keys: 201 with the order awaiting payment, stock down, keys tied to the order, listed newest first', async () => {
    await setStock(t, 1, 5);
    await setStock(t, 2, 5);
    const products = await queryRows<{ id: number; price: string; company_name: string }>(
      t.db.orm,
      sql`SELECT id, price::text, company_name FROM products WHERE id IN (1, 2) ORDER BY id`,
    );
    const res = await order(alice, [
      { productId: 2, qty: 1 },
      { productId: 1, qty: 2 },
    ]);
    expect(res.status).toBe(201);
    const placed = orderSchema.parse(res.body);
    const [p1, p2] = products.map((p) => ({ ...p, price: Number(p.price) }));
    expect(placed).toMatchObject({ status: 'awaiting_payment', currency: 'EUR' });
    expect(placed.total).toBeCloseTo(p1!.price * 2 + p2!.price, 2);
    expect(placed.items.map((i) => [i.productId, i.qty, i.unitPrice, i.company_name])).toEqual([
      [2, 1, p2!.price, p2!.company_name],
      [1, 2, p1!.price, p1!.company_name],
    ]);
    expect(await stockRow(t, 1)).toEqual({ qty: 3, unsold: 3 });
    expect(await stockRow(t, 2)).toEqual({ qty: 4, unsold: 4 });
    expect((await soldKeys(placed.id)).length).toBe(3);

    const second = await order(alice, [{ productId: 1, qty: 1 }]);
    const list = await call(t, 'GET', apiPaths.orders, { token: alice.token });
    expect(list.status).toBe(200);
    const ids = ordersResponseSchema.parse(list.body).orders.map((o) => o.id);
    expect(ids.slice(0, 2)).toEqual([second.body.id, placed.id]);
    expect(list.body.orders[1]).toEqual(placed);
    // Bob sees none of Alice's orders.
    const bobs = await call(t, 'GET', apiPaths.orders, { token: bob.token });
    expect(bobs.body.orders.map((o: { id: string }) => o.id)).not.toContain(placed.id);
  });

  it('emits productUpdate with the new stock after the commit', async () => {
    await setStock(t, 3, 4);
    const event = await productUpdateAfter(t, 3, async () => {
      expect((await order(bob, [{ productId: 3, qty: 3 }])).status).toBe(201);
    });
    expect(event).toEqual({
      productId: 3,
      qty: 1,
      totalQty: 1,
      version: (await stockVersions(t, [3]))[0]!.version,
    });
  });

  it('charges the database’s price and refuses an unpublished product when the catalogue is behind them', async () => {
    // Changed behind the catalogue's back (no announcement): orders are priced from the catalogue first.
    await setStock(t, 6, 3);
    await setStock(t, 7, 3);
    const [before] = await queryRows<{ price: string }>(
      t.db.orm,
      sql`SELECT price::text FROM products WHERE id = 6`,
    );
    const raised = Number(before!.price) + 1.11;
    await t.db.orm.execute(sql`UPDATE products SET price = ${raised} WHERE id = 6`);
    await t.db.orm.execute(sql`UPDATE products SET published = false WHERE id = 7`);
    try {
      const res = await order(alice, [{ productId: 6, qty: 1 }]);
      expect(res.status).toBe(201);
      expect(orderSchema.parse(res.body)).toMatchObject({ total: raised, items: [{ unitPrice: raised }] });
      const refused = await order(alice, [{ productId: 7, qty: 1 }]);
      expect(refused).toMatchObject({ status: 404, body: { message: 'Product 7 not found' } });
      expect(await stockRow(t, 7)).toEqual({ qty: 3, unsold: 3 });
    } finally {
      await t.db.orm.execute(sql`UPDATE products SET price = ${before!.price} WHERE id = 6`);
      await t.db.orm.execute(sql`UPDATE products SET published = true WHERE id = 7`);
    }
  });

  it('is all-or-nothing: a short line answers 409 naming it and takes no key at all', async () => {
    await setStock(t, 4, 5);
    await setStock(t, 5, 1);
    const res = await order(alice, [
      { productId: 4, qty: 2 },
      { productId: 5, qty: 2 },
    ]);
    expect(res.status).toBe(409);
    const conflict = stockConflictSchema.parse(res.body);
    const [{ company_name } = { company_name: '' }] = await queryRows<{ company_name: string }>(
      t.db.orm,
      sql`SELECT company_name FROM products WHERE id = 5`,
    );
    expect(conflict).toEqual({
      message: `Not enough stock for ${company_name}`,
      productId: 5,
      company_name,
      available: 1,
    });
    expect(await stockRow(t, 4)).toEqual({ qty: 5, unsold: 5 });
    expect(await stockRow(t, 5)).toEqual({ qty: 1, unsold: 1 });
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS n FROM order_items WHERE product_id IN (4, 5)`,
    );
    expect(Number(n)).toBe(0);
  });

  it('answers 404 for an unknown product and 400 for invalid orders', async () => {
    const unknown = await order(alice, [{ productId: 999_999, qty: 1 }]);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Product 999999 not found', productId: 999_999 });
    for (const body of [
      {},
      { items: [] },
      { items: [{ productId: 1, qty: 0 }] },
      { items: [{ productId: 1, qty: 11 }] },
      { items: [{ productId: '1', qty: 1 }] },
      { items: [{ productId: 1.5, qty: 1 }] },
      {
        items: [
          { productId: 1, qty: 1 },
          { productId: 1, qty: 2 },
        ],
      },
      'not json',
    ]) {
      const res = await call(t, 'POST', apiPaths.order, { token: alice.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  // Two connections at once: PostgreSQL only (PGlite has one).
  it.runIf(driver === 'postgres')(
    'charges the price current when the keys are sold: a price changed after it was read prices the order again',
    async () => {
      await setStock(t, 6, 3);
      const price = async () =>
        Number(
          (
            await queryRows<{ price: string }>(t.db.orm, sql`SELECT price::text FROM products WHERE id = 6`)
          )[0]!.price,
        );
      const before = await price();
      let ordered: ReturnType<typeof order> | undefined;
      // Holds product 6 while the order reads its price and then waits for the product at its sale; the price
      // changes before the order gets the product.
      await t.db.orm.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM products WHERE id = 6 FOR NO KEY UPDATE`);
        ordered = order(alice, [{ productId: 6, qty: 1 }]);
        await expect
          .poll(
            async () =>
              (
                await queryRows<{ n: number }>(
                  tx,
                  sql`SELECT count(*)::int AS n FROM pg_stat_activity
                      WHERE pg_blocking_pids(pid) @> ARRAY[pg_backend_pid()]`,
                )
              )[0]!.n,
            { timeout: 5_000 },
          )
          .toBe(1);
        await tx.execute(sql`UPDATE products SET price = price + 1 WHERE id = 6`);
      });
      const res = await ordered!;
      expect(res.status).toBe(201);
      const placed = orderSchema.parse(res.body);
      expect(placed.items[0]?.unitPrice).toBe(before + 1);
      expect(placed.total).toBe(before + 1);
      const [line] = await queryRows<{ unit_price: string }>(
        t.db.orm,
        sql`SELECT unit_price::text FROM order_items WHERE order_id = ${placed.id}`,
      );
      expect(Number(line?.unit_price)).toBe(before + 1);
      expect(await stockRow(t, 6)).toEqual({ qty: 2, unsold: 2 });
    },
  );

  describe('Idempotency-Key', () => {
    it('returns the first order again for a sequential retry and sells its keys once', async () => {
      await setStock(t, 6, 5);
      const headers = { 'Idempotency-Key': 'retry-key-0001' };
      const first = await order(alice, [{ productId: 6, qty: 2 }], headers);
      const again = await order(alice, [{ productId: 6, qty: 2 }], headers);
      expect(first.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await stockRow(t, 6)).toEqual({ qty: 3, unsold: 3 });
    });

    it('returns one order to concurrent requests with the same key', async () => {
      await setStock(t, 7, 10);
      const headers = { 'Idempotency-Key': 'concurrent-key-0001' };
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => order(bob, [{ productId: 7, qty: 2 }], headers)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(await stockRow(t, 7)).toEqual({ qty: 8, unsold: 8 });
      expect((await soldKeys(answers[0]!.body.id)).length).toBe(2);
    });

    it('keeps keys per user, rejects reuse for another order (422) and invalid keys (400)', async () => {
      await setStock(t, 8, 5);
      const headers = { 'Idempotency-Key': 'shared-key-0001' };
      const a = await order(alice, [{ productId: 8, qty: 1 }], headers);
      const b = await order(bob, [{ productId: 8, qty: 1 }], headers);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.id).not.toBe(b.body.id);

      const other = await order(alice, [{ productId: 8, qty: 2 }], headers);
      expect(other.status).toBe(422);
      expect(other.body.message).toBe('This Idempotency-Key was already used for a different order');

      for (const key of ['short', 'x'.repeat(129), 'bad key with spaces', 'ünïcödé-key-1234']) {
        const res = await order(alice, [{ productId: 8, qty: 1 }], { 'Idempotency-Key': key });
        expect(res.status, key).toBe(400);
        expect(res.body.message).toMatch(/Idempotency-Key/);
      }
      expect(await stockRow(t, 8)).toEqual({ qty: 3, unsold: 3 });
    });

    it('lets a retry place the order when the first attempt failed for lack of stock', async () => {
      await setStock(t, 9, 0);
      const headers = { 'Idempotency-Key': 'after-restock-01' };
      expect((await order(alice, [{ productId: 9, qty: 1 }], headers)).status).toBe(409);
      await setStock(t, 9, 1);
      expect((await order(alice, [{ productId: 9, qty: 1 }], headers)).status).toBe(201);
    });
  });

  describe('keys and inventory', () => {
    it('shows an order’s keys to its owner only (404 for others, unknown and malformed ids)', async () => {
      await setStock(t, 10, 3);
      const { placed } = await buy(t, alice, [{ productId: 10, qty: 2 }]);
      const res = await call(t, 'GET', apiPaths.orderKeys(placed.body.id), { token: alice.token });
      expect(res.status).toBe(200);
      const body = orderKeysResponseSchema.parse(res.body);
      expect(body.orderId).toBe(placed.body.id);
      expect(body.keys.map((k) => k.key).sort()).toEqual((await soldKeys(placed.body.id)).map((k) => k.key));
      expect(body.keys[0]).toMatchObject({ productId: 10, company_name: placed.body.items[0].company_name });
      expect(body.keys[0]?.platform).toEqual(expect.any(String));

      for (const id of [
        placed.body.id,
        '00000000-0000-4000-8000-000000000000',
        'not-a-uuid',
        "1' OR '1'='1",
      ]) {
        const other = await call(t, 'GET', apiPaths.orderKeys(id), { token: bob.token });
        expect(other.status, id).toBe(404);
        expect(other.body).toEqual({ message: 'Order not found' });
      }
    });

    it('masks unrevealed keys and reveals one (first time recorded), to its owner only', async () => {
      await setStock(t, 11, 2);
      const { placed } = await buy(t, bob, [{ productId: 11, qty: 2 }]);
      const [first, second] = await soldKeys(placed.body.id);
      const inv = await call(t, 'GET', apiPaths.inventory, { token: bob.token });
      expect(inv.status).toBe(200);
      const items = inventoryResponseSchema.parse(inv.body).items.filter((i) => i.orderId === placed.body.id);
      expect(items).toHaveLength(2);
      for (const item of items) {
        expect(item.revealedAt).toBeNull();
        expect(item.key).toMatch(/^X{5}-X{5}-[0-9A-Z]{5}$/);
        expect([first!.key, second!.key].map(maskKey)).toContain(item.key);
        expect(item).toMatchObject({ productId: 11, company_name: placed.body.items[0].company_name });
      }
      const target = items[0]!;
      expect((await revealKey(t, alice, target.keyId)).status).toBe(404);
      expect((await revealKey(t, bob, 'nope')).status).toBe(404);

      const revealed = await revealKey(t, bob, target.keyId);
      expect(revealed.status).toBe(200);
      const body = revealResponseSchema.parse(revealed.body);
      expect(maskKey(body.key)).toBe(target.key);
      const again = await revealKey(t, bob, target.keyId);
      expect(again.body).toEqual(body);

      const after = await inventoryOf(t, bob);
      expect(after.find((i) => i.keyId === target.keyId)).toMatchObject({
        key: body.key,
        revealedAt: body.revealedAt,
      });
      expect(after.find((i) => i.keyId === items[1]!.keyId)?.revealedAt).toBeNull();
      // Alice's inventory holds none of Bob's keys.
      const alices = await inventoryOf(t, alice);
      expect(alices.some((i) => i.orderId === placed.body.id)).toBe(false);
    });

    it('counts fetching an order’s keys as revealing them', async () => {
      await setStock(t, 12, 1);
      const { placed } = await buy(t, alice, [{ productId: 12, qty: 1 }]);
      await call(t, 'GET', apiPaths.orderKeys(placed.body.id), { token: alice.token });
      const items = (await inventoryOf(t, alice)).filter((i) => i.orderId === placed.body.id);
      expect(items[0]?.revealedAt).toEqual(expect.any(String));
      expect(items[0]?.key).not.toMatch(/^X/);
    });
  });

  it('sells a product with 10 keys to exactly 10 of 50 parallel orders from 5 users, no key twice', async () => {
    const users = [
      alice,
      bob,
      ...(await Promise.all([signUp(t, 'carol'), signUp(t, 'dave'), signUp(t, 'erin')])),
    ];
    const keys = await setStock(t, 1, 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => order(users[i % users.length]!, [{ productId: 1, qty: 1 }])),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(stockConflictSchema.parse(a.body)).toMatchObject({ productId: 1, available: 0 });
    }
    const sold = (await keysWhere(t, sql`product_id = 1`)).filter((k) => keys.includes(k.key));
    const orderIds = answers.filter((a) => a.status === 201).map((a) => a.body.id as string);
    expect(sold.map((k) => k.orderId).sort()).toEqual([...orderIds].sort());
    expect(new Set(sold.map((k) => k.orderId)).size).toBe(10);
    expect(await stockRow(t, 1)).toEqual({ qty: 0, unsold: 0 });
  });
});
