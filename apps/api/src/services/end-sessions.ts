import { revokeSessions } from '../db/admin-users-repo';
import type { Executor } from '../db/database';
import type { UserRow } from '../db/schema';
import { bumpTokenVersion } from '../db/users-repo';
import type { AccountCache } from './account-cache';

/** The database's part of ending every session: the tokens' version is retired and the sessions revoked. */
export async function retireSessions(db: Executor, userId: string): Promise<UserRow | undefined> {
  const user = await bumpTokenVersion(db, userId);
  await revokeSessions(db, userId);
  return user;
}

/** Ends every session of the account on every process. */
export async function endAllSessions(
  deps: { db: Executor; accounts: AccountCache },
  userId: string,
): Promise<UserRow | undefined> {
  const user = await retireSessions(deps.db, userId);
  await deps.accounts.changed([userId]);
  return user;
}
