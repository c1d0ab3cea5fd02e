import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { de } from '../../src/i18n/de';
import { en } from '../../src/i18n/en';
import { format } from '../../src/i18n/format';
import { tokenKey } from '../../src/server/auth/tokens';
import { drivers, PASSWORD, uniqueEmail, useHarness } from './harness';

describe.each(drivers)('POST /api/auth/register (%s)', (driver) => {
  const h = useHarness(driver);

  it('registers a member and answers 200 with the seed success message', async () => {
    const { response } = await h.register();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Your account has been successfuly registered.' });
  });

  it('stores the email lowercased, as a member with role USER and status Active', async () => {
    const email = uniqueEmail('Mixed.Case').replace('example.com', 'Example.COM');
    const { response } = await h.register({ email });
    expect(response.status).toBe(200);
    const rows = (await h.db.execute(
      sql`select email, role, status from users where lower(email) = ${email.toLowerCase()}`,
    )) as unknown as {
      rows: { email: string; role: string; status: string }[];
    };
    expect(rows.rows).toEqual([{ email: email.toLowerCase(), role: 'USER', status: 'Active' }]);
  });

  it('stores the password as an argon2id hash with at least m=19456, t=2, p=1', async () => {
    const { email } = await h.member();
    const result = (await h.db.execute(sql`select password_hash from users where email = ${email}`)) as unknown as {
      rows: { password_hash: string }[];
    };
    const stored = result.rows[0]?.password_hash ?? '';
    expect(stored).not.toContain(PASSWORD);
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
    expect(match, stored).not.toBeNull();
    const [, m, t, p] = match!.map(Number);
    expect(m).toBeGreaterThanOrEqual(19_456);
    expect(t).toBeGreaterThanOrEqual(2);
    expect(p).toBe(1);
  });

  it('refuses a second account for the same email in any letter case with 409', async () => {
    const { email } = await h.member();
    const again = await h.register({ email: email.toUpperCase() });
    expect(again.response.status).toBe(409);
    expect(again.response.body).toEqual({ message: 'An account with this email already exists.' });
  });

  it('refuses role ADMIN with 403 and creates no user', async () => {
    const email = uniqueEmail('admin-wannabe');
    const { response } = await h.register({ email, role: 'ADMIN' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Public registration creates member accounts only.' });
    expect(await h.userByEmail(email)).toBeUndefined();
  });

  it('asks for the security verification when turnstileToken is missing', async () => {
    const email = uniqueEmail();
    const { response } = await h.register({ email, turnstileToken: null });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Please complete the security verification' });
    expect(await h.userByEmail(email)).toBeUndefined();
  });

  it('asks for the security verification when turnstileToken is empty', async () => {
    const email = uniqueEmail();
    const { response } = await h.register({ email, turnstileToken: '' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Please complete the security verification' });
    expect(await h.userByEmail(email)).toBeUndefined();
  });

  it('accepts a challenge token once; the second use fails the security verification', async () => {
    const ip = h.nextIp();
    const token = await h.challenge(ip);
    const first = await h.register({ ip, turnstileToken: token });
    expect(first.response.status).toBe(200);
    const email = uniqueEmail();
    const second = await h.register({ ip, email, turnstileToken: token });
    expect(second.response.status).toBe(400);
    expect(second.response.body).toEqual({ message: 'Security verification failed. Please try again.' });
    expect(await h.userByEmail(email)).toBeUndefined();
  });

  it('says the security verification expired for an expired challenge token', async () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 600;
    const expired = await new SignJWT({ purpose: 'challenge' })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(crypto.randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 300)
      .sign(h.key);
    const email = uniqueEmail();
    const { response } = await h.register({ email, turnstileToken: expired });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Security verification expired. Please verify again.' });
    expect(await h.userByEmail(email)).toBeUndefined();
  });

  it('fails the security verification for a challenge token signed with another key', async () => {
    const forged = await new SignJWT({ purpose: 'challenge' })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(tokenKey('another-secret-that-is-long-enough-0123456789'));
    const { response } = await h.register({ turnstileToken: forged });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Security verification failed. Please try again.' });
  });

  it('fails the security verification for a token with the right key but another purpose, and for garbage', async () => {
    const other = await new SignJWT({ purpose: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(h.key);
    for (const turnstileToken of [other, 'not-a-token']) {
      const { response } = await h.register({ turnstileToken });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Security verification failed. Please try again.' });
    }
  });

  it.each([
    ['a 7-character password', 'Abc#123', 'Password is too short - should be 8 characters minimum.'],
    ['a 51-character password', `Aa1#${'a'.repeat(47)}`, 'Password is too long - should be 50 characters maximum.'],
    ['a password without a lowercase letter', 'ABCDEF#1', 'Password must contain at least one lowercase letter'],
    ['a password without an uppercase letter', 'abcdef#1', 'Password must contain at least one uppercase letter'],
    ['a password without a number', 'Abcdefg#', 'Password must contain at least one number'],
    ['a password without a special character', 'Abcdefg1', 'Password must contain at least one special character'],
    ['an empty password', '', 'Password is required'],
  ])('refuses %s with its exact message', async (_label, password, message) => {
    const email = uniqueEmail();
    const { response } = await h.register({ email, password, turnstileToken: 'unused-because-validation-fails-first' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await h.userByEmail(email)).toBeUndefined();
  });

  it('accepts a password of exactly 8 and of exactly 50 characters', async () => {
    for (const password of ['Abcde#12', `Aa1#${'a'.repeat(46)}`]) {
      const { response } = await h.register({ password });
      expect(response.status, response.text).toBe(200);
    }
  });

  it('refuses a first or last name shorter than 3 symbols with "Minimum 3 symbols"', async () => {
    for (const names of [{ firstName: 'Al' }, { lastName: 'Li' }]) {
      const { response } = await h.register({ ...names, turnstileToken: 'x' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Minimum 3 symbols' });
    }
  });

  it('refuses a missing first name with "First name is required"', async () => {
    const response = await h.request('/api/auth/register', {
      body: { email: uniqueEmail(), password: PASSWORD, lastName: 'Novak', role: 'USER', turnstileToken: 'x' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'First name is required' });
  });

  it('refuses a malformed email with "Wrong email format"', async () => {
    const { response } = await h.register({ email: 'not-an-email', turnstileToken: 'x' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Wrong email format' });
  });

  it('refuses an email longer than 50 symbols with "Maximum 50 symbols"', async () => {
    const { response } = await h.register({ email: `${'a'.repeat(40)}@example.com`, turnstileToken: 'x' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Maximum 50 symbols' });
  });

  it('answers in German with Accept-Language: de', async () => {
    const bad = await h.register({ email: 'not-an-email', turnstileToken: 'x', lang: 'de' });
    expect(bad.response.status).toBe(400);
    expect(bad.response.body).toEqual({ message: de['validation.emailFormat'] });
    expect(de['validation.emailFormat']).not.toBe(en['validation.emailFormat']);

    const good = await h.register({ lang: 'de-DE,de;q=0.9,en;q=0.5' });
    expect(good.response.status).toBe(200);
    expect(good.response.body).toEqual({ message: de['success.registered'] });

    const taken = await h.register({ email: good.email, lang: 'de' });
    expect(taken.response.status).toBe(409);
    expect(taken.response.body).toEqual({ message: de['error.emailTaken'] });
  });

  it('remembers the language of the registration as the user locale', async () => {
    const { user } = await h.member({ lang: 'de' });
    expect(user.locale).toBe('de');
    const { user: english } = await h.member();
    expect(english.locale).toBe('en');
  });

  it('answers the 11th registration from one IP within an hour with 429, Retry-After and a message', async () => {
    const ip = h.nextIp();
    for (let i = 0; i < 10; i++) {
      const { response } = await h.register({ ip });
      expect(response.status, `registration ${i + 1}: ${response.text}`).toBe(200);
    }
    const email = uniqueEmail();
    const { response } = await h.register({ ip, email });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(response.body).toEqual({ message: format(en['error.tooManyRequests'], { seconds: retryAfter }) });
    expect(await h.userByEmail(email)).toBeUndefined();

    // Another address is not affected.
    expect((await h.register()).response.status).toBe(200);
    // After the hour the same address may register again.
    h.clock.advance(60 * 60_000);
    expect((await h.register({ ip })).response.status).toBe(200);
  });
});
