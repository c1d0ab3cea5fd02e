import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AccountEvent } from '../../domain/rules';
import { type BridgeBatch, signBody } from '../bridge/ingestion';
import { demoPlatformAccounts, tradingAccounts } from '../db/schema';
import { log } from '../log';
import { canClose, canOpen, closeOnBook, type DemoPlatform, equityReport, openOnBook } from '../platforms/demo';
import type { Services } from '../services';
import { Market, type Position, randomSource, symbols } from './market';

/** Posts a batch the way a trading platform does: signed JSON to the bridge. */
export type BridgePost = (body: string, signature: string) => Promise<Response>;

/**
 * Keeps demo accounts trading while the server runs (outside production): every few seconds each
 * demo account that the demo platform lets trade may open or close a small position on the random
 * walk. Trades go through the platform's books (platforms/demo.ts), so an account the platform set
 * to close-only only closes, and one read-only or disabled stands still; closes and equity (open
 * positions marked to market) go to the bridge signed, as a platform's feed does.
 */
export function startSimulator(services: Services, post: BridgePost, options: { intervalMs?: number; seed?: number } = {}) {
  const random = randomSource(options.seed ?? services.now().getTime());
  const market = new Market(random);
  const platform = services.platforms.get('demo') as DemoPlatform | undefined;
  let running = false;

  const tick = async () => {
    if (running || !platform) return;
    running = true;
    try {
      market.step();
      const accounts = await services.db
        .select({ account: tradingAccounts, state: demoPlatformAccounts.state, positions: demoPlatformAccounts.positions })
        .from(tradingAccounts)
        .innerJoin(demoPlatformAccounts, eq(demoPlatformAccounts.login, tradingAccounts.login))
        .where(and(eq(tradingAccounts.demo, true), inArray(demoPlatformAccounts.state, ['enabled', 'close_only'])))
        .orderBy(asc(tradingAccounts.createdAt))
        .limit(50);
      for (const { account, state, positions } of accounts) {
        // Close-only with nothing open: nothing can happen on it.
        if (!canOpen(state) && positions.length === 0) continue;
        const now = services.now();
        const events = await platform.withBook(account.login, (book) => {
          const events: AccountEvent[] = [];
          // A paid payout takes money off the account as the platform would: the book follows the adjustments.
          const adjustments = account.checkpoint?.state.adjustments ?? 0;
          book.balance += adjustments - book.adjustments;
          book.adjustments = adjustments;
          for (const position of [...book.positions]) position.price = market.price(position.symbol);
          if (canClose(book.state)) {
            for (const position of [...book.positions]) {
              if (random.next() < 0.2) events.push(closeOnBook(book, position.ticket, position.price, now));
            }
          }
          if (canOpen(book.state) && book.positions.length < 2 && random.next() < 0.25) {
            const spec = random.pick(symbols);
            const price = market.price(spec.symbol);
            const volume = Math.max(
              0.01,
              Math.round(((0.002 * account.initialBalance) / (spec.volatility * price * 4 * spec.valuePerPoint * 100)) * 100) / 100,
            );
            const position: Position = {
              ticket: `sim-${account.login}-${now.getTime()}-${book.positions.length + 1}`,
              spec,
              side: random.next() < 0.5 ? 'buy' : 'sell',
              volume,
              openPrice: price,
              openedAt: now,
            };
            events.push(openOnBook(book, position));
          }
          events.push(equityReport(book, new Date(now.getTime() + 1)));
          return events;
        });
        const batch: BridgeBatch = { accountLogin: account.login, events };
        const body = JSON.stringify(batch);
        const response = await post(body, signBody(platform.bridgeSecret, body));
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
