import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AccountEvent, OpenPosition } from '../../domain/rules';
import type { BridgeBatch } from '../bridge/ingestion';
import type { Database } from '../db';
import { type DemoPosition, demoPlatformAccounts } from '../db/schema';
import { closeDeal, openDeal, type Position, reportedPosition, symbols } from '../demo/market';
import { type PlatformAccountRef, PlatformError, type TradingPlatform, type TradingState } from './port';

/**
 * The built-in demo platform (issue 29): the first adapter of the port, holding accounts, trading
 * passwords, trading states and positions in our own database as a real platform holds them on its
 * servers. The market simulator (src/server/demo/simulator.ts) trades through `withBook`, which
 * refuses what the account's state does not allow, and the platform reports deals and equity to
 * the bridge as any platform does.
 */
export type DemoBook = typeof demoPlatformAccounts.$inferSelect;

export interface DemoPlatform extends TradingPlatform {
  /** One change to an account's book, in a transaction holding the account (the simulator's ticks). */
  withBook<T>(login: string, change: (book: DemoBook) => T | Promise<T>): Promise<T>;
  /** Whether `password` signs in to the account (what the platform's terminal would check). */
  signsIn(login: string, password: string): Promise<boolean>;
}

export const DEMO_SERVER = 'FundingPlatform-Demo';

/** What each trading state lets a trader do. */
export const canOpen = (state: TradingState | 'pending') => state === 'enabled';
export const canClose = (state: TradingState | 'pending') => state === 'enabled' || state === 'close_only';

const specOf = (symbol: string) => {
  const spec = symbols.find((s) => s.symbol === symbol);
  if (!spec) throw new Error(`Unknown demo symbol ${symbol}`);
  return spec;
};

const marketPosition = (p: DemoPosition): Position => ({
  ticket: p.ticket,
  spec: specOf(p.symbol),
  side: p.side,
  volume: p.volume,
  openPrice: p.openPrice,
  openedAt: new Date(p.openedAt),
});

/** The book's open positions marked at their last price, and its equity. */
function markedBook(book: DemoBook): { positions: OpenPosition[]; equity: number } {
  const positions = book.positions.map((p) => reportedPosition(marketPosition(p), p.price));
  return { positions, equity: book.balance + positions.reduce((sum, p) => sum + p.profit, 0) };
}

export function equityReport(book: DemoBook, at: Date): Extract<AccountEvent, { kind: 'equity' }> {
  const { positions, equity } = markedBook(book);
  return { kind: 'equity', time: at.toISOString(), balance: book.balance, equity, positions };
}

/** Opens a position on the book as its trader would; refused unless the account may open trades. */
export function openOnBook(book: DemoBook, position: Position): AccountEvent {
  if (!canOpen(book.state)) throw new PlatformError(`Trading is not enabled on ${book.login} (${book.state})`, false);
  const open = openDeal(position);
  if (open.kind === 'deal') book.balance += open.commission ?? 0;
  const { ticket, spec, side, volume, openPrice, openedAt } = position;
  book.positions = [
    ...book.positions,
    { ticket, symbol: spec.symbol, side, volume, openPrice, openedAt: openedAt.toISOString(), price: openPrice },
  ];
  return open;
}

/** Closes a position at `price` on the book as its trader would (the firm's close-all passes `byFirm`); answers the closing deal. */
export function closeOnBook(book: DemoBook, ticket: string, price: number, at: Date, byFirm = false): AccountEvent {
  if (!byFirm && !canClose(book.state)) throw new PlatformError(`Positions cannot be closed on ${book.login} (${book.state})`, false);
  const position = book.positions.find((p) => p.ticket === ticket);
  if (!position) throw new PlatformError(`No open position ${ticket} on ${book.login}`, false);
  const close = closeDeal(marketPosition(position), price, at);
  if (close.kind === 'deal') book.balance += close.profit + (close.commission ?? 0);
  book.positions = book.positions.filter((p) => p !== position);
  return close;
}

