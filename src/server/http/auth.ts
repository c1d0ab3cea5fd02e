import { createMiddleware } from 'hono/factory';
import { checkSession } from '../auth/sessions';
import { twoFactorMandatory } from '../auth/twoFactorRoutes';
import type { User } from '../db/schema';
import type { Env } from '../env';
import type { AppEnv } from './context';
import { HttpError } from './errors';

/** Requires a live session; a suspended account gets 403 with its message (the client logs out). */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const check = await checkSession(c.env.services, c.req.header('authorization'));
  if (check.state === 'suspended') throw new HttpError(403, 'error.accountSuspended');
  if (check.state !== 'active') throw new HttpError(401, 'error.unauthorized');
  c.set('user', check.user);
  c.set('sessionId', check.sessionId);
  await next();
});

/**
 * Members have role USER; every other role administers (seed §6). With ADMIN_REQUIRE_2FA on, an
 * administrator without two-step sign-in may do nothing here until it is on (Profile).
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  actAsAdministrator(c.env.services.env, c.get('user'));
  await next();
});

type TwoFactorRule = Pick<Env, 'ADMIN_REQUIRE_2FA'>;

/** The caller administers, with two-step sign-in on where ADMIN_REQUIRE_2FA asks for it; else 403. */
function actAsAdministrator(env: TwoFactorRule, user: User, refusal = () => new HttpError(403, 'error.forbidden')): void {
  if (user.role === 'USER') throw refusal();
  if (user.twoFactorAt === null && twoFactorMandatory(env, user)) throw new HttpError(403, 'error.twoFactorSetupRequired');
}

/**
 * The one rule for data a member owns, outside /api/admin: its owner reaches it; anyone else only
 * as an administrator, under the admin routers' own conditions (ADMIN_REQUIRE_2FA), so no route
 * that lets an administrator read a member's data can forget them. `ownerId` null: nobody's (an
 * unknown email), which only an administrator may learn. A member reaching another's data gets
 * `refusal` (403, or the 404 of routes that do not tell what exists).
 */
export function assertMayReach(env: TwoFactorRule, user: User, ownerId: string | null, refusal?: () => HttpError): void {
  if (ownerId === user.id) return;
  actAsAdministrator(env, user, refusal);
}
