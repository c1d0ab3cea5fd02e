import { Hono } from 'hono';
import { ChangePasswordSchema, EmailParamSchema, UserIdParamSchema, UserStatusSchema } from '../../schemas/auth';
import { requireAdmin, requireSession } from '../http/auth';
import { type AppEnv, translate } from '../http/context';
import { validate } from '../http/validate';
import { changePassword, setUserStatus, userRecord } from './service';
import { publicUser } from './view';

/** /api/user: the signed-in user's own record and password. */
export const userRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/:email', validate('param', EmailParamSchema), async (c) => {
    const user = await userRecord(c.get('services'), c.get('user'), c.req.valid('param').email);
    return c.json(publicUser(user));
  })
  .put('/password', validate('json', ChangePasswordSchema), async (c) => {
    await changePassword(c.get('services'), c.get('user'), c.get('sessionId'), c.req.valid('json'));
    return c.json({ message: translate(c, 'success.passwordChanged') });
  });

/** /api/users: administration of users (grows with the admin Users screen). */
export const adminUserRoutes = new Hono<AppEnv>()
  .use(requireSession, requireAdmin)
  .patch('/:id/status', validate('param', UserIdParamSchema), validate('json', UserStatusSchema), async (c) => {
    const user = await setUserStatus(c.get('services'), c.get('user').id, c.req.valid('param').id, c.req.valid('json').status);
    return c.json(publicUser(user));
  });
