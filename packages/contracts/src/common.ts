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

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, 'Email must be at most 254 characters')),
  z.email('Please enter a valid email address'),
);

/** The password rule in words, shown before a password is chosen. */
export const PASSWORD_RULES = '8 to 128 characters.';

export const passwordSchema = z
  .string()
  .check(
    z.minLength(8, 'Password must be at least 8 characters'),
    z.maxLength(128, 'Password must be at most 128 characters'),
  );

/** The username rule in words, shown before a username is chosen. */
export const USERNAME_RULES =
  '3 to 32 letters (of any language) or digits; dots, underscores and hyphens allowed.';

/**
 * Letters and digits of every script ("José", "Ünal", "Zoë", "山田"), dots, underscores and hyphens, in NFC, so
 * a name typed with composed or decomposed accents is the same name.
 */
export const usernameSchema = z.pipe(
  z.string().check(z.trim(), z.normalize('NFC')),
  z
    .string()
    .check(
      z.minLength(3, 'Username must be at least 3 characters'),
      z.maxLength(32, 'Username must be at most 32 characters'),
      z.regex(
        /^[\p{L}\p{M}\p{N}._-]+$/u,
        'Username may contain letters, digits, dots, underscores and hyphens only',
      ),
    ),
);

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
