import { apiPaths, productDetailResponseSchema } from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachDriver, startTestApp, type TestApp } from './helpers';

/** Text JSON must escape (quote, backslash, control characters, line separators) and characters beyond ASCII. */
const name = 'Ωmega "Café" \\ 100% 😀';
const description = 'line one\nline two\t"quoted" \\ back \u2028 \u0001 Ünïcödé 日本語 😀';
const developers = ['Dév "A"', 'B\\C'];

forEachDriver('read model load', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 5 });
    await t.db.orm.execute(sql`UPDATE products SET company_name = ${name}, price = 20.00 WHERE id = 2`);
    await t.db.orm.execute(
      sql`UPDATE product_details SET description = ${description},
            developers = ${JSON.stringify(developers)}::jsonb WHERE product_id = 2`,
    );
    // A catalogue change other than stock: the read model is rebuilt.
    await t.app.catalogue.announceChange();
  });
  afterAll(() => t.close());

  const detail = async (id: number) => {
    const res = await fetch(`${t.baseUrl}${apiPaths.products}/${id}`);
    expect(res.status).toBe(200);
    return productDetailResponseSchema.parse(await res.json()).result;
  };

  it('answers every text and number as stored, whatever characters it holds', async () => {
    expect(await detail(2)).toMatchObject({ company_name: name, description, developers, regularPrice: 20 });
  });
});
