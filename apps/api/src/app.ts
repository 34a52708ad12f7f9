import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import pino from 'pino';
import type { Server } from 'socket.io';
import type { Config } from './config';
import type { Database } from './db/database';
import { registerCatalogue } from './http/catalogue';
import { acceptEmptyBodies } from './http/empty-body';
import { registerErrorHandling } from './http/errors';
import { logRequests } from './http/request-log';
import { registerPages } from './http/pages';
import { registerSecurityHeaders } from './http/security-headers';
import type { KeyVault } from './keys/key-vault';
import { createMailer, type Mailer } from './mail/mailer';
import { registerPayments } from './payments';
import { attachRealtime, broadcastStock } from './realtime/socket';
import { registerRoutes } from './routes';
import { AccountCache } from './services/account-cache';
import { watchLowStock } from './services/low-stock';
import { applyAdminEmails } from './services/roles';

export type AppOptions = {
  config: Config;
  db: Database;
  /** The resolved secret (config.jwtSecret, or the one kept under DATA_DIR). */
  jwtSecret: string;
  /** Seals and opens product keys (its KEK checked against the database by prepareKeyStore). */
  keyVault: KeyVault;
  /** false silences the logger (tests); default: pino at config.logLevel. */
  logger?: boolean;
  /** Where the log lines go (default: stdout). */
  logStream?: NodeJS.WritableStream;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    io: Server;
    jwtSecret: string;
    keyVault: KeyVault;
    mailer: Mailer;
    /** The accounts this process used lately (see AccountCache: when it holds them). */
    accounts: AccountCache;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
            // Written asynchronously, the lines of a busy moment in one write instead of a blocking write per line.
            // pino writes what is left when the process exits. Lines a stalled stdout has not taken beyond 16 MiB
            // are dropped rather than held in memory.
            stream:
              options.logStream ?? pino.destination({ dest: 1, sync: false, maxLength: 16 * 1024 * 1024 }),
          },
    // One line per request, when it is answered (logRequests), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Behind N load balancers the client address comes from X-Forwarded-For (rate limits per IP). Without a
    // proxy (the default) the header is ignored, so nobody can dodge the per-IP limits by writing it.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    bodyLimit: 64 * 1024,
  });
  const realtime = await attachRealtime(
    app.server,
    { url: config.redisUrl, prefix: config.redisPrefix },
    app.log,
  );
  logRequests(app);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('io', realtime.io);
  app.decorate('jwtSecret', options.jwtSecret);
  app.decorate('keyVault', options.keyVault);
  const mailer = createMailer({
    ...config.mail,
    outboxFile: path.join(config.dataDir, 'outbox.jsonl'),
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('preClose', async () => {
    realtime.io.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await mailer.close();
    await realtime.close();
    await db.close();
  });

  const accounts = new AccountCache(
    db.driver === 'pglite' || config.redisUrl !== undefined,
    { url: config.redisUrl, prefix: config.redisPrefix },
    app.log,
  );
  await accounts.start();
  app.decorate('accounts', accounts);
  app.addHook('onClose', () => accounts.close());
  const promoted = await applyAdminEmails(db.orm, config.admin.emails);
  for (const user of promoted) app.log.info(`${user.email} is an admin (ADMIN_EMAILS)`);
  registerErrorHandling(app);
  acceptEmptyBodies(app);
  registerSecurityHeaders(app);
  await registerCatalogue(app);
  // On the next turn: the order's answer (and the read model's) need not wait for every socket's write.
  app.catalogue.onStock((events) => setImmediate(() => broadcastStock(realtime.io, events)));
  registerPayments(app);
  app.catalogue.onStock(
    watchLowStock({
      db: db.orm,
      mails: app.mails,
      log: app.log,
      operatorEmail: config.admin.operatorEmail,
      defaultThreshold: config.admin.lowStockThreshold,
      publicUrl: config.publicUrl,
    }),
  );
  await registerRoutes(app);
  await registerPages(app, config.webDist, config.webDev);
  return app;
}
