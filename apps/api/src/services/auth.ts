import { type LoginRequest, type LoginResponse, type RegisterRequest } from '@keyshop/contracts';
import type { Config } from '../config';
import type { AccountCache } from './account-cache';
import type { Executor } from '../db/database';
import { violatedUniqueConstraint } from '../db/errors';
import type { UserRow } from '../db/schema';
import { findTaken, findUserByEmail, insertUser, userConstraints } from '../db/users-repo';
import { DomainError } from '../errors';
import type { MailOutbox } from './mail-outbox';
import { enforcePasswordPolicy } from './password-policy';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import {
  consume,
  loginIpLimit,
  loginThrottle,
  registerIpLimit,
  release,
  reset,
  throttle,
} from './rate-limits';
import { findSignedIn, type SignedIn } from '../db/sessions-repo';
import { startSession } from './sessions';
import { readToken } from './tokens';
import { toUser } from './users';
import { sendVerification } from './verification';

export type AuthDeps = {
  db: Executor;
  config: Config;
  jwtSecret: string;
  accounts: AccountCache;
  mails: MailOutbox;
};

export const REGISTERED = 'Registration successful! Please log in.';
export const INVALID_LOGIN = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const USERNAME_TAKEN = 'This username is already taken';

/** 409 naming the field another account already uses (email first when both are). */
export function takenError(taken: { email: boolean; username: boolean }): DomainError | undefined {
  if (taken.email)
    return new DomainError('conflict', EMAIL_TAKEN, { errors: [{ field: 'email', message: EMAIL_TAKEN }] });
  if (taken.username) {
    return new DomainError('conflict', USERNAME_TAKEN, {
      errors: [{ field: 'username', message: USERNAME_TAKEN }],
    });
  }
  return undefined;
}

/** The 409 for a unique violation on users (a race the pre-check missed), else the error itself. */
export function uniqueUserError(error: unknown): unknown {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === userConstraints.email) return takenError({ email: true, username: false });
  if (constraint === userConstraints.username) return takenError({ email: false, username: true });
  return error;
}

/**
 * Every registration attempt from an address counts (also refusals, so nobody probes at full speed). The answer
 * is the same whether or not the e-mail has an account (the owner is told instead); a taken username may say so
 * (usernames are public). A new account is a shopper with its address unconfirmed: it is e-mailed a link.
 */
export async function register(deps: AuthDeps, input: RegisterRequest, ip: string): Promise<void> {
  await consume(deps, [registerIpLimit(deps.config, ip)]);
  await enforcePasswordPolicy(input.password, 'password');
  const taken = await findTaken(deps.db, input);
  if (taken.username) throw takenError({ email: false, username: true });
  // Hashed either way: a taken e-mail answers no faster than a new account.
  const passwordHash = await hashPassword(input.password);
  if (taken.email) return tellOwner(deps, input.email);
  try {
    const user = await insertUser(deps.db, { username: input.username, email: input.email, passwordHash });
    await sendVerification(deps, user);
  } catch (error) {
    if (violatedUniqueConstraint(error) === userConstraints.email) return tellOwner(deps, input.email);
    throw uniqueUserError(error);
  }
}

/** "Someone tried to register with your address", to the account that has it (composed when sent). */
function tellOwner(deps: AuthDeps, email: string): Promise<void> {
  return deps.mails.queue({ mail: 'registration-attempt', email });
}

/**
 * A failed attempt counts against the address, and against the account (its email, known or not) from that
 * address, which slows further attempts from there (loginThrottle); a successful one clears that count.
 * Unknown emails cost one dummy hash check, like known ones.
 */
export async function login(deps: AuthDeps, input: LoginRequest, ip: string): Promise<LoginResponse> {
  const fromHere = loginThrottle(deps.config, input.email, ip);
  const slowed = await throttle(deps, fromHere);
  // An attempt refused for its address was never tried: it does not count for the account either.
  const attempt = await consume(deps, [loginIpLimit(deps.config, ip)]).then(
    (ids) => [...slowed, ...ids],
    async (error: unknown) => {
      await release(deps, slowed);
      throw error;
    },
  );
  const user = await findUserByEmail(deps.db, input.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw new DomainError('unauthenticated', INVALID_LOGIN);
  await Promise.all([release(deps, attempt), reset(deps, fromHere.key)]);
  return { token: await startSession(deps, user), user: toUser(user) };
}

/** A session whose account and row still hold: same token_version, not revoked, not expired. */
type Current = { user: UserRow; session: NonNullable<SignedIn['session']> };

/**
 * The account and session behind a token, if the token is valid and still current (same token_version, session
 * neither revoked nor expired, account not deleted): as this process holds them, or `fresh` from the database
 * (the admin's routes: a demotion shuts them out at once).
 */
export async function authenticate(
  deps: AuthDeps,
  token: string,
  { fresh = false } = {},
): Promise<Current | undefined> {
  const claims = await readToken(deps.jwtSecret, token);
  if (!claims) return undefined;
  const read = () => findSignedIn(deps.db, claims.userId, claims.sessionId);
  const current = (held: SignedIn): held is Current =>
    held.user.tokenVersion === claims.version &&
    held.session !== null &&
    held.session.revokedAt === null &&
    held.session.expiresAt.getTime() > Date.now();
  const signedIn = await (fresh ? read() : deps.accounts.get(claims.sessionId, read, current));
  return signedIn && current(signedIn) ? signedIn : undefined;
}
