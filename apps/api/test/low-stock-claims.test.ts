import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { claimLowStock } from '../src/db/low-stock-repo';
import { forEachDriver, setStock, startTestApp, type TestApp } from './helpers';

forEachDriver('low-stock claims', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 2 });
  });
  afterAll(() => t.close());

  // Many processes seeing the same stock change at once: on PostgreSQL the claims run on separate connections.
  const claimTogether = async (n: number) =>
    (await Promise.all(Array.from({ length: n }, () => claimLowStock(t.db.orm, [2], 3)))).flat();

  it('lets one of many simultaneous claims alert, and no claim within the hour, whatever the crossings', async () => {
    await setStock(t, 2, 1);
    expect((await claimTogether(8)).map((p) => p.id)).toEqual([2]);
    await setStock(t, 2, 10);
    expect(await claimTogether(4)).toEqual([]); // above: cleared
    await setStock(t, 2, 1);
    expect(await claimTogether(8)).toEqual([]); // low again within the hour

    await t.db.orm.execute(
      sql`UPDATE low_stock_alerts SET alerted_at = now() - interval '1 hour' WHERE product_id = 2`,
    );
    expect((await claimTogether(8)).map((p) => p.id)).toEqual([2]);
    expect(await claimTogether(8)).toEqual([]); // still low, not cleared since: no repeat
  });
});
