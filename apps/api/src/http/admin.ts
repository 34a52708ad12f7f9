import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { isAdmin } from '../services/trust';
import { requireUserFresh, signedInUser } from './auth';
import { HttpError } from './errors';
import { noStore } from './no-store';

export type AdminRoute = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route behind requireAdmin (the authorisation tests walk them all). */
    adminRoutes: AdminRoute[];
  }
}

export const ADMIN_REQUIRED = 'Admin access required';
export const ADMIN_NOT_FOUND = 'Not found';

/**
 * onRequest of every /api/admin route: 401 without a valid token, 403 unless the account is a verified admin now. The
 * account (and so its role) is read from the database on each request, never from the process's account cache,
 * so a demotion takes effect at once.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUserFresh(request);
  if (!isAdmin(signedInUser(request))) throw new HttpError(403, ADMIN_REQUIRED);
}

/** request.user behind requireAdmin. */
export const adminUser = (request: FastifyRequest): UserRow => signedInUser(request);

/**
 * Registers route modules in one scope behind requireAdmin. Their paths are full (`adminApiPaths.root…`), and any
 * other path under /api/admin/ answers 404 only after the same check (strangers learn nothing of the routes).
 */
export async function registerAdminScope(
  app: FastifyInstance,
  adminPrefix: string,
  modules: ((admin: FastifyInstance) => Promise<void>)[],
): Promise<void> {
  const routes: AdminRoute[] = [];
  app.decorate('adminRoutes', routes);
  await app.register(async (admin) => {
    admin.addHook('onRequest', noStore);
    admin.addHook('onRequest', requireAdmin);
    admin.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routes.push({ method, url: route.url });
    });
    for (const routes of modules) await routes(admin);
    admin.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: `${adminPrefix}/*`,
      handler: async () => {
        throw new HttpError(404, ADMIN_NOT_FOUND);
      },
    });
  });
}
