/**
 * Plays a generated history (tests/oracle/history.ts) through the API as the platform and the firm
 * would: a product with the plan's rules, a member who buys it (and an administrator who passes it to
 * the funded stage), signed bridge batches on the clock of their last event, payouts requested by the
 * member and approved and paid by the administrator, the deadline job; then holds every answer about
 * the account against the oracle (tests/oracle/compare.ts).
 */
import { expect } from 'vitest';
import { settleDeadlines } from '../../src/server/accounts/deadlines';
import { firstVersion } from '../../src/server/challenges/versions';
import { challenges } from '../../src/server/db/schema';
import { compareAccount } from '../oracle/compare';
import { type Plan, realise, startOf } from '../oracle/history';
import { oracle } from '../oracle/index';
import type { Harness } from './harness';
import { demoAccount, ingest, type Person, refresh, signedInMember, successorOf, verifiedIdentity } from './tradingHelpers';

const bank = { method: 'bankTransfer', accountHolder: 'Maria Novak', iban: 'CZ65 0800 0000 1920 0014 5399', bic: 'GIBACZPX' };
let products = 0;

export type Outcome = {
  accountId: string;
  /** What differs between the API and the oracle (or between two API answers); empty when all agree. */
  problems: string[];
  status: string;
  breachRule: string | null;
  /** What crossed the floor: deal, equity, payout, midnight or deadline. */
  trigger: string | null;
  payouts: number;
  events: number;
};

/** A product with one phase of the plan's rules, no news windows and the plan's payout terms. */
async function product(h: Harness, plan: Plan): Promise<string> {
  products += 1;
  const slug = `oracle-${products}-${Date.now().toString(36)}`;
  await h.db.insert(challenges).values(
    firstVersion({
      slug,
      name: `Oracle ${products}`,
      names: {},
      description: '',
      accountSize: plan.initialBalance,
      currency: 'USD',
      price: 9_900,
      platform: 'MT5',
      leverage: 100,
      profitSplitPct: plan.profitSplitPct,
      payoutIntervalDays: plan.payoutIntervalDays,
      fundedNewsWindowMinutes: null,
      phases: [{ name: 'Phase 1', rules: { ...plan.rules, newsWindowMinutes: null } }],
      active: true,
      sortOrder: 100 + products,
    }),
  );
  return slug;
}

export async function playPlan(h: Harness, bossIn: Person, plan: Plan): Promise<Outcome> {
  let boss = bossIn;
  h.clock.set(startOf(plan));
  let member = await signedInMember(h);
  // Payouts go to the verified person (issue 31).
  await verifiedIdentity(h, member);
  boss = await refresh(h, boss);
  const slug = await product(h, plan);
  let account = await demoAccount(h, member.token, slug);
  if (plan.funded) {
    const forced = await h.authed(boss.token, `/api/admin/accounts/${account.id}/force`, {
      body: { action: 'pass', reason: 'oracle set-up' },
    });
    expect(forced.status, forced.text).toBe(200);
    const next = await successorOf(h, account.id);
    expect(next?.funded).toBe(true);
    account = next!;
  }
  // The smallest payout a member may ask, in cents (the products here are in USD).
  const minimum = h.env.PAYOUT_MINIMUM * 100;
  const realised = realise(plan, account.startedAt.toISOString(), minimum);

  let payouts = 0;
  for (const action of realised.actions) {
    if (action.type === 'batch') {
      const last = action.events[action.events.length - 1]!;
      h.clock.set(Date.parse(last.time) + 1_000);
      await ingest(h, account.login, action.events);
      continue;
    }
    // A payout: asked, approved and paid at one instant (the money leaves the account when paid).
    h.clock.set(action.time);
    member = await refresh(h, member);
    boss = await refresh(h, boss);
    const asked = await h.authed(member.token, '/api/payouts', {
      body: { accountId: account.id, amount: action.amount, destination: bank },
    });
    expect(asked.status, `payout of ${action.amount} (oracle: ${JSON.stringify(action.before)}): ${asked.text}`).toBe(201);
    expect(asked.body.withdrawn, 'what paying takes out of the account').toBe(action.withdrawn);
    const approved = await h.authed(boss.token, `/api/admin/payouts/${asked.body.id}/approve`, { method: 'POST' });
    expect(approved.status, approved.text).toBe(200);
    const paid = await h.authed(boss.token, `/api/admin/payouts/${asked.body.id}/pay`, { body: { reference: action.id } });
    expect(paid.status, paid.text).toBe(200);
    payouts += 1;
  }

  // Read when the trader would: the deadline job has run by then.
  h.clock.set(realised.now);
  await settleDeadlines(h.services);
  member = await refresh(h, member);
  boss = await refresh(h, boss);
  const input = {
    initialBalance: account.initialBalance,
    startedAt: realised.startedAt,
    rules: realised.rules,
    events: realised.events,
    now: realised.now,
  };
  const result = oracle(input);
  const tokens = { member: member.token, admin: boss.token };
  const problems = await compareAccount((path, as) => h.authed(tokens[as], path), account.id, {
    input,
    result,
    userId: member.id,
    funded: plan.funded,
    profitSplitPct: plan.profitSplitPct,
    payoutIntervalDays: plan.payoutIntervalDays,
  });
  return {
    accountId: account.id,
    problems,
    status: result.status,
    breachRule: result.breach?.rule ?? null,
    trigger: result.breach?.trigger.kind ?? null,
    payouts,
    events: realised.events.length,
  };
}
