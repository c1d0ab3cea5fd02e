import { sql } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales';
import type { Dashboard, DashboardQuery } from '../../schemas/dashboard';
import { orderStatuses } from '../../schemas/enums';
import type { Db } from '../db';
import { rows } from '../db/rows';
import type { Services } from '../services';

/**
 * The firm at a glance (issue 10, docs/decisions/023): every figure is one SQL aggregate over the
 * range's calendar days in UTC (both ends inclusive); no order, user, account or payout row is
 * ever loaded into Node. Money is summed per currency, never across currencies.
 */

/** Drivers answer bigint and numeric as text: figures become numbers here. */
const n = (value: unknown) => Number(value ?? 0);

/**
 * Every range-bound figure reads the daily tables (daily_revenue, daily_orders, daily_accounts,
 * daily_payouts, daily_sign_ups), which database triggers keep from the orders, accounts, payouts
 * and users themselves (migration 0011, docs/decisions/032): a year is a few thousand small rows
 * whatever the firm's size. Days are UTC calendar days, both ends inclusive.
 */
const inDays = (query: DashboardQuery) => sql`d.day between ${query.from}::date and ${query.to}::date`;

/**
 * Figures stay per version (its rules and price differ); a later version says which it is. Named in
 * the viewer's language where the catalogue gives one (docs/decisions/045); used inside min() so
 * the groups stay by id and version.
 */
const versionedName = (locale: Locale) =>
  sql`min(coalesce(nullif(c.names ->> ${locale}::text, ''), c.name) || case when c.version > 1 then ' · v' || c.version else '' end)`;
/** The phase's name in the viewer's language while the product still calls the phase so, else as the account did. */
const phaseName = (locale: Locale) =>
  sql`min(coalesce(case when c.phases -> (d.phase - 1) ->> 'name' = d.phase_name
    then nullif(c.phases -> (d.phase - 1) -> 'names' ->> ${locale}::text, '') end, d.phase_name))`;

/**
 * Gross: orders paid in the range (by `paid_at`, whatever became of them later); refunds: orders
 * refunded in the range (by `refunded_at`); net = gross − refunds. Granted orders bring no money.
 * One grouping-sets query gives the totals per currency and the split per challenge.
 */
