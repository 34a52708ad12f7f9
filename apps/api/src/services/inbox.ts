import type { InboxListResponse, InboxMessage, InboxQuery } from '@keyshop/contracts';
import { recordAudit } from '../db/audit-repo';
import type { Orm, Tx } from '../db/database';
import { findMessage, listMessages, updateMessage } from '../db/messages-repo';
import type { MessageRow } from '../db/schema';
import { DomainError } from '../errors';
import { replyMail } from '../mail/inbox-messages';
import type { MailOutbox } from './mail-outbox';
import type { Actor } from './roles';

export const MESSAGE_NOT_FOUND = 'Message not found';

const iso = (date: Date | null) => date && date.toISOString();

export const toInboxMessage = (row: MessageRow): InboxMessage => ({
  id: row.id,
  kind: row.kind,
  userId: row.userId,
  name: row.name,
  email: row.email,
  toName: row.toName,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  handledAt: iso(row.handledAt),
  handledBy: row.handledBy,
  reply: row.reply,
  repliedAt: iso(row.repliedAt),
  repliedBy: row.repliedBy,
});

/** The state the audit log keeps of a message before and after a write (never its text). */
const auditView = (row: MessageRow) => ({ handledAt: iso(row.handledAt), repliedAt: iso(row.repliedAt) });

export async function listInbox(db: Orm, query: InboxQuery): Promise<InboxListResponse> {
  const { page, pageSize } = query;
  const rows = await listMessages(db, query, { offset: (page - 1) * pageSize, limit: pageSize + 1 });
  return {
    messages: rows.slice(0, pageSize).map(toInboxMessage),
    page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}

export async function readInboxMessage(db: Orm, id: string): Promise<InboxMessage> {
  const row = await findMessage(db, id);
  if (!row) throw new DomainError('not_found', MESSAGE_NOT_FOUND);
  return toInboxMessage(row);
}

/** Runs one audited write on the locked message. */
async function changeMessage(
  db: Orm,
  actor: Actor,
  id: string,
  action: string,
  change: (row: MessageRow, tx: Tx) => Promise<MessageRow>,
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const before = await findMessage(tx, id, true);
    if (!before) throw new DomainError('not_found', MESSAGE_NOT_FOUND);
    const after = await change(before, tx);
    await recordAudit(tx, {
      actorId: actor.id,
      actor: actor.name,
      action,
      targetType: 'message',
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/** Marks the message handled (keeping an earlier handling's time and admin) or reopens it. */
export async function setMessageHandled(
  db: Orm,
  actor: Actor,
  id: string,
  handled: boolean,
): Promise<InboxMessage> {
  const row = await changeMessage(
    db,
    actor,
    id,
    handled ? 'message.handled' : 'message.reopened',
    (before, tx) =>
      handled === (before.handledAt !== null)
        ? Promise.resolve(before)
        : updateMessage(
            tx,
            id,
            handled ? { handledAt: new Date(), handledBy: actor.name } : { handledAt: null, handledBy: null },
          ),
  );
  return toInboxMessage(row);
}

/** E-mails the answer to the message's address once it is stored with the message, which it marks handled. */
export async function replyToMessage(
  deps: { db: Orm; mails: MailOutbox },
  actor: Actor,
  id: string,
  text: string,
): Promise<InboxMessage> {
  const row = await changeMessage(deps.db, actor, id, 'message.reply', (before, tx) => {
    const now = new Date();
    return updateMessage(tx, id, {
      reply: text,
      repliedAt: now,
      repliedBy: actor.name,
      handledAt: before.handledAt ?? now,
      handledBy: before.handledBy ?? actor.name,
    });
  });
  await deps.mails.queue({ mail: 'notice', label: 'inbox-reply', message: replyMail(row, text) });
  return toInboxMessage(row);
}
