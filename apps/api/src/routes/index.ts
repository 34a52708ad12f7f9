import type { FastifyInstance } from 'fastify';
import { registerAuth } from '../http/auth';
import { registerNoStore } from '../http/no-store';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { catalogueFileRoutes } from './catalogue-files';
import { healthRoutes } from './health';
import { messageRoutes } from './messages';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { productRoutes } from './products';
import { seoRoutes } from './seo';
import { userRoutes } from './users';

/** Every route module; each is thin: parse with the contracts, call a service, shape the answer. */
const routeModules: ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  productRoutes,
  catalogueFileRoutes,
  authRoutes,
  userRoutes,
  orderRoutes,
  paymentRoutes,
  messageRoutes,
  seoRoutes,
  adminRoutes,
];

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  registerAuth(app);
  registerNoStore(app);
  for (const routes of routeModules) await routes(app);
}
