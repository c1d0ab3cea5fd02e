import { and, eq, inArray, max, min, sql } from 'drizzle-orm';
import { minorDigits } from '../../i18n/format';
import { eligibilityCodes, type VerificationState } from '../../schemas/enums';
import type { EligibilityItem } from '../../schemas/payouts';
import { openPositionsAt, type PositionView } from '../accounts/positions';
import type { Db } from '../db';
import { type Challenge, deals, payouts, type TradingAccount, tradingAccounts } from '../db/schema';
import { restrictedTradesSince } from '../news/service';
import { flagsHoldingPayouts, type HoldingFlag } from '../risk/service';
import { identityStates } from '../verification/gates';

/**
 * Whether a funded account may be paid out now, as a checklist (issue 9): every item with its
 * code and the figures its sentence names, so a member sees why, never just "denied".
 */
const day = 86_400_000;

/** The smallest payout in an account's currency: `PAYOUT_MINIMUM` major units in its minor units (JPY has none). */
export function minimumPayout(majorUnits: number, currency: string): number {
  return Math.round(majorUnits * 10 ** minorDigits(currency));
}

/** What the member receives for the profit in the account: (balance − initial) × split, rounded down to the minor unit. */
export function payableOf(account: Pick<TradingAccount, 'balance' | 'initialBalance'>, profitSplitPct: number): number {
  const profit = account.balance - account.initialBalance;
  return profit > 0 ? Math.floor((profit * profitSplitPct) / 100) : 0;
}

/**
 * The profit that leaves the account when `amount` is paid: the member's share is `amount`, the
 * firm's is the rest of the same profit. Rounded up, and never more than the profit in the account.
 */
export function withdrawnFor(amount: number, account: Pick<TradingAccount, 'balance' | 'initialBalance'>, profitSplitPct: number): number {
  return Math.min(Math.ceil((amount * 100) / profitSplitPct), Math.max(0, account.balance - account.initialBalance));
}

export type Eligibility = {
  checklist: EligibilityItem[];
  eligible: boolean;
  payable: number;
  /** When the payout interval is met: the last paid payout's or the first trade's time plus the interval; null before any trade. */
  nextPayoutAt: Date | null;
};

/** What the checklist is decided from, per account: read together for a page of accounts (no query per row). */
type Facts = {
  lastPaidAt: Date | null;
  firstTradeAt: Date | null;
  openPositions: PositionView[];
  openPayoutIds: string[];
  restrictedTrades: number;
  /** Risk flags under review or confirmed (src/server/risk). */
  riskFlags: HoldingFlag[];
  /** The member's identity verification (src/server/verification). */
  identity: VerificationState;
};

async function factsOf(db: Db, accounts: TradingAccount[], now: Date): Promise<Map<string, Facts>> {
  const ids = accounts.map((account) => account.id);
  const facts = new Map<string, Facts>(
    ids.map((id) => [
      id,
      {
        lastPaidAt: null,
        firstTradeAt: null,
        openPositions: [],
        openPayoutIds: [],
        restrictedTrades: 0,
        riskFlags: [],
        identity: 'notStarted',
      },
    ]),
  );
  if (ids.length === 0) return facts;
  // One after another: inside a transaction the queries share one connection anyway.
  const lastPaid = await db
    .select({ accountId: payouts.accountId, paidAt: max(payouts.paidAt) })
    .from(payouts)
    .where(and(inArray(payouts.accountId, ids), eq(payouts.status, 'paid')))
    .groupBy(payouts.accountId);
  // The account's own trades: a deal the platform reported after the close is not one (decision 042).
  const firstTrades = await db
    .select({ accountId: deals.accountId, at: min(deals.time) })
    .from(deals)
    .innerJoin(tradingAccounts, eq(tradingAccounts.id, deals.accountId))
    .where(
      and(
        inArray(deals.accountId, ids),
        eq(deals.entry, 'in'),
        sql`${deals.time} <= coalesce(${tradingAccounts.failedAt}, ${tradingAccounts.passedAt}, 'infinity')`,
      ),
    )
    .groupBy(deals.accountId);
  const open = await db
    .select({ accountId: payouts.accountId, id: payouts.id })
    .from(payouts)
    .where(and(inArray(payouts.accountId, ids), inArray(payouts.status, ['requested', 'approved'])));
  const of = (id: string) => facts.get(id) as Facts;
  for (const row of lastPaid) of(row.accountId).lastPaidAt = row.paidAt;
  for (const row of firstTrades) of(row.accountId).firstTradeAt = row.at;
  for (const row of open) of(row.accountId).openPayoutIds.push(row.id);
  for (const [accountId, flags] of await flagsHoldingPayouts(db, accounts)) of(accountId).riskFlags = flags;
  const identities = await identityStates(db, [...new Set(accounts.map((account) => account.userId))]);
  for (const account of accounts) of(account.id).identity = identities.get(account.userId) ?? 'notStarted';
  // The open positions of each account (two index probes each), as the overviews list them.
  for (const account of accounts) of(account.id).openPositions = (await openPositionsAt(db, account.id, now)).items;
  // Only accounts whose rules have a news window need the (heavier) window check; one query set each.
  for (const account of accounts) {
    if (!account.rules.newsWindowMinutes) continue;
    const entry = of(account.id);
    entry.restrictedTrades = await restrictedTradesSince(db, account, entry.lastPaidAt ?? account.startedAt);
  }
  return facts;
}

