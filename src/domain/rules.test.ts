import { describe, expect, it } from 'vitest';
import { oneStepRules, twoStepRules } from '../../tests/builders/challenges';
import { figuresOf } from './figures';
import {
  type AccountEvent,
  advance,
  closeState,
  compareEvents,
  conclude,
  type Evaluation,
  type EvaluationInput,
  type EvaluationState,
  evaluate,
  eventsBeforeClose,
  type PhaseRules,
  type RuleEvent,
  startEvaluation,
  stateAt,
} from './rules';
import { addDaysToKey, localDateKey, startOfLocalDate } from './time';

// ---- fixtures -------------------------------------------------------------------------------------------

/** 10 000.00 in cents. Percent amounts: 1 % = 10 000. */
const INITIAL = 10_000_00;

/** Two-step, phase 1: target 1 100 000, daily loss 50 000, static max-loss floor 900 000. */
const phase1 = twoStepRules();

/** One-step: target 1 100 000, daily loss 30 000 on max(balance, equity), trailing max loss 100 000, best day ≤ 50 %. */
const oneStep = oneStepRules;

/** Monday 2026-01-05, 09:00 Prague (CET, UTC+1). Prague midnights in January fall at 23:00Z. */
const START = '2026-01-05T08:00:00Z';

const inDeal = (time: string, ticket: string, extra: { commission?: number; swap?: number; profit?: number } = {}): AccountEvent => ({
  kind: 'deal',
  time,
  ticket,
  entry: 'in',
  symbol: 'EURUSD',
  side: 'buy',
  volume: 100,
  profit: 0,
  ...extra,
});
const outDeal = (time: string, ticket: string, profit: number, extra: { commission?: number; swap?: number } = {}): AccountEvent => ({
  kind: 'deal',
  time,
  ticket,
  entry: 'out',
  symbol: 'EURUSD',
  side: 'sell',
  volume: 100,
  profit,
  ...extra,
});
/** An opening deal (ticket n) and its closing deal (ticket n + 1). */
const trade = (open: string, close: string, n: number, profit: number): AccountEvent[] => [
  inDeal(open, String(n)),
  outDeal(close, String(n + 1), profit),
];
/** A round trip on one January day: opened 09:00Z, closed 10:00Z (10:00/11:00 Prague). */
const dayTrade = (day: number, n: number, profit: number): AccountEvent[] => {
  const d = String(day).padStart(2, '0');
  return trade(`2026-01-${d}T09:00:00Z`, `2026-01-${d}T10:00:00Z`, n, profit);
};
const snap = (time: string, balance: number, equity: number): AccountEvent => ({ kind: 'equity', time, balance, equity });

const allMet = {
  profitTarget: { met: true },
  maxDailyLoss: { met: true },
  maxLoss: { met: true },
  minTradingDays: { met: true },
  bestDay: { met: true },
};

type Row = {
  name: string;
  rules: PhaseRules;
  startedAt?: string;
  events: AccountEvent[];
  now: string;
  expected: Partial<Omit<Evaluation, 'objectives'>> & { objectives?: Partial<Evaluation['objectives']> };
};

const input = (row: Row): EvaluationInput => ({
  rules: row.rules,
  initialBalance: INITIAL,
  startedAt: row.startedAt ?? START,
  events: row.events,
  now: row.now,
});

// ---- scenarios (figures by hand) ------------------------------------------------------------------------

// Phase 1, +25 000 on each of Jan 5–8: balance 1 025 000, 1 050 000, 1 075 000, 1 100 000 (= target) on the 4th day.
const fourDayPass = [...dayTrade(5, 1, 25_000), ...dayTrade(6, 3, 25_000), ...dayTrade(7, 5, 25_000), ...dayTrade(8, 7, 25_000)];

// Phase 1, +20 000 on Jan 5 → 1 020 000. Jan 6 basis 1 020 000 → daily floor 1 020 000 − 50 000 = 970 000.
const dailyFloorDay2 = dayTrade(5, 1, 20_000);

// Phase 1: −45 000 on Jan 5 → 955 000 (floor 950 000, ok); −45 000 on Jan 6 → 910 000 (floor 955 000 − 50 000 = 905 000, ok).
// Jan 7: daily floor 910 000 − 50 000 = 860 000; static max-loss floor 1 000 000 − 100 000 = 900 000.
const twoLosingDays = [...dayTrade(5, 1, -45_000), ...dayTrade(6, 3, -45_000)];

// One-step, funded (no target) so nothing passes: +40 000, +50 000, +50 000, −20 000 on Jan 5–8.
// Balance at the midnights: Jan 6 1 040 000, Jan 7 1 090 000, Jan 8 1 140 000, Jan 9 1 120 000.
const trailingDays = [...dayTrade(5, 1, 40_000), ...dayTrade(6, 3, 50_000), ...dayTrade(7, 5, 50_000), ...dayTrade(8, 7, -20_000)];
const funded = (rules: PhaseRules): PhaseRules => ({ ...rules, profitTargetPct: null });

// One-step best day: +80 000, +30 000, +30 000, +20 000 on Jan 5–8.
// Jan 6: balance 1 110 000 ≥ 1 100 000 but best 80 000 > 50 % × 110 000 = 55 000 → blocked.
// Jan 7: 1 140 000, best 80 000 > 70 000 → blocked. Jan 8: 1 160 000, best 80 000 ≤ 80 000 → passes at 10:00Z.
const bestDayDays = [...dayTrade(5, 1, 80_000), ...dayTrade(6, 3, 30_000), ...dayTrade(7, 5, 30_000), ...dayTrade(8, 7, 20_000)];

// Time limit: 30 days from 2026-01-05T08:00Z → deadline 2026-02-04T08:00:00.000Z.
const limited: PhaseRules = { ...phase1, timeLimitDays: 30, minTradingDays: 1 };
const timeLimitEvents = [
  ...dayTrade(5, 1, 30_000), // 1 030 000
  snap('2026-02-03T12:00:00Z', 1_030_000, 1_025_000), // equity at the deadline: 1 025 000
  ...trade('2026-02-05T09:00:00Z', '2026-02-05T10:00:00Z', 3, 80_000), // after the deadline: 1 110 000 ≥ target, ignored
];
const upTo = (events: AccountEvent[], now: string) => events.filter((e) => Date.parse(e.time) <= Date.parse(now));

