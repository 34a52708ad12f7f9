import type { PasswordUpdate, User } from '@keyshop/contracts';
import type { UserRow } from '../db/schema';
import { deleteUser, findTaken, lockUser, updateCredentials, updateUsername } from '../db/users-repo';
import { DomainError } from '../errors';
import { takenError, uniqueUserError, type AuthDeps } from './auth';
import { enforcePasswordPolicy } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { afterCancel, cancelUnpaidOrdersOf } from './cancel-order';
import type { PaymentDeps } from './payments';
import { accountLimit, consume, release } from './rate-limits';
import { toUser } from './users';

export const WRONG_PASSWORD = 'Current password is incorrect';
export const PASSWORD_UPDATED = 'Password updated successfully';
export const ACCOUNT_DELETED = 'Account deleted successfully';

const gone = () => new DomainError('unauthenticated', 'Invalid or expired token');

/**
 * Checks the current password before a credential change. Wrong guesses count as failed logins of the
 * account, so a stolen token cannot be used to brute-force the password.
 */
export async function confirmPassword(
  deps: Pick<AuthDeps, 'db' | 'config'>,
  user: UserRow,
  password: string,
): Promise<void> {
  const attempt = await consume(deps, [accountLimit(deps.config, user.email)]);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new DomainError('forbidden', WRONG_PASSWORD, {
      errors: [{ field: 'currentPassword', message: WRONG_PASSWORD }],
    });
  }
  await release(deps, attempt);
}

export async function updateProfile(deps: AuthDeps, user: UserRow, username: string): Promise<User> {
  const conflict = takenError(await findTaken(deps.db, { username }, user.id));
  if (conflict) throw conflict;
  try {
    const updated = await updateUsername(deps.db, user.id, username);
    if (!updated) throw gone();
    await deps.accounts.changed([user.id]);
    return toUser(updated);
  } catch (error) {
    throw uniqueUserError(error);
  }
}

/** Ends every session (token_version + 1). */
export async function changePassword(deps: AuthDeps, user: UserRow, input: PasswordUpdate): Promise<void> {
  await confirmPassword(deps, user, input.currentPassword);
  await enforcePasswordPolicy(input.newPassword, 'newPassword');
  const updated = await updateCredentials(deps.db, user.id, {
    passwordHash: await hashPassword(input.newPassword),
  });
  if (!updated) throw gone();
  await deps.accounts.changed([user.id]);
}

/**
 * Once its password is confirmed, deletes the account in one transaction with its unpaid orders cancelled (their
 * keys back in stock at once); paid orders stay, without an owner, so their keys can no longer be revealed or
 * refunded by anyone. The account is locked first so no order slips in meanwhile.
 */
export async function deleteAccount(
  deps: PaymentDeps & Pick<AuthDeps, 'accounts' | 'config'>,
  user: UserRow,
  currentPassword: string,
): Promise<void> {
  await confirmPassword(deps, user, currentPassword);
  const cancelled = await deps.db.transaction(async (tx) => {
    if (!(await lockUser(tx, user.id))) throw gone();
    const unpaid = await cancelUnpaidOrdersOf(tx, user.id);
    await deleteUser(tx, user.id);
    return unpaid;
  });
  await deps.accounts.changed([user.id]);
  await afterCancel(deps, cancelled);
}
