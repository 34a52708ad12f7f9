import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sends a generated text body with Cache-Control and an ETag; answers 304 when the client holds it already. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  type: string,
  cacheControl: string,
): FastifyReply {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('Cache-Control', cacheControl).header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(type).send(body);
}
