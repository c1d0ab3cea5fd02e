import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { firstVersion } from '../../src/server/challenges/versions';
import { challenges, invoices, orders, tradingAccounts, users } from '../../src/server/db/schema';
import { drivers, useHarness } from './harness';
import { auditRows, challengeBySlug, signedInAdmin, signedInMember } from './tradingHelpers';

/**
 * Giving a member a challenge (issue 10): a zero-price order marked as granted, the first phase's
 * account opened in the same transaction, audited with the reason, and the member mailed.
 */
describe.each(drivers)('give a challenge (%s)', (driver) => {
  const h = useHarness(driver);
  beforeAll(() => seedCatalogue(h.services.db));

  const give = (token: string, body: unknown, lang?: string) => h.authed(token, '/api/admin/grants', { body, ...(lang ? { lang } : {}) });

  it('opens the account at no charge: a granted paid order, no invoice, audited, the member mailed and seeing both', async () => {
    const admin = await signedInAdmin(h);
    const member = await signedInMember(h);
    const challenge = await challengeBySlug(h, 'two-step-25k');

    const response = await give(admin.token, {
      userId: member.id,
      challengeId: challenge.id,
      reason: 'competitionPrize',
      note: '  March league, 2nd place ',
    });
    expect(response.status, response.text).toBe(201);
    const { order, account } = response.body;
    expect(order).toMatchObject({
      provider: 'grant',
      grantReason: 'competitionPrize',
      grantNote: 'March league, 2nd place',
      status: 'paid',
      total: 0,
      currency: challenge.currency,
      challengeName: challenge.name,
      member: { id: member.id, email: member.email },
    });

    const [opened] = await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.orderId, order.id));
    expect(opened).toMatchObject({ id: account.id, login: account.login, userId: member.id, phase: 1, funded: false, status: 'active' });
    expect(opened?.initialBalance).toBe(challenge.accountSize);
    // Nothing was sold: no invoice number is used up.
    expect(await h.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);

    const [granted] = await auditRows(h, 'order', order.id);
    expect(granted).toMatchObject({
      actorId: admin.id,
      action: 'order.granted',
      details: {
        before: null,
        after: { reason: 'competitionPrize', note: 'March league, 2nd place', status: 'paid', member: member.email },
      },
    });
    expect((await auditRows(h, 'trading_account', account.id)).map((row) => row.action)).toContain('account.provisioned');

    const mail = h.mails.find((m) => m.to === member.email && m.subject === `You have been given a ${challenge.name} challenge`);
    expect(mail?.text).toContain('We have opened a trading account for you at no charge (Competition prize).');
    expect(mail?.text).toContain(account.login);
    expect(mail?.text).not.toContain('Total:');
    expect(mail?.attachments ?? []).toEqual([]);

    const mine = await h.authed(member.token, '/api/orders');
    expect(mine.body.items).toEqual([
      expect.objectContaining({ id: order.id, provider: 'grant', grantReason: 'competitionPrize', total: 0 }),
    ]);
    expect(mine.body.items[0]).not.toHaveProperty('grantNote');
    const accounts = await h.authed(member.token, '/api/accounts');
    expect(accounts.body.items.map((a: { id: string }) => a.id)).toContain(account.id);

    const listed = await h.authed(admin.token, `/api/admin/orders?provider=grant&q=${encodeURIComponent(member.email)}`);
    expect(listed.body.items.map((o: { id: string }) => o.id)).toEqual([order.id]);
  });

  it('refuses an administrator, a suspended member, an unknown user and a retired challenge, writing nothing', async () => {
    const admin = await signedInAdmin(h);
    const other = await signedInAdmin(h);
    const member = await signedInMember(h);
    const challenge = await challengeBySlug(h, 'two-step-10k');
    const before = (await h.db.select().from(orders)).length;

    const toAdmin = await give(admin.token, { userId: other.id, challengeId: challenge.id, reason: 'freeRetry' });
    expect(toAdmin.status).toBe(409);
    expect(toAdmin.body.message).toBe('Only members can be given a challenge; this user is an administrator.');

    await h.db.update(users).set({ status: 'Suspended' }).where(eq(users.id, member.id));
    const suspended = await give(admin.token, { userId: member.id, challengeId: challenge.id, reason: 'freeRetry' }, 'es');
    expect(suspended.status).toBe(409);
    expect(suspended.body.message).toBe('Este cliente está suspendido: póngalo en Activo antes de otorgar un desafío.');
    await h.db.update(users).set({ status: 'Active' }).where(eq(users.id, member.id));

    const unknown = await give(admin.token, { userId: randomUUID(), challengeId: challenge.id, reason: 'freeRetry' });
    expect(unknown.status).toBe(404);

    const [retired] = await h.db
      .insert(challenges)
      .values(firstVersion({ ...challenge, slug: `retired-${Date.now()}`, active: false }))
      .returning();
    const inactive = await give(admin.token, { userId: member.id, challengeId: retired?.id, reason: 'compensation' });
    expect(inactive.status).toBe(404);

    expect((await h.db.select().from(orders)).length).toBe(before);
    expect(await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.userId, member.id))).toEqual([]);
  });

  it('answers a missing or bad field with 400 and the field’s message in the admin’s language', async () => {
    const admin = await signedInAdmin(h);
    const member = await signedInMember(h);
    const challenge = await challengeBySlug(h, 'two-step-10k');
    const valid = { userId: member.id, challengeId: challenge.id, reason: 'freeRetry' };

    const cases: [unknown, string, string][] = [
      [{ ...valid, userId: undefined }, 'Choose a member', 'Elija un miembro'],
      [{ ...valid, userId: 'someone' }, 'Choose a member', 'Elija un miembro'],
      [{ ...valid, challengeId: undefined }, 'Choose a challenge', 'Choose a challenge'],
      [{ ...valid, reason: 'birthday' }, 'Choose a reason', 'Elija un motivo'],
      [{ ...valid, reason: undefined }, 'Choose a reason', 'Elija un motivo'],
      [{ ...valid, note: 'x'.repeat(501) }, 'Too long', 'Too long'],
    ];
    for (const [body, english, spanish] of cases) {
      const en = await give(admin.token, body);
      expect(en.status, JSON.stringify(body)).toBe(400);
      expect(en.body.message).toBe(english);
      const es = await give(admin.token, body, 'es');
      if (spanish !== english) expect(es.body.message).toBe(spanish);
    }
    expect(await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.userId, member.id))).toEqual([]);
  });

  it('a granted order taken back (refunded) closes its account without a credit note', async () => {
    const admin = await signedInAdmin(h);
    const member = await signedInMember(h);
    const challenge = await challengeBySlug(h, 'one-step-10k');
    const { body } = await give(admin.token, { userId: member.id, challengeId: challenge.id, reason: 'compensation' });

    const refunded = await h.authed(admin.token, `/api/admin/orders/${body.order.id}/refund`, { body: { reason: 'Given by mistake' } });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body.status).toBe('refunded');
    const [closed] = await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.id, body.account.id));
    expect(closed?.status).toBe('failed');
    expect(await h.db.select().from(invoices).where(eq(invoices.orderId, body.order.id))).toEqual([]);
  });
});
