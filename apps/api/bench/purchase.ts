// The whole purchase from two API processes on PostgreSQL: "Buy now" (reserve and open the payment session in one
// POST on one process), enter 4242… on the test provider's page (the other process), the provider's signed
// webhook, delivery. Then
// the sweeper: 10,000 reservations ending at once, released by the processes' payment workers.
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { apiPaths, givenConsent, placedOrderResponseSchema, testCards } from '@keyshop/contracts';
import type pg from 'pg';
import { Pool } from 'undici';

export type PurchaseFigures = {
  paidPerSecond: number;
  paid: number;
  /** Orders that got no key (409) or whose payment did not land before the end. */
  soldOut: number;
  unpaid: number;
  oversells: number;
  doubleDeliveries: number;
  webhook: { count: number; p50: number; p99: number };
  /** From the card's payment (its webhook queued) to the webhook answered and its outbox job done, ms. */
  webhookLag: { p50: number; p99: number };
  /**
   * CPU time per paid order, ms (whole purchase: 2 requests, the webhook, delivery): API processes, PostgreSQL,
   * and the bench process itself (its requests and log reading, on the same cores).
   */
  cpuMsPerPaid: { api: number; database: number; client: number };
  /**
   * The same less what the processes burn when idle (timers, polling: measured for 2 s before the run) over the
   * run's length: what the purchases themselves cost, whatever their rate on a loaded machine.
   */
  cpuMsPerPaidNet: { api: number; database: number };
  sweeper: { reservations: number; seconds: number };
};

type Admin = <T>(run: (client: pg.Client) => Promise<T>) => Promise<T>;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Response times of the webhook route, read from the processes' request log lines while `record` is on. */
function webhookTimes(apis: ChildProcess[]) {
  const times: number[] = [];
  let record = false;
  for (const child of apis) {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!record || !line.includes('/api/payments/webhooks/')) return;
      try {
        const entry = JSON.parse(line) as { responseTime?: number; res?: { statusCode?: number } };
        if (entry.responseTime !== undefined && entry.res?.statusCode === 200) times.push(entry.responseTime);
      } catch {
        // not a log line of ours
      }
    });
  }
  return {
    times,
    start: () => void (record = true),
    stop: () => void (record = false),
  };
}

/** A load ends after so many seconds, or once so many purchases have started. */
type LoadLength = { seconds: number } | { purchases: number };

/**
 * Purchases before the measured run: V8 optimises the purchase's functions only after thousands of requests per
 * process, and a shorter warm-up measured that compiling, not the purchase (docs/benchmarks.md). Counted, not
 * timed, so a slow host warms as far as a fast one.
 */
const WARM_UP_PURCHASES = 4_000;

async function purchaseLoad(
  urls: string[],
  tokens: string[],
  products: { first: number; count: number },
  workers: number,
  length: LoadLength,
) {
  const deadline = 'seconds' in length ? Date.now() + length.seconds * 1000 : Infinity;
  const maxPurchases = 'purchases' in length ? length.purchases : Infinity;
  let soldOut = 0;
  let n = 0;
  // undici's pools, not fetch: the load runs on the same cores as the store, so what it spends is taken from it
  // (fetch cost more than twice as much per purchase: docs/benchmarks.md).
  const pools = new Map(urls.map((url) => [url, new Pool(url, { connections: workers })]));
  const post = async (base: string, path: string, token: string, body?: unknown) => {
    const response = await pools.get(base)!.request({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.statusCode,
      text: () => response.body.text(),
      json: () => response.body.json(),
    };
  };
  try {
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (Date.now() < deadline && n < maxPurchases) {
          const i = n++;
          const token = tokens[i % tokens.length]!;
          const [placeOn, payOn] = i % 2 ? [urls[0]!, urls[1]!] : [urls[1]!, urls[0]!];
          const productId = products.first + Math.floor(Math.random() * products.count);
          const placed = await post(placeOn, apiPaths.order, token, {
            items: [{ productId, qty: 1 }],
            consent: givenConsent,
            startPayment: true,
          });
          if (placed.status === 409) {
            soldOut++;
            await placed.text();
            continue;
          }
          if (placed.status !== 201) throw new Error(`order: ${placed.status} ${await placed.text()}`);
          const { paymentSession } = placedOrderResponseSchema.parse(await placed.json());
          if (!paymentSession) throw new Error('order: no payment session');
          const session = paymentSession.redirectUrl.split('/').pop()!;
          const paid = await post(payOn, apiPaths.testPaymentPay(session), token, {
            cardNumber: testCards.succeeds,
            expiry: '12/34',
            cvc: '123',
          });
          if (paid.status !== 200) throw new Error(`card: ${paid.status} ${await paid.text()}`);
          await paid.text();
        }
      }),
    );
  } finally {
    await Promise.all([...pools.values()].map((pool) => pool.close()));
  }
  return { soldOut };
}

