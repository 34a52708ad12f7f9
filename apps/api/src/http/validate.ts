import { fieldErrors } from '@keyshop/contracts';
import { z } from 'zod/mini';

/** Thrown for input that fails its contract; the error handler answers 400 with per-field errors. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: { field: string; message: string }[]) {
    super(errors[0]?.message ?? 'Invalid request');
  }
}

/** Parses a body, query, params or header value with its contract: `const q = parse(schema, request.query)`. */
export function parse<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}
