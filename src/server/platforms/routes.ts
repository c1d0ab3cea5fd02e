import { Hono } from 'hono';
import {
  AdminPlatformViewSchema,
  CommandQueuedSchema,
  CredentialsSchema,
  OpenCommandsSchema,
  PlatformCommandViewSchema,
  TradingStateRequestSchema,
} from '../../schemas/platforms';
import { IdParamSchema } from '../../schemas/trading';
import { requireSession } from '../http/auth';
import type { AppEnv } from '../http/context';
import { answer, documented, refusal } from '../http/openapi';
import { validate } from '../http/validate';
import {
  adminPlatformView,
  commandView,
  credentialsOf,
  openCommands,
  ownAccount,
  requestPasswordChange,
  retryByAdmin,
  setTradingStateByAdmin,
} from './service';

const notReachable = {
  403: refusal('The caller’s account is suspended'),
  404: refusal('No such account, or not the caller’s'),
};

/** /api/accounts/:id/…: a trader's access to their account on its trading platform (issue 29). */
export const memberPlatformRoutes = new Hono<AppEnv>()
  // Guarded path by path: a guard on the whole router would apply to every /api/accounts route beside it.
  .use('/:id/credentials', requireSession)
  .use('/:id/trading-password', requireSession)
  .get(
    '/:id/credentials',
    documented('Platform, server, login and trading password of one of the caller’s accounts', {
      200: answer('The sign-in details', CredentialsSchema),
      ...notReachable,
    }),
    validate('param', IdParamSchema),
    async (c) => c.json(credentialsOf(c.env.services, await ownAccount(c.env.services, c.get('user'), c.req.valid('param').id))),
  )
  .post(
    '/:id/trading-password',
    documented('A new trading password, sent to the platform (audited); the account shows it once the platform took it', {
      202: answer('The change is on its way', CommandQueuedSchema),
      ...notReachable,
      409: refusal('The account is not open on the platform, or a change is already on its way'),
    }),
    validate('param', IdParamSchema),
    async (c) => {
      const user = c.get('user');
      const account = await ownAccount(c.env.services, user, c.req.valid('param').id);
      const command = await requestPasswordChange(c.env.services, user, account.id);
      return c.json({ commandId: command.id }, 202);
    },
  );

const noAccount = { 404: refusal('No such account') };

/** /api/admin/…: accounts' platform side, behind the admin guard. */
export const adminPlatformRoutes = new Hono<AppEnv>()
  .get(
    '/accounts/:id/platform',
    documented('An account on its trading platform: connection, state and the commands sent (administrators)', {
      200: answer('The account’s platform side', AdminPlatformViewSchema),
      ...noAccount,
    }),
    validate('param', IdParamSchema),
    async (c) => c.json(await adminPlatformView(c.env.services, c.req.valid('param').id)),
  )
  .post(
    '/accounts/:id/platform/trading-state',
    documented('Enable or disable trading on the platform, with a reason (administrators, audited)', {
      202: answer('The command on its way', PlatformCommandViewSchema),
      ...noAccount,
      409: refusal('Trading cannot be enabled on a passed or failed account'),
    }),
    validate('param', IdParamSchema),
    validate('json', TradingStateRequestSchema),
    async (c) => {
      const command = await setTradingStateByAdmin(c.env.services, c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
      return c.json(commandView(command), 202);
    },
  )
  .post(
    '/accounts/:id/platform/password',
    documented('Reset the trading password: a new one is sent to the platform and shown to the trader (administrators, audited)', {
      202: answer('The command on its way', PlatformCommandViewSchema),
      ...noAccount,
      409: refusal('The account is not open on the platform, or a change is already on its way'),
    }),
    validate('param', IdParamSchema),
    async (c) => {
      const command = await requestPasswordChange(c.env.services, c.get('user'), c.req.valid('param').id);
      return c.json(commandView(command), 202);
    },
  )
  .get(
    '/platform-commands',
    documented('Platform commands that failed and are waiting to be tried again, or were given up (administrators)', {
      200: answer('The failing commands, oldest first', OpenCommandsSchema),
    }),
    async (c) => c.json(await openCommands(c.env.services)),
  )
  .post(
    '/platform-commands/:id/retry',
    documented('Try a failed or waiting platform command again now (administrators, audited)', {
      202: answer('The command, due now', PlatformCommandViewSchema),
      409: refusal('No such command waiting, or it is done'),
    }),
    validate('param', IdParamSchema),
    async (c) => c.json(commandView(await retryByAdmin(c.env.services, c.get('user').id, c.req.valid('param').id)), 202),
  );
