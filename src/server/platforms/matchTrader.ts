import type { OpenPosition } from '../../domain/rules';
import { type PlatformAccountRef, PlatformError, type TradingPlatform, type TradingState } from './port';

/**
 * Match-Trader through its Broker API v2 (https://app.theneo.io/match-trade/broker-api-v2; decision 058
 * says which parts of it we read and which we inferred). A trader is a *user account* (by email, with
 * the password) owning *trading accounts* (a numeric login in a group, with an `accessRight`). We open
 * each account with our own login, so a provisioning tried again finds the account it made.
 *
 * Every path is in `paths` below, so a firm whose Match-Trader deployment differs corrects it in one place.
 */
export const paths = {
  /** The connection check: the first trading account of the group (documented list endpoint). */
  check: (group: string) => `/v1/trading-accounts?group=${encodeURIComponent(group)}&page=0&size=1`,
  userByEmail: (email: string) => `/v1/user-accounts/email/${encodeURIComponent(email)}`,
  users: '/v1/user-accounts',
  changePassword: (userUuid: string) => `/v1/user-accounts/${encodeURIComponent(userUuid)}/change-password`,
  tradingAccounts: (userUuid: string) => `/v1/user-accounts/${encodeURIComponent(userUuid)}/trading-accounts`,
  tradingAccount: (login: string) => `/v1/trading-accounts/${encodeURIComponent(login)}`,
  openPositions: (login: string) => `/v1/trading-accounts/${encodeURIComponent(login)}/open-positions`,
  closeAll: '/v1/positions/close-all',
};

/** Our trading states as Match-Trader's `accessRight` names them. */
export const accessRights: Record<TradingState, string> = {
  enabled: 'FULL',
  close_only: 'CLOSE_ONLY',
  read_only: 'TRADING_DISABLED',
  disabled: 'TRADING_AND_LOGIN_DISABLED',
};
const stateOf = (accessRight: string): TradingState => {
  const found = (Object.entries(accessRights) as [TradingState, string][]).find(([, right]) => right === accessRight);
  // LOCKED_CLOSE_ONLY (trading disabled and close-only, "transitional" in prop flows) opens nothing either.
  return found?.[0] ?? (accessRight === 'LOCKED_CLOSE_ONLY' ? 'close_only' : 'disabled');
};

type TradingAccount = {
  uuid: string;
  login: string;
  accessRight: string;
  version: number;
  financeInfo?: { balance?: number; equity?: number };
};
type Position = {
  id: string;
  symbol: string;
  side: 'BUY' | 'SELL';
  volume: number;
  openPrice: number;
  currentPrice: number;
  profit: number;
  openTime: string;
};

export interface MatchTraderSettings {
  url: string;
  apiKey: string;
  server: string;
  group: string;
  leverage: number;
  accountType: 'DEMO' | 'REAL';
  bridgeSecret: string;
  timeoutSeconds: number;
}

/** Money as Match-Trader gives it (major units, 2 decimals) in our minor units, and back. */
const minor = (amount: number | undefined) => Math.round((amount ?? 0) * 100);

