import { and, desc, eq, inArray, min } from 'drizzle-orm';
import { eligibilityCodes } from '../../schemas/enums';
import type { EligibilityItem } from '../../schemas/payouts';
import { minorDigits } from '../../ui/format';
import type { Db } from '../db';
import { type Challenge, deals, equitySnapshots, payouts, type TradingAccount } from '../db/schema';
import { restrictedTradesSince } from '../news/service';

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

/** The checklist of one account at `now` (read in the caller's transaction when it must hold). */
export async function eligibilityOf(db: Db, account: TradingAccount, challenge: Challenge, now: Date): Promise<Eligibility> {
  const [lastPaid] = await db
    .select({ paidAt: payouts.paidAt })
    .from(payouts)
    .where(and(eq(payouts.accountId, account.id), eq(payouts.status, 'paid')))
    .orderBy(desc(payouts.paidAt))
    .limit(1);
  const [firstTrade] = await db
    .select({ at: min(deals.time) })
    .from(deals)
    .where(and(eq(deals.accountId, account.id), eq(deals.entry, 'in')));
  const [lastSnapshot] = await db
    .select({ balance: equitySnapshots.balance, equity: equitySnapshots.equity })
    .from(equitySnapshots)
    .where(eq(equitySnapshots.accountId, account.id))
    .orderBy(desc(equitySnapshots.time))
    .limit(1);
  const [open] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.accountId, account.id), inArray(payouts.status, ['requested', 'approved'])))
    .limit(1);

  const since = lastPaid?.paidAt ?? firstTrade?.at ?? null;
  const nextPayoutAt = since ? new Date(since.getTime() + challenge.payoutIntervalDays * day) : null;
  // The period a payout settles: since the last paid payout, or the whole funded account.
  const periodStart = lastPaid?.paidAt ?? account.startedAt;
  const restricted = account.rules.newsWindowMinutes ? await restrictedTradesSince(db, account, periodStart) : 0;
  const profit = account.balance - account.initialBalance;
  // The platform's last report with open positions shows equity apart from the balance.
  const flat = lastSnapshot ? lastSnapshot.equity === lastSnapshot.balance : account.equity === account.balance;

  const met: Record<(typeof eligibilityCodes)[number], boolean> = {
    funded: account.funded,
    profit: profit > 0,
    interval: nextPayoutAt !== null && now.getTime() >= nextPayoutAt.getTime(),
    flat,
    noBreach: account.status === 'active',
    noOpenRequest: !open,
    newsWindows: restricted === 0,
  };
  const values: Partial<Record<(typeof eligibilityCodes)[number], Record<string, string | number>>> = {
    profit: { amount: Math.max(profit, 0) },
    interval: { days: challenge.payoutIntervalDays, ...(nextPayoutAt && { date: nextPayoutAt.toISOString() }) },
    newsWindows: { count: restricted },
  };
  const checklist = eligibilityCodes.map((code) => ({ code, met: met[code], ...(values[code] && { values: values[code] }) }));
  return {
    checklist,
    eligible: checklist.every((item) => item.met),
    payable: account.funded ? payableOf(account, challenge.profitSplitPct) : 0,
    nextPayoutAt,
  };
}
