import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Serves the built web app when its dist folder exists: precompressed where the build left .br/.gz files,
 * hashed /assets/* cached for a year, everything else revalidated, and the SPA fallback (index.html) for page paths. Unknown /api paths answer 404 JSON.
 */
export async function registerStatic(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile) && statSync(webDist).isDirectory();
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: ['index.html'],
      // The web build writes .br and .gz beside its text files: sent when the browser accepts them (else the
      // plain file), so nothing is compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(webDist, filePath).split(path.sep).join('/');
        reply.header('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
      },
    });
  } else {
    app.log.warn({ webDist }, 'web build not found; serving the API only');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !path.posix.basename(pathname).includes('.');
    if (isPage) {
      return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}
