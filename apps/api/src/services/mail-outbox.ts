import { randomUUID } from 'node:crypto';
import { pagePaths, verificationPagePaths } from '@keyshop/contracts';
import type { Config } from '../config';
import type { Executor } from '../db/database';
import { enqueuePaymentJob, type OutboxJob } from '../db/payment-outbox-repo';
import type { AccountTokenPurpose } from '../db/schema';
import { findUserByEmail, findUserById } from '../db/users-repo';
import { confirmNewEmailMail, registrationAttemptMail, verifyEmailMail } from '../mail/account-messages';
import type { MailMessage } from '../mail/mailer';
import { resetPasswordLink, resetPasswordMessage } from '../mail/password-messages';
import { issueLinkSecret, linkUrl } from './account-links';
import { MAIL_LEASE_MS } from './order-mail';
import { accountMailLimit, withinLimit } from './rate-limits';
import { isVerified } from './trust';

/** An e-mail composed when queued: it holds no secret (a notice to the shopper or the operator). */
export type NoticeMail = { mail: 'notice'; label: string; message: MailMessage };
/** An e-mail with a single-use link, issued when it is sent, so no secret is ever stored in a job. */
export type LinkMail = { mail: 'link'; purpose: AccountTokenPurpose; email: string; userId?: string };
/** "Someone tried to register with your address", composed when sent (the owner looked up then). */
export type RegistrationAttemptMail = { mail: 'registration-attempt'; email: string };
export type QueuedMail = NoticeMail | LinkMail | RegistrationAttemptMail;

export type MailOutbox = { queue(mail: QueuedMail): Promise<void> };

const queuedKinds = new Set<unknown>([
  'notice',
  'link',
  'registration-attempt',
] satisfies QueuedMail['mail'][]);
export const isQueuedMail = (payload: unknown): payload is QueuedMail =>
  queuedKinds.has((payload as { mail?: unknown }).mail);

/**
 * Account and operator e-mails are payment outbox jobs like order e-mails: queued, sent at once by this process,
 * retried with back-off by the payment worker of any process, taken over after a crash (MAIL_LEASE_MS).
 */
export function createMailOutbox(db: Executor, perform: (job: OutboxJob) => void): MailOutbox {
  return {
    async queue(mail) {
      const job = await enqueuePaymentJob(db, {
        kind: 'mail',
        idempotencyKey: `mail-${randomUUID()}`,
        payload: mail,
        claimForMs: MAIL_LEASE_MS,
      });
      if (job) perform(job);
    },
  };
}

export type ComposeDeps = { db: Executor; config: Config };

/** Reset links work for an hour; the others for a day. */
const RESET_LINK_TTL_MS = 3600_000;

/** The message of a queued e-mail as things stand now; undefined when there is nothing to send any more. */
export async function composeQueuedMail(
  deps: ComposeDeps,
  mail: QueuedMail,
): Promise<MailMessage | undefined> {
  const { publicUrl } = deps.config;
  if (mail.mail === 'notice') return mail.message;
  if (mail.mail === 'registration-attempt') {
    if (!(await withinLimit(deps, accountMailLimit(deps.config, mail.email)))) return undefined;
    const owner = await findUserByEmail(deps.db, mail.email);
    return owner && registrationAttemptMail(owner.email, owner.username, `${publicUrl}${pagePaths.login}`);
  }
  const user = mail.userId
    ? await findUserById(deps.db, mail.userId)
    : await findUserByEmail(deps.db, mail.email);
  if (!user) return undefined;
  const issue = (email: string, ttlMs?: number) =>
    deps.db.transaction((tx) =>
      issueLinkSecret(tx, { userId: user.id, purpose: mail.purpose, email }, ttlMs),
    );
  switch (mail.purpose) {
    case 'verify_email': {
      if (user.email !== mail.email || isVerified(user)) return undefined;
      const link = linkUrl(publicUrl, verificationPagePaths.verifyEmail, await issue(user.email));
      return verifyEmailMail(user.email, user.username, link);
    }
    case 'change_email': {
      const link = linkUrl(publicUrl, verificationPagePaths.confirmEmail, await issue(mail.email));
      return confirmNewEmailMail(mail.email, user.username, link);
    }
    case 'reset_password':
      return resetPasswordMessage(
        user.email,
        resetPasswordLink(publicUrl, await issue(user.email, RESET_LINK_TTL_MS)),
      );
  }
}
