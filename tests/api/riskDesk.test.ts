import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountEvent } from '../../src/domain/rules';
import { riskFlags, riskScans, type TradingAccount, tradingAccounts } from '../../src/server/db/schema';
import { dealIn, dealOut, snapshot } from '../builders/events';
import { drivers, useHarness } from './harness';
import {
  auditRows,
  demoAccount,
  forbidden,
  ingest,
  type Person,
  refresh,
  signedInMember,
  successorOf,
  unauthorized,
  useSignedInAdmin,
  verifiedIdentity,
} from './tradingHelpers';

const minute = 60_000;
const wallet = { method: 'crypto', network: 'TRC20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' };
const day = 86_400_000;

type Flag = {
  id: string;
  detector: string;
  severity: string;
  status: string;
  accounts: { id: string; login: string }[];
  members: { id: string; email: string }[];
};

/** `count` round trips of half an hour, an hour apart from `start`, opened `lagMs` after the hour (the copier's delay). */
function trades(prefix: string, start: number, count: number, lagMs = 0, profit = 1_000): AccountEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const open = start + i * 3_600_000 + lagMs;
    const symbol = i % 2 ? 'GBPUSD' : 'EURUSD';
    return [
      dealIn(`${prefix}${i}`, new Date(open).toISOString(), { symbol, side: 'buy', volume: 1 + (i % 3) }),
      dealOut(`${prefix}${i}`, new Date(open + 1_800_000).toISOString(), profit, {
        symbol,
        side: 'sell',
        volume: 1 + (i % 3),
      }),
    ];
  }).flat();
}

