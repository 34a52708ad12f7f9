import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { runAdminCommand, type AdminCommandResult } from '../services/admin-commands';

/** A command line is a few words: anything longer is not the CLI. */
const MAX_REQUEST_BYTES = 4096;

/**
 * The store on the embedded database (one writer) takes `npm run admin` commands here: one JSON line `{ args }` in,
 * one JSON line `AdminCommandResult` out. The socket file is 0600, so only the machine's owner (who can read DATA_DIR
 * anyway) can use it.
 */
export async function listenAdminSocket(app: FastifyInstance, socketPath: string): Promise<void> {
  const deps = { db: app.db.orm, accounts: app.accounts };
  const server = net.createServer((connection) => {
    let request = '';
    const answer = (result: AdminCommandResult) => connection.end(`${JSON.stringify(result)}\n`);
    connection.setEncoding('utf8');
    connection.on('error', () => connection.destroy());
    connection.on('data', (chunk: string) => {
      request += chunk;
      if (request.length > MAX_REQUEST_BYTES)
        return answer({ code: 2, stdout: '', stderr: 'Request too long.\n' });
      if (!request.includes('\n')) return;
      connection.removeAllListeners('data');
      let args: unknown;
      try {
        args = (JSON.parse(request) as { args?: unknown }).args;
      } catch {
        args = undefined;
      }
      if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string'))
        return answer({ code: 2, stdout: '', stderr: 'Not a command.\n' });
      runAdminCommand(deps, args).then(answer, (err: unknown) => {
        app.log.error({ err }, 'admin command failed');
        answer({ code: 1, stdout: '', stderr: 'The store could not run the command: see its log.\n' });
      });
    });
  });
  // A socket file left by a store that was killed (this store holds the embedded database, so no other runs).
  await rm(socketPath, { force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // Created 0600 (the bind happens within listen), not opened to others until a chmod.
      const umask = process.umask(0o177);
      try {
        server.listen(socketPath, resolve);
      } finally {
        process.umask(umask);
      }
    });
    await chmod(socketPath, 0o600);
  } catch (err) {
    server.close();
    app.log.warn({ err, socketPath }, 'no admin socket: npm run admin works only while the store is stopped');
    return;
  }
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  });
}
