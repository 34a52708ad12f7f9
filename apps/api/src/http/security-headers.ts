import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's security headers on every answer (API, pages, files, errors). The middleware is built once:
 * @fastify/helmet calls helmet(options) again for each request, re-parsing the CSP every time, which cost
 * about as much CPU as the rest of a cached catalogue answer (bench:api, CPU profile).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline style attributes/elements set at runtime (toasts, positioned popovers) need 'unsafe-inline'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        // socket.io: websocket to this host, long-polling fallback over 'self'.
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
  });
  // helmet 8 throws on a bad option (here, at start) and calls next() without an error.
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
