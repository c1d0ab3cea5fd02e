import { createParser } from 'eventsource-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountEvent } from '../../src/domain/rules';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import type { TradingAccount } from '../../src/server/db/schema';
import { dealIn, dealOut, snapshot } from '../builders/events';
import { drivers, type Harness, useHarness } from './harness';
import { demoAccount, forbidden, ingest, type Person, refresh, signedInAdmin, signedInMember, unauthorized } from './tradingHelpers';

/**
 * The member account screens' API (issue 7): the paged account list, figures, the breach
 * receipt, the live streams, and who may read what. March 2026: Prague is UTC+1, so its
 * midnights fall at 23:00Z.
 */
const READ_AT = '2026-03-04T15:00:00Z';

/**
 * Two-Step 10K (5 % daily on the balance, static 10 %) opened Monday 2 March, 09:00 Prague.
 * Monday nets +19 000 (balance 1 019 000 at midnight: Tuesday's floor 969 000); on Tuesday two
 * losses take the balance to 964 000 at 12:00Z, which breaches the daily loss.
 */
const breachHistory: AccountEvent[] = [
  dealIn('101', '2026-03-02T09:00:00Z'),
  dealOut('101', '2026-03-02T10:00:00Z', 20_000),
  snapshot('2026-03-02T12:00:00Z', 1_020_000, 1_020_000),
  // Between the last snapshot and the receipt's window: the window must start from 1 019 000.
  dealIn('102', '2026-03-02T20:00:00Z', { commission: -1_000 }),
  dealOut('102', '2026-03-02T21:00:00Z', 1_000, { commission: -1_000 }),
  dealIn('103', '2026-03-03T08:00:00Z'),
  snapshot('2026-03-03T09:00:00Z', 1_019_000, 999_000),
  dealOut('103', '2026-03-03T10:00:00Z', -30_000),
  dealIn('104', '2026-03-03T11:00:00Z', { symbol: 'XAUUSD', side: 'sell' }),
  dealOut('104', '2026-03-03T12:00:00Z', -25_000, { symbol: 'XAUUSD', side: 'buy' }),
  // After the breach: not part of the receipt's path, and not of the objectives as they closed.
  snapshot('2026-03-03T13:00:00Z', 964_000, 964_000),
  dealIn('105', '2026-03-04T09:00:00Z'),
  dealOut('105', '2026-03-04T10:00:00Z', -20_000),
];

/**
 * One-Step 10K (3 % daily on the higher of balance and equity, trailing 10 %, best day ≤ 50 %)
 * opened Tuesday 3 March: +39 500 on Tuesday, +10 000 on Wednesday and an open loss of 5 500.
 */
const trailingHistory: AccountEvent[] = [
  dealIn('301', '2026-03-03T09:00:00Z'),
  dealOut('301', '2026-03-03T10:00:00Z', 40_000, { commission: -500 }),
  dealIn('302', '2026-03-04T09:00:00Z'),
  dealOut('302', '2026-03-04T10:00:00Z', 10_000),
  snapshot('2026-03-04T11:00:00Z', 1_049_500, 1_044_000),
];

