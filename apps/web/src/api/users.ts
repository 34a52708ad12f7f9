import {
  apiPaths,
  messageResponseSchema,
  userResponseSchema,
  type EmailUpdate,
  type MessageResponse,
  type ProfileUpdate,
  type UserResponse,
} from '@keyshop/contracts';
import { session } from '../state/session';
import { ApiError, apiFetch } from './client';

function requireToken(): void {
  if (!session.token()) throw new ApiError('No authentication token found', 401);
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

export async function updateEmail(body: EmailUpdate): Promise<UserResponse> {
  requireToken();
  return apiFetch(apiPaths.email, {
    method: 'PUT',
    body,
    schema: userResponseSchema,
    errorMessage: 'Error updating email',
  });
}

/** The contract's confirmPassword is checked in the form; the server takes the current and the new password. */
export async function updatePassword(body: {
  currentPassword: string;
  newPassword: string;
}): Promise<MessageResponse> {
  requireToken();
  return apiFetch(apiPaths.password, {
    method: 'PUT',
    body,
    schema: messageResponseSchema,
    errorMessage: 'Error updating password',
  });
}

export function deleteAccount(): Promise<MessageResponse> {
  return apiFetch(apiPaths.users, {
    method: 'DELETE',
    schema: messageResponseSchema,
    errorMessage: 'Error deleting account',
  });
}
