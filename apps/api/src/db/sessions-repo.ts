import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { preparedQuery, type Executor } from './database';
import { sessions, users, type SessionRow, type UserRow } from './schema';

/** An account with the session a token names (the session is absent when it is not the account's). */
export type SignedIn = { user: UserRow; session: SessionRow | null };

/** Every authenticated request that its process does not hold reads account and session in one round trip. */
const signedInById = preparedQuery((db) =>
  db
    .select({ user: users, session: sessions })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, users.id)))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('signed_in_by_id'),
);

export async function findSignedIn(
  db: Executor,
  userId: string,
  sessionId: string,
): Promise<SignedIn | undefined> {
  const [row] = await signedInById(db).execute({ userId, sessionId });
  return row;
}

export async function insertSession(db: Executor, userId: string, expiresAt: Date): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Forgets an account's ended sessions (revoked or expired): a token naming a missing session is refused too. */
export async function deleteEndedSessions(db: Executor, userId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), or(isNotNull(sessions.revokedAt), lt(sessions.expiresAt, sql`now()`))),
    );
}

/** Revokes one live session of this account; false when there was none. */
export async function revokeSession(db: Executor, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of this account but `keep`; answers how many it ended. */
export async function revokeSessionsOf(db: Executor, userId: string, keep?: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
