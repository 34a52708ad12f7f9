import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from './database';
import { accountTokens } from './schema';

const purpose = 'reset_password';

/** Stores a reset link's hash; the account's older unused reset links stop working. */
export async function replaceResetToken(
  db: Executor,
  values: { tokenHash: string; userId: string; email: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, values.userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  await db.insert(accountTokens).values({ ...values, purpose });
}

/** Marks an unused, unexpired reset link used (in the caller's transaction); its account and address, if it was. */
export async function useResetToken(
  db: Executor,
  tokenHash: string,
): Promise<{ userId: string; email: string } | undefined> {
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
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row;
}
