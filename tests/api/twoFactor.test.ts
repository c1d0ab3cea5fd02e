import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { loginEvents, recoveryCodes, sessions, twoFactor, users } from '../../src/server/db/schema';
import { drivers, type Harness, useHarness } from './harness';
import { auditRows, type Person, signedInAdmin, signedInMember } from './tradingHelpers';

/**
 * Two-step sign-in (issue 12): set-up proves the app has the secret, sign-in asks for a code after
 * the password, codes are never accepted twice, recovery codes work once, wrong codes are limited,
 * turning it off takes the password and a code, and ADMIN_REQUIRE_2FA keeps administrators out of
 * the admin API until theirs is on. Every change is audited.
 */
const codeAt = (secret: string, at: Date) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

/** Turns two-step sign-in on for `person`; answers the secret and the recovery codes. */
async function turnOn(h: Harness, person: Person): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await h.authed(person.token, '/api/profile/two-factor/setup', { method: 'POST' });
  expect(setup.status, setup.text).toBe(200);
  const { secret } = setup.body as { secret: string };
  const enabled = await h.authed(person.token, '/api/profile/two-factor/enable', { body: { code: codeAt(secret, h.clock.now()) } });
  expect(enabled.status, enabled.text).toBe(200);
  return { secret, recoveryCodes: enabled.body.recoveryCodes };
}

const firstStep = (h: Harness, person: Person, ip?: string) =>
  h.request('/api/auth/login', { body: { email: person.email, password: person.password }, ip });
const secondStep = (h: Harness, twoFactorToken: string, code: string, lang?: string) =>
  h.request('/api/auth/login/two-factor', { body: { twoFactorToken, code, userGeolocation: null }, lang });

