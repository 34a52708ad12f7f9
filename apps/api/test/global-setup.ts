import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEMPLATE_ENV, writePgliteTemplate } from './pglite-template';

/** Makes the run's migrated PGlite template once; the test workers inherit its path through the environment. */
export async function setup(): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'keyshop-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  await writePgliteTemplate(file);
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
