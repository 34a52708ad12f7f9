import {
  apiPaths,
  CONSENT_REQUIRED_MESSAGE,
  orderSchema,
  withdrawalConsent,
  type Order,
} from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import {
  call,
  inventoryOf,
  placeOrder,
  productUpdateAfter,
  revealKey,
  startShop,
  stockRow,
  type Session,
} from './api';
import { payOrder } from './payments-helpers';
import { forEachDriver, setStock, type TestApp } from './helpers';

forEachDriver('consent and refunds', (driver) => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  beforeAll(async () => {
    ({ t, alice, bob } = await startShop(driver));
  });
  afterAll(() => t.close());

  const buy = async (s: Session, items: { productId: number; qty: number }[]): Promise<Order> => {
    const res = await placeOrder(t, s, items);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const paid = await payOrder(t, s, orderSchema.parse(res.body).id);
    expect(paid.status).toBe('paid');
    return paid;
  };
  const refund = (s: Session, orderId: string, keyIds?: string[]) =>
    call(t, 'POST', apiPaths.refundOrder(orderId), { token: s.token, body: keyIds ? { keyIds } : {} });
  const reveal = (s: Session, keyId: string) => revealKey(t, s, keyId);
  const keysOf = async (s: Session, orderId: string) =>
    (await inventoryOf(t, s))
      .filter((item) => item.orderId === orderId)
      .sort((a, b) => a.keyId.localeCompare(b.keyId));
  const ageOrder = (orderId: string, interval: string) =>
    t.db.orm.execute(sql`UPDATE orders SET created_at = now() - ${interval}::interval WHERE id = ${orderId}`);
  const unitPrice = (order: Order, productId: number) =>
    order.items.find((item) => item.productId === productId)!.unitPrice;

  describe('withdrawal consent', () => {
    it('refuses an order without the consent (400, clear message) and sells nothing', async () => {
      await setStock(t, 1, 3);
      for (const consent of [undefined, { accepted: false, version: withdrawalConsent.version }, true]) {
        const res = await call(t, 'POST', apiPaths.order, {
          token: alice.token,
          body: { items: [{ productId: 1, qty: 1 }], consent },
        });
        expect(res.status, JSON.stringify(consent)).toBe(400);
        expect(res.body.message).toBe(CONSENT_REQUIRED_MESSAGE);
        expect(res.body.errors[0].field).toMatch(/^consent/);
      }
      const outdated = await call(t, 'POST', apiPaths.order, {
        token: alice.token,
        body: { items: [{ productId: 1, qty: 1 }], consent: { accepted: true, version: '2020-01-01' } },
      });
      expect(outdated.status).toBe(400);
      expect(outdated.body.message).toMatch(/consent text has changed/);
      expect(await stockRow(t, 1)).toEqual({ qty: 3, unsold: 3 });
    });

    it('stores the consent time and text version with the order and repeats them in every answer', async () => {
      await setStock(t, 1, 3);
      const before = Date.now();
      const placed = await buy(alice, [{ productId: 1, qty: 1 }]);
      expect(placed.consent).toEqual({
        acceptedAt: placed.createdAt,
        version: withdrawalConsent.version,
        text: withdrawalConsent.text,
      });
      expect(Date.parse(placed.consent!.acceptedAt)).toBeGreaterThanOrEqual(before - 5_000);
      const [stored] = await queryRows<{ consent_version: string; consent_text: string }>(
        t.db.orm,
        sql`SELECT consent_version, consent_text FROM orders WHERE id = ${placed.id}`,
      );
      expect(stored).toEqual({
        consent_version: withdrawalConsent.version,
        consent_text: withdrawalConsent.text,
      });
      const detail = await call(t, 'GET', apiPaths.orderDetail(placed.id), { token: alice.token });
      expect(detail.status).toBe(200);
      expect(orderSchema.parse(detail.body)).toEqual(placed);
      const list = await call(t, 'GET', apiPaths.orders, { token: alice.token });
      expect(list.body.orders.find((o: Order) => o.id === placed.id)).toEqual(placed);
      expect((await call(t, 'GET', apiPaths.orderDetail(placed.id), { token: bob.token })).status).toBe(404);
    });
  });

  describe('refunds', () => {
    it('refunds a whole unrevealed order: keys back in the pool, stock up, productUpdate, status and amount', async () => {
      await setStock(t, 2, 5);
      await setStock(t, 3, 5);
      const placed = await buy(alice, [
        { productId: 2, qty: 2 },
        { productId: 3, qty: 1 },
      ]);
      expect(placed).toMatchObject({ status: 'paid', refund: null });
      expect(Date.parse(placed.refundableUntil) - Date.parse(placed.createdAt)).toBe(14 * 86_400_000);
      const keyIds = (await keysOf(alice, placed.id)).map((key) => key.keyId);
      expect(await stockRow(t, 2)).toEqual({ qty: 3, unsold: 3 });

      let refunded: Order | undefined;
      const event = await productUpdateAfter(t, 2, async () => {
        const res = await refund(alice, placed.id);
        expect(res.status).toBe(200);
        refunded = orderSchema.parse(res.body);
      });
      expect(event).toEqual({ productId: 2, qty: 5, totalQty: 5 });
      expect(refunded!.status).toBe('refunded');
      expect(refunded!.refund?.amount).toBeCloseTo(placed.total, 2);
      expect(Date.parse(refunded!.refund!.refundedAt)).toBeGreaterThanOrEqual(Date.parse(placed.createdAt));
      expect(refunded!.items.map((item) => [item.productId, item.qty, item.refundedQty])).toEqual([
        [2, 2, 2],
        [3, 1, 1],
      ]);
      expect(await stockRow(t, 2)).toEqual({ qty: 5, unsold: 5 });
      expect(await stockRow(t, 3)).toEqual({ qty: 5, unsold: 5 });
      const pooled = await queryRows<{ order_id: string | null; sold_at: Date | null }>(
        t.db.orm,
        sql`SELECT order_id, sold_at FROM product_keys WHERE id IN ${keyIds}`,
      );
      expect(pooled).toEqual(keyIds.map(() => ({ order_id: null, sold_at: null })));
      expect(await keysOf(alice, placed.id)).toEqual([]);
      const listed = (await call(t, 'GET', apiPaths.orders, { token: alice.token })).body.orders;
      expect(listed.find((o: Order) => o.id === placed.id).status).toBe('refunded');
    });

    it('refunds key by key (partly refunded), and a repeated refund changes nothing', async () => {
      await setStock(t, 4, 5);
      await setStock(t, 5, 5);
      const placed = await buy(bob, [
        { productId: 4, qty: 2 },
        { productId: 5, qty: 1 },
      ]);
      const keys = await keysOf(bob, placed.id);
      const first = keys.find((key) => key.productId === 4)!;
      const res = await refund(bob, placed.id, [first.keyId]);
      expect(res.status).toBe(200);
      const partly = orderSchema.parse(res.body);
      expect(partly.status).toBe('partially_refunded');
      expect(partly.refund?.amount).toBeCloseTo(unitPrice(placed, 4), 2);
      expect(partly.items.find((item) => item.productId === 4)?.refundedQty).toBe(1);
      expect(await stockRow(t, 4)).toEqual({ qty: 4, unsold: 4 });

      const again = await Promise.all([
        refund(bob, placed.id, [first.keyId]),
        refund(bob, placed.id, [first.keyId]),
      ]);
      expect(again.map((a) => a.status)).toEqual([200, 200]);
      expect(again.map((a) => a.body)).toEqual([partly, partly]);
      expect(await stockRow(t, 4)).toEqual({ qty: 4, unsold: 4 });

      // The refunded key's new life in the pool does not make it refundable from this order again.
      const rest = await refund(bob, placed.id);
      const whole = orderSchema.parse(rest.body);
      expect(whole.status).toBe('refunded');
      expect(whole.refund?.amount).toBeCloseTo(placed.total, 2);
      expect((await refund(bob, placed.id)).body).toEqual(whole);
      expect(
        (
          await refund(
            bob,
            placed.id,
            keys.map((key) => key.keyId),
          )
        ).body,
      ).toEqual(whole);
      expect(await stockRow(t, 4)).toEqual({ qty: 5, unsold: 5 });
      expect(await stockRow(t, 5)).toEqual({ qty: 5, unsold: 5 });
    });

    it('never refunds a revealed key (alone or in a whole refund); the unrevealed one still can be', async () => {
      await setStock(t, 6, 5);
      const placed = await buy(alice, [{ productId: 6, qty: 2 }]);
      const [shown, hidden] = await keysOf(alice, placed.id);
      expect((await reveal(alice, shown!.keyId)).status).toBe(200);
      for (const keyIds of [[shown!.keyId], undefined, [shown!.keyId, hidden!.keyId]]) {
        const res = await refund(alice, placed.id, keyIds);
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ message: 'A revealed key cannot be refunded', keyId: shown!.keyId });
      }
      expect(await stockRow(t, 6)).toEqual({ qty: 3, unsold: 3 });
      const ok = await refund(alice, placed.id, [hidden!.keyId]);
      expect(ok.status).toBe(200);
      expect(ok.body.status).toBe('partially_refunded');
      expect(await stockRow(t, 6)).toEqual({ qty: 4, unsold: 4 });
    });

    it('refunds within 14 days of the order only', async () => {
      await setStock(t, 7, 5);
      const late = await buy(alice, [{ productId: 7, qty: 1 }]);
      await ageOrder(late.id, '14 days 1 minute');
      const res = await refund(alice, late.id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Orders can be refunded within 14 days of purchase only');
      const inTime = await buy(alice, [{ productId: 7, qty: 1 }]);
      await ageOrder(inTime.id, '13 days 23 hours 59 minutes');
      expect((await refund(alice, inTime.id)).status).toBe(200);
      expect(await stockRow(t, 7)).toEqual({ qty: 4, unsold: 4 });
    });

    it('lets only the owner refund: anyone else, unknown and malformed ids get 404', async () => {
      await setStock(t, 8, 5);
      const placed = await buy(alice, [{ productId: 8, qty: 1 }]);
      const other = await buy(bob, [{ productId: 8, qty: 1 }]);
      const [aliceKey] = await keysOf(alice, placed.id);
      const [bobKey] = await keysOf(bob, other.id);
      for (const [s, id, keyIds] of [
        [bob, placed.id, undefined],
        [bob, placed.id, [aliceKey!.keyId]],
        [alice, '00000000-0000-4000-8000-000000000000', undefined],
        [alice, 'not-a-uuid', undefined],
      ] as const) {
        const res = await refund(s, id, keyIds ? [...keyIds] : undefined);
        expect(res.status, id).toBe(404);
        expect(res.body).toEqual({ message: 'Order not found' });
      }
      const foreignKey = await refund(alice, placed.id, [bobKey!.keyId]);
      expect(foreignKey.status).toBe(404);
      expect(foreignKey.body).toEqual({ message: 'Key not found in this order', keyId: bobKey!.keyId });
      expect((await call(t, 'POST', apiPaths.refundOrder(placed.id), { body: {} })).status).toBe(401);
      expect(await stockRow(t, 8)).toEqual({ qty: 3, unsold: 3 });
    });

    it('answers 400 for malformed refund requests', async () => {
      await setStock(t, 9, 2);
      const placed = await buy(alice, [{ productId: 9, qty: 1 }]);
      const [key] = await keysOf(alice, placed.id);
      for (const body of [{ keyIds: [] }, { keyIds: ['nope'] }, { keyIds: [key!.keyId, key!.keyId] }, []]) {
        const res = await call(t, 'POST', apiPaths.refundOrder(placed.id), { token: alice.token, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toEqual(expect.any(String));
      }
    });

    it('lets exactly one of a refund and a reveal of the same key win, at the same moment', async () => {
      const rounds = 10;
      await setStock(t, 10, rounds);
      const orders = await Promise.all(
        Array.from({ length: rounds }, () => buy(bob, [{ productId: 10, qty: 1 }])),
      );
      const keys = await Promise.all(orders.map(async (o) => (await keysOf(bob, o.id))[0]!));
      const results = await Promise.all(
        orders.map(async (o, i) => {
          const keyId = keys[i]!.keyId;
          // The reveal leaves up to 40 ms before or after the refund, so each side wins some rounds.
          const offset = (i - rounds / 2) * 8;
          const later = <T>(ms: number, send: () => Promise<T>) =>
            new Promise<T>((resolve) => setTimeout(() => resolve(send()), Math.max(0, ms)));
          const [refunded, revealed] = await Promise.all([
            later(-offset, () => refund(bob, o.id, [keyId])),
            later(offset, () => reveal(bob, keyId)),
          ]);
          return { keyId, refunded, revealed };
        }),
      );
      let refunds = 0;
      for (const { keyId, refunded, revealed } of results) {
        const [row] = await queryRows<{ order_id: string | null; revealed_at: Date | null }>(
          t.db.orm,
          sql`SELECT order_id, revealed_at FROM product_keys WHERE id = ${keyId}`,
        );
        if (refunded.status === 200) {
          refunds++;
          expect(revealed.status).toBe(404);
          expect(row).toEqual({ order_id: null, revealed_at: null });
        } else {
          expect(refunded.status).toBe(409);
          expect(revealed.status).toBe(200);
          expect(row?.order_id).not.toBeNull();
          expect(row?.revealed_at).not.toBeNull();
        }
      }
      expect(await stockRow(t, 10)).toEqual({ qty: refunds, unsold: refunds });
    });

    it('lets exactly one of a whole refund and the order keys fetch win', async () => {
      const rounds = 6;
      await setStock(t, 11, rounds);
      const orders = await Promise.all(
        Array.from({ length: rounds }, () => buy(alice, [{ productId: 11, qty: 1 }])),
      );
      const results = await Promise.all(
        orders.map((o) =>
          Promise.all([
            refund(alice, o.id),
            call(t, 'GET', apiPaths.orderKeys(o.id), { token: alice.token }),
          ]),
        ),
      );
      for (const [refunded, fetched] of results) {
        expect([refunded.status, fetched.status].sort()).toEqual(
          refunded.status === 200 ? [200, 404] : [200, 409],
        );
      }
      const won = results.filter(([refunded]) => refunded.status === 200).length;
      expect(await stockRow(t, 11)).toEqual({ qty: won, unsold: won });
    });
  });
});
