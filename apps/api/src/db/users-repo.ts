import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
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

/** Sets the role of the account with this e-mail; undefined when there is none. */
export async function updateRole(db: Executor, email: string, role: UserRole): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ role }).where(eq(users.email, email)).returning();
  return row;
}

/** Makes admins of the shoppers among these e-mails' accounts; answers the accounts it changed. */
export async function promoteEmails(db: Executor, emails: string[]): Promise<UserRow[]> {
  if (emails.length === 0) return [];
  return db
    .update(users)
    .set({ role: 'admin' })
    .where(and(inArray(users.email, emails), eq(users.role, 'shopper')))
    .returning();
}
