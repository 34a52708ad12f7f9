/** What went wrong in business terms; only the HTTP layer (http/errors.ts) turns a kind into a status code. */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unprocessable'
  | 'rate_limited'
  | 'unavailable';

/**
 * An expected failure of a business rule, e.g. `throw new DomainError('conflict', 'A revealed key cannot be
 * refunded', { keyId })`; `details` go out beside the message, `retryAfterSeconds` says when to try again.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Input that breaks a rule, field by field: answered as `invalid` with `errors`. */
export class ValidationError extends DomainError {
  constructor(readonly errors: { field: string; message: string }[]) {
    super('invalid', errors[0]?.message ?? 'Invalid request', { errors });
  }
}
