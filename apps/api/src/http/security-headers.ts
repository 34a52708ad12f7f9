import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's security headers, as names (lower case) and values. Every directive is fixed, so helmet's
 * middleware sets the same headers on every answer: it runs once here, against a response that only records
 * them, and each request gets the recorded object.
 */
export const securityHeaders: Readonly<Record<string, string>> = recordHeaders(
  helmet({
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
        // The store's own origin only: CSP3's 'self' covers the socket's ws:/wss: to this host (and polling).
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
  }),
);

function recordHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    // X-Powered-By: Fastify never sets it.
    removeHeader: () => {},
  };
  // helmet 8 throws on a bad option (here, at start) and calls next() without an error.
  middleware({} as never, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The security headers on every answer (API, pages, files, errors). Set as the reply's own headers, they go out
 * in Fastify's one writeHead: helmet's per-request setHeader calls (each validated, then copied into the head
 * again) were a visible part of a cached catalogue answer's cost.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
}
