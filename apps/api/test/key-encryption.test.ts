import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminApiPaths, apiPaths } from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase, queryRows, quoteIdent, type Database } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { createKeyVault } from '../src/keys/key-vault';
import { resolveKeyEncryptionKey } from '../src/secret';
import { KeyEncryptionMismatch, prepareKeyStore } from '../src/services/key-store';
import { call, confirmAddress, newAccount } from './api';
import {
  forEachDriver,
  keysWhere,
  sentMails,
  setStock,
  startTestApp,
  TEST_DATABASE_URL,
  testKeyVault,
  type Driver,
} from './helpers';

const newKey = () => randomBytes(8).toString('hex').toUpperCase().slice(0, 15).match(/.{5}/g)!.join('-');

/** Every file under `dir`, depth first. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });

/** A bare database (no seed) of the driver, dropped by `close`. */
async function bareDatabase(driver: Driver): Promise<{ db: Database; close: () => Promise<void> }> {
  if (driver === 'pglite') {
    const db = await openDatabase({ driver: 'pglite' });
    return { db, close: () => db.close() };
  }
  const schema = `test_keys_${randomBytes(4).toString('hex')}`;
  const db = await openDatabase({ driver: 'postgres', url: TEST_DATABASE_URL!, schema });
  return {
    db,
    close: async () => {
      await db.close();
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA ${quoteIdent(schema)} CASCADE`);
      await client.end();
    },
  };
}

describe('the database holds no key in clear', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-keys-at-rest-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps seeded, stocked and imported keys out of every file of the embedded database', async () => {
    const adminEmail = `keys.${randomBytes(4).toString('hex')}@example.com`;
    const t = await startTestApp({
      dataDir: path.join(dataDir, 'pglite'),
      products: 4,
      env: { ADMIN_EMAILS: adminEmail },
    });
    const stocked = await setStock(t, 2, 5);
    const imported = [newKey(), newKey(), newKey()];
    const account = { ...newAccount('keys'), email: adminEmail };
    await call(t, 'POST', apiPaths.register, { body: account });
    await confirmAddress(t, adminEmail, () => sentMails(t));
    const login = await call(t, 'POST', apiPaths.login, {
      body: { email: adminEmail, password: account.password },
    });
    const res = await fetch(`${t.baseUrl}${adminApiPaths.keyImport(3)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.body.token}`, 'content-type': 'text/csv' },
      body: imported.map((key) => `${key},Acme,1.50`).join('\n'),
    });
    expect(res.status).toBe(200);
    const every = (await keysWhere(t, sql`true`)).map((k) => k.key);
    expect(every).toEqual(expect.arrayContaining([...stocked, ...imported]));
    await t.db.orm.execute(sql`CHECKPOINT`);
    await t.close();

    const files = filesUnder(path.join(dataDir, 'pglite')).map((file) => readFileSync(file));
    expect(files.length).toBeGreaterThan(10);
    for (const key of every) {
      // Keys of other formats than Steam's too: all of them are ASCII.
      expect(files.some((bytes) => bytes.includes(key, 0, 'latin1'))).toBe(false);
    }
    // The check can fail: the same bytes written in clear are found.
    writeFileSync(path.join(dataDir, 'pglite', 'probe'), `x${every[0]}x`);
    expect(readFileSync(path.join(dataDir, 'pglite', 'probe')).includes(every[0]!, 0, 'latin1')).toBe(true);
  }, 120_000);
});

forEachDriver('keys sealed at rest', (driver) => {
  it('seals the keys stored in clear before 0013 once, at start, in batches, without touching the stock', async () => {
    const { db, close } = await bareDatabase(driver);
    try {
      const all = readMigrations();
      await migrate(
        db,
        all.filter((m) => m.name < '0013'),
      );
      const keys = Array.from({ length: 6_000 }, newKey);
      await db.rawTransaction(async (tx) => {
        await tx.exec(`INSERT INTO products (id, original_id, product_id, kinguin_id, company_name, price, platform, featured)
                       VALUES (1, 'o1', 'p1', 1, 'Legacy', 9.99, 'steam', false)`);
        await tx.query(`INSERT INTO product_keys (product_id, key) SELECT 1, unnest($1::text[])`, [keys]);
      });
      const stockBefore = await queryRows(db.orm, sql`SELECT qty, stock_version FROM products WHERE id = 1`);
      const sampled = async (column = 'plaintext_key') =>
        (
          await queryRows<{ n: number }>(
            db.orm,
            sql`SELECT count(*)::int AS n FROM pg_stats WHERE tablename = 'product_keys' AND attname = ${column}
                AND (most_common_vals IS NOT NULL OR histogram_bounds IS NOT NULL)`,
          )
        )[0]!.n;
      await db.orm.execute(sql`ANALYZE product_keys`);
      expect(await sampled('key')).toBe(1);
      await migrate(db, all);
      expect(await prepareKeyStore(db, testKeyVault)).toBe(keys.length);
      expect(await prepareKeyStore(db, testKeyVault)).toBe(0);

      const rows = await queryRows<{ plaintext_key: string | null; key_cipher: Uint8Array; row: string }>(
        db.orm,
        sql`SELECT plaintext_key, key_cipher, row_to_json(k)::text AS row FROM product_keys k`,
      );
      expect(rows.every((row) => row.plaintext_key === null)).toBe(true);
      expect(rows.map((row) => testKeyVault.open(row.key_cipher)).sort()).toEqual([...keys].sort());
      const text = rows.map((row) => row.row).join('\n');
      expect(keys.some((key) => text.includes(key))).toBe(false);
      expect(await queryRows(db.orm, sql`SELECT qty, stock_version FROM products WHERE id = 1`)).toEqual(
        stockBefore,
      );
      // No statistics sample of the old column either (ANALYZE had sampled it in clear).
      expect(await sampled()).toBe(0);

      // A key is refused store-wide by its hash, whatever product it is offered for.
      const again = testKeyVault.seal(keys[0]!);
      await expect(
        db.orm.execute(
          sql`INSERT INTO product_keys (product_id, key_hash, key_cipher) VALUES (1, ${again.hash}, ${again.cipher})`,
        ),
      ).rejects.toThrow();
      // And nothing can be written in clear any more.
      await expect(
        db.orm.execute(
          sql`INSERT INTO product_keys (product_id, plaintext_key, key_hash, key_cipher) VALUES (1, 'X', ${again.hash}, ${again.cipher})`,
        ),
      ).rejects.toThrow();

      await expect(prepareKeyStore(db, createKeyVault(randomBytes(32)))).rejects.toBeInstanceOf(
        KeyEncryptionMismatch,
      );
    } finally {
      await close();
    }
  }, 120_000);
});

describe('the key-encryption key', () => {
  it('is generated once under DATA_DIR, kept, and never replaced when damaged', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-kek-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const first = resolveKeyEncryptionKey(config);
      expect(first).toHaveLength(32);
      expect(resolveKeyEncryptionKey(config)).toEqual(first);
      expect(statSync(path.join(dataDir, 'key-encryption-key')).mode & 0o777).toBe(0o600);
      writeFileSync(path.join(dataDir, 'key-encryption-key'), 'short');
      expect(() => resolveKeyEncryptionKey(config)).toThrow(ConfigError);
      expect(readFileSync(path.join(dataDir, 'key-encryption-key'), 'utf8')).toBe('short');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('comes from KEY_ENCRYPTION_KEY (32 bytes in base64), required with DATABASE_URL', () => {
    const key = randomBytes(32);
    const url = { DATABASE_URL: 'postgres://localhost/db', JWT_SECRET: 'x'.repeat(32) };
    expect(
      resolveKeyEncryptionKey(loadConfig({ ...url, KEY_ENCRYPTION_KEY: key.toString('base64') })),
    ).toEqual(key);
    expect(() => loadConfig(url)).toThrow(/KEY_ENCRYPTION_KEY: required when DATABASE_URL is set/);
    expect(() => loadConfig({ KEY_ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(
      /32 bytes in base64/,
    );
  });
});
