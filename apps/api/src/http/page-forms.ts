import { formPostPaths, type PageFormAnswer, type PageMessages } from '@keyshop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTACT_RECEIVED, sendContact, subscribe, SUBSCRIBED } from '../services/messages';
import { DomainError } from '../errors';

/** A contact message of 5,000 characters, each sent as up to nine bytes (`%E2%82%AC`), and the other fields. */
const FORM_BODY_LIMIT = 64 * 1024;

/** The message services for a page's action; a refusal the shopper can act on (too many requests) is an answer. */
export function pageMessages(app: FastifyInstance, ip: string): PageMessages {
  const deps = { db: app.db.orm, mails: app.mails, config: app.config };
  const answer = async (send: () => Promise<void>, message: string): Promise<PageFormAnswer> => {
    try {
      await send();
      return { ok: true, message };
    } catch (error) {
      if (error instanceof DomainError) return { ok: false, message: error.message };
      throw error;
    }
  };
  return {
    subscribe: ({ email }) => answer(() => subscribe(deps, email, { ip }), SUBSCRIBED),
    contact: (input) => answer(() => sendContact(deps, input, { ip }), CONTACT_RECEIVED),
  };
}

/**
 * A post a page of another site made: the browser says so in Sec-Fetch-Site, or in Origin (which is `null` here,
 * where the Referrer-Policy is no-referrer).
 */
function fromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site !== undefined && site !== 'same-origin') return true;
  return origin !== undefined && origin !== 'null' && origin !== `${request.protocol}://${request.host}`;
}

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The forms that work without scripts (contracts' `formPostPaths`) post here: the body, read as text in this
 * context alone, goes to the page's action through `serve`. A post from another site is refused.
 */
export async function registerFormPosts(pages: FastifyInstance, serve: PageHandler): Promise<void> {
  await pages.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    for (const path of formPostPaths)
      forms.post(path, async (request, reply) => {
        if (fromAnotherSite(request))
          return reply.status(403).send({ message: 'Forms are accepted from this site only' });
        return serve(request, reply);
      });
  });
}
