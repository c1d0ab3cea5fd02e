/**
 * The worked examples of /how-we-calculate: each one's inputs, and what the definitions
 * (docs/definitions.md, version 1) make of them, computed here rather than typed into the texts, so
 * a number on the page cannot disagree with its own example. Money in cents of the example account's
 * currency. Pure: examples.test.ts checks every result against figures worked out by hand.
 */
import type { Locale } from '../../../i18n';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../../i18n/format';
import type { DefinitionId } from '../../../ui/definitions';

export const exampleCurrency = 'USD';
/** The example account: $100,000.00. */
const initial = 10_000_000;

/** `pct` % of the initial balance, to the nearest cent (halves up), as every rule takes it. */
const pctOf = (pct: number) => Math.round((pct * initial) / 100);
/** Halves away from zero, as the statistics round an average. */
const roundHalfAway = (x: number) => Math.sign(x) * Math.round(Math.abs(x));
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A deal's realised amount: a closing deal's profit + commission + swap; an opening deal's commission + swap. */
const realised = (deal: { profit?: number; commission: number; swap?: number }) => (deal.profit ?? 0) + deal.commission + (deal.swap ?? 0);

function figures() {
  const open = { commission: -350 };
  const close = { profit: 125_000, commission: -350, swap: -120 };
  const balance = initial + realised(open) + realised(close);
  const floating = -35_000;
  const payout = 50_000;
  const balanceAfterPayout = balance - payout;
  const tradingBalance = balanceAfterPayout + payout;
  const equityAfterPayout = balanceAfterPayout + floating;
  // A losing trade: a deal's realised amount against the trade's net and gross result.
  const lossOpen = { commission: -402 };
  const lossClose = { profit: -21_620, commission: -402, swap: 0 };
  const dayDeals = [realised(close), realised(open), realised(lossClose)];
  // Each day: how many deals opened a position on it.
  const week = [{ opening: 1 }, { opening: 0 }, { opening: 1 }];
  return {
    balance: {
      initial,
      openCommission: open.commission,
      closeProfit: close.profit,
      closeCommission: close.commission,
      closeSwap: close.swap,
      openRealised: realised(open),
      closeRealised: realised(close),
      balance,
    },
    equity: { balance, floating, equity: balance + floating },
    tradingBalance: { payout, balance: balanceAfterPayout, tradingBalance },
    closedProfit: { tradingBalance, initial, profit: tradingBalance - initial },
    profitOpen: {
      equity: equityAfterPayout,
      payout,
      initial,
      profit: equityAfterPayout + payout - initial,
      closedProfit: tradingBalance - initial,
      floating,
    },
    trade: {
      openCommission: lossOpen.commission,
      closeProfit: lossClose.profit,
      closeCommission: lossClose.commission,
      net: lossClose.profit + lossOpen.commission + lossClose.commission + lossClose.swap,
      gross: lossClose.profit,
      closeRealised: realised(lossClose),
    },
    day: { deals: dayDeals, payout, dayProfit: sum(dayDeals) },
    tradingDays: { count: week.filter((day) => day.opening > 0).length },
  };
}

/** The trailing maximum-loss floor: max(min(highest end-of-day balance − amount, initial − paid out), initial − amount). */
const trailingFloor = (highest: number, amount: number, paidOut: number) =>
  Math.max(Math.min(highest - amount, initial - paidOut), initial - amount);

/** Which floor an equity value breaches: none, or the higher one (the daily one on a tie). */
export function breachedRule(equity: number, dailyFloor: number, maxFloor: number): 'daily' | 'max' | null {
  const daily = equity <= dailyFloor;
  const max = equity <= maxFloor;
  if (daily && max) return dailyFloor >= maxFloor ? 'daily' : 'max';
  return daily ? 'daily' : max ? 'max' : null;
}

/** best × 100 ≤ pct × profit, and profit > 0 (exact, in cents). */
const bestDayMet = (best: number, profit: number, pct: number) => profit > 0 && Math.max(0, best) * 100 <= pct * profit;

