import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from './database';
import { accountTokens, type AccountTokenPurpose } from './schema';

export type AccountTokenRow = typeof accountTokens.$inferSelect;

export async function insertAccountToken(
  db: Executor,
  values: { tokenHash: string; userId: string; purpose: AccountTokenPurpose; email: string; ttlMs: number },
): Promise<void> {
  const { ttlMs, ...row } = values;
  await db
    .insert(accountTokens)
    .values({ ...row, expiresAt: sql`now() + make_interval(secs => ${ttlMs / 1000})` });
}

/** Marks the link used and answers it, in one statement: of two concurrent uses only one gets the row. */
export async function spendAccountToken(
  db: Executor,
  tokenHash: string,
  purpose: AccountTokenPurpose,
): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Earlier unused links of this purpose stop working (a new one was sent). */
export async function retireAccountTokens(
  db: Executor,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}
