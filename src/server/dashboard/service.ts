import { type SQL, sql } from 'drizzle-orm';
import type { DashboardQuery } from '../../schemas/dashboard';
import { dayAfter, dayStart } from '../../schemas/days';
import { orderStatuses } from '../../schemas/enums';
import type { Db } from '../db';

/**
 * The firm at a glance (issue 10, docs/decisions/023): every figure is one SQL aggregate over the
 * range's calendar days in UTC (both ends inclusive); no order, user, account or payout row is
 * ever loaded into Node. Money is summed per currency, never across currencies.
 */

type Rows<Row> = { rows: Row[] };
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as Rows<Row>).rows;
}

/** Drivers answer bigint and numeric as text: figures become numbers here. */
const n = (value: unknown) => Number(value ?? 0);

export type DashboardRange = { start: string; end: string };
const rangeOf = (query: DashboardQuery): DashboardRange => ({
  start: dayStart(query.from).toISOString(),
  end: dayAfter(query.to).toISOString(),
});
/** `column` falls in the range: from the first instant of `from` to before the day after `to`. */
const inRange = (column: SQL, range: DashboardRange) =>
  sql`(${column} >= ${range.start}::timestamptz and ${column} < ${range.end}::timestamptz)`;

/** Figures stay per version (its rules and price differ); a later version says which it is. */
const versionedName = sql.raw(`c.name || case when c.version > 1 then ' · v' || c.version else '' end`);

/**
 * Gross: orders paid in the range (by `paid_at`, whatever became of them later); refunds: orders
 * refunded in the range (by `refunded_at`); net = gross − refunds. Granted orders bring no money.
 * One grouping-sets query gives the totals per currency and the split per challenge.
 */
async function revenue(db: Db, range: DashboardRange) {
  const paid = inRange(sql`o.paid_at`, range);
  const refunded = sql`(o.status = 'refunded' and ${inRange(sql`o.refunded_at`, range)})`;
  const rows = await rowsOf<{
    currency: string;
    challenge_id: string | null;
    challenge_name: string | null;
    gross: string;
    refunds: string;
    paid_orders: string;
    refunded_orders: string;
  }>(
    db,
    // The paid and the refunded orders apart (an order paid and refunded in the range is in both), each
    // read from its index alone: orders (paid_at, provider, currency, challenge_id, total) and
    // orders (refunded_at, status, provider, currency, challenge_id, total) (docs/decisions/032).
    sql`with money as (
          select o.currency, o.challenge_id, o.total as gross, 0::bigint as refunds, 1 as paid, 0 as refunded
            from orders o where o.provider <> 'grant' and ${paid}
          union all
          select o.currency, o.challenge_id, 0::bigint, o.total, 0, 1
            from orders o where o.provider <> 'grant' and ${refunded}
        )
        select o.currency, o.challenge_id, ${versionedName} as challenge_name,
          coalesce(sum(o.gross), 0)::bigint as gross,
          coalesce(sum(o.refunds), 0)::bigint as refunds,
          sum(o.paid)::int as paid_orders,
          sum(o.refunded)::int as refunded_orders
        from money o join challenges c on c.id = o.challenge_id
        group by grouping sets ((o.currency), (o.currency, o.challenge_id, c.name, c.version))
        order by o.currency, c.name nulls first, o.challenge_id`,
  );
  const figures = (row: (typeof rows)[number]) => ({
    gross: n(row.gross),
    refunds: n(row.refunds),
    net: n(row.gross) - n(row.refunds),
    paidOrders: n(row.paid_orders),
    refundedOrders: n(row.refunded_orders),
  });
  return {
    totals: rows.filter((row) => row.challenge_id === null).map((row) => ({ currency: row.currency, ...figures(row) })),
    byChallenge: rows
      .filter((row) => row.challenge_id !== null)
      .map((row) => ({
        currency: row.currency,
        challengeId: row.challenge_id as string,
        challengeName: row.challenge_name ?? '',
        ...figures(row),
      })),
  };
}

