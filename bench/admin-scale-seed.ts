// The data set of bench/admin-scale.ts, seeded with set-based SQL (INSERT … SELECT generate_series)
// into a freshly migrated database. Ids are md5 hashes of a row number (uuid-shaped, random-looking,
// reproducible), so each table can point at rows of the others without reading them back.
// Pseudo-random values come from bench_r(i, salt), a hash of the row number in [0, 1). Each table's
// rows are written in the order they happened, as a live database appends them (so a range of days
// reads neighbouring pages, as it would in production).

export type Scale = {
  users: number;
  orders: number;
  accounts: number;
  deals: number;
  payouts: number;
  audit: number;
  logins: number;
  discounts: number;
};

export const fullScale: Scale = {
  users: 100_000,
  orders: 150_000,
  accounts: 200_000,
  deals: 1_000_000,
  payouts: 20_000,
  audit: 500_000,
  logins: 250_000,
  discounts: 2_000,
};

/** Five back-office users (row numbers 1–5), the actors of most audit rows. */
export const adminRows = 5;

const firstNames = [
  'Maria',
  'Lukas',
  'Sofia',
  'Jonas',
  'Emma',
  'Noah',
  'Mia',
  'Leon',
  'Hannah',
  'Elias',
  'Lea',
  'Paul',
  'Anna',
  'Felix',
  'Clara',
  'Max',
  'Laura',
  'David',
  'Julia',
  'Tom',
  'Chloé',
  'Hugo',
  'Lucía',
  'Mateo',
  'Yuki',
  'Haruto',
  'Wei',
  'Li',
  'Priya',
  'Arjun',
  'Olivia',
  'James',
  'Amelia',
  'Oliver',
  'Isabella',
  'Lucas',
  'Zofia',
  'Jan',
  'Eva',
  'Omar',
];
const lastNames = [
  'Novak',
  'Müller',
  'Schmidt',
  'García',
  'Martínez',
  'Rossi',
  'Bianchi',
  'Dubois',
  'Laurent',
  'Kowalski',
  'Nowak',
  'Jansen',
  'de Vries',
  'Svensson',
  'Nielsen',
  'Smith',
  'Johnson',
  'Brown',
  'Taylor',
  'Wilson',
  'Tanaka',
  'Suzuki',
  'Sato',
  'Wang',
  'Zhang',
  'Chen',
  'Patel',
  'Sharma',
  'Silva',
  'Santos',
  'Horvat',
  'Popescu',
  'Ivanova',
  'Kaya',
  'Yilmaz',
  'Hassan',
  'Okafor',
  'Mensah',
  'Cohen',
  'Fischer',
];
const domains = ['gmail.com', 'outlook.com', 'yahoo.com', 'proton.me', 'gmx.de', 'web.de', 'icloud.com', 'mail.ru', 'qq.com', 'trader.io'];
const countries = ['DE', 'FR', 'ES', 'IT', 'NL', 'GB', 'US', 'PL', 'AT', 'CH', 'SE', 'JP', 'CN', 'BR', 'AE', 'ZA', 'IN', 'CA', 'AU', 'CZ'];
const cities = [
  'Berlin',
  'Paris',
  'Madrid',
  'Milan',
  'Amsterdam',
  'London',
  'New York',
  'Warsaw',
  'Vienna',
  'Zurich',
  'Stockholm',
  'Tokyo',
];
const symbols = ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'US30', 'NAS100', 'GER40', 'AUDUSD', 'USDCAD', 'BTCUSD', 'EURJPY', 'USOIL'];

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const array = (items: string[]) => `array[${items.map(quote).join(',')}]`;
/** One item of `items` chosen by bench_r(i, salt). */
const pick = (items: string[], i: string, salt: number) => `(${array(items)})[1 + floor(bench_r(${i}, ${salt}) * ${items.length})::int]`;

/**
 * The statements, in order, for `now` (the bench's clock). Challenges must exist (any number); the
 * bench's own admin and member are added by the caller.
 */
