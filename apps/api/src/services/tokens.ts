import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'keyshop';
const AUDIENCE = 'keyshop-web';
const ALGORITHM = 'HS256';
/** A session (and its token) lasts 7 days. */
export const SESSION_LIFETIME_MS = 7 * 24 * 3600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** sid names the session row (revocable one by one); ver the account's token_version (bumped to end them all). */
export type TokenClaims = { userId: string; version: number; sessionId: string };

const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
/** The secret imported once per process: jose imports raw key bytes again on every sign and verify. */
function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

/** A session token: sub = user id, ver = the user's token_version, sid = the session; expires with the session. */
export async function signToken(secret: string, claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ ver: claims.version, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await keyOf(secret));
}

type Verified = { claims: TokenClaims; expiresAt: number };

/**
 * Tokens whose signature was checked, per secret: a token's bytes never change, so its signature holds for its
 * whole life and a shopper's next requests skip the HMAC (a WebCrypto job on the thread pool). Expiry is checked
 * on every use; the token's version and session are still checked against the database by the caller.
 */
const verified = new Map<string, LRUCache<string, Verified>>();
const verifiedOf = (secret: string) => {
  let cache = verified.get(secret);
  if (!cache) {
    cache = new LRUCache<string, Verified>({ max: 10_000 });
    verified.set(secret, cache);
  }
  return cache;
};

/** As jose counts it: a token is expired once `exp` is not after now, in whole seconds. */
const unexpired = (entry: Verified) => entry.expiresAt > Math.floor(Date.now() / 1000);

/** The claims of a valid, unexpired token of ours; undefined for anything else. */
export async function readToken(secret: string, token: string): Promise<TokenClaims | undefined> {
  const cache = verifiedOf(secret);
  const known = cache.get(token);
  if (known) {
    if (unexpired(known)) return known.claims;
    cache.delete(token);
    return undefined;
  }
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: [ALGORITHM],
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, ver, sid, exp } = payload;
    if (typeof sub !== 'string' || !UUID.test(sub) || !Number.isSafeInteger(ver)) return undefined;
    // Tokens from before sessions name none: they are refused (their owners sign in again).
    if (typeof sid !== 'string' || !UUID.test(sid)) return undefined;
    const claims = { userId: sub, version: ver as number, sessionId: sid };
    cache.set(token, { claims, expiresAt: exp! });
    return claims;
  } catch {
    return undefined;
  }
}
