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
    sql`select o.currency, o.challenge_id, c.name as challenge_name,
          coalesce(sum(o.total) filter (where ${paid}), 0)::bigint as gross,
          coalesce(sum(o.total) filter (where ${refunded}), 0)::bigint as refunds,
          count(*) filter (where ${paid})::int as paid_orders,
          count(*) filter (where ${refunded})::int as refunded_orders
        from orders o join challenges c on c.id = o.challenge_id
        where o.provider <> 'grant' and (${paid} or ${refunded})
        group by grouping sets ((o.currency), (o.currency, o.challenge_id, c.name))
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
    sql`select count(*) filter (where status = 'active')::int as active_now,
          count(*) filter (where not funded and phase = 1 and ${inRange(sql`started_at`, range)})::int as started,
          count(*) filter (where ${inRange(sql`passed_at`, range)})::int as passed,
          count(*) filter (where ${inRange(sql`failed_at`, range)})::int as failed,
          count(*) filter (where funded and ${inRange(sql`started_at`, range)})::int as funded
        from trading_accounts`,
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
    sql`select a.challenge_id, c.name as challenge_name, a.phase, min(a.phase_name) as phase_name,
          count(*) filter (where ${passed})::int as passed,
          count(*) filter (where ${failed})::int as failed
        from trading_accounts a join challenges c on c.id = a.challenge_id
        where not a.funded and (${passed} or ${failed})
        group by a.challenge_id, c.name, a.phase
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
        ), net as (
          select day, currency, sum(amount)::bigint as amount from money group by day, currency
        ), currencies as (
          select distinct currency from money
        ), sign_ups as (
          select (created_at at time zone 'UTC')::date as day, count(*)::int as count
            from users where ${inRange(sql`created_at`, range)} group by 1
        )
        select to_char(days.day, 'YYYY-MM-DD') as day,
          coalesce(s.count, 0) as sign_ups,
          coalesce((select jsonb_object_agg(c.currency, coalesce(net.amount, 0))
                      from currencies c left join net on net.currency = c.currency and net.day = days.day), '{}'::jsonb) as net
        from days left join sign_ups s on s.day = days.day
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
  const [money, orders, users, accountFigures, rates, payouts, days] = await Promise.all([
    revenue(db, range),
    ordersByStatus(db, range),
    signUps(db, range),
    accounts(db, range),
    passRates(db, range),
    payoutFigures(db, range),
    daily(db, query, range),
  ]);
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
