import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allInTrades,
  copiedFrom,
  gridTrades,
  hedgedPair,
  historyStart,
  honestSignIns,
  honestTrades,
  martingaleTrades,
  newsEvents,
  scalperTrades,
  seeded,
  straddles,
} from '../../../tests/builders/riskHistories';
import { gambling, martingale, newsStraddling, tickScalping } from './account';
import { linkedMembers } from './members';
import { copyTrading, hedging } from './pairs';
import { defaultRiskThresholds as t, thresholdsOf } from './types';

const asOf = historyStart + 40 * 86_400_000;
const privateOrCarrier = (ip: string) => ip.startsWith('10.') || ip.startsWith('100.64.') || ip === '127.0.0.1';
const account = { dailyLossLimit: 500_000, timeZone: 'Europe/Prague' };

describe('copy trading', () => {
  it('finds a copier with the trades side by side, times to the millisecond and who led', () => {
    const random = seeded(1);
    const leader = honestTrades(random, 'lead', 30);
    const copier = copiedFrom(random, leader, 'copy');
    const finding = copyTrading(leader, copier, t.copyTrading);
    expect(finding?.severity).toBe('high');
    expect(finding?.evidence.matched).toBe(30);
    expect(finding?.evidence.leaderAccountId).toBe('lead');
    expect(finding?.evidence.leads).toBe(30);
    const [pair] = finding?.evidence.pairs ?? [];
    expect(pair?.a.openTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(pair?.gapMs).toBeGreaterThanOrEqual(150);
    expect(pair?.gapMs).toBeLessThan(900);
    expect(pair?.a.symbol).toBe(pair?.b.symbol);
    expect(pair?.a.side).toBe(pair?.b.side);
    // Shown newest first.
    const times = (finding?.evidence.pairs ?? []).map((p) => Date.parse(p.a.openTime));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('needs many matches, not one coincidence, and a large share of the trades', () => {
    const random = seeded(2);
    const leader = honestTrades(random, 'lead', 60);
    const fewCopied = copiedFrom(random, leader.slice(0, 4), 'copy');
    expect(copyTrading(leader, fewCopied, t.copyTrading)).toBeNull();
    // Ten copied among a hundred of its own: a tenth of the copier's trading.
    const diluted = [...copiedFrom(random, leader.slice(0, 10), 'copy'), ...honestTrades(random, 'copy', 90)];
    expect(copyTrading(leader, diluted, t.copyTrading)).toBeNull();
    // A product may look harder.
    expect(copyTrading(leader, diluted, thresholdsOf({ copyTrading: { minShare: 0.1 } }).copyTrading)?.evidence.matched).toBe(10);
  });

  it('does not match the opposite direction, another symbol, a different size or a later opening', () => {
    const random = seeded(3);
    const leader = honestTrades(random, 'lead', 20);
    const shifted = (change: (x: (typeof leader)[number]) => object) =>
      copiedFrom(random, leader, 'copy').map((x) => ({ ...x, ...change(x) }));
    expect(
      copyTrading(
        leader,
        shifted((x) => ({ side: x.side === 'buy' ? 'sell' : 'buy' })),
        t.copyTrading,
      ),
    ).toBeNull();
    expect(
      copyTrading(
        leader,
        shifted(() => ({ symbol: 'NZDCHF' })),
        t.copyTrading,
      ),
    ).toBeNull();
    expect(
      copyTrading(
        leader,
        shifted((x) => ({ volume: x.volume * 3 })),
        t.copyTrading,
      ),
    ).toBeNull();
    expect(
      copyTrading(
        leader,
        shifted((x) => ({ openTime: x.openTime + 2_500 })),
        t.copyTrading,
      ),
    ).toBeNull();
  });
});

describe('hedging across accounts', () => {
  it('finds opposite positions of similar size open together, with what they made together', () => {
    const [a, b] = hedgedPair(seeded(4), ['one', 'two'], 6);
    const finding = hedging(a, b, t.hedging, asOf);
    expect(finding?.severity).toBe('high');
    expect(finding?.evidence.matched).toBe(6);
    expect(finding?.evidence.netResult).toBe(-700 * 6);
    for (const pair of finding?.evidence.pairs ?? []) {
      expect(pair.a.side).not.toBe(pair.b.side);
      expect(pair.overlapMs).toBeGreaterThan(t.hedging.minOverlapMs);
    }
  });

  it('is not hedging when the positions did not overlap or went the same way', () => {
    const [a, b] = hedgedPair(seeded(5), ['one', 'two'], 6);
    const closedBefore = b.map((x, i) => ({ ...x, openTime: (a[i]?.closeTime ?? 0) + 1_000, closeTime: (a[i]?.closeTime ?? 0) + 60_000 }));
    expect(hedging(a, closedBefore, t.hedging, asOf)).toBeNull();
    expect(
      hedging(
        a,
        b.map((x, i) => ({ ...x, side: a[i]?.side ?? 'buy' })),
        t.hedging,
        asOf,
      ),
    ).toBeNull();
    expect(hedging(a.slice(0, 2), b.slice(0, 2), t.hedging, asOf)).toBeNull();
  });
});

describe('tick scalping', () => {
  it('flags most trades held under a minute, with the percentiles and the shortest trades', () => {
    const finding = tickScalping(scalperTrades(seeded(6), 'scalp', 40, 0.85), t.tickScalping);
    expect(finding?.severity).toBe('high');
    expect(finding?.evidence.short).toBe(34);
    expect(finding?.evidence.closed).toBe(40);
    expect(finding?.evidence.holdSeconds.p50).toBeLessThan(60);
    expect(finding?.evidence.examples[0]?.holdMs).toBeLessThanOrEqual(finding?.evidence.examples[1]?.holdMs ?? 0);
  });

  it('says nothing below the share or on too few trades', () => {
    expect(tickScalping(scalperTrades(seeded(7), 'scalp', 40, 0.4), t.tickScalping)).toBeNull();
    expect(tickScalping(scalperTrades(seeded(7), 'scalp', 15, 1), t.tickScalping)).toBeNull();
  });
});

describe('martingale and grid', () => {
  it('finds volume doubling after each loss, as the sequence of sizes', () => {
    const finding = martingale(martingaleTrades('mart', 3, 3), t.martingale);
    expect(finding?.evidence.runs).toHaveLength(3);
    expect(finding?.evidence.runs[0]?.trades.map((x) => x.volume)).toEqual([0.5, 1, 2, 4]);
    expect(finding?.evidence.runs[0]?.factors).toEqual([2, 2, 2]);
    expect(finding?.evidence.grids).toEqual([]);
  });

  it('needs the escalation soon after the loss, and runs that recur', () => {
    expect(martingale(martingaleTrades('mart', 1, 3), t.martingale)).toBeNull();
    const slow = martingaleTrades('mart', 3, 3).map((x, i) => ({
      ...x,
      openTime: x.openTime + i * 3_600_000,
      closeTime: (x.closeTime ?? 0) + i * 3_600_000,
    }));
    expect(martingale(slow, t.martingale)).toBeNull();
  });

  it('finds evenly spaced entries averaging down', () => {
    const trades = [...gridTrades('grid', 5), ...gridTrades('grid', 4, historyStart + 86_400_000 * 3, 'h')];
    const finding = martingale(trades, t.martingale);
    expect(finding?.evidence.grids).toHaveLength(2);
    expect(finding?.evidence.grids[0]?.trades.map((x) => x.openPrice)).toEqual([1.1, 1.098, 1.096, 1.094, 1.092]);
    expect(finding?.evidence.grids[0]?.meanStep).toBeCloseTo(0.002, 6);
    // Entries going up are not averaging down.
    const upwards = trades.map((x) => ({ ...x, openPrice: 2.2 - (x.openPrice ?? 0) }));
    expect(martingale(upwards, t.martingale)).toBeNull();
  });
});

describe('news straddling', () => {
  it('finds both directions opened around high-impact events', () => {
    const events = newsEvents(seeded(8), 5).slice(0, 3);
    const finding = newsStraddling(straddles('news', events), events, t.newsStraddling);
    expect(finding?.evidence.occurrences).toHaveLength(3);
    expect(finding?.evidence.occurrences[0]?.buy.side).toBe('buy');
    expect(finding?.evidence.occurrences[0]?.sell.side).toBe('sell');
    expect(finding?.evidence.occurrences[0]?.event.title).toBe(events[0]?.title);
  });

  it('ignores one straddle, low-impact events and symbols the news does not move', () => {
    const events = newsEvents(seeded(9), 5).slice(0, 2);
    expect(newsStraddling(straddles('news', events.slice(0, 1)), events, t.newsStraddling)).toBeNull();
    const low = events.map((e) => ({ ...e, impact: 'medium' }));
    expect(newsStraddling(straddles('news', events), low, t.newsStraddling)).toBeNull();
    const unrelated = straddles('news', events).map((x) => ({ ...x, symbol: 'NZDCHF' }));
    expect(newsStraddling(unrelated, events, t.newsStraddling)).toBeNull();
  });
});

describe('gambling', () => {
  it('finds trades losing most of the day’s loss room, with the room they had', () => {
    const finding = gambling(allInTrades('all', 2, 0.9), t.gambling, account);
    expect(finding?.evidence.occurrences).toHaveLength(2);
    expect(finding?.evidence.occurrences[0]?.room).toBe(500_000);
    expect(finding?.evidence.occurrences[0]?.share).toBeCloseTo(0.9);
    expect(finding?.severity).toBe('medium');
    expect(gambling(allInTrades('all', 2, 1), t.gambling, account)?.severity).toBe('high');
  });

  it('counts trades open together as one, and the room left after the day’s earlier losses', () => {
    const [first, second] = allInTrades('all', 2, 0.45);
    // Two trades open together, 90 % of the room between them.
    const together = [first, { ...second, openTime: first?.openTime, closeTime: first?.closeTime, ticket: 'x' }];
    const earlierLoss = {
      ...first,
      ticket: 'early',
      openTime: (first?.openTime ?? 0) - 7_200_000,
      closeTime: (first?.openTime ?? 0) - 3_600_000,
      result: -300_000,
    };
    const trades = [
      ...together,
      earlierLoss,
      {
        ...first,
        ticket: 'later',
        openTime: (first?.openTime ?? 0) + 86_400_000 * 2,
        closeTime: (first?.closeTime ?? 0) + 86_400_000 * 2,
        result: -450_000,
      },
    ];
    const finding = gambling(trades as never, t.gambling, account);
    expect(finding?.evidence.occurrences.map((o) => o.trades.length)).toEqual([2, 1]);
    // After losing 3,000.00 that day, 2,000.00 of room was left.
    expect(finding?.evidence.occurrences[0]?.room).toBe(200_000);
    expect(gambling(allInTrades('all', 1, 0.95), t.gambling, account)).toBeNull();
  });
});

describe('multi-accounting', () => {
  const at = (day: number) => historyStart + day * 86_400_000;
  it('links members on one address and device, with when each was seen', () => {
    const links = linkedMembers(
      [
        { userId: 'b', at: at(2), ip: '203.0.113.7', userAgent: 'Chrome' },
        { userId: 'a', at: at(1), ip: '203.0.113.7', userAgent: 'Chrome' },
        { userId: 'a', at: at(3), ip: '203.0.113.7', userAgent: 'Chrome' },
        { userId: 'c', at: at(1), ip: '203.0.113.9', userAgent: 'Chrome' },
      ],
      t.multiAccounting,
      { asOf, isSharedRange: privateOrCarrier },
    );
    expect(links).toHaveLength(1);
    expect(links[0]?.userIds).toEqual(['a', 'b']);
    expect(links[0]?.severity).toBe('high');
    expect(links[0]?.evidence.addresses[0]?.seen).toEqual([
      { userId: 'a', first: new Date(at(1)).toISOString(), last: new Date(at(3)).toISOString(), count: 2 },
      { userId: 'b', first: new Date(at(2)).toISOString(), last: new Date(at(2)).toISOString(), count: 1 },
    ]);
    expect(links[0]?.evidence.devices).toHaveLength(1);
  });

  it('does not count a carrier’s or private address, or one shared by many members, and says so', () => {
    const signIns = [
      ...['a', 'b'].map((userId) => ({ userId, at: at(1), ip: '100.64.1.1', userAgent: 'Chrome' })),
      ...['a', 'b', 'c', 'd', 'e'].map((userId) => ({ userId, at: at(2), ip: '198.51.100.1', userAgent: `UA ${userId}` })),
    ];
    expect(linkedMembers(signIns, t.multiAccounting, { asOf, isSharedRange: privateOrCarrier })).toEqual([]);
    const withProof = [...signIns, ...['a', 'b'].map((userId) => ({ userId, at: at(3), ip: '203.0.113.5', userAgent: `UA ${userId}` }))];
    const [link] = linkedMembers(withProof, t.multiAccounting, { asOf, isSharedRange: privateOrCarrier });
    expect(link?.severity).toBe('medium');
    expect(link?.evidence.notProof).toEqual([
      { ip: '100.64.1.1', why: 'sharedRange', members: 2 },
      { ip: '198.51.100.1', why: 'sharedNetwork', members: 5 },
    ]);
  });

  it('forgets sign-ins older than the look-back', () => {
    const old = ['a', 'b'].map((userId) => ({ userId, at: asOf - 91 * 86_400_000, ip: '203.0.113.7', userAgent: 'x' }));
    expect(linkedMembers(old, t.multiAccounting, { asOf, isSharedRange: privateOrCarrier })).toEqual([]);
  });
});

describe('honest histories raise nothing at the default thresholds', () => {
  it('independent members, random entries', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = seeded(seed);
        const members = Array.from({ length: 6 }, (_, i) => honestTrades(random, `acct${i}`, 80));
        const events = newsEvents(random);
        for (const [i, trades] of members.entries()) {
          expect(tickScalping(trades, t.tickScalping)).toBeNull();
          expect(martingale(trades, t.martingale)).toBeNull();
          expect(gambling(trades, t.gambling, account)).toBeNull();
          expect(newsStraddling(trades, events, t.newsStraddling)).toBeNull();
          for (const other of members.slice(i + 1)) {
            expect(copyTrading(trades, other, t.copyTrading)).toBeNull();
            expect(hedging(trades, other, t.hedging, asOf)).toBeNull();
          }
        }
        const signIns = members.flatMap((_, i) => honestSignIns(random, `user${i}`, i));
        expect(linkedMembers(signIns, t.multiAccounting, { asOf, isSharedRange: privateOrCarrier })).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
