import { fieldErrors } from '@keyshop/contracts';
import { z } from 'zod/mini';
import { ValidationError } from '../errors';

/** Parses a body, query, params or header value with its contract: `const q = parse(schema, request.query)`. */
export function parse<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}
