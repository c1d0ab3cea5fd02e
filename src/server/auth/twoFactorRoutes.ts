import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { TwoFactorConfirmSchema, TwoFactorDisableSchema } from '../../schemas/auth';
import { audit } from '../audit';
import { twoFactor, type User, users } from '../db/schema';
import type { Env } from '../env';
import { DomainError, tooManyAttempts } from '../errors';
import { type AppContext, type AppEnv, translate } from '../http/context';
import { documented } from '../http/openapi';
import { validate } from '../http/validate';
import { publicUser } from '../users/view';
import { verifyPassword } from './passwords';
import {
  decryptSecret,
  encryptSecret,
  newSecret,
  recoveryCodesLeft,
  removeTwoFactor,
  replaceRecoveryCodes,
  spendCode,
  stepOf,
} from './twoFactor';

/** Administrators may not work without two-step sign-in when ADMIN_REQUIRE_2FA is on. */
export function twoFactorMandatory(env: Pick<Env, 'ADMIN_REQUIRE_2FA'>, user: Pick<User, 'role'>): boolean {
  return Boolean(env.ADMIN_REQUIRE_2FA) && user.role !== 'USER';
}

/** Wrong codes count against the account (rateLimit.ts `twoFactor`), here as at sign-in. */
async function refuseWrongCode(c: AppContext, userId: string): Promise<never> {
  await c.env.services.limiter.hit('twoFactor', userId);
  throw new DomainError('invalid', 'error.twoFactorIncorrect');
}

async function unlessBlocked(c: AppContext, userId: string): Promise<void> {
  const wait = await c.env.services.limiter.blocked('twoFactor', userId);
  if (wait) throw tooManyAttempts(wait);
}

/**
 * /api/profile/two-factor (mounted in the profile routes, behind their session check): the
 * caller's own two-step sign-in. Set-up keeps a new secret aside until a first code proves the app
 * has it; only then is it on, with ten recovery codes shown once. Every change is audited.
 */
export const twoFactorRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, env } = c.env.services;
    const user = c.get('user');
    return c.json({
      enabledAt: user.twoFactorAt?.toISOString() ?? null,
      recoveryCodesLeft: user.twoFactorAt ? await recoveryCodesLeft(db, user.id) : 0,
      mandatory: twoFactorMandatory(env, user),
    });
  })

  .post('/setup', async (c) => {
    const services = c.env.services;
    const user = c.get('user');
    if (user.twoFactorAt) throw new DomainError('conflict', 'error.twoFactorAlreadyOn');
    const { secret, uri, qrSvg } = newSecret(user.email);
    const stored = encryptSecret(services.twoFactorKey, secret);
    // A set-up started again (a new phone, a closed dialog) replaces the one waiting.
    await services.db
      .insert(twoFactor)
      .values({ userId: user.id, secret: stored })
      .onConflictDoUpdate({
        target: twoFactor.userId,
        set: { secret: stored, lastStep: 0, createdAt: services.now() },
        where: isNull(twoFactor.enabledAt),
      });
    return c.json({ secret, uri, qrSvg });
  })

  .post(
    '/enable',
    documented('Turn on two-step sign-in with a code from the authenticator', { 200: { description: 'On, with recovery codes' } }),
    validate('json', TwoFactorConfirmSchema),
    async (c) => {
      const services = c.env.services;
      const user = c.get('user');
      await unlessBlocked(c, user.id);
      const { code } = c.req.valid('json');
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
      if (!outcome) return refuseWrongCode(c, user.id);
      return c.json({
        recoveryCodes: outcome.recoveryCodes,
        user: publicUser(outcome.user),
        message: translate(c, 'profile.twoFactor.enabled'),
      });
    },
  )

  .post(
    '/disable',
    documented('Turn off two-step sign-in', { 200: { description: 'Off' } }),
    validate('json', TwoFactorDisableSchema),
    async (c) => {
      const services = c.env.services;
      const user = c.get('user');
      if (!user.twoFactorAt) throw new DomainError('conflict', 'error.twoFactorAlreadyOff');
      if (twoFactorMandatory(services.env, user)) throw new DomainError('conflict', 'error.twoFactorMandatory');
      await unlessBlocked(c, user.id);
      const { currentPassword, code } = c.req.valid('json');
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
      if (!updated) return refuseWrongCode(c, user.id);
      return c.json({ user: publicUser(updated), message: translate(c, 'profile.twoFactor.disabled') });
    },
  )

  .post(
    '/recovery-codes',
    documented('Replace the recovery codes', { 200: { description: 'The new recovery codes' } }),
    validate('json', TwoFactorConfirmSchema),
    async (c) => {
      const services = c.env.services;
      const user = c.get('user');
      if (!user.twoFactorAt) throw new DomainError('conflict', 'error.twoFactorAlreadyOff');
      await unlessBlocked(c, user.id);
      const recoveryCodes = await services.db.transaction(async (tx) => {
        const spent = await spendCode(services, tx, user.id, c.req.valid('json').code);
        if (!spent.ok) return null;
        await audit(tx, {
          actorId: user.id,
          action: 'user.recoveryCodesRenewed',
          subjectType: 'user',
          subjectId: user.id,
          at: services.now(),
        });
        return replaceRecoveryCodes(tx, user.id);
      });
      if (!recoveryCodes) return refuseWrongCode(c, user.id);
      return c.json({ recoveryCodes, message: translate(c, 'profile.twoFactor.codesRenewed') });
    },
  );
