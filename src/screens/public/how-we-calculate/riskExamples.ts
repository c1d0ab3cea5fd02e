/**
 * The worked examples of the risk checks on /how-we-calculate: small histories run through the
 * detectors themselves (src/domain/risk) at the default thresholds, so an example can never say
 * what the check does not do. Money in cents of the example account's currency.
 */
import { gambling, martingale, newsStraddling, tickScalping } from '../../../domain/risk/account';
import { linkedMembers } from '../../../domain/risk/members';
import { copyTrading, hedging } from '../../../domain/risk/pairs';
import { type RiskTrade, type Severity, defaultRiskThresholds as t } from '../../../domain/risk/types';
import type { Locale } from '../../../i18n';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../../i18n/format';
import type { ExampleValues } from './examples';

const start = Date.parse('2026-03-02T14:03:07.120Z');
const minute = 60_000;
const hour = 3_600_000;
const day = 86_400_000;

const trade = (accountId: string, ticket: string, openTime: number, fields: Partial<RiskTrade> = {}): RiskTrade => ({
  accountId,
  ticket,
  symbol: 'EURUSD',
  side: 'buy',
  volume: 1,
  openTime,
  openPrice: 1.085,
  closeTime: openTime + hour,
  result: 10_000,
  ...fields,
});

/** Account A's six trades an hour apart; B copies five of them 420 ms later at 0.8 of the size, and makes one of its own. */
function copyExample() {
  const a = Array.from({ length: 6 }, (_, i) => trade('A', `${101 + i}`, start + i * hour));
  const b = [
    ...a.slice(0, 5).map((x, i) => ({ ...x, accountId: 'B', ticket: `${201 + i}`, openTime: x.openTime + 420, volume: 0.8 })),
    trade('B', '206', start + 8 * hour, { symbol: 'GBPUSD' }),
  ];
  return { a, b, found: copyTrading(a, b, t.copyTrading) };
}

/** A buys GBPUSD, B sells it 2 s later, on three days; both close together, 20 minutes after B opened. */
function hedgeExample() {
  const a = [0, 1, 2].map((i) =>
    trade('A', `${301 + i}`, start + i * day, {
      symbol: 'GBPUSD',
      volume: 2,
      closeTime: start + i * day + 20 * minute + 2_000,
      result: 84_000,
    }),
  );
  const b = a.map((x, i) => ({
    ...x,
    accountId: 'B',
    ticket: `${401 + i}`,
    side: 'sell' as const,
    openTime: x.openTime + 2_000,
    result: -84_700,
  }));
  return { a, b, found: hedging(a, b, t.hedging, start + 10 * day) };
}

function linkExample() {
  const signIns = [1, 4, 9].flatMap((d) =>
    ['M', 'N'].map((userId) => ({ userId, at: start + d * day, ip: '203.0.113.24', userAgent: 'Chrome/131 Windows' })),
  );
  const carrier = ['M', 'N'].map((userId) => ({ userId, at: start + 2 * day, ip: '100.64.8.9', userAgent: `Safari ${userId}` }));
  const [link] = linkedMembers([...signIns, ...carrier], t.multiAccounting, {
    asOf: start + 10 * day,
    isSharedRange: (ip) => ip.startsWith('100.64.'),
  });
  return { link, days: 3 };
}

/** 30 closed trades, 21 of them held 12 to 52 seconds. */
function scalpExample() {
  const trades = Array.from({ length: 30 }, (_, i) => {
    const held = i < 21 ? 12_000 + i * 2_000 : 10 * minute + i * minute;
    return trade('A', `${501 + i}`, start + i * 20 * minute, { closeTime: start + i * 20 * minute + held });
  });
  return tickScalping(trades, t.tickScalping);
}

/** Two runs: 0.5, 1, 2 and 4 lots, each opened 4 minutes after the one before lost, the last winning. */
function martingaleExample() {
  const trades = [0, 1].flatMap((run) =>
    [0.5, 1, 2, 4].map((volume, step) => {
      const open = start + run * day + step * 29 * minute;
      return trade('A', `${601 + run * 4 + step}`, open, {
        volume,
        closeTime: open + 25 * minute,
        result: step === 3 ? 64_000 : -12_000 * volume,
      });
    }),
  );
  return { found: martingale(trades, t.martingale), minutes: 4 };
}

function straddleExample() {
  const events = [0, 7].map((d) => ({ time: start + d * day, currency: 'USD', impact: 'high', title: 'Non-farm payrolls' }));
  const trades = events.flatMap((event, i) => [
    trade('A', `${701 + i * 2}`, event.time - 90_000),
    trade('A', `${702 + i * 2}`, event.time - 85_000, { side: 'sell' }),
  ]);
  return newsStraddling(trades, events, t.newsStraddling);
}

/** A $5,000.00 daily loss limit; $1,000.00 lost earlier that day; two XAUUSD trades open together lose $3,400.00; another day, $4,300.00. */
function gamblingExample() {
  const limit = 500_000;
  const trades = [
    trade('A', '801', start - 2 * hour, { symbol: 'XAUUSD', closeTime: start - hour, result: -100_000 }),
    trade('A', '802', start, { symbol: 'XAUUSD', volume: 5, result: -170_000 }),
    trade('A', '803', start + 10 * minute, { symbol: 'XAUUSD', volume: 5, result: -170_000 }),
    trade('A', '804', start + 2 * day, { symbol: 'XAUUSD', volume: 10, result: -430_000 }),
  ];
  return { limit, earlier: -100_000, found: gambling(trades, t.gambling, { dailyLossLimit: limit, timeZone: 'UTC' }) };
}

