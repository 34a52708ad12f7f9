import { desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './database';
import { sessions, users, type UserRow } from './schema';

export type AdminUserRow = UserRow & { liveSessions: number };

/** Sessions neither ended nor expired (sessions_user_live index). */
const liveSessions = sql<number>`(
  SELECT count(*)::int FROM ${sessions}
  WHERE ${sessions.userId} = ${users.id} AND ${sessions.revokedAt} IS NULL AND ${sessions.expiresAt} > now()
)`;

/** Accounts newest first, `limit` from `offset`; `q` finds part of an e-mail or username (any case). */
export async function listAdminUsers(
  db: Executor,
  q: string,
  page: { offset: number; limit: number },
): Promise<AdminUserRow[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where: SQL | undefined =
    q === '' ? undefined : or(ilike(users.email, pattern), ilike(users.username, pattern));
  const rows = await db
    .select({ user: users, liveSessions })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row.user, liveSessions: Number(row.liveSessions) }));
}

export async function findAdminUser(db: Executor, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select({ user: users, liveSessions }).from(users).where(eq(users.id, id));
  return row && { ...row.user, liveSessions: Number(row.liveSessions) };
}
