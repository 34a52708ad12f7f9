import type { User } from '@keyshop/contracts';
import type { UserRow } from '../db/schema';
import { findUserById, markVerified } from '../db/users-repo';
import { DomainError } from '../errors';
import type { AuthDeps } from './auth';
import { redeemLinkSecret } from './account-links';
import { consume, verificationMailLimits } from './rate-limits';
import { applyAdminEmails } from './roles';
import { isVerified } from './trust';
import { toUser } from './users';

export const EMAIL_VERIFIED = 'Your e-mail address is confirmed. Thank you!';
export const ALREADY_VERIFIED = 'Your e-mail address is already confirmed';
export const VERIFICATION_SENT = 'We sent a new confirmation link to your e-mail address';
export const BAD_LINK =
  'This link is not valid any more: it was used already, it expired (links work for 24 hours), or a newer one was sent';

/** E-mails the account a link confirming its address (a new link retires the earlier ones). */
export async function sendVerification(deps: AuthDeps, user: UserRow): Promise<void> {
  await deps.mails.queue({ mail: 'link', purpose: 'verify_email', userId: user.id, email: user.email });
}

/** A new link, at most a few per account and address per window (429 + Retry-After). */
export async function resendVerification(deps: AuthDeps, user: UserRow, ip: string): Promise<void> {
  if (isVerified(user)) throw new DomainError('conflict', ALREADY_VERIFIED);
  await consume(deps, verificationMailLimits(user.id, ip));
  await sendVerification(deps, user);
}

/**
 * Confirms the address the link was sent to, once, for the account it was sent to (an address changed since
 * makes the link useless). A confirmed ADMIN_EMAILS address may bootstrap its admin (see applyAdminEmails).
 */
export async function verifyEmail(deps: AuthDeps, secret: string): Promise<User> {
  const link = await redeemLinkSecret(deps.db, secret, 'verify_email');
  const user = link && (await markVerified(deps.db, link.userId, link.email));
  if (!user) throw new DomainError('invalid', BAD_LINK);
  return toUser(await afterVerified(deps, user));
}

/** Once an address is confirmed: an ADMIN_EMAILS address may bootstrap its admin; every process reads it again. */
export async function afterVerified(deps: AuthDeps, user: UserRow): Promise<UserRow> {
  if (deps.config.admin.emails.includes(user.email)) await applyAdminEmails(deps.db, [user.email]);
  await deps.accounts.changed([user.id]);
  return (await findUserById(deps.db, user.id)) ?? user;
}