/** The risk checks' example values, in the page's locale. */
export function riskExampleValues(locale: Locale, currency: string, words: { severity: (severity: Severity) => string }): ExampleValues {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const signed = (minor: number) => formatMoney(minor, currency, locale, { signed: true });
  const share = (ratio: number) => formatPercent(ratio, locale, { digits: 0 });
  const count = (value: number) => formatNumber(value, locale, 0);
  const number = (value: number, digits = 2) => formatNumber(value, locale, digits);
  const precise = (ms: number) => formatDate(ms, locale, 'precise', { timeZone: 'UTC' });
  const utc = (ms: number) => formatDate(ms, locale, 'dateTime', { timeZone: 'UTC', withZone: true });
  const copy = copyExample();
  const [pair] = copy.found?.evidence.pairs.slice(-1) ?? [];
  const hedge = hedgeExample();
  const [hedged] = hedge.found?.evidence.pairs.slice(-1) ?? [];
  const { link, days } = linkExample();
  const scalp = scalpExample();
  const mart = martingaleExample();
  const run = mart.found?.evidence.runs[0];
  const straddle = straddleExample();
  const [occurrence] = straddle?.evidence.occurrences ?? [];
  const bet = gamblingExample();
  const [loss] = bet.found?.evidence.occurrences ?? [];
  return {
    'risk-copy-trading': {
      volumeA: number(pair?.a.volume ?? 0),
      timeA: pair ? precise(Date.parse(pair.a.openTime)) : '',
      volumeB: number(pair?.b.volume ?? 0),
      timeB: pair ? precise(Date.parse(pair.b.openTime)) : '',
      gap: number((pair?.gapMs ?? 0) / 1000, 3),
      window: number(t.copyTrading.windowMs / 1000, 3),
      ratio: number((pair?.b.volume ?? 0) / (pair?.a.volume ?? 1)),
      minRatio: number(t.copyTrading.volumeRatio),
      tradesB: count(copy.b.length),
      matched: count(copy.found?.evidence.matched ?? 0),
      share: share(copy.found?.evidence.share ?? 0),
      minShare: share(t.copyTrading.minShare),
      minMatches: count(t.copyTrading.minMatches),
    },
    'risk-hedging': {
      volume: number(hedged?.a.volume ?? 0),
      timeA: hedged ? precise(Date.parse(hedged.a.openTime)) : '',
      timeB: hedged ? precise(Date.parse(hedged.b.openTime)) : '',
      overlap: count((hedged?.overlapMs ?? 0) / 1000),
      minOverlap: count(t.hedging.minOverlapMs / 1000),
      resultA: signed(hedge.found?.evidence.resultA ?? 0),
      resultB: signed(hedge.found?.evidence.resultB ?? 0),
      net: signed(hedge.found?.evidence.netResult ?? 0),
      matched: count(hedge.found?.evidence.matched ?? 0),
      minMatches: count(t.hedging.minMatches),
    },
    'risk-multi-accounting': {
      days: count(days),
      score: count(link?.score ?? 0),
      severity: link ? words.severity(link.severity) : '',
      shared: count(t.multiAccounting.sharedNetworkMembers),
      lookback: count(t.multiAccounting.lookbackDays),
    },
    'risk-tick-scalping': {
      closed: count(scalp?.evidence.closed ?? 0),
      short: count(scalp?.evidence.short ?? 0),
      seconds: count(t.tickScalping.minHoldSeconds),
      share: share(scalp?.evidence.share ?? 0),
      limit: share(t.tickScalping.maxShortShare),
      p50: number(scalp?.evidence.holdSeconds.p50 ?? 0, 0),
    },
    'risk-martingale': {
      sizes: (run?.trades ?? []).map((x) => number(x.volume)).join(' → '),
      minutes: count(mart.minutes),
      steps: count(run?.factors.length ?? 0),
      factor: number(run?.factors[0] ?? 0),
      minFactor: number(t.martingale.factor),
      runs: count(mart.found?.evidence.runs.length ?? 0),
      minRuns: count(t.martingale.minRuns),
    },
    'risk-news-straddling': {
      event: occurrence ? utc(Date.parse(occurrence.event.time)) : '',
      buy: occurrence ? precise(Date.parse(occurrence.buy.openTime)) : '',
      sell: occurrence ? precise(Date.parse(occurrence.sell.openTime)) : '',
      window: count(t.newsStraddling.windowMinutes),
      count: count(straddle?.evidence.occurrences.length ?? 0),
      min: count(t.newsStraddling.minOccurrences),
    },
    'risk-gambling': {
      limit: money(bet.limit),
      earlier: signed(bet.earlier),
      room: money(loss?.room ?? 0),
      loss: signed(loss?.result ?? 0),
      share: share(loss?.share ?? 0),
      minShare: share(t.gambling.dailyRoomShare),
      days: count(t.gambling.minOccurrences),
    },
  };
}
