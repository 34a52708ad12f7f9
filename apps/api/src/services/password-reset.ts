import type { ResetPasswordRequest } from '@keyshop/contracts';
import type { Executor } from '../db/database';
import { revokeSessionsOf } from '../db/sessions-repo';
import { findUserById, updateCredentials } from '../db/users-repo';
import { DomainError } from '../errors';
import { passwordChangedMessage } from '../mail/password-messages';
import { redeemLinkSecret } from './account-links';
import type { AuthDeps } from './auth';
import { enforcePasswordPolicy } from './password-policy';
import { hashPassword } from './passwords';
import { consume, forgotEmailLimit, forgotIpLimit, resetMailLimit, withinLimit } from './rate-limits';

export const RESET_REQUESTED =
  'If an account uses this address, we have sent it a link to choose a new password. The link works once, within an hour.';
export const RESET_DONE = 'Your password was changed. Please sign in with it.';
export const INVALID_RESET_LINK = 'This link is invalid, used or expired. Ask for a new one.';

/**
 * Counts the request (per address from this client, and per client), then answers at once: finding the account,
 * storing the link and mailing it happen in the background, so the answer and its time are the same for every
 * address.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, ip: string): Promise<void> {
  await consume(deps, [forgotEmailLimit(deps.config, email, ip), forgotIpLimit(deps.config, ip)]);
  if (!(await withinLimit(deps, resetMailLimit(deps.config, email)))) return;
  await deps.mails.queue({ mail: 'link', purpose: 'reset_password', email });
}

/**
 * Sets the password of the link's account, once: the link is used, every session ends (token_version + 1 and
 * every session revoked), and the owner is told. A link made for an address the account no longer has is refused.
 */
export async function resetPassword(deps: AuthDeps, input: ResetPasswordRequest): Promise<void> {
  await enforcePasswordPolicy(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db.transaction(async (tx: Executor) => {
    const link = await redeemLinkSecret(tx, input.token, 'reset_password');
    const owner = link && (await findUserById(tx, link.userId));
    if (!owner || owner.email !== link.email) throw new DomainError('invalid', INVALID_RESET_LINK);
    await revokeSessionsOf(tx, owner.id);
    return updateCredentials(tx, owner.id, { passwordHash });
  });
  if (!user) throw new DomainError('invalid', INVALID_RESET_LINK);
  await deps.accounts.changed([user.id]);
  await deps.mails.queue({
    mail: 'notice',
    label: 'password-changed',
    message: passwordChangedMessage(user.email),
  });
}
