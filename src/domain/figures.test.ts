import { describe, expect, it } from 'vitest';
import { twoStepRules } from '../../tests/builders/challenges';
import { bestDayFigures, type Figures, figuresOf } from './figures';
import { type AccountEvent, advance, type PhaseRules, startEvaluation, stateAt } from './rules';

/** 10 000.00 in cents: 1 % = 10 000. Monday 2026-01-05, 09:00 Prague; Prague midnights fall at 23:00Z. */
const INITIAL = 10_000_00;
const START = '2026-01-05T08:00:00Z';

const staticRules = twoStepRules();

const trailingRules: PhaseRules = {
  ...staticRules,
  maxDailyLossPct: 3,
  maxLossMode: 'trailing',
  minTradingDays: 1,
  dailyLossBasis: 'balanceOrEquity',
  bestDayPct: 50,
};

const deal = (ticket: string, time: string, entry: 'in' | 'out', profit = 0, commission = 0): AccountEvent => ({
  kind: 'deal',
  time,
  ticket,
  entry,
  symbol: 'EURUSD',
  side: 'buy',
  volume: 1,
  profit,
  commission,
});
const snapshot = (time: string, balance: number, equity: number): AccountEvent => ({ kind: 'equity', time, balance, equity });

function figuresAt(rules: PhaseRules, events: AccountEvent[], now: string): Figures {
  const state = advance(startEvaluation({ rules, initialBalance: INITIAL, startedAt: START }), events);
  return figuresOf(stateAt(state, now));
}

/** +11 500 on Monday; Tuesday −4 000 realised and an open loss of 17 000. */
const staticHistory = [
  deal('1', '2026-01-05T09:00:00Z', 'in', 0, -500),
  deal('1', '2026-01-05T10:00:00Z', 'out', 12_000, -500),
  deal('2', '2026-01-06T09:00:00Z', 'in'),
  deal('2', '2026-01-06T10:00:00Z', 'out', -4_000),
  snapshot('2026-01-06T11:00:00Z', 1_007_000, 990_000),
];

/** +60 000 on Monday, +20 000 on Tuesday and an open loss of 5 000. */
const trailingHistory = [
  deal('1', '2026-01-05T09:00:00Z', 'in'),
  deal('1', '2026-01-05T10:00:00Z', 'out', 60_000),
  deal('2', '2026-01-06T09:00:00Z', 'in'),
  deal('2', '2026-01-06T10:00:00Z', 'out', 20_000),
  snapshot('2026-01-06T11:00:00Z', 1_080_000, 1_075_000),
];

