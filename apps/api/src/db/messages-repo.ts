import type { InboxQuery } from '@keyshop/contracts';
import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from './database';
import { messages, subscribers, type MessageRow } from './schema';

/** An address already subscribed stays as it is. */
export async function insertSubscriber(db: Executor, email: string): Promise<void> {
  await db.insert(subscribers).values({ email }).onConflictDoNothing();
}

export async function insertMessage(
  db: Executor,
  message: typeof messages.$inferInsert,
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(message).returning();
  return row!;
}

/** Newest first (served by messages_inbox); `limit` one more than a page tells whether another follows. */
export function listMessages(
  db: Executor,
  filter: Pick<InboxQuery, 'status' | 'kind'>,
  page: { offset: number; limit: number },
): Promise<MessageRow[]> {
  const where: SQL[] = [];
  if (filter.status)
    where.push(filter.status === 'open' ? isNull(messages.handledAt) : isNotNull(messages.handledAt));
  if (filter.kind) where.push(eq(messages.kind, filter.kind));
  return db
    .select()
    .from(messages)
    .where(and(...where))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The message, locked until the transaction ends when `forUpdate`. */
export async function findMessage(
  db: Executor,
  id: string,
  forUpdate = false,
): Promise<MessageRow | undefined> {
  const query = db.select().from(messages).where(eq(messages.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function updateMessage(
  db: Executor,
  id: string,
  change: Partial<Pick<MessageRow, 'handledAt' | 'handledBy' | 'reply' | 'repliedAt' | 'repliedBy'>>,
): Promise<MessageRow> {
  const [row] = await db.update(messages).set(change).where(eq(messages.id, id)).returning();
  return row!;
}
