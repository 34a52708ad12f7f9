import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { sessions, type UserRow } from '../db/schema';
import { bumpTokenVersion } from '../db/users-repo';
import type { AccountCache } from './account-cache';

/** Ends every session of the account on every process: its tokens' version is retired and its sessions revoked. */
export async function endAllSessions(
  deps: { db: Executor; accounts: AccountCache },
  userId: string,
): Promise<UserRow | undefined> {
  const user = await bumpTokenVersion(deps.db, userId);
  await deps.db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await deps.accounts.changed([userId]);
  return user;
}
