// A key import commits in short batches yet stays all or nothing: a failure midway leaves no key of it, and no
// order reserves a key of it before its commit, while orders of the same product run during the import.
import { randomBytes, randomUUID } from 'node:crypto';
import { adminApiPaths, apiPaths, keyImportReportSchema } from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import { call, confirmAddress, newAccount, placeOrder, signUp, stockRow, type Session } from './api';
import { forEachDriver, sentMails, setStock, startTestApp, type TestApp } from './helpers';

const COUNT = 20_000;
const newKeys = (n: number) => Array.from({ length: n }, () => randomBytes(9).toString('hex').toUpperCase());

forEachDriver('key import in batches', (driver) => {
  let t: TestApp;
  let admin: string;
  let buyer: Session;
  const adminEmail = `batches.${randomUUID().slice(0, 8)}@example.com`;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 4, env: { ADMIN_EMAILS: adminEmail } });
    const account = { ...newAccount('batches'), email: adminEmail };
    await call(t, 'POST', apiPaths.register, { body: account });
    await confirmAddress(t, adminEmail, () => sentMails(t));
    admin = (
      await call(t, 'POST', apiPaths.login, { body: { email: adminEmail, password: account.password } })
    ).body.token;
    buyer = await signUp(t, 'buyer');
  });
  afterAll(() => t.close());

  const upload = async (productId: number, file: string, dryRun = false) => {
    const res = await fetch(`${t.baseUrl}${adminApiPaths.keyImport(productId)}${dryRun ? '?dryRun=1' : ''}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/plain' },
      body: file,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const imported = async (productId: number, file: string, dryRun = false) => {
    const res = await upload(productId, file, dryRun);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return keyImportReportSchema.parse(res.body);
  };
  const leftovers = async () =>
    (
      await queryRows<{ n: number }>(
        t.db.orm,
        sql`SELECT (SELECT count(*) FROM key_imports) + (SELECT count(*) FROM key_import_rows) AS n`,
      )
    ).map((row) => Number(row.n))[0];
  /** Fails the import's statements from `when` on, as a database failing midway would. */
  const failing = async (table: string, when: string) => {
    await t.db.orm.execute(
      sql.raw(`CREATE FUNCTION fail_import() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'the database failed'; END $$`),
    );
    await t.db.orm.execute(
      sql.raw(`CREATE TRIGGER fail_import BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW WHEN (${when})
        EXECUTE FUNCTION fail_import()`),
    );
    return () => t.db.orm.execute(sql.raw('DROP FUNCTION fail_import() CASCADE'));
  };
  /** Orders one key of the product again and again until `done` settles; answers the statuses. */
  const buyUntil = async (productId: number, done: Promise<unknown>) => {
    let settled = false;
    void done.finally(() => (settled = true));
    const statuses: number[] = [];
    while (!settled) statuses.push((await placeOrder(t, buyer, [{ productId, qty: 1 }])).status);
    return statuses;
  };

  it('leaves no key of an import that fails midway, then imports the same file whole', async () => {
    const keys = newKeys(COUNT);
    const file = keys.join('\n');
    const before = await stockRow(t, 2);
    const restore = await failing('key_import_rows', `NEW.line = ${COUNT - 100}`);
    try {
      const failed = await upload(2, file);
      expect(failed.status).toBe(500);
    } finally {
      await restore();
    }
    expect(await stockRow(t, 2)).toEqual(before);
    expect(await leftovers()).toBe(0);
    const dry = await imported(2, file, true);
    expect([dry.new, dry.alreadyInStore]).toEqual([COUNT, 0]);

    const done = await imported(2, file);
    expect([done.added, done.stock]).toEqual([COUNT, before.qty + COUNT]);
    expect(await stockRow(t, 2)).toEqual({ qty: before.qty + COUNT, unsold: before.unsold + COUNT });
    expect(await leftovers()).toBe(0);
  }, 300_000);

  it('refuses keys repeated in the file and keys the store holds, across batches', async () => {
    const keys = newKeys(3_000);
    await imported(3, keys.slice(0, 1_500).join('\n'));
    // The first half again (in store), the second half twice (the repeats come after the first batch).
    const file = [...keys, ...keys.slice(1_500)].join('\n');
    const before = await stockRow(t, 3);
    const done = await imported(3, file);
    expect([done.keys, done.added, done.duplicateInFile, done.alreadyInStore]).toEqual([
      4_500, 1_500, 1_500, 1_500,
    ]);
    expect(done.inStoreLines.slice(0, 3)).toEqual([1, 2, 3]);
    expect(done.duplicateLines[0]).toBe(3_001);
    expect(await stockRow(t, 3)).toEqual({ qty: before.qty + 1_500, unsold: before.unsold + 1_500 });
  }, 120_000);

  it('sells nothing of an import before its commit, while orders of the product run during it', async () => {
    await setStock(t, 4, 0);
    const file = newKeys(COUNT).join('\n');
    // The commit itself fails: every key was staged, none may have been sold meanwhile.
    const restore = await failing('key_imports', `NEW.state = 'committed'`);
    try {
      const failed = upload(4, file);
      const statuses = await buyUntil(4, failed);
      expect((await failed).status).toBe(500);
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set([409]));
    } finally {
      await restore();
    }
    expect(await stockRow(t, 4)).toEqual({ qty: 0, unsold: 0 });
    expect(await leftovers()).toBe(0);

    // Committed: orders placed during the move take keys of it, and the stock stays exact.
    const done = imported(4, file);
    const statuses = await buyUntil(4, done);
    const sold = statuses.filter((status) => status === 201).length;
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect((await done).added).toBe(COUNT);
    const after = await stockRow(t, 4);
    expect(after).toEqual({ qty: COUNT - sold, unsold: COUNT - sold });
    expect((await call(t, 'GET', apiPaths.product(4))).body.result.qty).toBe(after.qty);
  }, 300_000);
});
