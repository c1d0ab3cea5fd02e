import { describe, expect, it } from 'vitest';
import { symbols as simulatorSymbols } from '../server/demo/market';
import { affects, instrumentCurrencies, isRestricted, normaliseSymbol, windowOf } from './news';

const nfp = { title: 'Non-Farm Payrolls', time: '2026-12-04T13:30:00.000Z', currency: 'USD', impact: 'high' };
const ecb = { title: 'ECB Main Refinancing Rate', time: '2026-12-17T13:15:00.000Z', currency: 'EUR', impact: 'high' };
const claims = { title: 'Unemployment Claims', time: '2026-12-03T13:30:00.000Z', currency: 'USD', impact: 'medium' };

const at = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

describe('normaliseSymbol', () => {
  it.each([
    ['EURUSD', 'EURUSD'],
    ['EURUSD.r', 'EURUSD'],
    ['EURUSDm', 'EURUSD'],
    ['GBPUSDpro', 'GBPUSD'],
    ['US30-ECN', 'US30'],
    ['XAUUSD_i', 'XAUUSD'],
    ['#US30', 'US30'],
    ['US30m', 'US30'],
    ['xauusd', 'XAUUSD'],
    ['Nas100', 'NAS100'],
    [' GER40 ', 'GER40'],
  ])('reads %s as %s', (symbol, expected) => {
    expect(normaliseSymbol(symbol)).toBe(expected);
  });
});

describe('affects', () => {
  it('moves a currency pair on news of either of its currencies, and nothing else', () => {
    expect(affects('EURUSD', 'EUR')).toBe(true);
    expect(affects('EURUSD', 'USD')).toBe(true);
    expect(affects('EURUSD', 'GBP')).toBe(false);
    expect(affects('USDJPY', 'JPY')).toBe(true);
    expect(affects('AUDNZD', 'NZD')).toBe(true);
    expect(affects('AUDNZD', 'USD')).toBe(false);
  });

  it('moves gold and oil priced in dollars on US news', () => {
    expect(affects('XAUUSD', 'USD')).toBe(true);
    expect(affects('XAUUSD', 'EUR')).toBe(false);
    expect(affects('XTIUSD', 'USD')).toBe(true);
    expect(affects('WTI', 'USD')).toBe(true);
    expect(affects('USOIL.r', 'USD')).toBe(true);
  });

  it('maps index symbols to the currency of their market, with broker suffixes', () => {
    expect(affects('US30', 'USD')).toBe(true);
    expect(affects('NAS100', 'USD')).toBe(true);
    expect(affects('US500m', 'USD')).toBe(true);
    expect(affects('GER40.r', 'EUR')).toBe(true);
    expect(affects('DE40', 'EUR')).toBe(true);
    expect(affects('UK100', 'GBP')).toBe(true);
    expect(affects('JP225', 'JPY')).toBe(true);
    expect(affects('US30', 'EUR')).toBe(false);
    expect(affects('GER40', 'USD')).toBe(false);
  });

  it('reads the offshore yuan as Chinese news', () => {
    expect(affects('USDCNH', 'CNY')).toBe(true);
    expect(affects('USDCNH', 'USD')).toBe(true);
  });

  it('knows every symbol the demo simulator trades: each is moved by US news', () => {
    for (const { symbol } of simulatorSymbols) expect(affects(symbol, 'USD'), symbol).toBe(true);
  });

  it('names only upper-case ISO codes in its map', () => {
    for (const [symbol, currencies] of Object.entries(instrumentCurrencies)) {
      expect(normaliseSymbol(symbol)).toBe(symbol);
      for (const code of currencies) expect(code).toMatch(/^[A-Z]{3}$/);
    }
  });
});

describe('windowOf', () => {
  it('restricts N minutes either side of a high-impact event', () => {
    expect(windowOf(nfp, 2)).toEqual({ from: Date.parse('2026-12-04T13:28:00Z'), to: Date.parse('2026-12-04T13:32:00Z') });
  });

  it('restricts nothing around medium-impact news, or without a window', () => {
    expect(windowOf(claims, 2)).toBeNull();
    expect(windowOf(nfp, null)).toBeNull();
    expect(windowOf(nfp, 0)).toBeNull();
  });
});

describe('isRestricted', () => {
  const events = [nfp, ecb, claims];

  it('flags a trade opened inside the window, both ends included', () => {
    const hit = (openTime: string) => isRestricted({ symbol: 'EURUSD', openTime, closeTime: '2026-12-04T15:00:00Z' }, events, 2);
    expect(hit('2026-12-04T13:28:00.000Z')).toEqual([nfp]);
    expect(hit('2026-12-04T13:32:00.000Z')).toEqual([nfp]);
    expect(hit(at('2026-12-04T13:28:00Z', -0.001))).toEqual([]);
    expect(hit(at('2026-12-04T13:32:00Z', 0.001))).toEqual([]);
  });

  it('flags a trade closed inside the window, whenever it was opened', () => {
    const trade = { symbol: 'US30', openTime: '2026-12-01T09:00:00Z', closeTime: '2026-12-04T13:31:59Z' };
    expect(isRestricted(trade, events, 2)).toEqual([nfp]);
  });

  it('checks only the close when the opening deal is unknown', () => {
    expect(isRestricted({ symbol: 'EURUSD', openTime: null, closeTime: '2026-12-04T13:30:00Z' }, events, 2)).toEqual([nfp]);
    expect(isRestricted({ symbol: 'EURUSD', openTime: null, closeTime: '2026-12-04T14:30:00Z' }, events, 2)).toEqual([]);
  });

  it('does not flag a trade that spans the window without opening or closing in it', () => {
    const trade = { symbol: 'EURUSD', openTime: '2026-12-04T13:00:00Z', closeTime: '2026-12-04T14:00:00Z' };
    expect(isRestricted(trade, events, 2)).toEqual([]);
  });

  it('does not flag a symbol the event does not move', () => {
    const trade = { symbol: 'GER40', openTime: '2026-12-04T13:30:00Z', closeTime: '2026-12-04T13:45:00Z' };
    expect(isRestricted(trade, events, 2)).toEqual([]);
    expect(isRestricted({ ...trade, symbol: 'GER40', openTime: '2026-12-17T13:14:00Z' }, events, 2)).toEqual([ecb]);
  });

  it('ignores medium-impact news and accounts without a window', () => {
    const trade = { symbol: 'EURUSD', openTime: '2026-12-03T13:30:00Z', closeTime: '2026-12-04T13:30:00Z' };
    expect(isRestricted(trade, events, 2)).toEqual([nfp]);
    expect(isRestricted(trade, events, null)).toEqual([]);
    expect(isRestricted(trade, events, undefined)).toEqual([]);
  });

  it('widens with the window: 5 minutes flag what 2 minutes do not', () => {
    const trade = { symbol: 'XAUUSD', openTime: '2026-12-04T13:26:00Z', closeTime: '2026-12-04T13:40:00Z' };
    expect(isRestricted(trade, events, 2)).toEqual([]);
    expect(isRestricted(trade, events, 5)).toEqual([nfp]);
  });

  it('names every event hit, in the order given', () => {
    const fomc = { title: 'FOMC Statement', time: '2026-12-04T13:31:00Z', currency: 'USD', impact: 'high' };
    const trade = { symbol: 'EURUSD', openTime: '2026-12-04T13:30:30Z', closeTime: '2026-12-04T16:00:00Z' };
    expect(isRestricted(trade, [fomc, nfp], 2)).toEqual([fomc, nfp]);
  });
});
