/**
 * Trader statistics (docs/definitions.md, "Statistics"): pure functions over the closed trades as the
 * trade list shows them (net result: profit + both deals' commissions and swaps) and the days with
 * at least one deal. Amounts in minor units.
 */
import { compareTickets } from './rules';

export type TradeResult = { ticket: string; closeTime: number; result: number };
export type DayResult = { day: string; pnl: number };

/** Rounds to a whole minor unit, halves away from zero (so an average loss rounds like its win). */
export const roundHalfAway = (x: number): number => Math.sign(x) * Math.round(Math.abs(x));

/** The longest runs of wins and of losses in close order; a break-even trade ends both. */
function streaks(trades: TradeResult[]) {
  let win = 0;
  let loss = 0;
  let longestWin = 0;
  let longestLoss = 0;
  for (const { result } of trades) {
    win = result > 0 ? win + 1 : 0;
    loss = result < 0 ? loss + 1 : 0;
    longestWin = Math.max(longestWin, win);
    longestLoss = Math.max(longestLoss, loss);
  }
  return { longestWinStreak: longestWin, longestLossStreak: longestLoss };
}

/** Mean over the sample standard deviation (n − 1) of the daily results; null below two days or without spread. */
export function dailySharpe(days: DayResult[]): number | null {
  const n = days.length;
  if (n < 2) return null;
  const mean = days.reduce((sum, d) => sum + d.pnl, 0) / n;
  const variance = days.reduce((sum, d) => sum + (d.pnl - mean) ** 2, 0) / (n - 1);
  return variance > 0 ? mean / Math.sqrt(variance) : null;
}

/** The extreme day (earliest on a tie): `better(a, b)` says a beats b. */
function extremeDay(days: DayResult[], better: (a: number, b: number) => boolean): DayResult | null {
  let found: DayResult | null = null;
  for (const d of days) if (!found || better(d.pnl, found.pnl) || (d.pnl === found.pnl && d.day < found.day)) found = d;
  return found && { day: found.day, pnl: found.pnl };
}

export function tradeStatistics(unordered: TradeResult[], days: DayResult[]) {
  const trades = [...unordered].sort((a, b) => a.closeTime - b.closeTime || compareTickets(a.ticket, b.ticket));
  const n = trades.length;
  let wins = 0;
  let losses = 0;
  let won = 0;
  let lost = 0;
  let best: TradeResult | null = null;
  let worst: TradeResult | null = null;
  for (const trade of trades) {
    if (trade.result > 0) {
      wins++;
      won += trade.result;
    } else if (trade.result < 0) {
      losses++;
      lost += trade.result;
    }
    // Trades are in close order, so a strict comparison keeps the earliest close on a tie.
    if (!best || trade.result > best.result) best = trade;
    if (!worst || trade.result < worst.result) worst = trade;
  }
  return {
    trades: n,
    wins,
    losses,
    winRate: n ? wins / n : null,
    averageWin: wins ? roundHalfAway(won / wins) : null,
    averageLoss: losses ? roundHalfAway(lost / losses) : null,
    profitFactor: losses ? won / -lost : null,
    expectancy: n ? roundHalfAway((won + lost) / n) : null,
    averageRiskReward: wins && losses ? won / wins / (-lost / losses) : null,
    bestTrade: best && { ticket: best.ticket, result: best.result },
    worstTrade: worst && { ticket: worst.ticket, result: worst.result },
    ...streaks(trades),
    dailySharpe: dailySharpe(days),
    bestDay: extremeDay(days, (a, b) => a > b),
    worstDay: extremeDay(days, (a, b) => a < b),
  };
}
