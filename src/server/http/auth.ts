import { createMiddleware } from 'hono/factory';
import { checkSession } from '../auth/sessions';
import { twoFactorMandatory } from '../auth/twoFactorRoutes';
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
  const user = c.get('user');
  if (user.role === 'USER') throw new HttpError(403, 'error.forbidden');
  if (user.twoFactorAt === null && twoFactorMandatory(c.env.services.env, user)) throw new HttpError(403, 'error.twoFactorSetupRequired');
  await next();
});
