/**
 * Issue 26: the demo member's accounts (near the daily limit, passed, failed, phase 2, funded), seeded
 * as `npm start` seeds them, each held against the oracle over the events stored for it (deals,
 * equity reports, paid payouts): every answer about it agrees (tests/oracle/compare.ts).
 */
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEvents } from '../../src/server/accounts/service';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { challenges, type TradingAccount, tradingAccounts } from '../../src/server/db/schema';
import { seedDemoTrading } from '../../src/server/demo/seed';
import { demoUsers } from '../../src/server/demoUsers';
import { compareAccount } from '../oracle/compare';
import { type OracleEvent, type OracleInput, oracle } from '../oracle/index';
import { useHarness } from './harness';
import { insertDemoUsers, type Person, refresh, signedInAdmin } from './tradingHelpers';

const demoMember = demoUsers[0];

describe('the demo accounts agree with the oracle', () => {
  const h = useHarness('pglite', 60_000);
  let member: Person;
  let boss: Person;
  let accounts: TradingAccount[] = [];

  beforeAll(async () => {
    await seedCatalogue(h.services.db);
    // The day the demo is seeded on (a fixed Wednesday afternoon, as the demo test does).
    h.clock.set('2026-06-10T12:00:00Z');
    await insertDemoUsers(h);
    await seedDemoTrading(h.services, demoMember.email);
    const user = await h.userByEmail(demoMember.email);
    member = { email: demoMember.email, password: demoMember.password, id: user!.id, token: '' };
    boss = await signedInAdmin(h);
    accounts = await h.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userId, user!.id))
      .orderBy(asc(tradingAccounts.startedAt));
  }, 120_000);

  /** What is stored for the account (the store's own reader), in the oracle's words: a balance adjustment is a payout. */
  async function storedEvents(account: TradingAccount): Promise<OracleEvent[]> {
    return (await loadEvents(h.db, account.id)).map(
      (e): OracleEvent => (e.kind === 'adjustment' ? { kind: 'payout', time: e.time, id: e.id, amount: e.amount } : e),
    );
  }

  it('has accounts in every state: active, passed, failed, funded', () => {
    const states = new Set(accounts.map((a) => (a.funded ? 'funded' : a.status)));
    expect([...states].sort()).toEqual(['active', 'failed', 'funded', 'passed']);
  });

  it.each(['failed', 'passed', 'funded', 'active'])(
    'every figure of the %s demo account(s) agrees',
    async (state) => {
      const chosen = accounts.filter((a) => (a.funded ? 'funded' : a.status) === state);
      expect(chosen.length).toBeGreaterThan(0);
      // Read a minute after seeding, as a trader opening the demo would.
      h.clock.set('2026-06-10T12:01:00Z');
      member = await refresh(h, member);
      boss = await refresh(h, boss);
      const tokens = { member: member.token, admin: boss.token };
      for (const account of chosen) {
        const [challenge] = await h.db.select().from(challenges).where(eq(challenges.id, account.challengeId));
        const { newsWindowMinutes: _, ...rules } = account.rules;
        const input: OracleInput = {
          initialBalance: account.initialBalance,
          startedAt: account.startedAt.toISOString(),
          rules,
          events: await storedEvents(account),
          now: h.clock.now().toISOString(),
        };
        const result = oracle(input);
        // The verdict the database keeps is the oracle's.
        expect({ status: account.status, breach: account.evaluation?.breach?.rule ?? null }).toEqual({
          status: result.status,
          breach: result.breach?.rule ?? null,
        });
        const problems = await compareAccount((path, as) => h.authed(tokens[as], path), account.id, {
          input,
          result,
          userId: member.id,
          funded: account.funded,
          profitSplitPct: challenge!.profitSplitPct,
          payoutIntervalDays: challenge!.payoutIntervalDays,
        });
        expect(problems, `${account.login} (${account.status}, ${input.events.length} events)`).toEqual([]);
      }
    },
    60_000,
  );
});
