import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { UserRole } from '@keyshop/contracts';
import { preparedQuery, type Executor } from './database';
import { users, type UserRow } from './schema';

/** Unique indexes of users (0001_init.sql), to tell which field a violation concerns. */
export const userConstraints = { email: 'users_email_unique', username: 'users_username_unique' } as const;

const lowerUsername = sql`lower(${users.username})`;

/** An authenticated request reads its account by id (unless its process holds it: AccountCache). */
const userById = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id'),
);

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

/** `email` must already be lower case (the contracts normalise it). */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Which of these values another account already uses (username compared case-insensitively). */
export async function findTaken(
  db: Executor,
  values: { email?: string; username?: string },
  exceptUserId?: string,
): Promise<{ email: boolean; username: boolean }> {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      and(
        or(
          values.email === undefined ? undefined : eq(users.email, values.email),
          values.username === undefined ? undefined : eq(lowerUsername, values.username.toLowerCase()),
        ),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  return {
    email: values.email !== undefined && rows.some((row) => row.email === values.email),
    username:
      values.username !== undefined &&
      rows.some((row) => row.username.toLowerCase() === values.username?.toLowerCase()),
  };
}

export async function insertUser(
  db: Executor,
  values: { username: string; email: string; passwordHash: string; role?: UserRole },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUsername(
  db: Executor,
  id: string,
  username: string,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ username }).where(eq(users.id, id)).returning();
  return row;
}

/** Email and password changes end every earlier session: tokens carry the version they were issued for. */
export async function updateCredentials(
  db: Executor,
  id: string,
  values: { email: string } | { passwordHash: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Locks the account's row for the transaction (an order being placed for it waits); false when it is gone. */
export async function lockUser(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  return rows.length > 0;
}

/** Orders and messages stay, anonymised (ON DELETE SET NULL); sold keys stay sold. */
export async function deleteUser(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** Sets an account's role: a promotion clears an explicit demotion, a demotion records one. */
export async function updateRole(db: Executor, id: string, role: UserRole): Promise<UserRow | undefined> {
  const adminDemotedAt = role === 'admin' ? null : sql`now()`;
  const [row] = await db.update(users).set({ role, adminDemotedAt }).where(eq(users.id, id)).returning();
  return row;
}

/** Locks the verified admins' rows (in one order, so concurrent demotions queue) and answers their ids. */
export async function lockVerifiedAdmins(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNotNull(users.emailVerifiedAt)))
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

/** Marks the account's address confirmed, if it still has the address the link was sent to. */
export async function markVerified(db: Executor, id: string, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, id), eq(users.email, email)))
    .returning();
  return row;
}

/** The confirmed new address, verified. */
export async function setConfirmedEmail(
  db: Executor,
  id: string,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ email, emailVerifiedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Ends every session of the account (token_version + 1). */
export async function bumpTokenVersion(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning();
  return row;
}