function rules() {
  const targetPct = 10;
  const target = initial + pctOf(targetPct);
  const before = 10_940_000;
  const openResult = 80_000;

  const dailyPct = 5;
  const dailyAmount = pctOf(dailyPct);
  const basis = 10_120_000;
  const equityAtMidnight = 10_190_000;
  const dayPayout = 50_000;

  const maxPct = 10;
  const maxAmount = pctOf(maxPct);
  const high1 = 10_400_000;
  const high2 = 11_200_000;
  const laterPayout = 100_000;

  const dailyFloor = basis - dailyAmount;
  const maxFloor = trailingFloor(high1, maxAmount, 0);
  const equity1 = 9_615_000;
  const equity2 = 9_390_000;

  const bestPct = 50;
  const best = 600_000;
  const profit1 = 1_040_000;
  const profit2 = 1_200_000;

  const passBalance = 11_020_000;
  const passBest = 410_000;
  const passDays = 5;
  const minDays = 4;
  const daysSoFar = 3;

  const start = '2026-03-02T09:30:00Z';
  const limitDays = 30;

  const split = 80;
  const funded = 10_425_057;
  const inAccount = funded - initial;
  const payable = Math.floor((inAccount * split) / 100);
  const taken = Math.min(Math.ceil((payable * 100) / split), inAccount);

  const closedBalance = 9_598_000;
  const late = -12_000;

  return {
    profitTarget: {
      initial,
      pct: targetPct,
      target,
      before,
      floating: openResult,
      equity: before + openResult,
      metBefore: before >= target,
      after: before + openResult,
      metAfter: before + openResult >= target,
    },
    dailyLoss: {
      initial,
      pct: dailyPct,
      amount: dailyAmount,
      basis,
      floor: basis - dailyAmount,
      equityBasis: equityAtMidnight,
      floorEquity: Math.max(basis, equityAtMidnight) - dailyAmount,
      payout: dayPayout,
      floorAfterPayout: basis - dayPayout - dailyAmount,
    },
    maxLoss: {
      initial,
      pct: maxPct,
      amount: maxAmount,
      staticFloor: initial - maxAmount,
      high1,
      trailing1: trailingFloor(high1, maxAmount, 0),
      high2,
      trailing2: trailingFloor(high2, maxAmount, 0),
      payout: laterPayout,
      // The payout came after the highest end-of-day balance: the mark is lowered by it.
      trailing3: trailingFloor(high2 - laterPayout, maxAmount, laterPayout),
    },
    breach: {
      dailyFloor,
      maxFloor,
      equity1,
      rule1: breachedRule(equity1, dailyFloor, maxFloor),
      equity2,
      rule2: breachedRule(equity2, dailyFloor, maxFloor),
    },
    minDays: { min: minDays, before: daysSoFar, metBefore: daysSoFar >= minDays, after: daysSoFar + 1, metAfter: daysSoFar + 1 >= minDays },
    bestDay: {
      pct: bestPct,
      best,
      profit1,
      limit1: Math.floor((profit1 * bestPct) / 100),
      met1: bestDayMet(best, profit1, bestPct),
      profit2,
      limit2: Math.floor((profit2 * bestPct) / 100),
      met2: bestDayMet(best, profit2, bestPct),
    },
    pass: {
      target,
      min: minDays,
      pct: bestPct,
      balance: passBalance,
      days: passDays,
      best: passBest,
      profit: passBalance - initial,
      limit: Math.floor(((passBalance - initial) * bestPct) / 100),
      passed: passBalance >= target && passDays >= minDays && bestDayMet(passBest, passBalance - initial, bestPct),
    },
    timeLimit: { start, days: limitDays, deadline: new Date(Date.parse(start) + limitDays * 86_400_000).toISOString() },
    payout: { initial, balance: funded, split, profit: inAccount, payable, taken, after: funded - taken },
    closed: { balance: closedBalance, late, wouldBe: closedBalance + late },
  };
}

/** The statistics' example: five trades in close order, each opened and closed on its day. */
export const exampleTrades = [12_000, -8_000, 20_000, 0, -4_000] as const;
/** Which day each trade fell on (0-based). */
const tradeDays = [0, 0, 1, 2, 2] as const;
/** Equity (plus money paid out) after each event, from the initial balance. */
export const exampleEquityPath = [initial, 10_050_000, 9_980_000, 10_120_000, 10_040_000, 10_190_000] as const;

