import { addDaysToKey, formatDateKey, localDateKey, startOfLocalDate } from '../../../domain/time';
import type { newsImpacts } from '../../../schemas/enums';
import { newsCurrencies } from '../../../schemas/news';

/**
 * What the news calendar shows, read from its URL (`?week=2026-11-30&day=2026-12-04&impact=high&currency=USD,EUR&q=cpi`):
 * a week from Monday to Sunday in the viewer's time zone, or one day of it, and the filters. Pure, so
 * the screen and its tests read a URL the same way.
 */
export type Impact = (typeof newsImpacts)[number];
/** The order the calendar lists impacts in: what matters most first. */
export const impactOrder: readonly Impact[] = ['high', 'medium', 'low'];
export interface CalendarView {
  /** Monday of the week shown, 'YYYY-MM-DD'. */
  week: string;
  /** One day of that week, or null for the whole week. */
  day: string | null;
  impact: Impact[];
  currency: string[];
  q: string;
}

const isDay = (text: string | null): text is string => {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const t = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === text;
};
const keyOf = (day: string) => Number(day.replaceAll('-', ''));

export const addDays = (day: string, days: number) => formatDateKey(addDaysToKey(keyOf(day), days));

/** The Monday of the week a day is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Today's date where the viewer is. */
export function todayIn(zone: string, now = Date.now()): string {
  return formatDateKey(localDateKey(now, zone));
}

const listOf = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The view a query string asks for; anything unreadable falls back to this week and no filters. */
export function parseView(search: string, today: string): CalendarView {
  const params = new URLSearchParams(search);
  const week = mondayOf(isDay(params.get('week')) ? (params.get('week') as string) : today);
  const day = params.get('day');
  return {
    week,
    day: isDay(day) && mondayOf(day) === week ? day : null,
    impact: impactOrder.filter((impact) => listOf(params.get('impact')).includes(impact)),
    currency: newsCurrencies.filter((code) => listOf(params.get('currency')).includes(code)),
    q: (params.get('q') ?? '').trim().slice(0, 100),
  };
}

/** The instants [from, to) of the week shown, in the viewer's zone (a week with a clock change is 167 or 169 hours). */
export function rangeOf(week: string, zone: string): { from: string; to: string } {
  return {
    from: new Date(startOfLocalDate(keyOf(week), zone)).toISOString(),
    to: new Date(startOfLocalDate(keyOf(addDays(week, 7)), zone)).toISOString(),
  };
}

/** The API's query for a view: the whole week (a day view filters on screen), empty filters left out. */
export function apiQuery(view: CalendarView, zone: string): Record<string, string> {
  return {
    ...rangeOf(view.week, zone),
    ...(view.impact.length > 0 && { impact: view.impact.join(',') }),
    ...(view.currency.length > 0 && { currency: view.currency.join(',') }),
    ...(view.q && { q: view.q }),
  };
}

/** The days shown (Monday to Sunday, or the one day), each with its events in the viewer's zone. */
export function daysOf<E extends { time: string }>(view: CalendarView, events: readonly E[], zone: string): { day: string; events: E[] }[] {
  const days = view.day ? [view.day] : Array.from({ length: 7 }, (_, i) => addDays(view.week, i));
  const byDay = new Map<string, E[]>(days.map((day) => [day, []]));
  for (const event of events) byDay.get(formatDateKey(localDateKey(Date.parse(event.time), zone)))?.push(event);
  return days.map((day) => ({ day, events: byDay.get(day) ?? [] }));
}

/** Adds or removes one item of a filter list, keeping the order of `all`. */
export function toggled<T extends string>(all: readonly T[], current: readonly T[], item: T): T[] {
  const next = current.includes(item) ? current.filter((value) => value !== item) : [...current, item];
  return all.filter((value) => next.includes(value));
}
