import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { checkSession } from '../auth/sessions';
import { twoFactorMandatory } from '../auth/twoFactor';
import type { User } from '../db/schema';
import type { Env } from '../env';
import { DomainError } from '../errors';
import type { AppEnv } from './context';
import { guardDocumented, refusal } from './openapi';

/** A live session's user and id into the context; a suspended account gets 403 with its message (the client logs out). */
async function signIn(c: Context<AppEnv>): Promise<void> {
  const check = await checkSession(c.env.services, c.req.header('authorization'));
  if (check.state === 'suspended') throw new DomainError('forbidden', 'error.accountSuspended');
  if (check.state !== 'active') throw new DomainError('unauthenticated', 'error.unauthorized');
  c.set('user', check.user);
  c.set('sessionId', check.sessionId);
}

const signedOut = refusal('No session: no token, or one expired or revoked (the client signs out)');

/** Requires a live session. */
export const requireSession = guardDocumented(
  createMiddleware<AppEnv>(async (c, next) => {
    await signIn(c);
    await next();
  }),
  {
    security: [{ bearer: [] }],
    responses: { 401: signedOut, 403: refusal('The account is suspended (the client signs out and shows the message)') },
  },
);

/**
 * Requires a live session of an administrator: members have role USER, every other role administers
 * (seed §6). With ADMIN_REQUIRE_2FA on, an administrator without two-step sign-in may do nothing here
 * until it is on (Profile). One guard for both checks, so the document describes it once.
 */
export const requireAdmin = guardDocumented(
  createMiddleware<AppEnv>(async (c, next) => {
    await signIn(c);
    actAsAdministrator(c.env.services.env, c.get('user'));
    await next();
  }),
  {
    security: [{ bearer: [] }],
    responses: {
      401: signedOut,
      403: refusal('A suspended account, a member, or an administrator who must first turn on two-step sign-in'),
    },
  },
);

type TwoFactorRule = Pick<Env, 'ADMIN_REQUIRE_2FA'>;

/** The caller administers, with two-step sign-in on where ADMIN_REQUIRE_2FA asks for it; else 403. */
function actAsAdministrator(env: TwoFactorRule, user: User, refusal = () => new DomainError('forbidden', 'error.forbidden')): void {
  if (user.role === 'USER') throw refusal();
  if (user.twoFactorAt === null && twoFactorMandatory(env, user)) throw new DomainError('forbidden', 'error.twoFactorSetupRequired');
}

/**
 * The one rule for data a member owns, outside /api/admin: its owner reaches it; anyone else only
 * as an administrator, under the admin routers' own conditions (ADMIN_REQUIRE_2FA), so no route
 * that lets an administrator read a member's data can forget them. `ownerId` null: nobody's (an
 * unknown email), which only an administrator may learn. A member reaching another's data gets
 * `refusal` (403, or the 404 of routes that do not tell what exists).
 */
export function assertMayReach(env: TwoFactorRule, user: User, ownerId: string | null, refusal?: () => DomainError): void {
  if (ownerId === user.id) return;
  actAsAdministrator(env, user, refusal);
}
