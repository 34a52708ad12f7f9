import type { Executor } from './database';
import { messages, subscribers } from './schema';

/** An address already subscribed stays as it is. */
export async function insertSubscriber(db: Executor, email: string): Promise<void> {
  await db.insert(subscribers).values({ email }).onConflictDoNothing();
}

export async function insertMessage(db: Executor, message: typeof messages.$inferInsert): Promise<void> {
  await db.insert(messages).values(message);
}
