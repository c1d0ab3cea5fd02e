import { createHash, randomBytes } from 'node:crypto';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';

/**
 * Signed tokens (HS256 only: the verifier accepts no other algorithm). Access tokens carry the
 * user id (`sub`) and the session id (`jti`); security-check tokens carry `purpose: 'challenge'`.
 */
const algorithms = ['HS256'];

export type TokenKey = Uint8Array<ArrayBuffer>;

export function tokenKey(secret: string): TokenKey {
  return new TextEncoder().encode(secret);
}

/** `now` is the services' clock: issue and expiry times follow it, as the session's do. */
export function signToken(
  key: TokenKey,
  claims: JWTPayload & { sub: string; jti: string },
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(Math.floor(now.getTime() / 1000) + ttlSeconds)
    .sign(key);
}

// The key imported for WebCrypto once, not on every check (jose would import raw bytes each time).
const verifyKeys = new WeakMap<TokenKey, Promise<CryptoKey>>();
function verifyKeyOf(key: TokenKey): Promise<CryptoKey> {
  let imported = verifyKeys.get(key);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(key, imported);
  }
  return imported;
}

type AccessClaims = JWTPayload & { sub: string; jti: string };

/**
 * Tokens whose signature has been checked, per key: a signed-in tab sends the same token every
 * 15 s, and checking its HMAC again each time was most of verify-token's work. Only tokens that
 * verified are kept, each used only while unexpired by the caller's clock; revocation is the
 * session's business (sessionCache.ts), not the signature's. Oldest dropped first past the bound.
 */
const verified = new WeakMap<TokenKey, Map<string, AccessClaims>>();
const verifiedLimit = 50_000;

export async function readToken(key: TokenKey, token: string, now: Date): Promise<AccessClaims | null> {
  let known = verified.get(key);
  if (!known) {
    known = new Map();
    verified.set(key, known);
  }
  const seconds = now.getTime() / 1000;
  const cached = known.get(token);
  if (cached && (cached.exp ?? 0) > seconds && (cached.nbf === undefined || cached.nbf <= seconds)) return cached;
  try {
    const { payload } = await jwtVerify(token, await verifyKeyOf(key), { algorithms, currentDate: now });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    const claims = payload as AccessClaims;
    if (known.size >= verifiedLimit) known.delete(known.keys().next().value as string);
    known.set(token, claims);
    return claims;
  } catch {
    return null;
  }
}

/** A random URL-safe token and the hash under which it is stored. */
export function randomToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
