import { and, asc, desc, eq, gt, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AccountEvent, RuleEvent } from '../../domain/rules';
import { formatDateKey, type LocalDay, localDayOf } from '../../domain/time';
import { minorDigits } from '../../i18n/format';
import type { TradeView } from '../../schemas/accounts';
import type { tradeSorts } from '../../schemas/enums';
import type { Db } from '../db';
import { type AccountTrade, accountDays, accountSymbols, accountTrades, deals, type NewsEvent, type TradingAccount } from '../db/schema';
import { type CsvColumn, csvTable, majorUnits } from '../http/csv';
import { offsetOf } from '../http/paging';
import { restrictionsFor } from '../news/service';
import { restrictingEventView } from '../news/view';
import type { Services } from '../services';

/**
 * An account's closed trades (issue 7): one account_trades row per closing ('out') deal, joined with
 * its opening ('in') deal by ticket, kept by ingestion with the other projections (reports.ts); an
 * opening deal that arrives after its close updates the row. account_symbols counts them per symbol,
 * so the symbol list and the lists' totals never count the trades themselves.
 */
type Deal = Extract<AccountEvent, { kind: 'deal' }>;
type DealFields = Pick<Deal, 'ticket' | 'symbol' | 'side' | 'volume' | 'profit' | 'commission' | 'swap'> & { time: number };
export type TradeSort = (typeof tradeSorts)[number];
export type TradeFilter = { symbol?: string | undefined; day?: string | undefined };
export type TradeQuery = TradeFilter & { page: number; pageSize: number; sort: TradeSort };

/** Names instants by their 'YYYY-MM-DD' in a time zone, remembering the last day (events come in order). */
export function dayNamer(zone: string): (t: number) => string {
  let local: (LocalDay & { text: string }) | null = null;
  return (t) => {
    if (!local || t < local.start || t >= local.end) {
      const found = localDayOf(t, zone);
      local = { ...found, text: formatDateKey(found.key) };
    }
    return local.text;
  };
}

function tradeRow(accountId: string, dayOf: (t: number) => string, close: DealFields, open: DealFields | undefined): AccountTrade {
  const commission = (close.commission ?? 0) + (open?.commission ?? 0);
  const swap = (close.swap ?? 0) + (open?.swap ?? 0);
  return {
    accountId,
    ticket: close.ticket,
    symbol: close.symbol,
    side: open ? open.side : close.side === 'buy' ? 'sell' : 'buy',
    volume: close.volume,
    openTime: open ? new Date(open.time) : null,
    closeTime: new Date(close.time),
    closeDay: dayOf(close.time),
    profit: close.profit,
    commission,
    swap,
    result: close.profit + commission + swap,
  };
}

function countSymbols(accountId: string, trades: { symbol: string }[]) {
  const counts = new Map<string, number>();
  for (const trade of trades) counts.set(trade.symbol, (counts.get(trade.symbol) ?? 0) + 1);
  return [...counts].map(([symbol, count]) => ({ accountId, symbol, trades: count }));
}

const fields = (d: Deal): DealFields => ({ ...d, time: Date.parse(d.time) });

/** The trade rows and symbol counts of a whole history (to rebuild the projections). */
export function tradesOf(account: TradingAccount, events: RuleEvent[]) {
  const opens = new Map<string, Deal>();
  const closes: Deal[] = [];
  for (const event of events) {
    if (event.kind !== 'deal') continue;
    if (event.entry === 'in') opens.set(event.ticket, event);
    else closes.push(event);
  }
  const dayOf = dayNamer(account.rules.resetTimeZone);
  const trades = closes.map((close) => {
    const open = opens.get(close.ticket);
    return tradeRow(account.id, dayOf, fields(close), open && fields(open));
  });
  return { trades, symbols: countSymbols(account.id, trades) };
}

/**
 * The stored deals of some tickets, each looked up by the primary key. Written as one probe per
 * ticket because, before PGlite has statistics, the planner would rather read all of the account's
 * deals by time and filter them: a cost that grows with the history on every batch.
 */
