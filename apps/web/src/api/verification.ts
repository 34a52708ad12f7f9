import {
  linkConfirmedResponseSchema,
  messageResponseSchema,
  verificationPaths,
  type LinkConfirmedResponse,
  type MessageResponse,
} from '@keyshop/contracts';
import { apiFetch } from './client';

// A 401 here is about the link, not the session: no sign-out redirect.

/** Confirms the address of the link e-mailed at registration. */
export function verifyEmail(token: string): Promise<LinkConfirmedResponse> {
  return apiFetch(verificationPaths.verifyEmail, {
    method: 'POST',
    body: { token },
    schema: linkConfirmedResponseSchema,
    errorMessage: 'Your e-mail address could not be confirmed. Please try again.',
    signOutOn401: false,
  });
}

/** Confirms the new address of an e-mail change (every session ends). */
export function confirmEmailChange(token: string): Promise<LinkConfirmedResponse> {
  return apiFetch(verificationPaths.confirmEmail, {
    method: 'POST',
    body: { token },
    schema: linkConfirmedResponseSchema,
    errorMessage: 'Your new e-mail address could not be confirmed. Please try again.',
    signOutOn401: false,
  });
}

/** A new confirmation link for the signed-in account. */
export function resendVerification(): Promise<MessageResponse> {
  return apiFetch(verificationPaths.resendVerification, {
    method: 'POST',
    schema: messageResponseSchema,
    errorMessage: 'The link could not be sent. Please try again.',
  });
}
