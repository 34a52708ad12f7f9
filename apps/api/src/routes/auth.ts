import {
  apiPaths,
  linkTokenRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  registerRequestSchema,
  type MessageResponse,
  type LinkConfirmedResponse,
  type VerifyResponse,
  verificationPaths,
} from '@keyshop/contracts';
import type { FastifyInstance } from 'fastify';
import {
  authDeps,
  bearerToken,
  INVALID_TOKEN,
  requireUser,
  signedInSession,
  signedInUser,
} from '../http/auth';
import { parse } from '../http/validate';
import { authenticate, login, register, REGISTERED } from '../services/auth';
import { endAllSessions, endSession, SIGNED_OUT, SIGNED_OUT_EVERYWHERE } from '../services/sessions';
import { toUser } from '../services/users';
import { EMAIL_VERIFIED, resendVerification, VERIFICATION_SENT, verifyEmail } from '../services/verification';
import { requestPasswordReset, RESET_DONE, RESET_REQUESTED, resetPassword } from '../services/password-reset';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post(apiPaths.register, async (request, reply) => {
    await register(authDeps(request), parse(registerRequestSchema, request.body), request.ip);
    const body: MessageResponse = { message: REGISTERED };
    return reply.status(201).send(body);
  });

  app.post(apiPaths.login, async (request) => {
    return login(authDeps(request), parse(loginRequestSchema, request.body), request.ip);
  });

  app.get(apiPaths.verify, async (request, reply) => {
    const token = bearerToken(request);
    const signedIn = token ? await authenticate(authDeps(request), token) : undefined;
    if (!signedIn) return reply.status(401).send({ valid: false, message: INVALID_TOKEN });
    const body: VerifyResponse = { valid: true, user: toUser(signedIn.user) };
    return body;
  });

  app.post(verificationPaths.verifyEmail, async (request): Promise<LinkConfirmedResponse> => {
    const { token } = parse(linkTokenRequestSchema, request.body);
    return { user: await verifyEmail(authDeps(request), token), message: EMAIL_VERIFIED };
  });

  app.post(
    verificationPaths.resendVerification,
    { preHandler: requireUser },
    async (request): Promise<MessageResponse> => {
      await resendVerification(authDeps(request), signedInUser(request), request.ip);
      return { message: VERIFICATION_SENT };
    },
  );
  app.post(apiPaths.logout, { preHandler: requireUser }, async (request): Promise<MessageResponse> => {
    await endSession(authDeps(request), signedInUser(request).id, signedInSession(request));
    return { message: SIGNED_OUT };
  });

  app.post(apiPaths.logoutAll, { preHandler: requireUser }, async (request): Promise<MessageResponse> => {
    await endAllSessions(authDeps(request), signedInUser(request).id);
    return { message: SIGNED_OUT_EVERYWHERE };
  });

  app.post(apiPaths.forgotPassword, async (request, reply) => {
    const { email } = parse(forgotPasswordRequestSchema, request.body);
    await requestPasswordReset(authDeps(request), email, request.ip);
    const body: MessageResponse = { message: RESET_REQUESTED };
    return reply.status(202).send(body);
  });

  app.post(apiPaths.resetPassword, async (request): Promise<MessageResponse> => {
    await resetPassword(authDeps(request), parse(resetPasswordRequestSchema, request.body));
    return { message: RESET_DONE };
  });
}
