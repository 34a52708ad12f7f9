import type { User } from '@keyshop/contracts';
import type { UserRow } from '../db/schema';
import { isVerified } from './trust';

/** The public view of an account (never the hash or the token version). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    emailVerified: isVerified(row),
  };
}
