import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { audit } from '../audit';
import type { Database, Transaction } from '../db';
import { recoveryCodes, twoFactor, type User, users } from '../db/schema';
import type { Env } from '../env';
import { DomainError, tooManyAttempts } from '../errors';
import type { Services } from '../services';
import { verifyPassword } from './passwords';
import { readToken, signToken } from './tokens';

/**
 * Two-step sign-in (issue 12; docs/decisions/037): a time-based code from an authenticator app
 * (RFC 6238: SHA-1, 6 digits, 30 s, one step of clock drift either way) or a single-use recovery
 * code. Secrets are kept encrypted (AES-256-GCM, TWO_FACTOR_KEY) so a copy of the database alone
 * cannot make codes; the last accepted step is kept so a code seen once is never accepted again.
 */
export type TwoFactorKey = Buffer;

export function twoFactorKey(secret: string): TwoFactorKey {
  return createHash('sha256').update(`two-factor:${secret}`).digest();
}

export function encryptSecret(key: TwoFactorKey, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function decryptSecret(key: TwoFactorKey, stored: string): string {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) throw new Error('Malformed two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}

const issuer = 'Funding Platform';
const totpOf = (base32: string, label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(base32) });

/** A new secret and what the set-up screen shows: the otpauth URI as a QR code and the key to type. */
export function newSecret(email: string): { secret: string; uri: string; qrSvg: string } {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, email).toString();
  return { secret, uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/** The 30-second step `code` belongs to, if it is right for `secret` at `now` (±1 step). */
export function stepOf(base32: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(base32).validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : TOTP.counter({ period: 30, timestamp }) + delta;
}

/** Recovery codes look like `k7fq-2mzx-9wbt`: 60 bits, no letters that read alike. */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodeCount = 10;
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashRecovery = (code: string) => createHash('sha256').update(normaliseRecovery(code)).digest('hex');

export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** Replaces the user's recovery codes with new ones (answered once, kept only as hashes). */
export async function replaceRecoveryCodes(tx: Transaction, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecovery(code) })));
  return codes;
}

export type CodeCheck = { ok: true; method: 'app' | 'recovery' } | { ok: false };

/**
 * Checks a code of a user whose two-step sign-in is on, in the caller's transaction, and spends it:
 * an app code moves `last_step` past it (under the row's lock, so two requests with one code
 * cannot both pass), a recovery code is marked used.
 */
