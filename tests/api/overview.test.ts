import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountEvent, advance, compareEvents, conclude, eventsBeforeClose, startEvaluation } from '../../src/domain/rules';
import type { TradeView } from '../../src/schemas/accounts';
import { backfillProjections } from '../../src/server/accounts/reports';
import { tradeCsv } from '../../src/server/accounts/trades';
import { ingestBatch } from '../../src/server/bridge/ingestion';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { accountDays, accountEquity, accountSymbols, accountTrades, type TradingAccount } from '../../src/server/db/schema';
import { tradeHistory } from '../../src/server/demo/history';
import { randomSource } from '../../src/server/demo/market';
import { dealIn, dealOut, snapshot } from '../builders/events';
import { csvCells, csvRows, outsideQuotes } from '../csvReader';
import { drivers, type Harness, useHarness } from './harness';
import { demoAccount, forbidden, ingest, type Person, refresh, signedInMember } from './tradingHelpers';

/**
 * The trading overview's answers (issue 7) come from projections that ingestion keeps: checked
 * here against a recomputation from the whole history written independently of the server's code,
 * after batches that arrive in order, late, or twice.
 */
type Deal = Extract<AccountEvent, { kind: 'deal' }>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// ---- the oracle: every projection recomputed from the whole history ----

function recompute(account: TradingAccount, history: AccountEvent[]) {
  const events = [...history].sort(compareEvents);
  const zone = account.rules.resetTimeZone;
  const dayOf = (iso: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
  const days = new Map<string, any>();
  const buckets = new Map<string, any>();
  let balance = account.initialBalance;
  let equity = balance;
  for (const e of events) {
    const day = dayOf(e.time);
    if (!days.has(day)) {
      days.set(day, {
        day,
        startBalance: balance,
        startEquity: equity,
        pnl: 0,
        trades: 0,
        closed: 0,
        lots: 0,
      });
    }
    const row = days.get(day);
    if (e.kind === 'deal') {
      const amount = (e.entry === 'out' ? e.profit : 0) + (e.commission ?? 0) + (e.swap ?? 0);
      balance += amount;
      equity = balance;
      row.pnl += amount;
      if (e.entry === 'in') {
        row.trades += 1;
        row.lots += e.volume;
      } else row.closed += 1;
    } else {
      balance = e.balance;
      equity = e.equity;
    }
    for (const resolution of [3_600, 86_400, 604_800]) {
      const bucket = Math.floor(Date.parse(e.time) / (resolution * 1000)) * resolution * 1000;
      const key = `${resolution}|${bucket}`;
      const point = buckets.get(key) ?? { resolution, bucket: new Date(bucket).toISOString(), minEquity: equity, events: 0 };
      Object.assign(point, { time: new Date(e.time).toISOString(), balance, equity, minEquity: Math.min(point.minEquity, equity) });
      point.events += 1;
      buckets.set(key, point);
    }
  }
  const deals = events.filter((e): e is Deal => e.kind === 'deal');
  const trades = deals
    .filter((d) => d.entry === 'out')
    .map((out) => {
      const open = deals.find((d) => d.entry === 'in' && d.ticket === out.ticket);
      const commission = (out.commission ?? 0) + (open?.commission ?? 0);
      const swap = (out.swap ?? 0) + (open?.swap ?? 0);
      return {
        ticket: out.ticket,
        symbol: out.symbol,
        side: open ? open.side : out.side === 'buy' ? 'sell' : 'buy',
        volume: out.volume,
        openTime: open ? new Date(open.time).toISOString() : null,
        closeTime: new Date(out.time).toISOString(),
        closeDay: dayOf(out.time),
        profit: out.profit,
        commission,
        swap,
        result: out.profit + commission + swap,
      };
    });
  const symbols = new Map<string, number>();
  for (const t of trades) symbols.set(t.symbol, (symbols.get(t.symbol) ?? 0) + 1);
  const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    days: [...days.values()].map((d) => ({ ...d, lots: round6(d.lots) })).sort((a, b) => byKey(a.day, b.day)),
    equity: [...buckets.values()].sort((a, b) => a.resolution - b.resolution || byKey(a.bucket, b.bucket)),
    trades: trades.sort((a, b) => byKey(a.ticket, b.ticket)),
    symbols: [...symbols].map(([symbol, count]) => ({ symbol, trades: count })).sort((a, b) => byKey(a.symbol, b.symbol)),
  };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The projections as stored, in the oracle's shape. */
async function stored(h: Harness, accountId: string) {
  const days = await h.db.select().from(accountDays).where(eq(accountDays.accountId, accountId)).orderBy(asc(accountDays.day));
  const equity = await h.db
    .select()
    .from(accountEquity)
    .where(eq(accountEquity.accountId, accountId))
    .orderBy(asc(accountEquity.resolution), asc(accountEquity.bucket));
  const trades = await h.db.select().from(accountTrades).where(eq(accountTrades.accountId, accountId)).orderBy(asc(accountTrades.ticket));
  const symbols = await h.db
    .select()
    .from(accountSymbols)
    .where(eq(accountSymbols.accountId, accountId))
    .orderBy(asc(accountSymbols.symbol));
  return {
    days: days.map(({ accountId: _, ...d }) => ({ ...d, lots: round6(d.lots) })),
    equity: equity.map(({ accountId: _, ...b }) => ({ ...b, bucket: b.bucket.toISOString(), time: b.time.toISOString() })),
    trades: trades.map(({ accountId: _, ...t }) => ({
      ...t,
      openTime: t.openTime?.toISOString() ?? null,
      closeTime: t.closeTime.toISOString(),
    })),
    symbols: symbols.map(({ accountId: _, ...s }) => s),
  };
}

// ---- random histories ----

const base = Date.parse('2026-03-26T09:00:00Z'); // Prague changes to summer time on 29 March
const symbolPool = ['EURUSD', 'XAUUSD', 'US30', 'A,"B'];
const tradeArb = fc.record({
  open: fc.integer({ min: 0, max: 6 * DAY }),
  hold: fc.integer({ min: 1, max: 14 * HOUR }),
  symbol: fc.constantFrom(...symbolPool),
  side: fc.constantFrom('buy' as const, 'sell' as const),
  volume: fc.integer({ min: 1, max: 500 }).map((v) => v / 100),
  profit: fc.integer({ min: -30_000, max: 30_000 }),
  commission: fc.integer({ min: -300, max: 0 }),
  swap: fc.integer({ min: -100, max: 100 }),
  // Mostly complete round trips; sometimes the opening deal is missing or the position still open.
  parts: fc.constantFrom('both', 'both', 'both', 'both', 'outOnly', 'inOnly'),
});
const historyArb = fc.record({
  trades: fc.array(tradeArb, { maxLength: 12 }),
  snapshots: fc.uniqueArray(
    fc.record({
      at: fc.integer({ min: 0, max: 6 * DAY }),
      balance: fc.integer({ min: 950_000, max: 1_050_000 }),
      open: fc.integer({ min: -5_000, max: 5_000 }),
    }),
    { selector: (s) => s.at, maxLength: 6 },
  ),
  cuts: fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { maxLength: 4 }),
  // Batch order: as they happened, or shuffled (late batches), and sometimes one sent twice.
  order: fc.option(fc.array(fc.nat(), { minLength: 5, maxLength: 5 }), { freq: 2 }),
  repeat: fc.boolean(),
});