describe.each(drivers)('two-step sign-in (%s)', (driver) => {
  const h = useHarness(driver);

  it('sets up with a QR code and a first code, keeps the secret encrypted, answers ten recovery codes once and audits it', async () => {
    const member = await signedInMember(h);
    const before = await h.authed(member.token, '/api/profile/two-factor');
    expect(before.body).toEqual({ enabledAt: null, recoveryCodesLeft: 0, mandatory: false });

    const setup = await h.authed(member.token, '/api/profile/two-factor/setup', { method: 'POST' });
    expect(setup.status).toBe(200);
    const { secret, uri, qrSvg } = setup.body as { secret: string; uri: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Funding%20Platform:${encodeURIComponent(member.email)}?issuer=Funding%20Platform&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const [stored] = await h.db.select().from(twoFactor).where(eq(twoFactor.userId, member.id));
    expect(stored).toMatchObject({ enabledAt: null });
    expect(stored!.secret).not.toContain(secret);

    // A wrong code leaves it off.
    const wrong = await h.authed(member.token, '/api/profile/two-factor/enable', { body: { code: '000000' } });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: 'The code is not correct, or it has already been used. Try the next code from the app.' },
    });
    const malformed = await h.authed(member.token, '/api/profile/two-factor/enable', { body: { code: '12345' } });
    expect(malformed.status).toBe(400);
    expect((await h.userByEmail(member.email))!.twoFactorAt).toBeNull();

    const enabled = await h.authed(member.token, '/api/profile/two-factor/enable', { body: { code: codeAt(secret, h.clock.now()) } });
    expect(enabled.status, enabled.text).toBe(200);
    expect(enabled.body.message).toBe('Two-step sign-in is on.');
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    expect(enabled.body.user.twoFactorAt).toBe(h.clock.now().toISOString());
    // Only hashes are kept.
    const hashes = await h.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id));
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(enabled.body.recoveryCodes[0]);

    const after = await h.authed(member.token, '/api/profile/two-factor');
    expect(after.body).toEqual({ enabledAt: h.clock.now().toISOString(), recoveryCodesLeft: 10, mandatory: false });
    const own = await h.authed(member.token, `/api/user/${encodeURIComponent(member.email)}`);
    expect(own.body).toMatchObject({ twoFactorAt: h.clock.now().toISOString(), twoFactorSetupRequired: false });
    expect((await auditRows(h, 'user', member.id)).map((row) => [row.action, row.details])).toEqual([
      ['user.twoFactorEnabled', { before: { twoFactor: false }, after: { twoFactor: true } }],
    ]);
    // Once on, set-up cannot start again (it would replace the secret the app has).
    expect((await h.authed(member.token, '/api/profile/two-factor/setup', { method: 'POST' })).status).toBe(409);
  });

  it('asks for a code after the password, opens no session before it, and never accepts a code twice', async () => {
    const member = await signedInMember(h);
    const { secret } = await turnOn(h, member);
    h.clock.advance(60_000);
    const sessionsBefore = (await h.db.select().from(sessions).where(eq(sessions.userId, member.id))).length;

    const first = await firstStep(h, member);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({
      twoFactorRequired: true,
      twoFactorToken: expect.any(String),
      message: 'Enter the 6-digit code from your authenticator app.',
    });
    expect((await h.db.select().from(sessions).where(eq(sessions.userId, member.id))).length).toBe(sessionsBefore);
    // The first step's token is no access token.
    expect((await h.verify(first.body.twoFactorToken)).status).toBe(401);

    const wrong = await secondStep(h, first.body.twoFactorToken, '123456', 'es');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).not.toMatch(/The code is not correct/);
    const code = codeAt(secret, h.clock.now());
    const second = await secondStep(h, first.body.twoFactorToken, code);
    expect(second.status, second.text).toBe(200);
    expect(second.body.message).toBe('You have successfully logged in.');
    expect((await h.verify(second.body.accessToken)).body).toEqual({ valid: true });
    const attempts = await h.db.select().from(loginEvents).where(eq(loginEvents.userId, member.id));
    expect(attempts.map((row) => row.success).sort()).toEqual([false, true, true]);

    // The same code again (someone who watched it typed) is refused, within its 30 seconds too.
    const again = await firstStep(h, member);
    expect((await secondStep(h, again.body.twoFactorToken, code)).status).toBe(400);
    h.clock.advance(30_000);
    expect((await secondStep(h, again.body.twoFactorToken, codeAt(secret, h.clock.now()))).status).toBe(200);

    // The first step's token lasts five minutes.
    const late = await firstStep(h, member);
    h.clock.advance(5 * 60_000 + 1_000);
    const expired = await secondStep(h, late.body.twoFactorToken, codeAt(secret, h.clock.now()));
    expect(expired).toMatchObject({
      status: 400,
      body: { message: 'The sign-in took too long. Please enter your email and password again.' },
    });
  });

  it('takes each recovery code once, audits its use, and stops guessing after five wrong codes', async () => {
    const member = await signedInMember(h);
    const { secret, recoveryCodes: codes } = await turnOn(h, member);
    const first = await firstStep(h, member);
    // Upper case and without dashes, as someone might type it.
    const typed = codes[0]!.replaceAll('-', '').toUpperCase();
    expect((await secondStep(h, first.body.twoFactorToken, typed)).status).toBe(200);
    expect((await secondStep(h, first.body.twoFactorToken, codes[0]!)).status).toBe(400);
    expect((await h.authed(member.token, '/api/profile/two-factor')).body.recoveryCodesLeft).toBe(9);
    expect((await auditRows(h, 'user', member.id)).map((row) => row.action)).toEqual(['user.twoFactorEnabled', 'user.recoveryCodeUsed']);

    // The spent code was the first wrong one; four more and even a right code waits.
    const next = await firstStep(h, member);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await secondStep(h, next.body.twoFactorToken, `00000${attempt}`)).status).toBe(400);
    }
    h.clock.advance(30_000);
    const blocked = await secondStep(h, next.body.twoFactorToken, codeAt(secret, h.clock.now()));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    h.clock.advance(15 * 60_000);
    const later = await firstStep(h, member);
    expect((await secondStep(h, later.body.twoFactorToken, codeAt(secret, h.clock.now()))).status).toBe(200);
  });

  it('replaces recovery codes with a code, and turns off only with the password and a code', async () => {
    const member = await signedInMember(h);
    const { secret, recoveryCodes: old } = await turnOn(h, member);
    h.clock.advance(30_000);
    const renewed = await h.authed(member.token, '/api/profile/two-factor/recovery-codes', {
      body: { code: codeAt(secret, h.clock.now()) },
    });
    expect(renewed.status, renewed.text).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(renewed.body.recoveryCodes).not.toContain(old[0]);
    const first = await firstStep(h, member);
    expect((await secondStep(h, first.body.twoFactorToken, old[0]!)).status).toBe(400);

    h.clock.advance(30_000);
    const wrongPassword = await h.authed(member.token, '/api/profile/two-factor/disable', {
      body: { currentPassword: 'Wrong#Pass1', code: codeAt(secret, h.clock.now()) },
    });
    expect(wrongPassword).toMatchObject({ status: 400, body: { message: 'The current password is not correct' } });
    const wrongCode = await h.authed(member.token, '/api/profile/two-factor/disable', {
      body: { currentPassword: member.password, code: '000000' },
    });
    expect(wrongCode.status).toBe(400);
    expect((await h.userByEmail(member.email))!.twoFactorAt).not.toBeNull();

    const off = await h.authed(member.token, '/api/profile/two-factor/disable', {
      body: { currentPassword: member.password, code: renewed.body.recoveryCodes[3] },
    });
    expect(off.status, off.text).toBe(200);
    expect(off.body).toMatchObject({ message: 'Two-step sign-in is off.', user: { twoFactorAt: null } });
    expect(await h.db.select().from(twoFactor).where(eq(twoFactor.userId, member.id))).toEqual([]);
    expect(await h.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id))).toEqual([]);
    expect((await auditRows(h, 'user', member.id)).map((row) => row.action)).toEqual([
      'user.twoFactorEnabled',
      'user.recoveryCodesRenewed',
      'user.twoFactorDisabled',
    ]);
    const plain = await firstStep(h, member);
    expect(plain.body.accessToken).toEqual(expect.any(String));
  });

  it('lets an administrator turn off a member’s two-step sign-in with a reason, audited and mailed; never an administrator’s', async () => {
    const member = await signedInMember(h);
    await turnOn(h, member);
    const boss = await signedInAdmin(h);
    const reset = (id: string, body: object, token = boss.token) => h.authed(token, `/api/users/${id}/two-factor/reset`, { body });

    expect(await reset(member.id, { reason: 'test' }, member.token)).toMatchObject({ status: 403 });
    expect(await reset(member.id, { reason: '   ' })).toMatchObject({ status: 400, body: { message: 'A reason is required' } });
    expect((await h.userByEmail(member.email))!.twoFactorAt).not.toBeNull();

    const mailsBefore = h.mails.length;
    const reason = 'Lost phone and codes; identity confirmed by video call, ticket 4711';
    const done = await reset(member.id, { reason });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ message: 'Two-step sign-in is off for this member.', user: { twoFactorAt: null } });
    expect(await h.db.select().from(twoFactor).where(eq(twoFactor.userId, member.id))).toEqual([]);
    expect(await h.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id))).toEqual([]);
    const audited = (await auditRows(h, 'user', member.id)).at(-1);
    expect(audited).toMatchObject({
      action: 'user.twoFactorReset',
      actorId: boss.id,
      details: { before: { twoFactor: true }, after: { twoFactor: false }, reason },
    });
    expect(h.mails.slice(mailsBefore)).toEqual([
      expect.objectContaining({ to: member.email, subject: 'Two-step sign-in was turned off on your account' }),
    ]);
    expect((await firstStep(h, member)).body.accessToken).toEqual(expect.any(String));
    expect(await reset(member.id, { reason })).toMatchObject({ status: 409 });

    // An administrator's second factor guards the admin area: not from this screen.
    const other = await signedInAdmin(h);
    await turnOn(h, other);
    expect(await reset(other.id, { reason })).toMatchObject({
      status: 409,
      body: { message: 'Only a member’s two-step sign-in can be turned off here.' },
    });
    expect((await h.userByEmail(other.email))!.twoFactorAt).not.toBeNull();
  });
});

