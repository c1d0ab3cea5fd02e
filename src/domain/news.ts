/**
 * Restricted news windows (issue 9), pure: which instruments an economic event moves, and which
 * trades were opened or closed inside the window around a high-impact event.
 *
 * A high-impact event at T with a window of N minutes restricts [T − N min, T + N min], both ends
 * included. A symbol is affected by an event when its normalised name contains the event's currency
 * code (EURUSD: EUR and USD; XAUUSD: USD), or when the index and commodity map below names that
 * currency for it (US30: USD, GER40: EUR…). A restricted trade is not a breach: it is flagged in the
 * trade history and holds back payouts for the period (docs/decisions/019).
 */

export const MINUTE_MS = 60_000;

/**
 * Index and commodity CFDs whose names carry no currency code, by the currency whose news moves them.
 * Names are as brokers (and the demo simulator, src/server/demo/market.ts) spell them, after
 * normaliseSymbol. Kept short on purpose: a symbol not here is matched by its currency codes only.
 */
export const instrumentCurrencies: Readonly<Record<string, readonly string[]>> = {
  // US indices and US-priced commodities
  US30: ['USD'],
  DJ30: ['USD'],
  DJI: ['USD'],
  NAS100: ['USD'],
  NDX100: ['USD'],
  USTEC: ['USD'],
  US100: ['USD'],
  US500: ['USD'],
  SPX500: ['USD'],
  SP500: ['USD'],
  US2000: ['USD'],
  WTI: ['USD'],
  USOIL: ['USD'],
  BRENT: ['USD'],
  UKOIL: ['USD'],
  NATGAS: ['USD'],
  // Euro area
  GER40: ['EUR'],
  GER30: ['EUR'],
  DE40: ['EUR'],
  DE30: ['EUR'],
  DAX40: ['EUR'],
  EU50: ['EUR'],
  EUSTX50: ['EUR'],
  STOXX50: ['EUR'],
  FRA40: ['EUR'],
  ESP35: ['EUR'],
  // Elsewhere
  UK100: ['GBP'],
  FTSE100: ['GBP'],
  JP225: ['JPY'],
  JPN225: ['JPY'],
  NIKKEI225: ['JPY'],
  AUS200: ['AUD'],
  SWI20: ['CHF'],
  CN50: ['CNY'],
  CHINA50: ['CNY'],
};

/**
 * Other names a currency's news goes by inside symbols: the offshore yuan (USDCNH) trades on the
 * People's Bank of China's and China's releases (CNY).
 */
const currencyAliases: Readonly<Record<string, readonly string[]>> = { CNY: ['CNH'] };

/**
 * A broker's symbol as the matching reads it: without a leading '#' or '.', without a suffix after
 * '.', '-' or '_' ("EURUSD.r", "US30-ECN", "XAUUSD_i"), without trailing lower-case letters
 * ("EURUSDm", "GBPUSDpro"), upper case.
 */
export function normaliseSymbol(symbol: string): string {
  const trimmed = symbol.trim().replace(/^[#.]+/, '');
  const base = trimmed.split(/[.\-_\s]/, 1)[0] ?? '';
  // Only a lower-case tail after an upper-case name is a suffix: an all-lower-case name is just lower case.
  const unsuffixed = /[A-Z0-9][a-z]+$/.test(base) ? base.replace(/[a-z]+$/, '') : base;
  return unsuffixed.toUpperCase();
}

/** Whether news in `currency` (an ISO code such as 'USD') moves `symbol`. */
export function affects(symbol: string, currency: string): boolean {
  const name = normaliseSymbol(symbol);
  const code = currency.trim().toUpperCase();
  if (code.length === 0) return false;
  if (instrumentCurrencies[name]?.includes(code)) return true;
  return [code, ...(currencyAliases[code] ?? [])].some((alias) => name.includes(alias));
}

/** An instant as epoch milliseconds. */
export type Instant = string | number | Date;
const ms = (t: Instant) => (typeof t === 'number' ? t : typeof t === 'string' ? Date.parse(t) : t.getTime());

export interface WindowEvent {
  time: Instant;
  currency: string;
  /** Only high-impact events restrict trading. */
  impact: string;
}

export interface RestrictedWindow {
  from: number;
  to: number;
}

/** The restricted window around an event: [T − N min, T + N min]; none for low or medium impact or no window. */
export function windowOf(event: WindowEvent, windowMinutes: number | null | undefined): RestrictedWindow | null {
  if (event.impact !== 'high' || !windowMinutes || windowMinutes <= 0) return null;
  const t = ms(event.time);
  return { from: t - windowMinutes * MINUTE_MS, to: t + windowMinutes * MINUTE_MS };
}

const inside = (t: number, window: RestrictedWindow) => t >= window.from && t <= window.to;

export interface TradeTimes {
  symbol: string;
  /** Null when the platform never reported the opening deal: only the close is checked then. */
  openTime: Instant | null;
  closeTime: Instant;
}

/**
 * The events whose restricted window the trade was opened or closed in (in the order given), for
 * the events that move its symbol. An empty list: the trade is not restricted.
 */
export function isRestricted<E extends WindowEvent>(
  trade: TradeTimes,
  events: readonly E[],
  windowMinutes: number | null | undefined,
): E[] {
  if (!windowMinutes || windowMinutes <= 0) return [];
  const open = trade.openTime === null ? null : ms(trade.openTime);
  const close = ms(trade.closeTime);
  return events.filter((event) => {
    const window = windowOf(event, windowMinutes);
    if (!window) return false;
    if (!inside(close, window) && (open === null || !inside(open, window))) return false;
    return affects(trade.symbol, event.currency);
  });
}
