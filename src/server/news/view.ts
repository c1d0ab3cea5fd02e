import { windowOf } from '../../domain/news';
import type { NewsEvent } from '../db/schema';

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
export function newsView(event: NewsEvent, windowMinutes: number | null) {
  const window = windowOf(event, windowMinutes);
  return {
    id: event.id,
    ...eventFields(event),
    restrictedFrom: window ? new Date(window.from).toISOString() : null,
    restrictedTo: window ? new Date(window.to).toISOString() : null,
  };
}

/** How a trade row names the events that restricted it. */
export function restrictingEventView(event: NewsEvent) {
  return { title: event.title, currency: event.currency, time: event.time.toISOString() };
}

/** An event as the admin's news list shows and edits it. */
export function adminNewsView(event: NewsEvent) {
  return {
    id: event.id,
    externalId: event.externalId,
    ...eventFields(event),
    source: event.source,
    updatedAt: event.updatedAt.toISOString(),
  };
}
