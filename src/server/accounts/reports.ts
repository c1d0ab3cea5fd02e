import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AccountEvent, eventsBeforeClose, type RuleEvent, startEvaluation } from '../../domain/rules';
import { localFields } from '../../domain/time';
import type { Db } from '../db';
import {
  type AccountDay,
  accountDays,
  accountEquity,
  accountSymbols,
  accountTrades,
  deals,
  equitySnapshots,
  type TradingAccount,
  tradingAccounts,
} from '../db/schema';
import { loadEvents } from './service';
import { dayNamer, projectTrades, tradesOf } from './trades';

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
        wins: 0,
        losses: 0,
        grossProfit: 0,
        grossLoss: 0,
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
      } else {
        row.closed += 1;
        if (amount > 0) {
          row.wins += 1;
          row.grossProfit += amount;
        } else if (amount < 0) {
          row.losses += 1;
          row.grossLoss -= amount;
        }
      }
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
          wins: add(accountDays.wins),
          losses: add(accountDays.losses),
          grossProfit: add(accountDays.grossProfit),
          grossLoss: add(accountDays.grossLoss),
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
export async function dailyReport(db: Db, account: TradingAccount, month: string | undefined, now: Date) {
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
    chosen = latest ? latest.day.slice(0, 7) : monthOf(now, zone);
  }
  const rows = await db
    .select()
    .from(accountDays)
    .where(and(eq(accountDays.accountId, account.id), gte(accountDays.day, `${chosen}-01`), lt(accountDays.day, `${nextMonth(chosen)}-01`)))
    .orderBy(asc(accountDays.day));
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
        wins: row.wins,
        losses: row.losses,
        lots: lotsOf(row.lots),
      };
    }),
  };
}

type Point = { time: string; balance: number; equity: number };

/** At most `points` points, evenly by position: the last point of each of `points` equal runs. */
function reduce(series: Point[], points: number): Point[] {
  if (series.length <= points) return series;
  const size = series.length / points;
  return Array.from({ length: points }, (_, i) => series[Math.min(series.length - 1, Math.floor((i + 1) * size) - 1)] as Point);
}

/** Reading events costs ~15 ms per thousand on PGlite: longer histories come from the buckets. */
const rawEventsAtMost = 1_000;

/**
 * The balance and equity over time, starting at the initial balance, at most `points` points. A
 * history with fewer events than that (and than `rawEventsAtMost`) is answered whole. A longer one
 * comes from the finest stored resolution with at most a few times `points` buckets (each bucket's
 * last point), evenly reduced.
 * The week rows, read first, tell both: how many events there are, and at most how many hour and
 * day buckets (a week holds at most 168 hours and 7 days, and no more buckets than events).
 */
export async function equityReport(db: Db, account: TradingAccount, points: number) {
  const start: Point = { time: account.startedAt.toISOString(), balance: account.initialBalance, equity: account.initialBalance };
  const level = (resolution: number) =>
    db
      .select({ time: accountEquity.time, balance: accountEquity.balance, equity: accountEquity.equity, events: accountEquity.events })
      .from(accountEquity)
      .where(and(eq(accountEquity.accountId, account.id), eq(accountEquity.resolution, resolution)))
      .orderBy(asc(accountEquity.bucket));
  const [hour, day, week] = equityResolutions;
  const weeks = await level(week);
  let events = 0;
  let hoursAtMost = 0;
  let daysAtMost = 0;
  for (const row of weeks) {
    events += row.events;
    hoursAtMost += Math.min(row.events, week / hour);
    daysAtMost += Math.min(row.events, week / day);
  }
  if (events < Math.min(points, rawEventsAtMost)) {
    // A short history: every event, as the rule engine folds them.
    const series = [start];
    let balance = account.initialBalance;
    for (const event of await loadEvents(db, account.id)) {
      if (event.kind === 'deal') {
        balance += realised(event);
        series.push({ time: event.time, balance, equity: balance });
      } else if (event.kind === 'adjustment') {
        balance += event.amount;
        const equity = (series[series.length - 1]?.equity ?? balance) + event.amount;
        series.push({ time: event.time, balance, equity });
      } else {
        balance = event.balance;
        series.push({ time: event.time, balance: event.balance, equity: event.equity });
      }
    }
    return { items: series };
  }
  const cap = Math.max(4 * points, 2_000);
  const rows = hoursAtMost <= cap ? await level(hour) : daysAtMost <= cap ? await level(day) : weeks;
  const series = [start, ...rows.map((row) => ({ time: row.time.toISOString(), balance: row.balance, equity: row.equity }))];
  return { items: reduce(series, points) };
}

/**
 * Win rate, average win and loss, profit factor and expectancy of the closes (each by its own
 * realised amount), the best and worst day, lots opened, trading days and the symbols traded.
 */
export async function statisticsReport(db: Db, account: TradingAccount) {
  const own = eq(accountDays.accountId, account.id);
  const [totals] = await db
    .select({
      trades: sql<number>`coalesce(sum(${accountDays.closed}), 0)::int`,
      wins: sql<number>`coalesce(sum(${accountDays.wins}), 0)::int`,
      losses: sql<number>`coalesce(sum(${accountDays.losses}), 0)::int`,
      grossProfit: sql<string>`coalesce(sum(${accountDays.grossProfit}), 0)::text`,
      grossLoss: sql<string>`coalesce(sum(${accountDays.grossLoss}), 0)::text`,
      lots: sql<number>`coalesce(sum(${accountDays.lots}), 0)::float8`,
      tradingDays: sql<number>`(count(*) filter (where ${accountDays.trades} > 0))::int`,
    })
    .from(accountDays)
    .where(own);
  const [best] = await db
    .select({ day: accountDays.day, pnl: accountDays.pnl })
    .from(accountDays)
    .where(own)
    .orderBy(desc(accountDays.pnl), asc(accountDays.day))
    .limit(1);
  const [worst] = await db
    .select({ day: accountDays.day, pnl: accountDays.pnl })
    .from(accountDays)
    .where(own)
    .orderBy(asc(accountDays.pnl), asc(accountDays.day))
    .limit(1);
  const symbols = await db
    .select({ symbol: accountSymbols.symbol })
    .from(accountSymbols)
    .where(eq(accountSymbols.accountId, account.id))
    .orderBy(asc(accountSymbols.symbol));
  const trades = Number(totals?.trades ?? 0);
  const wins = Number(totals?.wins ?? 0);
  const losses = Number(totals?.losses ?? 0);
  const grossProfit = Number(totals?.grossProfit ?? 0);
  const grossLoss = Number(totals?.grossLoss ?? 0);
  return {
    trades,
    wins,
    losses,
    winRate: trades ? wins / trades : null,
    averageWin: wins ? Math.round(grossProfit / wins) : null,
    averageLoss: losses ? Math.round(-grossLoss / losses) : null,
    profitFactor: grossLoss > 0 ? grossProfit / grossLoss : null,
    expectancy: trades ? Math.round((grossProfit - grossLoss) / trades) : null,
    bestDay: best ? { day: best.day, pnl: best.pnl } : null,
    worstDay: worst ? { day: worst.day, pnl: worst.pnl } : null,
    lots: lotsOf(Number(totals?.lots ?? 0)),
    tradingDays: Number(totals?.tradingDays ?? 0),
    symbols: symbols.map((row) => row.symbol),
  };
}
