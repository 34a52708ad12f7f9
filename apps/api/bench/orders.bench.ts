// Opt-in: npm run bench:orders [-- --database-url postgres://…] — the order desk's search at 100,000 orders (20,000
// shoppers, one sold key each) through the desk's service, on in-memory PGlite and on a PostgreSQL database it
// creates and drops: p50 and p95 of a search by order number, by e-mail and by key. Target: p95 ≤ 50 ms.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { seedCatalogue } from '../src/seed/seed';
import { queryRows, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { searchAdminOrders } from '../src/services/admin-orders';
import { prepareKeyStore } from '../src/services/key-store';
import { benchVault, onBothDatabases } from './postgres';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    searches: { type: 'string', default: '200' },
  },
});
const ORDERS = 100_000;
const SHOPPERS = 20_000;
const BATCH = 10_000;
const SEARCHES = Number(values.searches);
const keyOf = (n: number) => `BENCH-${String(n).padStart(6, '0')}-KEY`;

/** Shoppers, their orders (one a minute back in time) and one sold key per order, written by SQL in batches. */
async function seedOrders(db: Database): Promise<void> {
  await db.orm.execute(sql`
    INSERT INTO users (username, email, password_hash)
    SELECT 'bench_' || g, 'bench.' || g || '@example.com', 'x' FROM generate_series(1, ${SHOPPERS}) g`);
  await db.orm.execute(sql`
    INSERT INTO orders (user_id, status, total, amount_cents, created_at, paid_at)
    SELECT u.id, 'paid', 9.99, 999, now() - make_interval(mins => g), now() - make_interval(mins => g)
    FROM generate_series(1, ${ORDERS}) g
    JOIN users u ON u.email = 'bench.' || (g % ${SHOPPERS} + 1) || '@example.com'`);
  const ids = (
    await queryRows<{ id: string }>(db.orm, sql`SELECT id FROM orders ORDER BY created_at DESC, id`)
  ).map((row) => row.id);
  for (let from = 0; from < ORDERS; from += BATCH) {
    const rows = ids.slice(from, from + BATCH).map((orderId, i) => {
      const sealed = benchVault.seal(keyOf(from + i));
      return { o: orderId, h: sealed.hash.toString('hex'), c: sealed.cipher.toString('hex') };
    });
    await db.orm.execute(sql`
      INSERT INTO product_keys (product_id, key_hash, key_cipher, order_id, sold_at)
      SELECT 1, decode(h, 'hex'), decode(c, 'hex'), o, now()
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS k(o uuid, h text, c text)`);
  }
  await db.orm.execute(sql`VACUUM ANALYZE users, orders, product_keys`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function run(name: string, db: Database): Promise<void> {
  await migrate(db);
  await prepareKeyStore(db, benchVault);
  await seedCatalogue(db, { products: 10, maxKeysPerProduct: 3, vault: benchVault, sales: false });
  const seeding = performance.now();
  await seedOrders(db);
  const seeded = (performance.now() - seeding) / 1000;
  const ids = (
    await queryRows<{ id: string }>(db.orm, sql`SELECT id FROM orders ORDER BY random() LIMIT ${SEARCHES}`)
  ).map((row) => row.id);
  const kinds: [string, (i: number) => string][] = [
    ['number', (i) => `#${ids[i]!.replace(/-/g, '').slice(0, 8).toUpperCase()}`],
    ['e-mail', (i) => `bench.${((i * 97) % SHOPPERS) + 1}@example.com`],
    ['key', (i) => keyOf((i * 499) % ORDERS)],
    ['latest', () => ''],
  ];
  const lines: string[] = [];
  for (const [kind, query] of kinds) {
    const times: number[] = [];
    for (let i = 0; i < SEARCHES; i++) {
      const started = performance.now();
      const found = await searchAdminOrders(
        { db: db.orm, vault: benchVault },
        { q: query(i), page: 1, pageSize: 25 },
      );
      times.push(performance.now() - started);
      if (found.orders.length === 0) throw new Error(`${name}: nothing found by ${kind} ${query(i)}`);
    }
    times.sort((a, b) => a - b);
    lines.push(
      `  by ${kind}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
    );
  }
  console.log(
    `${name}: ${ORDERS.toLocaleString('en')} orders seeded in ${seeded.toFixed(1)} s; ${SEARCHES} searches each (target p95 ≤ 50 ms)`,
  );
  console.log(lines.join('\n'));
}

await onBothDatabases(values['database-url'], 'keyshop_orders_bench', run);
