/** Payout eligibility and amounts (docs/definitions.md, "Payout"), from a folded account. */
import type { OracleResult } from './types';

export type PayoutTerms = {
  funded: boolean;
  initialBalance: number;
  profitSplitPct: number;
  payoutIntervalDays: number;
  now: string;
  /** Whether another request is open, and how many trades fell in a restricted news window since the last payout. */
  openRequest?: boolean;
  restrictedTrades?: number;
};

export type OraclePayoutAnswer = {
  /** The profit in the account: balance − initial (money paid out has left it). */
  profit: number;
  payable: number;
  /** When the interval is met: the last paid payout's time (or the first trade's) + the interval; null before any trade. */
  nextPayoutAt: string | null;
  checks: {
    funded: boolean;
    profit: boolean;
    interval: boolean;
    flat: boolean;
    noBreach: boolean;
    noOpenRequest: boolean;
    newsWindows: boolean;
  };
  eligible: boolean;
};

export function payoutOf(account: OracleResult, terms: PayoutTerms): OraclePayoutAnswer {
  const profit = account.balance - terms.initialBalance;
  const since = account.lastPayoutAt ?? account.firstTradeAt;
  const next = since === null ? null : Date.parse(since) + terms.payoutIntervalDays * 86_400_000;
  const checks = {
    funded: terms.funded,
    profit: profit > 0,
    interval: next !== null && Date.parse(terms.now) >= next,
    flat: account.openPositions.length === 0,
    noBreach: account.status !== 'failed',
    noOpenRequest: !terms.openRequest,
    newsWindows: (terms.restrictedTrades ?? 0) === 0,
  };
  return {
    profit,
    // Only a funded account has anything payable (an evaluation account's profit is not paid out).
    payable: terms.funded && profit > 0 ? Math.floor((profit * terms.profitSplitPct) / 100) : 0,
    nextPayoutAt: next === null ? null : new Date(next).toISOString(),
    checks,
    eligible: Object.values(checks).every(Boolean) && account.status === 'active',
  };
}

/** What paying `amount` takes out of the account: amount ÷ split, rounded up to the cent, at most the profit. */
export function withdrawnFor(amount: number, profit: number, profitSplitPct: number): number {
  return Math.min(Math.ceil((amount * 100) / profitSplitPct), Math.max(0, profit));
}
