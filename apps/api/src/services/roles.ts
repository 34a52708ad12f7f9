import type { UserRole } from '@keyshop/contracts';
import { recordAudit } from '../db/audit-repo';
import { claimAdminBootstrap } from '../db/admin-bootstraps-repo';
import type { Executor } from '../db/database';
import type { UserRow } from '../db/schema';
import { findUserByEmail, findUserById, lockVerifiedAdmins, updateRole } from '../db/users-repo';
import { isAdmin, isVerified } from './trust';

/** Who made a write: an admin's account, the command line or the configuration. */
export type Actor = { id: string | null; name: string };
export const CLI_ACTOR: Actor = { id: null, name: 'cli' };
export const ADMIN_EMAILS_ACTOR: Actor = { id: null, name: 'ADMIN_EMAILS' };
/** The audit names the acting account by id and by its e-mail at the time. */
export const adminActor = (user: UserRow): Actor => ({ id: user.id, name: user.email });

const roleView = (user: UserRow) => ({ email: user.email, role: user.role });

/**
 * ADMIN_EMAILS bootstraps, the one rule: an address promotes the verified account that holds it the first time
 * it is applied with such an account (at start, or when that account confirms its address), and never again,
 * whoever holds the address later (admin_bootstraps records the address). An explicitly demoted account is not
 * promoted. Answers the accounts it promoted (audited).
 */
export async function applyAdminEmails(db: Executor, emails: string[]): Promise<UserRow[]> {
  if (emails.length === 0) return [];
  return db.transaction(async (tx) => {
    const promoted: UserRow[] = [];
    for (const email of emails) {
      const user = await findUserByEmail(tx, email);
      if (!user || !isVerified(user)) continue;
      if (!(await claimAdminBootstrap(tx, email, user.id))) continue;
      if (user.role === 'admin' || user.adminDemotedAt !== null) continue;
      const changed = await updateRole(tx, user.id, 'admin');
      if (!changed) continue;
      await recordAudit(tx, roleChange(ADMIN_EMAILS_ACTOR, changed, user.role));
      promoted.push(changed);
    }
    return promoted;
  });
}

export const LAST_ADMIN = 'This is the last admin: promote another verified account before demoting this one';

export type RoleResult =
  | { status: 'changed' | 'unchanged'; user: UserRow }
  | { status: 'unknown' }
  | { status: 'last-admin'; user: UserRow };

/**
 * Sets an account's role (by e-mail or id); a change is audited, a no-op is not. A demotion is explicit (ADMIN_EMAILS
 * never promotes the account again) and never leaves the shop without a verified admin: the admins' rows are locked
 * first, so two concurrent demotions cannot both pass.
 */
export async function setRole(
  db: Executor,
  actor: Actor,
  /** An e-mail, or an account's id. */
  target: string | { id: string },
  role: UserRole,
): Promise<RoleResult> {
  return db.transaction(async (tx) => {
    const admins = role === 'shopper' ? await lockVerifiedAdmins(tx) : [];
    const before =
      typeof target === 'string' ? await findUserByEmail(tx, target) : await findUserById(tx, target.id);
    if (!before) return { status: 'unknown' };
    if (before.role === role) return { status: 'unchanged', user: before };
    if (role === 'shopper' && isAdmin(before) && admins.length <= 1)
      return { status: 'last-admin', user: before };
    const user = await updateRole(tx, before.id, role);
    if (!user) return { status: 'unknown' };
    await recordAudit(tx, roleChange(actor, user, before.role));
    return { status: 'changed', user };
  });
}

function roleChange(actor: Actor, user: UserRow, previous: UserRole) {
  return {
    actorId: actor.id,
    actor: actor.name,
    action: user.role === 'admin' ? 'user.promote' : 'user.demote',
    targetType: 'user',
    targetId: user.id,
    before: { ...roleView(user), role: previous },
    after: roleView(user),
  };
}
