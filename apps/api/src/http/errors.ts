import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError, type DomainErrorKind } from '../errors';

/** The one place a business failure becomes an HTTP status. */
export const statusOfKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};

/**
 * A failure of the HTTP layer itself (a malformed path parameter, a wrong content type), e.g.
 * `throw new HttpError(415, 'Send the file as text/plain')`; business code throws DomainError instead.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Every failure answers `{ message, errors? }`; bad input is always a 4xx, only real faults are 500s. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(statusOfKind[error.kind]).send({ ...error.details, message: error.message });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.body, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx: malformed JSON, wrong content type, body too large, rate limited…
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send({ message: 'Internal Server Error' });
  });
}

/**
 * What a failure may put in the logs. Drizzle's query errors carry the query's parameters (emails, password
 * hashes, keys) in their message and fields, and PostgreSQL's `detail` repeats values: the log keeps the SQL
 * and the database's message, never them.
 */
export function loggableError(error: Error): Error {
  if (!(error instanceof DrizzleQueryError)) return error;
  // The database's message names the constraint; its `detail` would name the values, so only the message stays.
  const cause = error.cause instanceof Error ? new Error(error.cause.message) : undefined;
  const safe = new Error(`Failed query: ${error.query}`, { cause });
  safe.name = 'DrizzleQueryError';
  safe.stack = [
    `${safe.name}: ${safe.message}`,
    ...(error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)),
  ].join('\n');
  return safe;
}
