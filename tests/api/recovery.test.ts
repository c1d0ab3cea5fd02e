import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { de } from '../../src/i18n/de';
import { en } from '../../src/i18n/en';
import { format } from '../../src/i18n/format';
import { users } from '../../src/server/db/schema';
import { APP_URL, drivers, type Harness, uniqueEmail, useHarness } from './harness';

const resetDone = { message: 'Your account has been successfully reset.' };
const resetInvalid = { message: 'This password reset link is invalid or has expired. Please request a new one.' };

/** Asks for a reset link and returns the token from the mail that was sent. */
async function resetToken(h: Harness, email: string, lang?: string) {
  const before = h.mails.length;
  const response = await h.request('/api/auth/recover', { body: { email }, ...(lang ? { lang } : {}) });
  expect(response.status).toBe(200);
  const mails = h.mails.slice(before);
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  const match = /(https?:\/\/\S+\?token=([\w-]+))/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return { mail, link: match![1]!, token: match![2]! };
}

describe.each(drivers)('password recovery (%s)', (driver) => {
  const h = useHarness(driver);

  it('answers an existing and an unknown email with the same 200 message; only the existing one gets a mail', async () => {
    const { email } = await h.member();
    const before = h.mails.length;
    const known = await h.request('/api/auth/recover', { body: { email } });
    const sent = h.mails.slice(before);
    const unknown = await h.request('/api/auth/recover', { body: { email: uniqueEmail('nobody') } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: 'If an account exists for this email, a link to reset the password is on its way.' });
    expect(unknown.body).toEqual(known.body);
    expect(h.mails.length).toBe(before + 1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(email);
    expect(sent[0]!.subject).toBe(en['mail.reset.subject']);
    expect(sent[0]!.text).toContain(format(en['mail.reset.greeting'], { name: 'Maria' }));
    expect(sent[0]!.text).toMatch(new RegExp(`${APP_URL.replace(/\./g, '\\.')}/auth/reset-password\\?token=[\\w-]{20,}`));
  });

  it('sends the mail in the language of the registration, with a /de/ link', async () => {
    const { email } = await h.member({ lang: 'de' });
    const { mail, link } = await resetToken(h, email);
    expect(link.startsWith(`${APP_URL}/de/auth/reset-password?token=`)).toBe(true);
    expect(mail.subject).toBe(de['mail.reset.subject']);
    expect(mail.text).toContain(format(de['mail.reset.greeting'], { name: 'Maria' }));
    expect(mail.text).toContain(de['mail.reset.ignore']);
  });

  it('sends no mail to a suspended account but answers the same', async () => {
    const { email, user } = await h.member();
    await h.db.update(users).set({ status: 'Suspended' }).where(eq(users.id, user.id));
    const before = h.mails.length;
    const response = await h.request('/api/auth/recover', { body: { email } });
    expect(response.status).toBe(200);
    expect(h.mails.length).toBe(before);
  });

  it('resets the password with the link: 200, existing sessions revoked, the new password logs in and the old one not', async () => {
    const { email, password } = await h.member();
    const session = await h.token(email, password);
    const { token } = await resetToken(h, email);
    const newPassword = 'Renewed#789';
    const response = await h.request('/api/auth/reset', { body: { token, password: newPassword } });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual(resetDone);
    expect((await h.verify(session)).status).toBe(401);
    expect((await h.login(email, password)).status).toBe(400);
    expect((await h.login(email, newPassword)).status).toBe(200);
  });

  it('accepts a link only once', async () => {
    const { email } = await h.member();
    const { token } = await resetToken(h, email);
    expect((await h.request('/api/auth/reset', { body: { token, password: 'Renewed#789' } })).status).toBe(200);
    const again = await h.request('/api/auth/reset', { body: { token, password: 'Another#789' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(resetInvalid);
    expect((await h.login(email, 'Renewed#789')).status).toBe(200);
  });

  it('spends every earlier link of the account when one is used', async () => {
    const { email } = await h.member();
    const first = await resetToken(h, email);
    const second = await resetToken(h, email);
    expect((await h.request('/api/auth/reset', { body: { token: second.token, password: 'Renewed#789' } })).status).toBe(200);
    const old = await h.request('/api/auth/reset', { body: { token: first.token, password: 'Another#789' } });
    expect(old.status).toBe(400);
    expect(old.body).toEqual(resetInvalid);
  });

  it('refuses a link after 30 minutes (used after 31) with 400', async () => {
    const { email, password } = await h.member();
    const { token } = await resetToken(h, email);
    h.clock.advance(31 * 60_000);
    const response = await h.request('/api/auth/reset', { body: { token, password: 'Renewed#789' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(resetInvalid);
    expect((await h.login(email, password)).status).toBe(200);
  });

  it('still accepts a link after 29 minutes', async () => {
    const { email } = await h.member();
    const { token } = await resetToken(h, email);
    h.clock.advance(29 * 60_000);
    const response = await h.request('/api/auth/reset', { body: { token, password: 'Renewed#789' } });
    expect(response.status).toBe(200);
  });

  it('refuses an unknown token with 400 and applies the password rules', async () => {
    const unknown = await h.request('/api/auth/reset', { body: { token: 'x'.repeat(43), password: 'Renewed#789' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(resetInvalid);
    const { email } = await h.member();
    const { token } = await resetToken(h, email);
    const weak = await h.request('/api/auth/reset', { body: { token, password: 'renewed#789' } });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ message: 'Password must contain at least one uppercase letter' });
    // A refused password does not spend the link.
    expect((await h.request('/api/auth/reset', { body: { token, password: 'Renewed#789' } })).status).toBe(200);
  });

  it('refuses a malformed email with 400 "Wrong email format"', async () => {
    const before = h.mails.length;
    const response = await h.request('/api/auth/recover', { body: { email: 'not-an-email' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Wrong email format' });
    expect(h.mails.length).toBe(before);
  });

  it('sends at most 5 mails per account an hour while the answer stays the same', async () => {
    const { email } = await h.member();
    const before = h.mails.length;
    for (let i = 0; i < 6; i++) {
      const response = await h.request('/api/auth/recover', { body: { email } });
      expect(response.status).toBe(200);
    }
    expect(h.mails.length - before).toBe(5);
  });

  it('answers the 11th recovery request from one IP within an hour with 429 and Retry-After', async () => {
    const ip = h.nextIp();
    for (let i = 0; i < 10; i++) {
      expect((await h.request('/api/auth/recover', { body: { email: uniqueEmail('nobody') }, ip })).status).toBe(200);
    }
    const response = await h.request('/api/auth/recover', { body: { email: uniqueEmail('nobody') }, ip });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.body.message).toBe(format(en['error.tooManyRequests'], { seconds: response.headers.get('retry-after')! }));
  });
});
