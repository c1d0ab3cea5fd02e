import type { BridgeBatch } from '../../src/server/bridge/ingestion';
import { symbols } from '../../src/server/demo/market';
import { demoPlatform, openOnBook } from '../../src/server/platforms/demo';
import type { TradingPlatform } from '../../src/server/platforms/port';
import type { Harness } from '../api/harness';

/**
 * An adapter under the contract suite, with what the suite needs to look at the platform's side:
 * whether a password signs in, whether the trader could open a trade, positions to close, and what
 * the platform reported to the bridge.
 */
export interface AdapterUnderTest {
  platform: TradingPlatform;
  signsIn(login: string, password: string): Promise<boolean>;
  /** The trader tries to open a position: true when the platform took it. */
  tryTrade(login: string): Promise<boolean>;
  /** What the platform posted to our bridge. */
  reported: BridgeBatch[];
  close(): Promise<void>;
}

export interface AdapterFixture {
  name: string;
  open(h: Harness): Promise<AdapterUnderTest>;
}

let tickets = 0;

export const demoFixture: AdapterFixture = {
  name: 'demo platform',
  async open(h) {
    const reported: BridgeBatch[] = [];
    const platform = demoPlatform({
      db: h.db,
      bridgeSecret: 'demo-bridge-secret-of-the-contract-suite',
      now: h.clock.now,
      report: async (batch) => void reported.push(batch),
    });
    return {
      platform,
      reported,
      signsIn: (login, password) => platform.signsIn(login, password),
      tryTrade: (login) =>
        platform
          .withBook(login, (book) => {
            const spec = symbols[0]!;
            openOnBook(book, { ticket: `t-${++tickets}`, spec, side: 'buy', volume: 0.1, openPrice: spec.price, openedAt: h.clock.now() });
            return true;
          })
          .catch(() => false),
      close: async () => {},
    };
  },
};
