import type * as v from 'valibot';
import { windowOf } from '../../domain/news';
import type { AdminNewsEvent, NewsCalendar, NewsQuery, RestrictingEventSchema } from '../../schemas/news';
import type { NewsImportReport } from '../../schemas/newsImport';
import type { NewsEvent } from '../db/schema';
import type { MessageValues } from '../errors';
import type { ImportReport } from './admin';

/** What the calendar and the admin's list both show of an event. */
const eventFields = (event: NewsEvent) => ({
  time: event.time.toISOString(),
  currency: event.currency,
  impact: event.impact,
  title: event.title,
  forecast: event.forecast,
  previous: event.previous,
  actual: event.actual,
});

/**
 * An event as the calendar shows it. High-impact events carry the restricted window around them
 * (`restrictedFrom`–`restrictedTo`) when the member's funded accounts have one; the screen puts it in
 * the member's time zone.
 */
function newsView(event: NewsEvent, windowMinutes: number | null): NewsCalendar['items'][number] {
  const window = windowOf(event, windowMinutes);
  return {
    id: event.id,
    ...eventFields(event),
    restrictedFrom: window ? new Date(window.from).toISOString() : null,
    restrictedTo: window ? new Date(window.to).toISOString() : null,
  };
}

/** The calendar: the events of the query's period, with the window it marks around high-impact news. */
export function calendarView(events: NewsEvent[], window: NewsCalendar['window'], query: NewsQuery): NewsCalendar {
  return {
    items: events.map((event) => newsView(event, window.minutes)),
    from: query.from.toISOString(),
    to: query.to.toISOString(),
    window,
  };
}

/** How a trade row names the events that restricted it. */
export function restrictingEventView(event: NewsEvent): v.InferOutput<typeof RestrictingEventSchema> {
  return { title: event.title, currency: event.currency, time: event.time.toISOString() };
}

/** An event as the admin's news list shows and edits it. */
export function adminNewsView(event: NewsEvent): AdminNewsEvent {
  return {
    id: event.id,
    externalId: event.externalId,
    ...eventFields(event),
    source: event.source,
    updatedAt: event.updatedAt.toISOString(),
  };
}

/** An import's report with each problem's message in the caller's language (its key stays as `code`, for clients that translate). */
export function importReportView(report: ImportReport, translate: (key: string, values?: MessageValues) => string): NewsImportReport {
  return {
    ...report,
    items: report.items.map((item) => ({
      ...item,
      problems: item.problems.map((problem) => ({
        field: problem.field,
        code: problem.key,
        message: translate(problem.key, { name: problem.field, ...problem.values }),
      })),
    })),
  };
}
