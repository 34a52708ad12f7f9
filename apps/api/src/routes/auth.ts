import {
  apiPaths,
  linkTokenRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  type MessageResponse,
  type LinkConfirmedResponse,
  type VerifyResponse,
  verificationPaths,
} from '@keyshop/contracts';
import type { FastifyInstance } from 'fastify';
import { authDeps, bearerToken, INVALID_TOKEN, requireUser, signedInUser } from '../http/auth';
import { parse } from '../http/validate';
import { authenticate, login, register, REGISTERED } from '../services/auth';
import { toUser } from '../services/users';
import { EMAIL_VERIFIED, resendVerification, VERIFICATION_SENT, verifyEmail } from '../services/verification';

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
    const user = token ? await authenticate(authDeps(request), token) : undefined;
    if (!user) return reply.status(401).send({ valid: false, message: INVALID_TOKEN });
    const body: VerifyResponse = { valid: true, user: toUser(user) };
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
}
