import path from 'node:path';
import { emailSchema } from '@keyshop/contracts';
import { z } from 'zod/mini';
import type { Orm } from '../db/database';
import { findUserByEmail } from '../db/users-repo';
import { listAdminUsers } from '../db/admin-users-repo';
import type { AccountCache } from './account-cache';
import { endUserSessions } from './admin-users';
import { CLI_ACTOR, LAST_ADMIN, setRole } from './roles';
import { isVerified } from './trust';

export const ADMIN_USAGE =
  'Usage: npm run admin -- promote <email> | demote <email> | end-sessions <email> | list [search]';

/** Where a store on the embedded database takes `npm run admin` commands (only the machine's owner may). */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

export type AdminCommandResult = { code: number; stdout: string; stderr: string };

type Deps = { db: Orm; accounts: AccountCache };

const roles = { promote: 'admin', demote: 'shopper' } as const;
const ok = (stdout: string): AdminCommandResult => ({ code: 0, stdout, stderr: '' });
const failed = (code: number, stderr: string): AdminCommandResult => ({ code, stdout: '', stderr });
const noAccount = (email: string) => failed(1, `No account has the e-mail ${email}.\n`);

/** Parses and runs one command line (the CLI's own, or one a store received on its admin socket). */
export async function runAdminCommand(deps: Deps, args: string[]): Promise<AdminCommandResult> {
  const [command, argument, ...extra] = args;
  if (command === 'list' && extra.length === 0) return list(deps, argument ?? '');
  if (command !== 'promote' && command !== 'demote' && command !== 'end-sessions')
    return failed(2, `${ADMIN_USAGE}\n`);
  const parsed = z.safeParse(emailSchema, argument ?? '');
  if (!parsed.success || extra.length > 0)
    return failed(2, `${ADMIN_USAGE}\n(not an e-mail address: ${argument ?? ''})\n`);
  const email = parsed.data;
  if (command === 'end-sessions') {
    const user = await findUserByEmail(deps.db, email);
    if (!user) return noAccount(email);
    await endUserSessions(deps, CLI_ACTOR, user.id);
    return ok(`Every session of ${email} has ended.\n`);
  }
  const role = roles[command];
  const result = await setRole(deps.db, CLI_ACTOR, email, role);
  const words = role === 'admin' ? 'an admin' : 'a shopper';
  if (result.status === 'unknown') return noAccount(email);
  if (result.status === 'last-admin') return failed(1, `${LAST_ADMIN}.\n`);
  const unverified = isVerified(result.user)
    ? ''
    : ' (its e-mail address is not confirmed yet: it has no admin rights until it is)';
  return ok(
    result.status === 'changed'
      ? `${email} is now ${words}${unverified}.\n`
      : `${email} is already ${words}.\n`,
  );
}

async function list(deps: Deps, q: string): Promise<AdminCommandResult> {
  const rows = await listAdminUsers(deps.db, q, { offset: 0, limit: 1000 });
  const lines = rows.map(
    (row) =>
      `${row.email}\t${row.role}\t${isVerified(row) ? 'verified' : 'unverified'}${row.adminDemotedAt ? '\tdemoted' : ''}`,
  );
  return ok(lines.length === 0 ? 'No accounts.\n' : `${lines.join('\n')}\n`);
}