describe.each(drivers)('ADMIN_REQUIRE_2FA (%s)', (driver) => {
  const h = useHarness(driver, 30_000, { env: () => ({ ADMIN_REQUIRE_2FA: 'true' }) });

  it('keeps an administrator out of the admin API until two-step sign-in is on, and then forbids turning it off', async () => {
    const admin = await signedInAdmin(h);
    const refused = await h.authed(admin.token, '/api/admin/dashboard?from=2026-01-01&to=2026-01-31');
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Administrators must turn on two-step sign-in. Sign in, then turn it on in your profile.' },
    });
    expect((await h.authed(admin.token, '/api/users')).status).toBe(403);
    const own = await h.authed(admin.token, `/api/user/${encodeURIComponent(admin.email)}`);
    expect(own.body).toMatchObject({ twoFactorAt: null, twoFactorSetupRequired: true });
    expect((await h.authed(admin.token, '/api/profile/two-factor')).body.mandatory).toBe(true);

    const { secret } = await turnOn(h, admin);
    expect((await h.authed(admin.token, '/api/admin/dashboard?from=2026-01-01&to=2026-01-31')).status).toBe(200);
    expect((await h.authed(admin.token, `/api/user/${encodeURIComponent(admin.email)}`)).body.twoFactorSetupRequired).toBe(false);
    h.clock.advance(30_000);
    const off = await h.authed(admin.token, '/api/profile/two-factor/disable', {
      body: { currentPassword: admin.password, code: codeAt(secret, h.clock.now()) },
    });
    expect(off).toMatchObject({ status: 409, body: { message: 'Administrators cannot turn off two-step sign-in on this platform.' } });
    expect((await h.db.select().from(users).where(eq(users.id, admin.id)))[0]!.twoFactorAt).not.toBeNull();
  });

  it('leaves members free to choose', async () => {
    const member = await signedInMember(h);
    expect((await h.authed(member.token, '/api/profile/two-factor')).body.mandatory).toBe(false);
    expect((await h.authed(member.token, `/api/user/${encodeURIComponent(member.email)}`)).body.twoFactorSetupRequired).toBe(false);
  });
});
