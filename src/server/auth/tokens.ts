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

export async function readToken(key: TokenKey, token: string, now: Date): Promise<(JWTPayload & { sub: string; jti: string }) | null> {
  try {
    const { payload } = await jwtVerify(token, await verifyKeyOf(key), { algorithms, currentDate: now });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    return payload as JWTPayload & { sub: string; jti: string };
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
