import type { UserRow } from '../db/schema';
import { DomainError } from '../errors';

/**
 * What an account whose address is not confirmed may do, decided here once: browse, buy and reveal its keys
 * (they paid), but it holds no admin rights and cannot change its e-mail (an unconfirmed address proves nothing).
 */
export const isVerified = (user: UserRow): boolean => user.emailVerifiedAt !== null;

/** Admin rights: the admin role on a verified account. */
export const isAdmin = (user: UserRow): boolean => user.role === 'admin' && isVerified(user);

export const VERIFY_FIRST =
  'Confirm your e-mail address first: open the link we sent you, or ask for a new one';

/** 403 unless the account may change its e-mail. */
export function assertMayChangeEmail(user: UserRow): void {
  if (!isVerified(user)) throw new DomainError('forbidden', VERIFY_FIRST);
}
