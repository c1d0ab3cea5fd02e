import type { AccountEvent } from '../../domain/rules';
import { closeDeal, Market, openDeal, type Position, type Random, symbols } from './market';

/**
 * A trader working one account between `from` and `to`: a few trades a day, each risking a
 * slice of the account, won with probability `winRate`. Returns the deals and an equity
 * snapshot after each close, as a platform reports them.
 */
export function tradeHistory(options: {
  random: Random;
  from: Date;
  to: Date;
  initialBalance: number;
  tradesPerDay: number;
  winRate: number;
  riskPct: number;
  ticketPrefix: string;
  /** Stop once the balance reaches this (a target) or falls to it (a breach); optional. */
  stopAt?: { above?: number; below?: number };
  /** Instants the trader keeps out of (restricted news windows): a trade opening or closing in one is skipped. */
  avoid?: (time: Date) => boolean;
}): AccountEvent[] {
  const { random } = options;
  const market = new Market(random);
  const events: AccountEvent[] = [];
  let balance = options.initialBalance;
  let ticket = 0;
  const spanMs = options.to.getTime() - options.from.getTime();
  const count = Math.max(1, Math.round((spanMs / 86_400_000) * options.tradesPerDay));
  for (let i = 0; i < count; i++) {
    const openedAt = new Date(options.from.getTime() + ((i + random.between(0.05, 0.6)) / count) * spanMs);
    const closedAt = new Date(openedAt.getTime() + random.between(0.1, 0.35) * (spanMs / count));
    if (closedAt >= options.to) break;
    market.step();
    if (options.avoid?.(openedAt) || options.avoid?.(closedAt)) continue;
    const spec = random.pick(symbols);
    const side = random.next() < 0.5 ? 'buy' : 'sell';
    const price = market.price(spec.symbol);
    // Size the trade so that its usual outcome is about riskPct of the account.
    const wanted = (options.riskPct / 100) * options.initialBalance;
    const typicalMove = spec.volatility * price * 4;
    const volume = Math.max(0.01, Math.round((wanted / (typicalMove * spec.valuePerPoint * 100)) * 100) / 100);
    const position: Position = { ticket: `${options.ticketPrefix}${++ticket}`, spec, side, volume, openPrice: price, openedAt };
    const win = random.next() < options.winRate;
    const move = typicalMove * random.between(0.6, 1.4) * (win ? 1 : -0.8) * (side === 'buy' ? 1 : -1);
    const exit = Number((price + move).toFixed(spec.digits));
    const open = openDeal(position);
    const close = closeDeal(position, exit, closedAt);
    balance += (open.kind === 'deal' ? (open.commission ?? 0) : 0) + (close.kind === 'deal' ? close.profit + (close.commission ?? 0) : 0);
    events.push(open, close, { kind: 'equity', time: new Date(closedAt.getTime() + 1).toISOString(), balance, equity: balance });
    if (options.stopAt?.above !== undefined && balance >= options.stopAt.above) break;
    if (options.stopAt?.below !== undefined && balance <= options.stopAt.below) break;
  }
  return events;
}
