import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db';
import { sessions, type User, users } from '../db/schema';
import type { Services } from '../services';
import { readToken, signToken } from './tokens';

// Prepared once per database: the statement is planned once, not on every poll.
const lookups = new WeakMap<Database, ReturnType<typeof prepareLookup>>();
const prepareLookup = (db: Database) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_lookup');
function sessionLookup(db: Database) {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  return lookup;
}

export type SessionCheck = { state: 'active'; user: User; sessionId: string } | { state: 'invalid' } | { state: 'suspended' };

/**
 * The check behind verify-token and every authenticated route: the token's signature, then the
 * session joined to its user, from the process's exact cache (sessionCache.ts) or one indexed
 * lookup. No password work.
 */
export async function checkSession(services: Services, authorization: string | undefined): Promise<SessionCheck> {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return { state: 'invalid' };
  const now = services.now();
  const claims = await readToken(services.tokenKey, token, now);
  if (!claims) return { state: 'invalid' };
  const cache = services.sessionCache;
  let row = cache.get(claims.jti, now.getTime());
  if (!row) {
    const version = cache.version;
    [row] = await sessionLookup(services.db).execute({ id: claims.jti });
    if (row) cache.set(row, now.getTime(), version);
  }
  if (!row || row.user.id !== claims.sub) return { state: 'invalid' };
  // Before the revocation check: suspending revokes the user's sessions, and their next check must still say why.
  if (row.user.status === 'Suspended') return { state: 'suspended' };
  if (row.session.revokedAt || row.session.expiresAt <= now) return { state: 'invalid' };
  if (now.getTime() - row.session.lastSeenAt.getTime() >= SESSION_SEEN_PRECISION) {
    await services.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
    cache.touch(row.session.id, now);
  }
  return { state: 'active', user: row.user, sessionId: row.session.id };
}

/**
 * "Last seen" on the profile's session list is kept to within five minutes: an open tab checks its
 * token every 15 s, and writing each check would cost a database write per tab every 15 s.
 */
export const SESSION_SEEN_PRECISION = 5 * 60_000;

export async function startSession(
  services: Services,
  user: User,
  details: { ip: string; geolocation: unknown; userAgent: string | undefined },
): Promise<string> {
  const ttl = services.env.JWT_TTL;
  const now = services.now();
  const [session] = await services.db
    .insert(sessions)
    .values({
      userId: user.id,
      expiresAt: new Date(now.getTime() + ttl * 1000),
      lastLoginAt: now,
      lastSeenAt: now,
      lastIp: details.ip,
      lastGeolocation: details.geolocation ?? null,
      userAgent: details.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('Session was not created');
  return signToken(services.tokenKey, { sub: user.id, jti: session.id }, ttl, now);
}

/** Revokes the user's live sessions, except `keep` (the one changing the password). */
export async function revokeSessions(db: Database | Transaction, userId: string, at: Date, keep?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined));
}
