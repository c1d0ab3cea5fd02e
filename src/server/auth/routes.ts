import { Hono } from 'hono';
import {
  ChallengeSchema,
  LoginAnswerSchema,
  LoginSchema,
  RecoverSchema,
  RegisterSchema,
  ResetSchema,
  SessionValidSchema,
  TwoFactorLoginAnswerSchema,
  TwoFactorLoginSchema,
} from '../../schemas/auth';
import { MessageSchema } from '../../schemas/http';
import { tooManyAttempts } from '../errors';
import { type AppContext, type AppEnv, clientIp, localeOf, translate } from '../http/context';
import { answer, documented, documentedHandler, refusal } from '../http/openapi';
import { validate } from '../http/validate';
import {
  type Attempt,
  issueChallenge,
  register,
  requestPasswordReset,
  resetPassword,
  signIn,
  signInWithCode,
  signOut,
  verifySession,
} from './service';

/** Where a sign-in comes from, as the member's login history and sessions keep it. */
const attemptOf = (c: AppContext, geolocation: unknown): Attempt => ({
  ip: clientIp(c),
  geolocation,
  userAgent: c.req.header('user-agent'),
});

const bearer = { security: [{ bearer: [] }] };

/** Sign-up, sign-in, the session check, sign-out and password recovery (DESIGN.md §4; auth/service.ts). */
export const authRoutes = new Hono<AppEnv>()
  // Counted per address before the body is read.
  .post('/register', async (c, next) => {
    const wait = await c.env.services.limiter.hit('registerIp', clientIp(c));
    if (wait) throw tooManyAttempts(wait);
    await next();
  })
  .post(
    '/register',
    documented('Register a member (public sign-up makes members only)', {
      200: answer('Registered', MessageSchema),
      400: refusal('The first invalid field, or a failed security check'),
      403: refusal('A role other than USER'),
      409: refusal('The email is taken'),
      429: refusal('Too many registrations from this address'),
    }),
    validate('json', RegisterSchema),
    async (c) => {
      await register(c.env.services, c.req.valid('json'), { ip: clientIp(c), locale: localeOf(c) });
      return c.json({ message: translate(c, 'success.registered') });
    },
  )

  .post(
    '/login',
    documented('Sign in with email and password', {
      200: answer('A session, or the second step of two-step sign-in', LoginAnswerSchema),
      400: refusal('The login details are incorrect (not 401: a 401 signs the client out)'),
      403: refusal('The account is suspended'),
      429: refusal('Too many attempts: try again after Retry-After seconds'),
    }),
    validate('json', LoginSchema),
    async (c) => {
      const { email, password, userGeolocation } = c.req.valid('json');
      const signedIn = await signIn(c.env.services, { email, password }, attemptOf(c, userGeolocation));
      if ('twoFactorToken' in signedIn) {
        return c.json({ twoFactorRequired: true as const, ...signedIn, message: translate(c, 'auth.twoFactor.prompt') });
      }
      return c.json({ ...signedIn, message: translate(c, 'success.loggedIn') });
    },
  )

  .post(
    '/login/two-factor',
    documented('The second step of two-step sign-in: a code or a recovery code', {
      200: answer('A session', TwoFactorLoginAnswerSchema),
      400: refusal('A wrong code, or an expired sign-in'),
      403: refusal('The account is suspended'),
      429: refusal('Too many attempts'),
    }),
    validate('json', TwoFactorLoginSchema),
    async (c) => {
      const { userGeolocation, ...code } = c.req.valid('json');
      const accessToken = await signInWithCode(c.env.services, code, attemptOf(c, userGeolocation));
      return c.json({ accessToken, message: translate(c, 'success.loggedIn') });
    },
  )

  // One handler only: every signed-in tab polls it, on the fast path (docs/decisions/034).
  .get(
    '/verify-token',
    documentedHandler(
      'Whether the bearer’s session is live',
      {
        200: answer('Live', SessionValidSchema),
        401: refusal('No session: no token, or one expired or revoked (the client signs out)'),
        403: refusal('The account is suspended'),
      },
      async (c) => {
        await verifySession(c.env.services, c.req.header('authorization'));
        return c.json({ valid: true as const });
      },
      bearer,
    ),
  )

  .post(
    '/logout',
    documented(
      'Sign out: end the bearer’s session (answered alike without one)',
      { 200: answer('Signed out', MessageSchema) },
      // The bearer's session, if there is one: an expired token signs out as well.
      { security: [...bearer.security, {}] },
    ),
    async (c) => {
      await signOut(c.env.services, c.req.header('authorization'));
      return c.json({ message: translate(c, 'success.loggedOut') });
    },
  )

  .post(
    '/recover',
    documented('Mail a password-reset link (the same answer whether or not the email exists)', {
      200: answer('Requested', MessageSchema),
      429: refusal('Too many requests'),
    }),
    validate('json', RecoverSchema),
    async (c) => {
      await requestPasswordReset(c.env.services, c.req.valid('json').email, clientIp(c));
      return c.json({ message: translate(c, 'success.recoverRequested') });
    },
  )

  // Counted per address before the body is read.
  .post('/reset', async (c, next) => {
    const wait = await c.env.services.limiter.hit('resetIp', clientIp(c));
    if (wait) throw tooManyAttempts(wait);
    await next();
  })
  .post(
    '/reset',
    documented('Set a new password with a reset link’s token', {
      200: answer('Reset', MessageSchema),
      400: refusal('An expired or used token, or a password that breaks a rule'),
      429: refusal('Too many attempts'),
    }),
    validate('json', ResetSchema),
    async (c) => {
      await resetPassword(c.env.services, c.req.valid('json'));
      return c.json({ message: translate(c, 'success.accountReset') });
    },
  )

  .post(
    '/challenge',
    documented('A security-check token for the registration form (when the server issues its own, without Turnstile)', {
      200: answer('A single-use token, valid for five minutes', ChallengeSchema),
      404: refusal('Turnstile is configured: the form gets its token from Turnstile'),
      429: refusal('Too many tokens asked from this address'),
    }),
    async (c) => c.json({ token: await issueChallenge(c.env.services, clientIp(c)) }),
  );