export function matchTraderPlatform(settings: MatchTraderSettings): TradingPlatform {
  const base = settings.url.replace(/\/$/, '');

  /** One call; a refusal or a failure throws with the platform's own words (its `{ status, title, detail }`). */
  async function call<T>(method: string, path: string, body?: unknown, { missing = false } = {}): Promise<T | null> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { Authorization: settings.apiKey, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(settings.timeoutSeconds * 1000),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new PlatformError(
        timedOut
          ? `Match-Trader did not answer ${method} ${path} within ${settings.timeoutSeconds} s`
          : `Match-Trader unreachable: ${(error as Error).message}`,
      );
    }
    if (missing && response.status === 404) return null;
    if (!response.ok) {
      const problem = (await response.json().catch(() => null)) as { title?: string; detail?: string } | null;
      const words = [problem?.title, problem?.detail].filter(Boolean).join(': ') || response.statusText;
      // A server error, a rate limit or a lost update may pass; a refused request will not.
      const retryable = response.status >= 500 || response.status === 429 || response.status === 409;
      throw new PlatformError(`Match-Trader answered ${response.status} to ${method} ${path}: ${words}`, retryable);
    }
    if (response.status === 204) return null;
    return (await response.json()) as T;
  }
  const must = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await call<T>(method, path, body);
    if (answer === null) throw new PlatformError(`Match-Trader answered ${method} ${path} with nothing`);
    return answer;
  };
  const accountOf = async (login: string) => {
    const account = await call<TradingAccount>('GET', paths.tradingAccount(login), undefined, { missing: true });
    if (!account) throw new PlatformError(`Match-Trader holds no trading account ${login}`, false);
    return account;
  };
  const userUuidOf = (account: PlatformAccountRef) => {
    const uuid = account.ref.userUuid;
    if (typeof uuid !== 'string') throw new PlatformError(`Account ${account.login} has no Match-Trader user account on record`, false);
    return uuid;
  };

  return {
    name: 'match-trader',
    server: settings.server,
    bridgeSecret: settings.bridgeSecret,
    passwordPerTrader: true,
    async check() {
      await call('GET', paths.check(settings.group));
    },
    async provision(request) {
      // The trader's user account: theirs if Match-Trader has it (passwords belong to it, so it takes this one).
      const existing = await call<{ uuid: string }>('GET', paths.userByEmail(request.trader.email), undefined, { missing: true });
      const user =
        existing ??
        (await must<{ uuid: string }>('POST', paths.users, {
          email: request.trader.email,
          password: request.password,
          personalDetails: { firstname: request.trader.firstName, lastname: request.trader.lastName },
        }));
      if (existing) await call('POST', paths.changePassword(user.uuid), { password: request.password });
      // Our login names the account: a provisioning tried again finds the one it made.
      const made =
        (await call<TradingAccount>('GET', paths.tradingAccount(request.login), undefined, { missing: true })) ??
        (await must<TradingAccount>('POST', paths.tradingAccounts(user.uuid), {
          login: request.login,
          group: settings.group,
          leverageRatioPercent: settings.leverage,
          accessRight: accessRights.enabled,
          accountType: settings.accountType,
          accountDetails: {},
          initialDeposit: { amount: request.balance / 100, comment: `Starting balance (${request.product.phaseName}, ${request.key})` },
        }));
      return { login: made.login, server: settings.server, ref: { uuid: made.uuid, userUuid: user.uuid } };
    },
    async changePassword(account, password) {
      // Setting the same password again changes nothing: a command tried again is harmless.
      await call('POST', paths.changePassword(userUuidOf(account)), { password });
    },
    async setTradingState(account, state, _key, reason) {
      // Optimistic locking: the update names the version it read; a lost race is read again once.
      for (let attempt = 0; ; attempt++) {
        const current = await accountOf(account.login);
        if (current.accessRight === accessRights[state]) return;
        try {
          await call('PATCH', paths.tradingAccount(account.login), {
            accessRight: accessRights[state],
            version: current.version,
            ...(reason ? { remarks: reason.slice(0, 200) } : {}),
          });
          return;
        } catch (error) {
          if (attempt === 0 && error instanceof PlatformError && error.message.includes(' 409 ')) continue;
          throw error;
        }
      }
    },
    async closeAllPositions(account, key) {
      await accountOf(account.login);
      const open = (await must<{ positions: Position[] }>('GET', paths.openPositions(account.login))).positions;
      if (open.length === 0) return 0;
      const answer = await must<{ responses: { login: string; status: string; detail?: string }[] }>('POST', paths.closeAll, {
        logins: [account.login],
        comment: `Closed by the firm (${key})`,
      });
      const refused = answer.responses.filter((response) => response.status !== 'OK');
      if (refused.length > 0 || answer.responses.length === 0)
        throw new PlatformError(
          `Match-Trader did not close every position on ${account.login}: ${refused.map((r) => `${r.status} ${r.detail ?? ''}`.trim()).join('; ') || 'no answer'}`,
        );
      return open.length;
    },
    async readAccount(account) {
      const current = await accountOf(account.login);
      const open = (await must<{ positions: Position[] }>('GET', paths.openPositions(account.login))).positions;
      const positions: OpenPosition[] = open.map((p) => ({
        ticket: p.id,
        symbol: p.symbol,
        side: p.side === 'BUY' ? 'buy' : 'sell',
        volume: p.volume,
        openTime: new Date(p.openTime).toISOString(),
        openPrice: p.openPrice,
        price: p.currentPrice,
        profit: minor(p.profit),
      }));
      const balance = minor(current.financeInfo?.balance);
      return {
        state: stateOf(current.accessRight),
        positions,
        report: {
          kind: 'equity',
          time: new Date().toISOString(),
          balance,
          equity:
            current.financeInfo?.equity === undefined
              ? balance + positions.reduce((sum, p) => sum + p.profit, 0)
              : minor(current.financeInfo.equity),
          positions,
        },
      };
    },
  };
}
