/**
 * What a shopper types to sign up, sign in and change their account, as the API reads it. A module apart from
 * the answers (auth.ts), so the storefront's pages, which parse answers, do not carry these checks.
 */
import { z } from 'zod/mini';

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, 'Email must be at most 254 characters')),
  z.email('Please enter a valid email address'),
);

/** The password rule in words, shown before a password is chosen (the API also refuses common passwords). */
export const PASSWORD_RULES = '8 to 128 characters, not only spaces, and not a commonly used password.';

/** Characters as a person counts them (code points: an emoji is one). */
const codePoints = (text: string) => [...text].length;

export const passwordSchema = z.string().check(
  z.refine((password) => codePoints(password) >= 8, 'Password must be at least 8 characters'),
  z.maxLength(128, 'Password must be at most 128 characters'),
  z.refine((password) => password.trim() !== '', 'Password cannot be only spaces'),
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

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

const currentPassword = z
  .string()
  .check(z.minLength(1, 'Please enter your current password'), z.maxLength(128));

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(
      z.minLength(1, 'Password is required'),
      z.maxLength(128, 'Password must be at most 128 characters'),
    ),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const profileUpdateSchema = z.object({ username: usernameSchema });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const emailUpdateSchema = z.object({ email: emailSchema, currentPassword });
export type EmailUpdate = z.infer<typeof emailUpdateSchema>;

export const passwordUpdateSchema = z
  .object({
    currentPassword,
    newPassword: passwordSchema,
    confirmPassword: z.string().check(z.maxLength(128)),
  })
  .check(
    z.refine((body) => body.newPassword === body.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type PasswordUpdate = z.infer<typeof passwordUpdateSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** The secret of an e-mailed link: 32 random bytes in base64url (43 characters). */
export const linkTokenSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'This link is incomplete. Open it again from the e-mail.'));

export const resetPasswordRequestSchema = z.object({ token: linkTokenSchema, password: passwordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const deleteAccountRequestSchema = z.object({ currentPassword });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
