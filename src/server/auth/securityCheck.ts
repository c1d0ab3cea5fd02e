import { errors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db';
import { usedChallenges } from '../db/schema';
import type { TokenKey } from './tokens';

/**
 * The registration form's security check. With Turnstile keys the token comes from Cloudflare's
 * widget and is checked by siteverify; without them (the offline default) the server issues its
 * own short-lived, single-use challenge tokens. Either way: ok, failed or expired.
 */
export type SecurityResult = 'ok' | 'failed' | 'expired';

export interface SecurityCheck {
  kind: 'turnstile' | 'development';
  siteKey: string | null;
  verify(token: string, remoteIp: string | null): Promise<SecurityResult>;
}

const challengeTtlSeconds = 5 * 60;
export const registerAction = 'register';

export function developmentSecurityCheck(db: Database, key: TokenKey): SecurityCheck & { issue(): Promise<string> } {
  return {
    kind: 'development',
    siteKey: null,
    issue: () =>
      new SignJWT({ purpose: 'challenge' })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(crypto.randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${challengeTtlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.purpose !== 'challenge' || !payload.jti || !payload.exp) return 'failed';
        // Spend it: a second use finds the row already there.
        const spent = await db
          .insert(usedChallenges)
          .values({ id: payload.jti, expiresAt: new Date(payload.exp * 1000) })
          .onConflictDoNothing()
          .returning({ id: usedChallenges.id });
        return spent.length === 1 ? 'ok' : 'failed';
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : 'failed';
      }
    },
  };
}

export function turnstileSecurityCheck(options: {
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
  expectedHostname: string;
}): SecurityCheck {
  return {
    kind: 'turnstile',
    siteKey: options.siteKey,
    async verify(token, remoteIp) {
      const body = new URLSearchParams({ secret: options.secretKey, response: token, idempotency_key: crypto.randomUUID() });
      if (remoteIp) body.set('remoteip', remoteIp);
      let outcome: { success?: boolean; hostname?: string; action?: string; 'error-codes'?: string[] };
      try {
        const response = await fetch(options.verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(5_000) });
        outcome = (await response.json()) as typeof outcome;
      } catch {
        return 'failed';
      }
      if (!outcome.success) return outcome['error-codes']?.includes('timeout-or-duplicate') ? 'expired' : 'failed';
      if (outcome.hostname !== options.expectedHostname || outcome.action !== registerAction) return 'failed';
      return 'ok';
    },
  };
}