async function dealsOf(db: Db, accountId: string, tickets: string[]): Promise<(DealFields & { entry: string })[]> {
  const wanted = sql.join(
    tickets.map((ticket) => sql`${ticket}`),
    sql`, `,
  );
  const probe = db
    .select()
    .from(deals)
    .where(and(eq(deals.accountId, accountId), sql`${deals.ticket} = wanted.ticket`))
    // At most its opening and its closing deal; the limit also keeps the probe a probe (not flattened into a join).
    .limit(2)
    .as('probe');
  const rows = await db
    .select({
      ticket: probe.ticket,
      entry: probe.entry,
      time: probe.time,
      symbol: probe.symbol,
      side: probe.side,
      volume: probe.volume,
      profit: probe.profit,
      commission: probe.commission,
      swap: probe.swap,
    })
    .from(sql`unnest(array[${wanted}]::text[]) as wanted(ticket)`)
    .crossJoinLateral(probe);
  return rows.map((deal) => ({ ...deal, time: deal.time.getTime() }));
}

/** Brings the trades of the tickets in a batch of new deals (already stored) up to date. */
export async function projectTrades(db: Db, account: TradingAccount, fresh: Deal[], afterClose: Deal[] = []): Promise<void> {
  if (fresh.length === 0) return;
  const tickets = [...new Set(fresh.map((d) => d.ticket))];
  const dayOf = dayNamer(account.rules.resetTimeZone);
  // Deals stored in the same batch after the account closed: the close of a position opened before is not this account's trade.
  const later = new Set(afterClose.map((d) => `${d.entry}|${d.ticket}`));
  for (let i = 0; i < tickets.length; i += 1000) {
    const opens = new Map<string, DealFields>();
    const closes: DealFields[] = [];
    for (const row of await dealsOf(db, account.id, tickets.slice(i, i + 1000))) {
      if (later.has(`${row.entry}|${row.ticket}`)) continue;
      if (row.entry === 'in') opens.set(row.ticket, row);
      else closes.push(row);
    }
    if (closes.length === 0) continue;
    const excluded = (name: string) => sql.raw(`excluded."${name}"`);
    await db
      .insert(accountTrades)
      .values(closes.map((close) => tradeRow(account.id, dayOf, close, opens.get(close.ticket))))
      .onConflictDoUpdate({
        target: [accountTrades.accountId, accountTrades.ticket],
        set: {
          side: excluded('side'),
          openTime: excluded('open_time'),
          commission: excluded('commission'),
          swap: excluded('swap'),
          result: excluded('result'),
        },
      });
  }
  // Each new closing deal is a new trade.
  const added = countSymbols(
    account.id,
    fresh.filter((d) => d.entry === 'out'),
  );
  if (added.length > 0) {
    await db
      .insert(accountSymbols)
      .values(added)
      .onConflictDoUpdate({
        target: [accountSymbols.accountId, accountSymbols.symbol],
        set: { trades: sql`${accountSymbols.trades} + excluded.trades` },
      });
  }
}

// ---- reads ----

type Key = { column: AnyPgColumn; direction: 'asc' | 'desc'; of: (row: AccountTrade) => unknown };
const byCloseTime = (direction: 'asc' | 'desc'): Key => ({ column: accountTrades.closeTime, direction, of: (row) => row.closeTime });
const byTicket = (direction: 'asc' | 'desc'): Key => ({ column: accountTrades.ticket, direction, of: (row) => row.ticket });
const bySymbol = (direction: 'asc' | 'desc'): Key => ({ column: accountTrades.symbol, direction, of: (row) => row.symbol });
const byResult = (direction: 'asc' | 'desc'): Key => ({ column: accountTrades.result, direction, of: (row) => row.result });
const newestFirst = [byCloseTime('desc'), byTicket('asc')];

