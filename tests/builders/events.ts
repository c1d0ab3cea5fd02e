/**
 * Platform events as a trading platform reports them, made by hand for tests (generated trade
 * histories, which the demo uses too: src/server/demo/history.ts).
 */
import type { AccountEvent } from '../../src/domain/rules';
import type { dealEntries, dealSides } from '../../src/schemas/enums';

type DealOptions = {
  symbol?: string;
  side?: (typeof dealSides)[number];
  volume?: number;
  commission?: number;
  swap?: number;
  price?: number;
};

function deal(ticket: string, time: string, entry: (typeof dealEntries)[number], profit: number, options: DealOptions): AccountEvent {
  return {
    kind: 'deal',
    time,
    ticket,
    entry,
    symbol: options.symbol ?? 'EURUSD',
    side: options.side ?? (entry === 'in' ? 'buy' : 'sell'),
    volume: options.volume ?? 1,
    profit,
    ...(options.commission !== undefined && { commission: options.commission }),
    ...(options.swap !== undefined && { swap: options.swap }),
    ...(options.price !== undefined && { price: options.price }),
  };
}

/** An opening deal at `time`. */
export function dealIn(ticket: string, time: string, options: DealOptions = {}): AccountEvent {
  return deal(ticket, time, 'in', 0, options);
}

/** A closing deal with `profit` at `time` (the side is the opposite of the opening one). */
export function dealOut(ticket: string, time: string, profit: number, options: DealOptions = {}): AccountEvent {
  return deal(ticket, time, 'out', profit, options);
}

export function snapshot(time: string, balance: number, equity: number): AccountEvent {
  return { kind: 'equity', time, balance, equity };
}

/** A round trip on one day: in at `open`, out at `close` with `profit`. */
export function trade(ticket: string, open: string, close: string, profit: number): AccountEvent[] {
  return [dealIn(ticket, open), dealOut(ticket, close, profit)];
}
