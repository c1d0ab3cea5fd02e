import { and, asc, eq, gte, ilike, inArray, lt, lte, max, min, or, sql } from 'drizzle-orm';
import { isRestricted, MINUTE_MS } from '../../domain/news';
import type { newsSources } from '../../schemas/enums';
import type { NewsQuery } from '../../schemas/news';
import type { Db } from '../db';
import { containsPattern } from '../db/like';
import { type AccountTrade, accountTrades, type NewsEvent, newsEvents, type TradingAccount, tradingAccounts } from '../db/schema';
import type { Services } from '../services';
import { sampleEvents } from './sample';

/**
 * The economic calendar (issue 9): listing events, loading the shipped sample, upserting what a feed
 * sends, and the restricted-window flags of trades (docs/decisions/019).
 */

/** A funded stage's window when its challenge does not say otherwise (challenges.funded_news_window_minutes). */
export const DEFAULT_FUNDED_WINDOW_MINUTES = 2;

/** More than a calendar ever shows at once; keeps one answer bounded whatever a feed loaded. */
const MAX_LISTED = 2000;

/** Events in [from, to), by impact, currency and words of the title, in time order. */
export async function listNews(services: Services, query: NewsQuery): Promise<NewsEvent[]> {
  return services.db
    .select()
    .from(newsEvents)
    .where(
      and(
        gte(newsEvents.time, query.from),
        lt(newsEvents.time, query.to),
        query.impact?.length ? inArray(newsEvents.impact, query.impact) : undefined,
        query.currency?.length ? inArray(newsEvents.currency, query.currency) : undefined,
        query.q ? ilike(newsEvents.title, containsPattern(query.q)) : undefined,
      ),
    )
    .orderBy(asc(newsEvents.time), asc(newsEvents.currency), asc(newsEvents.title))
    .limit(MAX_LISTED);
}

/**
 * The window the calendar shows around high-impact events: the widest of the member's running
 * funded accounts (null when none of them has one), or, for a member without a funded account, the
 * default funded window (what applies once funded).
 */
export async function calendarWindow(
  services: Services,
  userId: string,
): Promise<{ minutes: number | null; source: 'accounts' | 'default' }> {
  const rows = await services.db
    .select({ rules: tradingAccounts.rules })
    .from(tradingAccounts)
    .where(and(eq(tradingAccounts.userId, userId), eq(tradingAccounts.funded, true), eq(tradingAccounts.status, 'active')));
  if (rows.length === 0) return { minutes: DEFAULT_FUNDED_WINDOW_MINUTES, source: 'default' };
  const windows = rows.map((row) => row.rules.newsWindowMinutes ?? 0).filter((minutes) => minutes > 0);
  return { minutes: windows.length > 0 ? Math.max(...windows) : null, source: 'accounts' };
}

export interface EventInput {
  externalId: string;
  time: Date;
  currency: string;
  impact: NewsEvent['impact'];
  title: string;
  forecast?: string | null;
  previous?: string | null;
  actual?: string | null;
}

/**
 * Writes events by their external id: new ones are added, known ones take the new time, figures and
 * title (a feed corrects an event or adds its actual figure). Returns how many rows were written.
 */
export async function upsertEvents(db: Db, events: EventInput[], source: (typeof newsSources)[number], now: Date): Promise<number> {
  let written = 0;
  for (let i = 0; i < events.length; i += 500) {
    const chunk = events.slice(i, i + 500).map((event) => ({
      externalId: event.externalId,
      time: event.time,
      currency: event.currency,
      impact: event.impact,
      title: event.title,
      forecast: event.forecast ?? null,
      previous: event.previous ?? null,
      actual: event.actual ?? null,
      source,
      createdAt: now,
      updatedAt: now,
    }));
    const excluded = (name: string) => sql.raw(`excluded."${name}"`);
    const rows = await db
      .insert(newsEvents)
      .values(chunk)
      .onConflictDoUpdate({
        target: newsEvents.externalId,
        set: {
          time: excluded('time'),
          currency: excluded('currency'),
          impact: excluded('impact'),
          title: excluded('title'),
          forecast: excluded('forecast'),
          previous: excluded('previous'),
          actual: excluded('actual'),
          updatedAt: excluded('updated_at'),
        },
      })
      .returning({ id: newsEvents.id });
    written += rows.length;
  }
  return written;
}

/**
 * The shipped sample around `services.now()`, loaded when the calendar is empty (a fresh database)
 * and no feed is configured. Its ids are stable, so a second load adds nothing. Returns how many
 * events were added.
 */
export async function loadSampleNews(services: Pick<Services, 'db' | 'now'>): Promise<number> {
  const [any] = await services.db.select({ id: newsEvents.id }).from(newsEvents).limit(1);
  if (any) return 0;
  const now = services.now();
  const rows = sampleEvents(now).map((event) => ({ ...event, source: 'sample' as const, createdAt: now, updatedAt: now }));
  let added = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await services.db
      .insert(newsEvents)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing({ target: newsEvents.externalId })
      .returning({ id: newsEvents.id });
    added += inserted.length;
  }
  return added;
}