describe.each(drivers)('risk desk (%s)', (driver) => {
  const h = useHarness(driver);
  const boss = useSignedInAdmin(h);
  let period = 0;

  /** A stretch of time of its own per test, the clock at its start and everyone's sessions fresh. */
  async function freshPeriod(...people: Person[]): Promise<{ start: number; people: Person[] }> {
    const start = Date.parse('2026-03-02T08:00:00Z') + ++period * 20 * day;
    h.clock.set(new Date(start).toISOString());
    await bossToken();
    return { start: start + minute, people: await Promise.all(people.map((person) => refresh(h, person))) };
  }

  /** The administrator's session, renewed once the clock has run on (ingesting moves it to the last event). */
  let bossAt = 0;
  async function bossToken() {
    if (h.clock.millis() - bossAt > 6 * 3_600_000) {
      Object.assign(boss, await refresh(h, boss));
      bossAt = h.clock.millis();
    }
    return boss.token;
  }

  const flagsOf = async (query = '') => {
    await bossToken();
    const response = await h.authed(await bossToken(), `/api/admin/risk/flags${query}`);
    expect(response.status, response.text).toBe(200);
    return (response.body as { items: Flag[] }).items;
  };
  const flagOn = async (detector: string, accountId: string) =>
    (await flagsOf(`?detector=${detector}&pageSize=100`)).find((flag) => flag.accounts.some((account) => account.id === accountId));

  it('flags a copier once the bridge has delivered both accounts’ deals, with the trades side by side', async () => {
    const { start } = await freshPeriod();
    const leader = await demoAccount(h, (await signedInMember(h)).token);
    const copier = await demoAccount(h, (await signedInMember(h)).token);
    await ingest(h, leader.login, trades('L', start, 8));
    await h.runRiskScans();
    expect(await flagOn('copyTrading', leader.id)).toBeUndefined();
    await ingest(h, copier.login, trades('C', start, 8, 420));
    await h.runRiskScans();

    const flag = await flagOn('copyTrading', copier.id);
    expect(flag).toMatchObject({ status: 'open', severity: 'medium' });
    expect(flag?.accounts.map((account) => account.login).sort()).toEqual([leader.login, copier.login].sort());
    const detail = await h.authed(await bossToken(), `/api/admin/risk/flags/${flag?.id}`);
    expect(detail.status).toBe(200);
    const evidence = detail.body.evidence as {
      matched: number;
      leaderAccountId: string;
      pairs: { a: { openTime: string; ticket: string }; b: { openTime: string }; gapMs: number }[];
    };
    expect(evidence.matched).toBe(8);
    expect(evidence.leaderAccountId).toBe(leader.id);
    for (const pair of evidence.pairs) {
      expect(Math.abs(pair.gapMs)).toBe(420);
      expect(Math.abs(Date.parse(pair.b.openTime) - Date.parse(pair.a.openTime))).toBe(420);
      expect(pair.a.openTime).toMatch(/\.\d{3}Z$/);
    }

    // The same batch again changes nothing; a rescan from the whole history finds the same flag.
    await ingest(h, copier.login, trades('C', start, 8, 420));
    expect(await h.runRiskScans()).toBe(0);
    const rescan = await h.authed(await bossToken(), `/api/admin/risk/accounts/${copier.id}/rescan`, { method: 'POST' });
    expect(rescan.status, rescan.text).toBe(200);
    expect((rescan.body.items as Flag[]).map((f) => f.id)).toEqual([flag?.id]);
    expect((await flagsOf('?detector=copyTrading&pageSize=100')).filter((f) => f.id === flag?.id)).toHaveLength(1);
    expect((await auditRows(h, 'trading_account', copier.id)).map((row) => row.action)).toContain('risk.rescan');
  });

  it('flags an account’s own patterns (tick scalping) and leaves an honest one alone', async () => {
    const { start } = await freshPeriod();
    const scalper = await demoAccount(h, (await signedInMember(h)).token);
    const honest = await demoAccount(h, (await signedInMember(h)).token);
    const quick = Array.from({ length: 24 }, (_, i) => {
      const open = start + i * 20 * minute;
      return [dealIn(`S${i}`, new Date(open).toISOString()), dealOut(`S${i}`, new Date(open + 15_000).toISOString(), 200)];
    }).flat();
    await ingest(h, scalper.login, quick);
    await ingest(h, honest.login, trades('H', start + 7 * minute, 24));
    await h.runRiskScans();
    const flag = await flagOn('tickScalping', scalper.id);
    expect(flag).toMatchObject({ severity: 'high', status: 'open' });
    expect((await flagsOf('?status=open&pageSize=100')).some((f) => f.accounts.some((a) => a.id === honest.id))).toBe(false);
  });

  it('a scan that fails stays queued and does not hold up the others', async () => {
    const { start } = await freshPeriod();
    const broken = await demoAccount(h, (await signedInMember(h)).token);
    const scalper = await demoAccount(h, (await signedInMember(h)).token);
    await ingest(h, broken.login, trades('X', start, 2));
    const quick = Array.from({ length: 24 }, (_, i) => {
      const open = start + i * 20 * minute;
      return [dealIn(`Q${i}`, new Date(open).toISOString()), dealOut(`Q${i}`, new Date(open + 15_000).toISOString(), 200)];
    }).flat();
    await ingest(h, scalper.login, quick);
    // A zone no calendar knows: its days cannot be counted, so its scan throws.
    await h.db
      .update(tradingAccounts)
      .set({ rules: { ...broken.rules, resetTimeZone: 'Nowhere/Atlantis' } })
      .where(eq(tradingAccounts.id, broken.id));
    await h.runRiskScans();
    expect(await flagOn('tickScalping', scalper.id)).toMatchObject({ status: 'open' });
    expect((await h.db.select().from(riskScans).where(eq(riskScans.subjectId, broken.id))).map((row) => row.kind)).toEqual(['account']);
  });

  it('links members who sign in from one public address and browser, and not on a carrier’s or a private one', async () => {
    await freshPeriod();
    const one = await h.member();
    const two = await h.member();
    const three = await h.member();
    for (const person of [one, two]) expect((await h.login(person.email, person.password, { ip: '203.0.113.77' })).status).toBe(200);
    for (const person of [one, three]) expect((await h.login(person.email, person.password, { ip: '100.64.8.9' })).status).toBe(200);
    await h.runRiskScans();
    const linked = (await flagsOf('?detector=multiAccounting&pageSize=100')).filter((flag) =>
      flag.members.some((member) => [one.user.id, two.user.id, three.user.id].includes(member.id)),
    );
    expect(linked).toHaveLength(1);
    expect(linked[0]?.members.map((member) => member.id).sort()).toEqual([one.user.id, two.user.id].sort());
    const detail = await h.authed(await bossToken(), `/api/admin/risk/flags/${linked[0]?.id}`);
    const evidence = detail.body.evidence as { addresses: { ip: string }[]; notProof: { ip: string; why: string }[] };
    expect(evidence.addresses.map((address) => address.ip)).toEqual(['203.0.113.77']);
  });

  it('decisions need a reason, are audited, and another member or an anonymous caller sees nothing', async () => {
    const { start } = await freshPeriod();
    const member = await signedInMember(h);
    const a = await demoAccount(h, member.token);
    const b = await demoAccount(h, (await signedInMember(h)).token);
    await ingest(h, a.login, trades('A', start, 6));
    await ingest(h, b.login, trades('B', start, 6, 900));
    await h.runRiskScans();
    const flag = (await flagOn('copyTrading', a.id)) as Flag;

    const other = await signedInMember(h);
    for (const path of ['/api/admin/risk/flags', `/api/admin/risk/flags/${flag.id}`, '/api/admin/risk/summary']) {
      expect((await h.authed(member.token, path)).body).toEqual(forbidden);
      expect((await h.authed(other.token, path)).body).toEqual(forbidden);
      expect((await h.request(path)).body).toEqual(unauthorized);
    }
    const decide = async (body: object, token?: string) =>
      h.authed(token ?? (await bossToken()), `/api/admin/risk/flags/${flag.id}/decision`, { body });
    expect((await decide({ action: 'confirm', reason: 'x' }, member.token)).status).toBe(403);
    const noReason = await decide({ action: 'confirm', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect((await decide({ action: 'ignore', reason: 'Looks fine' })).status).toBe(400);
    expect((await h.db.select().from(riskFlags).where(eq(riskFlags.id, flag.id)))[0]?.status).toBe('open');

    const dismissed = await decide({ action: 'dismiss', reason: 'Both follow the same public signal service' });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({
      status: 'dismissed',
      decision: { action: 'dismiss', reason: 'Both follow the same public signal service' },
    });
    const [entry] = await auditRows(h, 'risk_flag', flag.id);
    expect(entry).toMatchObject({ action: 'risk.dismiss', actorId: boss.id });
    expect(entry?.details).toMatchObject({ before: { status: 'open' }, after: { status: 'dismissed' }, detector: 'copyTrading' });
    expect((await flagsOf('?status=dismissed&pageSize=100')).map((f) => f.id)).toContain(flag.id);
    expect((await flagsOf('?pageSize=100')).map((f) => f.id)).not.toContain(flag.id);
    expect((await h.authed(await bossToken(), '/api/admin/risk/flags?severity=extreme')).status).toBe(400);
  });

  it('holds payouts: the checklist names the review, a confirmed flag its reason, approval needs an override', async () => {
    const { start, people } = await freshPeriod(await signedInMember(h));
    let member = people[0] as Person;
    const force = async (id: string, action: string) =>
      h.authed(await bossToken(), `/api/admin/accounts/${id}/force`, { body: { action, reason: 'test set-up' } });
    const phase1 = await demoAccount(h, member.token);
    await force(phase1.id, 'pass');
    const phase2 = (await successorOf(h, phase1.id)) as TradingAccount;
    await force(phase2.id, 'pass');
    const funded = (await successorOf(h, phase2.id)) as TradingAccount;
    const copier = await demoAccount(h, (await signedInMember(h)).token);
    const close = new Date(start + 23 * 3_600_000).toISOString();
    await ingest(h, funded.login, [...trades('F', start, 6, 0, 5_000), snapshot(close, 1_030_000, 1_030_000)]);
    await ingest(h, copier.login, trades('K', start, 6, 300));
    await h.runRiskScans();

    h.clock.set(new Date(start + 16 * day).toISOString());
    [member] = [await refresh(h, member)];
    Object.assign(boss, await refresh(h, boss));
    const checklist = async (lang = 'en') => {
      const response = await h.authed(member.token, `/api/payouts/accounts/${funded.id}`, { lang });
      return (response.body.checklist as { code: string; met: boolean; message: string }[]).find((item) => item.code === 'riskReview');
    };
    expect(await checklist()).toEqual({
      code: 'riskReview',
      met: false,
      values: { checks: 'copyTrading' },
      message: 'Our risk team is reviewing this account’s trading (Copy trading); payouts wait for the review',
    });
    expect((await checklist('zh'))?.message).toBe('风控团队正在审核此账户的交易（跟单交易）；审核结束前暂停提现');
    await verifiedIdentity(h, member);
    const refused = await h.authed(member.token, '/api/payouts', {
      body: { accountId: funded.id, amount: 10_000, destination: wallet },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Our risk team is reviewing this account’s trading (Copy trading)');

    // An administrator dismisses it: the member can ask; a new flag then needs an override to approve.
    const flag = (await flagOn('copyTrading', funded.id)) as Flag;
    await h.authed(await bossToken(), `/api/admin/risk/flags/${flag.id}/decision`, {
      body: { action: 'dismiss', reason: 'Same signal service' },
    });
    expect((await checklist())?.met).toBe(true);
    const requested = await h.authed(member.token, '/api/payouts', {
      body: { accountId: funded.id, amount: 10_000, destination: wallet },
    });
    expect(requested.status, requested.text).toBe(201);
    await h.authed(await bossToken(), `/api/admin/risk/flags/${flag.id}/decision`, {
      body: { action: 'confirm', reason: 'Trades copied from another member’s account' },
    });
    expect(await checklist()).toMatchObject({
      met: false,
      message: 'Payouts refused after a risk review: Trades copied from another member’s account',
    });
    const approve = async (body: object) => h.authed(await bossToken(), `/api/admin/payouts/${requested.body.id}/approve`, { body });
    const blocked = await approve({});
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('This account has risk flags under review or confirmed: approving needs an override with a reason');
    const overridden = await approve({ riskOverride: 'Reviewed with the member: a shared signal service' });
    expect(overridden.status, overridden.text).toBe(200);
    const [, approved] = await auditRows(h, 'payout', requested.body.id);
    expect(approved).toMatchObject({ action: 'payout.approved' });
    expect(approved?.details).toMatchObject({ riskOverride: 'Reviewed with the member: a shared signal service', riskFlags: [flag.id] });

    // Refusing payouts rejects the approved request, not yet paid, with the reviewer's reason.
    const refusal = 'Copied trades: no payout from this account';
    const acted = await h.authed(await bossToken(), `/api/admin/risk/flags/${flag.id}/decision`, {
      body: { action: 'refusePayout', reason: refusal },
    });
    expect(acted.status, acted.text).toBe(200);
    const mine = await h.authed(member.token, `/api/payouts/${requested.body.id}`);
    expect(mine.body).toMatchObject({ status: 'rejected', rejectionReason: refusal });
  });

  it('refuses the open payout and fails the accounts when a reviewer acts on a flag', async () => {
    const { start } = await freshPeriod();
    const a = await demoAccount(h, (await signedInMember(h)).token);
    const b = await demoAccount(h, (await signedInMember(h)).token);
    await ingest(h, a.login, trades('P', start, 6));
    await ingest(h, b.login, trades('Q', start, 6, 250));
    await h.runRiskScans();
    const flag = (await flagOn('copyTrading', a.id)) as Flag;
    const failed = await h.authed(await bossToken(), `/api/admin/risk/flags/${flag.id}/decision`, {
      body: { action: 'fail', reason: 'Copy trading between two members' },
    });
    expect(failed.status, failed.text).toBe(200);
    expect((failed.body.accounts as { status: string }[]).map((account) => account.status)).toEqual(['failed', 'failed']);
    expect((await auditRows(h, 'trading_account', a.id)).map((row) => row.action)).toContain('account.force_fail');
    expect(await h.db.select().from(riskScans).where(eq(riskScans.subjectId, a.id))).toEqual([]);
  });
});
