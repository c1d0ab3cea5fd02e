/**
 * Calendar helpers for an IANA time zone, built on the built-in Intl API only (no dependencies).
 *
 * Instants are epoch milliseconds (UTC). A local calendar date is a numeric key `yyyymmdd`
 * (e.g. 20260329), which orders like the dates themselves.
 *
 * A local day is the half-open interval [first instant of the date, first instant of the next date).
 * The first instant of a date is local midnight, found with Intl (never by adding 86 400 000 ms), so
 * days around daylight-saving changes are 23 or 25 hours long. In the rare zones whose clocks skip or
 * repeat midnight itself, the first instant of the date is still found exactly (by bisection).
 *
 * Pure apart from memoisation: formatters and midnights are cached per zone (bounded).
 */

export const DAY_MS = 86_400_000;

/** Bounds of one local day: `start` ≤ t < `end`. */
export type LocalDay = { key: number; start: number; end: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
const midnightCaches = new Map<string, Map<number, number>>();
const MIDNIGHT_CACHE_LIMIT = 20_000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    // Throws a RangeError for an unknown time zone.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Throws a RangeError unless `timeZone` is an IANA zone Intl knows. */
export function assertTimeZone(timeZone: string): void {
  formatterFor(timeZone);
}

/** Local wall-clock fields [year, month (1–12), day, hour, minute, second] of instant `t` in `timeZone`. */
export function localFields(t: number, timeZone: string): [number, number, number, number, number, number] {
  const out: [number, number, number, number, number, number] = [0, 0, 0, 0, 0, 0];
  for (const part of formatterFor(timeZone).formatToParts(t)) {
    switch (part.type) {
      case 'year':
        out[0] = Number(part.value);
        break;
      case 'month':
        out[1] = Number(part.value);
        break;
      case 'day':
        out[2] = Number(part.value);
        break;
      case 'hour':
        out[3] = Number(part.value);
        break;
      case 'minute':
        out[4] = Number(part.value);
        break;
      case 'second':
        out[5] = Number(part.value);
        break;
    }
  }
  return out;
}

/** The local calendar date (key yyyymmdd) of instant `t` in `timeZone`. */
export function localDateKey(t: number, timeZone: string): number {
  const [y, m, d] = localFields(t, timeZone);
  return y * 10_000 + m * 100 + d;
}

/** Offset of `timeZone` from UTC at instant `t`, in ms (local = UTC + offset; Prague in winter: +3 600 000). */
export function zoneOffsetMs(t: number, timeZone: string): number {
  const [y, m, d, h, mi, s] = localFields(t, timeZone);
  const wholeSecond = t - (((t % 1000) + 1000) % 1000);
  return Date.UTC(y, m - 1, d, h, mi, s) - wholeSecond;
}

/** Key of the calendar date `days` after the date `key` (proleptic Gregorian). */
export function addDaysToKey(key: number, days: number): number {
  const utc = new Date(Date.UTC(Math.floor(key / 10_000), (Math.floor(key / 100) % 100) - 1, key % 100) + days * DAY_MS);
  return utc.getUTCFullYear() * 10_000 + (utc.getUTCMonth() + 1) * 100 + utc.getUTCDate();
}

/** 'YYYY-MM-DD' for a date key. */
export function formatDateKey(key: number): string {
  const y = Math.floor(key / 10_000);
  const m = Math.floor(key / 100) % 100;
  const d = key % 100;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function computeStartOfLocalDate(key: number, timeZone: string): number {
  const guess = Date.UTC(Math.floor(key / 10_000), (Math.floor(key / 100) % 100) - 1, key % 100);
  // Local midnight = guess − offset at that instant; two passes settle the offset across a transition.
  const firstOffset = zoneOffsetMs(guess, timeZone);
  let candidate = guess - firstOffset;
  const secondOffset = zoneOffsetMs(candidate, timeZone);
  if (secondOffset !== firstOffset) candidate = guess - secondOffset;
  if (localDateKey(candidate, timeZone) === key && localDateKey(candidate - 1, timeZone) < key) return candidate;
  // Midnight skipped or repeated by a transition at midnight: bisect for the first instant of the date.
  // Offsets stay within ±26 h, so two days either side of `guess` bracket the answer.
  let lo = guess - 2 * DAY_MS; // local date before `key`
  let hi = guess + 2 * DAY_MS; // local date after `key`
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (localDateKey(mid, timeZone) >= key) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** First instant (epoch ms) of the local calendar date `key` in `timeZone` — normally local midnight. */
export function startOfLocalDate(key: number, timeZone: string): number {
  let cache = midnightCaches.get(timeZone);
  if (cache === undefined) {
    cache = new Map();
    midnightCaches.set(timeZone, cache);
  }
  let start = cache.get(key);
  if (start === undefined) {
    start = computeStartOfLocalDate(key, timeZone);
    if (cache.size >= MIDNIGHT_CACHE_LIMIT) cache.clear();
    cache.set(key, start);
  }
  return start;
}

/** The local day of `timeZone` that contains instant `t`. */
export function localDayOf(t: number, timeZone: string): LocalDay {
  const key = localDateKey(t, timeZone);
  return { key, start: startOfLocalDate(key, timeZone), end: startOfLocalDate(addDaysToKey(key, 1), timeZone) };
}

/** The local day following `day`. */
export function nextLocalDay(day: LocalDay, timeZone: string): LocalDay {
  const key = addDaysToKey(day.key, 1);
  return { key, start: day.end, end: startOfLocalDate(addDaysToKey(key, 1), timeZone) };
}

/** The next local midnight (start of a local date) strictly after instant `t`. */
export function nextLocalMidnightAfter(t: number, timeZone: string): number {
  return localDayOf(t, timeZone).end;
}

/**
 * Parses an ISO-8601 instant to epoch ms. A date-time without a zone designator is read as UTC
 * (JavaScript would read it in the host's zone, which would make results machine-dependent).
 * Throws a RangeError for an unparseable string.
 */
export function parseInstant(iso: string): number {
  let t: number;
  if (iso.charCodeAt(iso.length - 1) === 90 /* Z */ || !NEEDS_ZONE.test(iso)) t = Date.parse(iso);
  else t = Date.parse(`${iso}Z`);
  if (Number.isNaN(t)) throw new RangeError(`Invalid ISO-8601 instant: ${JSON.stringify(iso)}`);
  return t;
}

// A date-time (has a 'T' and a time) that ends without 'Z' or a ±hh:mm / ±hhmm offset.
const NEEDS_ZONE = /T\d\d:\d\d(?::\d\d(?:\.\d+)?)?$/;
