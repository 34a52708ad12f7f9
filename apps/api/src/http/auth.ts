import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { authenticate, type AuthDeps } from '../services/auth';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, set by requireUser / optionalUser. */
    user: UserRow | null;
    /** The id of the session its token names, set with request.user. */
    sessionId: string | null;
  }
}

export const INVALID_TOKEN = 'Invalid or expired token';
export const AUTH_REQUIRED = 'Authentication required';

/** Adds request.user; call once before the routes that use requireUser / optionalUser. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
}

export function authDeps(request: FastifyRequest): AuthDeps {
  const { db, config, jwtSecret, accounts, mails } = request.server;
  return { db: db.orm, config, jwtSecret, accounts, mails };
}

/** The token of `Authorization: Bearer <token>`; undefined when absent, null when malformed. */
export function bearerToken(request: FastifyRequest): string | undefined | null {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer +([A-Za-z0-9._~+/=-]{1,4096})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** preHandler: 401 `{ message }` unless the bearer token is valid and current; sets request.user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  await signIn(request, { fresh: false });
}

/** requireUser with the account read from the database, never from the process's account cache. */
export async function requireUserFresh(request: FastifyRequest): Promise<void> {
  await signIn(request, { fresh: true });
}

async function signIn(request: FastifyRequest, options: { fresh: boolean }): Promise<void> {
  const token = bearerToken(request);
  if (token === undefined) throw new HttpError(401, AUTH_REQUIRED);
  const signedIn = token && (await authenticate(authDeps(request), token, options));
  if (!signedIn) throw new HttpError(401, INVALID_TOKEN);
  request.user = signedIn.user;
  request.sessionId = signedIn.session.id;
}

/** preHandler for public routes that link a signed-in visitor's data (an invalid token counts as none). */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  const signedIn = token ? await authenticate(authDeps(request), token) : undefined;
  request.user = signedIn?.user ?? null;
  request.sessionId = signedIn?.session.id ?? null;
}

/** The session of request.user (behind requireUser). */
export function signedInSession(request: FastifyRequest): string {
  if (!request.sessionId) throw new HttpError(401, AUTH_REQUIRED);
  return request.sessionId;
}

/** request.user behind requireUser. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, AUTH_REQUIRED);
  return request.user;
}