/**
 * The checklist from the facts. `ownPayoutId`: the request being reviewed, which does not count as
 * "another open request" against itself.
 */
function eligibilityFrom(account: TradingAccount, challenge: Challenge, facts: Facts, now: Date, ownPayoutId?: string): Eligibility {
  const since = facts.lastPaidAt ?? facts.firstTradeAt;
  const nextPayoutAt = since ? new Date(since.getTime() + challenge.payoutIntervalDays * day) : null;
  const profit = account.balance - account.initialBalance;

  const met: Record<(typeof eligibilityCodes)[number], boolean> = {
    funded: account.funded,
    profit: profit > 0,
    interval: nextPayoutAt !== null && now.getTime() >= nextPayoutAt.getTime(),
    flat: facts.openPositions.length === 0,
    // A closed account is never paid (funded accounts never pass), but only a failure is a breach.
    noBreach: account.status !== 'failed',
    noOpenRequest: facts.openPayoutIds.every((id) => id === ownPayoutId),
    newsWindows: facts.restrictedTrades === 0,
    riskReview: facts.riskFlags.length === 0,
    identity: facts.identity === 'approved',
  };
  // A confirmed flag says the reviewer's reason; flags under review name what is being looked at.
  const confirmed = facts.riskFlags.find((flag) => flag.status === 'confirmed');
  const values: Partial<Record<(typeof eligibilityCodes)[number], Record<string, string | number>>> = {
    profit: { amount: Math.max(profit, 0) },
    interval: { days: challenge.payoutIntervalDays, ...(nextPayoutAt && { date: nextPayoutAt.toISOString() }) },
    newsWindows: { count: facts.restrictedTrades },
    // Where the verification stands says what to do next (verify, wait, send new documents).
    identity: { state: facts.identity },
    ...(facts.riskFlags.length > 0 && {
      riskReview: confirmed
        ? { reason: confirmed.reason ?? '' }
        : { checks: [...new Set(facts.riskFlags.map((flag) => flag.detector))].join(',') },
    }),
    // Named by symbol and ticket, as the open positions list shows them.
    ...(facts.openPositions.length > 0 && {
      flat: { positions: facts.openPositions.map((p) => `${p.symbol} #${p.ticket}`).join(', ') },
    }),
  };
  const checklist = eligibilityCodes.map((code) => ({ code, met: met[code], ...(values[code] && { values: values[code] }) }));
  return {
    checklist,
    eligible: checklist.every((item) => item.met),
    payable: account.funded ? payableOf(account, challenge.profitSplitPct) : 0,
    nextPayoutAt,
  };
}

/** The checklist of one account at `now` (read in the caller's transaction when it must hold). */
export async function eligibilityOf(db: Db, account: TradingAccount, challenge: Challenge, now: Date): Promise<Eligibility> {
  const facts = await factsOf(db, [account], now);
  return eligibilityFrom(account, challenge, facts.get(account.id) as Facts, now);
}

/**
 * The checklists of a page of payout requests as they stand at `now`, keyed by payout id: a fixed
 * number of queries for the whole page, plus per account its open positions and, where its rules have
 * one, the news-window check.
 */
export async function eligibilityOfRequests(
  db: Db,
  requests: { payoutId: string; account: TradingAccount; challenge: Challenge }[],
  now: Date,
): Promise<Map<string, Eligibility>> {
  const accounts = [...new Map(requests.map((request) => [request.account.id, request.account])).values()];
  const facts = await factsOf(db, accounts, now);
  return new Map(
    requests.map((request) => [
      request.payoutId,
      eligibilityFrom(request.account, request.challenge, facts.get(request.account.id) as Facts, now, request.payoutId),
    ]),
  );
}
