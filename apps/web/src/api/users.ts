import {
  apiPaths,
  emailChangeResponseSchema,
  type DeleteAccountRequest,
  messageResponseSchema,
  userResponseSchema,
  type EmailChangeResponse,
  type EmailUpdate,
  type MessageResponse,
  type PasswordUpdate,
  type ProfileUpdate,
  type UserResponse,
} from '@keyshop/contracts';
import { ApiError, apiFetch, hasToken } from './client';

function requireToken(): void {
  if (!hasToken()) throw new ApiError('No authentication token found', 401);
}

export async function updateProfile(body: ProfileUpdate): Promise<UserResponse> {
  requireToken();
  return apiFetch(apiPaths.profile, {
    method: 'PUT',
    body,
    schema: userResponseSchema,
    errorMessage: 'Error updating profile',
  });
}

/** Nothing changes until the new address opens its link; the answer's message says where it went. */
export async function updateEmail(body: EmailUpdate): Promise<EmailChangeResponse> {
  requireToken();
  return apiFetch(apiPaths.email, {
    method: 'PUT',
    body,
    schema: emailChangeResponseSchema,
    errorMessage: 'Error updating email',
  });
}

/** The server checks confirmPassword too (the contract's passwordUpdateSchema). */
export async function updatePassword(body: PasswordUpdate): Promise<MessageResponse> {
  requireToken();
  return apiFetch(apiPaths.password, {
    method: 'PUT',
    body,
    schema: messageResponseSchema,
    errorMessage: 'Error updating password',
  });
}

export function deleteAccount(body: DeleteAccountRequest): Promise<MessageResponse> {
  return apiFetch(apiPaths.users, {
    method: 'DELETE',
    body,
    schema: messageResponseSchema,
    errorMessage: 'Error deleting account',
  });
}
