import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountEvent } from '../../src/domain/rules';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import type { TradingAccount } from '../../src/server/db/schema';
import { tradeHistory } from '../../src/server/demo/history';
import { randomSource } from '../../src/server/demo/market';
import { dealIn, dealOut, snapshot } from '../builders/events';
import { drivers, useHarness } from './harness';
import { demoAccount, forbidden, ingest, type Person, refresh, signedInAdmin, signedInMember, unauthorized } from './tradingHelpers';

/**
 * A small fixed history on a Two-Step 10K account opened on Monday 2 March 2026, 09:00 in Prague
 * (UTC+1 until 29 March). Realised amounts of the closes: +11 650, −4 175, −6 100, +7 895.
 */
const events: AccountEvent[] = [
  dealIn('101', '2026-03-02T09:00:00Z', { symbol: 'EURUSD', volume: 1, commission: -350 }),
  dealOut('101', '2026-03-02T10:00:00Z', 12_000, { symbol: 'EURUSD', volume: 1, commission: -350 }),
  dealIn('102', '2026-03-02T11:00:00Z', { symbol: 'XAUUSD', side: 'sell', volume: 0.5, commission: -175 }),
  dealOut('102', '2026-03-02T12:00:00Z', -4_000, { symbol: 'XAUUSD', side: 'buy', volume: 0.5, commission: -175 }),
  dealIn('103', '2026-03-03T09:00:00Z', { symbol: 'US30', volume: 2 }),
  dealOut('103', '2026-03-03T10:00:00Z', -6_000, { symbol: 'US30', volume: 2, swap: -100 }),
  // The platform reports an open loss at the end of the day.
  snapshot('2026-03-03T13:00:00Z', 1_000_850, 998_000),
  dealIn('104', '2026-03-04T09:00:00Z', { symbol: 'GBPUSD', volume: 0.3, commission: -105 }),
  dealOut('104', '2026-03-04T10:00:00Z', 8_000, { symbol: 'GBPUSD', volume: 0.3, commission: -105 }),
];