export async function spendCode(
  services: Pick<Services, 'twoFactorKey' | 'now'>,
  tx: Transaction,
  userId: string,
  code: string,
): Promise<CodeCheck> {
  const [row] = await tx.select().from(twoFactor).where(eq(twoFactor.userId, userId)).for('update');
  if (!row?.enabledAt) return { ok: false };
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const step = stepOf(decryptSecret(services.twoFactorKey, row.secret), digits, services.now());
    if (step === null || step <= row.lastStep) return { ok: false };
    await tx.update(twoFactor).set({ lastStep: step }).where(eq(twoFactor.userId, userId));
    return { ok: true, method: 'app' };
  }
  if (normaliseRecovery(code).length !== 12) return { ok: false };
  const [used] = await tx
    .update(recoveryCodes)
    .set({ usedAt: services.now() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecovery(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used ? { ok: true, method: 'recovery' } : { ok: false };
}

/** Recovery codes not yet used. */
export async function recoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}

/** Turns two-step sign-in off: the secret and codes go, the user row says off. */
export async function removeTwoFactor(tx: Transaction, userId: string, now: Date): Promise<void> {
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.update(users).set({ twoFactorAt: null, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Between the password and the code: a token that names the user and is good for five minutes,
 * only for the second step (its `purpose`; it opens no session, its `jti` names none).
 */
const pendingSeconds = 5 * 60;

export function pendingSignIn(services: Pick<Services, 'tokenKey' | 'now'>, userId: string): Promise<string> {
  return signToken(services.tokenKey, { sub: userId, jti: crypto.randomUUID(), purpose: 'two-factor' }, pendingSeconds, services.now());
}

export async function readPendingSignIn(services: Pick<Services, 'tokenKey' | 'now'>, token: string): Promise<string | null> {
  const claims = await readToken(services.tokenKey, token, services.now());
  return claims?.purpose === 'two-factor' ? claims.sub : null;
}

// ---------------------------------------------------------------------------------------------
// The caller's own two-step sign-in (/api/profile/two-factor). Set-up keeps a new secret aside
// until a first code proves the app has it; only then is it on, with ten recovery codes shown
// once. Every change is audited.
// ---------------------------------------------------------------------------------------------

/** Administrators may not work without two-step sign-in when ADMIN_REQUIRE_2FA is on. */
export function twoFactorMandatory(env: Pick<Env, 'ADMIN_REQUIRE_2FA'>, user: Pick<User, 'role'>): boolean {
  return Boolean(env.ADMIN_REQUIRE_2FA) && user.role !== 'USER';
}

/** Wrong codes count against the account (rateLimit.ts `twoFactor`), here as at sign-in. */
async function refuseWrongCode(services: Services, userId: string): Promise<never> {
  await services.limiter.hit('twoFactor', userId);
  throw new DomainError('invalid', 'error.twoFactorIncorrect');
}

async function unlessBlocked(services: Services, userId: string): Promise<void> {
  const wait = await services.limiter.blocked('twoFactor', userId);
  if (wait) throw tooManyAttempts(wait);
}

/** Whether two-step sign-in is on, how many recovery codes are left, and whether it may be turned off. */
export async function twoFactorStatus(services: Services, user: User) {
  return {
    enabledAt: user.twoFactorAt,
    recoveryCodesLeft: user.twoFactorAt ? await recoveryCodesLeft(services.db, user.id) : 0,
    mandatory: twoFactorMandatory(services.env, user),
  };
}

/** A new secret waiting for its first code; a set-up started again (a new phone, a closed dialog) replaces the one waiting. */
export async function startTwoFactorSetup(services: Services, user: User): Promise<ReturnType<typeof newSecret>> {
  if (user.twoFactorAt) throw new DomainError('conflict', 'error.twoFactorAlreadyOn');
  const setup = newSecret(user.email);
  const stored = encryptSecret(services.twoFactorKey, setup.secret);
  await services.db
    .insert(twoFactor)
    .values({ userId: user.id, secret: stored })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secret: stored, lastStep: 0, createdAt: services.now() },
      where: isNull(twoFactor.enabledAt),
    });
  return setup;
}

/** Turns two-step sign-in on with a first code from the app: the user as now, and new recovery codes. */
export async function enableTwoFactor(services: Services, user: User, code: string): Promise<{ user: User; recoveryCodes: string[] }> {
  await unlessBlocked(services, user.id);
  const outcome = await services.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(twoFactor)
      .where(and(eq(twoFactor.userId, user.id), isNull(twoFactor.enabledAt)))
      .for('update');
    if (!pending) throw new DomainError('conflict', user.twoFactorAt ? 'error.twoFactorAlreadyOn' : 'error.twoFactorNoSetup');
    const now = services.now();
    const step = stepOf(decryptSecret(services.twoFactorKey, pending.secret), code.replace(/\s/g, ''), now);
    if (step === null) return null;
    await tx.update(twoFactor).set({ enabledAt: now, lastStep: step }).where(eq(twoFactor.userId, user.id));
    const [updated] = await tx.update(users).set({ twoFactorAt: now, updatedAt: now }).where(eq(users.id, user.id)).returning();
    const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
    await audit(tx, {
      actorId: user.id,
      action: 'user.twoFactorEnabled',
      subjectType: 'user',
      subjectId: user.id,
      at: now,
      details: { before: { twoFactor: false }, after: { twoFactor: true } },
    });
    return { recoveryCodes, user: updated as User };
  });
  return outcome ?? refuseWrongCode(services, user.id);
}

/** Turns two-step sign-in off with the password and a code (not where it is mandatory): the user as now. */
export async function disableTwoFactor(
  services: Services,
  user: User,
  { currentPassword, code }: { currentPassword: string; code: string },
): Promise<User> {
  if (!user.twoFactorAt) throw new DomainError('conflict', 'error.twoFactorAlreadyOff');
  if (twoFactorMandatory(services.env, user)) throw new DomainError('conflict', 'error.twoFactorMandatory');
  await unlessBlocked(services, user.id);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new DomainError('invalid', 'profile.currentPasswordIncorrect');
  const updated = await services.db.transaction(async (tx) => {
    const spent = await spendCode(services, tx, user.id, code);
    if (!spent.ok) return null;
    const now = services.now();
    await removeTwoFactor(tx, user.id, now);
    await audit(tx, {
      actorId: user.id,
      action: 'user.twoFactorDisabled',
      subjectType: 'user',
      subjectId: user.id,
      at: now,
      details: { before: { twoFactor: true }, after: { twoFactor: false }, method: spent.method },
    });
    return { ...user, twoFactorAt: null, updatedAt: now };
  });
  return updated ?? refuseWrongCode(services, user.id);
}

/** New recovery codes for a code (the old ones stop working). */
export async function renewRecoveryCodes(services: Services, user: User, code: string): Promise<string[]> {
  if (!user.twoFactorAt) throw new DomainError('conflict', 'error.twoFactorAlreadyOff');
  await unlessBlocked(services, user.id);
  const recoveryCodes = await services.db.transaction(async (tx) => {
    const spent = await spendCode(services, tx, user.id, code);
    if (!spent.ok) return null;
    await audit(tx, { actorId: user.id, action: 'user.recoveryCodesRenewed', subjectType: 'user', subjectId: user.id, at: services.now() });
    return replaceRecoveryCodes(tx, user.id);
  });
  return recoveryCodes ?? refuseWrongCode(services, user.id);
}
