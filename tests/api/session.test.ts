import { and, eq } from 'drizzle-orm';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signToken, tokenKey } from '../../src/server/auth/tokens';
import { auditLog, users } from '../../src/server/db/schema';
import { upsertAdmin } from '../../src/server/runtime';
import { drivers, type Harness, PASSWORD, uniqueEmail, useHarness } from './harness';

const sessionExpired = { message: 'Session expired' };
const suspended = { message: 'Your account has been suspended' };
const forbidden = { message: 'You do not have access to this.' };

async function admin(h: Harness) {
  const email = uniqueEmail('admin');
  const password = 'Admin#Pass1';
  await upsertAdmin(h.services, { email, password, firstName: 'Adam', lastName: 'Keller' });
  const user = await h.userByEmail(email);
  return { email, password, user: user!, token: await h.token(email, password) };
}

async function signedIn(h: Harness) {
  const member = await h.member();
  return { ...member, token: await h.token(member.email, member.password) };
}

describe.each(drivers)('sessions and users (%s)', (driver) => {
  const h = useHarness(driver);

  describe('GET /api/auth/verify-token and POST /api/auth/logout', () => {
    it('answers 200 {valid: true} for a live session', async () => {
      const { token } = await signedIn(h);
      const response = await h.verify(token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ valid: true });
    });

    it('answers 401 with a message after logout, and logout answers 200', async () => {
      const { token } = await signedIn(h);
      const logout = await h.authed(token, '/api/auth/logout', { method: 'POST' });
      expect(logout.status).toBe(200);
      expect(logout.body).toEqual({ message: 'You have been logged out.' });
      const response = await h.verify(token);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(sessionExpired);
    });

    it('revokes only the session that logs out', async () => {
      const { email, password } = await h.member();
      const first = await h.token(email, password);
      const second = await h.token(email, password);
      await h.authed(first, '/api/auth/logout', { method: 'POST' });
      expect((await h.verify(first)).status).toBe(401);
      expect((await h.verify(second)).status).toBe(200);
    });

    it('answers logout without a token with 200 as well', async () => {
      const response = await h.request('/api/auth/logout', { method: 'POST' });
      expect(response.status).toBe(200);
    });

    it('answers 401 with a message without a token and for garbage', async () => {
      for (const token of [undefined, 'garbage', 'a.b.c']) {
        const response = token ? await h.verify(token) : await h.request('/api/auth/verify-token');
        expect(response.status).toBe(401);
        expect(response.body).toEqual(sessionExpired);
      }
    });

    it('answers 401 for a token of a live session signed with another key', async () => {
      const { token } = await signedIn(h);
      const { sub, jti } = decodeJwt(token);
      const forged = await signToken(
        tokenKey('another-secret-that-is-long-enough-0123456789'),
        { sub: sub!, jti: jti! },
        3600,
        h.clock.now(),
      );
      const response = await h.verify(forged);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(sessionExpired);
    });

    it('answers 401 for an unsigned alg:none token of a live session', async () => {
      const { token } = await signedIn(h);
      const { sub, jti } = decodeJwt(token);
      const unsigned = new UnsecuredJWT({ sub: sub!, jti: jti! }).setIssuedAt().setExpirationTime('1h').encode();
      expect(unsigned.endsWith('.')).toBe(true);
      const response = await h.verify(unsigned);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(sessionExpired);
    });

    it('answers 401 for a correctly signed token whose subject is not the session owner', async () => {
      const { token } = await signedIn(h);
      const other = await h.member();
      const { jti } = decodeJwt(token);
      const swapped = await signToken(h.key, { sub: other.user.id, jti: jti! }, 3600, h.clock.now());
      expect((await h.verify(swapped)).status).toBe(401);
    });

    it('answers 401 for a challenge token used as an access token', async () => {
      const challenge = await h.challenge(h.nextIp());
      expect((await h.verify(challenge)).status).toBe(401);
      const signed = await new SignJWT({ purpose: 'challenge' })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(crypto.randomUUID())
        .setSubject(crypto.randomUUID())
        .sign(h.key);
      expect((await h.verify(signed)).status).toBe(401);
    });

    it('answers 403 with the suspended message once an admin suspends the user', async () => {
      const { token, user } = await signedIn(h);
      const boss = await admin(h);
      const patch = await h.authed(boss.token, `/api/users/${user.id}/status`, { method: 'PATCH', body: { status: 'Suspended' } });
      expect(patch.status, patch.text).toBe(200);
      const response = await h.verify(token);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(suspended);
      // Authenticated routes say the same.
      const own = await h.authed(token, `/api/user/${encodeURIComponent(user.email)}`);
      expect(own.status).toBe(403);
      expect(own.body).toEqual(suspended);
      // Suspending ended the session (issue 10): re-activated, the user signs in again; the old session stays ended.
      await h.authed(boss.token, `/api/users/${user.id}/status`, { method: 'PATCH', body: { status: 'Active' } });
      expect((await h.verify(token)).status).toBe(401);
    });

    // Last in this block: it moves the shared clock 12 hours on.
    it('answers 401 after the session expires (12 hours)', async () => {
      const { token } = await signedIn(h);
      h.clock.advance(12 * 3600_000 - 1000);
      expect((await h.verify(token)).status).toBe(200);
      h.clock.advance(2000);
      const response = await h.verify(token);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(sessionExpired);
    });
  });

  describe('GET /api/user/{email}', () => {
    it('answers the own record with 200: id, email, names, role and status, and no password hash anywhere', async () => {
      const { email, token, user } = await signedIn(h);
      const response = await h.authed(token, `/api/user/${encodeURIComponent(email)}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: user.id, email, firstName: 'Maria', lastName: 'Novak', role: 'USER', status: 'Active' });
      expect(response.text).not.toMatch(/password/i);
      expect(response.text).not.toContain('$argon2');
      expect(response.text).not.toContain(user.passwordHash);
    });

    it('finds the own record whatever the letter case of the email in the path', async () => {
      const { email, token } = await signedIn(h);
      const response = await h.authed(token, `/api/user/${encodeURIComponent(email.toUpperCase())}`);
      expect(response.status).toBe(200);
      expect(response.body.email).toBe(email);
    });

    it("answers another member's record with 403", async () => {
      const { token } = await signedIn(h);
      const other = await h.member();
      const response = await h.authed(token, `/api/user/${encodeURIComponent(other.email)}`);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(forbidden);
    });

    it('answers a member asking for an unknown email with 403, not 404 (no account enumeration)', async () => {
      const { token } = await signedIn(h);
      const response = await h.authed(token, `/api/user/${encodeURIComponent(uniqueEmail('ghost'))}`);
      expect(response.status).toBe(403);
    });

    it('lets an admin read anyone, and answers an unknown email with 404 "The requested user is not found"', async () => {
      const boss = await admin(h);
      const member = await h.member();
      const response = await h.authed(boss.token, `/api/user/${encodeURIComponent(member.email)}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: member.user.id, email: member.email, role: 'USER', status: 'Active' });
      expect(response.text).not.toMatch(/password/i);

      const missing = await h.authed(boss.token, `/api/user/${encodeURIComponent(uniqueEmail('ghost'))}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'The requested user is not found' });
    });

    it('answers 401 without a token', async () => {
      const { email } = await h.member();
      const response = await h.request(`/api/user/${encodeURIComponent(email)}`);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Please log in to continue.' });
    });
  });

  describe('PUT /api/user/password', () => {
    it('changes the password, revokes the other sessions and keeps the current one', async () => {
      const { email, password } = await h.member();
      const current = await h.token(email, password);
      const other = await h.token(email, password);
      const newPassword = 'Changed#456';
      const response = await h.authed(current, '/api/user/password', {
        method: 'PUT',
        body: { currentPassword: password, password: newPassword },
      });
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual({ message: 'Your password has been changed. Other devices have been signed out.' });
      expect((await h.verify(current)).status).toBe(200);
      expect((await h.verify(other)).status).toBe(401);
      expect((await h.login(email, password)).status).toBe(400);
      expect((await h.login(email, newPassword)).status).toBe(200);
    });

    it('refuses a wrong current password with 400 and changes nothing', async () => {
      const { email, password } = await h.member();
      const current = await h.token(email, password);
      const other = await h.token(email, password);
      const response = await h.authed(current, '/api/user/password', {
        method: 'PUT',
        body: { currentPassword: 'Wrong#Pass1', password: 'Changed#456' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'The current password is not correct' });
      expect((await h.verify(other)).status).toBe(200);
      expect((await h.login(email, password)).status).toBe(200);
    });

    it('applies the password rules to the new password', async () => {
      const { email, password } = await h.member();
      const current = await h.token(email, password);
      const response = await h.authed(current, '/api/user/password', {
        method: 'PUT',
        body: { currentPassword: password, password: 'short' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Password is too short - should be 8 characters minimum.' });
    });

    it('answers 401 without a token', async () => {
      const response = await h.request('/api/user/password', {
        method: 'PUT',
        body: { currentPassword: PASSWORD, password: 'Changed#456' },
      });
      expect(response.status).toBe(401);
    });
  });

  describe('PATCH /api/users/:id/status', () => {
    it('answers a member with 403 and changes nothing', async () => {
      const { token } = await signedIn(h);
      const victim = await h.member();
      const response = await h.authed(token, `/api/users/${victim.user.id}/status`, { method: 'PATCH', body: { status: 'Suspended' } });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(forbidden);
      expect((await h.userByEmail(victim.email))!.status).toBe('Active');
    });

    it("writes an audit_log row (actor, action 'user.status', before/after) for an admin's change", async () => {
      const boss = await admin(h);
      const member = await h.member();
      const response = await h.authed(boss.token, `/api/users/${member.user.id}/status`, {
        method: 'PATCH',
        body: { status: 'Suspended' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: member.user.id, status: 'Suspended' });
      expect(response.text).not.toMatch(/password/i);
      expect((await h.userByEmail(member.email))!.status).toBe('Suspended');

      const rows = await h.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, member.user.id)));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorId: boss.user.id,
        action: 'user.status',
        subjectType: 'user',
        subjectId: member.user.id,
        details: { before: { status: 'Active' }, after: { status: 'Suspended' } },
      });
    });

    it('answers an unknown id with 404, a malformed id or status with 400', async () => {
      const boss = await admin(h);
      const unknown = await h.authed(boss.token, `/api/users/${crypto.randomUUID()}/status`, {
        method: 'PATCH',
        body: { status: 'Active' },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'The requested user is not found' });
      const badId = await h.authed(boss.token, '/api/users/not-a-uuid/status', { method: 'PATCH', body: { status: 'Active' } });
      expect(badId.status).toBe(400);
      const member = await h.member();
      const badStatus = await h.authed(boss.token, `/api/users/${member.user.id}/status`, { method: 'PATCH', body: { status: 'Deleted' } });
      expect(badStatus.status).toBe(400);
      expect(badStatus.body).toEqual({ message: 'Field is not valid' });
    });

    it('answers 401 without a token', async () => {
      const response = await h.request(`/api/users/${crypto.randomUUID()}/status`, { method: 'PATCH', body: { status: 'Active' } });
      expect(response.status).toBe(401);
    });
  });

  describe('upsertAdmin', () => {
    it('creates an ADMIN who can log in and, called again with another password, updates it', async () => {
      const email = uniqueEmail('Boss');
      await upsertAdmin(h.services, { email, password: 'First#Pass1', firstName: 'Adam', lastName: 'Keller' });
      const stored = await h.userByEmail(email);
      expect(stored).toMatchObject({ email: email.toLowerCase(), role: 'ADMIN', status: 'Active' });
      expect((await h.login(email, 'First#Pass1')).status).toBe(200);

      await upsertAdmin(h.services, { email, password: 'Second#Pass2', firstName: 'Adam', lastName: 'Keller' });
      expect((await h.login(email, 'First#Pass1')).status).toBe(400);
      const token = await h.token(email, 'Second#Pass2');
      const me = await h.authed(token, `/api/user/${encodeURIComponent(email.toLowerCase())}`);
      expect(me.body).toMatchObject({ id: stored!.id, role: 'ADMIN' });
    });

    it('promotes and re-activates an existing member with the same email', async () => {
      const { email, user } = await h.member();
      await h.db.update(users).set({ status: 'Suspended' }).where(eq(users.id, user.id));
      await upsertAdmin(h.services, { email, password: 'Boss#Pass1', firstName: 'Adam', lastName: 'Keller' });
      expect(await h.userByEmail(email)).toMatchObject({ id: user.id, role: 'ADMIN', status: 'Active' });
      expect((await h.login(email, 'Boss#Pass1')).status).toBe(200);
    });
  });
});