type History = typeof historyArb extends fc.Arbitrary<infer T> ? T : never;

function eventsOf(input: History): AccountEvent[] {
  const events: AccountEvent[] = [];
  input.trades.forEach((t, i) => {
    const ticket = `t${i}`;
    const options = { symbol: t.symbol, volume: t.volume, commission: t.commission, swap: t.swap };
    if (t.parts !== 'outOnly') events.push(dealIn(ticket, new Date(base + t.open).toISOString(), { ...options, side: t.side }));
    if (t.parts !== 'inOnly')
      events.push(
        dealOut(ticket, new Date(base + t.open + t.hold).toISOString(), t.profit, { ...options, side: t.side === 'buy' ? 'sell' : 'buy' }),
      );
  });
  for (const s of input.snapshots) events.push(snapshot(new Date(base + s.at).toISOString(), s.balance, s.balance + s.open));
  return events.sort(compareEvents);
}

function batchesOf(input: History, events: AccountEvent[]): AccountEvent[][] {
  const cuts = [...input.cuts].filter((c) => c < events.length).sort((a, b) => a - b);
  const batches: AccountEvent[][] = [];
  let from = 0;
  for (const cut of [...cuts, events.length]) {
    batches.push(events.slice(from, cut));
    from = cut;
  }
  const keyed = batches.map((batch, i) => ({ batch, key: input.order ? (input.order[i % input.order.length] ?? 0) : i }));
  const ordered = keyed.sort((a, b) => a.key - b.key).map((k) => k.batch);
  if (input.repeat && ordered.length > 0) ordered.push(ordered[0] as AccountEvent[]);
  return ordered;
}

// ---- a fixed history for the list, the export and the statistics ----

/**
 * Closed trades on a Two-Step 10K account (Prague): ties in close time (t3, t4) and in result
 * (t1, t5), a close without its opening deal (t6, a buy closing a sell), a symbol with a comma and
 * a quote, and a position still open (t8).
 */
