import type { ContactRequest, SupportRequest } from '@keyshop/contracts';
import type { Executor } from '../db/database';
import { insertMessage, insertSubscriber } from '../db/messages-repo';

export const SUBSCRIBED = 'Thank you for subscribing!';
export const CONTACT_RECEIVED = 'Thank you for your message! We will get back to you soon.';
export const SUPPORT_RECEIVED = 'Your support request has been received. We will get back to you soon.';

/** A repeat subscription is fine: same answer, no second row. */
export async function subscribe(db: Executor, email: string): Promise<void> {
  await insertSubscriber(db, email);
}

export async function sendContact(db: Executor, input: ContactRequest, userId?: string): Promise<void> {
  await insertMessage(db, {
    kind: 'contact',
    userId,
    name: input.from_name,
    email: input.from_email,
    toName: input.to_name || null,
    subject: input.subject,
    message: input.message,
  });
}

export async function sendSupport(db: Executor, input: SupportRequest, userId?: string): Promise<void> {
  await insertMessage(db, {
    kind: 'support',
    userId,
    name: input.name || null,
    email: input.email,
    message: input.message,
  });
}
