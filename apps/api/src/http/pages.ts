import { randomBytes } from 'node:crypto';
import { constants } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import {
  isPersonalPath,
  pageCacheControl,
  productIdParamSchema,
  PUBLIC_PAGE_CACHE,
  PUBLIC_PAGE_FRESH_SECONDS,
  type PageLoadContext,
} from '@keyshop/contracts';
// Type-only: React Router (and React with it) loads when pages are served, after main has set NODE_ENV.
import type { createRequestHandler, ServerBuild } from 'react-router';
import { listCatalogueProducts, staticCatalogueProducts } from '../services/catalogue';
import { CachedPage, PageCache, type CatalogueState } from './page-cache';
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

  // `failed` hears of a page that must not be kept: a catalogue read failed (the page fell back to the static
  // catalogue), or the render failed after the status was sent.
  const loadContext = (nonce: string, origin: string, failed: () => void): PageLoadContext => {
    const reading = async <T>(read: () => T): Promise<T> => {
      try {
        return read();
      } catch (error) {
        app.log.error({ err: error }, 'a catalogue read failed during a render');
        failed();
        throw error;
      }
    };
    const { model } = app.catalogue;
    return {
      nonce,
      origin,
      onRenderError: failed,
      // The catalogue services in-process, answering objects (the API's HTTP answers are the same, as JSON).
      catalogue: {
        list: (query) => reading(() => listCatalogueProducts(model, query)),
        // An id the API would reject is no product's.
        get: (id) =>
          reading(() => (productIdParamSchema.safeParse({ id }).success ? model.product(id) : undefined)),
        staticProducts: () => reading(() => staticCatalogueProducts(model, app.config.seedProducts)),
      },
    };
  };
  // Finished public pages (none in development: the sources change under it).
  const cache = dev || app.config.pageCacheBytes === 0 ? undefined : new PageCache(app.config.pageCacheBytes);
  const catalogueState = (): CatalogueState => ({
    model: app.catalogue.model,
    version: app.catalogue.model.version,
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
        const requestOrigin = `${request.protocol}://${request.host}`;
        // Public pages (and their client-navigation .data) are the same for every visitor: what is personal
        // lives in the browser's storage.
        const key = cache && !isPersonalPath(pathname) ? pageKey(request, requestOrigin) : undefined;
        if (cache && key) {
          const kept = await cache.find(key, catalogueState);
          if (kept) return sendKept(request, reply, kept, nonce);
          reply.header('x-page-cache', 'miss');
        }
        // The first GET of a page renders it; other requests for it wait for that render and are served what
        // it kept (`find`), unless it kept nothing.
        const rendered = cache && key && request.method === 'GET' ? cache.rendering(key) : undefined;
        let recorded = false;
        try {
          const state = catalogueState();
          let failed = false;
          // Canonical and preview URLs: PUBLIC_URL when set, else the request's own origin (as the sitemap does).
          const origin = app.config.publicOrigin ?? requestOrigin;
          const response = await handle(
            toWebRequest(request, reply),
            loadContext(nonce, origin, () => (failed = true)),
          );
          const { status } = response;
          const cacheControl = pageCacheControl(pathname, status);
          const headers: PageHeaders = [];
          response.headers.forEach((value, name) => {
            if (name !== 'set-cookie') headers.push([name, value]);
          });
          const cookies = response.headers.getSetCookie();
          for (const cookie of cookies) headers.push(['set-cookie', cookie]);
          headers.push(['cache-control', cacheControl]);
          sendHead(reply, status, headers, nonce, dev);
          if (!response.body) return reply.send();
          const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
          const keep = keptStatuses.has(status) && !cookies.length && cacheControl === PUBLIC_PAGE_CACHE;
          if (!rendered || !keep) return reply.send(body);
          recorded = true;
          const expires = Date.now() + PUBLIC_PAGE_FRESH_SECONDS * 1000;
          return reply.send(
            recording(body, (html) =>
              rendered(
                html && !failed ? new CachedPage(status, headers, html, nonce, state, expires) : undefined,
              ),
            ),
          );
        } finally {
          if (!recorded) rendered?.();
        }
      },
    });
  });
}

type PageHeaders = [name: string, value: string][];

/**
 * What a public page's HTML depends on: the origin and URL (path and raw query) it was asked for, and whether a
 * crawler asked (rendered whole, where browsers get the shell first and the late parts after it; see
 * apps/web's entry.server.tsx).
 */
function pageKey(request: FastifyRequest, origin: string): string {
  const userAgent = request.headers['user-agent'];
  return `${userAgent && isbot(userAgent) ? 'crawler' : 'browser'} ${origin}${request.url}`;
}

/** Status and headers of a page (rendered or kept), the CSP allowing this response's nonce. */
function sendHead(reply: FastifyReply, status: number, headers: PageHeaders, nonce: string, dev: boolean) {
  reply.status(status);
  for (const [name, value] of headers) reply.header(name, value);
  // The page's inline scripts (React Router's, the theme's) carry this response's nonce. (Vite's dev server
  // injects inline code of its own: no CSP in development.)
  const csp = String(reply.getHeader('content-security-policy') ?? '');
  if (dev) reply.removeHeader('content-security-policy');
  else
    reply.header(
      'content-security-policy',
      csp.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
    );
}

/** Pages kept: found, and not found (a CDN keeps both too); never a failure or a redirect. */
const keptStatuses = new Set([200, 404]);

/**
 * Passes the body through as it streams; calls `done` with the whole of it once it has ended, and with nothing
 * when the stream closes (after that, or early: a client that went away keeps nothing).
 */
function recording(body: Readable, done: (html?: Buffer) => void): Readable {
  const chunks: Uint8Array[] = [];
  const tap = new Transform({
    transform(chunk: Uint8Array, _encoding, next) {
      chunks.push(chunk);
      next(null, chunk);
    },
    flush(next) {
      done(Buffer.concat(chunks));
      next();
    },
  });
  tap.once('close', () => done());
  // An error of the render destroys the tap, which the reply reports.
  pipeline(body, tap, () => {});
  return tap;
}

/**
 * A kept page with this response's nonce in it: gzip when the client takes it (compressed once per kept page;
 * brotli would be compressed again for every response), else the plain HTML (which the compress plugin handles).
 */
function sendKept(request: FastifyRequest, reply: FastifyReply, page: CachedPage, nonce: string) {
  // Never in development (no cache there): the CSP applies.
  sendHead(reply, page.status, page.headers, nonce, false);
  reply.header('x-page-cache', 'hit');
  const value = Buffer.from(nonce);
  if (!negotiate(request.headers['accept-encoding'] ?? '', ['gzip'])) return reply.send(page.body(value));
  reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
  return reply.send(page.gzip(value));
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