function hashOf(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('base64url')}.${scryptSync(password, salt, 32, { N: 1024 }).toString('base64url')}`;
}

function matches(password: string, stored: string): boolean {
  const [salt, hash] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!salt || !hash) return false;
  return timingSafeEqual(scryptSync(password, salt, 32, { N: 1024 }), hash);
}

export function demoPlatform(options: {
  db: Database;
  bridgeSecret: string;
  now: () => Date;
  /** Posts what happened on an account to our bridge, as the platform's feed does. */
  report: (batch: BridgeBatch) => Promise<void>;
}): DemoPlatform {
  const { db, now, report } = options;

  async function withBook<T>(login: string, change: (book: DemoBook) => T | Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const [book] = await tx.select().from(demoPlatformAccounts).where(eq(demoPlatformAccounts.login, login)).for('update');
      if (!book) throw new PlatformError(`Account ${login} does not exist on the demo platform`, false);
      const before = JSON.stringify(book);
      const result = await change(book);
      if (JSON.stringify(book) !== before) {
        await tx
          .update(demoPlatformAccounts)
          .set({
            passwordHash: book.passwordHash,
            state: book.state,
            balance: book.balance,
            adjustments: book.adjustments,
            positions: book.positions,
            appliedKeys: book.appliedKeys,
          })
          .where(eq(demoPlatformAccounts.login, login));
      }
      return result;
    });
  }

  /** Runs `change` once per key: a key seen before changes nothing (a command tried again). */
  const once = <T>(login: string, key: string, change: (book: DemoBook) => T, repeated: T) =>
    withBook(login, (book) => {
      if (book.appliedKeys.includes(key)) return repeated;
      book.appliedKeys = [...book.appliedKeys.slice(-49), key];
      return change(book);
    });

  return {
    name: 'demo',
    server: DEMO_SERVER,
    bridgeSecret: options.bridgeSecret,
    withBook,
    async check() {
      await db.execute(sql`SELECT 1 FROM demo_platform_accounts LIMIT 1`);
    },
    async provision(request) {
      const [made] = await db
        .insert(demoPlatformAccounts)
        .values({
          login: request.login,
          passwordHash: hashOf(request.password),
          state: 'enabled',
          currency: request.currency,
          balance: request.balance,
          appliedKeys: [request.key],
          createdAt: now(),
        })
        .onConflictDoNothing()
        .returning({ login: demoPlatformAccounts.login });
      // Already there: the same provisioning tried again (the login is ours and unique).
      if (!made) {
        const [held] = await db.select().from(demoPlatformAccounts).where(eq(demoPlatformAccounts.login, request.login));
        if (!held?.appliedKeys.includes(request.key))
          throw new PlatformError(`Login ${request.login} is taken on the demo platform`, false);
      }
      return { login: request.login, server: DEMO_SERVER, ref: {} };
    },
    async changePassword(account, password, key) {
      await once(
        account.login,
        key,
        (book) => {
          book.passwordHash = hashOf(password);
        },
        undefined,
      );
    },
    async setTradingState(account, state, key) {
      await once(
        account.login,
        key,
        (book) => {
          book.state = state;
        },
        undefined,
      );
    },
    async closeAllPositions(account: PlatformAccountRef, key: string) {
      const at = now();
      const closes = await once(
        account.login,
        key,
        (book) => {
          const events = [...book.positions].map((p) => closeOnBook(book, p.ticket, p.price, at, true));
          return { events, report: equityReport(book, new Date(at.getTime() + 1)) };
        },
        null,
      );
      if (!closes || closes.events.length === 0) return 0;
      await report({ accountLogin: account.login, events: [...closes.events, closes.report] });
      return closes.events.length;
    },
    async readAccount(account) {
      const [book] = await db.select().from(demoPlatformAccounts).where(eq(demoPlatformAccounts.login, account.login));
      if (!book) throw new PlatformError(`Account ${account.login} does not exist on the demo platform`, false);
      const report = equityReport(book, now());
      return { state: book.state === 'pending' ? 'disabled' : book.state, positions: report.positions ?? [], report };
    },
    async signsIn(login, password) {
      const [book] = await db.select().from(demoPlatformAccounts).where(eq(demoPlatformAccounts.login, login));
      return !!book && book.state !== 'disabled' && matches(password, book.passwordHash);
    },
  };
}