/** An SSE response read as it arrives: the raw text, and the `account` events parsed. */
function sse(response: Response) {
  if (!response.body) throw new Error('The stream has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const events: { accountId: string; lastSyncedAt: string | null }[] = [];
  const parser = createParser({
    onEvent: (event) => {
      if (event.event === 'account') events.push(JSON.parse(event.data));
    },
  });
  return {
    events,
    text: () => text,
    /** Reads until `done()` holds; fails after `ms`. */
    async until(done: () => boolean, ms = 3_000) {
      const deadline = Date.now() + ms;
      while (!done()) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Nothing arrived in ${ms} ms; the stream so far:\n${text}`);
        let timer: NodeJS.Timeout | undefined;
        const result = await Promise.race([
          reader.read(),
          new Promise<'timeout'>((resolve) => {
            timer = setTimeout(() => resolve('timeout'), left);
          }),
        ]);
        clearTimeout(timer);
        if (result === 'timeout') continue;
        if (result.done) throw new Error(`The stream ended; it said:\n${text}`);
        text += result.value;
        parser.feed(result.value);
      }
    },
    cancel: () => reader.cancel(),
  };
}

function openStream(h: Harness, path: string, token: string) {
  return h.app.request(path, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' } }, { clientAddress: h.nextIp() });
}

/** Listener counts settle once the cancellation has reached the server's stream. */
async function eventually(check: () => boolean, ms = 2_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(drivers)('member account screens API (%s)', (driver) => {
  const h = useHarness(driver, 30_000, { pingIntervalMs: 200 });
  let member: Person;
  let other: Person;
  let boss: Person;
  let breached: TradingAccount;
  let trailing: TradingAccount;
  let untouched: TradingAccount;

  beforeAll(async () => {
    await seedCatalogue(h.services.db);
    h.clock.set('2026-03-02T08:00:00Z');
    member = await signedInMember(h);
    breached = await demoAccount(h, member.token, 'two-step-10k');
    h.clock.set('2026-03-03T08:00:00Z');
    member = await refresh(h, member);
    trailing = await demoAccount(h, member.token, 'one-step-10k');
    h.clock.set('2026-03-03T13:30:00Z');
    await ingest(h, breached.login, breachHistory);
    h.clock.set('2026-03-04T08:00:00Z');
    member = await refresh(h, member);
    untouched = await demoAccount(h, member.token, 'two-step-25k');
    h.clock.set('2026-03-04T12:00:00Z');
    await ingest(h, trailing.login, trailingHistory);
    h.clock.set(READ_AT);
    member = await refresh(h, member);
    other = await signedInMember(h);
    boss = await signedInAdmin(h);
  }, 60_000);

  const ids = (body: { items: { id: string }[] }) => body.items.map((a) => a.id);

  it('lists the running accounts by default, newest first, as a page', async () => {
    const response = await h.authed(member.token, '/api/accounts');
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(ids(response.body)).toEqual([untouched.id, trailing.id]);
    expect((await h.authed(other.token, '/api/accounts')).body).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
    expect((await h.request('/api/accounts')).body).toEqual(unauthorized);
  });

  it('lists every account with status=all, in each sort order, paged', async () => {
    const list = async (query: string) => (await h.authed(member.token, `/api/accounts?${query}`)).body;
    expect(ids(await list('status=all'))).toEqual([untouched.id, trailing.id, breached.id]);
    expect(ids(await list('status=all&sort=started'))).toEqual([breached.id, trailing.id, untouched.id]);
    expect(ids(await list('status=all&sort=-started'))).toEqual([untouched.id, trailing.id, breached.id]);
    // Balances: 964 000, 1 049 500 and 2 500 000.
    expect(ids(await list('status=all&sort=balance'))).toEqual([breached.id, trailing.id, untouched.id]);
    expect(ids(await list('status=all&sort=-balance'))).toEqual([untouched.id, trailing.id, breached.id]);
    expect(ids(await list('status=active&sort=balance'))).toEqual([trailing.id, untouched.id]);
    const second = await list('status=all&sort=started&pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(ids(second)).toEqual([untouched.id]);
    expect(ids(await list('status=all&page=3&pageSize=2'))).toEqual([]);
  });

  it('answers a bad list query with 400 and a message in the caller’s language', async () => {
    for (const [query, message] of [
      ['status=closed', 'status is not valid'],
      ['sort=name', 'sort is not valid'],
      ['pageSize=101', 'pageSize is not valid'],
      ['pageSize=0', 'pageSize is not valid'],
      ['page=0', 'page is not valid'],
      ['page=abc', 'page is not valid'],
    ]) {
      const response = await h.authed(member.token, `/api/accounts?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toEqual({ message });
    }
    const german = await h.authed(member.token, '/api/accounts?sort=name', { lang: 'de' });
    expect(german.body).toEqual({ message: 'sort ist ungültig' });
  });

  it('names the challenge and derives the figures of a trailing best-day account', async () => {
    const response = await h.authed(member.token, `/api/accounts/${trailing.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: trailing.id,
      challengeId: trailing.challengeId,
      challengeName: 'One-Step 10K',
      balance: 1_049_500,
      equity: 1_044_000,
      status: 'active',
    });
    expect(response.body.figures).toEqual({
      dailyLossAmount: 30_000,
      maxLossAmount: 100_000,
      // Tuesday closed at 1 039 500 (balance = equity): Wednesday's basis and the highest end-of-day balance.
      dailyBasis: 1_039_500,
      highestEodBalance: 1_039_500,
      todayProfit: 10_000,
      totalProfit: 49_500,
      paidOut: 0,
      openProfit: 44_000, // equity 1 044 000
      bestDayProfit: 39_500,
      // Daily floor 1 009 500; trailing floor 1 039 500 − 100 000 = 939 500.
      permittedLossToday: 1_044_000 - 1_009_500,
      roomToMaxLoss: 1_044_000 - 939_500,
      // 39 500 × 100 > 50 × 49 500, so the total must reach 79 000.
      bestDay: { limitPct: 50, best: 39_500, limit: 24_750, blocking: true, moreProfitNeeded: 29_500, maxDay: 39_500 },
    });
    expect(response.body.objectives.maxLoss.floor).toBe(939_500);
    expect(response.body.objectives.bestDay).toEqual({ limitPct: 50, met: false });
    const listed = (await h.authed(member.token, '/api/accounts')).body.items.find((a: { id: string }) => a.id === trailing.id);
    expect(listed).toEqual(response.body);
  });

  it('shows a failed account’s figures as they stood when it failed', async () => {
    const response = await h.authed(member.token, `/api/accounts/${breached.id}`);
    // Every figure as it stood at the breach: the loss the platform reported the next day changes none.
    expect(response.body).toMatchObject({ challengeName: 'Two-Step 10K', status: 'failed', balance: 964_000, equity: 964_000 });
    const receipt = (await h.authed(member.token, `/api/accounts/${breached.id}/breach`)).body;
    expect(response.body.evaluation).toMatchObject({ balance: 964_000, equity: 964_000, dailyLossFloor: receipt.floor, tradingDays: 2 });
    const trades = (await h.authed(member.token, `/api/accounts/${breached.id}/trades?pageSize=100`)).body.items;
    expect(trades.map((trade: { ticket: string }) => trade.ticket).sort()).toEqual(['101', '102', '103', '104']);
    const statistics = (await h.authed(member.token, `/api/accounts/${breached.id}/statistics`)).body;
    expect(statistics).toMatchObject({ trades: 4, tradingDays: 2 });
    expect(response.body.objectives.maxDailyLoss).toEqual({ floor: receipt.floor, met: false });
    expect(response.body.objectives.maxLoss).toEqual({ floor: 900_000, met: true });
    expect(response.body.objectives.minTradingDays).toMatchObject({ days: 2 });
    expect(response.body.figures).toEqual({
      dailyLossAmount: 50_000,
      maxLossAmount: 100_000,
      dailyBasis: 1_019_000,
      highestEodBalance: 1_000_000,
      todayProfit: -55_000,
      totalProfit: -36_000,
      paidOut: 0,
      openProfit: -36_000, // equity 964 000 at the breach
      bestDayProfit: 19_000,
      permittedLossToday: 0,
      roomToMaxLoss: 64_000,
      bestDay: null,
    });
    const fresh = await h.authed(member.token, `/api/accounts/${untouched.id}`);
    expect(fresh.body.figures).toMatchObject({
      dailyBasis: 2_500_000,
      totalProfit: 0,
      permittedLossToday: 125_000,
      roomToMaxLoss: 250_000,
    });
  });

  it('answers the breach receipt of a daily-loss breach: rule, equity against the floor, basis, path and trigger', async () => {
    const response = await h.authed(member.token, `/api/accounts/${breached.id}/breach`);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      rule: 'maxDailyLoss',
      at: '2026-03-03T12:00:00.000Z',
      equity: 964_000,
      floor: 969_000,
      reason: null,
      basis: 1_019_000,
      limitAmount: 50_000,
      limitPct: 5,
      paidOut: 0,
      initialBalance: 1_000_000,
      currency: 'USD',
      resetTimeZone: 'Europe/Prague',
      // The six hours up to 12:00Z, starting from the balance the earlier deals left (1 019 000).
      path: [
        { time: '2026-03-03T06:00:00.000Z', balance: 1_019_000, equity: 1_019_000 },
        { time: '2026-03-03T08:00:00.000Z', balance: 1_019_000, equity: 1_019_000 },
        { time: '2026-03-03T09:00:00.000Z', balance: 1_019_000, equity: 999_000 },
        { time: '2026-03-03T10:00:00.000Z', balance: 989_000, equity: 989_000 },
        { time: '2026-03-03T11:00:00.000Z', balance: 989_000, equity: 989_000 },
        { time: '2026-03-03T12:00:00.000Z', balance: 964_000, equity: 964_000 },
      ],
      // Nothing was open at the breach: its deal closed the last position (the platform listed none).
      positions: { at: '2026-03-03T12:00:00.000Z', pricedAt: null, items: [], floating: 0 },
      trigger: { time: '2026-03-03T12:00:00.000Z', kind: 'deal', ticket: '104', entry: 'out', symbol: 'XAUUSD', profit: -25_000 },
    });
  });

  it('answers 404 for the breach receipt of an account without a breach', async () => {
    const response = await h.authed(member.token, `/api/accounts/${trailing.id}/breach`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'The requested breach record is not found' });
    const german = await h.authed(member.token, `/api/accounts/${trailing.id}/breach`, { lang: 'de' });
    expect(german.body).toEqual({ message: 'Verstoßprotokoll wurde nicht gefunden' });
  });

  const readable = [
    '',
    '/deals',
    '/daily',
    '/daily?month=2026-03',
    '/equity',
    '/statistics',
    '/trades',
    '/trades/export',
    '/breach',
    '/positions',
    '/stream',
  ];

  it('lets another member read nothing of the accounts (403 with a message) and a signed-out caller nothing (401)', async () => {
    for (const account of [breached, trailing]) {
      for (const suffix of readable) {
        const path = `/api/accounts/${account.id}${suffix}`;
        const response = await h.authed(other.token, path);
        expect(response.status, path).toBe(403);
        expect(response.body, path).toEqual(forbidden);
        const anonymous = await h.request(path);
        expect(anonymous.status, path).toBe(401);
        expect(anonymous.body, path).toEqual(unauthorized);
      }
    }
    expect((await h.request('/api/accounts/stream')).body).toEqual(unauthorized);
    expect((await h.authed(other.token, `/api/admin/users/${member.id}/accounts`)).status).toBe(403);
  });

  it('lets an administrator read all of it', async () => {
    for (const suffix of readable.filter((s) => s !== '/stream')) {
      const path = `/api/accounts/${breached.id}${suffix}`;
      const response = await h.authed(boss.token, path);
      expect(response.status, path).toBe(200);
      expect(response.text, path).toBe((await h.authed(member.token, path)).text);
    }
    const stream = await openStream(h, `/api/accounts/${breached.id}/stream`, boss.token);
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
    const list = await h.authed(boss.token, `/api/admin/users/${member.id}/accounts?status=all`);
    expect(list.body).toEqual((await h.authed(member.token, '/api/accounts?status=all')).body);
  });

  it('streams an account event after a signed bridge post, and unsubscribes when the reader cancels', async () => {
    const viewer = await signedInMember(h);
    const account = await demoAccount(h, viewer.token, 'two-step-10k');
    const before = h.services.live.listenerCount();
    const response = await openStream(h, `/api/accounts/${account.id}/stream`, viewer.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const stream = sse(response);
    await stream.until(() => stream.text().includes(': connected'));
    expect(h.services.live.listenerCount()).toBe(before + 1);

    await ingest(h, account.login, [snapshot(READ_AT, 1_000_000, 999_000)]);
    await stream.until(() => stream.events.length > 0);
    expect(stream.events[0]).toEqual({ accountId: account.id, lastSyncedAt: new Date(READ_AT).toISOString() });
    // Keep-alive comments (every 200 ms in this harness, 15 s in production).
    await stream.until(() => stream.text().includes(': ping'));

    await stream.cancel();
    await eventually(() => h.services.live.listenerCount() === before);
  });

  it('streams every account of the caller on /api/accounts/stream, and no one else’s', async () => {
    const viewer = await signedInMember(h);
    const mine = await demoAccount(h, viewer.token, 'two-step-10k');
    const stranger = await signedInMember(h);
    const theirs = await demoAccount(h, stranger.token, 'two-step-10k');
    const before = h.services.live.listenerCount();
    const response = await openStream(h, '/api/accounts/stream', viewer.token);
    expect(response.status).toBe(200);
    const stream = sse(response);
    await stream.until(() => stream.text().includes(': connected'));

    await ingest(h, theirs.login, [snapshot(READ_AT, 1_000_000, 1_000_000)]);
    await ingest(h, mine.login, [snapshot(READ_AT, 1_000_000, 998_000)]);
    await stream.until(() => stream.events.length > 0);
    expect(stream.events.map((e) => e.accountId)).toEqual([mine.id]);

    await stream.cancel();
    await eventually(() => h.services.live.listenerCount() === before);
  });

  it('announces an administrator’s closure on the stream, and its receipt shows the day’s figures', async () => {
    h.clock.set('2026-03-05T08:00:00Z');
    try {
      const trader = await signedInMember(h);
      const account = await demoAccount(h, trader.token, 'two-step-10k');
      await ingest(h, account.login, [
        dealIn('501', '2026-03-05T09:00:00Z'),
        dealOut('501', '2026-03-05T10:00:00Z', -10_000),
        snapshot('2026-03-05T11:00:00Z', 990_000, 985_000),
      ]);
      h.clock.set('2026-03-05T12:00:00Z');
      const admin = await refresh(h, boss);
      const stream = sse(await openStream(h, `/api/accounts/${account.id}/stream`, trader.token));
      await stream.until(() => stream.text().includes(': connected'));

      const forced = await h.authed(admin.token, `/api/admin/accounts/${account.id}/force`, {
        body: { action: 'fail', reason: 'Hedging across accounts' },
      });
      expect(forced.status, forced.text).toBe(200);
      expect(forced.body).toMatchObject({ status: 'failed', challengeName: 'Two-Step 10K' });
      await stream.until(() => stream.events.length > 0);
      expect(stream.events[0]?.accountId).toBe(account.id);
      await stream.cancel();

      const receipt = await h.authed(trader.token, `/api/accounts/${account.id}/breach`);
      expect(receipt.status, receipt.text).toBe(200);
      expect(receipt.body).toEqual({
        rule: 'manual',
        at: '2026-03-05T12:00:00.000Z',
        equity: 985_000,
        floor: 950_000,
        reason: 'Hedging across accounts',
        basis: 1_000_000,
        limitAmount: 50_000,
        limitPct: 5,
        paidOut: 0,
        initialBalance: 1_000_000,
        currency: 'USD',
        resetTimeZone: 'Europe/Prague',
        // From the account's start (less than six hours before) to the closure's instant.
        path: [
          { time: '2026-03-05T08:00:00.000Z', balance: 1_000_000, equity: 1_000_000 },
          { time: '2026-03-05T09:00:00.000Z', balance: 1_000_000, equity: 1_000_000 },
          { time: '2026-03-05T10:00:00.000Z', balance: 990_000, equity: 990_000 },
          { time: '2026-03-05T11:00:00.000Z', balance: 990_000, equity: 985_000 },
          { time: '2026-03-05T12:00:00.000Z', balance: 990_000, equity: 985_000 },
        ],
        positions: { at: '2026-03-05T12:00:00.000Z', pricedAt: null, items: [], floating: 0 },
        trigger: { time: '2026-03-05T12:00:00.000Z', kind: 'manual' },
      });
    } finally {
      h.clock.set(READ_AT);
    }
  });
});
