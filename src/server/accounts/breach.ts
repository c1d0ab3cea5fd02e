import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { AccountEvent, RuleEvent } from '../../domain/rules';
import { localDayOf } from '../../domain/time';
import type { BreachReceipt } from '../../schemas/accounts';
import type { BalancePoint } from '../../schemas/equity';
import type { Db } from '../db';
import { balanceAdjustments, breaches, deals, equitySnapshots, type TradingAccount } from '../db/schema';
import { DomainError } from '../errors';
import type { Services } from '../services';
import { openPositionsAt } from './positions';
import { loadEvents } from './service';
import { accountFigures } from './view';

/**
 * The breach receipt (GET /api/accounts/:id/breach): which rule closed the account, the figures
 * behind its floor, the equity path of the hours before and the event that tipped it over.
 * Reads a bounded slice of the history: the window's events, plus one snapshot and one sum for
 * the balance at the window's start.
 */
const PATH_HOURS = 6;
const PATH_POINTS = 500;

type Trigger = BreachReceipt['trigger'];
type Deal = Extract<AccountEvent, { kind: 'deal' }>;

const realised = (d: Pick<Deal, 'entry' | 'profit' | 'commission' | 'swap'>) =>
  (d.entry === 'out' ? d.profit : 0) + (d.commission ?? 0) + (d.swap ?? 0);

export async function breachReceipt(services: Services, account: TradingAccount): Promise<BreachReceipt> {
  const { db } = services;
  const [record] = await db.select().from(breaches).where(eq(breaches.accountId, account.id)).orderBy(desc(breaches.at)).limit(1);
  if (!record) throw new DomainError('notFound', 'error.notFound', { name: 'entity.breach' });
  const { rules, initialBalance } = account;
  const at = record.at;
  const from = new Date(Math.max(at.getTime() - PATH_HOURS * 3_600_000, account.startedAt.getTime()));
  const { start, events } = await windowOf(db, account, from, at);

  // The floor's figures: the engine's state as the account closed (the record's floor is the one that
  // decided); a closure (or the time limit) shows the day's loss limit.
  const figures = accountFigures(account, services.now());
  let basis: number;
  let limitAmount: number;
  let limitPct: number;
  let floor = record.floor;
  if (record.rule === 'maxDailyLoss') {
    limitPct = rules.maxDailyLossPct;
    limitAmount = Math.round((limitPct * initialBalance) / 100);
    basis = record.floor + limitAmount;
  } else if (record.rule === 'maxLoss') {
    limitPct = rules.maxLossPct;
    limitAmount = Math.round((limitPct * initialBalance) / 100);
    // Trailing: the highest end-of-day balance it trailed (the formula says where a cap applied).
    basis = rules.maxLossMode === 'trailing' ? figures.highestEodBalance : initialBalance;
  } else {
    limitPct = rules.maxDailyLossPct;
    limitAmount = figures.dailyLossAmount;
    basis = figures.dailyBasis;
    floor = basis - limitAmount;
  }

  // The path starts with the figures carried into the window (a quiet evening before a midnight
  // breach has no event in it) and ends at the breach.
  const path: BalancePoint[] = [{ time: from.toISOString(), balance: start.balance, equity: start.equity }];
  let balance = start.balance;
  let equity = start.equity;
  let carried = equity;
  let last: RuleEvent | null = null;
  let tipping: RuleEvent | null = null;
  const atIso = at.toISOString();
  for (const event of events) {
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
    path.push({ time: event.time, balance, equity });
    if (event.time < atIso) carried = equity;
    else if (!tipping && equity <= floor) tipping = event;
    last = event;
  }
  if (Date.parse((path.at(-1) as BalancePoint).time) < at.getTime()) path.push({ time: atIso, balance, equity: record.equity });

  return {
    rule: record.rule,
    at: atIso,
    equity: record.equity,
    floor,
    reason: record.reason,
    basis,
    limitAmount,
    limitPct,
    initialBalance,
    paidOut: figures.paidOut,
    currency: account.currency,
    resetTimeZone: rules.resetTimeZone,
    path: downsample(path, PATH_POINTS),
    // What was open when it happened, priced by the platform's last report up to the breach.
    positions: await openPositionsAt(db, account.id, at),
    trigger: triggerOf(record.rule, atIso, { carried, floor, tipping, last, zone: rules.resetTimeZone }),
  };
}

