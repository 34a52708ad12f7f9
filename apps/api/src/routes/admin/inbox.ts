import {
  adminApiPaths,
  inboxHandledRequestSchema,
  inboxQuerySchema,
  inboxReplyRequestSchema,
  type InboxListResponse,
  type InboxMessage,
} from '@keyshop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { adminUser } from '../../http/admin';
import { HttpError } from '../../http/errors';
import { parse } from '../../http/validate';
import {
  listInbox,
  MESSAGE_NOT_FOUND,
  readInboxMessage,
  replyToMessage,
  setMessageHandled,
} from '../../services/inbox';
import { adminActor } from '../../services/roles';

const messageId = (request: FastifyRequest) => {
  const result = z.safeParse(z.object({ id: z.uuid() }), request.params);
  if (!result.success) throw new HttpError(404, MESSAGE_NOT_FOUND);
  return result.data.id;
};

/** The operator's inbox: support and contact messages, marked handled or answered by e-mail (audited). */
export async function adminInboxRoutes(admin: FastifyInstance): Promise<void> {
  const db = admin.db.orm;

  admin.get(adminApiPaths.messages, async (request): Promise<InboxListResponse> => {
    return listInbox(db, parse(inboxQuerySchema, request.query));
  });

  admin.get(`${adminApiPaths.messages}/:id`, async (request): Promise<InboxMessage> => {
    return readInboxMessage(db, messageId(request));
  });

  admin.put(`${adminApiPaths.messages}/:id/handled`, async (request): Promise<InboxMessage> => {
    const id = messageId(request);
    const { handled } = parse(inboxHandledRequestSchema, request.body);
    return setMessageHandled(db, adminActor(adminUser(request)), id, handled);
  });

  admin.post(`${adminApiPaths.messages}/:id/reply`, async (request): Promise<InboxMessage> => {
    const id = messageId(request);
    const { text } = parse(inboxReplyRequestSchema, request.body);
    return replyToMessage({ db, mails: admin.mails }, adminActor(adminUser(request)), id, text);
  });
}
