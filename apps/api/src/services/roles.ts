import type { UserRole } from '@keyshop/contracts';
import { recordAudit } from '../db/audit-repo';
import type { Orm } from '../db/database';
import type { UserRow } from '../db/schema';
import { findUserByEmail, promoteEmails, updateRole } from '../db/users-repo';

/** Who made a write: an admin's account, the command line or the configuration. */
export type Actor = { id: string | null; name: string };
export const CLI_ACTOR: Actor = { id: null, name: 'cli' };
export const ADMIN_EMAILS_ACTOR: Actor = { id: null, name: 'ADMIN_EMAILS' };
export const adminActor = (user: UserRow): Actor => ({ id: user.id, name: user.email });

const roleView = (user: UserRow) => ({ email: user.email, role: user.role });

/** The role an account registering with this (lower-case) e-mail gets. */
export function roleForEmail(adminEmails: string[], email: string): UserRole {
  return adminEmails.includes(email) ? 'admin' : 'shopper';
}

/** At start: the accounts of ADMIN_EMAILS that exist and are shoppers become admins (audited). */
export async function applyAdminEmails(db: Orm, emails: string[]): Promise<UserRow[]> {
  return db.transaction(async (tx) => {
    const promoted = await promoteEmails(tx, emails);
    for (const user of promoted) {
      await recordAudit(tx, roleChange(ADMIN_EMAILS_ACTOR, user, 'shopper'));
    }
    return promoted;
  });
}

export type RoleResult = { status: 'changed' | 'unchanged'; user: UserRow } | { status: 'unknown' };

/** Sets an account's role by e-mail; a change is audited, a no-op is not. */
export async function setRole(db: Orm, actor: Actor, email: string, role: UserRole): Promise<RoleResult> {
  return db.transaction(async (tx) => {
    const before = await findUserByEmail(tx, email);
    if (!before) return { status: 'unknown' };
    if (before.role === role) return { status: 'unchanged', user: before };
    const user = await updateRole(tx, email, role);
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
