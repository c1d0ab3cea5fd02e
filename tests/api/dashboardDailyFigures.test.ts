import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { drivers, useHarness } from './harness';

/**
 * The dashboard's daily tables (migration 0011, docs/decisions/032) are kept by triggers on orders,
 * trading accounts, payouts and users. Whatever a writer does — many rows in one statement, a
 * column a figure is made of changed, a row deleted — each table must equal a recount of its
 * source rows made here independently, with plain GROUP BY queries.
 */
const recounts: Record<string, { kept: string; recount: string }> = {
  daily_revenue: {
    kept: `select day::text, currency, challenge_id, gross, refunds, paid_orders, refunded_orders from daily_revenue
             where gross <> 0 or refunds <> 0 or paid_orders <> 0 or refunded_orders <> 0`,
    recount: `select day::text, currency, challenge_id, sum(gross)::bigint as gross, sum(refunds)::bigint as refunds,
                 sum(paid)::int as paid_orders, sum(refunded)::int as refunded_orders from (
                 select (paid_at at time zone 'UTC')::date as day, currency, challenge_id, total as gross, 0 as refunds, 1 as paid, 0 as refunded
                   from orders where provider <> 'grant' and paid_at is not null
                 union all
                 select (refunded_at at time zone 'UTC')::date, currency, challenge_id, 0, total, 0, 1
                   from orders where provider <> 'grant' and status = 'refunded' and refunded_at is not null
               ) o group by day, currency, challenge_id`,
  },
  daily_orders: {
    kept: `select day::text, status, orders from daily_orders where orders <> 0`,
    recount: `select (created_at at time zone 'UTC')::date::text as day, status, count(*)::int as orders from orders group by 1, 2`,
  },
  daily_accounts: {
    kept: `select day::text, challenge_id, phase, phase_name, funded, started, passed, failed from daily_accounts
             where started <> 0 or passed <> 0 or failed <> 0`,
    recount: `select day::text, challenge_id, phase, phase_name, funded, sum(s)::int as started, sum(p)::int as passed, sum(f)::int as failed from (
                 select (started_at at time zone 'UTC')::date as day, challenge_id, phase, phase_name, funded, 1 as s, 0 as p, 0 as f from trading_accounts
                 union all
                 select (passed_at at time zone 'UTC')::date, challenge_id, phase, phase_name, funded, 0, 1, 0 from trading_accounts where passed_at is not null
                 union all
                 select (failed_at at time zone 'UTC')::date, challenge_id, phase, phase_name, funded, 0, 0, 1 from trading_accounts where failed_at is not null
               ) a group by day, challenge_id, phase, phase_name, funded`,
  },
  daily_payouts: {
    kept: `select day::text, currency, requested, requested_amount, paid, paid_amount from daily_payouts
             where requested <> 0 or requested_amount <> 0 or paid <> 0 or paid_amount <> 0`,
    recount: `select day::text, currency, sum(r)::int as requested, sum(ra)::bigint as requested_amount, sum(p)::int as paid, sum(pa)::bigint as paid_amount from (
                 select (requested_at at time zone 'UTC')::date as day, currency, 1 as r, amount as ra, 0 as p, 0 as pa from payouts
                 union all
                 select (paid_at at time zone 'UTC')::date, currency, 0, 0, 1, amount from payouts where paid_at is not null
               ) p group by day, currency`,
  },
  daily_sign_ups: {
    kept: `select day::text, users from daily_sign_ups where users <> 0`,
    recount: `select (created_at at time zone 'UTC')::date::text as day, count(*)::int as users from users group by 1`,
  },
};

