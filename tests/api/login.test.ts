import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { format } from '../../src/i18n/format';
import { createApp } from '../../src/server/app';
import { sessions, users } from '../../src/server/db/schema';
import { drivers, PASSWORD, uniqueEmail, useHarness } from './harness';

const incorrect = { message: 'The login details are incorrect' };

describe.each(drivers)('POST /api/auth/login (%s)', (driver) => {
  const h = useHarness(driver);

  it('answers 200 with an access token and the success message', async () => {
    const { email, password } = await h.member();
    const response = await h.login(email, password);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['accessToken', 'message']);
    expect(response.body.message).toBe('You have successfully logged in.');
    expect(response.body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('accepts the email in any letter case and with surrounding spaces', async () => {
    const { email, password } = await h.member();
    const response = await h.login(`  ${email.toUpperCase()} `, password);
    expect(response.status, response.text).toBe(200);
  });

  it('keeps the geolocation object, the IP and the login time in the session row', async () => {
    const { email, password, user } = await h.member();
    const ip = h.nextIp();
    const geolocation = { ip, country_name: 'Czechia', city: 'Prague', latitude: 50.08, longitude: 14.43, nested: { asn: 'AS1' } };
    const response = await h.login(email, password, { ip, geolocation });
    expect(response.status).toBe(200);
    const claims = decodeJwt(response.body.accessToken);
    expect(claims.sub).toBe(user.id);
    const [session] = await h.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(claims.jti)));
    expect(session).toBeDefined();
    expect(session!.userId).toBe(user.id);
    expect(session!.lastGeolocation).toEqual(geolocation);
    expect(session!.lastIp).toBe(ip);
    expect(session!.lastLoginAt.getTime()).toBe(h.clock.millis());
    expect(session!.revokedAt).toBeNull();
    expect(session!.expiresAt.getTime()).toBe(h.clock.millis() + 12 * 3600_000);
  });

  it('records the socket address, not X-Forwarded-For, unless TRUST_PROXY is set', async () => {
    const { email, password } = await h.member();
    const ip = h.nextIp();
    const direct = await h.request<{ accessToken: string }>('/api/auth/login', {
      body: { email, password },
      ip,
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    const [untrusted] = await h.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(decodeJwt(direct.body.accessToken).jti)));
    expect(untrusted!.lastIp).toBe(ip);

    const proxied = createApp({ ...h.services, env: { ...h.env, TRUST_PROXY: true } });
    const response = await proxied.request(
      '/api/auth/login',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' },
        body: JSON.stringify({ email, password }),
      },
      { clientAddress: h.nextIp() },
    );
    const { accessToken } = (await response.json()) as { accessToken: string };
    const [trusted] = await h.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(decodeJwt(accessToken).jti)));
    // The proxy appended what it saw (10.0.0.1); the first entry is whatever the client claimed.
    expect(trusted!.lastIp).toBe('10.0.0.1');
  });

  it('counts an attempt before checking the password: of 30 at once for one account, at most 10 passwords are checked', async () => {
    const { email, password } = await h.member();
    const ip = h.nextIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        h.request('/api/auth/login', { body: { email, password: i === 29 ? password : 'Wrong#Password1' }, ip }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // Every answer that is not 429 checked a password.
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
  });

  it('behind the proxy, a client cannot dodge the failed-login limit by claiming addresses in X-Forwarded-For', async () => {
    const { email, password } = await h.member();
    const proxied = createApp({ ...h.services, env: { ...h.env, TRUST_PROXY: true } });
    const proxy = h.nextIp();
    const attempt = (claimed: number, secret: string) =>
      proxied.request(
        '/api/auth/login',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.0.1.${claimed}, 198.51.100.7` },
          body: JSON.stringify({ email, password: secret }),
        },
        { clientAddress: proxy },
      );
    for (let n = 1; n <= 10; n++) expect((await attempt(n, 'Wrong#Password1')).status).toBe(400);
    // A new claimed address each time, the same real one: the 11th is refused, the right password too.
    expect((await attempt(11, password)).status).toBe(429);
  });

  it('keeps a null geolocation when the lookup gave nothing', async () => {
    const { email, password } = await h.member();
    const response = await h.login(email, password, { geolocation: null });
    expect(response.status).toBe(200);
    const [session] = await h.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(decodeJwt(response.body.accessToken).jti)));
    expect(session!.lastGeolocation).toBeNull();
  });

  it('answers a wrong password with 400 "The login details are incorrect"', async () => {
    const { email } = await h.member();
    const response = await h.login(email, 'Wrong#Pass1');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(incorrect);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const response = await h.login(uniqueEmail('nobody'), PASSWORD);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(incorrect);
  });

  it('refuses a body without email with 400 "Email is required"', async () => {
    const response = await h.request('/api/auth/login', { body: { password: PASSWORD, userGeolocation: null } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Email is required' });
  });

  it('refuses an empty email with 400 "Email is required" and an empty password with "Password is required"', async () => {
    const noEmail = await h.request('/api/auth/login', { body: { email: '', password: PASSWORD } });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toEqual({ message: 'Email is required' });
    const noPassword = await h.request('/api/auth/login', { body: { email: uniqueEmail(), password: '' } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ message: 'Password is required' });
  });

  it('limits failed logins per account and IP: the 11th attempt gets 429 even with the right password, another IP still logs in, and the window ends after 15 minutes', async () => {
    const { email, password } = await h.member();
    const ip = h.nextIp();
    for (let i = 0; i < 10; i++) {
      const response = await h.login(email, 'Wrong#Pass1', { ip });
      expect(response.status, `attempt ${i + 1}`).toBe(400);
      expect(response.body).toEqual(incorrect);
    }
    const blocked = await h.login(email, password, { ip });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.body).toEqual({ message: format(en['error.tooManyRequests'], { seconds: retryAfter }) });

    const elsewhere = await h.login(email, password, { ip: h.nextIp() });
    expect(elsewhere.status).toBe(200);

    h.clock.advance(15 * 60_000);
    const later = await h.login(email, password, { ip });
    expect(later.status, later.text).toBe(200);
  });

  it('clears the failed-login count of the account after a successful login', async () => {
    const { email, password } = await h.member();
    const ip = h.nextIp();
    for (let i = 0; i < 9; i++) expect((await h.login(email, 'Wrong#Pass1', { ip })).status).toBe(400);
    expect((await h.login(email, password, { ip })).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await h.login(email, 'Wrong#Pass1', { ip })).status).toBe(400);
    expect((await h.login(email, password, { ip })).status).toBe(200);
  });

  it('answers a suspended user with the right password 403 "Your account has been suspended"', async () => {
    const { email, password, user } = await h.member();
    await h.db.update(users).set({ status: 'Suspended' }).where(eq(users.id, user.id));
    const response = await h.login(email, password);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Your account has been suspended' });
    const wrong = await h.login(email, 'Wrong#Pass1');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(incorrect);
  });
});
