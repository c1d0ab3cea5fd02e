/**
 * The oracle against small histories computed by hand from docs/definitions.md, so the property
 * tests that trust it trust something checked.
 */
import { describe, expect, it } from 'vitest';
import { twoStepRules } from '../builders/challenges';
import {
  dayOf,
  divideHalfAway,
  hoursOf,
  type OracleEvent,
  type OracleInput,
  type OracleRules,
  oracle,
  payoutOf,
  pctOf,
  startOfDay,
  withdrawnFor,
} from './index';

const twoStep = twoStepRules();

const dealIn = (ticket: string, time: string, commission = 0): OracleEvent => ({
  kind: 'deal',
  time,
  ticket,
  entry: 'in',
  symbol: 'EURUSD',
  side: 'buy',
  volume: 1,
  profit: 0,
  commission,
});
const dealOut = (ticket: string, time: string, profit: number, commission = 0, swap = 0): OracleEvent => ({
  kind: 'deal',
  time,
  ticket,
  entry: 'out',
  symbol: 'EURUSD',
  side: 'sell',
  volume: 1,
  profit,
  commission,
  swap,
});
const report = (time: string, balance: number, equity: number): OracleEvent => ({ kind: 'equity', time, balance, equity });
const trade = (ticket: string, open: string, close: string, profit: number) => [dealIn(ticket, open), dealOut(ticket, close, profit)];

const run = (events: OracleEvent[], now: string, rules: Partial<OracleRules> = {}, startedAt = '2026-02-02T08:00:00Z') =>
  oracle({ initialBalance: 1_000_000, startedAt, rules: { ...twoStep, ...rules }, events, now } satisfies OracleInput);

