import { adminApiPaths, apiPaths } from '@keyshop/contracts';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/**
 * Every route under these answers one person's data (a token, an account, orders, keys, payments, the admin):
 * no cache, shared or private, may keep it. The public catalogue and pages keep their own caching.
 */
const personalPrefixes = [
  '/api/auth/',
  apiPaths.users,
  apiPaths.orders,
  apiPaths.order,
  apiPaths.inventory,
  '/api/payments/',
  adminApiPaths.root,
];

export const isPersonalRoute = (url: string): boolean =>
  personalPrefixes.some((prefix) => url.startsWith(prefix));

/** onRequest of a personal route or scope (before its checks, so refusals carry it too). */
export const noStore: onRequestHookHandler = (_request, reply, done) => {
  reply.header('cache-control', 'no-store');
  done();
};

/**
 * Adds `Cache-Control: no-store` to personal routes as they are registered (call before the routes), so the
 * catalogue's requests run no extra hook at all.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (isPersonalRoute(route.url)) route.onRequest = [noStore, ...[route.onRequest ?? []].flat()];
  });
}
