import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { drivers, useHarness } from './harness';
import { auditRows, demoAccount, forbidden, signedInAdmin, signedInMember } from './tradingHelpers';

/**
 * The administrator's account report (issue 11) reads the member's own report endpoints: an
 * administrator may read any member's account there, a member only their own; the report then
 * shows what the admin's force actions did.
 */
// (The breach receipt exists once an account failed: the forced-fail test reads it.)
const reportParts = ['', '/daily', '/equity', '/statistics', '/trades', '/deals'];

describe.each(drivers)('admin account reports (%s)', (driver) => {
  const h = useHarness(driver);
  beforeAll(() => seedCatalogue(h.services.db));

  it('lets an administrator read every part of a member’s report, and refuses another member each of them', async () => {
    const boss = await signedInAdmin(h);
    const member = await signedInMember(h);
    const other = await signedInMember(h);
    const account = await demoAccount(h, member.token);
    for (const part of reportParts) {
      const path = `/api/accounts/${account.id}${part}`;
      const asAdmin = await h.authed(boss.token, path);
      expect(asAdmin.status, path).toBe(200);
      expect(asAdmin.body, path).toEqual((await h.authed(member.token, path)).body);
      const asOther = await h.authed(other.token, path);
      expect(asOther.status, path).toBe(403);
      expect(asOther.body, path).toEqual(forbidden);
    }
    // Nor may a member list someone's accounts the way the admin's screen does.
    expect((await h.authed(other.token, `/api/admin/users/${member.id}/accounts`)).status).toBe(403);
  });

  it('shows the admin and the member the same manual closure, with the admin’s reason, after a forced fail', async () => {
    const boss = await signedInAdmin(h);
    const member = await signedInMember(h);
    const account = await demoAccount(h, member.token);
    const reason = 'Copy trading across two members';

    const forced = await h.authed(boss.token, `/api/admin/accounts/${account.id}/force`, { body: { action: 'fail', reason } });
    expect(forced.status, forced.text).toBe(200);
    expect(forced.body).toMatchObject({ id: account.id, status: 'failed' });

    const asAdmin = await h.authed(boss.token, `/api/accounts/${account.id}/breach`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({ rule: 'manual', reason });
    expect((await h.authed(member.token, `/api/accounts/${account.id}/breach`)).body).toEqual(asAdmin.body);

    // The admin's list: failed now, so not among the active ones.
    const all = await h.authed(boss.token, `/api/admin/users/${member.id}/accounts?status=all`);
    expect(all.body.items.map((a: { id: string; status: string }) => [a.id, a.status])).toEqual([[account.id, 'failed']]);
    expect((await h.authed(boss.token, `/api/admin/users/${member.id}/accounts?status=active`)).body.items).toEqual([]);

    const audit = await auditRows(h, 'trading_account', account.id);
    expect(audit.filter((row) => row.action === 'account.force_fail')).toEqual([
      expect.objectContaining({ actorId: boss.id, details: expect.objectContaining({ reason }) }),
    ]);
  });

  it('refuses a reason shorter than three characters, and a second fail of the same account', async () => {
    const boss = await signedInAdmin(h);
    const member = await signedInMember(h);
    const account = await demoAccount(h, member.token);
    const path = `/api/admin/accounts/${account.id}/force`;

    const short = await h.authed(boss.token, path, { body: { action: 'fail', reason: '  x ' } });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: 'Minimum 3 symbols' });
    expect((await h.authed(boss.token, `/api/accounts/${account.id}`)).body).toMatchObject({ status: 'active' });

    expect((await h.authed(boss.token, path, { body: { action: 'fail', reason: 'Rule abuse' } })).status).toBe(200);
    const again = await h.authed(boss.token, path, { body: { action: 'fail', reason: 'Rule abuse' } });
    expect(again.status).toBe(409);
  });

  it('opens a fresh account on reset whose report the administrator can read at once', async () => {
    const boss = await signedInAdmin(h);
    const member = await signedInMember(h);
    const account = await demoAccount(h, member.token);

    const reset = await h.authed(boss.token, `/api/admin/accounts/${account.id}/force`, {
      body: { action: 'reset', reason: 'Broker outage' },
    });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.body.id).not.toBe(account.id);
    expect(reset.body).toMatchObject({ status: 'active', balance: account.initialBalance });

    const fresh = await h.authed(boss.token, `/api/accounts/${reset.body.id}`);
    expect(fresh.status).toBe(200);
    expect(fresh.body.login).toBe(reset.body.login);
    expect((await h.authed(boss.token, `/api/accounts/${account.id}/breach`)).body).toMatchObject({
      rule: 'reset',
      reason: 'Broker outage',
    });
  });
});