/** Every sort is total: ties go newest first, then by ticket (so pages never overlap or skip). */
const orderings: Record<TradeSort, Key[]> = {
  '-time': newestFirst,
  time: [byCloseTime('asc'), byTicket('desc')],
  symbol: [bySymbol('asc'), ...newestFirst],
  '-symbol': [bySymbol('desc'), ...newestFirst],
  result: [byResult('asc'), ...newestFirst],
  '-result': [byResult('desc'), ...newestFirst],
};

const orderBy = (sort: TradeSort) => orderings[sort].map((key) => (key.direction === 'asc' ? asc(key.column) : desc(key.column)));

function filterOf(accountId: string, filter: TradeFilter): SQL {
  return and(
    eq(accountTrades.accountId, accountId),
    filter.symbol === undefined ? undefined : eq(accountTrades.symbol, filter.symbol),
    filter.day === undefined ? undefined : eq(accountTrades.closeDay, filter.day),
  ) as SQL;
}

/** Rows after `last` in the sort order (keyset), for reading the whole set page by page. */
function after(sort: TradeSort, last: AccountTrade): SQL {
  const keys = orderings[sort];
  const alternatives = keys.map((key, i) =>
    and(...keys.slice(0, i).map((k) => eq(k.column, k.of(last))), (key.direction === 'asc' ? gt : lt)(key.column, key.of(last))),
  );
  // The first key's bound on its own lets the index scan start at `last` rather than filter from the top.
  const [first] = keys as [Key];
  return and((first.direction === 'asc' ? gte : lte)(first.column, first.of(last)), or(...alternatives)) as SQL;
}