/** The `n` a counting query answers. */
const count = (admin: Admin, query: string) =>
  admin(async (client) => Number((await client.query<{ n: string }>(query)).rows[0]!.n));

async function until(
  admin: Admin,
  query: string,
  done: (n: number) => boolean,
  timeoutMs: number,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const n = await count(admin, query);
    if (done(n) || Date.now() > deadline) return n;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** 10,000 orders holding one key each, their reservations ending at once; seconds until all are expired. */
async function sweeperRun(
  admin: Admin,
  sealKeys: () => Promise<void>,
  reservations: number,
): Promise<number> {
  await admin(async (client) => {
    await client.query(
      `INSERT INTO product_keys (product_id, plaintext_key) SELECT 1 + (n % 50), 'SWEEP-' || n FROM generate_series(1, $1::int) n`,
      [reservations],
    );
    await client.query(`
      WITH k AS (SELECT id, product_id, row_number() OVER () AS rn FROM product_keys
                 WHERE plaintext_key LIKE 'SWEEP-%' AND order_id IS NULL),
      o AS (INSERT INTO orders (user_id, total, status, amount_cents, reserved_until, response)
            SELECT NULL, 1, 'awaiting_payment', 100, now() + interval '1 hour', jsonb_build_object('sweep', rn) FROM k
            RETURNING id, (response->>'sweep')::bigint AS rn),
      i AS (INSERT INTO order_items (order_id, product_id, company_name, qty, unit_price)
            SELECT o.id, k.product_id, 'sweep', 1, 1 FROM o JOIN k USING (rn))
      UPDATE product_keys SET order_id = o.id FROM o JOIN k USING (rn) WHERE product_keys.id = k.id`);
  });
  await sealKeys();
  const started = performance.now();
  await admin((client) => client.query(`UPDATE orders SET reserved_until = now() WHERE response ? 'sweep'`));
  const left = await until(
    admin,
    `SELECT count(*) AS n FROM orders WHERE response ? 'sweep' AND status = 'awaiting_payment'`,
    (n) => n === 0,
    60_000,
  );
  if (left > 0) throw new Error(`sweeper: ${left} reservations still held after 60 s`);
  return (performance.now() - started) / 1000;
}

export async function benchPurchase(options: {
  admin: Admin;
  /** Seals the keys written in clear by the bench's SQL. */
  sealKeys: () => Promise<void>;
  urls: string[];
  apis: ChildProcess[];
  tokens: string[];
  seconds: number;
  workers: number;
  /** Order lines without their keys and stock that disagrees with the unsold keys (the bench's SQL check). */
  countOversells: () => Promise<number>;
  /** CPU time used so far, ms, by the API processes and by the database's backends. */
  cpu: () => Promise<{ api: number; database: number }>;
}): Promise<PurchaseFigures> {
  const { admin, urls, tokens, seconds, workers } = options;
  // Products 101..600 with 1,000 keys each: the purchases spread over them, never sold out.
  const first = 101;
  const products = 500;
  await admin((client) =>
    client.query(
      `INSERT INTO product_keys (product_id, plaintext_key)
       SELECT p, 'BUY-' || p || '-' || n FROM generate_series($1::int, $2::int) p, generate_series(1, 1000) n
       WHERE EXISTS (SELECT 1 FROM products WHERE id = p)`,
      [first, first + products - 1],
    ),
  );
  await options.sealKeys();
  const log = webhookTimes(options.apis);
  const paidSince = async (from: string) =>
    admin(async (client) =>
      Number(
        (await client.query<{ n: string }>(`SELECT count(*) AS n FROM orders WHERE paid_at >= $1`, [from]))
          .rows[0]!.n,
      ),
    );
  await purchaseLoad(urls, tokens, { first, count: 20 }, workers, { purchases: WARM_UP_PURCHASES });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idleFrom = await options.cpu();
  const idleStarted = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const idleTo = await options.cpu();
  const idleSeconds = (performance.now() - idleStarted) / 1000;
  const from = new Date().toISOString();
  log.start();
  const cpuBefore = await options.cpu();
  const started = performance.now();
  const clientBefore = process.cpuUsage();
  const run = await purchaseLoad(urls, tokens, { first, count: products }, workers, { seconds });
  const client = process.cpuUsage(clientBefore);
  const elapsed = (performance.now() - started) / 1000;
  const paidInRun = await paidSince(from);
  // Let the last webhooks land before counting what is still unpaid.
  const unpaid = await until(
    admin,
    `SELECT count(*) AS n FROM payment_outbox WHERE done_at IS NULL`,
    (n) => n === 0,
    30_000,
  );
  log.stop();
  const paid = await paidSince(from);
  const cpuAfter = await options.cpu();
  const windowSeconds = (performance.now() - started) / 1000;
  const net = (part: 'api' | 'database') =>
    (cpuAfter[part] - cpuBefore[part] - ((idleTo[part] - idleFrom[part]) / idleSeconds) * windowSeconds) /
    paid;
  const lag = await admin(
    async (client) =>
      (
        await client.query<{ p50: number; p99: number }>(
          `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50,
                  percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99
           FROM (SELECT extract(epoch FROM done_at - created_at) * 1000 AS ms FROM payment_outbox
                 WHERE kind = 'webhook' AND created_at >= $1 AND done_at IS NOT NULL) j`,
          [from],
        )
      ).rows[0]!,
  );
  const oversells = await options.countOversells();
  // Paid orders holding more (or fewer) delivered keys than they bought.
  const doubleDeliveries = await count(
    admin,
    `SELECT count(*) AS n FROM orders o WHERE o.status = 'paid' AND (
       SELECT count(*) FROM product_keys k WHERE k.order_id = o.id AND k.sold_at IS NOT NULL) <> (
       SELECT sum(qty) FROM order_items WHERE order_id = o.id)`,
  );
  const times = [...log.times].sort((a, b) => a - b);
  const reservations = 10_000;
  const sweepSeconds = await sweeperRun(admin, options.sealKeys, reservations);
  return {
    paidPerSecond: paidInRun / elapsed,
    paid,
    soldOut: run.soldOut,
    unpaid,
    oversells,
    doubleDeliveries,
    cpuMsPerPaid: {
      api: (cpuAfter.api - cpuBefore.api) / paid,
      database: (cpuAfter.database - cpuBefore.database) / paid,
      client: (client.user + client.system) / 1000 / paidInRun,
    },
    cpuMsPerPaidNet: { api: net('api'), database: net('database') },
    webhook: { count: times.length, p50: percentile(times, 50), p99: percentile(times, 99) },
    webhookLag: { p50: Number(lag.p50), p99: Number(lag.p99) },
    sweeper: { reservations, seconds: sweepSeconds },
  };
}
