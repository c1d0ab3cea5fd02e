/**
 * A local stand-in for Match-Trader's Broker API v2 (https://app.theneo.io/match-trade/broker-api-v2),
 * as far as the adapter (src/server/platforms/matchTrader.ts) uses it: user accounts by email, with
 * their password; trading accounts made under them with a custom login, a group, a leverage, an
 * `accessRight` (FULL, CLOSE_ONLY, TRADING_DISABLED, TRADING_AND_LOGIN_DISABLED, LOCKED_CLOSE_ONLY)
 * and a `version` every update must name (optimistic locking); open positions and "close all
 * positions" (`{ logins, comment }` → `{ responses }`); errors as `{ status, title, detail, path,
 * timestamp }`. The API key goes in `Authorization` as is.
 *
 * Beside it, what a trader's terminal would do (`/__standin/trader/…`: sign in, open a position,
 * which the account's access right allows or not) and what tests ask of it (`/__standin/refuse`:
 * the next calls answer an error; `/__standin/hang`: they do not answer). Nothing here is Match-Trader's.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type User = { uuid: string; email: string; password: string; firstname: string; lastname: string };
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
type Account = {
  uuid: string;
  login: string;
  userUuid: string;
  group: string;
  leverageRatioPercent: number;
  accessRight: string;
  accountType: string;
  version: number;
  balance: number;
  positions: Position[];
};

const accessRights = ['FULL', 'CLOSE_ONLY', 'TRADING_DISABLED', 'TRADING_AND_LOGIN_DISABLED', 'LOCKED_CLOSE_ONLY'];

class Problem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export class MatchTraderStandIn {
  readonly users = new Map<string, User>();
  readonly accounts = new Map<string, Account>();
  /** Every Broker API call, for tests that check what was sent. */
  readonly calls: { method: string; path: string; body: unknown }[] = [];
  /** The next calls answer this error (`times` of them; all while `times` is absent). */
  refusal: { status: number; title: string; detail: string; times?: number } | null = null;
  /** The next calls are held this long before any answer. */
  hangMs = 0;
  url = '';
  private server: Server | undefined;

  constructor(readonly apiKey: string) {}

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const send = (status: number, body?: unknown) => {
      if (body === undefined) response.writeHead(status).end();
      else response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    try {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      if (path.startsWith('/__standin/')) return send(200, this.control(path, body));
      this.calls.push({ method: request.method ?? 'GET', path: path + url.search, body });
      if (this.hangMs > 0) await new Promise((resolve) => setTimeout(resolve, this.hangMs));
      if (request.headers.authorization !== this.apiKey) throw new Problem(401, 'Unauthorized', 'Invalid API key');
      if (this.refusal) {
        const { status, title, detail } = this.refusal;
        if (this.refusal.times !== undefined && --this.refusal.times <= 0) this.refusal = null;
        throw new Problem(status, title, detail);
      }
      const [status, answer] = this.route(request.method ?? 'GET', path, url.searchParams, body);
      send(status, answer);
    } catch (error) {
      const problem = error instanceof Problem ? error : new Problem(500, 'Internal Server Error', String(error));
      send(problem.status, {
        status: String(problem.status),
        title: problem.title,
        detail: problem.detail,
        path,
        timestamp: new Date().toISOString(),
      });
    }
  }

  private account(login: string): Account {
    const account = this.accounts.get(login);
    if (!account) throw new Problem(404, 'Not Found', `Trading account ${login} not found`);
    return account;
  }

  private view(account: Account) {
    const profit = account.positions.reduce((sum, p) => sum + p.profit, 0);
    return {
      uuid: account.uuid,
      created: new Date().toISOString(),
      brokerId: 0,
      login: account.login,
      group: account.group,
      leverageRatioPercent: account.leverageRatioPercent,
      accessRight: account.accessRight,
      isProView: false,
      accountType: account.accountType,
      accountDetails: {},
      financeInfo: { balance: account.balance, equity: Math.round((account.balance + profit) * 100) / 100 },
      missingInTradingSystem: false,
      version: account.version,
    };
  }

  private route(method: string, path: string, query: URLSearchParams, body: Record<string, unknown>): [number, unknown?] {
    const routes: [string, RegExp, (id: string) => [number, unknown?]][] = [
      [
        'GET',
        /^\/v1\/trading-accounts$/,
        () => {
          const items = [...this.accounts.values()].filter((a) => !query.get('group') || a.group === query.get('group'));
          return [200, { content: items.slice(0, Number(query.get('size') ?? 20)).map((a) => this.view(a)), totalElements: items.length }];
        },
      ],
      [
        'GET',
        /^\/v1\/user-accounts\/email\/([^/]+)$/,
        (id) => {
          const email = decodeURIComponent(id);
          const user = [...this.users.values()].find((u) => u.email === email);
          if (!user) throw new Problem(404, 'Not Found', `User account ${email} not found`);
          return [200, { uuid: user.uuid, email: user.email }];
        },
      ],
      ['POST', /^\/v1\/user-accounts$/, () => this.createUser(body)],
      [
        'POST',
        /^\/v1\/user-accounts\/([^/]+)\/change-password$/,
        (id) => {
          const user = this.users.get(id);
          if (!user) throw new Problem(404, 'Not Found', 'User account not found');
          if (typeof body.password !== 'string' || body.password.length < 8)
            throw new Problem(400, 'Bad Request', 'password must have at least 8 characters');
          user.password = body.password;
          return [204];
        },
      ],
      ['POST', /^\/v1\/user-accounts\/([^/]+)\/trading-accounts$/, (id) => this.createAccount(id, body)],
      ['GET', /^\/v1\/trading-accounts\/([^/]+)$/, (id) => [200, this.view(this.account(id))]],
      ['PATCH', /^\/v1\/trading-accounts\/([^/]+)$/, (id) => this.updateAccount(id, body)],
      ['GET', /^\/v1\/trading-accounts\/([^/]+)\/open-positions$/, (id) => [200, { positions: this.account(id).positions }]],
      ['POST', /^\/v1\/positions\/close-all$/, () => this.closeAll(body)],
    ];
    for (const [verb, pattern, handle] of routes) {
      const found = method === verb ? path.match(pattern) : null;
      if (found) return handle(found[1] ?? '');
    }
    throw new Problem(404, 'Not Found', `No route ${method} ${path}`);
  }

  private createUser(body: Record<string, unknown>): [number, unknown] {
    const email = String(body.email ?? '');
    if (!email || !body.password) throw new Problem(400, 'Bad Request', 'email and password are required');
    if ([...this.users.values()].some((u) => u.email === email)) throw new Problem(409, 'Conflict', `User account ${email} exists`);
    const details = (body.personalDetails ?? {}) as { firstname?: string; lastname?: string };
    const user = {
      uuid: randomUUID(),
      email,
      password: String(body.password),
      firstname: details.firstname ?? '',
      lastname: details.lastname ?? '',
    };
    this.users.set(user.uuid, user);
    return [200, { uuid: user.uuid, email }];
  }

  private createAccount(userUuid: string, body: Record<string, unknown>): [number, unknown] {
    const user = this.users.get(userUuid);
    if (!user) throw new Problem(404, 'Not Found', 'User account not found');
    for (const field of ['group', 'leverageRatioPercent', 'accountType', 'accountDetails'])
      if (body[field] === undefined) throw new Problem(400, 'Bad Request', `${field} is required`);
    const login = String(body.login ?? 100_000 + this.accounts.size);
    if (this.accounts.has(login)) throw new Problem(409, 'Conflict', `Login ${login} is taken`);
    const accessRight = String(body.accessRight ?? 'FULL');
    if (!accessRights.includes(accessRight)) throw new Problem(400, 'Bad Request', `accessRight ${accessRight} is not valid`);
    const account: Account = {
      uuid: randomUUID(),
      login,
      userUuid: user.uuid,
      group: String(body.group),
      leverageRatioPercent: Number(body.leverageRatioPercent),
      accessRight,
      accountType: String(body.accountType),
      version: 0,
      balance: Number((body.initialDeposit as { amount?: number } | undefined)?.amount ?? 0),
      positions: [],
    };
    this.accounts.set(login, account);
    return [200, this.view(account)];
  }

  private updateAccount(login: string, body: Record<string, unknown>): [number] {
    const account = this.account(login);
    if (body.version === undefined) throw new Problem(400, 'Bad Request', 'version is required');
    if (Number(body.version) !== account.version) throw new Problem(409, 'Conflict', 'The trading account was changed since it was read');
    if (body.accessRight !== undefined) {
      if (!accessRights.includes(String(body.accessRight)))
        throw new Problem(400, 'Bad Request', `accessRight ${body.accessRight} is not valid`);
      account.accessRight = String(body.accessRight);
    }
    account.version += 1;
    return [204];
  }

  private closeAll(body: Record<string, unknown>): [number, unknown] {
    const logins = Array.isArray(body.logins) ? (body.logins as string[]) : [];
    if (logins.length === 0) throw new Problem(400, 'Bad Request', 'logins must not be empty');
    const responses = logins.map((login) => {
      const account = this.accounts.get(login);
      if (!account) return { login, status: 'REJECTED', detail: 'Trading account not found' };
      for (const position of account.positions) account.balance = Math.round((account.balance + position.profit) * 100) / 100;
      account.positions = [];
      return { login, status: 'OK' };
    });
    return [200, { responses }];
  }

  /** The trader's side and the tests' controls. */
  private control(path: string, body: Record<string, unknown>) {
    const signIn = () => {
      const account = this.accounts.get(String(body.login));
      const user = account && this.users.get(account.userUuid);
      const ok = !!account && user?.password === body.password && account.accessRight !== 'TRADING_AND_LOGIN_DISABLED';
      return { ok, account };
    };
    switch (path) {
      case '/__standin/trader/sign-in':
        return { signedIn: signIn().ok };
      case '/__standin/trader/positions': {
        const { ok, account } = signIn();
        if (!ok || !account || account.accessRight !== 'FULL') return { opened: false };
        const price = 1.085;
        account.positions.push({
          id: randomUUID(),
          symbol: String(body.symbol ?? 'EURUSD'),
          side: body.side === 'SELL' ? 'SELL' : 'BUY',
          volume: Number(body.volume ?? 0.1),
          openPrice: price,
          currentPrice: price + 0.001,
          profit: Math.round(0.001 * Number(body.volume ?? 0.1) * 100_000 * 100) / 100,
          openTime: new Date().toISOString(),
        });
        return { opened: true };
      }
      case '/__standin/refuse':
        this.refusal = {
          status: Number(body.status ?? 503),
          title: String(body.title ?? 'Service Unavailable'),
          detail: String(body.detail ?? ''),
          ...(body.times ? { times: Number(body.times) } : {}),
        };
        return { refusing: true };
      case '/__standin/hang':
        this.hangMs = Number(body.ms ?? 0);
        return { hangMs: this.hangMs };
      case '/__standin/health':
        return { ok: true };
      case '/__standin/reset':
        this.refusal = null;
        this.hangMs = 0;
        return { reset: true };
      default:
        throw new Problem(404, 'Not Found', `No control ${path}`);
    }
  }
}

export const startMatchTraderStandIn = (apiKey = 'match-trader-test-api-key', port = 0) => new MatchTraderStandIn(apiKey).start(port);