function longestRun(results: readonly number[], counts: (result: number) => boolean): number {
  let run = 0;
  let longest = 0;
  for (const result of results) {
    run = counts(result) ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The extreme (earliest on a tie) and its 1-based position. */
function extreme(values: readonly number[], better: (a: number, b: number) => boolean): { value: number; index: number } {
  let index = 0;
  values.forEach((value, i) => {
    if (better(value, values[index] as number)) index = i;
  });
  return { value: values[index] as number, index: index + 1 };
}

function statistics() {
  const results = exampleTrades;
  const n = results.length;
  const wins = results.filter((r) => r > 0);
  const losses = results.filter((r) => r < 0);
  const winSum = sum(wins);
  const lossSum = sum(losses);
  const days = [0, 1, 2].map((day) => sum(results.filter((_, i) => tradeDays[i] === day)));
  const mean = sum(days) / days.length;
  const deviation = Math.sqrt(sum(days.map((d) => (d - mean) ** 2)) / (days.length - 1));
  let peak: number = exampleEquityPath[0];
  let drawdown = { fall: 0, peak, trough: peak };
  for (const value of exampleEquityPath) {
    peak = Math.max(peak, value);
    if (peak - value > drawdown.fall) drawdown = { fall: peak - value, peak, trough: value };
  }
  const averageWin = winSum / wins.length;
  const averageLoss = lossSum / losses.length;
  return {
    results,
    n,
    wins: wins.length,
    losses: losses.length,
    winRate: wins.length / n,
    winSum,
    lossSum,
    averageWin: roundHalfAway(averageWin),
    averageLoss: roundHalfAway(averageLoss),
    profitFactor: winSum / -lossSum,
    sum: sum(results),
    expectancy: roundHalfAway(sum(results) / n),
    riskReward: averageWin / -averageLoss,
    best: extreme(results, (a, b) => a > b),
    worst: extreme(results, (a, b) => a < b),
    winStreak: longestRun(results, (r) => r > 0),
    lossStreak: longestRun(results, (r) => r < 0),
    days,
    mean,
    deviation,
    sharpe: deviation > 0 ? mean / deviation : null,
    bestDay: extreme(days, (a, b) => a > b),
    worstDay: extreme(days, (a, b) => a < b),
    drawdown: { ...drawdown, pct: drawdown.fall / initial },
  };
}

/** Every example's numbers (cents, ratios, counts). */
export function workedExamples() {
  return { initial, figures: figures(), rules: rules(), statistics: statistics() };
}

export type ExampleValues = Partial<Record<DefinitionId, Record<string, string>>>;

/**
 * The examples' numbers as the page shows them, in its locale: money to the cent (as the account
 * screens show it), percentages and ratios with up to two decimals. `list` joins a sequence and
 * `days` phrases a number of days, both in the page's language.
 */
export function exampleValues(
  locale: Locale,
  words: { list: (items: string[]) => string; path: (items: string[]) => string; days: (count: number) => string },
): { values: ExampleValues; results: string; initial: string } {
  const { figures: f, rules: r, statistics: s } = workedExamples();
  const money = (minor: number) => formatMoney(minor, exampleCurrency, locale);
  const signed = (minor: number) => formatMoney(minor, exampleCurrency, locale, { signed: true });
  const pct = (points: number) => formatPercent(points, locale, { points: true });
  const count = (value: number) => formatNumber(value, locale, 0);
  const ratio = (value: number) => formatNumber(value, locale, 2);
  const utc = (iso: string) => formatDate(iso, locale, 'dateTime', { timeZone: 'UTC', withZone: true });
  const results = words.list(s.results.map(signed));
  const values: ExampleValues = {
    'fig-balance': {
      initial: money(f.balance.initial),
      openCommission: signed(f.balance.openCommission),
      closeProfit: signed(f.balance.closeProfit),
      closeCommission: signed(f.balance.closeCommission),
      closeSwap: signed(f.balance.closeSwap),
      openRealised: signed(f.balance.openRealised),
      closeRealised: signed(f.balance.closeRealised),
      balance: money(f.balance.balance),
    },
    'fig-equity': { balance: money(f.equity.balance), floating: signed(f.equity.floating), equity: money(f.equity.equity) },
    'fig-trading-balance': {
      payout: money(f.tradingBalance.payout),
      balance: money(f.tradingBalance.balance),
      tradingBalance: money(f.tradingBalance.tradingBalance),
    },
    'fig-closed-profit': {
      tradingBalance: money(f.closedProfit.tradingBalance),
      initial: money(f.closedProfit.initial),
      profit: money(f.closedProfit.profit),
    },
    'fig-profit-open': {
      equity: money(f.profitOpen.equity),
      payout: money(f.profitOpen.payout),
      initial: money(f.profitOpen.initial),
      profit: money(f.profitOpen.profit),
      closedProfit: money(f.profitOpen.closedProfit),
      floating: signed(f.profitOpen.floating),
    },
    'fig-trade': {
      openCommission: signed(f.trade.openCommission),
      closeProfit: signed(f.trade.closeProfit),
      closeCommission: signed(f.trade.closeCommission),
      net: signed(f.trade.net),
      gross: signed(f.trade.gross),
      closeRealised: signed(f.trade.closeRealised),
    },
    'fig-day': {
      deals: words.list(f.day.deals.map(signed)),
      payout: money(f.day.payout),
      dayProfit: signed(f.day.dayProfit),
    },
    'fig-trading-day': { count: count(f.tradingDays.count) },
    'rule-profit-target': {
      initial: money(r.profitTarget.initial),
      pct: pct(r.profitTarget.pct),
      target: money(r.profitTarget.target),
      before: money(r.profitTarget.before),
      floating: signed(r.profitTarget.floating),
      equity: money(r.profitTarget.equity),
      after: money(r.profitTarget.after),
    },
    'rule-daily-loss': {
      initial: money(r.dailyLoss.initial),
      pct: pct(r.dailyLoss.pct),
      amount: money(r.dailyLoss.amount),
      basis: money(r.dailyLoss.basis),
      floor: money(r.dailyLoss.floor),
      equityBasis: money(r.dailyLoss.equityBasis),
      floorEquity: money(r.dailyLoss.floorEquity),
      payout: money(r.dailyLoss.payout),
      floorAfterPayout: money(r.dailyLoss.floorAfterPayout),
    },
    'rule-max-loss': {
      initial: money(r.maxLoss.initial),
      pct: pct(r.maxLoss.pct),
      amount: money(r.maxLoss.amount),
      staticFloor: money(r.maxLoss.staticFloor),
      high1: money(r.maxLoss.high1),
      trailing1: money(r.maxLoss.trailing1),
      high2: money(r.maxLoss.high2),
      trailing2: money(r.maxLoss.trailing2),
      payout: money(r.maxLoss.payout),
      trailing3: money(r.maxLoss.trailing3),
    },
    'rule-breach': {
      dailyFloor: money(r.breach.dailyFloor),
      maxFloor: money(r.breach.maxFloor),
      equity1: money(r.breach.equity1),
      equity2: money(r.breach.equity2),
    },
    'rule-min-days': { min: count(r.minDays.min), before: count(r.minDays.before), after: count(r.minDays.after) },
    'rule-best-day': {
      pct: pct(r.bestDay.pct),
      best: money(r.bestDay.best),
      profit1: money(r.bestDay.profit1),
      limit1: money(r.bestDay.limit1),
      profit2: money(r.bestDay.profit2),
      limit2: money(r.bestDay.limit2),
    },
    'rule-pass': {
      target: money(r.pass.target),
      min: count(r.pass.min),
      pct: pct(r.pass.pct),
      balance: money(r.pass.balance),
      days: count(r.pass.days),
      best: money(r.pass.best),
      profit: money(r.pass.profit),
      limit: money(r.pass.limit),
    },
    'rule-time-limit': { start: utc(r.timeLimit.start), days: words.days(r.timeLimit.days), deadline: utc(r.timeLimit.deadline) },
    'rule-payout': {
      initial: money(r.payout.initial),
      balance: money(r.payout.balance),
      split: pct(r.payout.split),
      profit: money(r.payout.profit),
      payable: money(r.payout.payable),
      taken: money(r.payout.taken),
      after: money(r.payout.after),
    },
    'rule-closed': { balance: money(r.closed.balance), late: signed(r.closed.late), wouldBe: money(r.closed.wouldBe) },
    'stat-win-rate': {
      results,
      wins: count(s.wins),
      losses: count(s.losses),
      n: count(s.n),
      winRate: formatPercent(s.winRate, locale),
    },
    'stat-average-win-loss': {
      winSum: money(s.winSum),
      wins: count(s.wins),
      averageWin: money(s.averageWin),
      lossSum: signed(s.lossSum),
      losses: count(s.losses),
      averageLoss: signed(s.averageLoss),
    },
    'stat-profit-factor': { winSum: money(s.winSum), lossAbs: money(-s.lossSum), profitFactor: ratio(s.profitFactor) },
    'stat-expectancy': { sum: signed(s.sum), n: count(s.n), expectancy: signed(s.expectancy) },
    'stat-risk-reward': {
      averageWin: money(s.averageWin),
      averageLossAbs: money(-s.averageLoss),
      riskReward: ratio(s.riskReward),
    },
    'stat-best-worst-trade': {
      best: signed(s.best.value),
      bestIndex: count(s.best.index),
      worst: signed(s.worst.value),
      worstIndex: count(s.worst.index),
    },
    'stat-streaks': { winStreak: count(s.winStreak), lossStreak: count(s.lossStreak) },
    'stat-max-drawdown': {
      path: words.path(exampleEquityPath.map(money)),
      peak: money(s.drawdown.peak),
      trough: money(s.drawdown.trough),
      drawdown: money(s.drawdown.fall),
      drawdownPct: formatPercent(s.drawdown.pct, locale),
      initial: money(initial),
    },
    'stat-sharpe': {
      day1: signed(s.days[0] as number),
      day2: signed(s.days[1] as number),
      day3: signed(s.days[2] as number),
      mean: signed(Math.round(s.mean)),
      deviation: money(Math.round(s.deviation)),
      sharpe: s.sharpe === null ? '' : ratio(s.sharpe),
    },
    'stat-best-worst-day': {
      best: signed(s.bestDay.value),
      bestIndex: count(s.bestDay.index),
      worst: signed(s.worstDay.value),
      worstIndex: count(s.worstDay.index),
    },
  };
  return { values, results, initial: money(initial) };
}