describe('figuresOf', () => {
  it.each([
    {
      name: 'a static account during Tuesday: the basis is the balance at Monday midnight',
      rules: staticRules,
      events: staticHistory,
      now: '2026-01-06T12:00:00Z',
      figures: {
        dailyLossAmount: 50_000,
        maxLossAmount: 100_000,
        dailyBasis: 1_011_000,
        highestEodBalance: 1_000_000,
        todayProfit: -4_000,
        totalProfit: 7_000,
        paidOut: 0,
        openProfit: -10_000, // equity 990 000
        bestDayProfit: 11_000,
        permittedLossToday: 990_000 - 961_000,
        roomToMaxLoss: 990_000 - 900_000,
        bestDay: null,
      },
    },
    {
      name: 'the same account on Wednesday morning: a new day without trades, the basis moved to the balance at midnight',
      rules: staticRules,
      events: staticHistory,
      now: '2026-01-07T08:00:00Z',
      figures: {
        dailyLossAmount: 50_000,
        maxLossAmount: 100_000,
        dailyBasis: 1_007_000,
        highestEodBalance: 1_000_000,
        todayProfit: 0,
        totalProfit: 7_000,
        paidOut: 0,
        openProfit: -10_000,
        bestDayProfit: 11_000,
        permittedLossToday: 990_000 - 957_000,
        roomToMaxLoss: 90_000,
        bestDay: null,
      },
    },
    {
      name: 'a trailing account during Tuesday: the max-loss floor trails Monday’s closing balance and the best day blocks',
      rules: trailingRules,
      events: trailingHistory,
      now: '2026-01-06T12:00:00Z',
      figures: {
        dailyLossAmount: 30_000,
        maxLossAmount: 100_000,
        dailyBasis: 1_060_000,
        highestEodBalance: 1_060_000,
        todayProfit: 20_000,
        totalProfit: 80_000,
        paidOut: 0,
        openProfit: 75_000, // equity 1 075 000
        bestDayProfit: 60_000,
        permittedLossToday: 1_075_000 - 1_030_000,
        roomToMaxLoss: 1_075_000 - 960_000,
        // 60 000 × 100 > 50 × 80 000: the total must reach 120 000.
        bestDay: { limitPct: 50, best: 60_000, limit: 40_000, blocking: true, moreProfitNeeded: 40_000, maxDay: 60_000 },
      },
    },
    {
      name: 'the trailing account on Wednesday: higher of balance and equity as the basis, the floor trails Tuesday’s balance',
      rules: trailingRules,
      events: trailingHistory,
      now: '2026-01-07T08:00:00Z',
      figures: {
        dailyLossAmount: 30_000,
        maxLossAmount: 100_000,
        dailyBasis: 1_080_000,
        highestEodBalance: 1_080_000,
        todayProfit: 0,
        totalProfit: 80_000,
        paidOut: 0,
        openProfit: 75_000,
        bestDayProfit: 60_000,
        permittedLossToday: 1_075_000 - 1_050_000,
        roomToMaxLoss: 1_075_000 - 980_000,
        bestDay: { limitPct: 50, best: 60_000, limit: 40_000, blocking: true, moreProfitNeeded: 40_000, maxDay: 60_000 },
      },
    },
    {
      name: 'a trailing floor never rises above the initial balance',
      rules: trailingRules,
      events: [deal('1', '2026-01-05T09:00:00Z', 'in'), deal('1', '2026-01-05T10:00:00Z', 'out', 150_000)],
      now: '2026-01-06T08:00:00Z',
      figures: {
        dailyLossAmount: 30_000,
        maxLossAmount: 100_000,
        dailyBasis: 1_150_000,
        highestEodBalance: 1_150_000,
        todayProfit: 0,
        totalProfit: 150_000,
        paidOut: 0,
        openProfit: 150_000,
        bestDayProfit: 150_000,
        permittedLossToday: 30_000,
        // Floor min(1 150 000 − 100 000, 1 000 000) = 1 000 000.
        roomToMaxLoss: 150_000,
        bestDay: { limitPct: 50, best: 150_000, limit: 75_000, blocking: true, moreProfitNeeded: 150_000, maxDay: 150_000 },
      },
    },
    {
      name: 'no room is negative once equity is below a floor',
      rules: staticRules,
      events: [snapshot('2026-01-05T09:00:00Z', 1_000_000, 880_000)],
      now: '2026-01-05T10:00:00Z',
      figures: {
        dailyLossAmount: 50_000,
        maxLossAmount: 100_000,
        dailyBasis: 1_000_000,
        highestEodBalance: 1_000_000,
        todayProfit: 0,
        totalProfit: 0,
        paidOut: 0,
        openProfit: -120_000, // equity 880 000
        bestDayProfit: 0,
        permittedLossToday: 0,
        roomToMaxLoss: 0,
        bestDay: null,
      },
    },
  ])('$name', ({ rules, events, now, figures }) => {
    expect(figuresAt(rules, events, now)).toEqual(figures);
  });
});

describe('bestDayFigures', () => {
  it.each([
    { name: 'fits well below the limit', pct: 50, best: 3_000, total: 10_000, limit: 5_000, blocking: false, more: 0 },
    {
      name: 'exactly at the limit still fits (best × 100 = pct × total)',
      pct: 50,
      best: 5_000,
      total: 10_000,
      limit: 5_000,
      blocking: false,
      more: 0,
    },
    {
      name: 'above the limit needs ceil(best × 100 / pct) − total more',
      pct: 50,
      best: 6_000,
      total: 10_000,
      limit: 5_000,
      blocking: true,
      more: 2_000,
    },
    { name: 'rounds the needed total up', pct: 30, best: 3_001, total: 10_000, limit: 3_000, blocking: true, more: 4 },
    { name: 'a loss overall blocks and counts from the loss', pct: 40, best: 1_500, total: -2_000, limit: 0, blocking: true, more: 5_750 },
    { name: 'no profit at all blocks: at least one minor unit is needed', pct: 40, best: 0, total: 0, limit: 0, blocking: true, more: 1 },
    { name: 'no profitable day and a loss', pct: 40, best: 0, total: -500, limit: 0, blocking: true, more: 501 },
    { name: 'a fractional percentage', pct: 33.5, best: 1_000, total: 2_000, limit: 670, blocking: true, more: 986 },
  ])('$name', ({ pct, best, total, limit, blocking, more }) => {
    expect(bestDayFigures(pct, best, total)).toEqual({ limitPct: pct, best, limit, blocking, moreProfitNeeded: more, maxDay: best });
  });
});

describe('after a payout', () => {
  it('the money paid out is not a loss: trading profit and the profit incl. open positions keep it', () => {
    const state = advance(startEvaluation({ rules: staticRules, initialBalance: INITIAL, startedAt: START }), [
      snapshot('2026-01-05T09:00:00Z', 1_050_000, 1_060_000),
      { kind: 'adjustment', time: '2026-01-05T10:00:00Z', id: 'p1', amount: -40_000, reason: 'payout' },
    ]);
    // Balance 1 010 000 and equity 1 020 000 after 40 000 left the account.
    expect(figuresOf(state)).toMatchObject({ paidOut: 40_000, totalProfit: 50_000, openProfit: 60_000 });
  });
});
