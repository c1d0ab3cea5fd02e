import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AccountEvent, type EvaluationState, eventsBeforeClose, type RuleEvent, startEvaluation, stateAt } from '../../domain/rules';
import { tradeStatistics } from '../../domain/statistics';
import { DAY_MS, localDayOf, localFields, startOfLocalDate } from '../../domain/time';
import type { DailyReport, Statistics } from '../../schemas/accounts';
import type { BalancePoint, EquityRange, EquityReport } from '../../schemas/equity';
import type { Db } from '../db';
import {
  type AccountDay,
  accountDays,
  accountEquity,
  accountSymbols,
  accountTrades,
  balanceAdjustments,
  deals,
  equitySnapshots,
  type TradingAccount,
  tradingAccounts,
} from '../db/schema';
import type { Services } from '../services';
import { loadEvents } from './service';
import { dayNamer, projectTrades, tradesOf } from './trades';
import { shownState } from './view';

/**
 * What the member screens chart about an account — daily summaries, the equity series, statistics —
 * read from projections that ingestion keeps up to date in the same transaction as the events
 * (issue 7), so no answer replays the account's history:
 *
 * - account_days: per day in the reset zone, the balance and equity before its first event, the
 *   realised net amount, deals opened and closed, closes won and lost;
 * - account_equity: the last point (and the lowest equity) per hour, day and week;
 * - account_trades and account_symbols (trades.ts).
 *
 * In-order batches add to the rows from the checkpoint's balance and equity (the day running at the
 * checkpoint continues); a late event rebuilds them from the whole history.
 */
type Deal = Extract<AccountEvent, { kind: 'deal' }>;
type Figures = { balance: number; equity: number };
type DayRow = Omit<AccountDay, 'accountId'>;
type EquityBucket = {
  resolution: number;
  bucket: number;
  time: string;
  balance: number;
  equity: number;
  minEquity: number;
  events: number;
};

/** Bucket lengths of the stored equity series, finest first: an hour, a day, a week (seconds). */
export const equityResolutions = [3_600, 86_400, 604_800] as const;

/** What a deal realises into the balance: a close its profit, commission and swap; an opening its costs. */
export const realised = (d: Deal) => (d.entry === 'out' ? d.profit : 0) + (d.commission ?? 0) + (d.swap ?? 0);

/**
 * Folds events (in fold order) from `start` into day rows and equity buckets: whole rows from the
 * initial figures, or the additions of one batch from the checkpoint's figures.
 */
export function projectEvents(zone: string, start: Figures, events: RuleEvent[]) {
  const days = new Map<string, DayRow>();
  const buckets = new Map<string, EquityBucket>();
  let { balance, equity } = start;
  const dayOf = dayNamer(zone);
  for (const event of events) {
    const t = Date.parse(event.time);
    const day = dayOf(t);
    let row = days.get(day);
    if (!row) {
      row = {
        day,
        startBalance: balance,
        startEquity: equity,
        pnl: 0,
        trades: 0,
        closed: 0,
        lots: 0,
      };
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
      } else row.closed += 1;
    } else if (event.kind === 'adjustment') {
      // Money withdrawn (a paid payout) moves balance and equity, never the day's P&L or its trades.
      balance += event.amount;
      equity += event.amount;
    } else {
      balance = event.balance;
      equity = event.equity;
    }
    for (const resolution of equityResolutions) {
      const size = resolution * 1000;
      const bucket = Math.floor(t / size) * size;
      const key = `${resolution}|${bucket}`;
      const point = buckets.get(key);
      if (point) {
        point.time = event.time;
        point.balance = balance;
        point.equity = equity;
        point.minEquity = Math.min(point.minEquity, equity);
        point.events += 1;
      } else buckets.set(key, { resolution, bucket, time: event.time, balance, equity, minEquity: equity, events: 1 });
    }
  }
  return { days: [...days.values()], buckets: [...buckets.values()] };
}

const chunks = <T>(rows: T[], size: number) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

