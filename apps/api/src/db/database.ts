import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { schema } from './schema';
import { PreparingClient } from './prepared-statements';

/** Drizzle over either driver; repositories only ever see this type. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle (same query API as Orm). */
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];
/** Orm or Tx: repository functions accept either so services can compose them inside one transaction. */
export type Executor = Orm | Tx;

/** Plain SQL inside one transaction; used by migrations (multi-statement scripts) and bulk loads. */
export type RawTx = {
  exec(script: string): Promise<void>;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** COPY of rows in COPY's text format (see db/copy-text.ts) into these columns of a table. */
  copy(table: string, columns: string[], text: string): Promise<void>;
};

const copyInto = (table: string, columns: string[]) =>
  `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM`;

export type DatabaseOptions =
  /**
   * dataDir undefined → in memory (tests). loadDataDir: a `dumpDataDir()` tarball to start from instead of
   * running initdb (tests start from one migrated template); dataDir must then hold no database yet.
   */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  /** schema: use (and create) this schema first on the search_path, e.g. one per test file. */
  | { driver: 'postgres'; url: string; schema?: string; poolSize?: number };

export type Database = {
  readonly driver: 'pglite' | 'postgres';
  readonly orm: Orm;
  rawTransaction<T>(fn: (tx: RawTx) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === 'pglite'
    ? openPglite(options.dataDir, options.loadDataDir)
    : openPostgres(options);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  // PGlite creates only the last folder of its path.
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create(dataDir ? path.resolve(dataDir) : undefined, {
    extensions: { pg_trgm },
    loadDataDir,
  });
  const orm = drizzlePglite({ client, schema }) as unknown as Orm;
  return {
    driver: 'pglite',
    orm,
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (script) => void (await tx.exec(script)),
          query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
          // PGlite reads COPY input from its /dev/blob device.
          copy: async (table, columns, text) =>
            void (await tx.query(`${copyInto(table, columns)} '/dev/blob'`, [], { blob: new Blob([text]) })),
        }),
      ),
    ping: () => ping(orm),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(options: { url: string; schema?: string; poolSize?: number }): Promise<Database> {
  const searchPath = options.schema ? `-c search_path=${quoteIdent(options.schema)},public` : undefined;
  if (options.schema) {
    const admin = new pg.Client({ connectionString: options.url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(options.schema)}`);
    } catch (error) {
      // IF NOT EXISTS still races when processes create the same schema together: the loser may ignore it.
      if ((error as { code?: string }).code !== '23505') throw error;
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString: options.url,
    max: options.poolSize ?? 10,
    options: searchPath,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const orm = drizzleNodePg({ client: pool, schema }) as unknown as Orm;
  return {
    driver: 'postgres',
    orm,
    rawTransaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          exec: async (script) => void (await client.query(script)),
          query: async <T>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as T[],
          copy: (table, columns, text) =>
            pipeline(Readable.from([text]), client.query(copyFrom(`${copyInto(table, columns)} STDIN`))),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    ping: () => ping(orm),
    close: async () => {
      if (!pool.ending) await pool.end();
    },
  };
}

/** Whether the database answers within 2 s (a hung connection must not hang the health check). */
async function ping(orm: Orm): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), 2_000);
  });
  const query = orm.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A builder query built once per executor and run with placeholders (drizzle's prepared query). Drizzle builds
 * a query's SQL anew on every call otherwise, which costs a hot lookup more CPU than PostgreSQL spends on it.
 */
export function preparedQuery<Q>(build: (db: Executor) => Q): (db: Executor) => Q {
  const built = new WeakMap<Executor, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) built.set(db, (query = build(db)));
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A raw statement whose text is built once, run on any executor with its values bound to placeholders
 * (`value(name)` in `build`). Drizzle builds an `sql` template's text anew on every call, which for the
 * purchase's CTEs was a measurable share of the API processes' CPU (docs/benchmarks.md).
 */
export function preparedStatement<Values extends Record<string, unknown>, Row = Record<string, unknown>>(
  build: (value: (name: keyof Values & string) => Placeholder) => SQL,
): (db: Executor, values: Values) => Promise<Row[]> {
  let query: Query | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build((name) => sql.placeholder(name)));
    // The path db.execute takes, minus the build: both drivers answer `{ rows }`.
    const result = await db._.session.prepareQuery(query, undefined, undefined, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