describe.each(drivers)('the dashboard daily figures (%s)', (driver) => {
  const h = useHarness(driver);
  const rows = async (query: SQL | string) =>
    ((await h.db.execute(typeof query === 'string' ? sql.raw(query) : query)) as unknown as { rows: Record<string, unknown>[] }).rows
      // Both drivers answer bigints as text; compare values, in one order.
      .map((row) => JSON.stringify(Object.values(row).map(String)))
      .sort();
  async function expectKeptRight() {
    for (const [table, { kept, recount }] of Object.entries(recounts)) {
      expect(await rows(kept), table).toEqual(await rows(recount));
    }
  }
  const run = (query: SQL) => h.db.execute(query);
  const product = sql`(select id from challenges where slug = 'two-step-10k' and replaced_at is null)`;
  const member = sql`(select id from users where email = 'daily-1@example.test')`;

  beforeAll(async () => {
    await seedCatalogue(h.services.db);
  });

  it('counts many rows written in one statement, then each change of a column a figure is made of, then deletions', async () => {
    // Three sign-ups in one statement, two of them on the same day.
    await run(sql`insert into users (email, password_hash, first_name, last_name, created_at) values
      ('daily-1@example.test', 'x', 'Ada', 'One', '2031-05-01T23:59:59Z'),
      ('daily-2@example.test', 'x', 'Ben', 'Two', '2031-05-01T00:00:00Z'),
      ('daily-3@example.test', 'x', 'Cy', 'Three', '2031-05-02T00:00:00Z')`);
    expect(await rows(`select day::text, users from daily_sign_ups where day between '2031-05-01' and '2031-05-02'`)).toEqual([
      JSON.stringify(['2031-05-01', '2']),
      JSON.stringify(['2031-05-02', '1']),
    ]);

    // Orders in one statement: paid, refunded, pending, and a grant (no money).
    const order = (
      number: string,
      provider: string,
      status: string,
      total: number,
      created: string,
      paid: string | null,
      refunded: string | null,
    ) =>
      sql`(${number}, ${member}, ${product}, ${total}, 'USD', ${total}, '{}'::jsonb, ${provider}, ${status}, ${number},
           ${created}::timestamptz, ${paid}::timestamptz, ${refunded}::timestamptz)`;
    await run(sql`insert into orders (number, user_id, challenge_id, price, currency, total, billing, provider, status, payment_reference,
        created_at, paid_at, refunded_at) values
      ${order('D-1', 'stripe', 'paid', 15_500, '2031-05-01T10:00:00Z', '2031-05-01T10:01:00Z', null)},
      ${order('D-2', 'stripe', 'refunded', 15_500, '2031-05-01T11:00:00Z', '2031-05-01T11:01:00Z', '2031-05-03T09:00:00Z')},
      ${order('D-3', 'manual', 'pending', 15_500, '2031-05-02T12:00:00Z', null, null)},
      ${order('D-4', 'grant', 'paid', 0, '2031-05-02T13:00:00Z', '2031-05-02T13:00:00Z', null)}`);
    expect(await rows(`select day::text, gross, refunds from daily_revenue where day between '2031-05-01' and '2031-05-03'`)).toEqual([
      JSON.stringify(['2031-05-01', '31000', '0']),
      JSON.stringify(['2031-05-03', '0', '15500']),
    ]);
    await expectKeptRight();

    // The pending transfer is paid, the paid card order refunded, one order's day moved.
    await run(sql`update orders set status = 'paid', paid_at = '2031-05-04T08:00:00Z' where number = 'D-3'`);
    await run(sql`update orders set status = 'refunded', refunded_at = '2031-05-04T09:00:00Z' where number = 'D-1'`);
    await run(sql`update orders set created_at = '2031-04-30T12:00:00Z' where number = 'D-2'`);
    await run(sql`update orders set updated_at = now() where number = 'D-3'`);
    await expectKeptRight();

    // Accounts in one statement, then a pass, a failure, a funded successor, and equity moving.
    const account = (login: string, phase: number, funded: boolean, started: string) =>
      sql`(${member}, ${product}, ${phase}, ${funded ? 'Funded' : `Phase ${phase}`}, ${funded}, ${login}, 'mt5', 'USD', 1000000,
           '{}'::jsonb, ${started}::timestamptz, 1000000, 1000000)`;
    await run(sql`insert into trading_accounts (user_id, challenge_id, phase, phase_name, funded, login, platform, currency,
        initial_balance, rules, started_at, balance, equity) values
      ${account('DAILY-1', 1, false, '2031-05-01T10:02:00Z')},
      ${account('DAILY-2', 1, false, '2031-05-01T11:02:00Z')}`);
    await run(sql`update trading_accounts set status = 'passed', passed_at = '2031-05-05T10:00:00Z' where login = 'DAILY-1'`);
    await run(sql`update trading_accounts set status = 'failed', failed_at = '2031-05-06T10:00:00Z' where login = 'DAILY-2'`);
    await run(sql`insert into trading_accounts (user_id, challenge_id, phase, phase_name, funded, login, platform, currency,
        initial_balance, rules, started_at, balance, equity) values ${account('DAILY-3', 3, true, '2031-05-05T10:00:00Z')}`);
    await run(sql`update trading_accounts set equity = 1050000, balance = 1050000 where login = 'DAILY-3'`);
    expect(
      await rows(`select day::text, funded, started, passed, failed from daily_accounts where day between '2031-05-01' and '2031-05-06'`),
    ).toEqual(
      [
        ['2031-05-01', 'false', '2', '0', '0'],
        ['2031-05-05', 'false', '0', '1', '0'],
        ['2031-05-05', 'true', '1', '0', '0'],
        ['2031-05-06', 'false', '0', '0', '1'],
      ]
        .map((row) => JSON.stringify(row))
        .sort(),
    );
    await expectKeptRight();

    // Two payouts in one statement; one is paid.
    const payout = (amount: number, requested: string) =>
      sql`(${member}, (select id from trading_accounts where login = 'DAILY-3'), ${amount}, ${amount}, 'USD', 'bankTransfer', '{}'::jsonb,
           'rejected', '[]'::jsonb, ${requested}::timestamptz)`;
    await run(sql`insert into payouts (user_id, account_id, amount, withdrawn, currency, method, destination, status, eligibility, requested_at)
      values ${payout(40_000, '2031-05-07T10:00:00Z')}, ${payout(10_000, '2031-05-07T11:00:00Z')}`);
    await run(sql`update payouts set status = 'paid', paid_at = '2031-05-08T10:00:00Z' where amount = 40000`);
    await expectKeptRight();

    // A user's sign-up day moved, then everything deleted again: nothing is left counted.
    await run(sql`update users set created_at = '2031-05-09T00:00:00Z' where email = 'daily-3@example.test'`);
    await expectKeptRight();
    await run(sql`delete from payouts where user_id = ${member}`);
    await run(sql`delete from trading_accounts where user_id = ${member}`);
    await run(sql`delete from orders where user_id = ${member}`);
    await run(sql`delete from users where email like 'daily-%@example.test'`);
    await expectKeptRight();
    expect(
      await rows(`select * from daily_revenue where day between '2031-04-01' and '2031-05-31' and paid_orders + refunded_orders <> 0`),
    ).toEqual([]);
  });
});