const scenarios: Row[] = [
  {
    name: 'profitable pass: target reached on the 4th trading day, passedAt = that closing deal',
    rules: phase1,
    events: fourDayPass,
    now: '2026-01-09T12:00:00Z',
    expected: {
      status: 'passed',
      passedAt: '2026-01-08T10:00:00.000Z',
      breach: null,
      balance: 1_100_000,
      equity: 1_100_000,
      tradingDays: 4,
      profitTarget: 1_100_000,
      dailyLossFloor: 1_025_000, // as at the pass on Jan 8 (basis 1 075 000 − 50 000); Jan 9's midnight no longer moves it
      maxLossFloor: 900_000,
      nextResetAt: '2026-01-09T23:00:00.000Z',
      objectives: allMet,
    },
  },
  {
    name: 'min trading days not met blocks the pass (target reached on day 2, 3 days only)',
    rules: phase1,
    // 1 050 000, 1 100 000, then a flat trade on Jan 7.
    events: [...dayTrade(5, 1, 50_000), ...dayTrade(6, 3, 50_000), ...dayTrade(7, 5, 0)],
    now: '2026-01-07T20:00:00Z',
    expected: {
      status: 'active',
      passedAt: null,
      balance: 1_100_000,
      tradingDays: 3,
      objectives: { profitTarget: { met: true }, minTradingDays: { met: false }, bestDay: { met: true } },
    },
  },
  {
    name: '…and the 4th day’s opening deal passes it',
    rules: phase1,
    events: [...dayTrade(5, 1, 50_000), ...dayTrade(6, 3, 50_000), ...dayTrade(7, 5, 0), inDeal('2026-01-08T09:00:00Z', '7')],
    now: '2026-01-08T20:00:00Z',
    expected: { status: 'passed', passedAt: '2026-01-08T09:00:00.000Z', tradingDays: 4, objectives: allMet },
  },
  {
    name: 'equity exactly at the daily floor fails (970 000 ≤ 970 000)',
    rules: phase1,
    events: [...dailyFloorDay2, snap('2026-01-06T12:00:00Z', 1_020_000, 970_000)],
    now: '2026-01-06T20:00:00Z',
    expected: {
      status: 'failed',
      breach: { rule: 'maxDailyLoss', at: '2026-01-06T12:00:00.000Z', equity: 970_000, floor: 970_000 },
      dailyLossFloor: 970_000,
      objectives: { maxDailyLoss: { met: false }, maxLoss: { met: true } },
    },
  },
  {
    name: 'equity one unit above the daily floor does not fail',
    rules: phase1,
    events: [...dailyFloorDay2, snap('2026-01-06T12:00:00Z', 1_020_000, 970_001)],
    now: '2026-01-06T20:00:00Z',
    expected: { status: 'active', breach: null, balance: 1_020_000, equity: 970_001, dailyLossFloor: 970_000 },
  },
  {
    name: 'static max loss: equity exactly at 900 000 fails (daily floor 860 000 not hit)',
    rules: phase1,
    events: [...twoLosingDays, snap('2026-01-07T12:00:00Z', 910_000, 900_000)],
    now: '2026-01-07T20:00:00Z',
    expected: {
      status: 'failed',
      breach: { rule: 'maxLoss', at: '2026-01-07T12:00:00.000Z', equity: 900_000, floor: 900_000 },
      objectives: { maxDailyLoss: { met: true }, maxLoss: { met: false } },
    },
  },
  {
    name: 'static max loss: one unit above does not fail',
    rules: phase1,
    events: [...twoLosingDays, snap('2026-01-07T12:00:00Z', 910_000, 900_001)],
    now: '2026-01-07T20:00:00Z',
    expected: { status: 'active', maxLossFloor: 900_000, dailyLossFloor: 860_000 },
  },
  {
    name: 'both floors hit: the higher one is reported (daily 930 000 > max 900 000)',
    rules: phase1,
    // Jan 5: −20 000 → 980 000; Jan 6 daily floor 930 000.
    events: [...dayTrade(5, 1, -20_000), snap('2026-01-06T12:00:00Z', 980_000, 900_000)],
    now: '2026-01-06T20:00:00Z',
    expected: { status: 'failed', breach: { rule: 'maxDailyLoss', at: '2026-01-06T12:00:00.000Z', equity: 900_000, floor: 930_000 } },
  },
  {
    name: 'both floors hit: the higher one is reported (max 900 000 > daily 860 000)',
    rules: phase1,
    events: [...twoLosingDays, snap('2026-01-07T12:00:00Z', 910_000, 850_000)],
    now: '2026-01-07T20:00:00Z',
    expected: { status: 'failed', breach: { rule: 'maxLoss', at: '2026-01-07T12:00:00.000Z', equity: 850_000, floor: 900_000 } },
  },
  {
    name: 'both floors hit and equal (900 000): maxDailyLoss is reported',
    rules: phase1,
    // Jan 5 snapshot: balance 950 000, equity 960 000 (> floor 950 000). Jan 6 basis 950 000 → daily floor 900 000.
    events: [snap('2026-01-05T20:00:00Z', 950_000, 960_000), snap('2026-01-06T12:00:00Z', 950_000, 900_000)],
    now: '2026-01-06T20:00:00Z',
    expected: { status: 'failed', breach: { rule: 'maxDailyLoss', at: '2026-01-06T12:00:00.000Z', equity: 900_000, floor: 900_000 } },
  },
  {
    name: 'trailing max loss fails at the trailed floor, which does not follow the later losses',
    rules: funded(oneStep),
    // +40 000, +50 000 → 1 090 000 at the Jan 7 midnight → trailing floor 990 000.
    // Then −29 000 a day: Jan 7 floor 1 060 000 → 1 061 000; Jan 8 floor 1 031 000 → 1 032 000;
    // Jan 9 floor 1 002 000 → 1 003 000; Jan 10 daily floor 973 000 < trailing floor 990 000.
    events: [
      ...dayTrade(5, 1, 40_000),
      ...dayTrade(6, 3, 50_000),
      ...dayTrade(7, 5, -29_000),
      ...dayTrade(8, 7, -29_000),
      ...dayTrade(9, 9, -29_000),
      snap('2026-01-10T12:00:00Z', 1_003_000, 990_000),
    ],
    now: '2026-01-10T20:00:00Z',
    expected: {
      status: 'failed',
      breach: { rule: 'maxLoss', at: '2026-01-10T12:00:00.000Z', equity: 990_000, floor: 990_000 },
      dailyLossFloor: 973_000,
      maxLossFloor: 990_000,
    },
  },
  {
    name: 'daily basis balanceOrEquity takes the higher equity at midnight (1 020 000 → floor 990 000)',
    rules: oneStep,
    events: [snap('2026-01-05T22:00:00Z', 1_000_000, 1_020_000)],
    now: '2026-01-06T08:00:00Z',
    expected: { status: 'active', dailyLossFloor: 990_000 },
  },
  {
    name: 'balanceOrEquity: equity 990 000 the next day fails',
    rules: oneStep,
    events: [snap('2026-01-05T22:00:00Z', 1_000_000, 1_020_000), snap('2026-01-06T09:00:00Z', 1_000_000, 990_000)],
    now: '2026-01-06T20:00:00Z',
    expected: { status: 'failed', breach: { rule: 'maxDailyLoss', at: '2026-01-06T09:00:00.000Z', equity: 990_000, floor: 990_000 } },
  },
  {
    name: 'same events with basis balance: floor 1 000 000 − 30 000 = 970 000, no failure',
    rules: { ...oneStep, dailyLossBasis: 'balance' },
    events: [snap('2026-01-05T22:00:00Z', 1_000_000, 1_020_000), snap('2026-01-06T09:00:00Z', 1_000_000, 990_000)],
    now: '2026-01-06T20:00:00Z',
    expected: { status: 'active', dailyLossFloor: 970_000 },
  },
  {
    name: 'best day blocks the pass while 80 000 > 50 % of total (70 000 on Jan 7)',
    rules: oneStep,
    events: upTo(bestDayDays, '2026-01-07T20:00:00Z'),
    now: '2026-01-07T20:00:00Z',
    expected: {
      status: 'active',
      balance: 1_140_000,
      objectives: { profitTarget: { met: true }, bestDay: { met: false }, minTradingDays: { met: true } },
    },
  },
  {
    name: 'best day allows the pass once 80 000 ≤ 50 % of 160 000',
    rules: oneStep,
    events: bestDayDays,
    now: '2026-01-09T20:00:00Z',
    expected: { status: 'passed', passedAt: '2026-01-08T10:00:00.000Z', balance: 1_160_000, objectives: allMet },
  },
  {
    name: 'time limit: exactly at the deadline the account is still active',
    rules: limited,
    events: upTo(timeLimitEvents, '2026-02-04T08:00:00Z'),
    now: '2026-02-04T08:00:00Z',
    expected: { status: 'active', breach: null },
  },
  {
    name: 'time limit: 1 ms past the deadline fails with at = the deadline',
    rules: limited,
    events: upTo(timeLimitEvents, '2026-02-04T08:00:00.001Z'),
    now: '2026-02-04T08:00:00.001Z',
    expected: {
      status: 'failed',
      breach: { rule: 'timeLimit', at: '2026-02-04T08:00:00.000Z', equity: 1_025_000, floor: 0 },
      objectives: { profitTarget: { met: false }, maxDailyLoss: { met: true }, maxLoss: { met: true } },
    },
  },
  {
    name: 'time limit: a target reached after the deadline is ignored, and not shown',
    rules: limited,
    events: timeLimitEvents,
    now: '2026-02-10T08:00:00Z',
    expected: {
      status: 'failed',
      passedAt: null,
      breach: { rule: 'timeLimit', at: '2026-02-04T08:00:00.000Z', equity: 1_025_000, floor: 0 },
      balance: 1_030_000,
      tradingDays: 1,
      objectives: { profitTarget: { met: false } },
    },
  },
  {
    name: 'time limit: a midnight before the deadline is applied first (its breach wins)',
    rules: limited,
    // Feb 3 basis 1 030 000 (floor 980 000); a snapshot shows balance 1 080 000, equity 1 030 000.
    // Midnight Feb 4 (2026-02-03T23:00Z): basis 1 080 000 → floor 1 030 000 ≥ equity → fails before the deadline.
    events: [...dayTrade(5, 1, 30_000), snap('2026-02-03T20:00:00Z', 1_080_000, 1_030_000)],
    now: '2026-02-10T08:00:00Z',
    expected: {
      status: 'failed',
      breach: { rule: 'maxDailyLoss', at: '2026-02-03T23:00:00.000Z', equity: 1_030_000, floor: 1_030_000 },
    },
  },
  {
    name: 'time limit: passed before the deadline stands',
    rules: limited,
    events: dayTrade(5, 1, 100_000), // 1 100 000 on Jan 5 10:00Z, one trading day
    now: '2026-03-01T00:00:00Z',
    expected: { status: 'passed', passedAt: '2026-01-05T10:00:00.000Z', breach: null },
  },
  {
    name: 'tie: a deal and a snapshot at the same instant — the deal first, the snapshot has the last word',
    rules: phase1,
    // Deal first: 1 000 000 + 10 000 = 1 010 000, then the snapshot sets equity 1 005 000.
    // (Snapshot first would give balance = equity = 1 020 000.)
    events: [
      inDeal('2026-01-05T09:00:00Z', '1'),
      snap('2026-01-05T12:00:00Z', 1_010_000, 1_005_000),
      outDeal('2026-01-05T12:00:00Z', '2', 10_000),
    ],
    now: '2026-01-05T20:00:00Z',
    expected: { balance: 1_010_000, equity: 1_005_000 },
  },
  {
    name: 'tie: deals at the same instant go by numeric ticket (9 before 10)',
    rules: phase1,
    // Ticket 9 (−60 000) first: equity 940 000 ≤ 950 000 fails; ticket 10 (+60 000) comes after the close
    // and is not taken. (Text order '10' < '9' would never dip below the floor.)
    events: [
      inDeal('2026-01-05T09:00:00Z', '1'),
      inDeal('2026-01-05T09:00:00Z', '2'),
      outDeal('2026-01-05T12:00:00Z', '10', 60_000),
      outDeal('2026-01-05T12:00:00Z', '9', -60_000),
    ],
    now: '2026-01-05T20:00:00Z',
    expected: {
      status: 'failed',
      breach: { rule: 'maxDailyLoss', at: '2026-01-05T12:00:00.000Z', equity: 940_000, floor: 950_000 },
      balance: 940_000,
    },
  },
  {
    name: 'overnight trade: the in counts for Jan 5, the basis of Jan 6 excludes the open profit',
    rules: phase1,
    // Opened 23:30 Prague on Jan 5; a snapshot shows +30 000 floating; closed Jan 6 09:00 Prague.
    // Jan 6 basis = balance at midnight 1 000 000 → floor 950 000; tradingDays = 1.
    events: [
      inDeal('2026-01-05T22:30:00Z', '1'),
      snap('2026-01-05T22:45:00Z', 1_000_000, 1_030_000),
      outDeal('2026-01-06T08:00:00Z', '2', 30_000),
    ],
    now: '2026-01-06T12:00:00Z',
    expected: { status: 'active', tradingDays: 1, balance: 1_030_000, dailyLossFloor: 950_000 },
  },
  {
    name: 'overnight trade: its profit belongs to the closing day (best-day split 55 000 / 55 000)',
    rules: oneStep,
    // Jan 5: +55 000 → 1 055 000, then a trade opened 23:30 Prague. Jan 6 basis 1 055 000 → floor 1 025 000.
    // Jan 6 09:00Z: closed +55 000 → 1 110 000; days 55 000 / 55 000, 55 000 ≤ 50 % × 110 000 → pass.
    // (Booked on the opening day it would be 110 000 on Jan 5 and no pass.)
    events: [...dayTrade(5, 1, 55_000), inDeal('2026-01-05T22:30:00Z', '3'), outDeal('2026-01-06T09:00:00Z', '4', 55_000)],
    now: '2026-01-06T12:00:00Z',
    expected: { status: 'passed', passedAt: '2026-01-06T09:00:00.000Z', tradingDays: 1, dailyLossFloor: 1_025_000 },
  },
  {
    name: 'DST 2026-03-29 (23 h): a loss at 23:30 Prague (21:30Z) counts for the 29th',
    rules: phase1,
    startedAt: '2026-03-28T08:00:00Z',
    // −40 000 → 960 000; 23:30 CEST −10 000 → 950 000 ≤ floor 950 000 of the 29th.
    events: [
      ...trade('2026-03-29T09:00:00Z', '2026-03-29T10:00:00Z', 1, -40_000),
      ...trade('2026-03-29T21:00:00Z', '2026-03-29T21:30:00Z', 3, -10_000),
    ],
    now: '2026-03-29T21:45:00Z',
    expected: {
      status: 'failed',
      breach: { rule: 'maxDailyLoss', at: '2026-03-29T21:30:00.000Z', equity: 950_000, floor: 950_000 },
      tradingDays: 1,
      nextResetAt: '2026-03-29T22:00:00.000Z',
    },
  },
  {
    name: 'DST 2026-03-29: 00:30 Prague on the 30th (22:30Z) is already a new day',
    rules: phase1,
    startedAt: '2026-03-28T08:00:00Z',
    // Mar 30 basis 960 000 → floor 910 000; 950 000 is fine. A 24-hour day would still be the 29th and fail.
    events: [
      ...trade('2026-03-29T09:00:00Z', '2026-03-29T10:00:00Z', 1, -40_000),
      ...trade('2026-03-29T22:15:00Z', '2026-03-29T22:30:00Z', 3, -10_000),
    ],
    now: '2026-03-30T06:00:00Z',
    expected: { status: 'active', balance: 950_000, dailyLossFloor: 910_000, tradingDays: 2, nextResetAt: '2026-03-30T22:00:00.000Z' },
  },
  {
    name: 'DST 2026-10-25 (25 h): a loss at 23:30 Prague (22:30Z) counts for the 25th',
    rules: phase1,
    startedAt: '2026-10-24T08:00:00Z',
    // The 25th runs 2026-10-24T22:00Z – 2026-10-25T23:00Z. A 24-hour day would reset at 22:00Z and not fail.
    events: [
      ...trade('2026-10-25T09:00:00Z', '2026-10-25T10:00:00Z', 1, -40_000),
      ...trade('2026-10-25T22:15:00Z', '2026-10-25T22:30:00Z', 3, -10_000),
    ],
    now: '2026-10-25T22:45:00Z',
    expected: {
      status: 'failed',
      breach: { rule: 'maxDailyLoss', at: '2026-10-25T22:30:00.000Z', equity: 950_000, floor: 950_000 },
      tradingDays: 1,
      nextResetAt: '2026-10-25T23:00:00.000Z',
    },
  },
  {
    name: 'DST 2026-10-25: 00:30 Prague on the 26th (23:30Z) is a new day',
    rules: phase1,
    startedAt: '2026-10-24T08:00:00Z',
    events: [
      ...trade('2026-10-25T09:00:00Z', '2026-10-25T10:00:00Z', 1, -40_000),
      ...trade('2026-10-25T23:15:00Z', '2026-10-25T23:30:00Z', 3, -10_000),
    ],
    now: '2026-10-26T06:00:00Z',
    expected: { status: 'active', dailyLossFloor: 910_000, tradingDays: 2, nextResetAt: '2026-10-26T23:00:00.000Z' },
  },
  {
    name: 'final: a failed account stays as it failed after a big win (balance, days and floors of the breach)',
    rules: phase1,
    events: [...dailyFloorDay2, snap('2026-01-06T12:00:00Z', 1_020_000, 970_000), ...dayTrade(7, 3, 200_000)],
    now: '2026-01-07T20:00:00Z',
    expected: {
      status: 'failed',
      breach: { rule: 'maxDailyLoss', at: '2026-01-06T12:00:00.000Z', equity: 970_000, floor: 970_000 },
      passedAt: null,
      balance: 1_020_000,
      equity: 970_000,
      tradingDays: 1,
      dailyLossFloor: 970_000,
      objectives: { profitTarget: { met: false }, maxDailyLoss: { met: false } },
    },
  },
  {
    name: 'final: a passed account stays as it passed after a loss below the floors',
    rules: phase1,
    // Jan 9 floor 1 050 000; −150 000 → 950 000 would fail an active account.
    events: [...fourDayPass, ...dayTrade(9, 9, -150_000)],
    now: '2026-01-09T20:00:00Z',
    expected: {
      status: 'passed',
      passedAt: '2026-01-08T10:00:00.000Z',
      breach: null,
      balance: 1_100_000,
      tradingDays: 4,
      dailyLossFloor: 1_025_000,
      objectives: allMet,
    },
  },
  {
    name: 'funded (null target): never passes, profitTarget = initial',
    rules: funded(phase1),
    events: [...dayTrade(5, 1, 50_000), ...dayTrade(6, 3, 50_000), ...dayTrade(7, 5, 50_000), ...dayTrade(8, 7, 50_000)],
    now: '2026-01-09T20:00:00Z',
    expected: {
      status: 'active',
      passedAt: null,
      balance: 1_200_000,
      profitTarget: 1_000_000,
      objectives: { profitTarget: { met: false }, minTradingDays: { met: true } },
    },
  },
  {
    name: 'commission (and swap) on an in deal; the in deal’s profit field is ignored',
    rules: phase1,
    // 1 000 000 − 500 − 100 = 999 400.
    events: [inDeal('2026-01-05T09:00:00Z', '1', { commission: -500, swap: -100, profit: 123 })],
    now: '2026-01-05T20:00:00Z',
    expected: { balance: 999_400, equity: 999_400, tradingDays: 1 },
  },
  {
    name: 'out deal realises profit + commission + swap',
    rules: phase1,
    // 999 500 after the in; + 10 000 − 500 − 200 = 1 008 800.
    events: [
      inDeal('2026-01-05T09:00:00Z', '1', { commission: -500 }),
      outDeal('2026-01-05T10:00:00Z', '2', 10_000, { commission: -500, swap: -200 }),
    ],
    now: '2026-01-05T20:00:00Z',
    expected: { balance: 1_008_800, equity: 1_008_800, tradingDays: 1 },
  },
  {
    name: 'swap over midnight on a closing deal lands in the closing day',
    rules: phase1,
    // +1 000 profit, −1 500 swap → 999 500 on Jan 6; the Jan 6 basis is still 1 000 000 (floor 950 000).
    events: [inDeal('2026-01-05T20:00:00Z', '1'), outDeal('2026-01-06T09:00:00Z', '2', 1_000, { swap: -1_500 })],
    now: '2026-01-06T20:00:00Z',
    expected: { balance: 999_500, dailyLossFloor: 950_000, tradingDays: 1 },
  },
  {
    name: 'an open loss carried over midnight fails at the midnight when the new floor reaches equity',
    rules: phase1,
    // +40 000 → 1 040 000; position open at 22:00Z shows equity 990 000 (Jan 5 floor 950 000: fine).
    // Midnight (23:00Z): basis 1 040 000 → floor 990 000 ≥ equity 990 000.
    events: [...dayTrade(5, 1, 40_000), inDeal('2026-01-05T21:00:00Z', '3'), snap('2026-01-05T22:00:00Z', 1_040_000, 990_000)],
    now: '2026-01-06T08:00:00Z',
    expected: {
      status: 'failed',
      breach: { rule: 'maxDailyLoss', at: '2026-01-05T23:00:00.000Z', equity: 990_000, floor: 990_000 },
    },
  },
  {
    name: 'no events: active at the start values',
    rules: phase1,
    events: [],
    now: '2026-01-05T12:00:00Z',
    expected: {
      status: 'active',
      balance: 1_000_000,
      equity: 1_000_000,
      tradingDays: 0,
      profitTarget: 1_100_000,
      dailyLossFloor: 950_000,
      maxLossFloor: 900_000,
      nextResetAt: '2026-01-05T23:00:00.000Z',
      objectives: {
        profitTarget: { met: false },
        maxDailyLoss: { met: true },
        maxLoss: { met: true },
        minTradingDays: { met: false },
        bestDay: { met: true },
      },
    },
  },
];

