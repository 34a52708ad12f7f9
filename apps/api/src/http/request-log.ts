import type { FastifyInstance } from 'fastify';

/** Logs each answered request once: its method and URL, the status and how long it took. */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
