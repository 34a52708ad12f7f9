import { randomBytes, randomUUID } from 'node:crypto';
import { adminApiPaths, apiPaths, keyImportReportSchema, type KeyImportReport } from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import { call, confirmAddress, newAccount, productUpdateAfter, quantities, signUp, within } from './api';
import { forEachDriver, keysWhere, sentMails, startTestApp, TEST_REDIS_URL, type TestApp } from './helpers';

/** A fresh Steam-format key. */
const newKey = () => randomBytes(8).toString('hex').toUpperCase().slice(0, 15).match(/.{5}/g)!.join('-');
const newKeys = (n: number) => Array.from({ length: n }, newKey);

forEachDriver('key import', (driver) => {
  let t: TestApp;
  let admin: string;
  const adminEmail = `keys.${randomUUID().slice(0, 8)}@example.com`;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 6, env: { ADMIN_EMAILS: adminEmail } });
    const account = { ...newAccount('keys'), email: adminEmail };
    await call(t, 'POST', apiPaths.register, { body: account });
    await confirmAddress(t, adminEmail, () => sentMails(t));
    admin = (
      await call(t, 'POST', apiPaths.login, { body: { email: adminEmail, password: account.password } })
    ).body.token;
  });
  afterAll(() => t.close());

  const upload = (productId: number | string, body: string | Buffer, type: string, query = '') =>
    fetch(`${t.baseUrl}${adminApiPaths.keyImport(productId)}${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': type },
      body,
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }));
  const dryRun = async (productId: number, body: string | Buffer, type = 'text/plain') => {
    const res = await upload(productId, body, type, '?dryRun=1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return keyImportReportSchema.parse(res.body);
  };
  const commit = async (productId: number, body: string | Buffer, type = 'text/plain') => {
    const res = await upload(productId, body, type);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return keyImportReportSchema.parse(res.body);
  };
  const unsold = async (productId: number) =>
    (await keysWhere(t, sql`product_id = ${productId} AND order_id IS NULL`)).map((k) => k.key);
  const counts = (r: KeyImportReport) => [
    r.keys,
    r.new,
    r.duplicateInFile,
    r.alreadyInStore,
    r.invalid,
    r.added,
  ];

  it('dry-runs a text file with BOM, CRLF and blank lines, writing nothing, then commits it once', async () => {
    const keys = newKeys(4);
    // CRLF lines, and one ending in LF alone (files pasted together).
    const file = `\uFEFF${keys[0]}\r\n\r\n  ${keys[1]}  \r\n${keys[2]}\n${keys[0]}\r\n\r\n${keys[3]}\r\n`;
    const before = await unsold(2);
    const dry = await dryRun(2, file);
    expect(counts(dry)).toEqual([5, 4, 1, 0, 0, 0]);
    expect(dry.duplicateLines).toEqual([5]);
    expect(dry.stock).toBe(before.length);
    expect(await unsold(2)).toEqual(before);

    const event = await productUpdateAfter(t, 2, async () => {
      const done = await commit(2, file);
      expect(counts(done)).toEqual([5, 4, 1, 0, 0, 4]);
      expect(done.stock).toBe(before.length + 4);
    });
    expect(event.qty).toBe(before.length + 4);
    expect((await unsold(2)).sort()).toEqual([...before, ...keys].sort());
    expect(await quantities(t, 2)).toEqual([before.length + 4, before.length + 4, before.length + 4]);

    // The same file again adds nothing: every key is already in the store.
    const again = await commit(2, file);
    expect(counts(again)).toEqual([5, 0, 1, 4, 0, 0]);
    expect(again.inStoreLines).toEqual([1, 3, 4, 7]);
    expect(await unsold(2)).toHaveLength(before.length + 4);
  });

  it('refuses keys of another product store-wide and reads CSV with a header, quotes and costs', async () => {
    const [elsewhere] = await unsold(3);
    const keys = newKeys(3);
    const csv =
      'supplier,key,cost\r\n' +
      `"Acme, Inc.",${keys[0]},4.99\r\n` +
      `"Quote ""Q""",${keys[1]},\r\n` +
      `Acme,${elsewhere},1\r\n` +
      `Acme,"${keys[2]}",2.5\r\n`;
    const dry = await dryRun(4, csv, 'text/csv');
    expect(counts(dry)).toEqual([4, 3, 0, 1, 0, 0]);
    expect(dry.inStoreLines).toEqual([4]);
    const done = await commit(4, csv, 'text/csv');
    expect(done.added).toBe(3);
    const rows = await queryRows<{ supplier: string | null; cost: string | null }>(
      t.db.orm,
      sql`SELECT supplier, cost::text FROM product_keys WHERE product_id = 4 AND supplier IS NOT NULL ORDER BY cost`,
    );
    expect(rows).toEqual([
      { supplier: 'Acme', cost: '2.50' },
      { supplier: 'Acme, Inc.', cost: '4.99' },
      { supplier: 'Quote "Q"', cost: null },
    ]);
  });

  it('counts invalid lines with their numbers in a dry run and refuses to commit them, writing nothing', async () => {
    const good = newKeys(2);
    const csv = `${good[0]},Acme,3\nno\n${good[1]},Acme,-1\nABC DEF GHI,,\n`;
    const dry = await dryRun(5, csv, 'text/csv');
    expect(counts(dry)).toEqual([4, 1, 0, 0, 3, 0]);
    expect(dry.invalidLines).toEqual([
      { line: 2, field: 'key', message: 'A key is 4 to 64 letters, digits and dashes' },
      { line: 3, field: 'cost', message: 'A cost is an amount such as 4.99 (at most 2 decimals)' },
      { line: 4, field: 'key', message: 'A key is 4 to 64 letters, digits and dashes' },
    ]);
    const before = await unsold(5);
    const refused = await upload(5, csv, 'text/csv');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      message: expect.stringContaining('Line 2, key'),
      line: 2,
      invalid: 3,
    });
    expect(await unsold(5)).toEqual(before);
  });

  it('answers a file refused before its end, and the next upload on the same connection works', async () => {
    // 1.5 MB after a malformed second line: the answer comes long before the upload's end.
    const rest = `${'A'.repeat(20)},Acme\n`.repeat(60_000);
    for (let i = 0; i < 3; i++) {
      const refused = await upload(6, `${newKey()},Acme\n${newKey()},Acme,1,extra\n${rest}`, 'text/csv');
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ line: 2 });
      expect((await upload(6, `${newKey()},Acme\n`, 'text/csv', '?dryRun=1')).status).toBe(200);
    }
  });

  it('answers malformed CSV, a wrong product, an unknown type and a wrong column with the line, writing nothing', async () => {
    const before = await unsold(6);
    const unclosed = await upload(6, `${newKey()},Acme\n"${newKey()},Acme\n`, 'text/csv');
    expect(unclosed.status).toBe(422);
    expect(unclosed.body).toMatchObject({
      line: 2,
      message: expect.stringMatching(/^Line 2: Malformed CSV/),
    });
    const ragged = await upload(6, `${newKey()},Acme\n${newKey()},Acme,1,extra\n`, 'text/csv');
    expect(ragged.status).toBe(422);
    expect(ragged.body).toEqual({
      line: 2,
      message: 'Line 2: Malformed CSV: 4 columns where the file has 2',
    });
    const column = await upload(6, `key,vendor\n${newKey()},Acme\n`, 'text/csv');
    expect(column.status).toBe(422);
    expect(column.body).toEqual({
      line: 1,
      message: 'Line 1: Unknown column "vendor": the columns are key, supplier and cost',
    });
    expect((await upload(999_999, newKey(), 'text/plain')).body).toEqual({
      message: 'Product 999999 not found',
    });
    expect((await upload(999_999, newKey(), 'text/plain')).status).toBe(404);
    expect((await upload('abc', newKey(), 'text/plain')).status).toBe(404);
    expect((await upload(6, newKey(), 'application/json')).status).toBe(415);
    expect(await unsold(6)).toEqual(before);
  });

  it('takes 100,000 keys in one commit and refuses a file of more', async () => {
    const keys = newKeys(100_000);
    const file = keys.join('\n');
    const dry = await dryRun(1, file);
    expect(counts(dry).slice(0, 5)).toEqual([100_000, 100_000, 0, 0, 0]);
    const before = (await unsold(1)).length;
    const done = await commit(1, file);
    expect(done.added).toBe(100_000);
    expect(done.stock).toBe(before + 100_000);
    const over = await upload(3, `${file}\n${newKey()}\n`, 'text/plain', '?dryRun=1');
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      line: 100_001,
      message: 'Line 100001: The file holds more than 100,000 keys',
    });
  }, 120_000);

  it('records each commit in the audit log without the keys', async () => {
    const keys = newKeys(2);
    await commit(3, keys.join('\n'));
    const [entry] = await queryRows<{ actor: string; action: string; target_id: string; after: unknown }>(
      t.db.orm,
      sql`SELECT actor, action, target_id, after FROM admin_audit WHERE action = 'keys.import' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toMatchObject({ actor: adminEmail, action: 'keys.import', target_id: '3' });
    expect(entry!.after).toMatchObject({ added: 2, keys: 2 });
    expect(JSON.stringify(entry)).not.toContain(keys[0]);
  });

  it('answers shoppers 403 and strangers 401', async () => {
    const shopper = await signUp(t);
    const url = adminApiPaths.keyImport(2);
    const headers = { 'content-type': 'text/plain' };
    expect((await call(t, 'POST', url, { headers, body: newKey() })).status).toBe(401);
    expect((await call(t, 'POST', url, { headers, body: newKey(), token: shopper.token })).status).toBe(403);
  });
});

describe.skipIf(!TEST_REDIS_URL)('key import across two processes', () => {
  it('raises the stock on the other process too', async () => {
    const redisPrefix = `keyshop-test-${randomBytes(4).toString('hex')}`;
    const adminEmail = `keys.${randomUUID().slice(0, 8)}@example.com`;
    const env = { ADMIN_EMAILS: adminEmail };
    const a = await startTestApp({ products: 3, redisUrl: TEST_REDIS_URL, redisPrefix, env });
    const b = await startTestApp({ products: 3, redisUrl: TEST_REDIS_URL, redisPrefix, env });
    try {
      const account = { ...newAccount('keys'), email: adminEmail };
      await call(a, 'POST', apiPaths.register, { body: account });
      await confirmAddress(a, adminEmail, () => sentMails(a));
      const token = (
        await call(a, 'POST', apiPaths.login, { body: { email: adminEmail, password: account.password } })
      ).body.token;
      const [before] = await quantities(b, 2);
      const event = await productUpdateAfter(b, 2, async () => {
        const res = await fetch(`${a.baseUrl}${adminApiPaths.keyImport(2)}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
          body: newKeys(3).join('\n'),
        });
        expect(res.status).toBe(200);
      });
      expect(event.qty).toBe(before! + 3);
      await within(2_000, async () => (await quantities(b, 2)).every((qty) => qty === before! + 3));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 120_000);
});
