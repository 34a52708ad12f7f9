import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

/** src/db/migrations in development; dist/migrations in the build (tsup copies them there). */
const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

export type Migration = { name: string; sql: string };

export function readMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((name) => ({ name, sql: readFileSync(`${dir}/${name}`, 'utf8') }));
}

/**
 * Applies the pending numbered .sql files in one transaction. On PostgreSQL an advisory lock makes
 * processes that start together wait for the first one instead of racing.
 */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  return db.rawTransaction(async (tx) => {
    if (db.driver === 'postgres') await tx.query(`SELECT pg_advisory_xact_lock(hashtext('keyshop:migrate'))`);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      applied.push(migration.name);
    }
    return applied;
  });
}
