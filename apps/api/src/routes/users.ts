import {
  apiPaths,
  deleteAccountRequestSchema,
  emailUpdateSchema,
  passwordUpdateSchema,
  profileUpdateSchema,
  type MessageResponse,
  type UserResponse,
} from '@keyshop/contracts';
import type { FastifyInstance } from 'fastify';
import { authDeps, requireUser, signedInUser } from '../http/auth';
import { orderDeps } from '../http/order-deps';
import { parse } from '../http/validate';
import {
  ACCOUNT_DELETED,
  changeEmail,
  changePassword,
  deleteAccount,
  PASSWORD_UPDATED,
  updateProfile,
} from '../services/account';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: requireUser };

  app.put(apiPaths.profile, auth, async (request): Promise<UserResponse> => {
    const { username } = parse(profileUpdateSchema, request.body);
    return { user: await updateProfile(authDeps(request), signedInUser(request), username) };
  });

  app.put(apiPaths.email, auth, async (request): Promise<UserResponse> => {
    const input = parse(emailUpdateSchema, request.body);
    return { user: await changeEmail(authDeps(request), signedInUser(request), input) };
  });

  app.put(apiPaths.password, auth, async (request): Promise<MessageResponse> => {
    await changePassword(authDeps(request), signedInUser(request), parse(passwordUpdateSchema, request.body));
    return { message: PASSWORD_UPDATED };
  });

  app.delete(apiPaths.users, auth, async (request): Promise<MessageResponse> => {
    const { currentPassword } = parse(deleteAccountRequestSchema, request.body);
    await deleteAccount(
      { ...orderDeps(request), accounts: app.accounts, config: app.config },
      signedInUser(request),
      currentPassword,
    );
    return { message: ACCOUNT_DELETED };
  });
}
