import { adminApiPaths, apiPaths, auditResponseSchema, productPagePath } from '@keyshop/contracts';
import {
  adminKeyRevealSchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  COVER_MAX_BYTES,
  type AdminProductRequestInput,
} from '@keyshop/contracts/admin-products';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import { CLI_ACTOR, setRole } from '../src/services/roles';
import { call, placeOrder, signUp, type Session } from './api';
import { forEachDriver, setStock, startTestApp, type TestApp } from './helpers';
import { buy } from './payments-helpers';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7356a810000000049454e44ae426082',
    'hex',
  ),
]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]);

const game: AdminProductRequestInput = {
  company_name: 'Operator Quest: Night Shift',
  description: 'A game the operator added by hand.',
  short_description: 'Hand-made.',
  platform: 'gog',
  genres: ['RPG', 'Indie'],
  regionalLimitations: { kind: 'regions', regions: ['EU', 'UK'] },
  price: '19.99',
};

forEachDriver('admin products and sales', (driver) => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 4, env: { REGISTER_MAX_PER_IP: '1000' } });
    [admin, shopper] = await Promise.all([signUp(t, 'admin'), signUp(t, 'shopper')]);
    await setRole(t.db.orm, CLI_ACTOR, admin.user.email, 'admin');
  });
  afterAll(() => t.close());

  const as = (s: Session | undefined) => (method: string, url: string, body?: unknown) =>
    call(t, method, url, { body, token: s?.token });
  const upload = (id: number, bytes: Buffer, token = admin.token) =>
    fetch(`${t.baseUrl}${adminApiPaths.cover(id)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: bytes,
    });
  const storefront = (id: number) => call(t, 'GET', `${apiPaths.products}/${id}`);
  const searchIds = async (text: string) =>
    (
      (await call(t, 'GET', `${apiPaths.products}?search=${encodeURIComponent(text)}`)).body.results as {
        id: number;
      }[]
    ).map((p) => p.id);
  const sitemapHas = async (id: number) =>
    (await (await fetch(`${t.baseUrl}/sitemaps/products-1.xml`)).text()).includes(`${productPagePath(id)}<`);
  const history = (id: number) =>
    queryRows<{ changed_at: Date | string; price: string }>(
      t.db.orm,
      sql`SELECT changed_at, price::text FROM price_history WHERE product_id = ${id} ORDER BY changed_at`,
    ).then((rows) => rows.map((row) => [new Date(row.changed_at).toISOString(), Number(row.price)] as const));
  const lastAudit = async () =>
    auditResponseSchema.parse((await as(admin)('GET', `${adminApiPaths.audit}?pageSize=1`)).body).entries[0]!;

  it('creates a product unpublished, shows it once published and hides it again everywhere, audited', async () => {
    const created = await as(admin)('POST', adminApiPaths.products, game);
    expect(created.status).toBe(201);
    const { product, published, sale } = adminProductResponseSchema.parse(created.body);
    expect(product).toMatchObject({
      company_name: game.company_name,
      price: 19.99,
      platforms: expect.objectContaining({ gog: true, steam: false }),
      genres: ['RPG', 'Indie'],
      regionalLimitations: { kind: 'regions', regions: ['EU', 'UK'] },
      qty: 0,
    });
    expect([published, sale]).toEqual([false, null]);
    expect(await lastAudit()).toMatchObject({
      actor: admin.user.email,
      action: 'product.create',
      targetId: String(product.id),
      before: null,
      after: { company_name: game.company_name, published: false },
    });
    expect((await history(product.id)).map(([, price]) => price)).toEqual([19.99]);

    expect((await storefront(product.id)).status).toBe(404);
    expect(await searchIds('Night Shift')).toEqual([]);
    expect(await sitemapHas(product.id)).toBe(false);

    const shown = await as(admin)('PUT', adminApiPaths.publish(product.id), { published: true });
    expect(adminProductResponseSchema.parse(shown.body).published).toBe(true);
    expect((await storefront(product.id)).body.result).toMatchObject({ id: product.id, price: 19.99 });
    expect(await searchIds('Night Shift')).toEqual([product.id]);
    expect(await sitemapHas(product.id)).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: 'product.publish',
      before: { published: false },
      after: { published: true },
    });
    const listed = adminProductListResponseSchema.parse(
      (await as(admin)('GET', `${adminApiPaths.products}?q=night%20shift`)).body,
    );
    expect(listed.products).toEqual([
      {
        id: product.id,
        company_name: game.company_name,
        price: 19.99,
        qty: 0,
        published: true,
        onSale: false,
        lowStockThreshold: null,
      },
    ]);
    expect(listed.defaultThreshold).toBe(5);
    await as(admin)('PUT', adminApiPaths.lowStock(product.id), { threshold: 12 });
    const own = adminProductListResponseSchema.parse(
      (await as(admin)('GET', `${adminApiPaths.products}?q=${product.id}`)).body,
    );
    expect(own.products.find((row) => row.id === product.id)?.lowStockThreshold).toBe(12);
    const one = adminProductResponseSchema.parse(
      (await as(admin)('GET', adminApiPaths.product(product.id))).body,
    );
    expect(one.lowStockThreshold).toBe(12);

    await setStock(t, product.id, 2);
    await as(admin)('PUT', adminApiPaths.publish(product.id), { published: false });
    expect((await storefront(product.id)).status).toBe(404);
    expect(await searchIds('Night Shift')).toEqual([]);
    expect(await sitemapHas(product.id)).toBe(false);
    const order = await placeOrder(t, shopper, [{ productId: product.id, qty: 1 }]);
    expect(order.status).toBe(404);
  });

  it('edits a product, recording the new price in the history, and names the field of bad input', async () => {
    const edited = await as(admin)('PUT', adminApiPaths.product(2), {
      ...game,
      company_name: 'Renamed',
      price: 7.5,
    });
    expect(edited.status).toBe(200);
    expect(adminProductResponseSchema.parse(edited.body).product).toMatchObject({
      company_name: 'Renamed',
      price: 7.5,
    });
    expect((await storefront(2)).body.result).toMatchObject({ company_name: 'Renamed', price: 7.5 });
    expect((await history(2)).at(-1)![1]).toBe(7.5);
    expect(await lastAudit()).toMatchObject({ action: 'product.update', after: { price: 7.5 } });

    const cases: [unknown, string, string][] = [
      [{ ...game, company_name: ' ' }, 'company_name', 'Name is required'],
      [{ ...game, price: -1 }, 'price', 'Price must be above 0'],
      [{ ...game, price: 'cheap' }, 'price', 'Price must be written like 16, 16.5 or 16,50'],
      [{ ...game, price: null }, 'price', 'Price must be a number'],
      [{ ...game, price: 1.234 }, 'price', 'Price must be in whole cents'],
      [{ ...game, platform: 'amiga' }, 'platform', 'Platform must be one of'],
      // Inherited properties of a lookup object are no platform.
      [{ ...game, platform: '__proto__' }, 'platform', 'Platform must be one of'],
      [{ ...game, platform: 'constructor' }, 'platform', 'Platform must be one of'],
      [{ ...game, platform: 'toString' }, 'platform', 'Platform must be one of'],
      // Prices as typed are read strictly, never guessed.
      ...['0x10', '1e3', ' 16 ', '16.001', '-1', '+16', '1,000.00', ''].map(
        (price): [unknown, string, string] => [
          { ...game, price },
          'price',
          'Price must be written like 16, 16.5 or 16,50',
        ],
      ),
      // A name is one line: no CR/LF or other control characters (C0 and C1).
      ...['Evil\r\nX-Header: 1', 'Tab\there', 'Bell\u0007', 'Next\u0085line', 'Sep\u2028line'].map(
        (company_name): [unknown, string, string] => [
          { ...game, company_name },
          'company_name',
          'Name must be one line without control characters',
        ],
      ),
      [{ ...game, regionalLimitations: { kind: 'regions', regions: ['MARS'] } }, 'regionalLimitations', ''],
    ];
    for (const [body, field, message] of cases) {
      const bad = await as(admin)('PUT', adminApiPaths.product(2), body);
      expect([field, bad.status]).toEqual([field, 400]);
      expect(bad.body.errors[0]).toMatchObject({ field, message: expect.stringContaining(message) });
    }
    expect((await as(admin)('PUT', adminApiPaths.product(999_999), game)).status).toBe(404);
    expect((await storefront(2)).body.result).toMatchObject({ company_name: 'Renamed', price: 7.5 });
  });

  it('reads a typed price with a point or a comma and at most two decimals', async () => {
    for (const [price, euros] of [
      ['16', 16],
      ['16.5', 16.5],
      ['16.50', 16.5],
      ['16,50', 16.5],
      [16.25, 16.25],
    ] as const) {
      const saved = await as(admin)('PUT', adminApiPaths.product(4), { ...game, price });
      expect([price, saved.status, saved.body.product?.price]).toEqual([price, 200, euros]);
    }
  });

  it('schedules a sale with its price changes in the history, refusing bad sales by field', async () => {
    const regular = (await storefront(3)).body.result.price as number;
    const startsAt = new Date(Date.now() + 3_600_000).toISOString();
    const endsAt = new Date(Date.now() + 7_200_000).toISOString();
    const cases: [unknown, string, string][] = [
      [{ price: 1, startsAt: endsAt, endsAt: startsAt }, 'endsAt', 'End must be after the start'],
      [{ price: -2, startsAt, endsAt }, 'price', 'Sale price must be above 0'],
      [{ price: regular, startsAt, endsAt }, 'price', 'Sale price must be below the regular price'],
      [{ price: 1, startsAt: 'tomorrow', endsAt }, 'startsAt', 'Start must be an ISO date-time'],
      [
        { price: 1, startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-01-02T00:00:00Z' },
        'endsAt',
        'End must be in the future',
      ],
    ];
    for (const [body, field, message] of cases) {
      const bad = await as(admin)('PUT', adminApiPaths.sale(3), body);
      expect([field, bad.status, bad.body.errors?.[0]]).toEqual([
        field,
        400,
        { field, message: expect.stringContaining(message) },
      ]);
    }
    const salePrice = Math.round(regular * 50) / 100;
    const set = await as(admin)('PUT', adminApiPaths.sale(3), { price: salePrice, startsAt, endsAt });
    expect(adminProductResponseSchema.parse(set.body).sale).toEqual({ price: salePrice, startsAt, endsAt });
    expect((await history(3)).slice(-2)).toEqual([
      [startsAt, salePrice],
      [endsAt, regular],
    ]);
    expect(await lastAudit()).toMatchObject({ action: 'product.sale', before: { sale: null } });

    // A new regular price moves where the sale's end returns to; cancelling drops the changes ahead.
    await as(admin)('PUT', adminApiPaths.product(3), { ...game, price: regular + 1 });
    expect((await history(3)).at(-1)).toEqual([endsAt, regular + 1]);
    const cancelled = await as(admin)('DELETE', adminApiPaths.sale(3));
    expect(adminProductResponseSchema.parse(cancelled.body).sale).toBeNull();
    expect((await history(3)).filter(([at]) => at >= startsAt)).toEqual([]);
  });

  it('takes a PNG or WebP cover checked by its bytes and size, and serves it', async () => {
    const res = await upload(4, PNG);
    expect(res.status).toBe(200);
    const { img } = (await res.json()) as { img: string };
    expect(img).toMatch(/^\/images\/products\/4\/cover-[0-9a-f]{16}\.png$/);
    expect((await storefront(4)).body.result.img).toBe(img);
    const served = await fetch(`${t.baseUrl}${img}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect((await lastAudit()).after).toMatchObject({ img });

    const webp = (await (await upload(4, WEBP)).json()) as { img: string };
    expect(webp.img).toMatch(/\.webp$/);
    expect((await fetch(`${t.baseUrl}${img}`)).status).toBe(404);

    const named = await upload(4, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect([named.status, await named.json()]).toEqual([
      400,
      {
        message: 'The image must be a PNG, JPEG or WebP file',
        errors: [{ field: 'file', message: 'The image must be a PNG, JPEG or WebP file' }],
      },
    ]);
    const empty = await upload(4, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const huge = await upload(4, Buffer.concat([PNG, Buffer.alloc(COVER_MAX_BYTES)]));
    expect([huge.status, await huge.json()]).toMatchObject([
      413,
      { message: 'The image is larger than 2 MB' },
    ]);
    expect((await storefront(4)).body.result.img).toBe(webp.img);
  });

  it('reveals a sold key of an order to an admin only, audited; never a reserved one', async () => {
    await setStock(t, 1, 3);
    const { order } = await buy(t, shopper, [{ productId: 1, qty: 1 }]);
    const key = (await call(t, 'GET', apiPaths.orderKeys(order.id), { token: shopper.token })).body.keys[0]
      .key;
    const owned = { keyId: (await as(admin)('GET', adminApiPaths.order(order.id))).body.keys[0].keyId, key };
    const url = adminApiPaths.revealKey(order.id, owned.keyId);
    expect((await as(undefined)('POST', url)).status).toBe(401);
    expect((await as(shopper)('POST', url)).status).toBe(403);
    const answer = await as(admin)('POST', url);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const revealed = adminKeyRevealSchema.parse(answer.body);
    expect(revealed).toEqual({ keyId: owned.keyId, key: owned.key });
    expect(await lastAudit()).toMatchObject({
      actor: admin.user.email,
      action: 'order.key_lookup',
      targetId: order.id,
      after: { keyId: owned.keyId, productId: 1 },
    });
    expect(JSON.stringify(await lastAudit())).not.toContain(owned.key);

    const reserved = await placeOrder(t, shopper, [{ productId: 1, qty: 1 }]);
    const detail = (await as(admin)('GET', adminApiPaths.order(reserved.body.id))).body;
    const held = await as(admin)('POST', adminApiPaths.revealKey(reserved.body.id, detail.keys[0].keyId));
    expect(held).toMatchObject({
      status: 409,
      body: { message: 'The order is not paid: its keys are only reserved' },
    });
    const elsewhere = await as(admin)('POST', adminApiPaths.revealKey(reserved.body.id, owned.keyId));
    expect(elsewhere).toMatchObject({ status: 404, body: { message: 'Key not found in this order' } });
  });

  it('shuts a demoted admin out of every product route and the key look-up at once', async () => {
    const boss = await signUp(t, 'boss');
    await setRole(t.db.orm, CLI_ACTOR, boss.user.email, 'admin');
    expect((await as(boss)('GET', adminApiPaths.product(1))).status).toBe(200);
    await setRole(t.db.orm, CLI_ACTOR, boss.user.email, 'shopper');
    const routes = t.app.adminRoutes.filter((route) => /products|reveal/.test(route.url));
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) {
      const url = route.url
        .replace(':keyId', crypto.randomUUID())
        .replace(':id', route.url.includes('orders') ? crypto.randomUUID() : '1');
      const denied = await as(boss)(route.method, url, route.method === 'GET' ? undefined : {});
      expect([route, denied.status]).toEqual([route, 403]);
    }
    expect((await upload(1, PNG, boss.token)).status).toBe(403);
  });
});
