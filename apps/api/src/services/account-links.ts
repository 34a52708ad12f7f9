import { createHash, randomBytes } from 'node:crypto';
import { insertAccountToken, retireAccountTokens, spendAccountToken } from '../db/account-tokens-repo';
import type { Executor } from '../db/database';
import type { AccountTokenPurpose } from '../db/schema';

/** Links of e-mails work for a day. */
export const LINK_TTL_MS = 24 * 60 * 60_000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * A new single-use link's secret (32 random bytes, base64url) for this account, purpose and address; only its
 * SHA-256 is stored. Earlier unused links of the same purpose stop working.
 */
export async function issueLinkSecret(
  db: Executor,
  values: { userId: string; purpose: AccountTokenPurpose; email: string },
  ttlMs = LINK_TTL_MS,
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await retireAccountTokens(db, values.userId, values.purpose);
  await insertAccountToken(db, { ...values, tokenHash: hashOf(secret), ttlMs });
  return secret;
}

/** The link's account and address, once: undefined when unknown, used, expired or of another purpose. */
export function redeemLinkSecret(db: Executor, secret: string, purpose: AccountTokenPurpose) {
  return spendAccountToken(db, hashOf(secret), purpose);
}

export const linkUrl = (publicUrl: string, page: string, secret: string) =>
  `${publicUrl.replace(/\/$/, '')}${page}?token=${encodeURIComponent(secret)}`;
