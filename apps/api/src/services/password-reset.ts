import type { ResetPasswordRequest } from '@keyshop/contracts';
import type { Executor } from '../db/database';
import { revokeSessionsOf } from '../db/sessions-repo';
import { findUserByEmail, findUserById, updateCredentials } from '../db/users-repo';
import { HttpError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { passwordChangedMessage, resetPasswordLink, resetPasswordMessage } from '../mail/password-messages';
import { issueLinkSecret, redeemLinkSecret } from './account-links';
import type { AuthDeps } from './auth';
import { enforcePasswordPolicy } from './password-policy';
import { hashPassword } from './passwords';
import { consume, forgotEmailLimit, forgotIpLimit, resetMailLimit, withinLimit } from './rate-limits';

export const RESET_REQUESTED =
  'If an account uses this address, we have sent it a link to choose a new password. The link works once, within an hour.';
export const RESET_DONE = 'Your password was changed. Please sign in with it.';
export const INVALID_RESET_LINK = 'This link is invalid, used or expired. Ask for a new one.';

const LINK_LIFETIME_MS = 3600_000;

export type ResetDeps = AuthDeps & { mailer: Mailer; publicUrl: string };

/**
 * Counts the request (per address from this client, and per client), then answers at once: finding the account,
 * storing the link and mailing it happen in the background, so the answer and its time are the same for every
 * address.
 */
export async function requestPasswordReset(deps: ResetDeps, email: string, ip: string): Promise<void> {
  await consume(deps, [forgotEmailLimit(deps.config, email, ip), forgotIpLimit(deps.config, ip)]);
  deps.mailer.send(() => resetMessageFor(deps, email), { mail: 'reset-password' });
}

async function resetMessageFor(deps: ResetDeps, email: string) {
  if (!(await withinLimit(deps, resetMailLimit(deps.config, email)))) return undefined;
  const user = await findUserByEmail(deps.db, email);
  if (!user) return undefined;
  const secret = await deps.db.transaction((tx) =>
    issueLinkSecret(tx, { userId: user.id, purpose: 'reset_password', email: user.email }, LINK_LIFETIME_MS),
  );
  return resetPasswordMessage(user.email, resetPasswordLink(deps.publicUrl, secret));
}

/**
 * Sets the password of the link's account, once: the link is used, every session ends (token_version + 1 and
 * every session revoked), and the owner is told. A link made for an address the account no longer has is refused.
 */
export async function resetPassword(deps: ResetDeps, input: ResetPasswordRequest): Promise<void> {
  await enforcePasswordPolicy(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db.transaction(async (tx: Executor) => {
    const link = await redeemLinkSecret(tx, input.token, 'reset_password');
    const owner = link && (await findUserById(tx, link.userId));
    if (!owner || owner.email !== link.email) throw new HttpError(400, INVALID_RESET_LINK);
    await revokeSessionsOf(tx, owner.id);
    return updateCredentials(tx, owner.id, { passwordHash });
  });
  if (!user) throw new HttpError(400, INVALID_RESET_LINK);
  await deps.accounts.changed([user.id]);
  deps.mailer.send(async () => passwordChangedMessage(user.email), { mail: 'password-changed' });
}
