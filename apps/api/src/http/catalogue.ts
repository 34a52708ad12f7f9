import type { FastifyInstance } from 'fastify';
import { CatalogueSync } from '../services/catalogue-sync';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's catalogue read model and what keeps it current. */
    catalogue: CatalogueSync;
  }
}

/** Builds the read model before the server answers, and stops its Redis clients on close. */
export async function registerCatalogue(app: FastifyInstance): Promise<void> {
  const sync = new CatalogueSync(
    app.db.orm,
    { url: app.config.redisUrl, prefix: app.config.redisPrefix },
    app.log,
  );
  await sync.start();
  app.decorate('catalogue', sync);
  app.addHook('onClose', () => sync.close());
}
