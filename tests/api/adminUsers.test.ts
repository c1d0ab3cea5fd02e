import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { billingProfiles, sessions, users } from '../../src/server/db/schema';
import { billing } from '../builders/orders';
import { drivers, PASSWORD, uniqueEmail, useHarness } from './harness';
import { auditRows, challengeBySlug, demoAccount, forbidden, placeOrder, signedInAdmin, signedInMember } from './tradingHelpers';

/**
 * The admin's user management (issue 10): the Users list with its filters and aggregates, bulk
 * status changes that end sessions, deletion that anonymises a user with money history, the
 * self / last-administrator guard, and creating a user who is invited to set a password.
 */
const suspendedMessage = { message: 'Your account has been suspended' };

describe.each(drivers)('admin users (%s)', (driver) => {
  const h = useHarness(driver);
  beforeAll(() => seedCatalogue(h.services.db));

  /** A search term no other test's users match, so each test reads only its own rows. */
  const tag = () => `zq${randomUUID().slice(0, 6)}`;

  it('lists users with filters, search in all fields, sort, paging and SQL aggregates', async () => {
    const admin = await signedInAdmin(h);
    const t = tag();
    const buyer = await h.member({ firstName: `Anna${t}`, lastName: 'Buyer', email: uniqueEmail(`a${t}`) });
    const buyerToken = await h.token(buyer.email, buyer.password);
    await demoAccount(h, buyerToken, 'two-step-10k');
    await demoAccount(h, buyerToken, 'two-step-10k');
    const idle = await h.member({ firstName: `Bert${t}`, lastName: 'Idle', email: uniqueEmail(`b${t}`) });
    const business = await h.member({ firstName: `Cleo${t}`, lastName: 'Corp', email: uniqueEmail(`c${t}`) });
    await h.db.update(users).set({ type: 'Business', status: 'Suspended' }).where(eq(users.id, business.user.id));

    const list = await h.authed(admin.token, `/api/users?q=${t}&sort=name`);
    expect(list.status, list.text).toBe(200);
    expect(list.body.total).toBe(3);
    expect(list.body.items.map((row: { lastName: string }) => row.lastName)).toEqual(['Buyer', 'Corp', 'Idle']);
    const anna = list.body.items[0];
    expect(anna).toMatchObject({ email: buyer.email, role: 'USER', status: 'Active', type: 'Individual', country: 'CZ', accounts: 2 });
    // The two demo orders, each the challenge's full price.
    const { price } = await challengeBySlug(h, 'two-step-10k');
    expect(anna.totalPaid).toBe(2 * price);
    expect(anna.lastLogin).not.toBeNull();
    expect(list.body.items[2]).toMatchObject({ email: idle.email, accounts: 0, totalPaid: 0, lastLogin: null, country: null });
    expect(list.text).not.toMatch(/password/i);

    // Filters.
    const suspended = await h.authed(admin.token, `/api/users?q=${t}&status=Suspended`);
    expect(suspended.body.items.map((row: { email: string }) => row.email)).toEqual([business.email]);
    const individuals = await h.authed(admin.token, `/api/users?q=${t}&type=Individual&sort=-totalPaid`);
    expect(individuals.body.items.map((row: { email: string }) => row.email)).toEqual([buyer.email, idle.email]);
    // Search matches the full name, the email and the billing country.
    expect((await h.authed(admin.token, `/api/users?q=${encodeURIComponent(`Anna${t} Buyer`)}`)).body.total).toBe(1);
    expect((await h.authed(admin.token, `/api/users?q=${encodeURIComponent(idle.email)}`)).body.items[0].id).toBe(idle.user.id);
    // Paging.
    const page2 = await h.authed(admin.token, `/api/users?q=${t}&sort=name&pageSize=2&page=2`);
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.items.map((row: { lastName: string }) => row.lastName)).toEqual(['Idle']);
    // A bad filter is refused, not ignored.
    expect((await h.authed(admin.token, '/api/users?status=Deleted')).status).toBe(400);
    expect((await h.authed(admin.token, '/api/users?sort=password')).status).toBe(400);
  });

  it("keeps each user's last sign-in, accounts and total paid as their rows change, and sorts by them", async () => {
    const admin = await signedInAdmin(h);
    const t = tag();
    const early = await h.member({ firstName: `Early${t}`, lastName: 'One', email: uniqueEmail(`e${t}`) });
    const late = await h.member({ firstName: `Late${t}`, lastName: 'Two', email: uniqueEmail(`l${t}`) });
    const never = await h.member({ firstName: `Never${t}`, lastName: 'Three', email: uniqueEmail(`n${t}`) });
    const earlyToken = await h.token(early.email, early.password);
    const lateToken = await h.token(late.email, late.password);
    const { price } = await challengeBySlug(h, 'two-step-10k');
    const { order: paidByHand } = await placeOrder(h, earlyToken, 'two-step-10k', 'manual');
    await h.authed(admin.token, `/api/admin/orders/${paidByHand.id}/mark-paid`, { method: 'POST' });
    await demoAccount(h, earlyToken, 'two-step-10k');
    await demoAccount(h, earlyToken, 'two-step-10k');
    await demoAccount(h, lateToken, 'two-step-10k');
    const row = async (email: string) =>
      (await h.authed(admin.token, `/api/users?q=${encodeURIComponent(email)}`)).body.items[0] as {
        accounts: number;
        totalPaid: number;
        lastLogin: string | null;
      };
    expect(await row(early.email)).toMatchObject({ accounts: 3, totalPaid: 3 * price });

    // A refund takes the order's money off; the account it opened is still counted.
    const refund = await h.authed(admin.token, `/api/admin/orders/${paidByHand.id}/refund`, { body: { reason: 'Chargeback' } });
    expect(refund.status, refund.text).toBe(200);
    expect(await row(early.email)).toMatchObject({ accounts: 3, totalPaid: 2 * price });

    // A failed sign-in is not a sign-in; a later one moves the last sign-in on.
    const before = (await row(late.email)).lastLogin;
    expect((await h.login(late.email, 'not the password')).status).toBe(400);
    expect((await row(late.email)).lastLogin).toBe(before);
    h.clock.advance(60_000);
    await h.token(late.email, late.password);
    const after = (await row(late.email)).lastLogin;
    expect(after && before && new Date(after) > new Date(before)).toBe(true);

    // The sorts read the kept figures, both ways; never signed in is last when newest first.
    const order = async (sort: string) =>
      (await h.authed(admin.token, `/api/users?q=${t}&sort=${sort}`)).body.items.map((item: { email: string }) => item.email);
    expect(await order('-lastLogin')).toEqual([late.email, early.email, never.email]);
    expect(await order('lastLogin')).toEqual([never.email, early.email, late.email]);
    expect(await order('-accounts')).toEqual([early.email, late.email, never.email]);
    expect(await order('totalPaid')).toEqual([never.email, late.email, early.email]);
  });

  it('filters by sign-up day (UTC, both ends inclusive) as the dashboard counts sign-ups; a reversed range is a 400', async () => {
    const admin = await signedInAdmin(h);
    const t = tag();
    const at = async (name: string, iso: string) => {
      const made = await h.member({ firstName: `${name}${t}`, lastName: 'Day', email: uniqueEmail(`${name.toLowerCase()}${t}`) });
      await h.db
        .update(users)
        .set({ createdAt: new Date(iso) })
        .where(eq(users.id, made.user.id));
      return made.email;
    };
    const before = await at('Before', '2029-06-09T23:59:59Z');
    const first = await at('First', '2029-06-10T00:00:00Z');
    const last = await at('Last', '2029-06-11T23:59:59Z');
    const after = await at('After', '2029-06-12T00:00:00Z');
    const emails = async (query: string) => {
      const response = await h.authed(admin.token, `/api/users?q=${t}&sort=created&${query}`);
      expect(response.status, response.text).toBe(200);
      return response.body.items.map((row: { email: string }) => row.email);
    };
    expect(await emails('from=2029-06-10&to=2029-06-11')).toEqual([first, last]);
    expect(await emails('from=2029-06-11')).toEqual([last, after]);
    expect(await emails('to=2029-06-10')).toEqual([before, first]);
    expect(await emails('from=&to=')).toEqual([before, first, last, after]);
    expect(await h.authed(admin.token, '/api/users?from=2029-06-11&to=2029-06-10', { lang: 'fr' })).toMatchObject({
      status: 400,
      body: { message: 'La date de fin ne peut pas précéder la date de début' },
    });
    const reversed = await h.authed(admin.token, '/api/users?from=2029-06-11&to=2029-06-10');
    expect(reversed).toMatchObject({ status: 400, body: { message: 'The end date must not be before the start date' } });
    expect((await h.authed(admin.token, '/api/users?from=2029-02-30')).status).toBe(400);
  });

  it('bulk-suspends users in one go: audited, sessions ended, verify-token answers 403 with the message', async () => {
    const admin = await signedInAdmin(h);
    const one = await signedInMember(h);
    const two = await signedInMember(h);
    const response = await h.authed(admin.token, '/api/users/status', {
      method: 'PATCH',
      body: { ids: [one.id, two.id], status: 'Suspended' },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ updated: 2, message: 'Selected customers status have successfully been updated' });
    for (const person of [one, two]) {
      const verify = await h.verify(person.token);
      expect(verify.status).toBe(403);
      expect(verify.body).toEqual(suspendedMessage);
      const live = await h.db.select().from(sessions).where(eq(sessions.userId, person.id));
      expect(live.every((session) => session.revokedAt !== null)).toBe(true);
      expect(await auditRows(h, 'user', person.id)).toEqual([
        expect.objectContaining({
          actorId: admin.id,
          action: 'user.status',
          details: { before: { status: 'Active' }, after: { status: 'Suspended' } },
        }),
      ]);
    }
    // Reactivated, they sign in again; the old session stays ended.
    await h.authed(admin.token, '/api/users/status', { method: 'PATCH', body: { ids: [one.id], status: 'Active' } });
    expect((await h.verify(one.token)).status).toBe(401);
    expect((await h.login(one.email, one.password)).status).toBe(200);
    // In Spanish, the seed's message in Spanish.
    const es = await h.authed(admin.token, '/api/users/status', { method: 'PATCH', body: { ids: [two.id], status: 'Active' }, lang: 'es' });
    expect(es.body.message).not.toBe('Selected customers status have successfully been updated');
    expect(es.body.message.length).toBeGreaterThan(10);
  });

  it('refuses to suspend or delete the acting administrator (409, nothing changed)', async () => {
    const admin = await signedInAdmin(h);
    const member = await h.member();
    const suspend = await h.authed(admin.token, '/api/users/status', {
      method: 'PATCH',
      body: { ids: [member.user.id, admin.id], status: 'Suspended' },
    });
    expect(suspend.status).toBe(409);
    expect(suspend.body).toEqual({ message: 'You cannot suspend, demote or delete your own account.' });
    // All or nothing: the member in the same request was not suspended either.
    expect((await h.userByEmail(member.email))!.status).toBe('Active');
    const remove = await h.authed(admin.token, `/api/users/${admin.id}`, { method: 'DELETE' });
    expect(remove.status).toBe(409);
    const demote = await h.authed(admin.token, `/api/users/${admin.id}`, {
      method: 'PUT',
      body: { firstName: 'Adam', lastName: 'Keller', email: admin.email, role: 'USER', status: 'Active', type: 'Individual' },
    });
    expect(demote.status).toBe(409);
    expect((await h.verify(admin.token)).status).toBe(200);
  });

  it('refuses to delete or suspend the last active administrator', async () => {
    // Through the API the actor is always an active administrator and cannot remove themself, so
    // another one always remains; the guard still stands on its own (a caller removing every
    // administrator at once), checked here on the service.
    const { deleteUsers } = await import('../../src/server/users/admin');
    const admins = await h.db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN'));
    const member = await h.member();
    await expect(
      deleteUsers(
        h.services,
        member.user.id,
        admins.map((a) => a.id),
      ),
    ).rejects.toMatchObject({ kind: 'conflict', key: 'users.lastAdmin' });
    const still = await h.db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN'));
    expect(still.length).toBe(admins.length);
  });

  it('deletes a user without history and anonymises one with history', async () => {
    const admin = await signedInAdmin(h);
    const clean = await h.member();
    const response = await h.authed(admin.token, `/api/users/${clean.user.id}`, { method: 'DELETE' });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ deleted: 1, anonymised: 0, message: 'Customer has been deleted' });
    expect(await h.userByEmail(clean.email)).toBeUndefined();
    expect(await auditRows(h, 'user', clean.user.id)).toEqual([expect.objectContaining({ actorId: admin.id, action: 'user.deleted' })]);

    const trader = await signedInMember(h);
    const account = await demoAccount(h, trader.token);
    const other = await h.member();
    const many = await h.authed(admin.token, '/api/users/delete', { body: { ids: [trader.id, other.user.id] } });
    expect(many.status, many.text).toBe(200);
    expect(many.body).toEqual({ deleted: 1, anonymised: 1, message: 'Selected customers have been deleted' });
    const [row] = await h.db.select().from(users).where(eq(users.id, trader.id));
    expect(row).toMatchObject({ firstName: 'Deleted', lastName: 'user', email: `deleted-${trader.id}@invalid`, status: 'Suspended' });
    // Their sign-ins are gone with them; the account they bought is still counted for the list.
    expect(row).toMatchObject({ lastLoginAt: null, accountsCount: 1 });
    expect(await h.db.select().from(billingProfiles).where(eq(billingProfiles.userId, trader.id))).toEqual([]);
    expect(await h.db.select().from(sessions).where(eq(sessions.userId, trader.id))).toEqual([]);
    // Signed out, and the old password no longer works with either address.
    expect((await h.verify(trader.token)).status).toBe(401);
    expect((await h.login(trader.email, trader.password)).status).toBe(400);
    expect((await h.login(`deleted-${trader.id}@invalid`, trader.password)).status).toBe(400);
    // The money history stays, still theirs.
    const detail = await h.authed(admin.token, `/api/users/${trader.id}`);
    expect(detail.body.accounts.map((a: { id: string }) => a.id)).toContain(account.id);
    expect(detail.body.orders).toHaveLength(1);
    const audit = await auditRows(h, 'user', trader.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'user.anonymised',
      details: { before: { email: trader.email }, after: { email: `deleted-${trader.id}@invalid` } },
    });
  });

  it('creates a user without a password; the invitation link sets one and signs in', async () => {
    const admin = await signedInAdmin(h);
    const email = uniqueEmail('invited');
    h.mails.length = 0;
    const response = await h.authed(admin.token, '/api/users', {
      body: {
        firstName: 'Ines',
        lastName: 'Invited',
        email,
        role: 'USER',
        status: 'Active',
        type: 'Business',
        billing: { ...billing, type: 'Business', companyName: 'Ines s.r.o.', vatNumber: '' },
      },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({ message: 'Customer has been created', user: { email, type: 'Business', role: 'USER' } });
    const id = response.body.user.id as string;
    // No password works before the invitation is followed.
    expect((await h.login(email, PASSWORD)).status).toBe(400);
    const mail = h.mails.find((m) => m.to === email);
    expect(mail?.subject).toBe('Your account is ready: set your password');
    const token = mail?.text.match(/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const reset = await h.request('/api/auth/reset', { body: { token, password: PASSWORD } });
    expect(reset.status, reset.text).toBe(200);
    expect((await h.login(email, PASSWORD)).status).toBe(200);
    const detail = await h.authed(admin.token, `/api/users/${id}`);
    expect(detail.body.billing).toMatchObject({ companyName: 'Ines s.r.o.', type: 'Business' });
    expect(await auditRows(h, 'user', id)).toEqual([
      expect.objectContaining({ actorId: admin.id, action: 'user.created', details: expect.objectContaining({ before: null }) }),
    ]);
    // The same email again: 409.
    const again = await h.authed(admin.token, '/api/users', {
      body: { firstName: 'Ines', lastName: 'Again', email, role: 'USER', status: 'Active', type: 'Individual' },
    });
    expect(again.status).toBe(409);
  });

  it('edits a user with before and after in the audit log; suspending there ends sessions too', async () => {
    const admin = await signedInAdmin(h);
    const member = await signedInMember(h);
    const email = uniqueEmail('renamed');
    const response = await h.authed(admin.token, `/api/users/${member.id}`, {
      method: 'PUT',
      body: { firstName: 'Marie', lastName: 'Nováková', email, role: 'USER', status: 'Suspended', type: 'Individual', billing },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ message: 'Customer has been updated', user: { email, firstName: 'Marie', status: 'Suspended' } });
    expect((await h.verify(member.token)).body).toEqual(suspendedMessage);
    const [entry] = (await auditRows(h, 'user', member.id)).filter((row) => row.action === 'user.updated');
    expect(entry?.details).toMatchObject({
      before: { email: member.email, firstName: 'Maria', status: 'Active', billing: null },
      after: { email, firstName: 'Marie', status: 'Suspended', billing: { city: billing.city } },
    });
    // The reset link goes to the new address.
    h.mails.length = 0;
    const reset = await h.authed(admin.token, `/api/users/${member.id}/password-reset`, { method: 'POST' });
    expect(reset.status, reset.text).toBe(200);
    expect(h.mails.map((m) => m.to)).toEqual([email]);
    expect(h.mails[0]?.text).toMatch(/reset-password\?token=/);
  });

  it('answers bad fields with 400 and the message, writing nothing', async () => {
    const admin = await signedInAdmin(h);
    const email = uniqueEmail('bad');
    const valid = { firstName: 'Valid', lastName: 'Person', email, role: 'USER', status: 'Active', type: 'Individual' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, firstName: 'Al' }, 'Minimum 3 symbols'],
      [{ ...valid, email: 'not-an-email' }, 'Wrong email format'],
      [{ ...valid, role: 'ROOT' }, 'Field is not valid'],
      [{ ...valid, lastName: '' }, 'Last name is required'],
    ];
    for (const [body, message] of cases) {
      const response = await h.authed(admin.token, '/api/users', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toContain(message);
    }
    expect(await h.userByEmail(email)).toBeUndefined();
    expect((await h.authed(admin.token, '/api/users/status', { method: 'PATCH', body: { ids: [], status: 'Suspended' } })).status).toBe(
      400,
    );
    expect((await h.authed(admin.token, '/api/users/delete', { body: { ids: ['x'] } })).status).toBe(400);
    expect((await h.authed(admin.token, `/api/users/${randomUUID()}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers a member with 403 and changes nothing', async () => {
    const member = await signedInMember(h);
    const victim = await h.member();
    for (const [path, method, body] of [
      ['/api/users', 'GET', undefined],
      ['/api/users/status', 'PATCH', { ids: [victim.user.id], status: 'Suspended' }],
      ['/api/users/delete', 'POST', { ids: [victim.user.id] }],
      [`/api/users/${victim.user.id}`, 'DELETE', undefined],
    ] as const) {
      const response = await h.authed(member.token, path, { method, ...(body && { body }) });
      expect(response.status, path).toBe(403);
      expect(response.body).toEqual(forbidden);
    }
    expect((await h.userByEmail(victim.email))!.status).toBe('Active');
  });
});
