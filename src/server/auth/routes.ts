import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { isLocale } from '../../i18n/locales';
import {
  LoginAnswerSchema,
  LoginSchema,
  RecoverSchema,
  RegisterSchema,
  ResetSchema,
  TwoFactorLoginAnswerSchema,
  TwoFactorLoginSchema,
} from '../../schemas/auth';
import { MessageSchema } from '../../schemas/http';
import { audit } from '../audit';
import { passwordResets, sessions, users } from '../db/schema';
import { DomainError, tooManyAttempts } from '../errors';
import { type AppEnv, clientIp, localeOf, translate } from '../http/context';
import { answer, documented, refusal } from '../http/openapi';
import { validate } from '../http/validate';
import { log } from '../log';
import { recordLogin } from '../profile/service';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { createResetLink, resetLinkMinutes, resetMail } from './resetLinks';
import { checkSession, revokeSessions, startSession } from './sessions';
import { hashToken } from './tokens';
import { pendingSignIn, readPendingSignIn, spendCode } from './twoFactor';

/** Sign-up, sign-in, the session check, sign-out and password recovery (DESIGN.md §4). */
export const authRoutes = new Hono<AppEnv>()
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
      const services = c.env.services;
      const input = c.req.valid('json');
      if (input.role !== 'USER') throw new DomainError('forbidden', 'error.roleNotAllowed');
      const check = await services.security.verify(input.turnstileToken, clientIp(c));
      if (check === 'expired') throw new DomainError('invalid', 'validation.securityExpired');
      if (check !== 'ok') throw new DomainError('invalid', 'validation.securityFailed');

      const [existing] = await services.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (existing) throw new DomainError('conflict', 'error.emailTaken');
      const passwordHash = await hashPassword(input.password);
      const created = await services.db
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'USER',
          locale: localeOf(c),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      // A concurrent registration of the same email lost the race.
      if (created.length === 0) throw new DomainError('conflict', 'error.emailTaken');
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
      const services = c.env.services;
      const { email, password, userGeolocation } = c.req.valid('json');
      const ip = clientIp(c);
      const accountKey = `${email}|${ip}`;
      // Independent steps go side by side: a sign-in meets the database and Redis twice, not six times.
      // The attempt on the account is counted before the slow hash, so concurrent attempts cannot all
      // pass the check first (a success clears the count); the address's counts failures only, so
      // colleagues behind one address still sign in.
      const [accountWait, ipWait, [user]] = await Promise.all([
        services.limiter.hit('loginAccount', accountKey),
        services.limiter.blocked('loginIp', ip),
        services.db.select().from(users).where(eq(users.email, email)),
      ]);
      const wait = accountWait ?? ipWait;
      if (wait) throw tooManyAttempts(wait);

      // The same password work whether or not the account exists.
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
      const attempt = { ip, geolocation: userGeolocation, userAgent: c.req.header('user-agent') };
      const secondStep = valid && user !== undefined && user.status !== 'Suspended' && user.twoFactorAt !== null;
      // The member's login history: every attempt on an existing account, refused ones included
      // (one with two-step sign-in is recorded at its second step).
      const recorded =
        user && !secondStep
          ? recordLogin(services, { ...attempt, userId: user.id, success: valid && user.status !== 'Suspended' })
          : undefined;
      if (!user || !valid) {
        await Promise.all([recorded, services.limiter.hit('loginIp', ip)]);
        throw new DomainError('invalid', 'error.loginIncorrect');
      }
      if (user.status === 'Suspended') {
        await recorded;
        throw new DomainError('forbidden', 'error.accountSuspended');
      }
      const cleared = services.limiter.clear('loginAccount', accountKey);
      if (secondStep) {
        const [twoFactorToken] = await Promise.all([pendingSignIn(services, user.id), cleared]);
        return c.json({ twoFactorRequired: true as const, twoFactorToken, message: translate(c, 'auth.twoFactor.prompt') });
      }
      const [accessToken] = await Promise.all([startSession(services, user, attempt), recorded, cleared]);
      return c.json({ accessToken, message: translate(c, 'success.loggedIn') });
    },
  )

  // The second step of a sign-in with two-step sign-in on: the first step's token and a code.
  .post(
    '/login/two-factor',
    documented('The second step of two-step sign-in: a code or a recovery code', {
      200: answer('A session', TwoFactorLoginAnswerSchema),
      400: refusal('A wrong code, or an expired sign-in'),
      429: refusal('Too many attempts'),
    }),
    validate('json', TwoFactorLoginSchema),
    async (c) => {
      const services = c.env.services;
      const { twoFactorToken, code, userGeolocation } = c.req.valid('json');
      const userId = await readPendingSignIn(services, twoFactorToken);
      if (!userId) throw new DomainError('invalid', 'error.twoFactorExpired');
      const wait = await services.limiter.blocked('twoFactor', userId);
      if (wait) throw tooManyAttempts(wait);
      const [user] = await services.db.select().from(users).where(eq(users.id, userId));
      if (!user || user.twoFactorAt === null) throw new DomainError('invalid', 'error.twoFactorExpired');
      if (user.status === 'Suspended') throw new DomainError('forbidden', 'error.accountSuspended');
      const attempt = { ip: clientIp(c), geolocation: userGeolocation, userAgent: c.req.header('user-agent') };
      const check = await services.db.transaction(async (tx) => {
        const spent = await spendCode(services, tx, user.id, code);
        if (spent.ok && spent.method === 'recovery') {
          await audit(tx, {
            actorId: user.id,
            action: 'user.recoveryCodeUsed',
            subjectType: 'user',
            subjectId: user.id,
            at: services.now(),
          });
        }
        return spent;
      });
      await recordLogin(services, { ...attempt, userId: user.id, success: check.ok });
      if (!check.ok) {
        await services.limiter.hit('twoFactor', user.id);
        throw new DomainError('invalid', 'error.twoFactorIncorrect');
      }
      await services.limiter.clear('twoFactor', user.id);
      const accessToken = await startSession(services, user, attempt);
      return c.json({ accessToken, message: translate(c, 'success.loggedIn') });
    },
  )

  .get('/verify-token', async (c) => {
    const check = await checkSession(c.env.services, c.req.header('authorization'));
    if (check.state === 'suspended') throw new DomainError('forbidden', 'error.accountSuspended');
    if (check.state !== 'active') throw new DomainError('unauthenticated', 'error.sessionExpired');
    return c.json({ valid: true });
  })

  .post('/logout', async (c) => {
    const services = c.env.services;
    const check = await checkSession(services, c.req.header('authorization'));
    if (check.state === 'active') {
      await services.db.update(sessions).set({ revokedAt: services.now() }).where(eq(sessions.id, check.sessionId));
    }
    return c.json({ message: translate(c, 'success.loggedOut') });
  })

  .post(
    '/recover',
    documented('Mail a password-reset link (the same answer whether or not the email exists)', {
      200: answer('Requested', MessageSchema),
      429: refusal('Too many requests'),
    }),
    validate('json', RecoverSchema),
    async (c) => {
      const services = c.env.services;
      const { email } = c.req.valid('json');
      const wait = await services.limiter.hit('recoverIp', clientIp(c));
      if (wait) throw tooManyAttempts(wait);
      // Over the per-account limit the answer stays the same; only the mail is not sent again.
      const accountLimited = (await services.limiter.hit('recoverAccount', email)) !== null;
      const [user] = await services.db.select().from(users).where(eq(users.email, email));
      if (user && user.status === 'Active' && !accountLimited) {
        const locale = isLocale(user.locale) ? user.locale : 'en';
        const link = await createResetLink(services.db, services.env, {
          userId: user.id,
          locale,
          minutes: resetLinkMinutes,
          now: services.now(),
        });
        // Not awaited: the answer must not take longer when the account exists.
        services.mailer
          .send(resetMail(user, locale, link))
          .catch((error: unknown) => log.error({ err: error }, 'Could not send the password reset mail'));
      }
      return c.json({ message: translate(c, 'success.recoverRequested') });
    },
  )

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
      const services = c.env.services;
      const { token, password } = c.req.valid('json');
      const tokenHash = hashToken(token);
      const wait = await services.limiter.hit('resetToken', tokenHash);
      if (wait) throw tooManyAttempts(wait);
      const now = services.now();
      const passwordHash = await hashPassword(password);
      await services.db.transaction(async (tx) => {
        // Spend the link first: of two concurrent uses, only one updates the row.
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
          .returning({ userId: passwordResets.userId });
        if (!reset) throw new DomainError('invalid', 'error.resetTokenInvalid');
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, reset.userId));
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
        await revokeSessions(tx, reset.userId, now);
      });
      return c.json({ message: translate(c, 'success.accountReset') });
    },
  )

  .post('/challenge', async (c) => {
    const { security, limiter } = c.env.services;
    if (!security.issue) throw new DomainError('notFound', 'error.apiNotFound');
    const wait = await limiter.hit('challengeIp', clientIp(c));
    if (wait) throw tooManyAttempts(wait);
    return c.json({ token: await security.issue() });
  });