function bucketRow(accountId: string, b: EquityBucket) {
  return { accountId, ...b, bucket: new Date(b.bucket), time: new Date(b.time) };
}

/**
 * Adds an in-order batch (sorted, none earlier than the checkpoint) to the projections; `start` is the
 * balance and equity at the checkpoint. The day of the first event may already have a row: it goes on.
 */
export async function appendProjections(
  db: Db,
  account: TradingAccount,
  start: Figures,
  events: RuleEvent[],
  /** Stored with them but after the account closed: no trade takes these deals. */
  afterClose: RuleEvent[] = [],
): Promise<void> {
  if (events.length === 0) return;
  const { days, buckets } = projectEvents(account.rules.resetTimeZone, start, events);
  const add = (column: AnyPgColumn) => sql`${column} + excluded.${sql.identifier(column.name)}`;
  for (const part of chunks(days, 1000)) {
    await db
      .insert(accountDays)
      .values(part.map((row) => ({ accountId: account.id, ...row })))
      .onConflictDoUpdate({
        target: [accountDays.accountId, accountDays.day],
        set: {
          pnl: add(accountDays.pnl),
          trades: add(accountDays.trades),
          closed: add(accountDays.closed),
          lots: add(accountDays.lots),
        },
      });
  }
  for (const part of chunks(buckets, 1000)) {
    await db
      .insert(accountEquity)
      .values(part.map((b) => bucketRow(account.id, b)))
      .onConflictDoUpdate({
        target: [accountEquity.accountId, accountEquity.resolution, accountEquity.bucket],
        set: {
          time: sql`excluded.time`,
          balance: sql`excluded.balance`,
          equity: sql`excluded.equity`,
          minEquity: sql`least(${accountEquity.minEquity}, excluded.min_equity)`,
          events: add(accountEquity.events),
        },
      });
  }
  const deals = (list: RuleEvent[]) => list.filter((e): e is Deal => e.kind === 'deal');
  await projectTrades(db, account, deals(events), deals(afterClose));
}

/**
 * How many of an account's events (in fold order) its figures take (docs/decisions/042): up to the
 * one that passed or failed it; for a closure decided outside the rules, those up to its moment.
 */
function eventsTaken(account: TradingAccount, events: RuleEvent[]): number {
  const start = startEvaluation({
    rules: account.rules,
    initialBalance: account.initialBalance,
    startedAt: account.startedAt.toISOString(),
  });
  const byRules = eventsBeforeClose(start, events);
  const closedAt = account.status === 'active' ? null : (account.failedAt ?? account.passedAt);
  const after = closedAt ? events.findIndex((e) => Date.parse(e.time) > closedAt.getTime()) : -1;
  return after === -1 ? byRules : Math.min(byRules, after);
}

/** Replaces the account's projections with those of its history (`events` in fold order) up to its close. */
export async function rebuildProjections(db: Db, account: TradingAccount, history: RuleEvent[]): Promise<void> {
  const events = history.slice(0, eventsTaken(account, history));
  for (const table of [accountDays, accountEquity, accountTrades, accountSymbols])
    await db.delete(table).where(eq(table.accountId, account.id));
  const initial = { balance: account.initialBalance, equity: account.initialBalance };
  const { days, buckets } = projectEvents(account.rules.resetTimeZone, initial, events);
  for (const part of chunks(days, 1000)) await db.insert(accountDays).values(part.map((row) => ({ accountId: account.id, ...row })));
  for (const part of chunks(buckets, 1000)) await db.insert(accountEquity).values(part.map((b) => bucketRow(account.id, b)));
  const { trades, symbols } = tradesOf(account, events);
  for (const part of chunks(trades, 1000)) await db.insert(accountTrades).values(part);
  for (const part of chunks(symbols, 1000)) await db.insert(accountSymbols).values(part);
}

