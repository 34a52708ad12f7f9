import type { ContactRequest, SupportRequest } from '@keyshop/contracts';
import type { Config } from '../config';
import type { Executor } from '../db/database';
import { insertMessage, insertSubscriber } from '../db/messages-repo';
import type { messages, MessageRow } from '../db/schema';
import { newMessageMail } from '../mail/inbox-messages';
import type { MailOutbox } from './mail-outbox';
import {
  consume,
  messageAddressLimit,
  messageIpLimit,
  recipientMailLimit,
  supportAccountLimit,
  withinLimit,
  type RateLimit,
} from './rate-limits';

export const SUBSCRIBED = 'Thank you for subscribing!';
export const CONTACT_RECEIVED = 'Thank you for your message! We will get back to you soon.';
export const SUPPORT_RECEIVED = 'Your support request has been received. We will get back to you soon.';

export type MessageDeps = { db: Executor; mails: MailOutbox; config: Config };

/** Who sent a form: the client's address, and the account when signed in. */
export type Sender = { ip: string; userId?: string };

/** A repeat subscription is fine: same answer, no second row. */
export async function subscribe(deps: MessageDeps, email: string, sender: Sender): Promise<void> {
  await consume(deps, [
    messageIpLimit(deps.config, 'subscribe', sender.ip),
    messageAddressLimit(deps.config, email, sender.ip),
  ]);
  await insertSubscriber(deps.db, email);
}

/** The operator hears of each new message, up to the per-recipient limit (the rest wait in the inbox). */
async function tellOperator(deps: MessageDeps, message: MessageRow): Promise<void> {
  const to = deps.config.admin.operatorEmail;
  if (!to || !(await withinLimit(deps, recipientMailLimit(deps.config, to)))) return;
  await deps.mails.queue({
    mail: 'notice',
    label: 'inbox-new',
    message: newMessageMail(to, message, deps.config.publicUrl),
  });
}

async function receive(deps: MessageDeps, limits: RateLimit[], row: typeof messages.$inferInsert) {
  await consume(deps, limits);
  await tellOperator(deps, await insertMessage(deps.db, row));
}

export async function sendContact(deps: MessageDeps, input: ContactRequest, sender: Sender): Promise<void> {
  const { config } = deps;
  await receive(
    deps,
    [messageIpLimit(config, 'contact', sender.ip), messageAddressLimit(config, input.from_email, sender.ip)],
    {
      kind: 'contact',
      userId: sender.userId,
      name: input.from_name,
      email: input.from_email,
      toName: input.to_name || null,
      subject: input.subject,
      message: input.message,
    },
  );
}

export async function sendSupport(deps: MessageDeps, input: SupportRequest, sender: Sender): Promise<void> {
  const { config } = deps;
  const limits = [
    messageIpLimit(config, 'support', sender.ip),
    messageAddressLimit(config, input.email, sender.ip),
  ];
  if (sender.userId) limits.push(supportAccountLimit(config, sender.userId));
  await receive(deps, limits, {
    kind: 'support',
    userId: sender.userId,
    name: input.name || null,
    email: input.email,
    message: input.message,
  });
}
