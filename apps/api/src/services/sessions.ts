import type { Executor } from '../db/database';
import type { UserRow } from '../db/schema';
import { deleteEndedSessions, insertSession, revokeSession, revokeSessionsOf } from '../db/sessions-repo';
import { bumpTokenVersion } from '../db/users-repo';
import type { AccountCache } from './account-cache';
import { SESSION_LIFETIME_MS, signToken } from './tokens';

export const SIGNED_OUT = 'Successfully signed out';
export const SIGNED_OUT_EVERYWHERE = 'Signed out on every device';

type SessionDeps = { db: Executor; accounts: AccountCache };

/** A new session of this account and the token that names it (both expire together); its ended ones go. */
export async function startSession(
  deps: { db: Executor; jwtSecret: string },
  user: UserRow,
): Promise<string> {
  await deleteEndedSessions(deps.db, user.id);
  const session = await insertSession(deps.db, user.id, new Date(Date.now() + SESSION_LIFETIME_MS));
  const claims = { userId: user.id, version: user.tokenVersion, sessionId: session.id };
  return signToken(deps.jwtSecret, claims, session.expiresAt);
}

/** Signs one session out, on every process. */
export async function endSession(deps: SessionDeps, userId: string, sessionId: string): Promise<void> {
  if (await revokeSession(deps.db, userId, sessionId)) await deps.accounts.changed([userId]);
}

/**
 * Ends every session of the account (but `keep`, the one asking, when given), on every process. Call it
 * outside a transaction, or after it commits: other processes read the sessions again as soon as they are told.
 */
export async function endAllSessions(deps: SessionDeps, userId: string, keep?: string): Promise<number> {
  const ended = await revokeSessionsOf(deps.db, userId, keep);
  await deps.accounts.changed([userId]);
  return ended;
}

/** Inside a transaction: every session of the account ends, its tokens' version too; tell the processes after commit. */
export async function retireSessions(db: Executor, userId: string): Promise<UserRow | undefined> {
  const user = await bumpTokenVersion(db, userId);
  await revokeSessionsOf(db, userId);
  return user;
}
