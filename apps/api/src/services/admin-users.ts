import type {
  AdminUser,
  AdminUserResponse,
  AdminUserSearchQuery,
  AdminUsersResponse,
  UserRole,
} from '@keyshop/contracts';
import { findAdminUser, listAdminUsers, type AdminUserRow } from '../db/admin-users-repo';
import { recordAudit } from '../db/audit-repo';
import type { Orm } from '../db/database';
import { DomainError } from '../errors';
import type { AccountCache } from './account-cache';
import { retireSessions } from './sessions';
import { LAST_ADMIN, setRole, type Actor } from './roles';
import { isVerified } from './trust';

type Deps = { db: Orm; accounts: AccountCache };

export const USER_NOT_FOUND = 'User not found';

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  username: row.username,
  role: row.role,
  emailVerified: isVerified(row),
  demoted: row.adminDemotedAt !== null,
  createdAt: row.createdAt.toISOString(),
  liveSessions: row.liveSessions,
});

async function current(db: Orm, id: string): Promise<AdminUser> {
  const row = await findAdminUser(db, id);
  if (!row) throw new DomainError('not_found', USER_NOT_FOUND);
  return toAdminUser(row);
}

export async function searchUsers(db: Orm, query: AdminUserSearchQuery): Promise<AdminUsersResponse> {
  const { q, page, pageSize } = query;
  const rows = await listAdminUsers(db, q, { offset: (page - 1) * pageSize, limit: pageSize + 1 });
  return { users: rows.slice(0, pageSize).map(toAdminUser), page, pageSize, hasMore: rows.length > pageSize };
}

const roleWords = (role: UserRole) => (role === 'admin' ? 'an admin' : 'a shopper');

/** Promotes or demotes (audited); never the last verified admin (409). */
export async function changeUserRole(
  deps: Deps,
  actor: Actor,
  id: string,
  role: UserRole,
): Promise<AdminUserResponse> {
  const result = await setRole(deps.db, actor, { id }, role);
  if (result.status === 'unknown') throw new DomainError('not_found', USER_NOT_FOUND);
  if (result.status === 'last-admin') throw new DomainError('conflict', LAST_ADMIN);
  const { email } = result.user;
  const message =
    result.status === 'changed'
      ? `${email} is now ${roleWords(role)}`
      : `${email} is already ${roleWords(role)}`;
  return { user: await current(deps.db, id), message };
}

/** Signs the account out everywhere, audited with the acting account. */
export async function endUserSessions(deps: Deps, actor: Actor, id: string): Promise<AdminUserResponse> {
  const ended = await deps.db.transaction(async (tx) => {
    const user = await retireSessions(tx, id);
    if (!user) return undefined;
    await recordAudit(tx, {
      actorId: actor.id,
      actor: actor.name,
      action: 'user.end_sessions',
      targetType: 'user',
      targetId: id,
      before: null,
      after: { email: user.email },
    });
    return user;
  });
  if (!ended) throw new DomainError('not_found', USER_NOT_FOUND);
  await deps.accounts.changed([id]);
  return { user: await current(deps.db, id), message: `Every session of ${ended.email} has ended` };
}