export function seedStatements(scale: Scale, now: Date): { label: string; sql: string }[] {
  const T0 = `${quote(now.toISOString())}::timestamptz`;
  const r = (i: string, salt: number) => `bench_r(${i}, ${salt})`;
  return [
    {
      label: 'helpers',
      sql: `create or replace function bench_r(i bigint, salt int) returns float8 language sql immutable parallel safe as
              $$ select (hashint8(i * 37 + salt)::bigint + 2147483648)::float8 / 4294967296.0 $$;
            drop table if exists bench_ch;
            create table bench_ch as select id, (row_number() over (order by slug, version))::int as ck, price, currency,
              account_size, phases, jsonb_array_length(phases) as n_phases, name
              from challenges where replaced_at is null;`,
    },
    {
      // Sign-ups over two years, more of them lately; 3 % suspended, 10 % businesses.
      label: `${scale.users.toLocaleString('en')} users`,
      sql: `insert into users (id, email, password_hash, first_name, last_name, role, status, type, locale, created_at, updated_at)
            select md5('u' || i)::uuid, lower(replace(f, ' ', '') || '.' || replace(l, ' ', '') || i || '@' || d), 'bench', f, l,
              case when i <= ${adminRows} then 'ADMIN' else 'USER' end,
              case when ${r('i', 4)} < 0.03 then 'Suspended' else 'Active' end,
              case when ${r('i', 5)} < 0.10 then 'Business' else 'Individual' end,
              ${pick(['en', 'de', 'es', 'fr', 'ja', 'zh'], 'i', 6)}, c, c
            from (select i, ${pick(firstNames, 'i', 1)} as f, ${pick(lastNames, 'i', 2)} as l, ${pick(domains, 'i', 3)} as d,
                    ${T0} - (1 - sqrt(${r('i', 7)})) * interval '730 days' - interval '1 hour' as c
                  from generate_series(1, ${scale.users}) i) s
            order by c`,
    },
    {
      label: 'billing profiles (85 % of users)',
      sql: `insert into billing_profiles (user_id, details, updated_at)
            select u.id, jsonb_build_object('firstName', u.first_name, 'lastName', u.last_name, 'email', u.email,
                'address', (1 + floor(${r('i', 8)} * 200)::int) || ' Market Street', 'city', ${pick(cities, 'i', 9)},
                'postalCode', lpad((floor(${r('i', 10)} * 99999))::int::text, 5, '0'), 'country', ${pick(countries, 'i', 11)},
                'type', u.type, 'companyName', case when u.type = 'Business' then u.last_name || ' Capital' else '' end, 'vatNumber', ''),
              u.created_at
            from generate_series(1, ${scale.users}) i join users u on u.id = md5('u' || i)::uuid
            where ${r('i', 12)} < 0.85`,
    },
    {
      label: `${scale.logins.toLocaleString('en')} sign-ins`,
      sql: `insert into login_events (id, user_id, at, success, ip, user_agent)
            select md5('l' || j)::uuid, u.id, u.created_at + ${r('j', 2)} * (${T0} - u.created_at), ${r('j', 3)} < 0.92,
              '10.' || (j % 250) || '.' || (j % 199) || '.' || (j % 97), 'Mozilla/5.0'
            from generate_series(1, ${scale.logins}) j join users u on u.id = md5('u' || (1 + floor(${r('j', 1)} * ${scale.users})::int))::uuid
            order by 3`,
    },
    {
      label: `${scale.discounts.toLocaleString('en')} discount codes`,
      sql: `insert into discount_codes (id, code, kind, value, currency, expires_at, max_uses, uses, disabled_at, created_at)
            select md5('d' || i)::uuid, ${pick(['SPRING', 'SUMMER', 'WELCOME', 'FUNDED', 'TRADER', 'BLACKFRIDAY', 'VIP', 'RETRY'], 'i', 1)} || i,
              case when ${r('i', 2)} < 0.8 then 'percent' else 'fixed' end,
              case when ${r('i', 2)} < 0.8 then 5 + floor(${r('i', 3)} * 30)::int else 1000 + floor(${r('i', 3)} * 5000)::int end,
              'USD', case when ${r('i', 4)} < 0.6 then c + interval '60 days' end,
              case when ${r('i', 5)} < 0.5 then 100 + floor(${r('i', 6)} * 900)::int end, floor(${r('i', 7)} * 100)::int,
              case when ${r('i', 8)} < 0.1 then c + interval '10 days' end, c
            from (select i, ${T0} - ${r('i', 9)} * interval '730 days' as c from generate_series(1, ${scale.discounts}) i) s`,
    },
    {
      // Card 60 %, bank transfer 32 %, granted 8 %; paid 70 %, pending 8 %, cancelled 10 %, failed 7 %, refunded 5 %.
      label: `${scale.orders.toLocaleString('en')} orders`,
      sql: `insert into orders (id, number, user_id, challenge_id, price, currency, discount_code, discount, vat_rate, vat,
              reverse_charge, total, billing, provider, status, grant_reason, payment_reference, checkout_id, terms_accepted_at,
              paid_at, cancelled_at, refunded_at, created_at, updated_at)
            select md5('o' || o.j)::uuid, o.num, u.id, ch.id, ch.price, ch.currency, case when dd.disc > 0 and o.provider <> 'grant' then 'WELCOME10' end,
              dd.disc, o.rate, case when o.provider = 'grant' then 0 else round((ch.price - dd.disc) * o.rate / (10000.0 + o.rate))::bigint end,
              false, ch.price - dd.disc,
              jsonb_build_object('firstName', u.first_name, 'lastName', u.last_name, 'email', u.email, 'address', '1 Market Street',
                'city', 'Berlin', 'postalCode', '10115', 'country', 'DE', 'type', u.type, 'companyName', '', 'vatNumber', ''),
              o.provider, o.status, case when o.provider = 'grant' then 'freeRetry' end, o.num,
              case when o.provider = 'card' then 'cs_bench_' || md5('k' || o.j) end, o.created,
              case when o.status in ('paid', 'refunded') then least(o.created + ${r('o.j', 7)} * case when o.provider = 'manual' then interval '3 days' else interval '10 minutes' end, ${T0}) end,
              case when o.status = 'cancelled' then least(o.created + interval '2 days', ${T0}) end,
              case when o.status = 'refunded' then least(o.created + interval '1 day' + ${r('o.j', 8)} * interval '20 days', ${T0}) end,
              o.created, o.created
            from (
              select j, uu.id as user_id, t.c_row, g.provider, created,
                case when g.provider = 'grant' then 'paid'
                  when g.rs < 0.70 then 'paid' when g.rs < 0.78 then 'pending' when g.rs < 0.88 then 'cancelled'
                  when g.rs < 0.95 then 'failed' else 'refunded' end as status,
                'FP-' || to_char(created at time zone 'UTC', 'YYMMDD') || '-' || upper(substr(md5('n' || j), 1, 8)) as num,
                g.rate, g.rd
              from (
                select j, 1 + floor(${r('j', 1)} * ${scale.users})::int as u_row, ${r('j', 3)} as rs,
                  case when ${r('j', 4)} < 0.60 then 'card' when ${r('j', 4)} < 0.92 then 'manual' else 'grant' end as provider,
                  case when ${r('j', 5)} < 0.4 then 1900 else 0 end as rate, ${r('j', 6)} as rd, ${r('j', 2)} as rc, ${r('j', 9)} as rt
                from generate_series(1, ${scale.orders}) j
              ) g
              join users uu on uu.id = md5('u' || g.u_row)::uuid
              cross join lateral (select uu.created_at + g.rt * (${T0} - uu.created_at) as created, 1 + floor(g.rc * (select count(*) from bench_ch))::int as c_row) t
            ) o
            join users u on u.id = o.user_id
            join bench_ch ch on ch.ck = o.c_row
            cross join lateral (select case when o.provider <> 'grant' and o.rd < 0.12 then ch.price / 10 when o.provider = 'grant' then ch.price else 0 end as disc) dd
            order by o.created`,
    },
    {
      label: 'paid orders index (helper)',
      sql: `drop table if exists bench_paid;
            create table bench_paid as select (row_number() over (order by paid_at, id))::int as n, id, user_id, challenge_id, paid_at
              from orders where status in ('paid', 'refunded');
            create unique index on bench_paid (n);`,
    },
    {
      // Each paid order opens phase 1; the second round opens phase 2 (two-step) or the funded account (one-step).
      label: `${scale.accounts.toLocaleString('en')} trading accounts`,
      sql: `insert into trading_accounts (id, user_id, challenge_id, order_id, phase, phase_name, funded, login, platform, currency,
              initial_balance, rules, status, demo, started_at, balance, equity, last_synced_at, passed_at, failed_at, created_at)
            select md5('a' || k)::uuid, p.user_id, p.challenge_id, p.id, x.phase,
              case when x.funded then 'Funded' else ch.phases -> (x.phase - 1) ->> 'name' end, x.funded, (10000000 + k)::text, 'MT5',
              ch.currency, ch.account_size,
              case when x.funded then (ch.phases -> (ch.n_phases - 1) -> 'rules') || '{"profitTargetPct": null, "minTradingDays": 0, "timeLimitDays": null, "bestDayPct": null, "newsWindowMinutes": 2}'::jsonb
                else ch.phases -> (x.phase - 1) -> 'rules' end,
              s.status, false, x.started,
              round(ch.account_size * case s.status when 'passed' then 1.08 + 0.04 * ${r('k', 4)} when 'failed' then 0.89 + 0.02 * ${r('k', 4)}
                else 0.95 + 0.11 * ${r('k', 4)} end)::bigint as balance,
              round(ch.account_size * case s.status when 'passed' then 1.08 + 0.04 * ${r('k', 4)} when 'failed' then 0.89 + 0.02 * ${r('k', 4)}
                else 0.95 + 0.11 * ${r('k', 4)} + case when ${r('k', 5)} < 0.1 then 0.003 else 0 end end)::bigint as equity,
              least(x.started + interval '2 days', ${T0}),
              case when s.status = 'passed' then least(x.started + (5 + 25 * ${r('k', 6)}) * interval '1 day', ${T0}) end,
              case when s.status = 'failed' then least(x.started + (1 + 29 * ${r('k', 6)}) * interval '1 day', ${T0}) end,
              x.started
            from (select k, 1 + (k - 1) % (select count(*) from bench_paid) as pn, (k - 1) / (select count(*) from bench_paid) as gen
                  from generate_series(1, ${scale.accounts}) k) g
            join bench_paid p on p.n = g.pn
            join bench_ch ch on ch.id = p.challenge_id
            cross join lateral (select least(ch.n_phases, g.gen + 1)::int as phase, g.gen + 1 > ch.n_phases or (g.gen >= 1 and ch.n_phases = 1) as funded,
              least(p.paid_at + g.gen * interval '25 days' + ${r('k', 2)} * interval '5 days', ${T0} - interval '1 hour') as started) x0
            cross join lateral (select x0.phase, x0.funded, x0.started, ${T0} - x0.started as age) x
            cross join lateral (select case
                when x.funded then case when ${r('k', 3)} < 0.25 then 'failed' else 'active' end
                when x.age > interval '35 days' then case when ${r('k', 3)} < 0.35 then 'passed' when ${r('k', 3)} < 0.95 then 'failed' else 'active' end
                else case when ${r('k', 3)} < 0.15 then 'failed' when ${r('k', 3)} < 0.2 then 'passed' else 'active' end
              end as status) s
            order by x.started`,
    },
    {
      // Pairs of an opening and a closing deal on one ticket, within the account's first month.
      label: `${scale.deals.toLocaleString('en')} deals`,
      sql: `insert into deals (account_id, ticket, entry, time, symbol, side, volume, profit, commission, swap)
            select a.id, (5000000 + p)::text, e.entry,
              least(a.started_at + ${r('p', 2)} * interval '30 days', ${T0} - interval '10 minutes')
                + case when e.entry = 'out' then ${r('p', 3)} * interval '8 hours' else interval '0' end,
              ${pick(symbols, 'p', 4)},
              case when (${r('p', 5)} < 0.5) = (e.entry = 'in') then 'buy' else 'sell' end,
              v.volume,
              case when e.entry = 'out' then round((${r('p', 6)} - 0.48) * a.initial_balance * 0.004)::bigint else 0 end,
              -round(v.volume * 350)::bigint, case when e.entry = 'out' and ${r('p', 7)} < 0.2 then -round(${r('p', 8)} * 500)::bigint else 0 end
            from generate_series(1, ${Math.floor(scale.deals / 2)}) p
            join trading_accounts a on a.id = md5('a' || (1 + floor(${r('p', 1)} * ${scale.accounts})::int))::uuid
            cross join lateral (select round((0.01 + ${r('p', 9)} * 2)::numeric, 2)::float8 as volume) v
            cross join (values ('in'), ('out')) e(entry)
            order by 4`,
    },
    {
      // At most one open request per account (the partial unique index): one payout per funded account.
      label: `${scale.payouts.toLocaleString('en')} payouts`,
      sql: `insert into payouts (id, user_id, account_id, amount, withdrawn, currency, method, destination, status, eligibility,
              rejection_reason, payment_reference, requested_at, approved_at, paid_at, rejected_at)
            select md5('p' || f.n)::uuid, f.user_id, f.id, m.amt, round(m.amt / 0.8)::bigint, f.currency, m.method,
              case when m.method = 'bankTransfer' then jsonb_build_object('method', 'bankTransfer', 'accountHolder', 'Account Holder', 'iban', 'DE89370400440532013000', 'bic', 'COBADEFFXXX')
                else jsonb_build_object('method', 'crypto', 'currency', 'USDT', 'network', 'TRC20', 'address', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8') end,
              s.status,
              '[{"code":"funded","met":true},{"code":"profit","met":true,"values":{"amount":100000}},{"code":"interval","met":true,"values":{"days":14}},{"code":"flat","met":true},{"code":"noBreach","met":true},{"code":"noOpenRequest","met":true},{"code":"newsWindows","met":true,"values":{"count":0}}]'::jsonb,
              case when s.status = 'rejected' then 'Trades in a restricted news window' end,
              case when s.status = 'paid' then 'PAY-' || upper(substr(md5('r' || f.n), 1, 10)) end,
              m.req, case when s.status in ('approved', 'paid') then least(m.req + interval '1 day', ${T0}) end,
              case when s.status = 'paid' then least(m.req + (1 + 3 * ${r('f.n', 3)}) * interval '1 day', ${T0}) end,
              case when s.status = 'rejected' then least(m.req + interval '2 days', ${T0}) end
            from (select a.*, (row_number() over (order by md5(a.id::text)))::int as n from trading_accounts a where a.funded) f
            cross join lateral (select round(f.initial_balance * (0.005 + 0.04 * ${r('f.n', 1)}) * 0.8)::bigint as amt,
              case when ${r('f.n', 2)} < 0.7 then 'bankTransfer' else 'crypto' end as method,
              least(f.started_at + (14 + 60 * ${r('f.n', 4)}) * interval '1 day', ${T0} - ${r('f.n', 5)} * interval '3 days') as req) m0
            cross join lateral (select m0.amt, m0.method, m0.req) m
            cross join lateral (select case when ${r('f.n', 6)} < 0.12 then 'requested' when ${r('f.n', 6)} < 0.2 then 'approved'
              when ${r('f.n', 6)} < 0.9 then 'paid' else 'rejected' end as status) s
            where f.n <= ${scale.payouts}
            order by m.req`,
    },
    {
      // Phase passed for each passed evaluation, funded for each funded account, payout for each paid payout; 1 % revoked.
      label: 'certificates (passes, funded accounts, paid payouts)',
      sql: `insert into certificates (id, code, user_id, account_id, payout_id, kind, holder_name, title, amount, currency, issued_at,
              signature, revoked_at, revoked_reason)
            select md5('c' || src.kind || src.ref)::uuid, translate(upper(substr(md5('code' || src.kind || src.ref), 1, 10)), '01', 'XY'),
              src.user_id, src.account_id, src.payout_id, src.kind, u.first_name || ' ' || u.last_name, src.title, src.amount, src.currency,
              src.at, 'bench', case when ${r('src.n', 1)} < 0.01 then src.at + interval '7 days' end,
              case when ${r('src.n', 1)} < 0.01 then 'Issued in error' end
            from (
              select row_number() over () as n, * from (
                select 'phase_passed' as kind, a.id::text as ref, a.user_id, a.id as account_id, null::uuid as payout_id,
                  ch.name || ' — ' || a.phase_name || ' passed' as title, null::bigint as amount, null::text as currency, a.passed_at as at
                from trading_accounts a join bench_ch ch on ch.id = a.challenge_id where a.status = 'passed'
                union all
                select 'funded', a.id::text, a.user_id, a.id, null, ch.name || ' — Funded', null, null, a.started_at
                from trading_accounts a join bench_ch ch on ch.id = a.challenge_id where a.funded
                union all
                select 'payout', p.id::text, p.user_id, p.account_id, p.id, 'Payout', p.amount, p.currency, p.paid_at
                from payouts p where p.status = 'paid'
              ) x
            ) src join users u on u.id = src.user_id
            order by src.at
            on conflict (code) do nothing`,
    },
    {
      // Who did what: the five administrators, the platform (no actor) and members; subjects that exist.
      label: `${scale.audit.toLocaleString('en')} audit rows`,
      sql: `insert into audit_log (id, actor_id, action, subject_type, subject_id, details, created_at)
            select md5('al' || q)::uuid,
              case when ${r('q', 2)} < 0.4 then md5('u' || (1 + floor(${r('q', 3)} * ${adminRows})::int))::uuid
                when ${r('q', 2)} < 0.7 then null else md5('u' || (1 + floor(${r('q', 3)} * ${scale.users})::int))::uuid end,
              t.action, t.subject_type, t.subject_id,
              jsonb_build_object('before', jsonb_build_object('status', 'pending'), 'after', jsonb_build_object('status', 'paid')),
              ${T0} - ${r('q', 4)} * interval '730 days'
            from generate_series(1, ${scale.audit}) q
            cross join lateral (select ${r('q', 1)} as x, (1 + floor(${r('q', 5)} * 1000000))::int as y) g
            cross join lateral (select
              case when g.x < 0.35 then (${array(['order.created', 'order.paid', 'order.refunded'])})[1 + g.y % 3]
                when g.x < 0.55 then (${array(['account.provisioned', 'account.passed', 'account.failed'])})[1 + g.y % 3]
                when g.x < 0.75 then (${array(['user.created', 'user.status', 'user.updated'])})[1 + g.y % 3]
                when g.x < 0.83 then (${array(['payout.requested', 'payout.approved', 'payout.paid'])})[1 + g.y % 3]
                when g.x < 0.95 then 'session.revoke' else 'discount.created' end as action,
              case when g.x < 0.35 then 'order' when g.x < 0.55 then 'trading_account' when g.x < 0.75 then 'user'
                when g.x < 0.83 then 'payout' when g.x < 0.95 then 'session' else 'discountCode' end as subject_type,
              (case when g.x < 0.35 then md5('o' || (1 + g.y % ${scale.orders}))
                when g.x < 0.55 then md5('a' || (1 + g.y % ${scale.accounts}))
                when g.x < 0.75 then md5('u' || (1 + g.y % ${scale.users}))
                when g.x < 0.83 then md5('p' || (1 + g.y % ${scale.payouts}))
                when g.x < 0.95 then md5('s' || g.y)
                else md5('d' || (1 + g.y % ${scale.discounts})) end)::uuid::text as subject_id) t
            order by 7`,
    },
    { label: 'drop helpers', sql: 'drop table bench_ch;\ndrop table bench_paid;\ndrop function bench_r(bigint, int);' },
  ];
}
