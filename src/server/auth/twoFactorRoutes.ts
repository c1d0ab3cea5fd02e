import { Hono } from 'hono';
import { TwoFactorConfirmSchema, TwoFactorDisableSchema } from '../../schemas/auth';
import { RecoveryCodesSchema, TwoFactorEnabledSchema, TwoFactorSetupSchema, TwoFactorStatusSchema } from '../../schemas/profile';
import { SavedUserSchema } from '../../schemas/users';
import { type AppEnv, translate } from '../http/context';
import { answer, documented, refusal } from '../http/openapi';
import { validate } from '../http/validate';
import { twoFactorStatusView } from '../profile/view';
import { publicUser } from '../users/view';
import { disableTwoFactor, enableTwoFactor, renewRecoveryCodes, startTwoFactorSetup, twoFactorStatus } from './twoFactor';

const wrongCode = {
  400: refusal('A wrong code'),
  429: refusal('Too many wrong codes: try again after Retry-After seconds'),
};

/**
 * /api/profile/two-factor (mounted in the profile routes, behind their session check): the
 * caller's own two-step sign-in (auth/twoFactor.ts).
 */
export const twoFactorRoutes = new Hono<AppEnv>()
  .get('/', documented('Whether the caller’s two-step sign-in is on', { 200: answer('The state', TwoFactorStatusSchema) }), async (c) =>
    c.json(twoFactorStatusView(await twoFactorStatus(c.env.services, c.get('user')))),
  )

  .post(
    '/setup',
    documented('Start setting up two-step sign-in: a new secret for the authenticator app', {
      200: answer('The secret, as text and as a QR code', TwoFactorSetupSchema),
      409: refusal('Two-step sign-in is already on'),
    }),
    async (c) => c.json(await startTwoFactorSetup(c.env.services, c.get('user'))),
  )

  .post(
    '/enable',
    documented('Turn on two-step sign-in with a code from the authenticator', {
      200: answer('On, with recovery codes shown this once', TwoFactorEnabledSchema),
      ...wrongCode,
      409: refusal('Already on, or no set-up started'),
    }),
    validate('json', TwoFactorConfirmSchema),
    async (c) => {
      const enabled = await enableTwoFactor(c.env.services, c.get('user'), c.req.valid('json').code);
      return c.json({
        recoveryCodes: enabled.recoveryCodes,
        user: publicUser(enabled.user),
        message: translate(c, 'profile.twoFactor.enabled'),
      });
    },
  )

  .post(
    '/disable',
    documented('Turn off two-step sign-in with the password and a code', {
      200: answer('Off', SavedUserSchema),
      400: refusal('A wrong password or code'),
      409: refusal('Already off, or mandatory for administrators'),
      429: wrongCode[429],
    }),
    validate('json', TwoFactorDisableSchema),
    async (c) => {
      const user = await disableTwoFactor(c.env.services, c.get('user'), c.req.valid('json'));
      return c.json({ user: publicUser(user), message: translate(c, 'profile.twoFactor.disabled') });
    },
  )

  .post(
    '/recovery-codes',
    documented('Replace the recovery codes, with a code', {
      200: answer('The new recovery codes, shown this once', RecoveryCodesSchema),
      ...wrongCode,
      409: refusal('Two-step sign-in is off'),
    }),
    validate('json', TwoFactorConfirmSchema),
    async (c) => {
      const recoveryCodes = await renewRecoveryCodes(c.env.services, c.get('user'), c.req.valid('json').code);
      return c.json({ recoveryCodes, message: translate(c, 'profile.twoFactor.codesRenewed') });
    },
  );