describe('days in the reset time zone', () => {
  it('finds each local midnight, with 23- and 25-hour days at the clock changes', () => {
    expect(new Date(startOfDay('2026-02-02', 'Europe/Prague')).toISOString()).toBe('2026-02-01T23:00:00.000Z');
    expect(new Date(startOfDay('2026-03-29', 'Europe/Prague')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(startOfDay('2026-03-30', 'Europe/Prague')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(hoursOf('2026-03-29', 'Europe/Prague')).toBe(23);
    expect(hoursOf('2026-10-25', 'Europe/Prague')).toBe(25);
    expect(hoursOf('2026-03-08', 'America/New_York')).toBe(23);
    expect(hoursOf('2026-11-01', 'America/New_York')).toBe(25);
    expect(hoursOf('2026-04-05', 'Australia/Sydney')).toBe(25);
    expect(hoursOf('2026-10-04', 'Australia/Sydney')).toBe(23);
    expect(hoursOf('2026-03-29', 'Asia/Tokyo')).toBe(24);
    expect(dayOf(Date.parse('2026-10-25T22:59:59.999Z'), 'Europe/Prague')).toBe('2026-10-25');
    expect(dayOf(Date.parse('2026-10-25T23:00:00Z'), 'Europe/Prague')).toBe('2026-10-26');
  });
});

describe('rounding', () => {
  it('takes pct of the initial balance to the nearest cent, halves up, and averages halves away from zero', () => {
    expect(pctOf(5, 1_000_000)).toBe(50_000);
    expect(pctOf(2.5, 1_001)).toBe(25);
    expect(pctOf(5, 10)).toBe(1);
    expect(divideHalfAway(7, 2)).toBe(4);
    expect(divideHalfAway(-7, 2)).toBe(-4);
    expect(divideHalfAway(-5, 3)).toBe(-2);
    expect(divideHalfAway(4, 3)).toBe(1);
  });
});

describe('figures', () => {
  it('books a round trip: net result with both commissions, the day, the trading day, the floors', () => {
    const result = run(
      [
        dealIn('1001', '2026-02-02T09:00:00Z', -350),
        dealOut('1001', '2026-02-02T10:00:00Z', 12_000, -350),
        report('2026-02-02T10:00:00.001Z', 1_011_300, 1_011_300),
      ],
      '2026-02-02T11:00:00Z',
    );
    expect(result).toMatchObject({
      status: 'active',
      breach: null,
      balance: 1_011_300,
      equity: 1_011_300,
      tradingDays: 1,
      profitTarget: 1_100_000,
      dailyLossFloor: 950_000,
      maxLossFloor: 900_000,
      closedTradeProfit: 11_300,
      openProfit: 11_300,
      todayProfit: 11_300,
      objectives: { profitTarget: false, maxDailyLoss: true, maxLoss: true, minTradingDays: false, bestDay: true },
    });
    expect(result.trades).toEqual([
      {
        ticket: '1001',
        symbol: 'EURUSD',
        volume: 1,
        openTime: '2026-02-02T09:00:00.000Z',
        closeTime: '2026-02-02T10:00:00.000Z',
        gross: 12_000,
        commission: -700,
        swap: 0,
        result: 11_300,
      },
    ]);
    expect(result.daily.map((d) => [d.day, d.pnl])).toEqual([['2026-02-02', 11_300]]);
  });

  it('takes an equity report as the platform’s word, and equity back to the balance after a deal', () => {
    const result = run(
      [dealIn('1', '2026-02-02T09:00:00Z', -100), report('2026-02-02T09:30:00Z', 999_900, 990_000)],
      '2026-02-02T10:00:00Z',
    );
    expect(result).toMatchObject({ balance: 999_900, equity: 990_000, openProfit: -10_000, closedTradeProfit: -100 });
    expect(result.openPositions.map((p) => p.ticket)).toEqual(['1']);
    const after = run(
      [dealIn('1', '2026-02-02T09:00:00Z'), report('2026-02-02T09:30:00Z', 1_000_000, 990_000), dealIn('2', '2026-02-02T09:40:00Z', -50)],
      '2026-02-02T10:00:00Z',
    );
    expect(after).toMatchObject({ balance: 999_950, equity: 999_950 });
  });

  it('counts a lone closing deal as a trade with no opening time, and its day but not as a trading day', () => {
    const result = run([dealOut('77', '2026-02-02T10:00:00Z', -5_000, -300)], '2026-02-02T11:00:00Z');
    expect(result.trades).toMatchObject([{ ticket: '77', openTime: null, gross: -5_000, commission: -300, result: -5_300 }]);
    expect(result).toMatchObject({ tradingDays: 0, balance: 994_700 });
    expect(result.daily[0]).toMatchObject({ pnl: -5_300, deals: 1, opened: 0 });
  });

  it('orders the events of one instant: deals by ticket, then payouts, then equity reports', () => {
    const t = '2026-02-02T10:00:00Z';
    const result = run(
      [report(t, 1_234_000, 1_234_000), dealOut('10', t, 500), dealIn('10', '2026-02-02T09:00:00Z'), dealOut('9', t, 100)],
      '2026-02-02T11:00:00Z',
    );
    expect(result.trades.map((x) => x.ticket)).toEqual(['9', '10']);
    expect(result.balance).toBe(1_234_000);
  });
});

describe('days across clock changes', () => {
  it('books a deal after local midnight on the new day when the day had 23 hours (Prague, 29 March 2026)', () => {
    const result = run(
      [
        ...trade('1', '2026-03-28T10:00:00Z', '2026-03-28T20:00:00Z', 20_000),
        // 00:10 on 30 March in Prague (CEST); still 29 March if days were 24 hours from 23:00 UTC.
        ...trade('2', '2026-03-29T21:50:00Z', '2026-03-29T22:10:00Z', -1_000),
      ],
      '2026-03-30T08:00:00Z',
      {},
      '2026-03-28T08:00:00Z',
    );
    expect(result.daily.map((d) => [d.day, d.start, d.pnl, d.basis, d.floor])).toEqual([
      ['2026-03-28', '2026-03-28T08:00:00.000Z', 20_000, 1_000_000, 950_000],
      ['2026-03-29', '2026-03-28T23:00:00.000Z', 0, 1_020_000, 970_000],
      ['2026-03-30', '2026-03-29T22:00:00.000Z', -1_000, 1_020_000, 970_000],
    ]);
    expect(result.tradingDays).toBe(2);
  });

  it('keeps a deal at 23:30 local on the 25-hour day (Prague, 25 October 2026) on that day', () => {
    const result = run(
      [...trade('1', '2026-10-25T20:00:00Z', '2026-10-25T22:30:00Z', 700)],
      '2026-10-26T08:00:00Z',
      {},
      '2026-10-24T08:00:00Z',
    );
    expect(result.daily.map((d) => [d.day, d.pnl])).toEqual([
      ['2026-10-24', 0],
      ['2026-10-25', 700],
      ['2026-10-26', 0],
    ]);
  });
});

describe('breaches', () => {
  it('fails the moment equity is at the floor, not a cent above it', () => {
    const events = [dealIn('1', '2026-02-02T09:00:00Z')];
    expect(run([...events, report('2026-02-02T10:00:00Z', 1_000_000, 950_001)], '2026-02-02T11:00:00Z').status).toBe('active');
    const failed = run([...events, report('2026-02-02T10:00:00Z', 1_000_000, 950_000)], '2026-02-02T11:00:00Z');
    expect(failed.breach).toEqual({
      rule: 'maxDailyLoss',
      at: '2026-02-02T10:00:00.000Z',
      equity: 950_000,
      floor: 950_000,
      trigger: { kind: 'equity' },
    });
    expect(failed.objectives).toMatchObject({ maxDailyLoss: false, maxLoss: true });
  });

  it('fails at midnight when the new day’s floor is at or above equity carried over, and freezes the account there', () => {
    const result = run(
      [
        ...trade('1', '2026-02-02T09:00:00Z', '2026-02-02T10:00:00Z', 30_000),
        dealIn('2', '2026-02-02T12:00:00Z'),
        report('2026-02-02T20:00:00Z', 1_030_000, 970_000),
        dealOut('2', '2026-02-03T09:00:00Z', -60_000),
      ],
      '2026-02-04T12:00:00Z',
    );
    expect(result.breach).toEqual({
      rule: 'maxDailyLoss',
      at: '2026-02-02T23:00:00.000Z',
      equity: 970_000,
      floor: 980_000,
      trigger: { kind: 'midnight' },
    });
    expect(result).toMatchObject({
      status: 'failed',
      closedAt: '2026-02-02T23:00:00.000Z',
      balance: 1_030_000,
      equity: 970_000,
      dailyLossFloor: 980_000,
      todayProfit: 0,
    });
    expect(result.daily.map((d) => d.day)).toEqual(['2026-02-02', '2026-02-03']);
    expect(result.afterClose.map((d) => d.ticket)).toEqual(['2']);
    expect(result.trades.map((t) => t.ticket)).toEqual(['1']);
    expect(result.openPositions.map((p) => p.ticket)).toEqual(['2']);
  });

  it('names the higher floor when both are hit, and the daily one on a tie', () => {
    // Day 2 starts at 960,000: daily floor 910,000 above the static 900,000.
    const both = run(
      [
        ...trade('1', '2026-02-02T09:00:00Z', '2026-02-02T10:00:00Z', -40_000),
        dealIn('2', '2026-02-03T09:00:00Z'),
        report('2026-02-03T10:00:00Z', 960_000, 900_000),
      ],
      '2026-02-03T11:00:00Z',
    );
    expect(both.breach).toMatchObject({ rule: 'maxDailyLoss', at: '2026-02-03T10:00:00.000Z', equity: 900_000, floor: 910_000 });
    expect(both.objectives).toMatchObject({ maxDailyLoss: false, maxLoss: false });
    // Daily 4 %: day 3 starts at 940,000, its floor 900,000 is the static floor too.
    const tie = run(
      [
        ...trade('1', '2026-02-02T09:00:00Z', '2026-02-02T10:00:00Z', -30_000),
        ...trade('2', '2026-02-03T09:00:00Z', '2026-02-03T10:00:00Z', -30_000),
        dealIn('3', '2026-02-04T09:00:00Z'),
        report('2026-02-04T10:00:00Z', 940_000, 900_000),
      ],
      '2026-02-04T11:00:00Z',
      { maxDailyLossPct: 4 },
    );
    expect(tie.breach).toMatchObject({ rule: 'maxDailyLoss', at: '2026-02-04T10:00:00.000Z', equity: 900_000, floor: 900_000 });
    const maxOnly = run(
      [
        ...trade('1', '2026-02-02T09:00:00Z', '2026-02-02T10:00:00Z', -40_000),
        ...trade('2', '2026-02-03T09:00:00Z', '2026-02-03T10:00:00Z', -40_000),
        ...trade('3', '2026-02-04T09:00:00Z', '2026-02-04T10:00:00Z', -20_000),
      ],
      '2026-02-04T11:00:00Z',
    );
    expect(maxOnly.breach).toEqual({
      rule: 'maxLoss',
      at: '2026-02-04T10:00:00.000Z',
      equity: 900_000,
      floor: 900_000,
      trigger: { kind: 'deal', ticket: '3', entry: 'out', amount: -20_000 },
    });
  });

  it('trails the highest end-of-day balance, lowered by a payout, capped at initial − money paid out', () => {
    const rules = { maxLossMode: 'trailing', profitTargetPct: null, minTradingDays: 0 } as const;
    const events: OracleEvent[] = [
      ...trade('1', '2026-02-02T09:00:00Z', '2026-02-02T10:00:00Z', 50_000),
      { kind: 'payout', time: '2026-02-03T09:00:00Z', id: 'p1', amount: -40_000 },
    ];
    const day2 = run(events, '2026-02-03T10:00:00Z', rules);
    expect(day2).toMatchObject({
      balance: 1_010_000,
      paidOut: 40_000,
      highestEodBalance: 1_010_000,
      maxLossFloor: 910_000,
      dailyBasis: 1_010_000,
      dailyLossFloor: 960_000,
      closedTradeProfit: 50_000,
      openProfit: 50_000,
    });
    const day3 = run([...events, ...trade('2', '2026-02-03T11:00:00Z', '2026-02-03T12:00:00Z', 200_000)], '2026-02-04T10:00:00Z', rules);
    expect(day3).toMatchObject({ balance: 1_210_000, highestEodBalance: 1_210_000, maxLossFloor: 960_000 });
  });

  it('takes the higher of balance and equity at midnight with the "balance or equity" basis', () => {
    const events = [
      dealIn('1', '2026-02-02T09:00:00Z'),
      report('2026-02-02T20:00:00Z', 1_000_000, 1_020_000),
      report('2026-02-03T10:00:00Z', 1_000_000, 970_000),
    ];
    const higher = run(events, '2026-02-03T11:00:00Z', { dailyLossBasis: 'balanceOrEquity' });
    expect(higher.daily[1]).toMatchObject({ startBalance: 1_000_000, startEquity: 1_020_000, basis: 1_020_000, floor: 970_000 });
    expect(higher.breach).toMatchObject({ rule: 'maxDailyLoss', floor: 970_000 });
    expect(run(events, '2026-02-03T11:00:00Z').status).toBe('active');
  });

  it('records the floors over time: the start, every midnight, every payout', () => {
    const result = run(
      [
        ...trade('1', '2026-02-02T09:00:00Z', '2026-02-02T10:00:00Z', 50_000),
        { kind: 'payout', time: '2026-02-03T09:00:00Z', id: 'p', amount: -20_000 },
      ],
      '2026-02-03T12:00:00Z',
      { profitTargetPct: null },
    );
    expect(result.floorSteps.dailyLoss).toEqual([
      { time: '2026-02-02T08:00:00.000Z', value: 950_000 },
      { time: '2026-02-02T23:00:00.000Z', value: 1_000_000 },
      { time: '2026-02-03T09:00:00.000Z', value: 980_000 },
    ]);
    expect(result.series.map((p) => p.balance)).toEqual([1_000_000, 1_000_000, 1_050_000, 1_030_000]);
  });

  it('fails by the time limit at start + N × 24 h; what comes later is listed apart', () => {
    const result = run([dealIn('1', '2026-02-03T09:00:00Z'), dealOut('1', '2026-02-04T09:00:00Z', 200_000)], '2026-02-05T08:00:00Z', {
      timeLimitDays: 2,
    });
    expect(result.breach).toEqual({
      rule: 'timeLimit',
      at: '2026-02-04T08:00:00.000Z',
      equity: 1_000_000,
      floor: null,
      trigger: { kind: 'deadline' },
    });
    expect(result.afterClose.map((d) => d.entry)).toEqual(['out']);
    expect(result.trades).toEqual([]);
    expect(run([], '2026-02-04T08:00:00Z', { timeLimitDays: 2 }).status).toBe('failed');
    expect(run([], '2026-02-04T07:59:59.999Z', { timeLimitDays: 2 }).status).toBe('active');
  });
});

describe('pass', () => {
  it('passes on the deal that meets the target, the trading days and the best day (best × 100 ≤ pct × profit)', () => {
    const rules = { minTradingDays: 1, bestDayPct: 50 };
    const events = [
      ...trade('1', '2026-02-02T09:00:00Z', '2026-02-02T10:00:00Z', 80_000),
      ...trade('2', '2026-02-03T09:00:00Z', '2026-02-03T10:00:00Z', 30_000),
      ...trade('3', '2026-02-04T09:00:00Z', '2026-02-04T10:00:00Z', 50_000),
      ...trade('4', '2026-02-05T09:00:00Z', '2026-02-05T10:00:00Z', -90_000),
    ];
    const before = run(events.slice(0, 4), '2026-02-03T12:00:00Z', rules);
    expect(before).toMatchObject({ status: 'active', closedTradeProfit: 110_000, bestDayProfit: 80_000 });
    expect(before.objectives).toMatchObject({ profitTarget: true, bestDay: false });
    const passed = run(events, '2026-02-06T12:00:00Z', rules);
    expect(passed).toMatchObject({ status: 'passed', passedAt: '2026-02-04T10:00:00.000Z', balance: 1_160_000, tradingDays: 3 });
    expect(Object.values(passed.objectives).every(Boolean)).toBe(true);
    expect(passed.afterClose).toHaveLength(2);
    expect(passed.statistics.trades).toBe(3);
  });

  it('needs the minimum trading days: the target alone does not pass', () => {
    const result = run(trade('1', '2026-02-02T09:00:00Z', '2026-02-02T10:00:00Z', 150_000), '2026-02-02T12:00:00Z');
    expect(result).toMatchObject({ status: 'active', tradingDays: 1 });
    expect(result.objectives).toMatchObject({ profitTarget: true, minTradingDays: false });
  });
});

describe('statistics', () => {
  it('computes each statistic as defined', () => {
    const events = [
      ...trade('1', '2026-02-02T09:00:00Z', '2026-02-02T10:00:00Z', 300),
      ...trade('2', '2026-02-02T11:00:00Z', '2026-02-02T12:00:00Z', -101),
      ...trade('3', '2026-02-03T09:00:00Z', '2026-02-03T10:00:00Z', 0),
      ...trade('4', '2026-02-03T11:00:00Z', '2026-02-03T12:00:00Z', -100),
      ...trade('5', '2026-02-03T13:00:00Z', '2026-02-03T14:00:00Z', -200),
      ...trade('6', '2026-02-04T09:00:00Z', '2026-02-04T10:00:00Z', 500),
    ];
    const s = run(events, '2026-02-04T12:00:00Z').statistics;
    expect(s).toMatchObject({
      trades: 6,
      wins: 2,
      losses: 3,
      winRate: 2 / 6,
      averageWin: 400,
      // -401 / 3 = -133.67
      averageLoss: -134,
      profitFactor: 800 / 401,
      // 399 / 6 = 66.5: halves away from zero
      expectancy: 67,
      averageRiskReward: 400 / (401 / 3),
      bestTrade: { ticket: '6', result: 500 },
      worstTrade: { ticket: '5', result: -200 },
      longestWinStreak: 1,
      longestLossStreak: 2,
      bestDay: { day: '2026-02-04', pnl: 500 },
      worstDay: { day: '2026-02-03', pnl: -300 },
      tradingDays: 3,
    });
    // Days 199, -300, 500: mean 133, sample deviation 403.
    const mean = 399 / 3;
    const sd = Math.sqrt(((199 - mean) ** 2 + (-300 - mean) ** 2 + (500 - mean) ** 2) / 2);
    expect(s.dailySharpe).toBeCloseTo(mean / sd, 12);
    // Equity + paid out peaks at 1,000,300, then falls to 999,899 (-401).
    expect(s.maxDrawdown.amount).toBe(401);
    expect(s.maxDrawdown.pct).toBeCloseTo(0.0401, 12);
  });

  it('has no ratio without the trades or days it divides by; an earlier close wins a tie', () => {
    const s = run(
      [
        ...trade('1', '2026-02-02T09:00:00Z', '2026-02-02T10:00:00Z', 200),
        ...trade('2', '2026-02-02T11:00:00Z', '2026-02-02T12:00:00Z', 200),
      ],
      '2026-02-02T13:00:00Z',
    ).statistics;
    expect(s).toMatchObject({
      winRate: 1,
      averageLoss: null,
      profitFactor: null,
      averageRiskReward: null,
      dailySharpe: null,
      bestTrade: { ticket: '1', result: 200 },
      worstTrade: { ticket: '1', result: 200 },
      longestWinStreak: 2,
    });
    const none = run([], '2026-02-02T13:00:00Z').statistics;
    expect(none).toMatchObject({
      trades: 0,
      winRate: null,
      expectancy: null,
      bestTrade: null,
      bestDay: null,
      maxDrawdown: { amount: 0, pct: 0 },
    });
  });
});

describe('payouts', () => {
  it('pays (balance − initial) × split rounded down; paying X takes X ÷ split rounded up, at most the profit', () => {
    const account = run(trade('1', '2026-02-02T09:00:00Z', '2026-02-02T10:00:00Z', 50_001), '2026-02-20T10:00:00Z', {
      profitTargetPct: null,
    });
    const answer = payoutOf(account, {
      funded: true,
      initialBalance: 1_000_000,
      profitSplitPct: 80,
      payoutIntervalDays: 14,
      now: '2026-02-20T10:00:00Z',
    });
    expect(answer).toMatchObject({ profit: 50_001, payable: 40_000, eligible: true, nextPayoutAt: '2026-02-16T09:00:00.000Z' });
    expect(withdrawnFor(40_000, 50_001, 80)).toBe(50_000);
    expect(withdrawnFor(33_333, 50_001, 90)).toBe(37_037);
    expect(withdrawnFor(40_001, 50_001, 80)).toBe(50_001);
    const early = payoutOf(account, {
      funded: true,
      initialBalance: 1_000_000,
      profitSplitPct: 80,
      payoutIntervalDays: 14,
      now: '2026-02-10T10:00:00Z',
    });
    expect(early).toMatchObject({ eligible: false, checks: { interval: false } });
  });
});
