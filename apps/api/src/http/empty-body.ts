import type { FastifyInstance } from 'fastify';

/**
 * A request without Content-Length (or with `Content-Length: 0`) and without Transfer-Encoding has no body
 * (RFC 9112 §6.3), whatever Content-Type it names. Fastify would still run that type's parser and answer
 * 400 "Body cannot be empty…" (JSON) or 415 (unknown types), so a client that sets the header on every call
 * could not `DELETE /api/users`. Dropping the header lets routes that need no body ignore it; routes that
 * need one still answer 400 from their contract.
 */
export function acceptEmptyBodies(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers;
    const length = headers['content-length'];
    if (
      headers['content-type'] !== undefined &&
      headers['transfer-encoding'] === undefined &&
      (length === undefined || length === '0')
    ) {
      delete headers['content-type'];
    }
    done();
  });
}
