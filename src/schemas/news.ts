import * as v from 'valibot';
import { newsImpacts, newsSources } from './enums';
import { countSchema, pageOf, timeSchema } from './http';

/**
 * Contracts of the economic calendar (issue 9): the calendar's query, and the rows of the JSON feed
 * configured with NEWS_FEED_URL (docs/decisions/019). Times are ISO-8601 instants on the wire.
 */

/** The longest period one calendar request may ask for: a week view with room, or a month. */
export const MAX_NEWS_RANGE_DAYS = 35;

/** The currencies the shipped sample covers, in the order the calendar's filter lists them. */
export const newsCurrencies = ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'CHF', 'NZD', 'CNY'] as const;

/** An ISO-8601 instant in a year the product can mean (1970–2999; year 0 and 9999 were a 500 in the database). */
export const isInstant = (text: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/.test(text) &&
  !Number.isNaN(Date.parse(text)) &&
  text.slice(0, 4) >= '1970' &&
  text.slice(0, 4) <= '2999';
const instant = (required: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.nonEmpty(required),
    v.check(isInstant, 'news.error.time'),
    v.transform((text) => new Date(text)),
  );

/** "high,medium" → ['high', 'medium']; an empty or absent list is no filter. */
const list = <T extends string>(check: (item: string) => item is T, message: string, normalise = (item: string) => item) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((text) =>
        text
          .split(',')
          .map((item) => normalise(item.trim()))
          .filter((item) => item !== ''),
      ),
      v.check((items) => items.every(check), message),
      v.transform((items) => [...new Set(items as T[])]),
    ),
  );

const isImpact = (item: string): item is (typeof newsImpacts)[number] => (newsImpacts as readonly string[]).includes(item);
const isCurrencyCode = (item: string): item is string => /^[A-Z]{3}$/.test(item);

/** GET /api/news: events in [from, to) — at most MAX_NEWS_RANGE_DAYS — by impact, currency and words of the title. */
export const NewsQuerySchema = v.pipe(
  v.object({
    from: instant('news.error.fromRequired'),
    to: instant('news.error.toRequired'),
    impact: list(isImpact, 'news.error.impact'),
    currency: list(isCurrencyCode, 'news.error.currency', (item) => item.toUpperCase()),
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'news.error.search'))),
  }),
  v.forward(
    v.check((query) => query.to.getTime() > query.from.getTime(), 'news.error.order'),
    ['to'],
  ),
  v.forward(
    v.check((query) => query.to.getTime() - query.from.getTime() <= MAX_NEWS_RANGE_DAYS * 86_400_000, 'news.error.range'),
    ['to'],
  ),
);
export type NewsQuery = v.InferOutput<typeof NewsQuerySchema>;

/**
 * One event of the NEWS_FEED_URL feed. `id` is the feed's own stable id (kept as `feed:<id>`, so a
 * repeated or corrected event updates its row); `time` an ISO-8601 instant with its offset;
 * `currency` an ISO code; forecast, previous and actual free text as the source prints them ("3.2%").
 */
const figure = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40))));
export const FeedEventSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  time: v.pipe(
    v.string(),
    v.check(isInstant, 'must be an ISO-8601 instant with its offset, such as 2026-12-04T13:30:00Z'),
    v.transform((text) => new Date(text)),
  ),
  currency: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'must be a three-letter currency code')),
  impact: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(newsImpacts, `must be one of ${newsImpacts.join(', ')}`)),
  title: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(200)),
  forecast: figure,
  previous: figure,
  actual: figure,
});
export type FeedEvent = v.InferOutput<typeof FeedEventSchema>;

/** How a trade names an event whose restricted window it was opened or closed in. */
export const RestrictingEventSchema = v.pipe(
  v.object({ title: v.string(), currency: v.string(), time: timeSchema }),
  v.metadata({ ref: 'RestrictingEvent' }),
);

/** What the calendar and the admin's list both show of an event (server/news/view.ts). */
const eventEntries = {
  time: timeSchema,
  currency: v.string(),
  impact: v.picklist(newsImpacts),
  title: v.string(),
  forecast: v.nullable(v.string()),
  previous: v.nullable(v.string()),
  actual: v.nullable(v.string()),
};
const uuid = v.pipe(v.string(), v.uuid());

/** An event as the calendar shows it, with the restricted window around a high-impact one (null when none applies). */
export const NewsEventSchema = v.pipe(
  v.object({ id: uuid, ...eventEntries, restrictedFrom: v.nullable(timeSchema), restrictedTo: v.nullable(timeSchema) }),
  v.metadata({ ref: 'NewsEvent' }),
);

/** GET /api/news: the events of [from, to) and the window the calendar marks around high-impact news. */
export const NewsCalendarSchema = v.object({
  items: v.array(NewsEventSchema),
  from: timeSchema,
  to: timeSchema,
  /** Minutes either side of high-impact news (null: none); `default`: the member has no funded account yet. */
  window: v.object({ minutes: v.nullable(countSchema), source: v.picklist(['accounts', 'default']) }),
});
export type NewsCalendar = v.InferOutput<typeof NewsCalendarSchema>;

/** An event as the admin's news list shows and edits it. */
export const AdminNewsEventSchema = v.pipe(
  v.object({ id: uuid, externalId: v.nullable(v.string()), ...eventEntries, source: v.picklist(newsSources), updatedAt: timeSchema }),
  v.metadata({ ref: 'AdminNewsEvent' }),
);
export type AdminNewsEvent = v.InferOutput<typeof AdminNewsEventSchema>;
export const AdminNewsPageSchema = pageOf(AdminNewsEventSchema);
