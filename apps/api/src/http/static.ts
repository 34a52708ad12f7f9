import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Lets the page plugin send the web build's client files (`reply.sendFile`): precompressed where the build
 * left .br/.gz files, hashed /assets/* cached for a year, everything else revalidated.
 */
export async function registerStatic(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    // The web build writes .br and .gz beside its text files: sent when the browser accepts them (else the
    // plain file), so nothing is compressed per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(clientDir, filePath).split(path.sep).join('/');
      reply.header('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
    },
  });
}
