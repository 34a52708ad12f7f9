import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'keyshop';
const AUDIENCE = 'keyshop-web';
const ALGORITHM = 'HS256';
const LIFETIME = '7d';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TokenClaims = { userId: string; version: number };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A session token: sub = user id, ver = the user's token_version (bumped to end earlier sessions). */
export function signToken(secret: string, claims: TokenClaims): Promise<string> {
  return new SignJWT({ ver: claims.version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(keyOf(secret));
}

/** The claims of a valid, unexpired token of ours; undefined for anything else. */
export async function readToken(secret: string, token: string): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
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
