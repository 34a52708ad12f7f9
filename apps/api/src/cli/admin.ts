// Changes an account's role: npm run admin -- promote <email> | demote <email>
// Uses DATABASE_URL when set (running stores see the change on their next request), else the embedded PGlite
// under DATA_DIR, which has one writer: while a store runs on it, the command refuses and says what to do.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { emailSchema } from '@keyshop/contracts';
import { z } from 'zod/mini';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { CLI_ACTOR, setRole } from '../services/roles';

const USAGE = 'Usage: npm run admin -- promote <email> | demote <email>';
const roles = { promote: 'admin', demote: 'shopper' } as const;

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

const [command, rawEmail, ...extra] = process.argv.slice(2);
if (command !== 'promote' && command !== 'demote') fail(USAGE, 2);
const parsedEmail = z.safeParse(emailSchema, rawEmail ?? '');
if (!parsedEmail.success || extra.length > 0) fail(`${USAGE}\n(not an e-mail address: ${rawEmail ?? ''})`, 2);
const email = parsedEmail.data;

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error), 2);
}

const pgliteDir = path.join(config.dataDir, 'pglite');
// PGlite keeps postmaster.pid in its folder while a process has it open; a second writer would corrupt it.
if (!config.databaseUrl && existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
  fail(
    `The embedded database under ${pgliteDir} is in use: a store is running on it (PGlite has one writer).\n` +
      `Stop the store, run this command again, then start the store.\n` +
      `(If no store runs, it stopped without closing the database: starting and stopping it once clears this.)`,
    3,
  );
}

const db = await openDatabase(
  config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl, poolSize: 1 }
    : { driver: 'pglite', dataDir: pgliteDir },
);
try {
  await migrate(db);
  const result = await setRole(db.orm, CLI_ACTOR, email, roles[command]);
  const role = roles[command] === 'admin' ? 'an admin' : 'a shopper';
  if (result.status === 'unknown') {
    process.exitCode = 1;
    console.error(`No account has the e-mail ${email}.`);
  } else {
    console.log(result.status === 'changed' ? `${email} is now ${role}.` : `${email} is already ${role}.`);
  }
} finally {
  await db.close();
}
