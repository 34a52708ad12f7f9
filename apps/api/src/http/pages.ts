import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isPersonalPath,
  PERSONAL_PAGE_CACHE,
  passwordFormPaths,
  pageCacheControl,
  productIdParamSchema,
  PUBLIC_PAGE_FRESH_SECONDS,
  type PageLoadContext,
} from '@keyshop/contracts';
// Type-only: React Router (and React with it) loads when pages are served, after main has set NODE_ENV.
import type { createRequestHandler, ServerBuild } from 'react-router';
import { listCatalogueProducts, staticCatalogueProducts } from '../services/catalogue';
import { CachedPage, PageCache, pageBrotliOptions, pageEncodings, type CatalogueState } from './page-cache';
import { imageInliner } from './inline-image';
import { withScriptHashes } from './page-csp';
import { pageMessages, registerFormPosts } from './page-forms';
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
    // The body below is the parsed text, not the bytes as they came. A form's post says `Origin: null` under the
    // no-referrer policy, which React Router would take for another site's: page-forms.ts has checked the site.
    if (value === undefined || name === 'content-length' || (name === 'origin' && value === 'null')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
    method: request.method,
    headers,
    signal: controller.signal,
    // A form posted without scripts (page-forms.ts), for the page's action.
    body: typeof request.body === 'string' ? request.body : undefined,
  });
}

/**
 * Serves the storefront: the web build's client files (`dist/client`), and every other GET a page rendered on
 * the server by its server build (`dist/server/index.js`, React Router), whole. Loaders reach the catalogue
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
  // The web app's own pictures: its public folder in development (Vite serves it), else the build's copy.
  const inlineImage = imageInliner(app, dev ? path.resolve(webDist, '..', 'public') : clientDir);

  // `failed` hears of a page that must not be kept: a catalogue read failed (the page fell back to the static
  // catalogue), or a part of the render failed.
  const loadContext = (origin: string, ip: string, failed: () => void): PageLoadContext => {
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
      origin,
      onRenderError: failed,
      inlineImage,
      // The catalogue services in-process, answering objects (the API's HTTP answers are the same, as JSON).
      catalogue: {
        list: (query) => reading(() => listCatalogueProducts(model, query)),
        // An id the API would reject is no product's.
        get: (id) =>
          reading(() => (productIdParamSchema.safeParse({ id }).success ? model.product(id) : undefined)),
        staticProducts: () => reading(() => staticCatalogueProducts(model, app.config.seedProducts)),
      },
      messages: pageMessages(app, ip),
    };
  };
  // Finished public pages (none in development: the sources change under it).
  const cache = dev || app.config.pageCacheBytes === 0 ? undefined : new PageCache(app.config.pageCacheBytes);
  const catalogueState = (): CatalogueState => ({
    model: app.catalogue.model,
    version: app.catalogue.model.version,
  });
  /** Seconds until a sale starts or ends somewhere in the catalogue: no shared cache may keep a page past it. */
  const secondsToPriceChange = () => (app.catalogue.model.nextPriceChangeAt - Date.now()) / 1000;

  await app.register(async (pages) => {
    // Rendered pages are compressed for the response (kept ones once per encoding, see `sendKept`). Build files
    // carry their own .br/.gz and are sent as they are.
    await pages.register(fastifyCompress, { brotliOptions: pageBrotliOptions });
    // React Router reads bodies itself (none here: the store has no route actions).
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // A password form sent before its scripts ran (or without them) posts here: its body is never read nor
    // logged, and 303 brings the browser back to the page (GET), which says that signing in needs JavaScript.
    for (const path of passwordFormPaths)
      pages.post(path, (request, reply) => reply.redirect(request.url, 303));
    const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (isApiPath(pathname)) return reply.callNotFound();
      if (isFilePath(pathname)) return reply.sendFile(decodeURIComponent(pathname.slice(1)));
      if (!handle) return reply.callNotFound();

      const requestOrigin = `${request.protocol}://${request.host}`;
      // Public pages (and their client-navigation .data) are the same for every visitor: what is personal
      // lives in the browser's storage. Their HTML depends on the origin and URL (path and raw query) alone.
      // A form's post is answered for its sender alone.
      const posted = request.method === 'POST';
      const key =
        cache && !posted && !isPersonalPath(pathname) ? `${requestOrigin}${request.url}` : undefined;
      if (cache && key) {
        const kept = await cache.find(key, catalogueState);
        if (kept)
          return sendKept(
            request,
            reply,
            kept,
            pageCacheControl(pathname, kept.status, secondsToPriceChange()),
          );
        reply.header('x-page-cache', 'miss');
      }
      // The first GET of a page renders it; other requests for it wait for that render and are served what
      // it kept (`find`), unless it kept nothing.
      const rendered = cache && key && request.method === 'GET' ? cache.rendering(key) : undefined;
      try {
        const state = catalogueState();
        let failed = false;
        // Canonical and preview URLs: PUBLIC_URL when set, else the request's own origin (as the sitemap does).
        const origin = app.config.publicOrigin ?? requestOrigin;
        const response = await handle(
          toWebRequest(request, reply),
          loadContext(origin, request.ip, () => (failed = true)),
        );
        const { status } = response;
        const body = Buffer.from(await response.arrayBuffer());
        const cacheControl = posted
          ? PERSONAL_PAGE_CACHE
          : pageCacheControl(pathname, status, secondsToPriceChange());
        const headers: PageHeaders = [];
        response.headers.forEach((value, name) => {
          if (name !== 'set-cookie') headers.push([name, value]);
        });
        const cookies = response.headers.getSetCookie();
        for (const cookie of cookies) headers.push(['set-cookie', cookie]);
        headers.push(['cache-control', cacheControl]);
        // The page's inline scripts (React Router's, the theme's) are allowed by their hashes. (Vite's dev
        // server injects inline code of its own: no CSP in development.)
        const csp = reply.getHeader('content-security-policy');
        if (dev) reply.removeHeader('content-security-policy');
        else if (typeof csp === 'string' && response.headers.get('content-type')?.startsWith('text/html'))
          headers.push(['content-security-policy', withScriptHashes(csp, body.toString())]);
        reply.status(status);
        for (const [name, value] of headers) reply.header(name, value);
        const keep = keptStatuses.has(status) && !cookies.length && cacheControl.startsWith('public');
        if (rendered && keep && !failed) {
          const expires = Date.now() + PUBLIC_PAGE_FRESH_SECONDS * 1000;
          rendered(new CachedPage(status, headers, body, state, expires));
        }
        return reply.send(response.body ? body : undefined);
      } finally {
        rendered?.();
      }
    };
    pages.route({ method: ['GET', 'HEAD'], url: '/*', handler: servePage });
    await registerFormPosts(pages, servePage);
  });
}

type PageHeaders = [name: string, value: string][];

/** Pages kept: found, and not found (a CDN keeps both too); never a failure or a redirect. */
const keptStatuses = new Set([200, 404]);

/**
 * A kept page, compressed in the encoding the client prefers (each encoding made once per kept page), else
 * plain (which the compress plugin handles), with the Cache-Control of the moment it is sent (a price switch may
 * have come nearer since it was made).
 */
async function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  cacheControl: string,
) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('cache-control', cacheControl);
  reply.header('x-page-cache', 'hit');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', pageEncodings);
  if (!encoding) return reply.send(page.body);
  reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  return reply.send(await page.encode(encoding));
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
