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
  const deps = { db: app.db.orm, mails: app.mails, config: app.config };

  app.post(apiPaths.subscribe, async (request): Promise<MessageResponse> => {
    await subscribe(deps, parse(subscribeRequestSchema, request.body).email, { ip: request.ip });
    return { message: SUBSCRIBED };
  });

  // A signed-in sender's message is linked to the account.
  const linkUser = { preHandler: optionalUser };

  app.post(apiPaths.contact, linkUser, async (request, reply) => {
    await sendContact(deps, parse(contactRequestSchema, request.body), {
      ip: request.ip,
      userId: request.user?.id,
    });
    const body: MessageResponse = { message: CONTACT_RECEIVED };
    return reply.status(201).send(body);
  });

  app.post(apiPaths.support, linkUser, async (request, reply) => {
    await sendSupport(deps, parse(supportRequestSchema, request.body), {
      ip: request.ip,
      userId: request.user?.id,
    });
    const body: MessageResponse = { message: SUPPORT_RECEIVED };
    return reply.status(201).send(body);
  });
}