const fixed: AccountEvent[] = [
  dealIn('t1', '2026-03-02T08:00:00Z', { symbol: 'EURUSD', volume: 1, commission: -350 }),
  dealOut('t1', '2026-03-02T09:00:00Z', 12_000, { symbol: 'EURUSD', volume: 1, commission: -350 }),
  dealIn('t2', '2026-03-02T10:00:00Z', { symbol: 'XAUUSD', side: 'sell', volume: 0.5 }),
  dealOut('t2', '2026-03-02T11:00:00Z', -4_000, { symbol: 'XAUUSD', side: 'buy', volume: 0.5, swap: -25 }),
  dealIn('t3', '2026-03-03T08:00:00Z', { symbol: 'A,"B', volume: 0.1 }),
  dealIn('t4', '2026-03-03T08:30:00Z', { symbol: 'EURUSD', volume: 2 }),
  dealOut('t3', '2026-03-03T12:00:00Z', 150, { symbol: 'A,"B', volume: 0.1 }),
  dealOut('t4', '2026-03-03T12:00:00Z', -3_000, { symbol: 'EURUSD', volume: 2, commission: -700 }),
  dealIn('t5', '2026-03-04T09:00:00Z', { symbol: 'US30', volume: 0.3 }),
  dealOut('t5', '2026-03-04T10:00:00Z', 11_300, { symbol: 'US30', volume: 0.3 }),
  dealOut('t6', '2026-03-04T23:30:00Z', 777, { symbol: 'EURUSD', side: 'buy', volume: 0.2 }),
  dealIn('t7', '2026-03-05T09:00:00Z', { symbol: 'XAUUSD', volume: 0.01, commission: -1 }),
  dealOut('t7', '2026-03-05T09:05:00Z', 0, { symbol: 'XAUUSD', volume: 0.01, commission: -1 }),
  dealIn('t8', '2026-03-05T10:00:00Z', { symbol: 'GBPUSD', volume: 1 }),
];

const sorts = ['-time', 'time', 'symbol', '-symbol', 'result', '-result'] as const;
type Trade = TradeView;
const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The documented orders: the key, then ties newest first, then by ticket. */
function sortTrades(trades: Trade[], sort: (typeof sorts)[number]): Trade[] {
  const newest = (a: Trade, b: Trade) => text(b.closeTime, a.closeTime) || text(a.ticket, b.ticket);
  const by: Record<(typeof sorts)[number], (a: Trade, b: Trade) => number> = {
    '-time': newest,
    time: (a, b) => text(a.closeTime, b.closeTime) || text(b.ticket, a.ticket),
    symbol: (a, b) => text(a.symbol, b.symbol) || newest(a, b),
    '-symbol': (a, b) => text(b.symbol, a.symbol) || newest(a, b),
    result: (a, b) => a.result - b.result || newest(a, b),
    '-result': (a, b) => b.result - a.result || newest(a, b),
  };
  return [...trades].sort(by[sort]);
}

