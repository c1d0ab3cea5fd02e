import { Hono } from 'hono';
import { ChangePasswordSchema, EmailParamSchema, UserIdParamSchema, UserStatusSchema } from '../../schemas/auth';
import { BulkStatusSchema, TwoFactorResetSchema, UserFormSchema, UserIdsSchema, UserListQuerySchema } from '../../schemas/users';
import { twoFactorMandatory } from '../auth/twoFactorRoutes';
import { requireAdmin, requireSession } from '../http/auth';
import { type AppEnv, localeOf, translate } from '../http/context';
import { paged } from '../http/paging';
import { validate } from '../http/validate';
import { createUser, deleteUsers, listUsers, resetTwoFactor, sendResetLink, setStatuses, updateUser, userDetail } from './admin';
import { changePassword, userRecord } from './service';
import { publicUser, userDetailView, userRow } from './view';

/** /api/user: the signed-in user's own record and password. */
export const userRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/:email', validate('param', EmailParamSchema), async (c) => {
    const user = await userRecord(c.env.services, c.get('user'), c.req.valid('param').email);
    // Routing sends an administrator who must still turn on two-step sign-in to the profile first.
    const twoFactorSetupRequired = user.twoFactorAt === null && twoFactorMandatory(c.env.services.env, user);
    return c.json({ ...publicUser(user), twoFactorSetupRequired });
  })
  .put('/password', validate('json', ChangePasswordSchema), async (c) => {
    await changePassword(c.env.services, c.get('user'), c.get('sessionId'), c.req.valid('json'));
    return c.json({ message: translate(c, 'success.passwordChanged') });
  });

/** /api/users: the admin's user management (issue 10; docs/decisions/022). */
export const adminUserRoutes = new Hono<AppEnv>()
  .use(requireSession, requireAdmin)
  .get('/', validate('query', UserListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await listUsers(c.env.services.db, query);
    return c.json(paged(rows.map(userRow), total, query));
  })
  .post('/', validate('json', UserFormSchema), async (c) => {
    const user = await createUser(c.env.services, c.get('user').id, c.req.valid('json'), localeOf(c));
    return c.json({ user: publicUser(user), message: translate(c, 'customers.created') }, 201);
  })
  .patch('/status', validate('json', BulkStatusSchema), async (c) => {
    const { ids, status } = c.req.valid('json');
    const updated = await setStatuses(c.env.services, c.get('user').id, ids, status);
    return c.json({ updated, message: translate(c, 'customers.statusUpdated') });
  })
  .post('/delete', validate('json', UserIdsSchema), async (c) => {
    const result = await deleteUsers(c.env.services, c.get('user').id, c.req.valid('json').ids);
    return c.json({ ...result, message: translate(c, 'customers.selectedDeleted') });
  })
  .get('/:id', validate('param', UserIdParamSchema), async (c) => {
    return c.json(userDetailView(await userDetail(c.env.services.db, c.req.valid('param').id, localeOf(c))));
  })
  .put('/:id', validate('param', UserIdParamSchema), validate('json', UserFormSchema), async (c) => {
    const user = await updateUser(c.env.services, c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ user: publicUser(user), message: translate(c, 'customers.updated') });
  })
  .delete('/:id', validate('param', UserIdParamSchema), async (c) => {
    const result = await deleteUsers(c.env.services, c.get('user').id, [c.req.valid('param').id]);
    return c.json({ ...result, message: translate(c, 'customers.deleted') });
  })
  .patch('/:id/status', validate('param', UserIdParamSchema), validate('json', UserStatusSchema), async (c) => {
    const services = c.env.services;
    const { id } = c.req.valid('param');
    await setStatuses(services, c.get('user').id, [id], c.req.valid('json').status);
    return c.json(userDetailView(await userDetail(services.db, id, localeOf(c))).user);
  })
  .post('/:id/password-reset', validate('param', UserIdParamSchema), async (c) => {
    await sendResetLink(c.env.services, c.get('user').id, c.req.valid('param').id);
    return c.json({ message: translate(c, 'users.resetLinkSent') });
  })
  .post('/:id/two-factor/reset', validate('param', UserIdParamSchema), validate('json', TwoFactorResetSchema), async (c) => {
    const user = await resetTwoFactor(c.env.services, c.get('user').id, c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ user: publicUser(user), message: translate(c, 'users.twoFactorReset.done') });
  });
