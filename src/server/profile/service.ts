import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { audit } from '../audit';
import { revokeSessions } from '../auth/sessions';
import { loginEvents, sessions, type User, users } from '../db/schema';
import { DomainError } from '../errors';
import { offsetOf } from '../http/paging';
import { queueMemberScan } from '../risk/scan';
import type { Services } from '../services';

/** A member sees a few devices; a script that signs in all day must not make the list endless. */
const sessionListLimit = 100;

/** The caller's new names; audited with the names before and after. */
export async function updateProfile(services: Services, user: User, names: { firstName: string; lastName: string }): Promise<User> {
  return services.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ ...names, updatedAt: services.now() })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new DomainError('notFound', 'error.notFound', { name: 'entity.user' });
    await audit(tx, {
      actorId: user.id,
      action: 'user.profile',
      subjectType: 'user',
      subjectId: user.id,
      at: services.now(),
      details: { before: { firstName: user.firstName, lastName: user.lastName }, after: names },
    });
    return updated;
  });
}

/** The caller's sessions that still open the API: neither revoked nor expired, newest sign-in first. */
export function liveSessions(services: Services, userId: string) {
  return services.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, services.now())))
    .orderBy(desc(sessions.lastLoginAt), desc(sessions.id))
    .limit(sessionListLimit);
}

/** The account's language: mail and invoices issued from now on use it. Audited. */
export async function setLocale(services: Services, user: User, locale: string): Promise<void> {
  await services.db.transaction(async (tx) => {
    await tx.update(users).set({ locale, updatedAt: services.now() }).where(eq(users.id, user.id));
    await audit(tx, {
      actorId: user.id,
      action: 'user.locale',
      subjectType: 'user',
      subjectId: user.id,
      at: services.now(),
      details: { before: { locale: user.locale }, after: { locale } },
    });
  });
}

/** Signs out one of the caller's live sessions; anyone else's (or one already ended) is not found. */
export async function revokeSession(services: Services, user: User, id: string): Promise<void> {
  const now = services.now();
  await services.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), eq(sessions.userId, user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .returning({ id: sessions.id });
    if (!revoked) throw new DomainError('notFound', 'error.notFound', { name: 'profile.entity.session' });
    await audit(tx, { actorId: user.id, action: 'session.revoke', subjectType: 'session', subjectId: id, at: now });
  });
}

/** Signs out every session of the caller except the one asking. */
export async function revokeOtherSessions(services: Services, user: User, keep: string): Promise<void> {
  await services.db.transaction(async (tx) => {
    await revokeSessions(tx, user.id, services.now(), keep);
    await audit(tx, {
      actorId: user.id,
      action: 'session.revokeOthers',
      subjectType: 'user',
      subjectId: user.id,
      at: services.now(),
      details: { kept: keep },
    });
  });
}

/** A sign-in attempt of a known account, successful or not (POST /api/auth/login). */
export async function recordLogin(
  services: Services,
  attempt: { userId: string; success: boolean; ip: string; geolocation: unknown; userAgent: string | undefined },
): Promise<void> {
  const at = services.now();
  await services.db.insert(loginEvents).values({
    userId: attempt.userId,
    at,
    success: attempt.success,
    ip: attempt.ip,
    geolocation: attempt.geolocation ?? null,
    userAgent: attempt.userAgent?.slice(0, 500) ?? null,
  });
  // Who else signs in from here is the risk scan's question (multi-accounting, src/server/risk).
  if (attempt.success) await queueMemberScan(services.db, attempt.userId, at);
}

/** One page of the caller's sign-in attempts, newest first. */
export async function loginHistory({ db }: Services, userId: string, query: { page: number; pageSize: number }) {
  const mine = eq(loginEvents.userId, userId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(loginEvents).where(mine);
  const rows = await db
    .select()
    .from(loginEvents)
    .where(mine)
    .orderBy(desc(loginEvents.at), desc(loginEvents.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { rows, total };
}