const money = (minor: number) =>
  `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;
const utc = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '');
const csvRowOf = (t: Trade) => [
  t.ticket,
  t.symbol,
  t.side === 'buy' ? 'Buy' : 'Sell',
  String(t.volume),
  utc(t.openTime),
  utc(t.closeTime),
  money(t.profit),
  money(t.commission),
  money(t.swap),
  money(t.result),
  'USD',
];

/** When the tests read (sessions are short: a test that moves the clock puts it back). */
const readAt = '2026-03-06T12:00:00Z';

describe.each(drivers)('account overview (%s)', (driver) => {
  const h = useHarness(driver);
  let member: Person;
  let account: TradingAccount;

  /** Every trade of the list through the API, page by page. */
  async function allTrades(query: string, pageSize = 200): Promise<{ items: Trade[]; total: number }> {
    const items: Trade[] = [];
    let total = 0;
    for (let page = 1; ; page++) {
      const response = await h.authed(member.token, `/api/accounts/${account.id}/trades?pageSize=${pageSize}&page=${page}${query}`);
      expect(response.status, response.text).toBe(200);
      expect(response.body).toMatchObject({ page, pageSize });
      total = response.body.total;
      items.push(...response.body.items);
      if (response.body.items.length < pageSize) return { items, total };
    }
  }

  beforeAll(async () => {
    await seedCatalogue(h.services.db);
    h.clock.set('2026-03-01T08:00:00Z');
    member = await signedInMember(h);
    account = await demoAccount(h, member.token, 'two-step-10k');
    h.clock.set(readAt);
    await ingest(h, account.login, fixed);
    member = await refresh(h, member);
  }, 30_000);

  it('keeps the projections equal to a recomputation of the whole history, whatever order the batches arrive in', async () => {
    h.clock.set('2026-03-25T08:00:00Z');
    const trader = await signedInMember(h);
    await fc.assert(
      fc.asyncProperty(historyArb, async (input) => {
        h.clock.set('2026-03-25T08:00:00Z');
        const fresh = await demoAccount(h, trader.token, 'two-step-10k');
        const events = eventsOf(input);
        const now = '2026-04-02T08:00:00Z';
        h.clock.set(now);
        // What the account takes: the batches that arrive while it is running, up to the event that
        // closes it; a batch arriving after the close is stored and shown apart, folded into nothing.
        const start = startEvaluation({
          rules: fresh.rules,
          initialBalance: fresh.initialBalance,
          startedAt: fresh.startedAt.toISOString(),
        });
        let arrived: AccountEvent[] = [];
        for (const batch of batchesOf(input, events)) {
          await ingestBatch(h.services, { accountLogin: fresh.login, events: batch });
          // (A batch delivered twice is stored once.)
          if (conclude(advance(start, [...arrived].sort(compareEvents)), now).status === 'active')
            arrived = [...new Set([...arrived, ...batch])];
        }
        const taken = [...arrived].sort(compareEvents);
        expect(await stored(h, fresh.id)).toEqual(recompute(fresh, taken.slice(0, eventsBeforeClose(start, taken))));
      }),
      { numRuns: 50, endOnFailure: true },
    );
    h.clock.set(readAt);
  }, 60_000);

  it('builds the projections of an account that has events but none yet, once', async () => {
    h.clock.set('2026-03-01T08:00:00Z');
    const trader = await signedInMember(h);
    const old = await demoAccount(h, trader.token, 'two-step-10k');
    h.clock.set(readAt);
    await ingest(h, old.login, fixed);
    const before = await stored(h, old.id);
    for (const table of [accountDays, accountEquity, accountTrades, accountSymbols])
      await h.db.delete(table).where(eq(table.accountId, old.id));
    expect((await stored(h, old.id)).days).toEqual([]);
    expect(await backfillProjections(h.db)).toBeGreaterThanOrEqual(1);
    expect(await stored(h, old.id)).toEqual(before);
    expect(await backfillProjections(h.db)).toBe(0);
  });

  it('builds the projections of a closed account up to its close, as ingestion kept them', async () => {
    h.clock.set('2026-03-01T08:00:00Z');
    const trader = await signedInMember(h);
    const lost = await demoAccount(h, trader.token, 'two-step-10k');
    h.clock.set(readAt);
    // −60 000 on 10 000.00 breaches the 5 % daily loss; the trade after it is the platform's, not the account's.
    await ingest(h, lost.login, [
      dealIn('b1', '2026-03-02T09:00:00Z'),
      dealOut('b1', '2026-03-02T10:00:00Z', -60_000),
      dealIn('b2', '2026-03-02T11:00:00Z'),
      dealOut('b2', '2026-03-03T10:00:00Z', 5_000),
    ]);
    const before = await stored(h, lost.id);
    expect(before.trades.map((trade: { ticket: string }) => trade.ticket)).toEqual(['b1']);
    for (const table of [accountDays, accountEquity, accountTrades, accountSymbols])
      await h.db.delete(table).where(eq(table.accountId, lost.id));
    expect(await backfillProjections(h.db)).toBeGreaterThanOrEqual(1);
    expect(await stored(h, lost.id)).toEqual(before);
  });

  it('updates a trade when its opening deal arrives after the close, late or not', async () => {
    h.clock.set('2026-03-01T08:00:00Z');
    const trader = await signedInMember(h);
    const late = await demoAccount(h, trader.token, 'two-step-10k');
    h.clock.set(readAt);
    await ingest(h, late.login, [dealOut('x1', '2026-03-02T10:00:00Z', 500, { side: 'sell', commission: -10 })]);
    const row = async () => (await stored(h, late.id)).trades;
    expect(await row()).toMatchObject([{ ticket: 'x1', side: 'buy', openTime: null, commission: -10, result: 490 }]);
    // Older than the checkpoint: the account is replayed.
    await ingest(h, late.login, [dealIn('x1', '2026-03-02T09:00:00Z', { side: 'sell', commission: -10 })]);
    expect(await row()).toMatchObject([{ ticket: 'x1', side: 'sell', openTime: '2026-03-02T09:00:00.000Z', commission: -20, result: 480 }]);
    // A platform that reports an opening deal timed after its close: folded in order, the row still joins it.
    await ingest(h, late.login, [dealOut('x2', '2026-03-02T11:00:00Z', -300, { symbol: 'US30' })]);
    await ingest(h, late.login, [dealIn('x2', '2026-03-02T11:00:01Z', { symbol: 'US30', side: 'sell', swap: -5 })]);
    expect((await row()).find((t) => t.ticket === 'x2')).toMatchObject({ side: 'sell', swap: -5, result: -305 });
    expect((await stored(h, late.id)).symbols).toEqual([
      { symbol: 'EURUSD', trades: 1 },
      { symbol: 'US30', trades: 1 },
    ]);
  });

  it('puts each event on its day in the reset zone, across a reset-zone midnight and the change to summer time', async () => {
    h.clock.set('2026-03-27T08:00:00Z');
    const trader = await signedInMember(h);
    const dst = await demoAccount(h, trader.token, 'two-step-10k');
    const events: AccountEvent[] = [
      // 23:59:59.999 on Saturday 28 March in Prague (UTC+1), then its midnight.
      dealIn('d1', '2026-03-28T22:59:59.999Z', { volume: 1, commission: -100 }),
      dealOut('d1', '2026-03-28T23:00:00.000Z', 5_000, { volume: 1 }),
      // Sunday 29 March has 23 hours: it ends at 22:00 UTC (midnight in summer time, UTC+2).
      snapshot('2026-03-29T21:59:59.999Z', 1_004_900, 1_003_000),
      dealIn('d2', '2026-03-29T22:00:00.000Z', { volume: 0.5 }),
      dealOut('d2', '2026-03-30T08:00:00.000Z', -2_000, { volume: 0.5 }),
      // 00:00 on 1 April in Prague: April.
      dealIn('d3', '2026-03-31T22:00:00.000Z', { volume: 0.2 }),
      dealOut('d3', '2026-03-31T23:00:00.000Z', 100, { volume: 0.2 }),
    ];
    h.clock.set('2026-04-01T12:00:00Z');
    await ingest(h, dst.login, events.slice(0, 4));
    await ingest(h, dst.login, events.slice(4));
    const fresh = await refresh(h, trader);
    const march = await h.authed(fresh.token, `/api/accounts/${dst.id}/daily?month=2026-03`);
    expect(march.status).toBe(200);
    expect(march.body).toEqual({
      month: '2026-03',
      timeZone: 'Europe/Prague',
      items: [
        {
          day: '2026-03-28',
          startBalance: 1_000_000,
          startEquity: 1_000_000,
          basis: 1_000_000,
          floor: 950_000,
          pnl: -100,
          trades: 1,
          closed: 0,
          wins: 0,
          losses: 0,
          lots: 1,
        },
        {
          day: '2026-03-29',
          startBalance: 999_900,
          startEquity: 999_900,
          basis: 999_900,
          floor: 949_900,
          pnl: 5_000,
          trades: 0,
          closed: 1,
          wins: 1,
          losses: 0,
          lots: 0,
        },
        {
          day: '2026-03-30',
          startBalance: 1_004_900,
          startEquity: 1_003_000,
          basis: 1_004_900,
          floor: 954_900,
          pnl: -2_000,
          trades: 1,
          closed: 1,
          wins: 0,
          losses: 1,
          lots: 0.5,
        },
      ],
    });
    // Without a month: the month of the latest activity.
    const latest = await h.authed(fresh.token, `/api/accounts/${dst.id}/daily`);
    expect(latest.body.month).toBe('2026-04');
    expect(latest.body.items.map((d: any) => [d.day, d.startBalance, d.pnl])).toEqual([['2026-04-01', 1_002_900, 100]]);
    expect((await h.authed(fresh.token, `/api/accounts/${dst.id}/daily?month=2026-02`)).body).toEqual({
      month: '2026-02',
      timeZone: 'Europe/Prague',
      items: [],
    });
    // The close at Prague midnight belongs to the new day.
    const closedOn29 = await h.authed(fresh.token, `/api/accounts/${dst.id}/trades?day=2026-03-29`);
    expect(closedOn29.body).toMatchObject({ total: 1, items: [{ ticket: 'd1', closeTime: '2026-03-28T23:00:00.000Z' }] });
    // An account without activity: the month of today in its zone (23:30 UTC on 31 March is April in Prague).
    h.clock.set('2026-03-31T23:30:00Z');
    const late = await refresh(h, trader);
    const idle = await demoAccount(h, late.token, 'two-step-10k');
    expect((await h.authed(late.token, `/api/accounts/${idle.id}/daily`)).body).toEqual({
      month: '2026-04',
      timeZone: 'Europe/Prague',
      items: [],
    });
    h.clock.set(readAt);
  });

  it('answers a long equity series from the hourly buckets: the last point of each hour, thinned by time', async () => {
    h.clock.set('2026-03-09T08:00:00Z');
    const trader = await signedInMember(h);
    const busy = await demoAccount(h, trader.token, 'two-step-100k');
    const history = tradeHistory({
      random: randomSource(5),
      from: new Date('2026-03-09T08:30:00Z'),
      to: new Date('2026-03-30T20:00:00Z'),
      initialBalance: busy.initialBalance,
      tradesPerDay: 24,
      winRate: 0.5,
      riskPct: 0.05,
      ticketPrefix: 'e',
    });
    expect(history.length).toBeGreaterThan(1_000);
    h.clock.set('2026-03-31T08:00:00Z');
    for (let i = 0; i < history.length; i += 1000) await ingest(h, busy.login, history.slice(i, i + 1000));
    const reader = await refresh(h, trader);
    // The oracle: the balance after each event, the last one of each UTC hour, after the start.
    const hours = new Map<number, { time: string; balance: number; equity: number }>();
    let balance = busy.initialBalance;
    for (const e of [...history].sort(compareEvents)) {
      const time = new Date(e.time).toISOString();
      if (e.kind === 'deal') balance += (e.entry === 'out' ? e.profit : 0) + (e.commission ?? 0) + (e.swap ?? 0);
      else balance = e.balance;
      hours.set(Math.floor(Date.parse(e.time) / HOUR), { time, balance, equity: e.kind === 'deal' ? balance : e.equity });
    }
    const series = [{ time: busy.startedAt.toISOString(), balance: busy.initialBalance, equity: busy.initialBalance }, ...hours.values()];
    // Thinned by time: `points / 2` equal slots from the start to now, each keeping its lowest equity and its last point.
    const from = busy.startedAt.getTime();
    const to = Date.parse('2026-03-31T08:00:00Z');
    for (const points of [600, 50]) {
      const slots = Math.floor(points / 2);
      const groups = new Map<number, typeof series>();
      for (const p of series) {
        const slot = Math.min(slots - 1, Math.floor((Date.parse(p.time) - from) / ((to - from) / slots)));
        groups.set(slot, [...(groups.get(slot) ?? []), p]);
      }
      const expected =
        series.length <= points
          ? series
          : [...groups.values()].flatMap((group) => {
              const last = group[group.length - 1] as (typeof series)[number];
              const low = group.reduce((a, b) => (b.equity < a.equity ? b : a));
              return low === last ? [last] : [low, last];
            });
      expect(expected.length).toBeLessThanOrEqual(points);
      const response = await h.authed(reader.token, `/api/accounts/${busy.id}/equity?points=${points}`);
      expect(response.status).toBe(200);
      expect(response.body.items, String(points)).toEqual(expected);
    }
    h.clock.set(readAt);
  });

  it('answers the statistics of the trades as the list shows them, the days with a deal, trading days and every symbol', async () => {
    const response = await h.authed(member.token, `/api/accounts/${account.id}/statistics`);
    expect(response.status).toBe(200);
    // Each trade by its net result (both deals' costs), in close order: t1 +11 300, t2 −4 025, t3 +150,
    // t4 −3 700 (t3 and t4 close together: ticket order), t5 +11 300, t6 +777, t7 −2.
    const won = 11_300 + 150 + 11_300 + 777;
    const lost = 4_025 + 3_700 + 2;
    // Days in Prague, with the opening deals' costs: 2 March +7 275, 3 March −3 550, 4 March +11 300,
    // 5 March +775 (t6 closed at 00:30 in Prague). Mean 3 950; squared deviations 131 408 750 over 3.
    const deviation = Math.sqrt((3_325 ** 2 + 7_500 ** 2 + 7_350 ** 2 + 3_175 ** 2) / 3);
    expect(response.body).toEqual({
      trades: 7,
      wins: 4,
      losses: 3,
      winRate: 4 / 7,
      averageWin: 5_882, // 5 881.75
      averageLoss: -2_576, // −2 575.67
      profitFactor: won / lost,
      expectancy: 2_257, // 15 800 / 7
      averageRiskReward: won / 4 / (lost / 3),
      bestTrade: { ticket: 't1', result: 11_300 }, // t5 ties later
      worstTrade: { ticket: 't2', result: -4_025 },
      longestWinStreak: 2,
      longestLossStreak: 1,
      // Equity after t1 +11 300, then down to +3 725 after t4: 7 575 below the high.
      maxDrawdown: { amount: 7_575, pct: (7_575 * 100) / account.initialBalance },
      dailySharpe: 3_950 / deviation,
      bestDay: { day: '2026-03-04', pnl: 11_300 },
      worstDay: { day: '2026-03-03', pnl: -3_550 },
      // Lots opened (t6 has no opening deal; t8 is still open).
      lots: 4.91,
      tradingDays: 4,
      symbols: ['A,"B', 'EURUSD', 'US30', 'XAUUSD'],
    });
  });

  it('lists the closed trades joined with their opening deals, in every sort, paged without overlap', async () => {
    const { items, total } = await allTrades('&sort=-time');
    expect(total).toBe(7);
    const t6 = items.find((t) => t.ticket === 't6');
    // No opening deal: the side is the opposite of the closing buy, and there is no open time.
    expect(t6).toEqual({
      ticket: 't6',
      symbol: 'EURUSD',
      side: 'sell',
      volume: 0.2,
      openTime: null,
      closeTime: '2026-03-04T23:30:00.000Z',
      profit: 777,
      commission: 0,
      swap: 0,
      result: 777,
      // An evaluation account has no news window (issue 9): nothing is flagged.
      restricted: false,
      newsEvents: [],
    });
    expect(items.find((t) => t.ticket === 't2')).toEqual({
      ticket: 't2',
      symbol: 'XAUUSD',
      side: 'sell',
      volume: 0.5,
      openTime: '2026-03-02T10:00:00.000Z',
      closeTime: '2026-03-02T11:00:00.000Z',
      profit: -4_000,
      commission: 0,
      swap: -25,
      result: -4_025,
      restricted: false,
      newsEvents: [],
    });
    expect(items.find((t) => t.ticket === 't1')).toMatchObject({ side: 'buy', commission: -700, result: 11_300 });
    for (const sort of sorts) {
      const expected = sortTrades(items, sort);
      expect(
        (await allTrades(`&sort=${sort}`)).items.map((t) => t.ticket),
        sort,
      ).toEqual(expected.map((t) => t.ticket));
      // Pages of two: the same order, each trade once.
      const paged = await allTrades(`&sort=${sort}`, 2);
      expect(paged.total).toBe(7);
      expect(
        paged.items.map((t) => t.ticket),
        sort,
      ).toEqual(expected.map((t) => t.ticket));
    }
    // The default: newest first, 25 a page.
    const first = await h.authed(member.token, `/api/accounts/${account.id}/trades`);
    expect(first.body).toMatchObject({ page: 1, pageSize: 25, total: 7 });
    expect(first.body.items.map((t: Trade) => t.ticket)).toEqual(sortTrades(items, '-time').map((t) => t.ticket));
    expect((await h.authed(member.token, `/api/accounts/${account.id}/trades?page=9`)).body).toMatchObject({ items: [], total: 7 });
  });

  it('filters the trades by symbol and by close day in the reset zone, with totals', async () => {
    const { items } = await allTrades('');
    const cases: [string, (t: Trade) => boolean][] = [
      ['&symbol=EURUSD', (t) => t.symbol === 'EURUSD'],
      [`&symbol=${encodeURIComponent('A,"B')}`, (t) => t.symbol === 'A,"B'],
      ['&symbol=NOPE', () => false],
      // t6 closed at 23:30 UTC on 4 March, 00:30 on 5 March in Prague.
      ['&day=2026-03-05', (t) => ['t6', 't7'].includes(t.ticket)],
      ['&day=2026-03-03', (t) => ['t3', 't4'].includes(t.ticket)],
      ['&day=2026-03-03&symbol=EURUSD', (t) => t.ticket === 't4'],
      ['&day=2026-03-10', () => false],
      ['&symbol=&day=', () => true],
    ];
    for (const [query, keep] of cases) {
      for (const sort of ['-time', 'symbol', '-result'] as const) {
        const expected = sortTrades(items.filter(keep), sort);
        const answer = await allTrades(`${query}&sort=${sort}`, 1);
        expect(answer.total, query).toBe(expected.length);
        expect(
          answer.items.map((t) => t.ticket),
          `${query} ${sort}`,
        ).toEqual(expected.map((t) => t.ticket));
      }
    }
  });

  it('exports the whole filtered, sorted set as CSV with the same rows as the list, quoting as RFC 4180 says', async () => {
    for (const query of ['', 'sort=symbol', 'sort=-result&symbol=EURUSD', 'day=2026-03-03', `symbol=${encodeURIComponent('A,"B')}`]) {
      const response = await h.request(`/api/accounts/${account.id}/trades/export?${query}`, {
        token: member.token,
        headers: { Accept: 'text/csv' },
      });
      expect(response.status, query).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="trades-${account.login}.csv"`);
      expect(
        response.text.startsWith(
          'Ticket,Symbol,Type,Volume,Open Time (UTC),Close Time (UTC),Profit,Commission,Swap,Net Profit,Currency\r\n',
        ),
      ).toBe(true);
      const [header, ...rows] = csvRows(response.text);
      expect(header).toHaveLength(11);
      const list = await allTrades(query ? `&${query}` : '', 3);
      expect(rows, query).toEqual(list.items.map(csvRowOf));
    }
    const quoted = await h.request(`/api/accounts/${account.id}/trades/export?sort=symbol`, { token: member.token });
    // Text cells quoted, amounts and volumes bare numbers (negative ones too: the firm wrote them).
    expect(quoted.text.split('\r\n')[1]).toBe(
      '"t3","A,""B","Buy",0.1,"2026-03-03 08:00:00","2026-03-03 12:00:00",1.50,0.00,0.00,1.50,"USD"',
    );
    expect(quoted.text).toContain(
      '\r\n"t2","XAUUSD","Sell",0.5,"2026-03-02 10:00:00","2026-03-02 11:00:00",-40.00,0.00,-0.25,-40.25,"USD"\r\n',
    );
    expect(quoted.text).toContain('\r\n"t6","EURUSD","Sell",0.2,"","2026-03-04 23:30:00",7.77,0.00,0.00,7.77,"USD"\r\n');
  });

  it('writes a deal symbol a spreadsheet would run as a formula as quoted text with a leading quote; amounts stay numbers (issue 27, item 10)', async () => {
    h.clock.set(readAt);
    try {
      const trader = await signedInMember(h);
      const target = await demoAccount(h, trader.token, 'two-step-10k');
      const symbols = ['=HYPERLINK("http://evil")', '+1+2', '-2+3', '@SUM(A1)', ' =1+2', 'EUR;=1+2;'];
      const events = symbols.flatMap((symbol, i) => {
        const minute = (m: number) => new Date(Date.parse(readAt) + (10 * i + m) * 60_000).toISOString();
        return [
          dealIn(`x${i}`, minute(1), { symbol, volume: 0.25, commission: -125 }),
          dealOut(`x${i}`, minute(2), -1_250, { symbol, volume: 0.25, commission: -125, swap: -3 }),
        ];
      });
      await ingest(h, target.login, events);

      const response = await h.request(`/api/accounts/${target.id}/trades/export?sort=time`, { token: trader.token });
      expect(response.status, response.text).toBe(200);
      const lines = response.text.split('\r\n');
      expect(lines[0]).toBe('Ticket,Symbol,Type,Volume,Open Time (UTC),Close Time (UTC),Profit,Commission,Swap,Net Profit,Currency');
      expect(lines[1]).toBe(
        `"x0","'=HYPERLINK(""http://evil"")","Buy",0.25,"2026-03-06 12:01:00","2026-03-06 12:02:00",-12.50,-2.50,-0.03,-15.03,"USD"`,
      );
      for (const line of lines.slice(1, -1)) expect(outsideQuotes(line)).toBe(',,,0.25,,,-12.50,-2.50,-0.03,-15.03,');

      const [header, ...rows] = csvCells(response.text);
      expect(header).toEqual(lines[0]?.split(','));
      expect(rows).toEqual(
        symbols.map((symbol, i) => [
          `x${i}`,
          symbol === 'EUR;=1+2;' ? symbol : `'${symbol}`,
          'Buy',
          0.25,
          expect.any(String),
          expect.any(String),
          -12.5,
          -2.5,
          -0.03,
          -15.03,
          'USD',
        ]),
      );
    } finally {
      h.clock.set(readAt);
    }
  });

  it('reads the export in keyset pages that neither repeat nor skip a trade, ties included', async () => {
    for (const sort of sorts) {
      let whole = '';
      for await (const chunk of tradeCsv(h.services, account, { sort }, 2)) whole += chunk;
      const response = await h.request(`/api/accounts/${account.id}/trades/export?sort=${sort}`, { token: member.token });
      expect(whole, sort).toBe(response.text);
      expect(csvRows(whole)).toHaveLength(8);
    }
  });

  it('answers 400 with a message for a query it cannot read', async () => {
    const at = `/api/accounts/${account.id}`;
    for (const path of [
      `${at}/trades?sort=size`,
      `${at}/trades?page=0`,
      `${at}/trades?page=x`,
      `${at}/trades?pageSize=201`,
      `${at}/trades?day=2026-02-30`,
      `${at}/trades?day=yesterday`,
      `${at}/trades?symbol=${'X'.repeat(33)}`,
      `${at}/trades/export?sort=time,symbol`,
      `${at}/trades/export?day=2026-3-1`,
      `${at}/daily?month=2026-13`,
      `${at}/daily?month=2026-3`,
      `${at}/equity?points=1`,
    ]) {
      const response = await h.authed(member.token, path);
      expect(response.status, path).toBe(400);
      expect(typeof response.body.message, path).toBe('string');
    }
    expect((await h.authed(member.token, `${at}/trades?sort=size`)).body.message).toMatch(/^sort is not valid/);
  });

  it("answers another member's trades with 403, an unknown account with 404 and no session with 401", async () => {
    const other = await signedInMember(h);
    for (const suffix of ['/trades', '/trades/export', '/daily?month=2026-03']) {
      const theirs = await h.authed(other.token, `/api/accounts/${account.id}${suffix}`);
      expect(theirs.status, suffix).toBe(403);
      expect(theirs.body).toEqual(forbidden);
      expect((await h.authed(member.token, `/api/accounts/${crypto.randomUUID()}${suffix}`)).status, suffix).toBe(404);
      expect((await h.request(`/api/accounts/${account.id}${suffix}`)).status, suffix).toBe(401);
    }
  });
});