/**
 * Builds the projections of accounts that have events but none yet (a database from before they
 * existed). Idempotent and safe with several instances: each account is rebuilt under its row lock,
 * the one ingestion takes, after checking again.
 */
export async function backfillProjections(db: Db): Promise<number> {
  const missing = sql`not exists (select 1 from ${accountDays} where ${accountDays.accountId} = ${tradingAccounts.id})
    and (exists (select 1 from ${deals} where ${deals.accountId} = ${tradingAccounts.id})
      or exists (select 1 from ${equitySnapshots} where ${equitySnapshots.accountId} = ${tradingAccounts.id}))`;
  const rows = await db.select({ id: tradingAccounts.id }).from(tradingAccounts).where(missing);
  let built = 0;
  for (const { id } of rows) {
    built += await db.transaction(async (tx) => {
      const [account] = await tx
        .select()
        .from(tradingAccounts)
        .where(and(eq(tradingAccounts.id, id), missing))
        .for('update');
      if (!account) return 0;
      await rebuildProjections(tx, account, await loadEvents(tx, account.id));
      return 1;
    });
  }
  return built;
}

// ---- reads ----

const lotsOf = (lots: number) => Math.round(lots * 100) / 100;

/** 'YYYY-MM' of an instant in a time zone. */
function monthOf(t: Date, zone: string): string {
  const [year, month] = localFields(t.getTime(), zone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${String(year + 1).padStart(4, '0')}-01` : `${String(year).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The days with activity of one month ('YYYY-MM' in the reset zone; by default the month of the
 * latest activity, or of `now` before any): start figures, the day's loss basis and floor, P&L and counts.
 */
export async function dailyReport(services: Services, account: TradingAccount, month: string | undefined): Promise<DailyReport> {
  const { db } = services;
  const { rules } = account;
  const zone = rules.resetTimeZone;
  let chosen = month;
  if (!chosen) {
    const [latest] = await db
      .select({ day: accountDays.day })
      .from(accountDays)
      .where(eq(accountDays.accountId, account.id))
      .orderBy(desc(accountDays.day))
      .limit(1);
    chosen = latest ? latest.day.slice(0, 7) : monthOf(services.now(), zone);
  }
  const rows = await db
    .select()
    .from(accountDays)
    .where(and(eq(accountDays.accountId, account.id), gte(accountDays.day, `${chosen}-01`), lt(accountDays.day, `${nextMonth(chosen)}-01`)))
    .orderBy(asc(accountDays.day));
  // Wins and losses by the trades' net results, as the trade list and the statistics count them.
  const outcomes = await db
    .select({
      day: accountTrades.closeDay,
      wins: sql<number>`(count(*) filter (where ${accountTrades.result} > 0))::int`,
      losses: sql<number>`(count(*) filter (where ${accountTrades.result} < 0))::int`,
    })
    .from(accountTrades)
    .where(
      and(
        eq(accountTrades.accountId, account.id),
        gte(accountTrades.closeDay, `${chosen}-01`),
        lt(accountTrades.closeDay, `${nextMonth(chosen)}-01`),
      ),
    )
    .groupBy(accountTrades.closeDay);
  const outcome = new Map(outcomes.map((row) => [row.day, row]));
  const limit = Math.round((rules.maxDailyLossPct * account.initialBalance) / 100);
  return {
    month: chosen,
    timeZone: zone,
    items: rows.map((row) => {
      const basis = rules.dailyLossBasis === 'balanceOrEquity' ? Math.max(row.startBalance, row.startEquity) : row.startBalance;
      return {
        day: row.day,
        startBalance: row.startBalance,
        startEquity: row.startEquity,
        basis,
        floor: basis - limit,
        pnl: row.pnl,
        trades: row.trades,
        closed: row.closed,
        wins: outcome.get(row.day)?.wins ?? 0,
        losses: outcome.get(row.day)?.losses ?? 0,
        lots: lotsOf(row.lots),
      };
    }),
  };
}

const rangeMs = { day: DAY_MS, week: 7 * DAY_MS } as const;

/**
 * At most `points` points, thinned by time, not by position: [from, to] is cut into `points / 2`
 * equal slots and each keeps its lowest equity and its last point (in time order). The lows are what
 * a trader checks against the floors (a breach's equity is its account's last point), the last
 * points carry the line to the next slot.
 */
export function thinByTime(series: BalancePoint[], points: number, from: number, to: number): BalancePoint[] {
  if (series.length <= points) return series;
  const slots = Math.max(1, Math.floor(points / 2));
  const size = Math.max(1, (to - from) / slots);
  const out: BalancePoint[] = [];
  let slot = -1;
  let low: BalancePoint | undefined;
  let last: BalancePoint | undefined;
  const flush = () => {
    if (!low || !last) return;
    if (low !== last) out.push(low);
    out.push(last);
  };
  for (const point of series) {
    const index = Math.min(slots - 1, Math.max(0, Math.floor((Date.parse(point.time) - from) / size)));
    if (index !== slot) {
      flush();
      slot = index;
      low = point;
    } else if (low && point.equity < low.equity) low = point;
    last = point;
  }
  flush();
  return out;
}

/** Reading events costs ~15 ms per thousand on PGlite: longer histories come from the buckets. */
const rawEventsAtMost = 1_000;

/** When the account's chart ends: at its close (decision 042), else now (or its last event, if later). */
function chartEnd(account: TradingAccount, now: Date): number {
  const closedAt = account.status === 'active' ? null : (account.failedAt ?? account.passedAt);
  const last = account.checkpoint?.state.lastEventTime;
  const end = closedAt ? closedAt.getTime() : Math.max(now.getTime(), last ? Date.parse(last) : 0);
  return Math.max(end, account.startedAt.getTime());
}

/** The engine's state as the account view shows it at `end` (a closed account's as it closed). */
function stateAtEnd(account: TradingAccount, end: number): EvaluationState | null {
  if (!account.checkpoint) return null;
  const state = stateAt(account.checkpoint.state, new Date(end).toISOString());
  return account.status !== 'active' && state.closing ? { ...state, ...state.closing } : state;
}

type Step = EquityReport['floors']['dailyLoss'][number];

/**
 * The floors as they stood over time, from the day rows (one per day with activity; the figures
 * before a day's first event are those at the midnight before it): the daily-loss floor steps at
 * the first reset after each active day to the next active day's basis − the limit; a trailing
 * maximum-loss floor steps there too, when the highest end-of-day balance rose; a payout moves both
 * when it is paid. The last step is the engine's own figure at the end (what the overview shows),
 * placed at the reset it belongs to.
 */
async function floorSteps(db: Db, account: TradingAccount, end: number) {
  const { rules, initialBalance } = account;
  const zone = rules.resetTimeZone;
  const dailyAmount = Math.round((rules.maxDailyLossPct * initialBalance) / 100);
  const maxAmount = Math.round((rules.maxLossPct * initialBalance) / 100);
  const started = account.startedAt.toISOString();
  const dailyLoss: Step[] = [{ time: started, floor: initialBalance - dailyAmount }];
  const maxLoss: Step[] = [{ time: started, floor: initialBalance - maxAmount }];
  const rows = await db
    .select({ day: accountDays.day, startBalance: accountDays.startBalance, startEquity: accountDays.startEquity })
    .from(accountDays)
    .where(eq(accountDays.accountId, account.id))
    .orderBy(asc(accountDays.day));
  // Payouts move the floors when they are paid (docs/definitions.md): the day's floor and the
  // trailing mark by the amount, the trailing cap to initial − money paid out.
  const payments = await db
    .select({ time: balanceAdjustments.time, amount: balanceAdjustments.amount })
    .from(balanceAdjustments)
    .where(and(eq(balanceAdjustments.accountId, account.id), lte(balanceAdjustments.time, new Date(end))))
    .orderBy(asc(balanceAdjustments.time));
  const dayOf = dayNamer(zone);
  const resetAfter = (day: string) => localDayOf(startOfLocalDate(Number(day.replaceAll('-', '')), zone), zone).end;
  let highest = initialBalance;
  let adjusted = 0;
  let daily = initialBalance - dailyAmount;
  let previous: string | null = null;
  let paid = 0;
  const step = (steps: Step[], time: number, floor: number) => {
    if (time > end || steps.at(-1)?.floor === floor) return;
    steps.push({ time: new Date(time).toISOString(), floor });
  };
  const trailing = () => Math.max(Math.min(highest - maxAmount, initialBalance + adjusted), initialBalance - maxAmount);
  for (const row of rows) {
    if (previous !== null) {
      const at = resetAfter(previous);
      daily = (rules.dailyLossBasis === 'balanceOrEquity' ? Math.max(row.startBalance, row.startEquity) : row.startBalance) - dailyAmount;
      step(dailyLoss, at, daily);
      if (rules.maxLossMode === 'trailing') {
        highest = Math.max(highest, row.startBalance);
        step(maxLoss, at, trailing());
      }
    }
    for (; paid < payments.length && dayOf((payments[paid] as (typeof payments)[number]).time.getTime()) <= row.day; paid++) {
      const { time, amount } = payments[paid] as (typeof payments)[number];
      daily += amount;
      adjusted += amount;
      step(dailyLoss, time.getTime(), daily);
      if (rules.maxLossMode === 'trailing') {
        highest += amount;
        step(maxLoss, time.getTime(), trailing());
      }
    }
    previous = row.day;
  }
  const state = stateAtEnd(account, end);
  if (state) {
    const lastReset = previous === null ? end : Math.min(end, resetAfter(previous));
    for (const [steps, floor] of [
      [dailyLoss, state.dailyLossFloor],
      [maxLoss, state.maxLossFloor],
    ] as const) {
      const lastStep = steps.at(-1) as Step;
      if (lastStep.floor !== floor) step(steps, Math.max(Date.parse(lastStep.time), lastReset), floor);
    }
  }
  const target = state
    ? state.target
    : rules.profitTargetPct === null
      ? null
      : initialBalance + Math.round((rules.profitTargetPct * initialBalance) / 100);
  return { dailyLoss, maxLoss, profitTarget: target };
}

/**
 * The balance and equity over a window of the account's life (`range`: its last day or week, or
 * all of it; ending now, or at its close), at most `points` points thinned by time, with the floors
 * and the target as they stood over the whole life (`floors`, steps in time order).
 * The first point is the figures at the window's start. A window with fewer events than
 * `rawEventsAtMost` is answered from the events themselves, as the rule engine folds them; a busier
 * one from the finest stored bucket resolution (hour, day, week; each bucket's last point) with at
 * most a few times `points` buckets in it.
 */
export async function equityReport(services: Services, account: TradingAccount, points: number, range: EquityRange): Promise<EquityReport> {
  const { db } = services;
  const started = account.startedAt.getTime();
  const to = chartEnd(account, services.now());
  const from = range === 'all' ? started : Math.max(started, to - rangeMs[range]);
  const [hour, day, week] = equityResolutions;
  const level = (resolution: number, after = from) =>
    db
      .select({ time: accountEquity.time, balance: accountEquity.balance, equity: accountEquity.equity, events: accountEquity.events })
      .from(accountEquity)
      .where(
        and(
          eq(accountEquity.accountId, account.id),
          eq(accountEquity.resolution, resolution),
          // Every bucket that may hold an event of the window.
          gte(accountEquity.bucket, new Date(Math.floor(after / (resolution * 1000)) * resolution * 1000)),
          lte(accountEquity.time, new Date(to)),
        ),
      )
      .orderBy(asc(accountEquity.bucket));
  // The figures before the window: the last hour bucket wholly before it (its last event's figures).
  const hourStart = Math.floor(from / (hour * 1000)) * hour * 1000;
  const [before] =
    range === 'all'
      ? []
      : await db
          .select({ time: accountEquity.time, balance: accountEquity.balance, equity: accountEquity.equity })
          .from(accountEquity)
          .where(
            and(eq(accountEquity.accountId, account.id), eq(accountEquity.resolution, hour), lt(accountEquity.bucket, new Date(hourStart))),
          )
          .orderBy(desc(accountEquity.bucket))
          .limit(1);
  let carried: Figures = before ?? { balance: account.initialBalance, equity: account.initialBalance };
  const weeks = await level(week);
  let events = 0;
  let hoursAtMost = 0;
  let daysAtMost = 0;
  for (const row of weeks) {
    events += row.events;
    hoursAtMost += Math.min(row.events, week / hour);
    daysAtMost += Math.min(row.events, week / day);
  }
  const inWindow: BalancePoint[] = [];
  if (events < rawEventsAtMost) {
    // A quiet window: every event from the hour of its start, as the rule engine folds them.
    let { balance, equity } = carried;
    for (const event of await loadEvents(db, account.id, { from: new Date(range === 'all' ? 0 : hourStart), to: new Date(to) })) {
      if (event.kind === 'deal') {
        balance += realised(event);
        equity = balance;
      } else if (event.kind === 'adjustment') {
        balance += event.amount;
        equity += event.amount;
      } else {
        balance = event.balance;
        equity = event.equity;
      }
      if (Date.parse(event.time) <= from) carried = { balance, equity };
      else inWindow.push({ time: event.time, balance, equity });
    }
  } else {
    const cap = Math.max(4 * points, 2_000);
    const rows = hoursAtMost <= cap ? await level(hour) : daysAtMost <= cap ? await level(day) : weeks;
    for (const row of rows) {
      const point = { time: row.time.toISOString(), balance: row.balance, equity: row.equity };
      if (row.time.getTime() <= from) carried = point;
      else inWindow.push(point);
    }
  }
  const series = [{ time: new Date(from).toISOString(), balance: carried.balance, equity: carried.equity }, ...inWindow];
  return {
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    items: thinByTime(series, points, from, to),
    floors: await floorSteps(db, account, to),
  };
}

/**
 * The trader statistics (docs/definitions.md) of the trades closed before the account closed, as the
 * trade list shows them, and of the days with a deal; the maximum drawdown is the rule engine's, from
 * the state the overview shows (a closed account's as it closed).
 */
export async function statisticsReport(services: Services, account: TradingAccount): Promise<Statistics> {
  const { db } = services;
  const own = eq(accountDays.accountId, account.id);
  const trades = await db
    .select({ ticket: accountTrades.ticket, closeTime: accountTrades.closeTime, result: accountTrades.result })
    .from(accountTrades)
    .where(eq(accountTrades.accountId, account.id));
  const days = await db
    .select({ day: accountDays.day, pnl: accountDays.pnl, lots: accountDays.lots, opened: accountDays.trades })
    .from(accountDays)
    .where(and(own, sql`${accountDays.trades} + ${accountDays.closed} > 0`))
    .orderBy(asc(accountDays.day));
  const symbols = await db
    .select({ symbol: accountSymbols.symbol })
    .from(accountSymbols)
    .where(eq(accountSymbols.accountId, account.id))
    .orderBy(asc(accountSymbols.symbol));
  const state = shownState(account, services.now());
  const drawdown = state?.maxDrawdown;
  return {
    ...tradeStatistics(
      trades.map((t) => ({ ticket: t.ticket, closeTime: t.closeTime.getTime(), result: t.result })),
      days,
    ),
    maxDrawdown: drawdown === undefined ? null : { amount: drawdown, pct: (drawdown * 100) / account.initialBalance },
    lots: lotsOf(days.reduce((sum, d) => sum + d.lots, 0)),
    tradingDays: days.filter((d) => d.opened > 0).length,
    symbols: symbols.map((row) => row.symbol),
  };
}
