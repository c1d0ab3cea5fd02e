/** The statistics of docs/definitions.md, over the trades and days the oracle folded. */
import { divideHalfAway } from './money';
import type { OracleDay, OracleStatistics, OracleTrade } from './types';

/** `trades` in close order; `days` every day, those with a deal count; `maxDrawdown` in money. */
export function statisticsOf(
  trades: OracleTrade[],
  days: OracleDay[],
  maxDrawdown: number,
  initialBalance: number,
  tradingDays: number,
): OracleStatistics {
  const results = trades.map((t) => t.result);
  const winning = results.filter((r) => r > 0);
  const losing = results.filter((r) => r < 0);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const won = sum(winning);
  const lost = sum(losing);
  const n = trades.length;

  // Best / worst: the first in close order wins a tie (the earliest close).
  let best: OracleTrade | null = null;
  let worst: OracleTrade | null = null;
  for (const t of trades) {
    if (!best || t.result > best.result) best = t;
    if (!worst || t.result < worst.result) worst = t;
  }

  let winStreak = 0;
  let lossStreak = 0;
  let longestWin = 0;
  let longestLoss = 0;
  for (const r of results) {
    winStreak = r > 0 ? winStreak + 1 : 0;
    lossStreak = r < 0 ? lossStreak + 1 : 0;
    longestWin = Math.max(longestWin, winStreak);
    longestLoss = Math.max(longestLoss, lossStreak);
  }

  const dealDays = days.filter((d) => d.deals > 0);
  let bestDay: OracleDay | null = null;
  let worstDay: OracleDay | null = null;
  for (const d of dealDays) {
    if (!bestDay || d.pnl > bestDay.pnl) bestDay = d;
    if (!worstDay || d.pnl < worstDay.pnl) worstDay = d;
  }
  let sharpe: number | null = null;
  if (dealDays.length >= 2) {
    const pnls = dealDays.map((d) => d.pnl);
    const mean = sum(pnls) / pnls.length;
    const variance = pnls.reduce((a, p) => a + (p - mean) ** 2, 0) / (pnls.length - 1);
    const deviation = Math.sqrt(variance);
    sharpe = deviation === 0 ? null : mean / deviation;
  }

  return {
    trades: n,
    wins: winning.length,
    losses: losing.length,
    winRate: n === 0 ? null : winning.length / n,
    averageWin: winning.length === 0 ? null : divideHalfAway(won, winning.length),
    averageLoss: losing.length === 0 ? null : divideHalfAway(lost, losing.length),
    profitFactor: losing.length === 0 ? null : won / Math.abs(lost),
    expectancy: n === 0 ? null : divideHalfAway(sum(results), n),
    averageRiskReward: winning.length === 0 || losing.length === 0 ? null : won / winning.length / (Math.abs(lost) / losing.length),
    bestTrade: best && { ticket: best.ticket, result: best.result },
    worstTrade: worst && { ticket: worst.ticket, result: worst.result },
    longestWinStreak: longestWin,
    longestLossStreak: longestLoss,
    maxDrawdown: { amount: maxDrawdown, pct: (maxDrawdown / initialBalance) * 100 },
    dailySharpe: sharpe,
    bestDay: bestDay && { day: bestDay.day, pnl: bestDay.pnl },
    worstDay: worstDay && { day: worstDay.day, pnl: worstDay.pnl },
    tradingDays,
  };
}
