import { Hono } from 'hono';
import { GrantAnswerSchema, GrantSchema } from '../../schemas/grants';
import type { AppEnv } from '../http/context';
import { answer, documented, refusal } from '../http/openapi';
import { validate } from '../http/validate';
import { adminOrder } from '../orders/admin';
import { grantChallenge } from './admin';
import { grantView } from './view';

/** /api/admin/grants (behind the admin guard): give a member a challenge. */
export const adminGrantRoutes = new Hono<AppEnv>().post(
  '/',
  documented('Give a member a challenge without payment (administrators, audited)', {
    201: answer('The granted order and account', GrantAnswerSchema),
    404: refusal('No such member, or no such challenge on sale'),
    409: refusal('Not a member (an administrator), or a suspended one'),
  }),
  validate('json', GrantSchema),
  async (c) => {
    const services = c.env.services;
    const { order, account } = await grantChallenge(services, c.get('user'), c.req.valid('json'));
    return c.json(grantView(await adminOrder(services, order.id), account), 201);
  },
);
