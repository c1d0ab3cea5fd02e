import { and, eq, gt, isNull } from 'drizzle-orm';
import { type Locale, localeOr } from '../../i18n/locales';
import type { RegisterInput } from '../../schemas/auth';
import { audit } from '../audit';
import { passwordResets, sessions, users } from '../db/schema';
import { DomainError, tooManyAttempts } from '../errors';
import { log } from '../log';
import { recordLogin } from '../profile/service';
import type { Services } from '../services';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { createResetLink, resetLinkMinutes, resetMail } from './resetLinks';
import { checkSession, revokeSessions, startSession } from './sessions';
import { hashToken } from './tokens';
import { pendingSignIn, readPendingSignIn, spendCode } from './twoFactor';

/** Sign-up, sign-in, the session check, sign-out and password recovery (DESIGN.md §4). */

/** Where a sign-in comes from: kept with the session and the member's login history. */
export type Attempt = { ip: string; geolocation: unknown; userAgent: string | undefined };

/** Public sign-up makes members only, after the security check; the account speaks `locale`. */
export async function register(services: Services, input: RegisterInput, { ip, locale }: { ip: string; locale: Locale }): Promise<void> {
  if (input.role !== 'USER') throw new DomainError('forbidden', 'error.roleNotAllowed');
  const check = await services.security.verify(input.turnstileToken, ip);
  if (check === 'expired') throw new DomainError('invalid', 'validation.securityExpired');
  if (check !== 'ok') throw new DomainError('invalid', 'validation.securityFailed');

  const [existing] = await services.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw new DomainError('conflict', 'error.emailTaken');
  const passwordHash = await hashPassword(input.password);
  const created = await services.db
    .insert(users)
    .values({ email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName, role: 'USER', locale })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // A concurrent registration of the same email lost the race.
  if (created.length === 0) throw new DomainError('conflict', 'error.emailTaken');
}

/** A session's bearer token, or (two-step sign-in on) the token its second step takes. */
export type SignIn = { accessToken: string } | { twoFactorToken: string };

/** The first step of a sign-in: the email and password. */
export async function signIn(
  services: Services,
  { email, password }: { email: string; password: string },
  attempt: Attempt,
): Promise<SignIn> {
  const accountKey = `${email}|${attempt.ip}`;
  // Independent steps go side by side: a sign-in meets the database and Redis twice, not six times.
  // The attempt on the account is counted before the slow hash, so concurrent attempts cannot all
  // pass the check first (a success clears the count); the address's counts failures only, so
  // colleagues behind one address still sign in.
  const [accountWait, ipWait, [user]] = await Promise.all([
    services.limiter.hit('loginAccount', accountKey),
    services.limiter.blocked('loginIp', attempt.ip),
    services.db.select().from(users).where(eq(users.email, email)),
  ]);
  const wait = accountWait ?? ipWait;
  if (wait) throw tooManyAttempts(wait);

  // The same password work whether or not the account exists.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  const secondStep = valid && user !== undefined && user.status !== 'Suspended' && user.twoFactorAt !== null;
  // The member's login history: every attempt on an existing account, refused ones included
  // (one with two-step sign-in is recorded at its second step).
  const recorded =
    user && !secondStep ? recordLogin(services, { ...attempt, userId: user.id, success: valid && user.status !== 'Suspended' }) : undefined;
  if (!user || !valid) {
    await Promise.all([recorded, services.limiter.hit('loginIp', attempt.ip)]);
    throw new DomainError('invalid', 'error.loginIncorrect');
  }
  if (user.status === 'Suspended') {
    await recorded;
    throw new DomainError('forbidden', 'error.accountSuspended');
  }
  const cleared = services.limiter.clear('loginAccount', accountKey);
  if (secondStep) {
    const [twoFactorToken] = await Promise.all([pendingSignIn(services, user.id), cleared]);
    return { twoFactorToken };
  }
  const [accessToken] = await Promise.all([startSession(services, user, attempt), recorded, cleared]);
  return { accessToken };
}

/** The second step of a sign-in with two-step sign-in on: the first step's token and a code; a session's token. */
export async function signInWithCode(
  services: Services,
  { twoFactorToken, code }: { twoFactorToken: string; code: string },
  attempt: Attempt,
): Promise<string> {
  const userId = await readPendingSignIn(services, twoFactorToken);
  if (!userId) throw new DomainError('invalid', 'error.twoFactorExpired');
  const wait = await services.limiter.blocked('twoFactor', userId);
  if (wait) throw tooManyAttempts(wait);
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!user || user.twoFactorAt === null) throw new DomainError('invalid', 'error.twoFactorExpired');
  if (user.status === 'Suspended') throw new DomainError('forbidden', 'error.accountSuspended');
  const check = await services.db.transaction(async (tx) => {
    const spent = await spendCode(services, tx, user.id, code);
    if (spent.ok && spent.method === 'recovery') {
      await audit(tx, { actorId: user.id, action: 'user.recoveryCodeUsed', subjectType: 'user', subjectId: user.id, at: services.now() });
    }
    return spent;
  });
  await recordLogin(services, { ...attempt, userId: user.id, success: check.ok });
  if (!check.ok) {
    await services.limiter.hit('twoFactor', user.id);
    throw new DomainError('invalid', 'error.twoFactorIncorrect');
  }
  await services.limiter.clear('twoFactor', user.id);
  return startSession(services, user, attempt);
}

/** Whether the bearer's session still opens the API (verify-token, polled by every signed-in tab). */
export async function verifySession(services: Services, authorization: string | undefined): Promise<void> {
  const check = await checkSession(services, authorization);
  if (check.state === 'suspended') throw new DomainError('forbidden', 'error.accountSuspended');
  if (check.state !== 'active') throw new DomainError('unauthenticated', 'error.sessionExpired');
}

/** Ends the bearer's session, if it is live; signing out without one is no error. */
export async function signOut(services: Services, authorization: string | undefined): Promise<void> {
  const check = await checkSession(services, authorization);
  if (check.state === 'active') {
    await services.db.update(sessions).set({ revokedAt: services.now() }).where(eq(sessions.id, check.sessionId));
  }
}

/** Mails a reset link to an active account; the caller learns nothing of whether the email exists. */
export async function requestPasswordReset(services: Services, email: string, ip: string): Promise<void> {
  const wait = await services.limiter.hit('recoverIp', ip);
  if (wait) throw tooManyAttempts(wait);
  // Over the per-account limit the answer stays the same; only the mail is not sent again.
  const accountLimited = (await services.limiter.hit('recoverAccount', email)) !== null;
  const [user] = await services.db.select().from(users).where(eq(users.email, email));
  if (user?.status !== 'Active' || accountLimited) return;
  const locale = localeOr(user.locale);
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

/** A reset link's token spent on a new password: every reset link and session of the account end. */
export async function resetPassword(services: Services, { token, password }: { token: string; password: string }): Promise<void> {
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
}

/** A security-check token of our own, for the registration form when Turnstile is not configured. */
export async function issueChallenge(services: Services, ip: string): Promise<string> {
  const { security, limiter } = services;
  if (!security.issue) throw new DomainError('notFound', 'error.apiNotFound');
  const wait = await limiter.hit('challengeIp', ip);
  if (wait) throw tooManyAttempts(wait);
  return security.issue();
}
