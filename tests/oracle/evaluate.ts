/**
 * The account's rules and figures folded event by event, exactly as docs/definitions.md (version 1)
 * words them. Deliberately plain: every state variable is a figure the definitions name.
 */
import { dayOf, nextMidnight } from './days';
import { pctOf, realised } from './money';
import { statisticsOf } from './statistics';
import type { OracleBreach, OracleDay, OracleDeal, OracleEvent, OracleInput, OracleResult, OracleTrade } from './types';

const iso = (t: number) => new Date(t).toISOString();
const kindRank = { deal: 0, payout: 1, equity: 2 } as const;

/** Tickets in order: numbers by value (platform tickets are numbers), anything else by text. */
function compareTickets(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** "Events of one instant are taken in this order: deals (by ticket), payouts, equity reports." */
export function inOrder(events: OracleEvent[]): OracleEvent[] {
  return [...events].sort((a, b) => {
    const byTime = Date.parse(a.time) - Date.parse(b.time);
    if (byTime !== 0) return byTime;
    if (a.kind !== b.kind) return kindRank[a.kind] - kindRank[b.kind];
    if (a.kind === 'deal' && b.kind === 'deal') return compareTickets(a.ticket, b.ticket);
    return 0;
  });
}

export function oracle(input: OracleInput): OracleResult {
  const { initialBalance: initial, rules } = input;
  const zone = rules.resetTimeZone;
  const start = Date.parse(input.startedAt);
  const now = Date.parse(input.now);
  const dailyAmount = pctOf(rules.maxDailyLossPct, initial);
  const maxAmount = pctOf(rules.maxLossPct, initial);
  const target = rules.profitTargetPct === null ? null : initial + pctOf(rules.profitTargetPct, initial);
  const deadline = rules.timeLimitDays === null ? null : start + rules.timeLimitDays * 86_400_000;

  let balance = initial;
  let equity = initial;
  let paidOut = 0;
  // The highest balance at a midnight, the initial balance included, lowered by every later payout.
  let highestEod = initial;
  // The running day's basis (lowered by the day's payouts).
  let basis = initial;
  let nextReset = nextMidnight(start, zone);
  let status = 'active' as OracleResult['status'];
  let breach: OracleBreach | null = null;
  let closedAt: number | null = null;
  let passedAt: number | null = null;
  let peak = initial;
  let maxDrawdown = 0;
  let firstTradeAt: string | null = null;
  let lastPayoutAt: string | null = null;
  const open = new Map<string, OracleDeal>();
  const trades: OracleTrade[] = [];
  const afterClose: OracleDeal[] = [];
  const symbols = new Set<string>();
  let lots = 0;
  const days: OracleDay[] = [];
  const series: OracleResult['series'] = [{ time: iso(start), balance: initial, equity: initial }];
  const floorSteps: OracleResult['floorSteps'] = { dailyLoss: [], maxLoss: [] };

  const dailyFloor = () => basis - dailyAmount;
  const maxFloor = () =>
    rules.maxLossMode === 'static'
      ? initial - maxAmount
      : Math.max(Math.min(highestEod - maxAmount, initial - paidOut), initial - maxAmount);
  const today = () => days[days.length - 1]!;
  const tradingDays = () => days.filter((d) => d.opened > 0).length;
  const tradingBalance = () => balance + paidOut;
  const bestDayProfit = () => Math.max(0, ...days.map((d) => d.pnl));
  const bestDayMet = () => {
    if (rules.bestDayPct === null) return true;
    const profit = tradingBalance() - initial;
    return profit > 0 && bestDayProfit() * 100 <= rules.bestDayPct * profit;
  };

  function beginDay(at: number) {
    basis = rules.dailyLossBasis === 'balance' ? balance : Math.max(balance, equity);
    days.push({
      day: dayOf(at, zone),
      start: iso(at),
      startBalance: balance,
      startEquity: equity,
      basis,
      floor: basis - dailyAmount,
      pnl: 0,
      deals: 0,
      opened: 0,
    });
  }

  function recordFloors(time: string) {
    floorSteps.dailyLoss.push({ time: iso(Date.parse(time)), value: dailyFloor() });
    floorSteps.maxLoss.push({ time: iso(Date.parse(time)), value: maxFloor() });
  }

  /** Equity at or below a floor fails the account; the higher floor's rule is named (the daily one on a tie). */
  function checkBreach(at: number, trigger: OracleBreach['trigger']) {
    const daily = dailyFloor();
    const max = maxFloor();
    const hitDaily = equity <= daily;
    const hitMax = equity <= max;
    if (!hitDaily && !hitMax) return;
    const isDaily = hitDaily && (!hitMax || daily >= max);
    breach = { rule: isDaily ? 'maxDailyLoss' : 'maxLoss', at: iso(at), equity, floor: isDaily ? daily : max, trigger };
    status = 'failed';
    closedAt = at;
  }

  function checkPass(at: number) {
    if (target === null || status !== 'active') return;
    if (tradingBalance() >= target && tradingDays() >= rules.minTradingDays && bestDayMet()) {
      status = 'passed';
      passedAt = at;
      closedAt = at;
    }
  }

  /**
   * Moves the clock to `t`: every midnight up to it (a midnight at `t` itself comes before an event at
   * `t`), and the time limit once passed. An event exactly at the deadline still counts ("not passed by
   * start + N × 24 h"); `now` at the deadline does not.
   */
  function advanceTo(t: number, beforeAnEvent: boolean) {
    while (status === 'active') {
      const deadlineDue = deadline !== null && (beforeAnEvent ? deadline < t : deadline <= t);
      if (nextReset <= t && !(deadlineDue && deadline! < nextReset)) {
        highestEod = Math.max(highestEod, balance);
        beginDay(nextReset);
        nextReset = nextMidnight(nextReset, zone);
        recordFloors(today().start);
        checkBreach(Date.parse(today().start), { kind: 'midnight' });
        continue;
      }
      if (deadlineDue) {
        breach = { rule: 'timeLimit', at: iso(deadline!), equity, floor: null, trigger: { kind: 'deadline' } };
        status = 'failed';
        closedAt = deadline;
      }
      return;
    }
  }

  function apply(event: OracleEvent) {
    if (event.kind === 'deal') {
      const amount = realised(event);
      if (event.entry === 'in') lots += event.volume;
      balance += amount;
      equity = balance;
      today().pnl += amount;
      today().deals += 1;
      if (event.entry === 'in') {
        today().opened += 1;
        open.set(event.ticket, event);
        firstTradeAt ??= event.time;
      } else {
        const opening = open.get(event.ticket);
        open.delete(event.ticket);
        const commission = (opening?.commission ?? 0) + (event.commission ?? 0);
        const swap = (opening?.swap ?? 0) + (event.swap ?? 0);
        symbols.add(event.symbol);
        trades.push({
          ticket: event.ticket,
          symbol: event.symbol,
          volume: event.volume,
          openTime: opening ? iso(Date.parse(opening.time)) : null,
          closeTime: iso(Date.parse(event.time)),
          gross: event.profit,
          commission,
          swap,
          result: event.profit + commission + swap,
        });
      }
    } else if (event.kind === 'equity') {
      balance = event.balance;
      equity = event.equity;
    } else {
      // A payout is not a trading loss: the day's basis and the trailing mark move with it.
      balance += event.amount;
      equity += event.amount;
      paidOut -= event.amount;
      basis += event.amount;
      highestEod += event.amount;
      lastPayoutAt = iso(Date.parse(event.time));
    }
  }

  beginDay(start);
  recordFloors(input.startedAt);
  for (const event of inOrder(input.events)) {
    const t = Date.parse(event.time);
    if (t < start || t > now) throw new Error(`Event at ${event.time} outside ${input.startedAt} … ${input.now}`);
    if (status === 'active') advanceTo(t, true);
    if (status !== 'active') {
      if (event.kind === 'deal') afterClose.push(event);
      continue;
    }
    apply(event);
    // Maximum drawdown: over equity + money paid out after every event.
    peak = Math.max(peak, equity + paidOut);
    maxDrawdown = Math.max(maxDrawdown, peak - (equity + paidOut));
    series.push({ time: iso(t), balance, equity });
    if (event.kind === 'payout') recordFloors(iso(t));
    checkBreach(
      t,
      event.kind === 'deal' ? { kind: 'deal', ticket: event.ticket, entry: event.entry, amount: realised(event) } : { kind: event.kind },
    );
    checkPass(t);
  }
  if (status === 'active') advanceTo(now, false);

  const passed = status === 'passed';
  const dailyLossFloor = dailyFloor();
  const maxLossFloor = maxFloor();
  return {
    status,
    closedAt: closedAt === null ? null : iso(closedAt),
    passedAt: passedAt === null ? null : iso(passedAt),
    breach,
    balance,
    equity,
    paidOut,
    tradingBalance: tradingBalance(),
    profitTarget: target,
    dailyLossAmount: dailyAmount,
    maxLossAmount: maxAmount,
    dailyBasis: basis,
    dailyLossFloor,
    maxLossFloor,
    highestEodBalance: highestEod,
    tradingDays: tradingDays(),
    objectives: {
      profitTarget: passed || (target !== null && tradingBalance() >= target),
      maxDailyLoss: passed || equity > dailyLossFloor,
      maxLoss: passed || equity > maxLossFloor,
      minTradingDays: passed || tradingDays() >= rules.minTradingDays,
      bestDay: passed || bestDayMet(),
    },
    closedTradeProfit: tradingBalance() - initial,
    openProfit: equity + paidOut - initial,
    todayProfit: today().pnl,
    bestDayProfit: bestDayProfit(),
    trades,
    daily: days,
    openPositions: [...open.values()].map((d) => ({
      ticket: d.ticket,
      symbol: d.symbol,
      side: d.side,
      volume: d.volume,
      openTime: iso(Date.parse(d.time)),
    })),
    lots,
    symbols: [...symbols].sort(),
    series,
    floorSteps,
    afterClose,
    firstTradeAt: firstTradeAt === null ? null : iso(Date.parse(firstTradeAt)),
    lastPayoutAt,
    statistics: statisticsOf(trades, days, maxDrawdown, initial, tradingDays()),
  };
}