/** A deterministic permutation (seeded Fisher–Yates). */
function shuffled<T>(items: T[], seed: number): T[] {
  const rng = mulberry32(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('evaluate — scenarios', () => {
  it.each(scenarios)('$name', (row) => {
    expect(evaluate(input(row))).toMatchObject(row.expected);
  });

  it.each(scenarios)('out of order gives the same result: $name', (row) => {
    const sorted = evaluate(input(row));
    expect(evaluate({ ...input(row), events: [...row.events].reverse() })).toEqual(sorted);
    expect(evaluate({ ...input(row), events: shuffled(row.events, 7) })).toEqual(sorted);
  });
});

describe('trailing max-loss floor', () => {
  // Highest balance at a midnight − 100 000, capped at the initial 1 000 000.
  it.each([
    { now: '2026-01-05T20:00:00Z', floor: 900_000 }, // intraday 1 040 000 is not trailed
    { now: '2026-01-06T08:00:00Z', floor: 940_000 }, // 1 040 000 − 100 000
    { now: '2026-01-07T08:00:00Z', floor: 990_000 }, // 1 090 000 − 100 000
    { now: '2026-01-08T08:00:00Z', floor: 1_000_000 }, // 1 140 000 − 100 000 = 1 040 000, capped
    { now: '2026-01-09T08:00:00Z', floor: 1_000_000 }, // highest stays 1 140 000 after the losing day
  ])('at $now the floor is $floor', ({ now, floor }) => {
    const result = evaluate({ rules: funded(oneStep), initialBalance: INITIAL, startedAt: START, events: upTo(trailingDays, now), now });
    expect(result.status).toBe('active');
    expect(result.maxLossFloor).toBe(floor);
  });
});

describe('nextResetAt', () => {
  it.each([
    { now: '2026-01-05T12:00:00Z', next: '2026-01-05T23:00:00.000Z' },
    { now: '2026-01-05T22:59:59.999Z', next: '2026-01-05T23:00:00.000Z' },
    { now: '2026-01-05T23:00:00Z', next: '2026-01-06T23:00:00.000Z' }, // strictly after now
    { now: '2026-03-28T23:30:00Z', next: '2026-03-29T22:00:00.000Z' }, // 23-hour day
    { now: '2026-07-01T12:00:00Z', next: '2026-07-01T22:00:00.000Z' }, // summer time
    { now: '2026-10-25T22:30:00Z', next: '2026-10-25T23:00:00.000Z' }, // 25-hour day
    { now: '2026-01-05T06:00:00Z', next: '2026-01-05T23:00:00.000Z' }, // before startedAt
  ])('at $now → $next', ({ now, next }) => {
    const state = startEvaluation({ rules: phase1, initialBalance: INITIAL, startedAt: START });
    expect(conclude(state, now).nextResetAt).toBe(next);
  });
});

describe('compareEvents', () => {
  it('orders by instant across formats, then deals before snapshots, then numeric tickets before others', () => {
    const a = snap('2026-01-05T10:00:00Z', 1, 1);
    const b = inDeal('2026-01-05T11:00:00+02:00', '5'); // 09:00Z
    const c = inDeal('2026-01-05T10:00:00.000Z', '10');
    const d = inDeal('2026-01-05T10:00:00Z', '9');
    const e = inDeal('2026-01-05T10:00:00Z', 'A1');
    const f = inDeal('2026-01-05T10:00:00Z', '0009'); // same number as '9', text decides
    expect([a, b, c, d, e, f].sort(compareEvents)).toEqual([b, f, d, c, e, a]);
    expect(compareEvents(a, snap('2026-01-05T10:00:00.000Z', 2, 2))).toBe(0);
  });
});

describe('a closed account stands still', () => {
  const losing = [
    inDeal('2026-01-05T09:00:00Z', '1'),
    inDeal('2026-01-05T09:00:00Z', '2'),
    outDeal('2026-01-05T12:00:00Z', '9', -60_000), // 940 000 ≤ daily floor 950 000: fails here
    outDeal('2026-01-05T12:00:00Z', '10', 60_000),
    ...dayTrade(6, 3, 200_000),
  ];
  const start = startEvaluation({ rules: phase1, initialBalance: INITIAL, startedAt: START });

  it('takes the events up to the one that closed it, and none once closed', () => {
    const sorted = [...losing].sort(compareEvents);
    expect(eventsBeforeClose(start, sorted)).toBe(3);
    const closed = advance(start, sorted);
    expect(eventsBeforeClose(closed, dayTrade(7, 5, 10_000))).toBe(0);
    expect(eventsBeforeClose(start, dayTrade(5, 1, 10_000))).toBe(2);
  });

  it('does not take an event past the time limit (the limit closed it before)', () => {
    const limitedStart = startEvaluation({ rules: limited, initialBalance: INITIAL, startedAt: START });
    expect(eventsBeforeClose(limitedStart, [...timeLimitEvents].sort(compareEvents))).toBe(3);
  });

  it("an administrator's failure freezes the state at that moment, like a breach", () => {
    const running = advance(start, dayTrade(5, 1, 20_000));
    const closed = closeState(running, '2026-01-06T10:00:00Z', { status: 'failed', rule: 'manual' });
    expect(closed).toMatchObject({
      status: 'failed',
      breach: { rule: 'manual', at: '2026-01-06T10:00:00.000Z', equity: 1_020_000, floor: 0 },
      balance: 1_020_000,
      dailyLossFloor: 970_000, // Jan 6's midnight was applied first
    });
    expect(conclude(advance(closed, dayTrade(7, 3, -90_000)), '2026-01-09T00:00:00Z')).toMatchObject({
      status: 'failed',
      balance: 1_020_000,
      dailyLossFloor: 970_000,
      tradingDays: 1,
    });
  });

  it('a forced pass keeps the objectives as they stood, and a state the rules closed first stays as they closed it', () => {
    const running = advance(start, dayTrade(5, 1, 20_000));
    const passed = closeState(running, '2026-01-05T15:00:00Z', { status: 'passed' });
    expect(passed.status).toBe('passed');
    expect(passed.passedAt).toBe('2026-01-05T15:00:00.000Z');
    expect(passed.finalObjectives?.profitTarget.met).toBe(false);
    const failed = advance(start, losing.slice(0, 3));
    expect(closeState(failed, '2026-01-08T00:00:00Z', { status: 'failed', rule: 'manual' })).toEqual(failed);
  });
});

describe('incremental fold', () => {
  const base = { rules: phase1, initialBalance: INITIAL, startedAt: START };

  it('advance does not modify its argument and refuses earlier events', () => {
    const start = startEvaluation(base);
    const frozen = JSON.stringify(start);
    const next = advance(start, fourDayPass.slice(0, 4));
    expect(JSON.stringify(start)).toBe(frozen);
    expect(next).not.toBe(start);
    expect(() => advance(next, fourDayPass.slice(0, 1))).toThrow(RangeError);
  });

  it('conclude does not modify the state', () => {
    const state = advance(startEvaluation(base), fourDayPass);
    const before = JSON.stringify(state);
    conclude(state, '2026-03-01T00:00:00Z');
    expect(JSON.stringify(state)).toBe(before);
  });

  it('evaluate = conclude(advance(start, sorted events), now), and agrees with the slow reference', () => {
    for (const row of scenarios) {
      const sorted = [...row.events].sort(compareEvents);
      const viaFold = conclude(advance(startEvaluation(input(row)), sorted), row.now);
      expect(viaFold).toEqual(evaluate(input(row)));
      expect(viaFold).toMatchObject(reference(input(row)));
    }
  });
});

// ---- property test: random streams, random batch splits, JSON checkpoints ------------------------------

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function randomCase(seed: number): EvaluationInput {
  const rng = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  const pick = <T>(items: T[]): T => items[int(0, items.length - 1)]!;
  const rules: PhaseRules = {
    ...pick([phase1, oneStep]),
    profitTargetPct: pick([10, 3, null]),
    minTradingDays: int(0, 4),
    timeLimitDays: pick([null, null, 4, 9]),
    bestDayPct: pick([null, 50]),
    dailyLossBasis: pick(['balance', 'balanceOrEquity']),
    maxLossMode: pick(['static', 'trailing']),
  };
  // Around a DST change; times on whole minutes so that ties happen; now and then a few quiet days.
  const startedAt = Date.parse(pick(['2026-03-25T07:00:00Z', '2026-10-21T16:00:00Z']));
  let t = startedAt - int(0, 1) * 60_000;
  let balance = INITIAL;
  let ticket = 1;
  const open: string[] = [];
  const events: AccountEvent[] = [];
  const count = int(200, 400);
  // Some streams bleed slowly (small trades, negative drift), which reaches the max-loss floor before a daily one.
  const profile = pick([
    { profit: [-12_000, 14_000], floating: [-35_000, 20_000] },
    { profit: [-12_000, 14_000], floating: [-35_000, 20_000] },
    { profit: [-4_000, 3_000], floating: [-9_000, 5_000] },
  ]);
  for (let i = 0; i < count; i++) {
    if (rng() > 0.15) t += int(1, 90) * 60_000;
    if (rng() < 0.02) t += int(1, 3) * 86_400_000;
    const iso = new Date(t).toISOString();
    const time = rng() < 0.1 ? iso.replace('.000Z', '+00:00') : rng() < 0.5 ? iso : iso.replace('.000Z', 'Z');
    const roll = rng();
    if (roll < 0.35 || open.length === 0) {
      const id = String(ticket++);
      open.push(id);
      const commission = rng() < 0.5 ? -int(0, 700) : undefined;
      events.push({ ...inDeal(time, id), ...(commission === undefined ? {} : { commission }) });
      balance += commission ?? 0;
    } else if (roll < 0.75) {
      open.splice(int(0, open.length - 1), 1);
      const profit = int(profile.profit[0]!, profile.profit[1]!);
      const swap = rng() < 0.3 ? -int(0, 300) : 0;
      events.push(outDeal(time, String(ticket++), profit, { swap }));
      balance += profit + swap;
    } else {
      events.push(snap(time, balance, balance + int(profile.floating[0]!, profile.floating[1]!)));
    }
  }
  const now = new Date(t + int(-3, 72) * 3_600_000).toISOString();
  return { rules, initialBalance: INITIAL, startedAt: new Date(startedAt).toISOString(), events: shuffled(events, seed + 1), now };
}

/**
 * A slow, direct reading of the rules for cross-checking the fold: every midnight is visited one by one
 * (no cached day, no collapsing of quiet days) and each event's local date is looked up afresh.
 */
function reference(c: EvaluationInput) {
  const { rules, initialBalance: initial } = c;
  const zone = rules.resetTimeZone;
  const pct = (p: number) => Math.round((p * initial) / 100);
  const started = Date.parse(c.startedAt);
  const deadline = rules.timeLimitDays === null ? null : started + rules.timeLimitDays * 86_400_000;
  const target = rules.profitTargetPct === null ? null : initial + pct(rules.profitTargetPct);
  let balance = initial;
  let equity = initial;
  let dailyFloor = initial - pct(rules.maxDailyLossPct);
  let highest = initial;
  let adjusted = 0;
  const trailed = () => Math.max(Math.min(highest - pct(rules.maxLossPct), initial + adjusted), initial - pct(rules.maxLossPct));
  let maxFloor = initial - pct(rules.maxLossPct);
  let status: Evaluation['status'] = 'active';
  let breach: Evaluation['breach'] = null;
  let passedAt: string | null = null;
  const tradedDays = new Set<number>();
  const dayProfit = new Map<number, number>();
  const dayOf = (t: number) => localDateKey(Math.max(t, started), zone);
  let clock = started;
  const failAt = (at: number) => {
    if (status !== 'active') return;
    const daily = equity <= dailyFloor;
    const max = equity <= maxFloor;
    if (daily && (!max || dailyFloor >= maxFloor))
      breach = { rule: 'maxDailyLoss', at: new Date(at).toISOString(), equity, floor: dailyFloor };
    else if (max) breach = { rule: 'maxLoss', at: new Date(at).toISOString(), equity, floor: maxFloor };
    if (breach) status = 'failed';
  };
  const midnightsUpTo = (until: number) => {
    for (let key = addDaysToKey(localDateKey(clock, zone), 1); startOfLocalDate(key, zone) <= until; key = addDaysToKey(key, 1)) {
      // A closed account stands still: no later midnight moves its floors.
      if (status !== 'active') return;
      const midnight = startOfLocalDate(key, zone);
      if (midnight <= clock) continue;
      dailyFloor = (rules.dailyLossBasis === 'balance' ? balance : Math.max(balance, equity)) - pct(rules.maxDailyLossPct);
      if (rules.maxLossMode === 'trailing') {
        highest = Math.max(highest, balance);
        maxFloor = trailed();
      }
      failAt(midnight);
    }
    clock = Math.max(clock, until);
  };
  const moveTo = (t: number) => {
    if (status !== 'active') return;
    if (deadline !== null && t > deadline && status === 'active') {
      midnightsUpTo(deadline);
      if (status === 'active') {
        status = 'failed';
        breach = { rule: 'timeLimit', at: new Date(deadline).toISOString(), equity, floor: 0 };
      }
    }
    midnightsUpTo(t);
  };
  for (const e of [...c.events].sort(compareEvents)) {
    const t = Date.parse(e.time);
    moveTo(t);
    // Nothing after the close counts.
    if (status !== 'active') break;
    if (e.kind === 'deal') {
      const realised = (e.entry === 'out' ? e.profit : 0) + (e.commission ?? 0) + (e.swap ?? 0);
      if (e.entry === 'in') tradedDays.add(dayOf(t));
      balance += realised;
      equity = balance;
      dayProfit.set(dayOf(t), (dayProfit.get(dayOf(t)) ?? 0) + realised);
    } else if (e.kind === 'adjustment') {
      // Not a trade; moves the references with the money; checks nothing.
      balance += e.amount;
      equity += e.amount;
      adjusted += e.amount;
      dailyFloor += e.amount;
      if (rules.maxLossMode === 'trailing') {
        highest += e.amount;
        maxFloor = trailed();
      }
      continue;
    } else {
      balance = e.balance;
      equity = e.equity;
    }
    failAt(t);
    const best = Math.max(0, ...dayProfit.values());
    const total = balance - adjusted - initial;
    const bestOk = rules.bestDayPct === null || (total > 0 && best * 100 <= rules.bestDayPct * total);
    if (status === 'active' && target !== null && balance - adjusted >= target && tradedDays.size >= rules.minTradingDays && bestOk) {
      status = 'passed';
      passedAt = new Date(t).toISOString();
    }
  }
  moveTo(Date.parse(c.now));
  return { status, breach, passedAt, balance, equity, tradingDays: tradedDays.size, dailyLossFloor: dailyFloor, maxLossFloor: maxFloor };
}

const roundTrip = (state: EvaluationState): EvaluationState => JSON.parse(JSON.stringify(state));

describe('property: batches and checkpoints equal one evaluate()', () => {
  const statuses = new Set<string>();
  const rules = new Set<string>();
  it.each(Array.from({ length: 60 }, (_, i) => i + 1))('seed %i', (seed) => {
    const c = randomCase(seed);
    const whole = evaluate(c);
    statuses.add(whole.status);
    if (whole.breach) rules.add(whole.breach.rule);
    const sorted = [...c.events].sort(compareEvents);
    const start = startEvaluation(c);
    const oneGo = advance(start, sorted);
    expect(conclude(oneGo, c.now)).toEqual(whole);
    expect(whole).toMatchObject(reference(c));
    const rng = mulberry32(seed * 31);
    for (let split = 0; split < 4; split++) {
      // 1–3 cut points; a JSON round trip at every cut.
      const cuts = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => Math.floor(rng() * (sorted.length + 1))).sort((a, b) => a - b);
      let state = start;
      let from = 0;
      for (const cut of [...cuts, sorted.length]) {
        state = roundTrip(advance(state, sorted.slice(from, cut)));
        from = cut;
      }
      expect(state).toEqual(roundTrip(oneGo));
      expect(conclude(state, c.now)).toEqual(whole);
    }
  });

  it('the random streams reach every status and breach rule', () => {
    expect([...statuses].sort()).toEqual(['active', 'failed', 'passed']);
    expect([...rules].sort()).toEqual(['maxDailyLoss', 'maxLoss', 'timeLimit']);
  });
});

// ---- balance adjustments (paid payouts) -------------------------------------------------------------------

const payout = (time: string, id: string, amount: number): RuleEvent => ({ kind: 'adjustment', time, id, amount, reason: 'payout' });

/** Funded one-step (trailing 100 000, daily 30 000 on max(balance, equity), best day ≤ 50 %): +50 000 on Jan 5 and 6. */
const fundedTrailing = funded(oneStep);
/** Funded two-step (static floor 900 000, daily 50 000 on the balance). */
const fundedStatic = funded(phase1);
// Balance 1 100 000 at the Jan 7 midnight; a payout of 80 % × 100 000 at Jan 7 12:00Z leaves 1 020 000.
const tenPercentUp = [...dayTrade(5, 1, 50_000), ...dayTrade(6, 3, 50_000)];
const paid = payout('2026-01-07T12:00:00Z', '1', -80_000);

describe('adjustments: a paid payout', () => {
  it('funded trailing account at 1 100 000 pays out 80 000: nothing is closer to a breach', () => {
    const before = evaluate({ ...input({ rules: fundedTrailing, events: tenPercentUp, now: '2026-01-07T12:00:00Z' } as Row) });
    const after = evaluate({ ...input({ rules: fundedTrailing, events: [...tenPercentUp, paid], now: '2026-01-07T12:00:00Z' } as Row) });
    // Before: daily floor 1 100 000 − 30 000 = 1 070 000; trailing min(1 100 000 − 100 000, 1 000 000) = 1 000 000.
    expect(before).toMatchObject({ balance: 1_100_000, dailyLossFloor: 1_070_000, maxLossFloor: 1_000_000 });
    // After: both floors lowered by 80 000: daily 990 000; trailing max(min(1 020 000 − 100 000, 920 000), 900 000).
    expect(after).toMatchObject({
      status: 'active',
      breach: null,
      balance: 1_020_000,
      equity: 1_020_000,
      dailyLossFloor: 990_000,
      maxLossFloor: 920_000,
      tradingDays: 2,
      objectives: { ...allMet, profitTarget: { met: false } },
    });
    expect(after.equity - after.dailyLossFloor).toBe(before.equity - before.dailyLossFloor);
    expect(after.equity - after.maxLossFloor).toBe(before.equity - before.maxLossFloor);
    // The best day stays 50 000 of a total trading profit of 100 000 (50 %): still met.
    expect(after.objectives.bestDay.met).toBe(true);
  });

  it('a following loss is measured from the new basis: 29 999 survives, 30 000 fails the daily rule at 990 000', () => {
    const run = (loss: number, events: RuleEvent[]) =>
      evaluate({
        ...input({
          rules: fundedTrailing,
          events: [...events, ...trade('2026-01-07T13:00:00Z', '2026-01-07T14:00:00Z', 5, -loss)],
          now: '2026-01-07T20:00:00Z',
        } as Row),
      });
    expect(run(29_999, [...tenPercentUp, paid])).toMatchObject({ status: 'active', balance: 990_001 });
    expect(run(30_000, [...tenPercentUp, paid])).toMatchObject({
      status: 'failed',
      breach: { rule: 'maxDailyLoss', at: '2026-01-07T14:00:00.000Z', equity: 990_000, floor: 990_000 },
    });
    // The same as without the payout, 80 000 higher.
    expect(run(30_000, tenPercentUp)).toMatchObject({
      status: 'failed',
      breach: { rule: 'maxDailyLoss', at: '2026-01-07T14:00:00.000Z', equity: 1_070_000, floor: 1_070_000 },
    });
  });

  it('trailing: the next midnight trails the balance net of the withdrawal', () => {
    // Jan 8 midnight: basis 1 020 000 → daily floor 990 000; mark max(1 020 000, 1 020 000) → floor 920 000.
    const r = evaluate({ ...input({ rules: fundedTrailing, events: [...tenPercentUp, paid], now: '2026-01-08T08:00:00Z' } as Row) });
    expect(r).toMatchObject({ status: 'active', dailyLossFloor: 990_000, maxLossFloor: 920_000 });
    // +100 000 more by the Jan 9 midnight: mark 1 120 000 → min(1 020 000, 1 000 000 − 80 000) = 920 000 (locked net of the payout).
    const more = evaluate({
      ...input({
        rules: fundedTrailing,
        events: [...tenPercentUp, paid, ...dayTrade(8, 5, 50_000), ...trade('2026-01-08T11:00:00Z', '2026-01-08T12:00:00Z', 7, 50_000)],
        now: '2026-01-09T08:00:00Z',
      } as Row),
    });
    expect(more).toMatchObject({ status: 'active', balance: 1_120_000, maxLossFloor: 920_000 });
  });

  it('static max loss: the floor stays initial − limit; the daily basis moves with the withdrawal', () => {
    const r = evaluate({ ...input({ rules: fundedStatic, events: [...tenPercentUp, paid], now: '2026-01-07T12:00:00Z' } as Row) });
    // Jan 7 daily floor 1 100 000 − 50 000 − 80 000 = 970 000; static 900 000.
    expect(r).toMatchObject({ status: 'active', balance: 1_020_000, dailyLossFloor: 970_000, maxLossFloor: 900_000 });
    const loss = (amount: number) =>
      evaluate({
        ...input({
          rules: fundedStatic,
          events: [...tenPercentUp, paid, ...trade('2026-01-07T13:00:00Z', '2026-01-07T14:00:00Z', 5, -amount)],
          now: '2026-01-07T20:00:00Z',
        } as Row),
      });
    expect(loss(49_999).status).toBe('active');
    expect(loss(50_000)).toMatchObject({ status: 'failed', breach: { rule: 'maxDailyLoss', equity: 970_000, floor: 970_000 } });
  });

  it('daily basis balanceOrEquity: an open profit in the basis is shifted too', () => {
    // Jan 6 22:00Z: position open with +20 000 floating; Jan 7 basis max(1 100 000, 1 120 000) → floor 1 090 000.
    const events = [...tenPercentUp, inDeal('2026-01-06T21:00:00Z', '5'), snap('2026-01-06T22:00:00Z', 1_100_000, 1_120_000)];
    const before = evaluate({ ...input({ rules: fundedTrailing, events, now: '2026-01-07T12:00:00Z' } as Row) });
    expect(before.dailyLossFloor).toBe(1_090_000);
    // The platform reports the withdrawal in the next snapshot: balance 1 020 000, equity 1 040 000.
    const after = evaluate({
      ...input({
        rules: fundedTrailing,
        events: [...events, paid, snap('2026-01-07T12:00:00Z', 1_020_000, 1_040_000)],
        now: '2026-01-07T12:00:00Z',
      } as Row),
    });
    expect(after).toMatchObject({ status: 'active', balance: 1_020_000, equity: 1_040_000, dailyLossFloor: 1_010_000 });
  });

  it('is not a trade: no trading day, no day profit, no best day, trading profit unchanged', () => {
    const start = startEvaluation({ rules: fundedTrailing, initialBalance: INITIAL, startedAt: START });
    const s = stateAt(advance(start, tenPercentUp), '2026-01-07T12:00:00Z');
    const t = advance(s, [paid]);
    for (const key of ['tradingDays', 'dayTraded', 'dayProfit', 'bestFinishedDayProfit', 'status', 'breach', 'passedAt'] as const)
      expect(t[key]).toEqual(s[key]);
    expect(t.adjustments).toBe(-80_000);
    expect(t.balance - (t.adjustments ?? 0)).toBe(s.balance);
    expect(figuresOf(t)).toMatchObject({ totalProfit: 100_000, todayProfit: 0, bestDayProfit: 50_000, bestDay: { blocking: false } });
  });

  it('the profit target counts trading profit (money withdrawn still counts as made)', () => {
    const rules = { ...phase1, minTradingDays: 1 };
    // +60 000, −50 000 withdrawn, +40 000: balance 1 050 000, trading balance 1 100 000 = target.
    const events = [...dayTrade(5, 1, 60_000), payout('2026-01-05T12:00:00Z', '1', -50_000), ...dayTrade(6, 3, 40_000)];
    expect(evaluate({ ...input({ rules, events, now: '2026-01-06T20:00:00Z' } as Row) })).toMatchObject({
      status: 'passed',
      passedAt: '2026-01-06T10:00:00.000Z',
      balance: 1_050_000,
    });
  });

  it('never by itself fails or passes', () => {
    const rules = { ...phase1, minTradingDays: 1 };
    // A withdrawal that takes equity below both floors (more than the profit): nothing is checked at it.
    const drained = evaluate({
      ...input({
        rules,
        events: [...dayTrade(5, 1, 10_000), payout('2026-01-05T12:00:00Z', '1', -200_000)],
        now: '2026-01-05T12:00:00Z',
      } as Row),
    });
    expect(drained).toMatchObject({ status: 'active', breach: null, balance: 810_000, maxLossFloor: 900_000 });
    // A deposit above the target passes nothing (trading balance 1 010 000).
    const deposit = evaluate({
      ...input({
        rules,
        events: [...dayTrade(5, 1, 10_000), payout('2026-01-05T12:00:00Z', '1', 200_000)],
        now: '2026-01-05T12:00:00Z',
      } as Row),
    });
    expect(deposit).toMatchObject({ status: 'active', passedAt: null, balance: 1_210_000 });
  });

  it('an adjustment of 0 changes nothing', () => {
    for (const row of scenarios) {
      const events = [...row.events, payout(row.events[0]?.time ?? START, 'z', 0)];
      expect(evaluate({ ...input(row), events })).toEqual(evaluate(input(row)));
    }
  });

  it('a snapshot at the instant of an adjustment already includes it (adjustment first)', () => {
    const events = [...tenPercentUp, snap('2026-01-07T12:00:00Z', 1_020_000, 1_020_000), paid];
    const r = evaluate({ ...input({ rules: fundedTrailing, events, now: '2026-01-07T12:00:00Z' } as Row) });
    expect(r).toMatchObject({ balance: 1_020_000, equity: 1_020_000, dailyLossFloor: 990_000 });
  });

  it('orders deals, then adjustments by id, then snapshots at one instant', () => {
    const t = '2026-01-05T10:00:00Z';
    const a = snap(t, 1, 1);
    const b = payout(t, 'x', -1);
    const c = payout('2026-01-05T10:00:00.000Z', '10', -1);
    const d = payout(t, '9', -1);
    const e = inDeal(t, '99');
    const f = payout('2026-01-05T09:00:00Z', '50', -1);
    expect([a, b, c, d, e, f].sort(compareEvents)).toEqual([f, e, d, c, b, a]);
    expect(compareEvents(d, payout(t, '9', -5))).toBe(0);
  });

  it('a checkpoint without `adjustments` reads it as 0', () => {
    const start = startEvaluation({ rules: fundedTrailing, initialBalance: INITIAL, startedAt: START });
    const s = advance(start, tenPercentUp);
    const { adjustments: _, ...old } = s;
    expect(advance(old as EvaluationState, [paid])).toEqual(advance(s, [paid]));
    expect(conclude(advance(old as EvaluationState, dayTrade(8, 5, 1_000)), '2026-01-09T00:00:00Z')).toEqual(
      conclude(advance(s, dayTrade(8, 5, 1_000)), '2026-01-09T00:00:00Z'),
    );
  });
});

/** `randomCase` with withdrawals inserted (some at the instant of an event), ids numeric or not. */
function withPayouts(c: EvaluationInput, seed: number): EvaluationInput {
  const rng = mulberry32(seed * 7919);
  const sorted = [...c.events].sort(compareEvents);
  const events: RuleEvent[] = [...sorted];
  const count = 1 + Math.floor(rng() * 6);
  for (let k = 0; k < count; k++) {
    const at = sorted[Math.floor(rng() * sorted.length)]!;
    const time = rng() < 0.5 ? at.time : new Date(Date.parse(at.time) + 30_000).toISOString();
    const id = rng() < 0.8 ? String(Math.floor(rng() * 1000)) : `p${k}`;
    events.push(payout(time, id, rng() < 0.1 ? 0 : -Math.floor(rng() * 40_000)));
  }
  return { ...c, events: shuffled(events, seed + 2) };
}

describe('property: adjustments in random streams', () => {
  it.each(Array.from({ length: 30 }, (_, i) => i + 1))('seed %i: batches, checkpoints, replay and the reference agree', (seed) => {
    const c = withPayouts(randomCase(seed), seed);
    const whole = evaluate(c);
    const sorted = [...c.events].sort(compareEvents);
    expect(evaluate({ ...c, events: sorted })).toEqual(whole);
    const start = startEvaluation(c);
    const oneGo = advance(start, sorted);
    expect(conclude(oneGo, c.now)).toEqual(whole);
    expect(whole).toMatchObject(reference(c));
    const rng = mulberry32(seed * 131);
    for (let split = 0; split < 3; split++) {
      const cuts = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => Math.floor(rng() * (sorted.length + 1))).sort((a, b) => a - b);
      let state = start;
      let from = 0;
      for (const cut of [...cuts, sorted.length]) {
        // Keep the events of one instant in one batch (the documented contract of `advance`).
        let end = cut;
        while (end > from && end < sorted.length && sorted[end]!.time === sorted[end - 1]!.time) end++;
        state = roundTrip(advance(state, sorted.slice(from, end)));
        from = Math.max(from, end);
      }
      expect(state).toEqual(roundTrip(oneGo));
    }
  });

  it.each(Array.from({ length: 30 }, (_, i) => i + 1))('seed %i: one withdrawal moves balance, equity and floors only', (seed) => {
    const c = randomCase(seed);
    const sorted = [...c.events].sort(compareEvents);
    const rng = mulberry32(seed * 17);
    const maxLossAmount = Math.round((c.rules.maxLossPct * INITIAL) / 100);
    for (let k = 0; k < 5; k++) {
      const cut = Math.floor(rng() * sorted.length);
      const s = advance(startEvaluation(c), sorted.slice(0, cut + 1));
      const time = new Date(Date.parse(sorted[cut]!.time) + Math.floor(rng() * 3) * 3_600_000).toISOString();
      const clocked = stateAt(s, time);
      // A payout: at most the profit, or an arbitrary withdrawal.
      const amount = -Math.floor(rng() * (rng() < 0.7 ? Math.max(0, clocked.balance - INITIAL) : 300_000));
      const after = advance(clocked, [payout(time, 'p', amount)]);
      if (clocked.status !== 'active') {
        // A closed account stands still: money moved afterwards changes none of its figures.
        expect({ ...after, lastEventTime: null }).toEqual({ ...clocked, lastEventTime: null });
        continue;
      }
      for (const key of [
        'status',
        'breach',
        'passedAt',
        'finalObjectives',
        'closing',
        'tradingDays',
        'dayTraded',
        'dayProfit',
        'bestFinishedDayProfit',
      ] as const)
        expect(after[key]).toEqual(clocked[key]);
      expect(after.balance).toBe(clocked.balance + amount);
      expect(after.equity).toBe(clocked.equity + amount);
      expect(after.dailyLossFloor).toBe(clocked.dailyLossFloor + amount);
      const maxLossFloor =
        c.rules.maxLossMode === 'static' ? clocked.maxLossFloor : Math.max(clocked.maxLossFloor + amount, INITIAL - maxLossAmount);
      expect(after.maxLossFloor).toBe(maxLossFloor);
      // The room to either floor never grows; a payout of at most the profit leaves room above the max-loss floor.
      expect(after.equity - after.maxLossFloor).toBeLessThanOrEqual(clocked.equity - clocked.maxLossFloor);
      if (clocked.status === 'active' && clocked.equity === clocked.balance && -amount <= Math.max(0, clocked.balance - INITIAL))
        expect(after.equity).toBeGreaterThan(after.maxLossFloor);
      expect(conclude(after, time).status).toBe(conclude(clocked, time).status);
    }
  });

  it.each(Array.from({ length: 30 }, (_, i) => i + 1))(
    'seed %i: trailing, withdrawals within the trailed cushion (later snapshots net of them) change no outcome',
    (seed) => {
      const base = randomCase(seed);
      const c: EvaluationInput = { ...base, rules: { ...base.rules, maxLossMode: 'trailing' } };
      const sorted = [...c.events].sort(compareEvents);
      const maxLossAmount = Math.round((c.rules.maxLossPct * INITIAL) / 100);
      const rng = mulberry32(seed * 29);
      const payouts: RuleEvent[] = [];
      let withdrawn = 0;
      for (let k = 0; k < 6; k++) {
        const at = sorted[Math.floor(rng() * sorted.length)]!;
        const time = rng() < 0.5 ? at.time : new Date(Date.parse(at.time) + 30_000).toISOString();
        const adjustment = payout(time, String(k), 0);
        // The mark without payouts when this one folds; cumulative withdrawals stay within min(mark − initial, limit).
        const prefix = sorted.filter((e) => compareEvents(e, adjustment) <= 0);
        const mark = stateAt(advance(startEvaluation(c), prefix), time).highestEodBalance;
        const room = Math.min(mark - INITIAL, maxLossAmount) - withdrawn;
        if (room <= 0) continue;
        const amount = -Math.floor(rng() * (room + 1));
        withdrawn -= amount;
        payouts.push({ ...adjustment, amount } as RuleEvent);
      }
      const all = [...sorted, ...payouts].sort(compareEvents);
      // The platform's snapshots after a withdrawal are net of it.
      let running = 0;
      const shifted = all.map((e) => {
        if (e.kind === 'adjustment') running += e.amount;
        return e.kind === 'equity' ? { ...e, balance: e.balance + running, equity: e.equity + running } : e;
      });
      const plain = evaluate(c);
      const net = evaluate({ ...c, events: shuffled(shifted, seed) });
      // Only what was withdrawn before the account closed moves its figures: a closed account stands still.
      const inOrder = [...shifted].sort(compareEvents);
      const taken = inOrder.slice(0, eventsBeforeClose(startEvaluation(c), inOrder));
      const total = taken.reduce((sum, e) => sum + (e.kind === 'adjustment' ? e.amount : 0), 0);
      expect(net).toEqual({
        ...plain,
        balance: plain.balance + total,
        equity: plain.equity + total,
        dailyLossFloor: plain.dailyLossFloor + total,
        maxLossFloor: plain.maxLossFloor + total,
        breach: net.breach,
      });
      expect(net.breach?.rule).toBe(plain.breach?.rule);
      expect(net.breach?.at).toBe(plain.breach?.at);
      if (net.breach && plain.breach && net.breach.rule !== 'timeLimit')
        expect(net.breach.equity - net.breach.floor).toBe(plain.breach.equity - plain.breach.floor);
    },
  );
});