async function revenue(db: Db, query: DashboardQuery, locale: Locale) {
  const found = await rows<{
    currency: string;
    challenge_id: string | null;
    challenge_name: string | null;
    gross: string;
    refunds: string;
    paid_orders: string;
    refunded_orders: string;
  }>(
    db,
    sql`select d.currency, d.challenge_id, ${versionedName(locale)} as challenge_name,
          sum(d.gross)::bigint as gross, sum(d.refunds)::bigint as refunds,
          sum(d.paid_orders)::int as paid_orders, sum(d.refunded_orders)::int as refunded_orders
        from daily_revenue d join challenges c on c.id = d.challenge_id
        where ${inDays(query)}
        group by grouping sets ((d.currency), (d.currency, d.challenge_id, c.name, c.version))
        -- A day row whose money moved back to another day keeps its row, at 0.
        having sum(d.paid_orders) > 0 or sum(d.refunded_orders) > 0
        order by d.currency, c.name nulls first, d.challenge_id`,
  );
  const figures = (row: (typeof found)[number]) => ({
    gross: n(row.gross),
    refunds: n(row.refunds),
    net: n(row.gross) - n(row.refunds),
    paidOrders: n(row.paid_orders),
    refundedOrders: n(row.refunded_orders),
  });
  return {
    totals: found.filter((row) => row.challenge_id === null).map((row) => ({ currency: row.currency, ...figures(row) })),
    byChallenge: found
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
async function ordersByStatus(db: Db, query: DashboardQuery) {
  const found = await rows<{ status: string; count: string }>(
    db,
    sql`select d.status, sum(d.orders)::int as count from daily_orders d where ${inDays(query)} group by d.status`,
  );
  const counts = new Map(found.map((row) => [row.status, n(row.count)]));
  return orderStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/**
 * Accounts: `activeNow` is a live count (running now, whatever the range); `passed` and `failed`
 * count accounts that ended in the range; `funded` counts funded accounts opened in the range
 * (traders who became funded); `started` counts phase-1 accounts opened in the range.
 */
async function accounts(db: Db, query: DashboardQuery) {
  const [row] = await rows<Record<'active_now' | 'started' | 'passed' | 'failed' | 'funded', string>>(
    db,
    sql`select (select count(*) from trading_accounts where status = 'active')::int as active_now,
          coalesce(sum(d.started) filter (where not d.funded and d.phase = 1), 0)::int as started,
          coalesce(sum(d.passed), 0)::int as passed,
          coalesce(sum(d.failed), 0)::int as failed,
          coalesce(sum(d.started) filter (where d.funded), 0)::int as funded
        from daily_accounts d where ${inDays(query)}`,
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
async function passRates(db: Db, query: DashboardQuery, locale: Locale) {
  const found = await rows<{
    challenge_id: string;
    challenge_name: string;
    phase: number;
    phase_name: string;
    passed: string;
    failed: string;
  }>(
    db,
    sql`select d.challenge_id, ${versionedName(locale)} as challenge_name, d.phase, ${phaseName(locale)} as phase_name,
          sum(d.passed)::int as passed, sum(d.failed)::int as failed
        from daily_accounts d join challenges c on c.id = d.challenge_id
        where not d.funded and ${inDays(query)}
        group by d.challenge_id, c.name, c.version, d.phase
        having sum(d.passed) + sum(d.failed) > 0
        order by c.name, d.challenge_id, d.phase`,
  );
  return found.map((row) => {
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
async function payoutFigures(db: Db, query: DashboardQuery) {
  const found = await rows<Record<'currency' | 'requested_count' | 'requested_amount' | 'paid_count' | 'paid_amount', string>>(
    db,
    sql`select d.currency, sum(d.requested)::int as requested_count, sum(d.requested_amount)::bigint as requested_amount,
          sum(d.paid)::int as paid_count, sum(d.paid_amount)::bigint as paid_amount
        from daily_payouts d where ${inDays(query)}
        group by d.currency having sum(d.requested) > 0 or sum(d.paid) > 0
        order by d.currency`,
  );
  return found.map((row) => ({
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
async function daily(db: Db, query: DashboardQuery) {
  const found = await rows<{ day: string; sign_ups: string; net: Record<string, string | number> | string }>(
    db,
    sql`with days as (
          select d::date as day from generate_series(${query.from}::date, ${query.to}::date, interval '1 day') d
        ), net as (
          select d.day, d.currency, sum(d.gross - d.refunds)::bigint as amount
            from daily_revenue d where ${inDays(query)} and (d.paid_orders > 0 or d.refunded_orders > 0)
            group by d.day, d.currency
        ), currencies as (
          select distinct currency from net
        )
        select to_char(days.day, 'YYYY-MM-DD') as day,
          coalesce(max(s.users), 0) as sign_ups,
          coalesce(jsonb_object_agg(c.currency, coalesce(net.amount, 0)) filter (where c.currency is not null), '{}'::jsonb) as net
        from days
          left join daily_sign_ups s on s.day = days.day
          left join currencies c on true
          left join net on net.day = days.day and net.currency = c.currency
        group by days.day
        order by days.day`,
  );
  return found.map((row) => {
    // node-postgres parses jsonb; PGlite too, but a text answer is read the same way.
    const net = typeof row.net === 'string' ? (JSON.parse(row.net) as Record<string, number>) : row.net;
    return {
      day: row.day,
      signUps: n(row.sign_ups),
      net: Object.fromEntries(Object.entries(net).map(([currency, amount]) => [currency, n(amount)])),
    };
  });
}

async function signUps(db: Db, query: DashboardQuery) {
  const [row] = await rows<{ count: string }>(
    db,
    sql`select coalesce(sum(d.users), 0)::int as count from daily_sign_ups d where ${inDays(query)}`,
  );
  return n(row?.count);
}

export async function dashboard(services: Services, query: DashboardQuery, locale: Locale = 'en'): Promise<Dashboard> {
  // One read-only snapshot, so every figure is of the same moment. Its queries run in turn: a
  // transaction is one connection, which answers one query at a time (pg 9 refuses a second).
  const [money, orders, users, accountFigures, rates, payouts, days] = await services.db.transaction(
    async (tx) =>
      [
        await revenue(tx, query, locale),
        await ordersByStatus(tx, query),
        await signUps(tx, query),
        await accounts(tx, query),
        await passRates(tx, query, locale),
        await payoutFigures(tx, query),
        await daily(tx, query),
      ] as const,
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
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
