import { type EmailChangeResponse, type EmailUpdate, type User } from '@keyshop/contracts';
import { violatedUniqueConstraint } from '../db/errors';
import type { UserRow } from '../db/schema';
import { findTaken, findUserById, setConfirmedEmail, userConstraints } from '../db/users-repo';
import { DomainError } from '../errors';
import { emailChangedMail, emailChangeRequestedMail } from '../mail/account-messages';
import { confirmPassword } from './account';
import { redeemLinkSecret } from './account-links';
import { takenError, type AuthDeps } from './auth';
import { consume, emailChangeLimit } from './rate-limits';
import { endAllSessions } from './sessions';
import { assertMayChangeEmail } from './trust';
import { toUser } from './users';
import { afterVerified, BAD_LINK } from './verification';

export const SAME_EMAIL = 'This is already your email address: nothing to change';
export const ADDRESS_GONE =
  'Another account uses this address now, so your e-mail was not changed. Choose another address in your account.';
export const emailChangePending = (email: string) =>
  `We sent a confirmation link to ${email}. Your e-mail address changes once you open it (within 24 hours).`;
export const EMAIL_CHANGED = 'Your new e-mail address is confirmed. Please log in again with it.';

/**
 * Asks for a change: nothing changes until the new address opens its link. The new address gets the link, the
 * old one is told. Only a verified account may (trust.ts); the current password is checked first.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  user: UserRow,
  input: EmailUpdate,
): Promise<EmailChangeResponse> {
  assertMayChangeEmail(user);
  if (input.email === user.email) throw new DomainError('conflict', SAME_EMAIL);
  await confirmPassword(deps, user, input.currentPassword);
  const conflict = takenError(await findTaken(deps.db, { email: input.email }, user.id));
  if (conflict) throw conflict;
  await consume(deps, [emailChangeLimit(deps.config, user.id)]);
  await deps.mails.queue({ mail: 'link', purpose: 'change_email', userId: user.id, email: input.email });
  await deps.mails.queue({
    mail: 'notice',
    label: 'email-change-requested',
    message: emailChangeRequestedMail(user.email, user.username, input.email),
  });
  return { user: toUser(user), message: emailChangePending(input.email) };
}

/**
 * Sets the confirmed address (if no other account took it meanwhile: 409), verified; every session ends and the
 * old address is told.
 */
export async function confirmEmailChange(deps: AuthDeps, secret: string): Promise<User> {
  const link = await redeemLinkSecret(deps.db, secret, 'change_email');
  const before = link && (await findUserById(deps.db, link.userId));
  if (!link || !before) throw new DomainError('invalid', BAD_LINK);
  if ((await findTaken(deps.db, { email: link.email }, before.id)).email)
    throw new DomainError('conflict', ADDRESS_GONE);
  const changed = await setConfirmedEmail(deps.db, before.id, link.email).catch((error: unknown) => {
    throw violatedUniqueConstraint(error) === userConstraints.email
      ? new DomainError('conflict', ADDRESS_GONE)
      : error;
  });
  if (!changed) throw new DomainError('invalid', BAD_LINK);
  await endAllSessions(deps, changed.id);
  await deps.mails.queue({
    mail: 'notice',
    label: 'email-changed',
    message: emailChangedMail(before.email, before.username, changed.email),
  });
  return toUser(await afterVerified(deps, changed));
}