describe('maximum drawdown', () => {
  const start = startEvaluation({ rules: phase1, initialBalance: INITIAL, startedAt: START });

  it('is the largest fall of trading equity from its highest earlier value; a payout is not a fall', () => {
    const s = advance(start, [
      snap('2026-01-05T09:00:00Z', 1_000_000, 1_030_000), // peak 1 030 000
      snap('2026-01-05T10:00:00Z', 1_000_000, 990_000), // fall 40 000
      snap('2026-01-05T11:00:00Z', 1_000_000, 1_050_000), // new peak
      { kind: 'adjustment', time: '2026-01-05T12:00:00Z', id: 'p1', amount: -20_000, reason: 'payout' },
      snap('2026-01-05T12:00:00Z', 980_000, 1_020_000), // trading equity 1 040 000: fall 10 000
    ]);
    expect(s).toMatchObject({ peakEquity: 1_050_000, maxDrawdown: 40_000 });
  });

  it('stops at the close: the breach is its last fall, later events change nothing', () => {
    const s = advance(start, [
      snap('2026-01-05T09:00:00Z', 1_000_000, 1_010_000),
      snap('2026-01-05T10:00:00Z', 1_000_000, 950_000), // daily floor 950 000: fails, fall 60 000
      snap('2026-01-05T11:00:00Z', 1_000_000, 900_000),
    ]);
    expect(s).toMatchObject({ status: 'failed', maxDrawdown: 60_000 });
  });

  it('a checkpoint written before it existed leaves it unknown', () => {
    const { peakEquity: _, maxDrawdown: __, ...old } = start;
    const s = advance(old, [snap('2026-01-05T10:00:00Z', 1_000_000, 950_001)]);
    expect(s.maxDrawdown).toBeUndefined();
  });
});