// ---- restricted trades ----

/** The account's window in minutes; rules written before issue 9 lack the field: no window. */
export const windowMinutesOf = (account: Pick<TradingAccount, 'rules'>): number => account.rules.newsWindowMinutes ?? 0;

/** High-impact events in [from, to], in time order. */
function highImpactBetween(db: Db, from: Date, to: Date): Promise<NewsEvent[]> {
  return db
    .select()
    .from(newsEvents)
    .where(and(eq(newsEvents.impact, 'high'), gte(newsEvents.time, from), lte(newsEvents.time, to)))
    .orderBy(asc(newsEvents.time), asc(newsEvents.title));
}

type TradeTimes = Pick<AccountTrade, 'ticket' | 'symbol' | 'openTime' | 'closeTime'>;

/**
 * For a page of an account's trades, the high-impact events each was opened or closed in the window
 * of (by ticket; unflagged trades are absent). One query for the events around the page's times.
 */
export async function restrictionsFor(
  db: Db,
  account: Pick<TradingAccount, 'rules'>,
  trades: TradeTimes[],
): Promise<Map<string, NewsEvent[]>> {
  const minutes = windowMinutesOf(account);
  const hits = new Map<string, NewsEvent[]>();
  if (minutes <= 0 || trades.length === 0) return hits;
  const times = trades.flatMap((trade) => [trade.closeTime.getTime(), ...(trade.openTime ? [trade.openTime.getTime()] : [])]);
  const span = minutes * MINUTE_MS;
  const events = await highImpactBetween(db, new Date(Math.min(...times) - span), new Date(Math.max(...times) + span));
  if (events.length === 0) return hits;
  for (const trade of trades) {
    const hit = isRestricted(trade, events, minutes);
    if (hit.length > 0) hits.set(trade.ticket, hit);
  }
  return hits;
}

/** Every minute a window [T − N, T + N] touches, as a PostgreSQL timestamptz[] literal: the SQL pre-filter's keys. */
function windowMinuteKeys(events: NewsEvent[], minutes: number): string {
  const keys = new Set<string>();
  for (const event of events) {
    const t = event.time.getTime();
    const last = Math.floor((t + minutes * MINUTE_MS) / MINUTE_MS);
    for (let m = Math.floor((t - minutes * MINUTE_MS) / MINUTE_MS); m <= last; m++) keys.add(new Date(m * MINUTE_MS).toISOString());
  }
  return `{${[...keys].join(',')}}`;
}

/**
 * How many of the account's closed trades with a close at or after `since` were opened or closed
 * inside a restricted window (the payout checklist's `newsWindows` item). Fast on long histories
 * (100 000 trades: about 0.2 s on PGlite, under 0.1 s on PostgreSQL): the database keeps only the
 * trades whose open or close minute lies in some window (a hashed lookup per trade over the
 * account's close-time index), and the exact check, symbol included, is the domain's
 * (src/domain/news.ts) on those few candidates.
 */
export async function restrictedTradesSince(db: Db, account: TradingAccount, since: Date): Promise<number> {
  const minutes = windowMinutesOf(account);
  if (minutes <= 0) return 0;
  const span = minutes * MINUTE_MS;
  // The events that can matter lie around the period's trades: from the earliest open to the last close.
  const period = and(eq(accountTrades.accountId, account.id), gte(accountTrades.closeTime, since));
  const [bounds] = await db
    .select({
      first: min(sql`coalesce(${accountTrades.openTime}, ${accountTrades.closeTime})`).mapWith(accountTrades.closeTime),
      last: max(accountTrades.closeTime),
    })
    .from(accountTrades)
    .where(period);
  if (!bounds?.first || !bounds.last) return 0;
  const events = await highImpactBetween(db, new Date(bounds.first.getTime() - span), new Date(bounds.last.getTime() + span));
  if (events.length === 0) return 0;
  const keys = windowMinuteKeys(events, minutes);
  // date_trunc compares timestamps (cheaper than numeric epochs); `= any(array)` is a hashed lookup.
  const minuteOf = (column: typeof accountTrades.closeTime | typeof accountTrades.openTime) =>
    sql`date_trunc('minute', ${column}) = any(${keys}::timestamptz[])`;
  const candidates = await db
    .select({
      ticket: accountTrades.ticket,
      symbol: accountTrades.symbol,
      openTime: accountTrades.openTime,
      closeTime: accountTrades.closeTime,
    })
    .from(accountTrades)
    .where(and(period, or(minuteOf(accountTrades.closeTime), minuteOf(accountTrades.openTime))));
  return candidates.filter((trade) => isRestricted(trade, events, minutes).length > 0).length;
}
