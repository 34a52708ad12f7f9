import {
  apiPaths,
  contactRequestSchema,
  subscribeRequestSchema,
  supportRequestSchema,
  type MessageResponse,
} from '@keyshop/contracts';
import type { FastifyInstance } from 'fastify';
import { optionalUser } from '../http/auth';
import { parse } from '../http/validate';
import {
  CONTACT_RECEIVED,
  sendContact,
  sendSupport,
  subscribe,
  SUBSCRIBED,
  SUPPORT_RECEIVED,
} from '../services/messages';

export async function messageRoutes(app: FastifyInstance): Promise<void> {
  app.post(apiPaths.subscribe, async (request): Promise<MessageResponse> => {
    await subscribe(app.db.orm, parse(subscribeRequestSchema, request.body).email);
    return { message: SUBSCRIBED };
  });

  // A signed-in sender's message is linked to the account.
  const linkUser = { preHandler: optionalUser };

  app.post(apiPaths.contact, linkUser, async (request, reply) => {
    await sendContact(app.db.orm, parse(contactRequestSchema, request.body), request.user?.id);
    const body: MessageResponse = { message: CONTACT_RECEIVED };
    return reply.status(201).send(body);
  });

  app.post(apiPaths.support, linkUser, async (request, reply) => {
    await sendSupport(app.db.orm, parse(supportRequestSchema, request.body), request.user?.id);
    const body: MessageResponse = { message: SUPPORT_RECEIVED };
    return reply.status(201).send(body);
  });
}
