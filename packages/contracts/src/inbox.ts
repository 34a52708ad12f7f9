// The operator's inbox (/api/admin/messages): support and contact messages, handled or open, answered by e-mail.
import { z } from 'zod/mini';
import { adminPageQuerySchema, pageInfo } from './admin';
import { text } from './common';

export const inboxKinds = ['contact', 'support'] as const;
export const inboxStatuses = ['open', 'handled'] as const;

/** ?status=open|handled&kind=contact|support&page=&pageSize=; newest first. */
export const inboxQuerySchema = z.extend(adminPageQuerySchema, {
  status: z.optional(z.enum(inboxStatuses, 'Status must be open or handled')),
  kind: z.optional(z.enum(inboxKinds, 'Kind must be contact or support')),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(inboxKinds),
  /** The sender's account when they were signed in (null otherwise or once the account is deleted). */
  userId: z.nullable(z.string()),
  name: z.nullable(z.string()),
  email: z.string(),
  toName: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  message: z.string(),
  createdAt: z.string(),
  /** Null: open. */
  handledAt: z.nullable(z.string()),
  /** The admin's e-mail at the time. */
  handledBy: z.nullable(z.string()),
  /** The operator's e-mailed answer, who sent it and when. */
  reply: z.nullable(z.string()),
  repliedAt: z.nullable(z.string()),
  repliedBy: z.nullable(z.string()),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxListResponseSchema = z.object({
  messages: z.array(inboxMessageSchema),
  ...pageInfo,
});
export type InboxListResponse = z.infer<typeof inboxListResponseSchema>;

/** PUT /api/admin/messages/{id}/handled: true marks it handled, false reopens it. */
export const inboxHandledRequestSchema = z.object({ handled: z.boolean('Handled must be true or false') });
export type InboxHandledRequest = z.infer<typeof inboxHandledRequestSchema>;

/** POST /api/admin/messages/{id}/reply: e-mailed to the message's address, kept with it, marks it handled. */
export const inboxReplyRequestSchema = z.object({ text: text('Reply', 10_000) });
export type InboxReplyRequest = z.infer<typeof inboxReplyRequestSchema>;
