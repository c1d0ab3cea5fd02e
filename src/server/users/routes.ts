import { Hono } from 'hono';
import { ChangePasswordSchema, EmailParamSchema, UserIdParamSchema, UserStatusSchema } from '../../schemas/auth';
import { MessageSchema } from '../../schemas/http';
import {
  BulkStatusSchema,
  type OwnUser,
  OwnUserSchema,
  PublicUserSchema,
  SavedUserSchema,
  StatusesSetSchema,
  TwoFactorResetSchema,
  UserDetailSchema,
  UserFormSchema,
  UserIdsSchema,
  UserListQuerySchema,
  UserPageSchema,
  UsersDeletedSchema,
} from '../../schemas/users';
import { twoFactorMandatory } from '../auth/twoFactor';
import { requireAdmin, requireSession } from '../http/auth';
import { type AppEnv, localeOf, translate } from '../http/context';
import { answer, documented, refusal } from '../http/openapi';
import { pageOf } from '../http/paging';
import { validate } from '../http/validate';
import { adminVerificationRoutes } from '../verification/routes';
import { createUser, deleteUsers, listUsers, resetTwoFactor, sendResetLink, setStatuses, updateUser, userDetail } from './admin';
import { changePassword, userRecord } from './service';
import { publicUser, userDetailView, userRow } from './view';

const noSuchUser = { 404: refusal('No such user') };
/** An administrator may not suspend, demote or delete themself, nor the last active administrator. */
const guarded = { 409: refusal('The change would touch the caller or leave no active administrator') };

/** /api/user: the signed-in user's own record and password. */
export const userRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get(
    '/:email',
    documented('A user’s record: the caller’s own, or any as an administrator', {
      200: answer('The user', OwnUserSchema),
      403: refusal('Another user’s record, asked by a member (or a suspended caller)'),
      404: refusal('No such user'),
    }),
    validate('param', EmailParamSchema),
    async (c) => {
      const user = await userRecord(c.env.services, c.get('user'), c.req.valid('param').email);
      // Routing sends an administrator who must still turn on two-step sign-in to the profile first.
      const twoFactorSetupRequired = user.twoFactorAt === null && twoFactorMandatory(c.env.services.env, user);
      return c.json({ ...publicUser(user), twoFactorSetupRequired } satisfies OwnUser);
    },
  )
  .put(
    '/password',
    documented('Change the caller’s password (ends the other sessions)', { 200: answer('Changed', MessageSchema) }),
    validate('json', ChangePasswordSchema),
    async (c) => {
      await changePassword(c.env.services, c.get('user'), c.get('sessionId'), c.req.valid('json'));
      return c.json({ message: translate(c, 'success.passwordChanged') });
    },
  );

/** /api/users: the admin's user management (issue 10; docs/decisions/022). */
export const adminUserRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get(
    '/',
    documented('The users list: filtered, searched, sorted (administrators)', { 200: answer('A page of users', UserPageSchema) }),
    validate('query', UserListQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(pageOf(await listUsers(c.env.services, query), query, userRow));
    },
  )
  .post(
    '/',
    documented('Create a user (audited)', { 201: answer('The user', SavedUserSchema), 409: refusal('The email is taken') }),
    validate('json', UserFormSchema),
    async (c) => {
      const user = await createUser(c.env.services, c.get('user').id, c.req.valid('json'), localeOf(c));
      return c.json({ user: publicUser(user), message: translate(c, 'customers.created') }, 201);
    },
  )
  .patch(
    '/status',
    documented('Set the status of many users (audited)', {
      200: answer('How many were set, and a message', StatusesSetSchema),
      ...noSuchUser,
      ...guarded,
    }),
    validate('json', BulkStatusSchema),
    async (c) => {
      const { ids, status } = c.req.valid('json');
      const updated = await setStatuses(c.env.services, c.get('user').id, ids, status);
      return c.json({ updated, message: translate(c, 'customers.statusUpdated') });
    },
  )
  .post(
    '/delete',
    documented('Delete many users (audited)', {
      200: answer('What was deleted or anonymised, and a message', UsersDeletedSchema),
      ...noSuchUser,
      ...guarded,
    }),
    validate('json', UserIdsSchema),
    async (c) => {
      const result = await deleteUsers(c.env.services, c.get('user').id, c.req.valid('json').ids);
      return c.json({ ...result, message: translate(c, 'customers.selectedDeleted') });
    },
  )
  .get(
    '/:id',
    documented('One user with billing details and short histories (administrators)', {
      200: answer('The user', UserDetailSchema),
      ...noSuchUser,
    }),
    validate('param', UserIdParamSchema),
    async (c) => {
      return c.json(userDetailView(await userDetail(c.env.services, c.req.valid('param').id, localeOf(c))));
    },
  )
  .put(
    '/:id',
    documented('Edit a user (audited)', {
      200: answer('The user', SavedUserSchema),
      ...noSuchUser,
      409: refusal('The email is taken, or the change would leave no administrator'),
    }),
    validate('param', UserIdParamSchema),
    validate('json', UserFormSchema),
    async (c) => {
      const user = await updateUser(c.env.services, c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ user: publicUser(user), message: translate(c, 'customers.updated') });
    },
  )
  .delete(
    '/:id',
    documented('Delete a user (audited)', {
      200: answer('What was deleted or anonymised, and a message', UsersDeletedSchema),
      ...noSuchUser,
      ...guarded,
    }),
    validate('param', UserIdParamSchema),
    async (c) => {
      const result = await deleteUsers(c.env.services, c.get('user').id, [c.req.valid('param').id]);
      return c.json({ ...result, message: translate(c, 'customers.deleted') });
    },
  )
  .patch(
    '/:id/status',
    documented('Set a user’s status (audited)', { 200: answer('The user', PublicUserSchema), ...noSuchUser, ...guarded }),
    validate('param', UserIdParamSchema),
    validate('json', UserStatusSchema),
    async (c) => {
      const services = c.env.services;
      const { id } = c.req.valid('param');
      await setStatuses(services, c.get('user').id, [id], c.req.valid('json').status);
      return c.json(userDetailView(await userDetail(services, id, localeOf(c))).user);
    },
  )
  .post(
    '/:id/password-reset',
    documented('Mail a user a password-reset link', {
      200: answer('Sent', MessageSchema),
      ...noSuchUser,
      409: refusal('The user has no address (anonymised)'),
    }),
    validate('param', UserIdParamSchema),
    async (c) => {
      await sendResetLink(c.env.services, c.get('user').id, c.req.valid('param').id);
      return c.json({ message: translate(c, 'users.resetLinkSent') });
    },
  )
  .post(
    '/:id/two-factor/reset',
    documented('Turn off a member’s two-step sign-in (audited, with a reason)', {
      200: answer('The user', SavedUserSchema),
      ...noSuchUser,
      409: refusal('Not a member, or two-step sign-in is already off'),
    }),
    validate('param', UserIdParamSchema),
    validate('json', TwoFactorResetSchema),
    async (c) => {
      const user = await resetTwoFactor(c.env.services, c.get('user').id, c.req.valid('param').id, c.req.valid('json').reason);
      return c.json({ user: publicUser(user), message: translate(c, 'users.twoFactorReset.done') });
    },
  )
  // A member's identity verification (issue 31), behind this router's requireAdmin.
  .route('/', adminVerificationRoutes);
