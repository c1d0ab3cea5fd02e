import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { type CachedSession, SessionCache } from '../../src/server/auth/sessionCache';
import { type DatabaseHandle, openDatabase } from '../../src/server/db';
import { type Session, sessions, type User, users } from '../../src/server/db/schema';
import { drivers, type Harness, useHarness } from './harness';

const sessionExpired = { message: 'Session expired' };

function cached(sessionId: string, userId: string): CachedSession {
  return { session: { id: sessionId, userId } as Session, user: { id: userId } as User };
}

describe('SessionCache', () => {
  it('keeps at most maxEntries, dropping the oldest first', () => {
    const cache = new SessionCache(2, 60_000);
    cache.set(cached('s1', 'u1'), 0, cache.version);
    cache.set(cached('s2', 'u2'), 0, cache.version);
    cache.set(cached('s3', 'u1'), 0, cache.version);
    expect(cache.size).toBe(2);
    expect(cache.get('s1', 0)).toBeUndefined();
    expect(cache.get('s3', 0)?.user.id).toBe('u1');
  });

  it('forgets every session of a user at once, and entries older than maxAgeMs', () => {
    const cache = new SessionCache(10, 1_000);
    cache.set(cached('s1', 'u1'), 0, cache.version);
    cache.set(cached('s2', 'u1'), 0, cache.version);
    cache.set(cached('s3', 'u2'), 0, cache.version);
    cache.forgetUser('u1');
    expect([cache.get('s1', 0), cache.get('s2', 0)]).toEqual([undefined, undefined]);
    expect(cache.get('s3', 1_000)).toBeDefined();
    expect(cache.get('s3', 1_001)).toBeUndefined();
  });

  it('does not keep a lookup that started before an eviction (it may have read what the change replaced)', () => {
    const cache = new SessionCache();
    const before = cache.version;
    cache.forgetUser('someone else');
    cache.set(cached('s1', 'u1'), 0, before);
    expect(cache.get('s1', 0)).toBeUndefined();
  });

  it('keeps nothing while notifications may be missed', () => {
    const cache = new SessionCache();
    cache.set(cached('s1', 'u1'), 0, cache.version);
    cache.setLive(false);
    expect(cache.size).toBe(0);
    cache.set(cached('s2', 'u2'), 0, cache.version);
    expect(cache.size).toBe(0);
    cache.setLive(true);
    cache.set(cached('s2', 'u2'), 0, cache.version);
    expect(cache.size).toBe(1);
  });

  it('tells the watchers of a user when that user changes, and every watcher once notifications flow again', () => {
    const cache = new SessionCache();
    const seen: string[] = [];
    const stop = cache.watch('u1', () => seen.push('u1'));
    cache.watch('u2', () => seen.push('u2'));
    cache.forgetUser('u1');
    cache.forgetUser('u3');
    expect(seen).toEqual(['u1']);
    cache.setLive(false);
    cache.setLive(true);
    expect(seen).toEqual(['u1', 'u1', 'u2']);
    stop();
    cache.forgetUser('u1');
    expect(seen).toHaveLength(3);
  });
});

async function within(ms: number, condition: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

async function signedIn(h: Harness) {
  const member = await h.member();
  const token = await h.token(member.email, member.password);
  expect((await h.verify(token)).status).toBe(200);
  return { ...member, token };
}

describe.each(drivers)('cached session checks stay exact (%s)', (driver) => {
  const h = useHarness(driver);

  it('caches a checked session', async () => {
    const { token } = await signedIn(h);
    // On PostgreSQL the sign-in's own notifications reach the listener a moment later; a check
    // they overtake is rightly not kept, so the session is cached by one of the next checks.
    await within(1_000, async () => {
      expect((await h.verify(token)).status).toBe(200);
      return h.services.sessionCache.size > 0;
    });
    const size = h.services.sessionCache.size;
    expect((await h.verify(token)).status).toBe(200);
    expect(h.services.sessionCache.size).toBe(size);
  });

  it('refuses at once a session revoked by any writer, not only through the API', async () => {
    const { token, user } = await signedIn(h);
    await h.db.update(sessions).set({ revokedAt: h.clock.now() }).where(eq(sessions.userId, user.id));
    const response = await h.verify(token);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(sessionExpired);
  });

  it('answers with the user as they are now: a suspension, a deletion', async () => {
    const suspended = await signedIn(h);
    await h.db.update(users).set({ status: 'Suspended' }).where(eq(users.id, suspended.user.id));
    expect((await h.verify(suspended.token)).status).toBe(403);

    const deleted = await signedIn(h);
    await h.db.delete(users).where(eq(users.id, deleted.user.id));
    expect((await h.verify(deleted.token)).status).toBe(401);
  });

  it('sees a changed role on the next authenticated call', async () => {
    const { token, user } = await signedIn(h);
    expect((await h.authed(token, '/api/admin/audit')).status).toBe(403);
    await h.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, user.id));
    expect((await h.authed(token, '/api/admin/audit')).status).toBe(200);
  });
});

describe.runIf(drivers.includes('postgres'))('two instances on one PostgreSQL database', () => {
  const h = useHarness('postgres');
  let second: DatabaseHandle | undefined;
  afterAll(async () => {
    await second?.close();
  });

  /** Another server process: its own pool, listener and cache, the same database and secrets. */
  async function otherInstance() {
    second ??= await openDatabase({ databaseUrl: h.databaseUrl });
    const services = { ...h.services, db: second.db, sessionCache: second.sessionCache };
    const app = createApp(services);
    const verify = async (token: string) =>
      (await app.request('/api/auth/verify-token', { headers: { authorization: `Bearer ${token}` } })).status;
    return { services, verify };
  }

  it('a logout on one instance is refused by the other within a second', async () => {
    const other = await otherInstance();
    const { token } = await signedIn(h);
    await within(1_000, async () => {
      expect(await other.verify(token)).toBe(200);
      return other.services.sessionCache.size > 0;
    });
    expect((await h.authed(token, '/api/auth/logout', { method: 'POST' })).status).toBe(200);
    expect((await h.verify(token)).status).toBe(401);
    await within(1_000, async () => (await other.verify(token)) === 401);
  });

  it('stops caching while its listener is down, and caches again once it is back', async () => {
    const other = await otherInstance();
    const { token } = await signedIn(h);
    expect(await other.verify(token)).toBe(200);
    const admin = new pg.Client({ connectionString: h.databaseUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
        'funding-platform sessions',
      ]);
    } finally {
      await admin.end();
    }
    await within(1_000, async () => other.services.sessionCache.size === 0);
    // Reconnected about a second later; until then every check reads the database.
    await within(3_000, async () => {
      await other.verify(token);
      return other.services.sessionCache.size > 0;
    });
    expect(await other.verify(token)).toBe(200);
  });
});
