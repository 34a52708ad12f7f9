import {
  apiPaths,
  loginResponseSchema,
  messageResponseSchema,
  verifyResponseSchema,
  type ForgotPasswordRequest,
  type LoginRequest,
  type LoginResponse,
  type MessageResponse,
  type RegisterRequest,
  type ResetPasswordRequest,
  type VerifyResponse,
} from '@keyshop/contracts';
import { apiFetch } from './client';

// A 401 here is an answer about these credentials, not an expired session: no sign-out redirect.

/** Accepted only with both token and user; anything else is 'Invalid response format'. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiFetch(apiPaths.login, {
    method: 'POST',
    body,
    schema: loginResponseSchema,
    errorMessage: 'Login failed. Please check your credentials.',
    signOutOn401: false,
  });
}

/** Failure message: the server's message, else its first field error, else the spec's fallback. */
export function register(body: RegisterRequest): Promise<MessageResponse> {
  return apiFetch(apiPaths.register, {
    method: 'POST',
    body,
    schema: messageResponseSchema,
    errorMessage: 'Registration failed. Please try again.',
    signOutOn401: false,
  });
}

/** Ends this session on the server; a 401 means it had ended already (the caller signs out either way). */
export function logout(): Promise<MessageResponse> {
  return apiFetch(apiPaths.logout, {
    method: 'POST',
    schema: messageResponseSchema,
    errorMessage: 'Error signing out',
    signOutOn401: false,
  });
}

/** Ends every session of the account, this one included. */
export function logoutEverywhere(): Promise<MessageResponse> {
  return apiFetch(apiPaths.logoutAll, {
    method: 'POST',
    schema: messageResponseSchema,
    errorMessage: 'Error signing out everywhere',
  });
}

/** The same answer whether or not the address has an account. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiFetch(apiPaths.forgotPassword, {
    method: 'POST',
    body,
    schema: messageResponseSchema,
    errorMessage: 'Could not send the link. Please try again.',
    signOutOn401: false,
  });
}

export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiFetch(apiPaths.resetPassword, {
    method: 'POST',
    body,
    schema: messageResponseSchema,
    errorMessage: 'Could not set the password. Please try again.',
    signOutOn401: false,
  });
}

/** Checks the stored token (sent as the bearer header). */
export function verify(signal?: AbortSignal): Promise<VerifyResponse> {
  return apiFetch(apiPaths.verify, { schema: verifyResponseSchema, signal, signOutOn401: false });
}
