/**
 * Trading histories for the risk detectors' tests and benchmark: honest members (random entries,
 * each on their own) and the abuse patterns the detectors must find, planted on top.
 * Deterministic for a given random source.
 */
import type { NewsEvent } from '../../src/domain/risk/account';
import type { SignIn } from '../../src/domain/risk/members';
import type { RiskTrade } from '../../src/domain/risk/types';
import { randomSource } from '../../src/server/demo/market';

export type Random = () => number;

/** The demo's seedable generator, so a benchmark's history is the same every run. */
export const seeded = (seed: number): Random => randomSource(seed).next;

export const symbols = ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'US30', 'GER40', 'AUDUSD', 'USDCAD'];
const basePrice: Record<string, number> = {
  EURUSD: 1.08,
  GBPUSD: 1.27,
  USDJPY: 151,
  XAUUSD: 2350,
  US30: 39_000,
  GER40: 18_000,
  AUDUSD: 0.66,
  USDCAD: 1.36,
};
const MINUTE = 60_000;
const DAY = 86_400_000;
export const historyStart = Date.parse('2026-09-01T00:00:00.000Z');

const pick = <T>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
const logUniform = (random: Random, min: number, max: number) => Math.exp(Math.log(min) + random() * (Math.log(max) - Math.log(min)));

/**
 * An honest account: `trades` entries at random times over `days`, random symbol and side, sizes
 * from 0.01 to 5 lots, held from 30 s to 3 days, results within about ±0.3 % of 100,000.00.
 */
export function honestTrades(random: Random, accountId: string, trades = 100, days = 30, start = historyStart): RiskTrade[] {
  return Array.from({ length: trades }, (_, i) => {
    const symbol = pick(random, symbols);
    const openTime = start + Math.floor(random() * days * DAY);
    const hold = Math.floor(logUniform(random, 30_000, 3 * DAY));
    return {
      accountId,
      ticket: `${accountId}-${i + 1}`,
      symbol,
      side: random() < 0.5 ? 'buy' : 'sell',
      volume: Math.max(0.01, Math.round(logUniform(random, 0.01, 5) * 100) / 100),
      openTime,
      openPrice: (basePrice[symbol] as number) * (1 + (random() - 0.5) * 0.04),
      closeTime: openTime + hold,
      result: Math.round((random() - 0.5) * 60_000),
    };
  });
}

/** Sign-ins of an honest member: their own address (in 198.18.0.0/15, an unshared test range) and browser. */
export function honestSignIns(random: Random, userId: string, index: number, count = 10, days = 30): SignIn[] {
  const ip = `198.${18 + ((index >> 16) & 1)}.${(index >> 8) & 255}.${index & 255}`;
  const browser = pick(random, ['Chrome/131', 'Firefox/133', 'Safari/17.6', 'Edge/131']);
  return Array.from({ length: count }, () => ({
    userId,
    at: historyStart + Math.floor(random() * days * DAY),
    ip,
    userAgent: `Mozilla/5.0 ${browser} #${index}`,
  }));
}

/** High-impact events, three a day at random times, in the currencies the symbols above move with. */
export function newsEvents(random: Random, days = 30): NewsEvent[] {
  return Array.from({ length: days * 3 }, (_, i) => ({
    time: historyStart + Math.floor(i / 3) * DAY + Math.floor(random() * DAY),
    currency: pick(random, ['USD', 'EUR', 'GBP', 'JPY']),
    impact: 'high',
    title: `Event ${i + 1}`,
  }));
}

/** The copier's trades: each of the leader's, opened 150–900 ms later, the same size or 80 % of it. */
export function copiedFrom(random: Random, leader: RiskTrade[], accountId: string): RiskTrade[] {
  return leader.map((trade, i) => {
    const delay = 150 + Math.floor(random() * 750);
    return {
      ...trade,
      accountId,
      ticket: `${accountId}-c${i + 1}`,
      openTime: trade.openTime + delay,
      closeTime: trade.closeTime === null ? null : trade.closeTime + delay,
      volume: random() < 0.5 ? trade.volume : Math.round(trade.volume * 80) / 100 || 0.01,
    };
  });
}

