// zod/mini: the same schemas as classic zod with a tree-shakable API, so the storefront's first page carries
// ~8 kB of validation instead of ~27 kB.
import { z } from 'zod/mini';

/** Accepts a number or a numeric string (the spec allows both for prices) and yields a number. */
export const numeric = z.union([
  z.number(),
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/, 'Expected a number')), z.transform(Number)),
]);

/** PostgreSQL text cannot hold NUL: every free text the API stores or searches has `z.refine(noNul, NUL_MESSAGE)`. */
export const noNul = (text: string): boolean => !text.includes('\u0000');
export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** A one-line name has no control character (C0, DEL, C1: CR/LF, tabs, escapes) nor a Unicode line break. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const noControl = (text: string): boolean => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text);
export const CONTROL_MESSAGE = 'must be one line without control characters';

/** Free text of at most `max` characters, trimmed, without NUL. */
export const text = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      z.refine(noNul, NUL_MESSAGE),
    );

/** Every failure answer: a message for people, and per-field details when the input was invalid. */
export const errorResponseSchema = z.object({
  success: z.optional(z.literal(false)),
  message: z.string(),
  errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Turns a zod error into the `errors` list of an ErrorResponse. */
export function fieldErrors(error: z.core.$ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || '(root)', message: issue.message }));
}

export const nonNegativeInt = z.int().check(z.nonnegative());

/** A one-line name or subject: `text` without control characters (multi-line text uses `text`). */
export const nameText = (label: string, max: number) =>
  text(label, max).check(z.refine(noControl, `${label} ${CONTROL_MESSAGE}`));
