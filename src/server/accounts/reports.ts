import type { AccountEvent } from '../../domain/rules';
import type { TradingAccount } from '../db/schema';

/**
 * What the member screens chart about an account, derived from its events: daily summaries, a
 * downsampled equity series, statistics.
 */
type Deal = Extract<AccountEvent, { kind: 'deal' }>;
const realised = (d: Deal) => (d.entry === 'out' ? d.profit : 0) + (d.commission ?? 0) + (d.swap ?? 0);

/** Formats instants as the YYYY-MM-DD calendar day of a time zone. */
const dayFormat = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** One row per trading day: start balance, realised P&L, trades, lots, the day's loss floor. */
export function dailySummaries(account: TradingAccount, events: AccountEvent[]) {
  const { rules } = account;
  const limit = Math.round((rules.maxDailyLossPct * account.initialBalance) / 100);
  const format = dayFormat(rules.resetTimeZone);
  const days = new Map<string, { day: string; startBalance: number; startEquity: number; pnl: number; trades: number; lots: number }>();
  let balance = account.initialBalance;
  let equity = account.initialBalance;
  for (const event of events) {
    const day = format.format(new Date(event.time));
    let row = days.get(day);
    if (!row) {
      row = { day, startBalance: balance, startEquity: equity, pnl: 0, trades: 0, lots: 0 };
      days.set(day, row);
    }
    if (event.kind === 'deal') {
      const amount = realised(event);
      balance += amount;
      equity = balance;
      row.pnl += amount;
      if (event.entry === 'in') {
        row.trades += 1;
        row.lots += event.volume;
      }
    } else {
      balance = event.balance;
      equity = event.equity;
    }
  }
  return [...days.values()].map((row) => {
    const basis = rules.dailyLossBasis === 'balanceOrEquity' ? Math.max(row.startBalance, row.startEquity) : row.startBalance;
    return { ...row, lots: Math.round(row.lots * 100) / 100, basis, floor: basis - limit };
  });
}

/** Equity over time, at most `points` points (the last point of each bucket), for charts. */
export function equitySeries(account: TradingAccount, events: AccountEvent[], points: number) {
  const series: { time: string; balance: number; equity: number }[] = [
    { time: account.startedAt.toISOString(), balance: account.initialBalance, equity: account.initialBalance },
  ];
  let balance = account.initialBalance;
  for (const event of events) {
    if (event.kind === 'deal') {
      balance += realised(event);
      series.push({ time: event.time, balance, equity: balance });
    } else {
      balance = event.balance;
      series.push({ time: event.time, balance: event.balance, equity: event.equity });
    }
  }
  if (series.length <= points) return series;
  const size = series.length / points;
  return Array.from(
    { length: points },
    (_, i) => series[Math.min(series.length - 1, Math.floor((i + 1) * size) - 1)] as (typeof series)[number],
  );
}

/** Win rate, average win and loss, profit factor, expectancy, best and worst day, lots traded. */
export function statistics(account: TradingAccount, events: AccountEvent[]) {
  const closes = events.filter((e): e is Deal => e.kind === 'deal' && e.entry === 'out');
  const results = closes.map(realised);
  const wins = results.filter((r) => r > 0);
  const losses = results.filter((r) => r < 0);
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const grossProfit = sum(wins);
  const grossLoss = -sum(losses);
  const days = dailySummaries(account, events);
  const lots = events.reduce((total, e) => total + (e.kind === 'deal' && e.entry === 'in' ? e.volume : 0), 0);
  return {
    trades: closes.length,
    winRate: closes.length ? wins.length / closes.length : null,
    averageWin: wins.length ? Math.round(grossProfit / wins.length) : null,
    averageLoss: losses.length ? Math.round(-grossLoss / losses.length) : null,
    profitFactor: grossLoss > 0 ? grossProfit / grossLoss : null,
    expectancy: closes.length ? Math.round(sum(results) / closes.length) : null,
    bestDay: days.length ? Math.max(...days.map((d) => d.pnl)) : null,
    worstDay: days.length ? Math.min(...days.map((d) => d.pnl)) : null,
    lots: Math.round(lots * 100) / 100,
  };
}
