import * as v from 'valibot';
import type { MessageKey } from '../i18n/en';

/**
 * Date ranges of the admin lists and the dashboard: calendar days 'YYYY-MM-DD' in UTC, both ends
 * inclusive (docs/decisions/021 and 023), so a dashboard tile and the list it links to agree.
 */
const message = (key: MessageKey) => key;

/**
 * A real calendar day: the format, a date that exists (no 31 April), and a year the product can
 * mean (1970–2999): the day after 9999-12-31 is beyond what a timestamp holds (was a 500).
 */
const isCalendarDay = (text: string) => {
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text && text >= '1970-01-01' && text <= '2999-12-31';
};

const calendarDay = (key: MessageKey) => v.pipe(v.string(message(key)), v.isoDate(message(key)), v.check(isCalendarDay, message(key)));

/** An optional day filter: absent or empty is no filter. */
export const optionalDay = v.optional(v.union([v.literal(''), calendarDay('validation.notValid')], message('validation.notValid')), '');

/** A day that must be given. */
export const requiredDay = v.optional(calendarDay('dashboard.error.day'), '');

/** The first instant of `day` (UTC). */
export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
/** The first instant after `day`: `to` names a whole day. */
export const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** `to` before `from` would silently match nothing: refused with a message instead. */
export const dayOrder = <Input extends { from: string; to: string }>() =>
  v.check((input: Input) => !input.from || !input.to || input.from <= input.to, message('adminOrders.error.range'));

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string) => Math.round((dayAfter(to).getTime() - dayStart(from).getTime()) / 86_400_000);