/**
 * What tipped the account over: the time limit, a closure, the new day's floor (a local midnight
 * that found the carried equity already at or below it), the event at `at` that brought equity to
 * the floor, or else the last event up to `at`.
 */
function triggerOf(
  rule: string,
  at: string,
  o: { carried: number; floor: number; tipping: RuleEvent | null; last: RuleEvent | null; zone: string },
): Trigger {
  if (rule === 'timeLimit') return { time: at, kind: 'deadline' };
  if (rule !== 'maxDailyLoss' && rule !== 'maxLoss') return { time: at, kind: 'manual' };
  const t = Date.parse(at);
  const midnight = localDayOf(t, o.zone).start === t;
  if (midnight && (o.carried <= o.floor || !o.tipping)) return { time: at, kind: 'dayStart' };
  const event = o.tipping ?? o.last;
  if (!event) return { time: at, kind: 'equity' };
  // Nothing is checked at an adjustment, so it never tips an account by itself; its instant is shown as equity.
  if (event.kind !== 'deal') return { time: event.time, kind: 'equity' };
  return { time: event.time, kind: 'deal', ticket: event.ticket, entry: event.entry, symbol: event.symbol, profit: realised(event) };
}

/**
 * The events of [from, to] in fold order, and balance and equity just before `from`: the latest
 * snapshot before the window, plus what the deals and adjustments between it and the window moved.
 */
async function windowOf(db: Db, account: TradingAccount, from: Date, to: Date) {
  const [before] = await db
    .select()
    .from(equitySnapshots)
    .where(and(eq(equitySnapshots.accountId, account.id), lt(equitySnapshots.time, from)))
    .orderBy(desc(equitySnapshots.time))
    .limit(1);
  const between = and(
    eq(deals.accountId, account.id),
    // Deals at the snapshot's instant were folded before it (deals sort before snapshots).
    before ? gt(deals.time, before.time) : undefined,
    lt(deals.time, from),
  );
  const [moved] = await db
    .select({
      amount: sql<string>`coalesce(sum(${deals.commission} + ${deals.swap} + case when ${deals.entry} = 'out' then ${deals.profit} else 0 end), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(deals)
    .where(between);
  // Adjustments (paid payouts) between the snapshot and the window move balance and equity alike.
  const [adjusted] = await db
    .select({ amount: sql<string>`coalesce(sum(${balanceAdjustments.amount}), 0)` })
    .from(balanceAdjustments)
    .where(
      and(
        eq(balanceAdjustments.accountId, account.id),
        before ? gt(balanceAdjustments.time, before.time) : undefined,
        lt(balanceAdjustments.time, from),
      ),
    );
  const adjustments = Number(adjusted?.amount ?? 0);
  const startBalance = (before?.balance ?? account.initialBalance) + Number(moved?.amount ?? 0) + adjustments;
  // After a deal equity equals the balance; without one the snapshot's equity stands (plus any adjustment).
  const start = { balance: startBalance, equity: (moved?.count ?? 0) > 0 || !before ? startBalance : before.equity + adjustments };

  return { start, events: await loadEvents(db, account.id, { from, to }) };
}

/** At most `max` points, evenly spread, always keeping the last (the breach). */
function downsample<T>(points: T[], max: number): T[] {
  if (points.length <= max) return points;
  const size = points.length / max;
  return Array.from({ length: max }, (_, i) => points[Math.min(points.length - 1, Math.floor((i + 1) * size) - 1)] as T);
}
