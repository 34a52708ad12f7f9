// Every PGlite test database starts from one migrated template instead of running initdb and the migrations
// itself: initdb in WebAssembly costs seconds of CPU, loading the template about a quarter of that. The suite's
// global setup writes the template once per run and names the file in KEYSHOP_PGLITE_TEMPLATE; a process
// without it (the web tests' single API) starts its database from scratch as before.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';

export const TEMPLATE_ENV = 'KEYSHOP_PGLITE_TEMPLATE';

/** Writes a tarball of a freshly migrated PGlite database to `file`. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'keyshop-template-'));
  try {
    const dataDir = path.join(dir, 'pgdata');
    const db = await openDatabase({ driver: 'pglite', dataDir });
    await migrate(db);
    await db.close();
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    const tarball = await client.dumpDataDir('none');
    await client.close();
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let template: Blob | undefined;

/**
 * The template to load into a new PGlite database at `dataDir` (undefined: in memory), or undefined when there
 * is none or `dataDir` already holds a database (a restart reopens it).
 */
export function pgliteTemplate(dataDir?: string): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  if (!file || (dataDir && existsSync(path.join(dataDir, 'PG_VERSION')))) return undefined;
  return (template ??= new Blob([readFileSync(file)]));
}
