import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health';

/** Every route module; each is thin: parse with the contracts, call a service, shape the answer. */
const routeModules: ((app: FastifyInstance) => Promise<void>)[] = [healthRoutes];

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of routeModules) await routes(app);
}
