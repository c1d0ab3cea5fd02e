import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fundedRules, seedCatalogue } from '../../src/server/challenges/catalogue';
import { breaches, certificates, tradingAccounts } from '../../src/server/db/schema';
import { productInput } from '../builders/challenges';
import { snapshot, trade } from '../builders/events';
import { drivers, useHarness } from './harness';
import {
  accountRow,
  auditRows,
  demoAccount,
  forbidden,
  ingest,
  refresh,
  signedInAdmin,
  signedInMember,
  successorOf,
} from './tradingHelpers';

const certificateCode = /^[A-HJ-NP-Z2-9]{10}$/;

describe.each(drivers)('account lifecycle (%s)', (driver) => {
  const h = useHarness(driver);
  beforeAll(() => seedCatalogue(h.services.db));

  describe('passing, funding and breaching through the bridge', () => {
    it('passes Phase 1 and Phase 2 on Prague trading days, opens the next accounts with certificates, and fails the funded account on its daily floor', async () => {
      // Monday 2 February 2026, 09:00 in Prague (UTC+1).
      h.clock.set('2026-02-02T08:00:00Z');
      let member = await signedInMember(h);
      const phase1 = await demoAccount(h, member.token, 'two-step-10k');
      expect(phase1.startedAt).toEqual(new Date('2026-02-02T08:00:00Z'));

      // Four Prague days (2, 3, 4, 5 February) but only two UTC days: 23:30 UTC is already the next day in Prague.
      h.clock.set('2026-02-04T12:00:00Z');
      const firstDays = await ingest(h, phase1.login, [
        ...trade('1', '2026-02-02T09:00:00Z', '2026-02-02T10:00:00Z', 30_000),
        ...trade('2', '2026-02-02T23:30:00Z', '2026-02-02T23:45:00Z', 30_000),
        ...trade('3', '2026-02-04T09:00:00Z', '2026-02-04T10:00:00Z', 30_000),
      ]);
      expect(firstDays.evaluation).toMatchObject({ status: 'active', balance: 1_090_000, tradingDays: 3, profitTarget: 1_100_000 });

      h.clock.set('2026-02-05T12:00:00Z');
      const passing = await ingest(h, phase1.login, trade('4', '2026-02-04T23:15:00Z', '2026-02-05T10:00:00Z', 15_000));
      const passedAt = '2026-02-05T10:00:00.000Z';
      expect(passing.evaluation).toMatchObject({ status: 'passed', passedAt, balance: 1_105_000, tradingDays: 4, breach: null });

      const passed = await accountRow(h, phase1.id);
      expect(passed).toMatchObject({ status: 'passed', passedAt: new Date(passedAt), failedAt: null });
      const phase1Certificates = await h.db.select().from(certificates).where(eq(certificates.accountId, phase1.id));
      expect(phase1Certificates).toHaveLength(1);
      expect(phase1Certificates[0]).toMatchObject({
        userId: member.id,
        kind: 'phase_passed',
        holderName: 'Maria Novak',
        title: 'Two-Step 10K — Phase 1',
        // A passed phase proves the account size it was passed on.
        amount: 1_000_000,
        currency: 'USD',
        issuedAt: new Date(passedAt),
      });
      expect(phase1Certificates[0]!.code).toMatch(certificateCode);

      const phase2 = await successorOf(h, phase1.id);
      expect(phase2).toMatchObject({
        userId: member.id,
        challengeId: phase1.challengeId,
        orderId: phase1.orderId,
        previousAccountId: phase1.id,
        phase: 2,
        phaseName: 'Phase 2',
        funded: false,
        demo: true,
        status: 'active',
        initialBalance: 1_000_000,
        balance: 1_000_000,
        equity: 1_000_000,
        startedAt: new Date(passedAt),
      });
      expect((phase2!.rules as any).profitTargetPct).toBe(5);
      expect(phase2!.login).toMatch(/^\d{8}$/);
      expect(phase2!.login).not.toBe(phase1.login);
      const phase1Audits = await auditRows(h, 'trading_account', phase1.id);
      expect(phase1Audits.map((a) => a.action)).toEqual(['account.provisioned', 'account.passed']);

      // Phase 2: 5 % over four Prague days (5, 6, 9 and 10 February).
      h.clock.set('2026-02-10T12:00:00Z');
      const phase2Result = await ingest(h, phase2!.login, [
        ...trade('11', '2026-02-05T12:00:00Z', '2026-02-05T13:00:00Z', 20_000),
        ...trade('12', '2026-02-06T09:00:00Z', '2026-02-06T10:00:00Z', 20_000),
        ...trade('13', '2026-02-09T09:00:00Z', '2026-02-09T10:00:00Z', 5_000),
        ...trade('14', '2026-02-10T09:00:00Z', '2026-02-10T10:00:00Z', 10_000),
      ]);
      const fundedAt = '2026-02-10T10:00:00.000Z';
      expect(phase2Result.evaluation).toMatchObject({ status: 'passed', passedAt: fundedAt, balance: 1_055_000, tradingDays: 4 });

      const funded = await successorOf(h, phase2!.id);
      expect(funded).toMatchObject({
        previousAccountId: phase2!.id,
        phase: 2,
        phaseName: 'Funded',
        funded: true,
        status: 'active',
        initialBalance: 1_000_000,
        startedAt: new Date(fundedAt),
      });
      expect(funded!.rules).toEqual(fundedRules(phase2!.rules as any, 2));
      expect((funded!.rules as any).profitTargetPct).toBeNull();
      const fundedCertificates = await h.db
        .select()
        .from(certificates)
        .where(eq(certificates.userId, member.id))
        .orderBy(asc(certificates.title));
      expect(fundedCertificates.map((c) => [c.kind, c.title, c.accountId, c.amount, c.currency, c.issuedAt.toISOString()])).toEqual([
        ['funded', 'Two-Step 10K — Funded', funded!.id, 1_000_000, 'USD', fundedAt],
        ['phase_passed', 'Two-Step 10K — Phase 1', phase1.id, 1_000_000, 'USD', passedAt],
        ['phase_passed', 'Two-Step 10K — Phase 2', phase2!.id, 1_000_000, 'USD', fundedAt],
      ]);

      // Funded: profit never passes; the next day's floor is that midnight's balance − 5 %, and equity at the floor fails.
      h.clock.set('2026-02-11T13:00:00Z');
      const profitable = await ingest(h, funded!.login, [
        ...trade('21', '2026-02-10T14:00:00Z', '2026-02-10T15:00:00Z', 30_000),
        snapshot('2026-02-11T12:00:00Z', 1_030_000, 980_001),
      ]);
      expect(profitable.evaluation).toMatchObject({
        status: 'active',
        dailyLossFloor: 980_000,
        maxLossFloor: 900_000,
        profitTarget: 1_000_000,
      });
      const breached = await ingest(h, funded!.login, [snapshot('2026-02-11T12:05:00Z', 1_030_000, 980_000)]);
      const breachAt = '2026-02-11T12:05:00.000Z';
      expect(breached.evaluation).toMatchObject({
        status: 'failed',
        breach: { rule: 'maxDailyLoss', at: breachAt, equity: 980_000, floor: 980_000 },
      });
      expect(await accountRow(h, funded!.id)).toMatchObject({ status: 'failed', failedAt: new Date(breachAt), equity: 980_000 });
      const breachRows = await h.db.select().from(breaches).where(eq(breaches.accountId, funded!.id));
      expect(breachRows).toHaveLength(1);
      expect(breachRows[0]).toMatchObject({ rule: 'maxDailyLoss', at: new Date(breachAt), equity: 980_000, floor: 980_000, reason: null });
      // Nothing follows a failure.
      expect(await successorOf(h, funded!.id)).toBeUndefined();
      const fundedAudits = await auditRows(h, 'trading_account', funded!.id);
      expect(fundedAudits.map((a) => [a.action, a.actorId])).toEqual([
        ['account.provisioned', null],
        ['account.failed', null],
      ]);

      // What the member sees (a fresh session: the clock moved on by days).
      member = await refresh(h, member);
      const list = await h.authed(member.token, '/api/accounts?status=all');
      expect((list.body.items as any[]).map((a) => [a.phaseName, a.status]).sort()).toEqual([
        ['Funded', 'failed'],
        ['Phase 1', 'passed'],
        ['Phase 2', 'passed'],
      ]);
      const own = await h.authed(member.token, '/api/certificates');
      expect(own.status).toBe(200);
      expect(own.body.items).toHaveLength(3);
      expect(own.body.items[0].issuedAt).toBe(fundedAt);

      // Anyone can verify a certificate by its code.
      const fundedCertificate = fundedCertificates[0]!;
      const verified = await h.request(`/api/certificates/verify/${fundedCertificate.code}`);
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({
        status: 'valid',
        certificate: {
          code: fundedCertificate.code,
          holderName: 'Maria Novak',
          kind: 'funded',
          title: 'Two-Step 10K — Funded',
          amount: 1_000_000,
          currency: 'USD',
          issuedAt: fundedAt,
          revokedAt: null,
        },
      });
      const phaseCertificate = await h.request(`/api/certificates/verify/${phase1Certificates[0]!.code}`);
      expect(phaseCertificate.body).toMatchObject({
        status: 'valid',
        certificate: { holderName: 'Maria Novak', kind: 'phase_passed', title: 'Two-Step 10K — Phase 1', issuedAt: passedAt },
      });
    });

    it('answers an unknown certificate code with 404 and a malformed one with 400', async () => {
      const unknown = await h.request('/api/certificates/verify/ABCDEFGH23');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'The requested certificate is not found' });
      for (const code of ['abcdefgh23', 'ABCDEFGH0I', 'ABCDEFGH2', 'ABCDEFGH234']) {
        expect((await h.request(`/api/certificates/verify/${code}`)).status, code).toBe(400);
      }
      expect((await h.request('/api/certificates')).status).toBe(401);
    });

    it('fails an evaluation on the static maximum loss once it is above the daily floor, and records that floor', async () => {
      h.clock.set('2026-03-02T08:00:00Z');
      const member = await signedInMember(h);
      const account = await demoAccount(h, member.token, 'two-step-10k');
      // −45 000 on two days: 910 000 at the third midnight, so the daily floor (860 000) is below the static one (900 000).
      h.clock.set('2026-03-04T16:00:00Z');
      const result = await ingest(h, account.login, [
        ...trade('1', '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z', -45_000),
        ...trade('2', '2026-03-03T09:00:00Z', '2026-03-03T10:00:00Z', -45_000),
        ...trade('3', '2026-03-04T09:00:00Z', '2026-03-04T10:00:00Z', -9_999),
      ]);
      expect(result.evaluation).toMatchObject({ status: 'active', balance: 900_001, dailyLossFloor: 860_000, maxLossFloor: 900_000 });
      const failed = await ingest(h, account.login, [snapshot('2026-03-04T11:00:00Z', 900_001, 900_000)]);
      expect(failed.evaluation).toMatchObject({
        status: 'failed',
        breach: { rule: 'maxLoss', at: '2026-03-04T11:00:00.000Z', equity: 900_000, floor: 900_000 },
        objectives: { maxLoss: { met: false }, maxDailyLoss: { met: true } },
      });
      const rows = await h.db.select().from(breaches).where(eq(breaches.accountId, account.id));
      expect(rows.map((r) => [r.rule, r.at.toISOString(), r.equity, r.floor])).toEqual([
        ['maxLoss', '2026-03-04T11:00:00.000Z', 900_000, 900_000],
      ]);
      expect(await accountRow(h, account.id)).toMatchObject({ status: 'failed', failedAt: new Date('2026-03-04T11:00:00Z') });
    });
    it('passes a one-step evaluation only once the best day is at most half the profit, then opens the funded account', async () => {
      h.clock.set('2026-03-09T08:00:00Z');
      const member = await signedInMember(h);
      const account = await demoAccount(h, member.token, 'one-step-10k');
      h.clock.set('2026-03-10T16:00:00Z');
      const twoDays = await ingest(h, account.login, [
        ...trade('1', '2026-03-09T09:00:00Z', '2026-03-09T10:00:00Z', 80_000),
        ...trade('2', '2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z', 30_000),
      ]);
      // Above the target, but the best day (80 000) is more than 50 % of the profit (110 000).
      expect(twoDays.evaluation).toMatchObject({
        status: 'active',
        balance: 1_110_000,
        profitTarget: 1_100_000,
        // Trailing: the highest midnight balance (1 080 000) − 100 000.
        maxLossFloor: 980_000,
        dailyLossFloor: 1_050_000,
        objectives: { profitTarget: { met: true }, minTradingDays: { met: true }, bestDay: { met: false } },
      });
      h.clock.set('2026-03-11T16:00:00Z');
      const third = await ingest(h, account.login, trade('3', '2026-03-11T09:00:00Z', '2026-03-11T10:00:00Z', 60_000));
      expect(third.evaluation).toMatchObject({
        status: 'passed',
        passedAt: '2026-03-11T10:00:00.000Z',
        balance: 1_170_000,
        // The trailing floor stops at the initial balance.
        maxLossFloor: 1_000_000,
        dailyLossFloor: 1_080_000,
      });
      const funded = await successorOf(h, account.id);
      expect(funded).toMatchObject({ phase: 1, phaseName: 'Funded', funded: true, status: 'active', initialBalance: 1_000_000 });
      expect(funded!.rules).toMatchObject({
        profitTargetPct: null,
        minTradingDays: 0,
        bestDayPct: null,
        maxLossMode: 'trailing',
        maxDailyLossPct: 3,
      });
      const issued = await h.db.select().from(certificates).where(eq(certificates.userId, member.id)).orderBy(asc(certificates.kind));
      expect(issued.map((c) => [c.kind, c.title, c.accountId])).toEqual([
        ['funded', 'One-Step 10K — Funded', funded!.id],
        ['phase_passed', 'One-Step 10K — Evaluation', account.id],
      ]);
    });

    it('fails an account at its time limit on the next sync, even without new events', async () => {
      h.clock.set('2026-05-04T08:00:00Z');
      const boss = await signedInAdmin(h);
      const created = await h.authed(boss.token, '/api/admin/challenges', { body: productInput('limited-5k') });
      expect(created.status).toBe(201);
      const member = await signedInMember(h);
      const account = await demoAccount(h, member.token, 'limited-5k');
      h.clock.set('2026-05-05T08:00:00Z');
      await ingest(h, account.login, trade('1', '2026-05-04T09:00:00Z', '2026-05-04T10:00:00Z', 10_000));
      // 30 days after the start the account has not reached its 8 % target.
      h.clock.set('2026-06-05T10:00:00Z');
      const sync = await ingest(h, account.login, []);
      const deadline = '2026-06-03T08:00:00.000Z';
      expect(sync.evaluation).toMatchObject({ status: 'failed', breach: { rule: 'timeLimit', at: deadline, equity: 510_000, floor: 0 } });
      expect(await accountRow(h, account.id)).toMatchObject({ status: 'failed', failedAt: new Date(deadline) });
      const rows = await h.db.select().from(breaches).where(eq(breaches.accountId, account.id));
      expect(rows.map((r) => [r.rule, r.at.toISOString(), r.equity, r.floor])).toEqual([['timeLimit', deadline, 510_000, 0]]);
    });
  });

  describe('POST /api/admin/accounts/:id/force', () => {
    async function setUp() {
      h.clock.set('2026-04-06T08:00:00Z');
      const boss = await signedInAdmin(h);
      const member = await signedInMember(h);
      const account = await demoAccount(h, member.token, 'two-step-25k');
      h.clock.set('2026-04-06T09:00:00Z');
      return { boss, member, account };
    }

    it('passes an active account with a reason: passed, next phase opened, certificate issued, audited', async () => {
      const { boss, member, account } = await setUp();
      const reason = 'Platform outage compensated';
      const response = await h.authed(boss.token, `/api/admin/accounts/${account.id}/force`, { body: { action: 'pass', reason } });
      expect(response.status, response.text).toBe(200);
      const at = '2026-04-06T09:00:00.000Z';
      expect(response.body).toMatchObject({
        id: account.id,
        status: 'passed',
        passedAt: at,
        evaluation: { status: 'passed', passedAt: at },
      });
      const next = await successorOf(h, account.id);
      expect(next).toMatchObject({ phase: 2, phaseName: 'Phase 2', status: 'active', startedAt: new Date(at), userId: member.id });
      const issued = await h.db.select().from(certificates).where(eq(certificates.accountId, account.id));
      expect(issued.map((c) => [c.kind, c.title])).toEqual([['phase_passed', 'Two-Step 25K — Phase 1']]);
      const audits = await auditRows(h, 'trading_account', account.id);
      expect(audits.map((a) => [a.action, a.actorId])).toEqual([
        ['account.provisioned', member.id],
        ['account.force_pass', boss.id],
        ['account.passed', boss.id],
      ]);
      expect(audits[1]!.details).toEqual({ reason });
      expect(audits[2]!.details).toMatchObject({ reason, passedAt: at });

      // Not active any more: 409 for pass and fail.
      for (const action of ['pass', 'fail']) {
        const again = await h.authed(boss.token, `/api/admin/accounts/${account.id}/force`, { body: { action, reason } });
        expect(again.status, action).toBe(409);
      }
      expect(await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.previousAccountId, account.id))).toHaveLength(1);
    });

    it('fails an active account with a reason: failed by the manual rule, breach row with the reason, audited', async () => {
      const { boss, account } = await setUp();
      const reason = 'Copy trading between accounts';
      const response = await h.authed(boss.token, `/api/admin/accounts/${account.id}/force`, { body: { action: 'fail', reason } });
      expect(response.status, response.text).toBe(200);
      const at = '2026-04-06T09:00:00.000Z';
      expect(response.body).toMatchObject({
        status: 'failed',
        failedAt: at,
        evaluation: { status: 'failed', breach: { rule: 'manual', at, equity: 2_500_000, floor: 0 } },
      });
      const rows = await h.db.select().from(breaches).where(eq(breaches.accountId, account.id));
      expect(rows.map((r) => [r.rule, r.at.toISOString(), r.equity, r.floor, r.reason])).toEqual([['manual', at, 2_500_000, 0, reason]]);
      const audits = await auditRows(h, 'trading_account', account.id);
      expect(audits.map((a) => [a.action, a.actorId])).toEqual([
        ['account.provisioned', expect.any(String)],
        ['account.force_fail', boss.id],
        ['account.failed', boss.id],
      ]);
      expect(audits[1]!.details).toEqual({ reason });
      expect(await successorOf(h, account.id)).toBeUndefined();
      const again = await h.authed(boss.token, `/api/admin/accounts/${account.id}/force`, { body: { action: 'fail', reason } });
      expect(again.status).toBe(409);
    });

    it('resets an active account: closes it and opens the same phase afresh with a new login, audited', async () => {
      const { boss, member, account } = await setUp();
      await ingest(h, account.login, trade('1', '2026-04-06T08:10:00Z', '2026-04-06T08:20:00Z', -20_000));
      const reason = 'Member asked for a fresh start';
      const response = await h.authed(boss.token, `/api/admin/accounts/${account.id}/force`, { body: { action: 'reset', reason } });
      expect(response.status, response.text).toBe(200);
      const at = '2026-04-06T09:00:00.000Z';
      const fresh = response.body;
      expect(fresh).toMatchObject({
        phase: 1,
        phaseName: 'Phase 1',
        status: 'active',
        initialBalance: 2_500_000,
        balance: 2_500_000,
        equity: 2_500_000,
        startedAt: at,
        lastSyncedAt: null,
      });
      expect(fresh.id).not.toBe(account.id);
      expect(fresh.login).toMatch(/^\d{8}$/);
      expect(fresh.login).not.toBe(account.login);
      expect(await accountRow(h, fresh.id)).toMatchObject({
        previousAccountId: account.id,
        orderId: account.orderId,
        userId: member.id,
        demo: true,
      });

      const closed = await accountRow(h, account.id);
      expect(closed).toMatchObject({ status: 'failed', failedAt: new Date(at) });
      const [row] = await h.db.select().from(breaches).where(eq(breaches.accountId, account.id));
      expect(row).toMatchObject({ rule: 'reset', equity: 2_480_000, floor: 0, reason });
      const audits = await auditRows(h, 'trading_account', account.id);
      expect(audits.map((a) => a.action)).toEqual(['account.provisioned', 'account.failed', 'account.reset']);
      expect(audits[2]).toMatchObject({ actorId: boss.id, details: { reason, newAccountId: fresh.id } });
      const freshAudits = await auditRows(h, 'trading_account', fresh.id);
      expect(freshAudits.map((a) => [a.action, a.actorId])).toEqual([['account.provisioned', boss.id]]);
    });

    it('refuses to pass a funded account (409)', async () => {
      const { boss, account } = await setUp();
      const reason = 'Testing the funded stage';
      await h.authed(boss.token, `/api/admin/accounts/${account.id}/force`, { body: { action: 'pass', reason } });
      const phase2 = await successorOf(h, account.id);
      await h.authed(boss.token, `/api/admin/accounts/${phase2!.id}/force`, { body: { action: 'pass', reason } });
      const funded = await successorOf(h, phase2!.id);
      expect(funded).toMatchObject({ funded: true, status: 'active' });
      const refused = await h.authed(boss.token, `/api/admin/accounts/${funded!.id}/force`, { body: { action: 'pass', reason } });
      expect(refused.status).toBe(409);
      expect((await accountRow(h, funded!.id)).status).toBe('active');
    });

    it('answers a missing or short reason and an unknown action with 400, an unknown account with 404 and a member with 403', async () => {
      const { boss, member, account } = await setUp();
      const path = `/api/admin/accounts/${account.id}/force`;
      const noReason = await h.authed(boss.token, path, { body: { action: 'fail' } });
      expect(noReason.status).toBe(400);
      const short = await h.authed(boss.token, path, { body: { action: 'fail', reason: 'no' } });
      expect(short.status).toBe(400);
      expect(short.body).toEqual({ message: 'Minimum 3 symbols' });
      const badAction = await h.authed(boss.token, path, { body: { action: 'freeze', reason: 'because' } });
      expect(badAction.status).toBe(400);
      const unknown = await h.authed(boss.token, `/api/admin/accounts/${crypto.randomUUID()}/force`, {
        body: { action: 'fail', reason: 'because' },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'The requested account is not found' });
      const byMember = await h.authed(member.token, path, { body: { action: 'pass', reason: 'I deserve it' } });
      expect(byMember.status).toBe(403);
      expect(byMember.body).toEqual(forbidden);
      expect(await accountRow(h, account.id)).toMatchObject({ status: 'active' });
      expect(await auditRows(h, 'trading_account', account.id)).toHaveLength(1);
    });

    it("keeps a forced failure in the account's evaluation when the platform reports later events", async () => {
      const { boss, member, account } = await setUp();
      const reason = 'Copy trading between accounts';
      await h.authed(boss.token, `/api/admin/accounts/${account.id}/force`, { body: { action: 'fail', reason } });
      // The platform still reports a trade made after the account was closed: stored, and it moves no figure.
      h.clock.set('2026-04-06T09:30:00Z');
      const late = await ingest(h, account.login, trade('9', '2026-04-06T09:10:00Z', '2026-04-06T09:20:00Z', 1_000));
      expect(late.accepted).toBe(2);
      const row = await accountRow(h, account.id);
      expect(row.status).toBe('failed');
      expect(row.balance).toBe(2_500_000);
      expect(row.checkpoint?.state).toMatchObject({ status: 'failed', balance: 2_500_000, tradingDays: 0 });
      const view = await h.authed(member.token, `/api/accounts/${account.id}`);
      expect(view.body.status).toBe('failed');
      // The account says failed; its evaluation must keep saying so, with the manual breach.
      expect(view.body.evaluation).toMatchObject({ status: 'failed', breach: { rule: 'manual', at: '2026-04-06T09:00:00.000Z' } });
    });
  });
});
