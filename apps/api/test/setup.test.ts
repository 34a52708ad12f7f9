import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase, quoteIdent } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { TEST_DATABASE_URL } from './helpers';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      port: 3000,
      host: '0.0.0.0',
      seedProducts: 300,
      redisPrefix: 'keyshop',
    });
    expect(config.rateLimits).toEqual({
      loginMaxFailsPerAccount: 10,
      loginMaxFailsPerIp: 100,
      loginFreeFailsPerAddress: 5,
      loginMaxDelayMs: 300_000,
      forgotPasswordMaxPerEmail: 3,
      forgotPasswordMaxPerIp: 20,
      forgotPasswordMailsPerEmail: 10,
      loginWindowMs: 15 * 60_000,
      registerMaxPerIp: 30,
      registerWindowMs: 60 * 60_000,
      messageMaxPerIp: 20,
      messageMaxPerAccount: 10,
      messageMaxPerAddress: 5,
      operatorMailMax: 60,
      messageWindowMs: 60 * 60_000,
    });
  });

  it('renders pages with React in development only for `npm run dev` or when NODE_ENV says so', () => {
    expect(loadConfig({ WEB_DEV: '1' }).env).toBe('development');
    expect(loadConfig({ NODE_ENV: 'development' }).env).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test', WEB_DEV: '1' }).env).toBe('test');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x', JWT_SECRET: 'x'.repeat(32) }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://localhost' }, 'REDIS_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ LOGIN_MAX_FAILS_PER_IP: '0' }, 'LOGIN_MAX_FAILS_PER_IP'],
    [{ DATABASE_URL: 'postgres://localhost/db' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'ftp://shop.example' }, 'PUBLIC_URL'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment:\\n  ${name}: `));
  });
});

describe('migrations', () => {
  it('apply once on PGlite and are a no-op the second time', async () => {
    const db = await openDatabase({ driver: 'pglite' });
    expect(await migrate(db)).toEqual(readMigrations().map((m) => m.name));
    expect(await migrate(db)).toEqual([]);
    await db.close();
  });

  it('turn the old free-text regional limitations into regions (0008)', async () => {
    const db = await openDatabase({ driver: 'pglite' });
    const all = readMigrations();
    const at = all.findIndex((m) => m.name.startsWith('0008_'));
    await migrate(db, all.slice(0, at));
    await db.rawTransaction(async (tx) => {
      await tx.exec(`INSERT INTO products (id, original_id, product_id, kinguin_id, company_name, price, platform)
        SELECT n, 'o' || n, 'p' || n, n, 'Game ' || n, 9.99, 'steam' FROM generate_series(1, 3) AS n`);
      await tx.exec(`INSERT INTO product_details (product_id, regional_limitations)
        VALUES (1, 'Region free'), (2, 'EMEA'), (3, 'Latin America')`);
    });
    await migrate(db, all.slice(0, at + 1));
    const rows = await db.rawTransaction((tx) =>
      tx.query<{ r: unknown }>('SELECT regional_limitations AS r FROM product_details ORDER BY product_id'),
    );
    expect(rows.map((row) => row.r)).toEqual([
      { kind: 'worldwide' },
      { kind: 'regions', regions: ['EU', 'UK'] },
      { kind: 'regions', regions: ['LATAM'] },
    ]);
    await db.close();
  });

  it.skipIf(!TEST_DATABASE_URL)(
    'do not race when several processes start together on PostgreSQL',
    async () => {
      const schema = `test_migrate_${randomBytes(4).toString('hex')}`;
      const dbs = await Promise.all(
        [1, 2, 3].map(() =>
          openDatabase({ driver: 'postgres', url: TEST_DATABASE_URL!, schema, poolSize: 2 }),
        ),
      );
      try {
        const applied = await Promise.all(dbs.map((db) => migrate(db)));
        expect(applied.flat().sort()).toEqual(readMigrations().map((m) => m.name));
      } finally {
        await Promise.all(dbs.map((db) => db.close()));
        const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA ${quoteIdent(schema)} CASCADE`);
        await client.end();
      }
    },
  );
});
