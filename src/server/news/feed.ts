import * as v from 'valibot';
import { type FeedEvent, FeedEventSchema } from '../../schemas/news';
import type { JobDefinition } from '../jobs/queue';
import { log as serverLog } from '../log';
import type { Services } from '../services';
import { type EventInput, upsertEvents } from './service';

/**
 * The configured economic calendar feed (NEWS_FEED_URL), fetched at start and then every
 * NEWS_FEED_INTERVAL. The feed answers JSON: an array of events
 *
 *   [{ "id": "nfp-2026-12", "time": "2026-12-04T13:30:00Z", "currency": "USD", "impact": "high",
 *      "title": "Non-Farm Employment Change", "forecast": "180K", "previous": "150K", "actual": null }]
 *
 * (src/schemas/news.ts FeedEventSchema; forecast, previous and actual may be left out). Events are
 * kept by `feed:<id>`, so each fetch adds new events and updates known ones (a corrected time, the
 * actual figure once published). Rows that do not fit are skipped and logged; a failed fetch is logged
 * and tried again (newsFeedJob). Nothing here ever stops the server.
 */
export interface FeedResult {
  /** Rows written (added or updated). */
  written: number;
  /** Rows skipped, each with why. */
  skipped: { index: number; reason: string }[];
}

export interface FeedLog {
  info(message: string): void;
  warn(message: string): void;
}

/** Longest a fetch may take before it counts as failed. */
const FETCH_TIMEOUT_MS = 30_000;
/** A calendar larger than this is not one. */
const MAX_ROWS = 20_000;

/** Checks each row of a feed's answer on its own: the good ones are kept, the rest named with why. */
export function parseFeed(body: unknown): { events: EventInput[]; skipped: FeedResult['skipped'] } {
  if (!Array.isArray(body)) throw new Error('the feed did not answer a JSON array');
  if (body.length > MAX_ROWS) throw new Error(`the feed answered ${body.length} rows, more than ${MAX_ROWS}`);
  // One statement cannot update the same row twice: a repeated id keeps its last row.
  const events = new Map<string, EventInput>();
  const skipped: FeedResult['skipped'] = [];
  body.forEach((row, index) => {
    const result = v.safeParse(FeedEventSchema, row);
    if (!result.success) {
      const issue = result.issues[0];
      skipped.push({ index, reason: `${v.getDotPath(issue) ?? 'row'}: ${issue.message}` });
      return;
    }
    const { id, ...event }: FeedEvent = result.output;
    events.set(`feed:${id}`, { ...event, externalId: `feed:${id}` });
  });
  return { events: [...events.values()], skipped };
}

/** One fetch of the feed: upserts what fits, names what was skipped; throws when the fetch itself fails. */
export async function refreshFeed(
  services: Pick<Services, 'db' | 'now'>,
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<FeedResult> {
  const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`the feed answered ${response.status} ${response.statusText}`.trim());
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error('the feed did not answer JSON');
  }
  const { events, skipped } = parseFeed(body);
  const written = events.length > 0 ? await upsertEvents(services.db, events, 'feed', services.now()) : 0;
  return { written, skipped };
}

/** The URL without credentials or query, for logs. */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return 'the news feed';
  }
}

/**
 * The feed's refresh as a repeating job (jobs/queue.ts): every NEWS_FEED_INTERVAL, once across
 * instances. Each outcome is logged; a failed fetch throws, so the queue tries again after a
 * minute (twice), and the next interval's run comes whatever happened to this one.
 */
export function newsFeedJob(
  services: Pick<Services, 'db' | 'now' | 'env'>,
  options: { fetch?: typeof fetch; log?: FeedLog } = {},
): JobDefinition {
  const url = services.env.NEWS_FEED_URL;
  const log = options.log ?? serverLog;
  return {
    name: 'news-feed',
    everySeconds: services.env.NEWS_FEED_INTERVAL,
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
    async run() {
      let result: FeedResult;
      try {
        result = await refreshFeed(services, url, options.fetch);
      } catch (error) {
        throw new Error(`News feed ${shown(url)} failed: ${(error as Error).message}`);
      }
      for (const skip of result.skipped.slice(0, 20)) log.warn(`News feed: skipped row ${skip.index} (${skip.reason})`);
      if (result.skipped.length > 20) log.warn(`News feed: ${result.skipped.length - 20} more rows skipped`);
      log.info(`News feed ${shown(url)}: ${result.written} event(s) written, ${result.skipped.length} skipped.`);
    },
  };
}
