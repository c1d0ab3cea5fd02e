import type { BridgeBatch } from '../../src/server/bridge/ingestion';
import { symbols } from '../../src/server/demo/market';
import { demoPlatform, openOnBook } from '../../src/server/platforms/demo';
import { matchTraderPlatform } from '../../src/server/platforms/matchTrader';
import type { TradingPlatform } from '../../src/server/platforms/port';
import type { Harness } from '../api/harness';
import { startMatchTraderStandIn } from '../standins/matchTrader';

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
  /** What the platform posted to our bridge; null when its own feed reports (outside the adapter). */
  reported: BridgeBatch[] | null;
  /** Makes the platform refuse the next call, or hold its answers (platforms reached over a network). */
  faults?: { refuse(status: number, detail: string): Promise<void>; hang(ms: number): Promise<void>; reset(): Promise<void> };
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

/** The Match-Trader adapter against the local stand-in of its Broker API v2 (tests/standins/matchTrader.ts). */
export const matchTraderFixture: AdapterFixture = {
  name: 'Match-Trader (Broker API v2 stand-in)',
  async open() {
    const standIn = await startMatchTraderStandIn('contract-suite-api-key');
    const platform = matchTraderPlatform({
      url: standIn.url,
      apiKey: 'contract-suite-api-key',
      server: 'MatchTrader-Demo',
      group: 'prop-eval',
      leverage: 100,
      accountType: 'DEMO',
      bridgeSecret: 'match-trader-bridge-secret-of-the-contract-suite',
      timeoutSeconds: 1,
    });
    const control = async (path: string, body: object) => {
      const response = await fetch(`${standIn.url}/__standin/${path}`, { method: 'POST', body: JSON.stringify(body) });
      return (await response.json()) as Record<string, unknown>;
    };
    return {
      platform,
      reported: null,
      signsIn: async (login, password) => (await control('trader/sign-in', { login, password })).signedIn === true,
      tryTrade: async (login) => {
        const account = standIn.accounts.get(login);
        const user = account && standIn.users.get(account.userUuid);
        return (
          (await control('trader/positions', { login, password: user?.password, symbol: 'EURUSD', side: 'BUY', volume: 0.1 })).opened ===
          true
        );
      },
      faults: {
        refuse: async (status, detail) =>
          void (await control('refuse', { status, title: status >= 500 ? 'Service Unavailable' : 'Bad Request', detail, times: 1 })),
        hang: async (ms) => void (await control('hang', { ms })),
        reset: async () => void (await control('reset', {})),
      },
      close: () => standIn.close(),
    };
  },
};
