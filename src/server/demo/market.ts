import type { AccountEvent, OpenPosition } from '../../domain/rules';
import type { dealSides } from '../../schemas/enums';

/**
 * A demo market: prices follow a random walk per symbol, and trades made on it produce the
 * deals and equity snapshots a trading platform would report. Used by the simulator and by the
 * generated trade histories (tests/builders) that seed demo accounts; never for real accounts.
 */
export interface SymbolSpec {
  symbol: string;
  price: number;
  /** Typical move per step, as a fraction of the price. */
  volatility: number;
  /** USD profit per lot for a price move of 1.0. */
  valuePerPoint: number;
  digits: number;
}

export const symbols: SymbolSpec[] = [
  { symbol: 'EURUSD', price: 1.085, volatility: 0.0006, valuePerPoint: 100_000, digits: 5 },
  { symbol: 'GBPUSD', price: 1.268, volatility: 0.0007, valuePerPoint: 100_000, digits: 5 },
  { symbol: 'USDJPY', price: 151.2, volatility: 0.0006, valuePerPoint: 100_000 / 151.2, digits: 3 },
  { symbol: 'XAUUSD', price: 2385, volatility: 0.0012, valuePerPoint: 100, digits: 2 },
  { symbol: 'US30', price: 39_250, volatility: 0.0009, valuePerPoint: 1, digits: 1 },
  { symbol: 'NAS100', price: 18_120, volatility: 0.0011, valuePerPoint: 1, digits: 1 },
];

/** A small, seedable PRNG (mulberry32): demo data is reproducible from its seed. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (min: number, max: number) => min + (max - min) * next(),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    /** Roughly normal, mean 0, deviation 1. */
    gaussian: () => {
      let sum = 0;
      for (let i = 0; i < 6; i++) sum += next();
      return sum - 3;
    },
  };
}
export type Random = ReturnType<typeof randomSource>;

export class Market {
  readonly prices = new Map<string, number>();

  constructor(private readonly random: Random) {
    for (const spec of symbols) this.prices.set(spec.symbol, spec.price);
  }

  /** Moves every price one step; `drift` nudges a symbol's walk (in deviations per step). */
  step(drift: Record<string, number> = {}): void {
    for (const spec of symbols) {
      const price = this.prices.get(spec.symbol) ?? spec.price;
      const move = (this.random.gaussian() + (drift[spec.symbol] ?? 0)) * spec.volatility * price;
      this.prices.set(spec.symbol, Number(Math.max(price * 0.5, price + move).toFixed(spec.digits)));
    }
  }

  price(symbol: string): number {
    return this.prices.get(symbol) ?? 0;
  }
}

export interface Position {
  ticket: string;
  spec: SymbolSpec;
  side: (typeof dealSides)[number];
  volume: number;
  openPrice: number;
  openedAt: Date;
}

/** Profit in cents of closing `position` at `price`. */
export function profitOf(position: Position, price: number): number {
  const direction = position.side === 'buy' ? 1 : -1;
  return Math.round((price - position.openPrice) * direction * position.volume * position.spec.valuePerPoint * 100);
}

/** Commission in cents per side: $3.50 per lot on currencies and metals, none on indices. */
export function commissionOf(spec: SymbolSpec, volume: number): number {
  return spec.valuePerPoint >= 100 ? -Math.round(volume * 350) : 0;
}

export function openDeal(position: Position): AccountEvent {
  return {
    kind: 'deal',
    time: position.openedAt.toISOString(),
    ticket: position.ticket,
    entry: 'in',
    symbol: position.spec.symbol,
    side: position.side,
    volume: position.volume,
    profit: 0,
    commission: commissionOf(position.spec, position.volume),
    price: position.openPrice,
  };
}

export function closeDeal(position: Position, price: number, at: Date): AccountEvent {
  return {
    kind: 'deal',
    time: at.toISOString(),
    ticket: position.ticket,
    entry: 'out',
    symbol: position.spec.symbol,
    side: position.side === 'buy' ? 'sell' : 'buy',
    volume: position.volume,
    profit: profitOf(position, price),
    commission: commissionOf(position.spec, position.volume),
    price,
  };
}

/** The position as an equity report lists it, marked to `price`. */
export function reportedPosition(position: Position, price: number): OpenPosition {
  return {
    ticket: position.ticket,
    symbol: position.spec.symbol,
    side: position.side,
    volume: position.volume,
    openTime: position.openedAt.toISOString(),
    openPrice: position.openPrice,
    price,
    profit: profitOf(position, price),
  };
}
