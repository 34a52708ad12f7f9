import {
  apiPaths,
  deleteAccountRequestSchema,
  emailUpdateSchema,
  linkTokenRequestSchema,
  passwordUpdateSchema,
  profileUpdateSchema,
  type EmailChangeResponse,
  type LinkConfirmedResponse,
  type MessageResponse,
  type UserResponse,
  verificationPaths,
} from '@keyshop/contracts';
import type { FastifyInstance } from 'fastify';
import { authDeps, requireUser, signedInUser } from '../http/auth';
import { orderDeps } from '../http/order-deps';
import { parse } from '../http/validate';
import {
  ACCOUNT_DELETED,
  changePassword,
  deleteAccount,
  PASSWORD_UPDATED,
  updateProfile,
} from '../services/account';
import { confirmEmailChange, EMAIL_CHANGED, requestEmailChange } from '../services/email-change';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: requireUser };

  app.put(apiPaths.profile, auth, async (request): Promise<UserResponse> => {
    const { username } = parse(profileUpdateSchema, request.body);
    return { user: await updateProfile(authDeps(request), signedInUser(request), username) };
  });

  app.put(apiPaths.email, auth, async (request): Promise<EmailChangeResponse> => {
    const input = parse(emailUpdateSchema, request.body);
    return requestEmailChange(authDeps(request), signedInUser(request), input);
  });

  // The e-mailed link alone confirms (it names the account and the address); every session ends after.
  app.post(verificationPaths.confirmEmail, async (request): Promise<LinkConfirmedResponse> => {
    const { token } = parse(linkTokenRequestSchema, request.body);
    return { user: await confirmEmailChange(authDeps(request), token), message: EMAIL_CHANGED };
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
