import { randomBytes } from 'node:crypto';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageCacheControl, type ProductListQuery } from '@keyshop/contracts';
// Type-only: React Router (and React with it) loads when pages are served, after main has set NODE_ENV.
import type { createRequestHandler, ServerBuild } from 'react-router';
import { staticCatalogue } from '../catalogue/static-catalogue';
import { catalogueProductJson, listCatalogue } from '../services/catalogue';
import { securityHeaders } from './security-headers';
import { registerStatic } from './static';

const isFilePath = (pathname: string) =>
  path.posix.basename(pathname).includes('.') && !pathname.endsWith('.data');
const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** The request as the web `Request` React Router handles; aborted when the client goes away. */
function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
    method: request.method,
    headers,
    signal: controller.signal,
  });
}

/**
 * Serves the storefront: the web build's client files (`dist/client`), and every other GET a page rendered on
 * the server by its server build (`dist/server/index.js`, React Router), streamed. Loaders reach the catalogue
 * services in-process through the load context. Unknown /api paths stay JSON 404s. Without a build (API-only
 * runs and tests) only the API answers.
 */
export async function registerPages(app: FastifyInstance, webDist: string, dev = false): Promise<void> {
  registerNotFound(app);
  const clientDir = path.join(webDist, 'client');
  if (!dev && !existsSync(clientDir)) {
    app.log.warn({ webDist }, 'web build not found; serving the API only');
    return;
  }
  await registerStatic(app, clientDir);
  const handle = dev ? await viteHandler(app, path.resolve(webDist, '..')) : await buildHandler(webDist);

  let fallbackProducts: ReturnType<typeof staticCatalogue> | undefined;
  // The shape apps/web/src/server/loaderData.ts declares as React Router's AppLoadContext.
  const loadContext = (nonce: string, origin: string) => ({
    nonce,
    origin,
    catalogue: {
      // The read model answers JSON (what /api sends); the loaders get it parsed, as a browser would.
      list: async (query: ProductListQuery) => JSON.parse(String(listCatalogue(app.catalogue.model, query))),
      get: async (id: string) => {
        const json = catalogueProductJson(app.catalogue.model, id);
        return json === undefined ? undefined : JSON.parse(String(json)).result;
      },
      staticProducts: () => (fallbackProducts ??= staticCatalogue(app.config.seedProducts)),
    },
  });

  await app.register(async (pages) => {
    // Pages are compressed as they stream: each chunk React flushes is flushed compressed too, so the shell
    // reaches the browser before the rest. (Build files carry their own .br/.gz and are sent as they are.)
    await pages.register(fastifyCompress, {
      zlibOptions: { flush: constants.Z_SYNC_FLUSH },
      brotliOptions: { flush: constants.BROTLI_OPERATION_FLUSH },
    });
    // React Router reads bodies itself (none here: the store has no route actions).
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      handler: async (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '/';
        if (isApiPath(pathname)) return reply.callNotFound();
        if (isFilePath(pathname)) return reply.sendFile(decodeURIComponent(pathname.slice(1)));
        if (!handle) return reply.callNotFound();

        const nonce = randomBytes(16).toString('base64');
        // Canonical and preview URLs: PUBLIC_URL when set, else the request's own origin (as the sitemap does).
        const origin = app.config.publicOrigin ?? `${request.protocol}://${request.host}`;
        const response = await handle(toWebRequest(request, reply), loadContext(nonce, origin));
        reply.status(response.status);
        response.headers.forEach((value, name) => {
          if (name !== 'set-cookie') reply.header(name, value);
        });
        for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
        reply.header('Cache-Control', pageCacheControl(pathname, response.status));
        // The page's inline scripts (React Router's, the theme's) carry this response's nonce. (Vite's dev
        // server injects inline code of its own: no CSP in development.)
        const csp = String(reply.getHeader('content-security-policy') ?? '');
        if (dev) reply.removeHeader('content-security-policy');
        else
          reply.header(
            'content-security-policy',
            csp.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
          );
        if (!response.body) return reply.send();
        return reply.send(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>));
      },
    });
  });
}

type Handler = ReturnType<typeof createRequestHandler>;

/** The production server build, when the web app has been built. */
async function buildHandler(webDist: string): Promise<Handler | undefined> {
  const serverBuild = path.join(webDist, 'server', 'index.js');
  if (!existsSync(serverBuild)) return undefined;
  const { createRequestHandler } = await import('react-router');
  return createRequestHandler((await import(pathToFileURL(serverBuild).href)) as ServerBuild, 'production');
}

/**
 * Development (`WEB_DEV=1`): Vite in middleware mode on this same port serves the app's modules with hot reload,
 * and every render loads the current server build through it.
 */
async function viteHandler(app: FastifyInstance, webRoot: string): Promise<Handler> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  app.addHook('onClose', () => vite.close());
  // Vite answers its own paths (modules, HMR) and passes everything else on to Fastify. Its answers bypass the
  // reply, so they get the security headers on the raw response.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of Object.entries(securityHeaders)) reply.raw.setHeader(name, value);
    vite.middlewares(request.raw, reply.raw, () => done());
  });
  const { createRequestHandler } = await import('react-router');
  return createRequestHandler(
    () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    'development',
  );
}

function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
}
