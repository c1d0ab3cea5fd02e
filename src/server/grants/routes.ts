import { Hono } from 'hono';
import { GrantSchema } from '../../schemas/grants';
import type { AppEnv } from '../http/context';
import { documented } from '../http/openapi';
import { validate } from '../http/validate';
import { adminOrder } from '../orders/admin';
import { adminOrderView } from '../orders/view';
import { grantChallenge } from './service';

/** /api/admin/grants (behind the admin guard): give a member a challenge. */
export const adminGrantRoutes = new Hono<AppEnv>().post(
  '/',
  documented('Give a member a challenge without payment (administrators, audited)', {
    201: { description: 'The granted order and account' },
  }),
  validate('json', GrantSchema),
  async (c) => {
    const services = c.env.services;
    const { order, account } = await grantChallenge(services, c.get('user'), c.req.valid('json'));
    return c.json(
      {
        order: adminOrderView(await adminOrder(services, order.id)),
        account: { id: account.id, login: account.login, platform: account.platform, phaseName: account.phaseName },
      },
      201,
    );
  },
);
