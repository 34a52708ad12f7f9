import type { Executor } from './database';
import { adminBootstraps } from './schema';

/** Records that this ADMIN_EMAILS address bootstrapped this account; false when the address already did. */
export async function claimAdminBootstrap(db: Executor, email: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(adminBootstraps)
    .values({ email, userId })
    .onConflictDoNothing()
    .returning({ email: adminBootstraps.email });
  return rows.length > 0;
}
