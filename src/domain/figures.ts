/**
 * The figures a trader reads on the account overview, derived from the rule engine's state
 * (`stateAt(checkpoint.state, now)`). Pure; amounts in minor units.
 */
import type { EvaluationState } from './rules';

export type FiguresInput = Pick<
  EvaluationState,
  | 'rules'
  | 'initialBalance'
  | 'balance'
  | 'equity'
  | 'dailyLossAmount'
  | 'maxLossAmount'
  | 'dailyLossFloor'
  | 'maxLossFloor'
  | 'highestEodBalance'
  | 'adjustments'
  | 'dayProfit'
  | 'bestFinishedDayProfit'
>;

export type BestDayFigures = {
  limitPct: number;
  /** The best day's net profit so far (today included). */
  best: number;
  /** The most one day may contribute at the current total: floor(pct × max(total, 0) / 100). */
  limit: number;
  /** Whether the best-day rule currently keeps the account from passing. */
  blocking: boolean;
  /** Total profit still needed for the best day to fit, if no day beats it. */
  moreProfitNeeded: number;
  /** The largest day the rule allows once the total is reached (the best day itself). */
  maxDay: number;
};

export type Figures = {
  dailyLossAmount: number;
  maxLossAmount: number;
  /** Start-of-day basis of the running day (the daily floor + the daily limit). */
  dailyBasis: number;
  highestEodBalance: number;
  todayProfit: number;
  /** Trading profit: balance − initial − adjustments (money withdrawn by payouts still counts as made). */
  totalProfit: number;
  /** Money paid out of the account so far (the adjustments, as a positive amount). */
  paidOut: number;
  /** Profit/loss including open positions: equity − adjustments − initial (the overview's profit tile). */
  openProfit: number;
  bestDayProfit: number;
  permittedLossToday: number;
  roomToMaxLoss: number;
  bestDay: BestDayFigures | null;
};

export function figuresOf(s: FiguresInput): Figures {
  const totalProfit = s.balance - (s.adjustments ?? 0) - s.initialBalance;
  const bestDayProfit = Math.max(s.bestFinishedDayProfit, s.dayProfit, 0);
  return {
    dailyLossAmount: s.dailyLossAmount,
    maxLossAmount: s.maxLossAmount,
    dailyBasis: s.dailyLossFloor + s.dailyLossAmount,
    highestEodBalance: s.highestEodBalance,
    todayProfit: s.dayProfit,
    totalProfit,
    paidOut: 0 - (s.adjustments ?? 0), // not −0 without payouts
    openProfit: s.equity - (s.adjustments ?? 0) - s.initialBalance,
    bestDayProfit,
    permittedLossToday: Math.max(0, s.equity - s.dailyLossFloor),
    roomToMaxLoss: Math.max(0, s.equity - s.maxLossFloor),
    bestDay: s.rules.bestDayPct === null ? null : bestDayFigures(s.rules.bestDayPct, bestDayProfit, totalProfit),
  };
}

/** The consistency rule, compared exactly as the engine does (best × 100 ≤ pct × total, total > 0). */
export function bestDayFigures(pct: number, best: number, total: number): BestDayFigures {
  // The engine never meets the rule at a total of 0 or less, so at least 1 minor unit of profit is needed.
  const needed = Math.max(Math.ceil((best * 100) / pct), 1);
  return {
    limitPct: pct,
    best,
    limit: Math.floor((pct * Math.max(total, 0)) / 100),
    blocking: total <= 0 || best * 100 > pct * total,
    moreProfitNeeded: Math.max(0, needed - total),
    maxDay: best,
  };
}
