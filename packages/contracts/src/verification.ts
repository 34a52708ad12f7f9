// Confirmed addresses: the e-mailed links of registration and of an e-mail change (issue 52).
import { z } from 'zod/mini';
import { linkTokenSchema } from './account';
import { userSchema } from './auth';

/**
 * What an account whose address is not confirmed may do, in words: browse, buy and reveal its keys (they are
 * paid), but hold no admin rights and not change its e-mail. The API decides it in services/trust.ts.
 */
export const UNVERIFIED_NOTICE = 'Confirm your e-mail address';

export const verificationPaths = {
  verifyEmail: '/api/auth/verify-email',
  resendVerification: '/api/auth/resend-verification',
  confirmEmail: '/api/users/email/confirm',
} as const;

/** POST verify-email and POST users/email/confirm. */
export const linkTokenRequestSchema = z.object({ token: linkTokenSchema });
export type LinkTokenRequest = z.infer<typeof linkTokenRequestSchema>;

/** PUT /api/users/email: the address is unchanged until the new one confirms; `message` says where the link went. */
export const emailChangeResponseSchema = z.object({ user: userSchema, message: z.string() });
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;

/** POST verify-email and POST users/email/confirm: the account as it now is. */
export const linkConfirmedResponseSchema = z.object({ user: userSchema, message: z.string() });
export type LinkConfirmedResponse = z.infer<typeof linkConfirmedResponseSchema>;