/** Orders created in the range, per status; every status is listed, with 0 when none. */
async function ordersByStatus(db: Db, range: DashboardRange) {
  const rows = await rowsOf<{ status: string; count: string }>(
    db,
    sql`select status, count(*)::int as count from orders where ${inRange(sql`created_at`, range)} group by status`,
  );
  const counts = new Map(rows.map((row) => [row.status, n(row.count)]));
  return orderStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/**
 * Accounts: `activeNow` is a live count (running now, whatever the range); `passed` and `failed`
 * count accounts that ended in the range; `funded` counts funded accounts opened in the range
 * (traders who became funded); `started` counts phase-1 accounts opened in the range.
 */
async function accounts(db: Db, range: DashboardRange) {
  const [row] = await rowsOf<Record<'active_now' | 'started' | 'passed' | 'failed' | 'funded', string>>(
    db,
    // One count per figure, each over its own index (status, started_at, passed_at, failed_at), never the whole table.
    sql`select (select count(*) from trading_accounts where status = 'active')::int as active_now,
          (select count(*) from trading_accounts where not funded and phase = 1 and ${inRange(sql`started_at`, range)})::int as started,
          (select count(*) from trading_accounts where ${inRange(sql`passed_at`, range)})::int as passed,
          (select count(*) from trading_accounts where ${inRange(sql`failed_at`, range)})::int as failed,
          (select count(*) from trading_accounts where funded and ${inRange(sql`started_at`, range)})::int as funded`,
  );
  return {
    activeNow: n(row?.active_now),
    started: n(row?.started),
    passed: n(row?.passed),
    failed: n(row?.failed),
    funded: n(row?.funded),
  };
}

/** Evaluation accounts that ended in the range, per challenge and phase: passed ÷ (passed + failed). */
async function passRates(db: Db, range: DashboardRange) {
  const passed = inRange(sql`a.passed_at`, range);
  const failed = inRange(sql`a.failed_at`, range);
  const rows = await rowsOf<{
    challenge_id: string;
    challenge_name: string;
    phase: number;
    phase_name: string;
    passed: string;
    failed: string;
  }>(
    db,
    // Passes and failures apart, each read from its index alone: trading_accounts (passed_at, funded,
    // challenge_id, phase, phase_name) and (failed_at, …) (docs/decisions/032).
    sql`with ended as (
          select a.challenge_id, a.phase, a.phase_name, 1 as passed, 0 as failed from trading_accounts a where not a.funded and ${passed}
          union all
          select a.challenge_id, a.phase, a.phase_name, 0, 1 from trading_accounts a where not a.funded and ${failed}
        )
        select a.challenge_id, ${versionedName} as challenge_name, a.phase, min(a.phase_name) as phase_name,
          sum(a.passed)::int as passed,
          sum(a.failed)::int as failed
        from ended a join challenges c on c.id = a.challenge_id
        group by a.challenge_id, c.name, c.version, a.phase
        order by c.name, a.challenge_id, a.phase`,
  );
  return rows.map((row) => {
    const passedCount = n(row.passed);
    const failedCount = n(row.failed);
    return {
      challengeId: row.challenge_id,
      challengeName: row.challenge_name,
      phase: n(row.phase),
      phaseName: row.phase_name,
      passed: passedCount,
      failed: failedCount,
      // Never 0 ÷ 0: a row exists only when an account ended.
      rate: passedCount / (passedCount + failedCount),
    };
  });
}

/** Payouts requested in the range (by `requested_at`) and paid in it (by `paid_at`), per currency. */
async function payoutFigures(db: Db, range: DashboardRange) {
  const requested = inRange(sql`requested_at`, range);
  const paid = inRange(sql`paid_at`, range);
  const rows = await rowsOf<Record<'currency' | 'requested_count' | 'requested_amount' | 'paid_count' | 'paid_amount', string>>(
    db,
    sql`select currency,
          count(*) filter (where ${requested})::int as requested_count,
          coalesce(sum(amount) filter (where ${requested}), 0)::bigint as requested_amount,
          count(*) filter (where ${paid})::int as paid_count,
          coalesce(sum(amount) filter (where ${paid}), 0)::bigint as paid_amount
        from payouts where ${requested} or ${paid}
        group by currency order by currency`,
  );
  return rows.map((row) => ({
    currency: row.currency,
    requested: { count: n(row.requested_count), amount: n(row.requested_amount) },
    paid: { count: n(row.paid_count), amount: n(row.paid_amount) },
  }));
}

/**
 * One row per day of the range, days without anything included (generate_series): sign-ups, and
 * net revenue per currency (gross by paid day − refunds by refund day), 0 for a currency that had
 * money elsewhere in the range but not that day.
 */
async function daily(db: Db, query: DashboardQuery, range: DashboardRange) {
  const rows = await rowsOf<{ day: string; sign_ups: string; net: Record<string, string | number> | string }>(
    db,
    sql`with days as (
          select d::date as day from generate_series(${query.from}::date, ${query.to}::date, interval '1 day') d
        ), money as (
          select (paid_at at time zone 'UTC')::date as day, currency, total as amount
            from orders where provider <> 'grant' and ${inRange(sql`paid_at`, range)}
          union all
          select (refunded_at at time zone 'UTC')::date, currency, -total
            from orders where status = 'refunded' and provider <> 'grant' and ${inRange(sql`refunded_at`, range)}
        ), net as materialized (
          -- Materialized: read by a subquery per day, it would otherwise be grouped again for each day.
          select day, currency, sum(amount)::bigint as amount from money group by day, currency
        ), currencies as (
          select distinct currency from money
        ), sign_ups as (
          select (created_at at time zone 'UTC')::date as day, count(*)::int as count
            from users where ${inRange(sql`created_at`, range)} group by 1
        )
        -- Days × currencies joined and grouped: one pass, not a subquery per day.
        select to_char(days.day, 'YYYY-MM-DD') as day,
          coalesce(max(s.count), 0) as sign_ups,
          coalesce(jsonb_object_agg(c.currency, coalesce(net.amount, 0)) filter (where c.currency is not null), '{}'::jsonb) as net
        from days
          left join sign_ups s on s.day = days.day
          left join currencies c on true
          left join net on net.day = days.day and net.currency = c.currency
        group by days.day
        order by days.day`,
  );
  return rows.map((row) => {
    // node-postgres parses jsonb; PGlite too, but a text answer is read the same way.
    const net = typeof row.net === 'string' ? (JSON.parse(row.net) as Record<string, number>) : row.net;
    return {
      day: row.day,
      signUps: n(row.sign_ups),
      net: Object.fromEntries(Object.entries(net).map(([currency, amount]) => [currency, n(amount)])),
    };
  });
}

async function signUps(db: Db, range: DashboardRange) {
  const [row] = await rowsOf<{ count: string }>(db, sql`select count(*)::int as count from users where ${inRange(sql`created_at`, range)}`);
  return n(row?.count);
}

export async function dashboard(db: Db, query: DashboardQuery) {
  const range = rangeOf(query);
  // Without JIT, in one read-only transaction (SET LOCAL holds for it alone): over a year of data the
  // planner's estimates crossed every JIT threshold, and PostgreSQL spent 400–560 ms compiling each of
  // these queries, which run in 5–50 ms (docs/decisions/032).
  const [money, orders, users, accountFigures, rates, payouts, days] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return Promise.all([
      revenue(tx, range),
      ordersByStatus(tx, range),
      signUps(tx, range),
      accounts(tx, range),
      passRates(tx, range),
      payoutFigures(tx, range),
      daily(tx, query, range),
    ]);
  });
  return {
    from: query.from,
    to: query.to,
    revenue: money,
    orders,
    signUps: users,
    accounts: accountFigures,
    passRates: rates,
    payouts,
    daily: days,
  };
}
