import { Hono } from 'hono';
import { LocaleSchema, ProfileSchema } from '../../schemas/auth';
import { MessageSchema } from '../../schemas/http';
import { LoginPageSchema, SessionListSchema } from '../../schemas/profile';
import { IdParamSchema, LoginHistoryQuerySchema } from '../../schemas/trading';
import { SavedUserSchema } from '../../schemas/users';
import { twoFactorRoutes } from '../auth/twoFactorRoutes';
import { requireSession } from '../http/auth';
import { type AppEnv, translate } from '../http/context';
import { answer, documented, refusal } from '../http/openapi';
import { pageOf } from '../http/paging';
import { validate } from '../http/validate';
import { publicUser } from '../users/view';
import { liveSessions, loginHistory, revokeOtherSessions, revokeSession, setLocale, updateProfile } from './service';
import { loginView, sessionView } from './view';

/** /api/profile: the caller's own names, sessions and sign-in history (members and administrators alike). */
export const profileRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .put(
    '/',
    documented('Edit the caller’s name and details', { 200: answer('The updated profile', SavedUserSchema) }),
    validate('json', ProfileSchema),
    async (c) => {
      const user = await updateProfile(c.env.services, c.get('user'), c.req.valid('json'));
      return c.json({ message: translate(c, 'profile.saved'), user: publicUser(user) });
    },
  )
  .put(
    '/locale',
    documented('Set the caller’s language (mails and documents)', { 200: answer('The language saved', LocaleSchema) }),
    validate('json', LocaleSchema),
    async (c) => {
      const { locale } = c.req.valid('json');
      await setLocale(c.env.services, c.get('user'), locale);
      return c.json({ locale });
    },
  )
  .get(
    '/sessions',
    documented('The caller’s live sessions, newest sign-in first', { 200: answer('The sessions', SessionListSchema) }),
    async (c) => {
      const rows = await liveSessions(c.env.services, c.get('user').id);
      return c.json({ items: rows.map((row) => sessionView(row, c.get('sessionId'))) });
    },
  )
  .post(
    '/sessions/revoke-others',
    documented('Sign out every other session of the caller', { 200: answer('Revoked', MessageSchema) }),
    async (c) => {
      await revokeOtherSessions(c.env.services, c.get('user'), c.get('sessionId'));
      return c.json({ message: translate(c, 'profile.sessions.othersRevoked') });
    },
  )
  .delete(
    '/sessions/:id',
    documented('Sign out one of the caller’s sessions', {
      200: answer('Revoked', MessageSchema),
      404: refusal('No such live session of the caller'),
    }),
    validate('param', IdParamSchema),
    async (c) => {
      await revokeSession(c.env.services, c.get('user'), c.req.valid('param').id);
      return c.json({ message: translate(c, 'profile.sessions.revoked') });
    },
  )
  .get(
    '/logins',
    documented('The caller’s sign-in history, newest first', { 200: answer('A page of sign-ins', LoginPageSchema) }),
    validate('query', LoginHistoryQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(pageOf(await loginHistory(c.env.services, c.get('user').id, query), query, loginView));
    },
  )
  .route('/two-factor', twoFactorRoutes);
