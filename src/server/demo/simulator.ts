import { and, asc, eq } from 'drizzle-orm';
import type { AccountEvent } from '../../domain/rules';
import { type BridgeBatch, signBody } from '../bridge/ingestion';
import { tradingAccounts } from '../db/schema';
import { log } from '../log';
import type { Services } from '../services';
import { closeDeal, Market, openDeal, type Position, randomSource, reportedPosition, symbols } from './market';

/** Posts a batch the way a trading platform does: signed JSON to the bridge. */
export type BridgePost = (body: string, signature: string) => Promise<Response>;

/**
 * Keeps demo accounts trading while the server runs (outside production): every few seconds
 * each active demo account may open or close a small position on the random walk; closes and
 * equity (with open positions marked to market) go through the signed bridge.
 */
export function startSimulator(services: Services, post: BridgePost, options: { intervalMs?: number; seed?: number } = {}) {
  const random = randomSource(options.seed ?? services.now().getTime());
  const market = new Market(random);
  const books = new Map<string, { positions: Position[]; balance: number; ticket: number; adjustments: number }>();
  let running = false;

  const tick = async () => {
    if (running) return;
    running = true;
    try {
      market.step();
      const accounts = await services.db
        .select()
        .from(tradingAccounts)
        .where(and(eq(tradingAccounts.demo, true), eq(tradingAccounts.status, 'active')))
        .orderBy(asc(tradingAccounts.createdAt))
        .limit(50);
      for (const account of accounts) {
        // A paid payout takes money off the account as the platform would: the book follows the adjustments.
        const adjustments = account.checkpoint?.state.adjustments ?? 0;
        const book = books.get(account.id) ?? { positions: [], balance: account.balance, ticket: 0, adjustments };
        book.balance += adjustments - book.adjustments;
        book.adjustments = adjustments;
        books.set(account.id, book);
        const now = services.now();
        const events: AccountEvent[] = [];
        for (const position of [...book.positions]) {
          if (random.next() < 0.2) {
            const close = closeDeal(position, market.price(position.spec.symbol), now);
            if (close.kind === 'deal') book.balance += close.profit + (close.commission ?? 0);
            events.push(close);
            book.positions = book.positions.filter((p) => p !== position);
          }
        }
        if (book.positions.length < 2 && random.next() < 0.25) {
          const spec = random.pick(symbols);
          const price = market.price(spec.symbol);
          const volume = Math.max(
            0.01,
            Math.round(((0.002 * account.initialBalance) / (spec.volatility * price * 4 * spec.valuePerPoint * 100)) * 100) / 100,
          );
          const position: Position = {
            ticket: `sim-${account.login}-${now.getTime()}-${++book.ticket}`,
            spec,
            side: random.next() < 0.5 ? 'buy' : 'sell',
            volume,
            openPrice: price,
            openedAt: now,
          };
          const open = openDeal(position);
          if (open.kind === 'deal') book.balance += open.commission ?? 0;
          book.positions.push(position);
          events.push(open);
        }
        const positions = book.positions.map((p) => reportedPosition(p, market.price(p.spec.symbol)));
        events.push({
          kind: 'equity',
          time: new Date(now.getTime() + 1).toISOString(),
          balance: book.balance,
          equity: book.balance + positions.reduce((sum, p) => sum + p.profit, 0),
          positions,
        });
        const batch: BridgeBatch = { accountLogin: account.login, events };
        const body = JSON.stringify(batch);
        const response = await post(body, signBody(services.bridgeSecret, body));
        if (!response.ok) log.warn(`Simulator: the bridge answered ${response.status} for ${account.login}`);
      }
    } catch (error) {
      log.error({ err: error }, 'Simulator tick failed');
    } finally {
      running = false;
    }
  };

  const timer = setInterval(() => void tick(), options.intervalMs ?? 5_000);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
