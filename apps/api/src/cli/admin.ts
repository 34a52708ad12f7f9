// Accounts and roles: npm run admin -- promote <email> | demote <email> | end-sessions <email> | list [search]
// On DATABASE_URL it runs directly (running stores read an admin's account afresh on every admin request, and are
// told of ended sessions through Redis). On the embedded PGlite under DATA_DIR (one writer) it runs directly while
// no store runs, else through the running store's admin socket (DATA_DIR/admin.sock).
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { AccountCache } from '../services/account-cache';
import { adminSocketPath, runAdminCommand, type AdminCommandResult } from '../services/admin-commands';

function finish(result: AdminCommandResult): void {
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}

/** Sends the command to the store listening on `socketPath` and answers what it says. */
function throughStore(socketPath: string, args: string[]): Promise<AdminCommandResult> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.createConnection(socketPath, () =>
      connection.write(`${JSON.stringify({ args })}\n`),
    );
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (answer += chunk));
    connection.on('error', reject);
    connection.on('end', () => {
      try {
        resolve(JSON.parse(answer) as AdminCommandResult);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

const args = process.argv.slice(2);
let config;
try {
  config = loadConfig();
} catch (error) {
  finish({
    code: 2,
    stdout: '',
    stderr: `${error instanceof ConfigError ? error.message : String(error)}\n`,
  });
  process.exit();
}

const pgliteDir = path.join(config.dataDir, 'pglite');
const socketPath = adminSocketPath(config.dataDir);
// PGlite keeps postmaster.pid in its folder while a process has it open; a second writer would corrupt it.
if (!config.databaseUrl && existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
  const result = await throughStore(socketPath, args).catch(() => undefined);
  finish(
    result ?? {
      code: 3,
      stdout: '',
      stderr:
        `The embedded database under ${pgliteDir} is in use, and no store answers on ${socketPath}.\n` +
        `If a store runs on it, stop it, run this command again, then start the store (or restart the store ` +
        `with this version, which takes the command while it runs).\n` +
        `If no store runs, it stopped without closing the database: starting and stopping it once clears this.\n`,
    },
  );
} else {
  const db = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, poolSize: 1 }
      : { driver: 'pglite', dataDir: pgliteDir },
  );
  // With Redis, running stores are told of ended sessions as they tell each other.
  const accounts = new AccountCache(
    config.redisUrl !== undefined,
    { url: config.redisUrl, prefix: config.redisPrefix },
    pino({ level: 'warn' }),
  );
  try {
    await migrate(db);
    await accounts.start();
    finish(await runAdminCommand({ db: db.orm, accounts }, args));
  } finally {
    await accounts.close();
    await db.close();
  }
}