/** Two accounts taking opposite sides of `count` trades, opened within 5 s, one's gain the other's loss. */
export function hedgedPair(random: Random, accounts: [string, string], count: number, start = historyStart): [RiskTrade[], RiskTrade[]] {
  const a: RiskTrade[] = [];
  const b: RiskTrade[] = [];
  for (let i = 0; i < count; i++) {
    const symbol = pick(random, symbols);
    const openTime = start + i * DAY + Math.floor(random() * 8 * 3_600_000);
    const closeTime = openTime + 30 * MINUTE + Math.floor(random() * 3 * 3_600_000);
    const side = random() < 0.5 ? 'buy' : 'sell';
    const volume = Math.round(logUniform(random, 0.5, 5) * 100) / 100;
    const result = Math.round((random() - 0.5) * 400_000);
    const price = basePrice[symbol] as number;
    a.push({
      accountId: accounts[0],
      ticket: `${accounts[0]}-h${i + 1}`,
      symbol,
      side,
      volume,
      openTime,
      openPrice: price,
      closeTime,
      result,
    });
    b.push({
      accountId: accounts[1],
      ticket: `${accounts[1]}-h${i + 1}`,
      symbol,
      side: side === 'buy' ? 'sell' : 'buy',
      volume,
      openTime: openTime + Math.floor(random() * 5_000),
      openPrice: price,
      closeTime: closeTime + Math.floor(random() * 5_000),
      result: -result - 700,
    });
  }
  return [a, b];
}

/** A tick scalper: `count` trades, `shortShare` of them held 5–40 s, the rest 2–30 minutes. */
export function scalperTrades(random: Random, accountId: string, count = 40, shortShare = 0.85, start = historyStart): RiskTrade[] {
  return Array.from({ length: count }, (_, i) => {
    const openTime = start + i * 2 * 3_600_000 + Math.floor(random() * 3_600_000);
    const hold =
      i < Math.round(count * shortShare) ? 5_000 + Math.floor(random() * 35_000) : 2 * MINUTE + Math.floor(random() * 28 * MINUTE);
    return {
      accountId,
      ticket: `${accountId}-s${i + 1}`,
      symbol: 'EURUSD',
      side: random() < 0.5 ? 'buy' : 'sell',
      volume: 2,
      openTime,
      openPrice: 1.08,
      closeTime: openTime + hold,
      result: Math.round((random() - 0.45) * 8_000),
    };
  });
}

/**
 * Martingale runs: `runs` times, a loss then a trade twice its size a few minutes after it closed,
 * `steps` times in a row, the last one winning; runs a day apart.
 */
export function martingaleTrades(accountId: string, runs = 3, steps = 3, start = historyStart): RiskTrade[] {
  const trades: RiskTrade[] = [];
  for (let r = 0; r < runs; r++) {
    let openTime = start + r * DAY;
    let volume = 0.5;
    for (let s = 0; s <= steps; s++) {
      const closeTime = openTime + 20 * MINUTE;
      trades.push({
        accountId,
        ticket: `${accountId}-m${r + 1}.${s + 1}`,
        symbol: 'GBPUSD',
        side: 'buy',
        volume,
        openTime,
        openPrice: 1.27,
        closeTime,
        result: s === steps ? Math.round(volume * 20_000) : -Math.round(volume * 10_000),
      });
      openTime = closeTime + 3 * MINUTE;
      volume *= 2;
    }
  }
  return trades;
}

/** A buy grid: `entries` buys 20 pips apart going down, each while the others are open, closed together. */
export function gridTrades(accountId: string, entries = 5, start = historyStart, label = 'g'): RiskTrade[] {
  const closeTime = start + entries * 30 * MINUTE + 3_600_000;
  return Array.from({ length: entries }, (_, i) => ({
    accountId,
    ticket: `${accountId}-${label}${i + 1}`,
    symbol: 'EURUSD',
    side: 'buy',
    volume: 1,
    openTime: start + i * 30 * MINUTE,
    openPrice: Math.round((1.1 - i * 0.002) * 1e5) / 1e5,
    closeTime,
    result: 5_000,
  }));
}

/** Buy and sell opened a minute before each event, on a symbol it moves. */
export function straddles(accountId: string, events: NewsEvent[]): RiskTrade[] {
  return events.flatMap((event, i) => {
    const symbol = event.currency === 'USD' ? 'EURUSD' : `${event.currency}USD`;
    const base = { accountId, symbol, volume: 1, openPrice: 1, openTime: event.time - MINUTE, closeTime: event.time + 10 * MINUTE };
    return [
      { ...base, ticket: `${accountId}-n${i + 1}b`, side: 'buy' as const, result: 30_000 },
      { ...base, ticket: `${accountId}-n${i + 1}s`, side: 'sell' as const, result: -20_000 },
    ];
  });
}

/** All-in trades: each loses `share` of a 5,000.00 daily limit, a day apart. */
export function allInTrades(accountId: string, count = 2, share = 0.9, start = historyStart): RiskTrade[] {
  return Array.from({ length: count }, (_, i) => ({
    accountId,
    ticket: `${accountId}-a${i + 1}`,
    symbol: 'XAUUSD',
    side: 'buy' as const,
    volume: 10,
    openTime: start + i * DAY + 10 * 3_600_000,
    openPrice: 2350,
    closeTime: start + i * DAY + 11 * 3_600_000,
    result: -Math.round(500_000 * share),
  }));
}
