import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { adminApiPaths } from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import { CLI_ACTOR, setRole } from '../src/services/roles';
import { call, everyView, signUp, type Session } from './api';
import { forEachDriver, startTestApp, TEST_REDIS_URL, type TestApp } from './helpers';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const withPages = existsSync(`${webDist}/server`);
const PRODUCT = 2;

/**
 * What one look at a process saw, when the request went out and its answer came back, and until when (at the
 * latest) its product page's Cache-Control lets a CDN serve it, fresh or stale.
 */
type Sample = { process: number; sent: number; answered: number; prices: number[]; cdnUntil?: number };

/** The prices list, search, detail (and the product page, when the web app is built) show. */
async function look(t: TestApp, process: number): Promise<Sample> {
  const sent = Date.now();
  const prices = (await everyView(t, PRODUCT)).map((p) => Number(p.price));
  let cdnUntil: number | undefined;
  if (withPages) {
    const pageSent = Date.now();
    const page = await fetch(`${t.baseUrl}/product/${PRODUCT}`);
    const [fresh, stale] = /s-maxage=(\d+), stale-while-revalidate=(\d+)/
      .exec(page.headers.get('cache-control') ?? '')!
      .slice(1)
      .map(Number) as [number, number];
    cdnUntil = pageSent + (fresh + stale) * 1000;
    const html = await page.text();
    // The page's offer, in its structured data (its first price; a sale adds the strikethrough price after).
    const price = /"@type":"Offer",[^}]*?"price":"([\d.]+)"/.exec(html)?.[1];
    prices.push(Number(price));
  }
  return { process, sent, answered: Date.now(), prices, cdnUntil };
}

/**
 * A sale set on one process starts and ends at its exact moments on every process (two on PostgreSQL + Redis,
 * one on PGlite), with no restart and no event at those moments: every look answered before the start shows the
 * regular price, every look sent after it the sale price, and the same at the end.
 */
forEachDriver('a scheduled sale switching on time', (driver) => {
  const twoProcesses = driver === 'postgres' && TEST_REDIS_URL !== undefined;
  let processes: TestApp[];
  let admin: Session;
  beforeAll(async () => {
    const redis = twoProcesses
      ? { redisUrl: TEST_REDIS_URL, redisPrefix: `keyshop-sale-${randomBytes(4).toString('hex')}` }
      : {};
    const pages = withPages ? { webDist } : {};
    const a = await startTestApp({ driver, products: 4, ...redis, ...pages });
    processes = [a];
    if (twoProcesses) processes.push(await startTestApp({ driver, schema: a.schema, ...redis, ...pages }));
    admin = await signUp(a, 'admin');
    await setRole(a.db.orm, CLI_ACTOR, admin.user.email, 'admin');
  }, 180_000);
  afterAll(async () => {
    await processes?.[1]?.close({ keepData: true });
    await processes?.[0]?.close();
  });

  it('shows the sale from its start to its end on every process, pages and searches included', async () => {
    const [a] = processes as [TestApp];
    const regular = Number((await everyView(a, PRODUCT))[0]!.price);
    const salePrice = Math.round(regular * 60) / 100;
    // Every process has rendered and kept its page and answers at the regular price first.
    for (const [i, t] of processes.entries()) {
      expect((await look(t, i)).prices.every((p) => p === regular)).toBe(true);
    }

    // Seconds apart: on a loaded machine one look at every view of both processes can take a second.
    const startsAt = Date.now() + 5_000;
    const endsAt = startsAt + 5_000;
    const set = await call(a, 'PUT', adminApiPaths.sale(PRODUCT), {
      token: admin.token,
      body: {
        price: salePrice,
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(endsAt).toISOString(),
      },
    });
    expect(set.status).toBe(200);
    const setAnswered = Date.now();

    const samples: Sample[] = [];
    // Until every process was looked at after the end (on a loaded machine one look can take seconds).
    const lookedAfterEnd = () => samples.filter((s) => s.sent >= endsAt).length >= processes.length;
    while (!lookedAfterEnd()) {
      for (const [i, t] of processes.entries()) {
        if (!samples.some((s) => s.process === i && s.sent >= endsAt)) samples.push(await look(t, i));
      }
    }
    const before = samples.filter((s) => s.answered < startsAt);
    const during = samples.filter((s) => s.sent >= startsAt && s.answered < endsAt);
    const after = samples.filter((s) => s.sent >= endsAt);
    const timeline = samples.map((s) => `${s.process}: ${s.sent - startsAt}..${s.answered - startsAt} ms`);
    // Every process was looked at during the sale and after it; before it, every look answered in time counts
    // (and the look before the sale was set).
    for (const phase of [during, after]) {
      expect(new Set(phase.map((s) => s.process)).size, timeline.join('\n')).toBe(processes.length);
    }
    const wrong = (phase: Sample[], price: number) =>
      phase
        .filter((s) => s.prices.some((p) => p !== price))
        .map((s) => ({ ...s, sent: s.sent - startsAt, answered: s.answered - startsAt }));
    expect(wrong(before, regular)).toEqual([]);
    expect(wrong(during, salePrice)).toEqual([]);
    expect(wrong(after, regular)).toEqual([]);
    // No CDN may keep a page across the switch after it: a page made before the start (or the end) is stale by
    // then. The other process hears of the sale over Redis, within moments of the answer.
    if (withPages) {
      const heard = (s: Sample) => s.process === 0 || s.sent >= setAnswered + 1_000;
      const kept = (phase: Sample[], until: number) =>
        phase.filter((s) => heard(s) && s.cdnUntil! > until).map((s) => s.cdnUntil! - until);
      expect(kept(before, startsAt)).toEqual([]);
      expect(kept(during, endsAt)).toEqual([]);
      expect(after.every((s) => s.cdnUntil! >= s.sent + 60_000)).toBe(true);
    }

    const history = await queryRows<{ changed_at: Date | string; price: string }>(
      a.db.orm,
      sql`SELECT changed_at, price::text FROM price_history WHERE product_id = ${PRODUCT} ORDER BY changed_at`,
    );
    expect(history.slice(-2).map((row) => [new Date(row.changed_at).getTime(), Number(row.price)])).toEqual([
      [startsAt, salePrice],
      [endsAt, regular],
    ]);
  }, 60_000);
});
