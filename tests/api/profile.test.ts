import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { auditLog, loginEvents, sessions } from '../../src/server/db/schema';
import { drivers, type Harness, useHarness } from './harness';
import { placeOrder, signedInAdmin, signedInMember, unauthorized } from './tradingHelpers';

/**
 * The profile page's API (issue 8): new names, the password change, the caller's live sessions
 * and sign-in history. Everything is the caller's own: another member's session is not found.
 */
const chromeOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in as a browser would: with a user agent, from an address, with the geolocation answer. */
async function signIn(
  h: Harness,
  email: string,
  password: string,
  options: { userAgent?: string; ip?: string; geolocation?: unknown } = {},
) {
  const response = await h.request<{ accessToken: string }>('/api/auth/login', {
    body: { email, password, userGeolocation: options.geolocation ?? null },
    ip: options.ip ?? h.nextIp(),
    headers: options.userAgent ? { 'User-Agent': options.userAgent } : {},
  });
  return response;
}

async function token(
  h: Harness,
  email: string,
  password: string,
  options: { userAgent?: string; ip?: string; geolocation?: unknown } = {},
) {
  const response = await signIn(h, email, password, options);
  expect(response.status, response.text).toBe(200);
  return response.body.accessToken;
}

const sessionIdOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).jti as string;