/** How many trades match, from the counts kept beside the trades where one answers it. */
async function countTrades(db: Db, accountId: string, filter: TradeFilter): Promise<number> {
  if (filter.symbol !== undefined && filter.day !== undefined) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(accountTrades).where(filterOf(accountId, filter));
    return Number(row?.n ?? 0);
  }
  if (filter.symbol !== undefined) {
    const [row] = await db
      .select({ n: accountSymbols.trades })
      .from(accountSymbols)
      .where(and(eq(accountSymbols.accountId, accountId), eq(accountSymbols.symbol, filter.symbol)));
    return row?.n ?? 0;
  }
  if (filter.day !== undefined) {
    const [row] = await db
      .select({ n: accountDays.closed })
      .from(accountDays)
      .where(and(eq(accountDays.accountId, accountId), eq(accountDays.day, filter.day)));
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${accountSymbols.trades}), 0)::int` })
    .from(accountSymbols)
    .where(eq(accountSymbols.accountId, accountId));
  return Number(row?.n ?? 0);
}

/**
 * A page of all trades by symbol: the symbols' counts say which symbols the page spans, and each of
 * those is read from the (account, symbol, close time) index — no sort of a symbol's whole history.
 */
async function pageBySymbol(db: Db, accountId: string, query: TradeQuery) {
  const symbols = await db
    .select({ symbol: accountSymbols.symbol, trades: accountSymbols.trades })
    .from(accountSymbols)
    .where(eq(accountSymbols.accountId, accountId))
    .orderBy(query.sort === 'symbol' ? asc(accountSymbols.symbol) : desc(accountSymbols.symbol));
  const rows: AccountTrade[] = [];
  let skip = offsetOf(query);
  let total = 0;
  for (const { symbol, trades } of symbols) {
    total += trades;
    const wanted = query.pageSize - rows.length;
    if (wanted === 0) continue;
    if (skip >= trades) {
      skip -= trades;
      continue;
    }
    const part = await db
      .select()
      .from(accountTrades)
      .where(filterOf(accountId, { symbol }))
      .orderBy(...orderBy('-time'))
      .limit(wanted)
      .offset(skip);
    rows.push(...part);
    skip = 0;
  }
  return { rows, total };
}

/** One page of an account's closed trades, sorted and filtered, with the total. */
async function tradeRows(db: Db, accountId: string, query: TradeQuery) {
  if ((query.sort === 'symbol' || query.sort === '-symbol') && query.symbol === undefined && query.day === undefined) {
    return pageBySymbol(db, accountId, query);
  }
  const rows = await db
    .select()
    .from(accountTrades)
    .where(filterOf(accountId, query))
    .orderBy(...orderBy(query.sort))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { rows, total: await countTrades(db, accountId, query) };
}

/**
 * One page of an account's closed trades with the total, and the news events that restricted each
 * (by ticket): trades opened or closed in a restricted news window are flagged (issue 9; one query per page).
 */
export async function tradePage(services: Services, account: TradingAccount, query: TradeQuery) {
  const { rows, total } = await tradeRows(services.db, account.id, query);
  return { rows, total, restricted: await restrictionsFor(services.db, account, rows) };
}

/**
 * A trade as the history lists it. `newsEvents`: the high-impact events it was opened or closed in
 * the restricted window of (issue 9, src/server/news/service.ts restrictionsFor); `restricted` when any.
 */
export function tradeView(row: AccountTrade, hits: readonly NewsEvent[] = []): TradeView {
  return {
    ticket: row.ticket,
    symbol: row.symbol,
    side: row.side,
    volume: row.volume,
    openTime: row.openTime?.toISOString() ?? null,
    closeTime: row.closeTime.toISOString(),
    profit: row.profit,
    commission: row.commission,
    swap: row.swap,
    result: row.result,
    restricted: hits.length > 0,
    newsEvents: hits.map(restrictingEventView),
  };
}

// ---- CSV export ----

/** The trades export: amounts in major units and the volume are numbers, the rest text (src/server/http/csv.ts). */
export const tradeCsvColumns: readonly CsvColumn[] = [
  { header: 'Ticket', kind: 'text' },
  { header: 'Symbol', kind: 'text' },
  { header: 'Type', kind: 'text' },
  { header: 'Volume', kind: 'number' },
  { header: 'Open Time (UTC)', kind: 'text' },
  { header: 'Close Time (UTC)', kind: 'text' },
  { header: 'Profit', kind: 'number' },
  { header: 'Commission', kind: 'number' },
  { header: 'Swap', kind: 'number' },
  { header: 'Net Profit', kind: 'number' },
  { header: 'Currency', kind: 'text' },
];
const tradeTable = csvTable(tradeCsvColumns);

const csvTime = (time: Date | null) => (time ? time.toISOString().slice(0, 19).replace('T', ' ') : '');
/** Plain decimal notation, never an exponent. */
const csvVolume = (volume: number) => (String(volume).includes('e') ? volume.toFixed(10).replace(/\.?0+$/, '') : String(volume));

function csvRow(row: AccountTrade, currency: string, digits: number): string[] {
  const money = (minor: number) => majorUnits(minor, digits);
  return [
    row.ticket,
    row.symbol,
    row.side === 'buy' ? 'Buy' : 'Sell',
    csvVolume(row.volume),
    csvTime(row.openTime),
    csvTime(row.closeTime),
    money(row.profit),
    money(row.commission),
    money(row.swap),
    money(row.result),
    currency,
  ];
}

/**
 * The whole filtered, sorted set of trades as CSV text, in chunks: the header, then one chunk per
 * keyset page of `pageSize` rows (each page one indexed query, however long the history).
 */
export async function* tradeCsv(services: Services, account: TradingAccount, query: TradeFilter & { sort: TradeSort }, pageSize = 1000) {
  yield tradeTable.header;
  const digits = minorDigits(account.currency);
  let last: AccountTrade | undefined;
  for (;;) {
    const own = filterOf(account.id, query);
    const rows = await services.db
      .select()
      .from(accountTrades)
      .where(last ? and(own, after(query.sort, last)) : own)
      .orderBy(...orderBy(query.sort))
      .limit(pageSize);
    if (rows.length > 0) yield tradeTable.lines(rows.map((row) => csvRow(row, account.currency, digits)));
    if (rows.length < pageSize) return;
    last = rows[rows.length - 1];
  }
}
