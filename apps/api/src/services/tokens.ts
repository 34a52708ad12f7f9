import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'keyshop';
const AUDIENCE = 'keyshop-web';
const ALGORITHM = 'HS256';
const LIFETIME = '7d';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TokenClaims = { userId: string; version: number };

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

/** A session token: sub = user id, ver = the user's token_version (bumped to end earlier sessions). */
export async function signToken(secret: string, claims: TokenClaims): Promise<string> {
  return new SignJWT({ ver: claims.version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(await keyOf(secret));
}

/** The claims of a valid, unexpired token of ours; undefined for anything else. */
export async function readToken(secret: string, token: string): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: [ALGORITHM],
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, ver } = payload;
    if (typeof sub !== 'string' || !UUID.test(sub) || !Number.isSafeInteger(ver)) return undefined;
    return { userId: sub, version: ver as number };
  } catch {
    return undefined;
  }
}
