import { z } from 'zod';

/** Accepts a number or a numeric string (the spec allows both for prices) and yields a number. */
export const numeric = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'Expected a number')
    .transform(Number),
]);

/** PostgreSQL text cannot hold NUL: every free text the API stores or searches has `.refine(noNul, NUL_MESSAGE)`. */
export const noNul = (text: string): boolean => !text.includes('\u0000');
export const NUL_MESSAGE = 'Text must not contain NUL characters';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain letters, digits, dots, underscores and hyphens only');

/** Every failure answer: a message for people, and per-field details when the input was invalid. */
export const errorResponseSchema = z.object({
  success: z.literal(false).optional(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Turns a zod error into the `errors` list of an ErrorResponse. */
export function fieldErrors(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || '(root)', message: issue.message }));
}