describe.each(drivers)('the profile API (%s)', (driver) => {
  const h = useHarness(driver);

  describe('PUT /api/profile', () => {
    it('saves trimmed names, answers the user and its message, and audits the change', async () => {
      const member = await signedInMember(h);
      const response = await h.authed(member.token, '/api/profile', {
        method: 'PUT',
        body: { firstName: '  Marie ', lastName: 'Nováková' },
      });
      expect(response.status, response.text).toBe(200);
      expect(response.body.message).toBe('Your details have been saved.');
      expect(response.body.user).toMatchObject({ id: member.id, email: member.email, firstName: 'Marie', lastName: 'Nováková' });
      expect(response.text).not.toMatch(/password/i);
      const own = await h.authed(member.token, `/api/user/${encodeURIComponent(member.email)}`);
      expect(own.body).toMatchObject({ firstName: 'Marie', lastName: 'Nováková' });
      const audits = await h.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, member.id), eq(auditLog.action, 'user.profile')));
      expect(audits).toHaveLength(1);
      expect(audits[0]?.actorId).toBe(member.id);
      expect(audits[0]?.details).toEqual({
        before: { firstName: 'Maria', lastName: 'Novak' },
        after: { firstName: 'Marie', lastName: 'Nováková' },
      });
    });

    it.each([
      ['a missing first name', { lastName: 'Novak' }, 'First name is required'],
      ['a blank first name', { firstName: '   ', lastName: 'Novak' }, 'First name is required'],
      ['an empty last name', { firstName: 'Maria', lastName: '' }, 'Last name is required'],
      ['a two-letter last name', { firstName: 'Maria', lastName: 'No' }, 'Minimum 3 symbols'],
      ['a 51-letter first name', { firstName: 'M'.repeat(51), lastName: 'Novak' }, 'Maximum 50 symbols'],
    ])('refuses %s with 400 and the seed message, and writes nothing', async (_, body, message) => {
      const member = await signedInMember(h);
      const response = await h.authed(member.token, '/api/profile', { method: 'PUT', body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
      const stored = await h.userByEmail(member.email);
      expect(stored).toMatchObject({ firstName: 'Maria', lastName: 'Novak' });
      expect(
        await h.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.subjectId, member.id), eq(auditLog.action, 'user.profile'))),
      ).toEqual([]);
    });

    it('answers in the caller’s language', async () => {
      const member = await signedInMember(h);
      const response = await h.authed(member.token, '/api/profile', {
        method: 'PUT',
        body: { firstName: '', lastName: 'Novak' },
        lang: 'de',
      });
      expect(response.status).toBe(400);
      expect(response.body.message).not.toBe('First name is required');
      expect(response.body.message).toMatch(/Vorname/);
    });

    it('lets an administrator rename themself too', async () => {
      const admin = await signedInAdmin(h);
      const response = await h.authed(admin.token, '/api/profile', { method: 'PUT', body: { firstName: 'Adele', lastName: 'Keller' } });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ firstName: 'Adele', role: 'ADMIN' });
    });
  });

  describe('PUT /api/profile/locale', () => {
    it('keeps the account’s language, audited, and mails the next paid order in it', async () => {
      await seedCatalogue(h.services.db);
      const member = await signedInMember(h);
      const response = await h.authed(member.token, '/api/profile/locale', { method: 'PUT', body: { locale: 'de' } });
      expect(response.status, response.text).toBe(200);
      expect((await h.userByEmail(member.email))?.locale).toBe('de');
      const audits = await h.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, member.id), eq(auditLog.action, 'user.locale')));
      expect(audits.map((a) => a.details)).toEqual([{ before: { locale: 'en' }, after: { locale: 'de' } }]);

      const { order } = await placeOrder(h, member.token, 'two-step-10k', 'demo');
      const mail = h.mails.find((m) => m.to === member.email && m.subject.includes(order.number));
      expect(mail?.subject).toMatch(/^Bestellung .* ist bezahlt/);

      const bad = await h.authed(member.token, '/api/profile/locale', { method: 'PUT', body: { locale: 'xx' } });
      expect(bad.status).toBe(400);
      expect((await h.userByEmail(member.email))?.locale).toBe('de');
      expect((await h.request('/api/profile/locale', { method: 'PUT', body: { locale: 'fr' } })).status).toBe(401);
    });
  });

  describe('PUT /api/user/password from the profile page', () => {
    it('revokes every other session at once (their token check answers 401) and keeps the current one', async () => {
      const member = await signedInMember(h);
      const phone = await token(h, member.email, member.password, { userAgent: safariOnIphone });
      const response = await h.authed(member.token, '/api/user/password', {
        method: 'PUT',
        body: { currentPassword: member.password, password: 'Changed#2026' },
      });
      expect(response.status, response.text).toBe(200);
      expect((await h.verify(phone)).status).toBe(401);
      expect((await h.verify(member.token)).status).toBe(200);
      const list = await h.authed(member.token, '/api/profile/sessions');
      expect(list.body.items.map((s: { id: string }) => s.id)).toEqual([sessionIdOf(member.token)]);
      const audits = await h.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, member.id), eq(auditLog.action, 'user.password')));
      expect(audits).toHaveLength(1);
    });

    it('says plainly that the current password is wrong, in the caller’s language, and changes nothing', async () => {
      const member = await signedInMember(h);
      const phone = await token(h, member.email, member.password);
      const body = { currentPassword: 'Wrong#Pass1', password: 'Changed#2026' };
      const english = await h.authed(member.token, '/api/user/password', { method: 'PUT', body });
      expect(english.status).toBe(400);
      expect(english.body).toEqual({ message: 'The current password is not correct' });
      const french = await h.authed(member.token, '/api/user/password', { method: 'PUT', body, lang: 'fr' });
      expect(french.body).toEqual({ message: 'Le mot de passe actuel est incorrect' });
      expect((await h.verify(phone)).status).toBe(200);
      expect((await signIn(h, member.email, member.password)).status).toBe(200);
    });

    it('asks for the current password when it is missing', async () => {
      const member = await signedInMember(h);
      const response = await h.authed(member.token, '/api/user/password', { method: 'PUT', body: { password: 'Changed#2026' } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Current password is required' });
    });
  });

  describe('GET /api/profile/sessions', () => {
    it('lists the caller’s live sessions with device, address, place and times, marking this one', async () => {
      const member = await signedInMember(h);
      const ip = h.nextIp();
      h.clock.advance(60_000);
      const phone = await token(h, member.email, member.password, {
        userAgent: safariOnIphone,
        ip,
        geolocation: { ip, city: 'Brno', country_name: 'Czechia', latitude: 49.2 },
      });
      const response = await h.authed(phone, '/api/profile/sessions');
      expect(response.status).toBe(200);
      const [newest, older] = response.body.items;
      expect(response.body.items).toHaveLength(2);
      expect(newest).toEqual({
        id: sessionIdOf(phone),
        current: true,
        device: { browser: 'Safari 17', os: 'iOS', type: 'mobile' },
        ip,
        place: { city: 'Brno', country: 'Czechia' },
        signedInAt: h.clock.now().toISOString(),
        lastSeenAt: h.clock.now().toISOString(),
        expiresAt: new Date(h.clock.millis() + 12 * 3600_000).toISOString(),
      });
      expect(older).toMatchObject({ id: sessionIdOf(member.token), current: false, place: { city: null, country: null } });
    });

    it('moves a session’s last-seen time when it is used, to within five minutes', async () => {
      const member = await signedInMember(h);
      const signedInAt = h.clock.now().toISOString();
      const seen = async () =>
        (await h.authed(member.token, '/api/profile/sessions')).body.items.find((s: { current: boolean }) => s.current).lastSeenAt;
      h.clock.advance(4 * 60_000);
      // Within five minutes of the last write, a check writes nothing.
      expect(await seen()).toBe(signedInAt);
      h.clock.advance(60_000);
      await h.authed(member.token, '/api/auth/verify-token');
      expect(await seen()).toBe(h.clock.now().toISOString());
    });

    it('leaves out revoked and expired sessions, and other people’s', async () => {
      const member = await signedInMember(h);
      const other = await signedInMember(h);
      const loggedOut = await token(h, member.email, member.password);
      await h.authed(loggedOut, '/api/auth/logout', { method: 'POST' });
      const [expiring] = await h.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(member.token)));
      await h.db.update(sessions).set({ expiresAt: h.clock.now() }).where(eq(sessions.id, expiring!.id));
      const current = await token(h, member.email, member.password);
      const response = await h.authed(current, '/api/profile/sessions');
      expect(response.body.items.map((s: { id: string }) => s.id)).toEqual([sessionIdOf(current)]);
      expect(response.text).not.toContain(sessionIdOf(other.token));
    });

    it('names the device from the user agent: browser with its major version, and the system', async () => {
      const member = await signedInMember(h);
      const desktop = await token(h, member.email, member.password, { userAgent: chromeOnWindows });
      const response = await h.authed(desktop, '/api/profile/sessions');
      const mine = response.body.items.find((s: { current: boolean }) => s.current);
      expect(mine.device).toEqual({ browser: 'Chrome 131', os: 'Windows', type: 'desktop' });
    });
  });

  describe('DELETE /api/profile/sessions/:id and POST /api/profile/sessions/revoke-others', () => {
    it('signs out one other session; its token check answers 401 while the rest stay', async () => {
      const member = await signedInMember(h);
      const phone = await token(h, member.email, member.password);
      const tablet = await token(h, member.email, member.password);
      const response = await h.authed(member.token, `/api/profile/sessions/${sessionIdOf(phone)}`, { method: 'DELETE' });
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual({ message: 'The session has been signed out.' });
      expect((await h.verify(phone)).status).toBe(401);
      expect((await h.verify(tablet)).status).toBe(200);
      expect((await h.verify(member.token)).status).toBe(200);
      const audits = await h.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, sessionIdOf(phone)));
      expect(audits.map((a) => [a.action, a.actorId])).toEqual([['session.revoke', member.id]]);
    });

    it('answers 404 for another member’s session and revokes nothing', async () => {
      const member = await signedInMember(h);
      const stranger = await signedInMember(h);
      const response = await h.authed(member.token, `/api/profile/sessions/${sessionIdOf(stranger.token)}`, { method: 'DELETE' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'The requested session is not found' });
      expect((await h.verify(stranger.token)).status).toBe(200);
      expect(
        await h.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.subjectId, sessionIdOf(stranger.token))),
      ).toEqual([]);
    });

    it('answers 404 for a session already signed out, and 400 for an id that is not one', async () => {
      const member = await signedInMember(h);
      const phone = await token(h, member.email, member.password);
      await h.authed(member.token, `/api/profile/sessions/${sessionIdOf(phone)}`, { method: 'DELETE' });
      const again = await h.authed(member.token, `/api/profile/sessions/${sessionIdOf(phone)}`, { method: 'DELETE' });
      expect(again.status).toBe(404);
      const garbage = await h.authed(member.token, '/api/profile/sessions/not-a-uuid', { method: 'DELETE' });
      expect(garbage.status).toBe(400);
    });

    it('signs out all other sessions of the caller only, keeping this one', async () => {
      const member = await signedInMember(h);
      const stranger = await signedInMember(h);
      const phone = await token(h, member.email, member.password);
      const tablet = await token(h, member.email, member.password);
      const response = await h.authed(member.token, '/api/profile/sessions/revoke-others', { method: 'POST' });
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual({ message: 'All other sessions have been signed out.' });
      expect((await h.verify(phone)).status).toBe(401);
      expect((await h.verify(tablet)).status).toBe(401);
      expect((await h.verify(member.token)).status).toBe(200);
      expect((await h.verify(stranger.token)).status).toBe(200);
      const list = await h.authed(member.token, '/api/profile/sessions');
      expect(list.body.items).toHaveLength(1);
    });
  });

  describe('GET /api/profile/logins', () => {
    it('records successful and failed sign-ins with address, place and device, newest first', async () => {
      const member = await signedInMember(h);
      const ip = h.nextIp();
      h.clock.advance(1_000);
      const failed = await signIn(h, member.email, 'Wrong#Pass1', {
        ip,
        userAgent: chromeOnWindows,
        geolocation: { city: 'Prague', country: 'CZ' },
      });
      expect(failed.status).toBe(400);
      h.clock.advance(1_000);
      const phone = await token(h, member.email, member.password, { ip, userAgent: safariOnIphone });
      const response = await h.authed(phone, '/api/profile/logins');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ total: 3, page: 1 });
      const [latest, wrong, first] = response.body.items;
      expect(latest).toMatchObject({
        at: h.clock.now().toISOString(),
        success: true,
        ip,
        device: { browser: 'Safari 17', os: 'iOS', type: 'mobile' },
        place: { city: null, country: null },
      });
      expect(wrong).toMatchObject({
        at: new Date(h.clock.millis() - 1_000).toISOString(),
        success: false,
        ip,
        device: { browser: 'Chrome 131', os: 'Windows', type: 'desktop' },
        place: { city: 'Prague', country: 'CZ' },
      });
      expect(first).toMatchObject({ success: true });
      const stored = await h.db.select().from(loginEvents).where(eq(loginEvents.userId, member.id));
      expect(stored.find((event) => !event.success)?.userAgent).toBe(chromeOnWindows);
    });

    it('records nothing for an email nobody has', async () => {
      const before = await h.db.select().from(loginEvents);
      const response = await signIn(h, 'nobody-here@example.com', 'Wrong#Pass1');
      expect(response.status).toBe(400);
      expect(await h.db.select().from(loginEvents)).toHaveLength(before.length);
    });

    it('pages on the server and shows only the caller’s own attempts', async () => {
      const member = await signedInMember(h);
      const stranger = await signedInMember(h);
      for (let i = 0; i < 4; i++) {
        h.clock.advance(1_000);
        await signIn(h, member.email, 'Wrong#Pass1');
      }
      const second = await h.authed(member.token, '/api/profile/logins?page=2&pageSize=2');
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
      expect(second.body.items.map((e: { success: boolean }) => e.success)).toEqual([false, false]);
      const last = await h.authed(member.token, '/api/profile/logins?page=3&pageSize=2');
      expect(last.body.items.map((e: { success: boolean }) => e.success)).toEqual([true]);
      const theirs = await h.authed(stranger.token, '/api/profile/logins');
      expect(theirs.body.total).toBe(1);
      const bad = await h.authed(member.token, '/api/profile/logins?pageSize=1000');
      expect(bad.status).toBe(400);
    });
  });

  it.each([
    ['PUT', '/api/profile', { firstName: 'Maria', lastName: 'Novak' }],
    ['GET', '/api/profile/sessions', undefined],
    ['DELETE', '/api/profile/sessions/00000000-0000-4000-8000-000000000000', undefined],
    ['POST', '/api/profile/sessions/revoke-others', undefined],
    ['GET', '/api/profile/logins', undefined],
  ])('answers %s %s with 401 for a signed-out caller', async (method, path, body) => {
    const member = await signedInMember(h);
    await h.authed(member.token, '/api/auth/logout', { method: 'POST' });
    for (const token of [undefined, member.token]) {
      const response = await h.request(path, { method, ...(body ? { body } : {}), ...(token ? { token } : {}) });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(unauthorized);
    }
  });
});