describe.each(drivers)('account reports (%s)', (driver) => {
  const h = useHarness(driver);
  let member: Person;
  let other: Person;
  let boss: Person;
  let account: TradingAccount;
  const syncedAt = '2026-03-04T12:00:00.000Z';

  beforeAll(async () => {
    await seedCatalogue(h.services.db);
    h.clock.set('2026-03-02T08:00:00Z');
    member = await signedInMember(h);
    account = await demoAccount(h, member.token, 'two-step-10k');
    h.clock.set(syncedAt);
    await ingest(h, account.login, events);
    // Read at 16:00 in Prague: the next reset is Prague midnight, 8 hours later.
    h.clock.set('2026-03-04T15:00:00Z');
    member = await refresh(h, member);
    other = await signedInMember(h);
    boss = await signedInAdmin(h);
  }, 30_000);

  it('lists only the own accounts on GET /api/accounts', async () => {
    const list = await h.authed(member.token, '/api/accounts');
    expect(list.status).toBe(200);
    expect((list.body.items as any[]).map((a) => a.id)).toEqual([account.id]);
    const theirs = await h.authed(other.token, '/api/accounts');
    expect(theirs.body).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
    expect((await h.request('/api/accounts')).body).toEqual(unauthorized);
  });

  it('shows an account with its objectives as absolute figures, the next reset and the last sync', async () => {
    const response = await h.authed(member.token, `/api/accounts/${account.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: account.id,
      login: account.login,
      phase: 1,
      phaseName: 'Phase 1',
      status: 'active',
      initialBalance: 1_000_000,
      balance: 1_008_640,
      equity: 1_008_640,
      startedAt: '2026-03-02T08:00:00.000Z',
      lastSyncedAt: syncedAt,
      objectives: {
        profitTarget: { target: 1_100_000, met: false, enabled: true },
        // The day's floor: the balance at Prague midnight (1 000 850) − 5 % of 1 000 000.
        maxDailyLoss: { floor: 950_850, met: true },
        maxLoss: { floor: 900_000, met: true },
        minTradingDays: { required: 4, days: 3, met: false },
        bestDay: { limitPct: null, met: true },
      },
      nextResetAt: '2026-03-04T23:00:00.000Z',
      resetInSeconds: 8 * 3600,
    });
    expect(response.body.evaluation).toMatchObject({ status: 'active', tradingDays: 3, dailyLossFloor: 950_850, maxLossFloor: 900_000 });
  });

  it('counts resetInSeconds down with the clock and never below 0, and moves the daily floor at Prague midnight', async () => {
    h.clock.set('2026-03-04T22:59:59Z');
    const before = await h.authed(member.token, `/api/accounts/${account.id}`);
    expect(before.body).toMatchObject({ nextResetAt: '2026-03-04T23:00:00.000Z', resetInSeconds: 1 });
    h.clock.set('2026-03-04T23:00:00Z');
    const after = await h.authed(member.token, `/api/accounts/${account.id}`);
    expect(after.body.nextResetAt).toBe('2026-03-05T23:00:00.000Z');
    expect(after.body.resetInSeconds).toBe(24 * 3600);
    // The new day's floor is the balance at that midnight − 50 000.
    expect(after.body.objectives.maxDailyLoss.floor).toBe(958_640);
    for (const item of (await h.authed(member.token, '/api/accounts')).body.items) expect(item.resetInSeconds).toBeGreaterThanOrEqual(0);
    h.clock.set('2026-03-04T15:00:00Z');
  });

  it('lists deals newest first, paged', async () => {
    const first = await h.authed(member.token, `/api/accounts/${account.id}/deals?pageSize=3`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(first.body.items).toEqual([
      {
        ticket: '104',
        entry: 'out',
        time: '2026-03-04T10:00:00.000Z',
        symbol: 'GBPUSD',
        side: 'sell',
        volume: 0.3,
        profit: 8_000,
        commission: -105,
        swap: 0,
        // Not reported by these deals (the bridge's price is optional).
        price: null,
      },
      {
        ticket: '104',
        entry: 'in',
        time: '2026-03-04T09:00:00.000Z',
        symbol: 'GBPUSD',
        side: 'buy',
        volume: 0.3,
        profit: 0,
        commission: -105,
        swap: 0,
        price: null,
      },
      {
        ticket: '103',
        entry: 'out',
        time: '2026-03-03T10:00:00.000Z',
        symbol: 'US30',
        side: 'sell',
        volume: 2,
        profit: -6_000,
        commission: 0,
        swap: -100,
        price: null,
      },
    ]);
    const last = await h.authed(member.token, `/api/accounts/${account.id}/deals?pageSize=3&page=3`);
    expect(last.body.items.map((d: any) => `${d.ticket}/${d.entry}`)).toEqual(['101/out', '101/in']);
    const all = await h.authed(member.token, `/api/accounts/${account.id}/deals`);
    expect(all.body.items.map((d: any) => `${d.ticket}/${d.entry}`)).toEqual([
      '104/out',
      '104/in',
      '103/out',
      '103/in',
      '102/out',
      '102/in',
      '101/out',
      '101/in',
    ]);
  });

  it('summarises each Prague day: start balance, P&L, trades, lots and the floor', async () => {
    const response = await h.authed(member.token, `/api/accounts/${account.id}/daily`);
    expect(response.status).toBe(200);
    // Without a month: the month of the latest activity.
    expect(response.body).toMatchObject({ month: '2026-03', timeZone: 'Europe/Prague' });
    expect(response.body.items).toEqual([
      {
        day: '2026-03-02',
        startBalance: 1_000_000,
        startEquity: 1_000_000,
        pnl: 6_950,
        trades: 2,
        closed: 2,
        wins: 1,
        losses: 1,
        lots: 1.5,
        basis: 1_000_000,
        floor: 950_000,
      },
      {
        day: '2026-03-03',
        startBalance: 1_006_950,
        startEquity: 1_006_950,
        pnl: -6_100,
        trades: 1,
        closed: 1,
        wins: 0,
        losses: 1,
        lots: 2,
        basis: 1_006_950,
        floor: 956_950,
      },
      {
        day: '2026-03-04',
        startBalance: 1_000_850,
        startEquity: 998_000,
        pnl: 7_790,
        trades: 1,
        closed: 1,
        wins: 1,
        losses: 0,
        lots: 0.3,
        basis: 1_000_850,
        floor: 950_850,
      },
    ]);
  });

  it('computes the statistics from the closed trades and the days', async () => {
    const response = await h.authed(member.token, `/api/accounts/${account.id}/statistics`);
    expect(response.status).toBe(200);
    // Net results (both deals' costs) in close order: +11 300, −4 350, −6 100, +7 790.
    // Days: 2 March +6 950, 3 March −6 100, 4 March +7 790; mean 2 880.
    const deviation = Math.sqrt((4_070 ** 2 + 8_980 ** 2 + 4_910 ** 2) / 2);
    expect(response.body).toEqual({
      trades: 4,
      wins: 2,
      losses: 2,
      winRate: 0.5,
      averageWin: 9_545,
      averageLoss: -5_225,
      profitFactor: 19_090 / 10_450,
      expectancy: 2_160,
      averageRiskReward: 9_545 / 5_225,
      bestTrade: { ticket: '101', result: 11_300 },
      worstTrade: { ticket: '103', result: -6_100 },
      longestWinStreak: 1,
      longestLossStreak: 2,
      // Highest 1 011 300 after 101; the open loss reported at 998 000 is the lowest after it.
      maxDrawdown: { amount: 13_300, pct: 1.33 },
      dailySharpe: 2_880 / deviation,
      bestDay: { day: '2026-03-04', pnl: 7_790 },
      worstDay: { day: '2026-03-03', pnl: -6_100 },
      lots: 3.8,
      tradingDays: 3,
      symbols: ['EURUSD', 'GBPUSD', 'US30', 'XAUUSD'],
    });
  });

  it('answers the equity series chronologically, starting at the initial balance', async () => {
    const response = await h.authed(member.token, `/api/accounts/${account.id}/equity?points=50`);
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([
      { time: '2026-03-02T08:00:00.000Z', balance: 1_000_000, equity: 1_000_000 },
      { time: '2026-03-02T09:00:00.000Z', balance: 999_650, equity: 999_650 },
      { time: '2026-03-02T10:00:00.000Z', balance: 1_011_300, equity: 1_011_300 },
      { time: '2026-03-02T11:00:00.000Z', balance: 1_011_125, equity: 1_011_125 },
      { time: '2026-03-02T12:00:00.000Z', balance: 1_006_950, equity: 1_006_950 },
      { time: '2026-03-03T09:00:00.000Z', balance: 1_006_950, equity: 1_006_950 },
      { time: '2026-03-03T10:00:00.000Z', balance: 1_000_850, equity: 1_000_850 },
      { time: '2026-03-03T13:00:00.000Z', balance: 1_000_850, equity: 998_000 },
      { time: '2026-03-04T09:00:00.000Z', balance: 1_000_745, equity: 1_000_745 },
      { time: '2026-03-04T10:00:00.000Z', balance: 1_008_640, equity: 1_008_640 },
    ]);
    // The window: the whole life, up to now for a running account.
    expect(response.body).toMatchObject({ from: '2026-03-02T08:00:00.000Z', to: '2026-03-04T15:00:00.000Z' });
    // Thinned by time: two slots of 27.5 hours, each keeping its lowest equity and its last point.
    const four = await h.authed(member.token, `/api/accounts/${account.id}/equity?points=4`);
    expect(four.body.items.map((p: any) => p.time)).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-03T10:00:00.000Z',
      '2026-03-03T13:00:00.000Z',
      '2026-03-04T10:00:00.000Z',
    ]);
    for (const query of ['points=1', 'points=5001', 'points=many', 'range=month']) {
      expect((await h.authed(member.token, `/api/accounts/${account.id}/equity?${query}`)).status, query).toBe(400);
    }
  });

  it('answers the last day from the figures at its start, and the floors as they stood over time', async () => {
    const day = await h.authed(member.token, `/api/accounts/${account.id}/equity?range=day`);
    expect(day.status).toBe(200);
    expect(day.body).toMatchObject({ from: '2026-03-03T15:00:00.000Z', to: '2026-03-04T15:00:00.000Z' });
    expect(day.body.items).toEqual([
      // The figures at the window's start: the open loss reported at 13:00 the day before.
      { time: '2026-03-03T15:00:00.000Z', balance: 1_000_850, equity: 998_000 },
      { time: '2026-03-04T09:00:00.000Z', balance: 1_000_745, equity: 1_000_745 },
      { time: '2026-03-04T10:00:00.000Z', balance: 1_008_640, equity: 1_008_640 },
    ]);
    // The daily floor steps at each Prague midnight (23:00 UTC in March) to the day's basis − 50 000.
    const floors = {
      dailyLoss: [
        { time: '2026-03-02T08:00:00.000Z', floor: 950_000 },
        { time: '2026-03-02T23:00:00.000Z', floor: 956_950 },
        { time: '2026-03-03T23:00:00.000Z', floor: 950_850 },
      ],
      maxLoss: [{ time: '2026-03-02T08:00:00.000Z', floor: 900_000 }],
      profitTarget: 1_100_000,
    };
    expect(day.body.floors).toEqual(floors);
    // After a reset without events the last step is the engine's floor of the new day (the overview's).
    h.clock.set('2026-03-05T01:00:00Z');
    const later = await h.authed(member.token, `/api/accounts/${account.id}/equity?range=week`);
    h.clock.set('2026-03-04T15:00:00Z');
    expect(later.body.floors.dailyLoss).toEqual([...floors.dailyLoss, { time: '2026-03-04T23:00:00.000Z', floor: 958_640 }]);
    expect(later.body).toMatchObject({ from: '2026-03-02T08:00:00.000Z', to: '2026-03-05T01:00:00.000Z' });
  });

  it('downsamples a long history to at most the points asked for, in order, ending at the last figure', async () => {
    h.clock.set('2026-03-09T08:00:00Z');
    const trader = await signedInMember(h);
    const busy = await demoAccount(h, trader.token, 'two-step-100k');
    const history = tradeHistory({
      random: randomSource(99),
      from: new Date('2026-03-09T08:30:00Z'),
      to: new Date('2026-03-20T20:00:00Z'),
      initialBalance: busy.initialBalance,
      tradesPerDay: 8,
      winRate: 0.5,
      riskPct: 0.2,
      ticketPrefix: 'b',
    });
    expect(history.length).toBeGreaterThan(200);
    h.clock.set('2026-03-21T08:00:00Z');
    for (let i = 0; i < history.length; i += 500) await ingest(h, busy.login, history.slice(i, i + 500));
    const fresh = await refresh(h, trader);
    const response = await h.authed(fresh.token, `/api/accounts/${busy.id}/equity?points=50`);
    expect(response.status).toBe(200);
    const items = response.body.items as { time: string; balance: number; equity: number }[];
    expect(items.length).toBeGreaterThan(40);
    expect(items.length).toBeLessThanOrEqual(50);
    const times = items.map((p) => Date.parse(p.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // By time, not by position: no slot of the 25 keeps more than two points, and the lowest equity stays.
    const from = Date.parse(response.body.from);
    const slot = (Date.parse(response.body.to) - from) / 25;
    const perSlot = new Map<number, number>();
    for (const t of times.slice(1)) perSlot.set(Math.floor((t - from) / slot), (perSlot.get(Math.floor((t - from) / slot)) ?? 0) + 1);
    expect(Math.max(...perSlot.values())).toBeLessThanOrEqual(2);
    const whole0 = await h.authed(fresh.token, `/api/accounts/${busy.id}/equity?points=5000`);
    const lowest = Math.min(...(whole0.body.items as { equity: number }[]).map((p) => p.equity));
    expect(Math.min(...items.map((p) => p.equity))).toBe(lowest);
    const lastEvent = history[history.length - 1]!;
    expect(items[items.length - 1]).toMatchObject({
      time: lastEvent.time,
      ...(lastEvent.kind === 'equity' && { equity: lastEvent.equity }),
    });
    const whole = await h.authed(fresh.token, `/api/accounts/${busy.id}/equity?points=5000`);
    expect(whole.body.items).toHaveLength(history.length + 1);
    h.clock.set('2026-03-04T15:00:00Z');
  });

  it("answers another member's account and its reports with 403, and an unknown one with 404", async () => {
    for (const suffix of ['', '/deals', '/daily', '/equity', '/statistics']) {
      const response = await h.authed(other.token, `/api/accounts/${account.id}${suffix}`);
      expect(response.status, suffix).toBe(403);
      expect(response.body).toEqual(forbidden);
      const missing = await h.authed(member.token, `/api/accounts/${crypto.randomUUID()}${suffix}`);
      expect(missing.status, suffix).toBe(404);
      expect(missing.body).toEqual({ message: 'The requested account is not found' });
      expect((await h.request(`/api/accounts/${account.id}${suffix}`)).status).toBe(401);
    }
  });

  it("lets an administrator read a member's account and reports, and list a user's accounts", async () => {
    const own = await h.authed(member.token, `/api/accounts/${account.id}`);
    const read = await h.authed(boss.token, `/api/accounts/${account.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(own.body);
    for (const suffix of ['/deals', '/daily', '/equity', '/statistics']) {
      const response = await h.authed(boss.token, `/api/accounts/${account.id}${suffix}`);
      expect(response.status, suffix).toBe(200);
      expect(response.body).toEqual((await h.authed(member.token, `/api/accounts/${account.id}${suffix}`)).body);
    }
    const list = await h.authed(boss.token, `/api/admin/users/${member.id}/accounts`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual((await h.authed(member.token, '/api/accounts')).body);
    expect((await h.authed(boss.token, `/api/admin/users/${other.id}/accounts`)).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
    });
    expect((await h.authed(boss.token, '/api/admin/users/nope/accounts')).status).toBe(400);
  });
});
