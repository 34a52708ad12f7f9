import path from 'node:path';
import { buildApp } from './app';
import { listenAdminSocket } from './http/admin-socket';
import { seedIfEmpty } from './seed/seed';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { createKeyVault } from './keys/key-vault';
import { resolveJwtSecret, resolveKeyEncryptionKey } from './secret';
import { adminSocketPath } from './services/admin-commands';
import { KeyEncryptionMismatch, prepareKeyStore } from './services/key-store';

async function main(): Promise<void> {
  const config = loadConfig();
  // React picks its build by NODE_ENV when the page renderer first loads it: production renders pages several
  // times faster than development.
  process.env.NODE_ENV ??= config.env;
  const db = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  await migrate(db);
  const keyVault = createKeyVault(resolveKeyEncryptionKey(config));
  const sealed = await prepareKeyStore(db, keyVault);
  const app = await buildApp({ config, db, jwtSecret: resolveJwtSecret(config), keyVault });
  if (sealed > 0) app.log.info(`sealed ${sealed} product keys that were stored in clear`);
  if (await seedIfEmpty(db, { products: config.seedProducts, vault: keyVault })) {
    app.log.info(`seeded ${config.seedProducts} products`);
    await app.catalogue.announceChange();
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  // The embedded database has one writer: `npm run admin` reaches it through this store.
  if (db.driver === 'pglite') await listenAdminSocket(app, adminSocketPath(config.dataDir));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`Keyshop running at http://localhost:${port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof KeyEncryptionMismatch) {
    console.error(error.message);
  } else {
    console.error('Keyshop failed to start:', error);
  }
  process.exit(1);
});
