/**
 * Calendar days in a time zone, with Intl only (docs/definitions.md: "a day is a calendar day in the
 * product's reset time zone, midnight to midnight (23 or 25 hours when the clocks change)").
 * Written for the oracle, independently of src/domain/time.ts.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    // en-CA writes dates as YYYY-MM-DD.
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, f);
  }
  return f;
}

/** The calendar day ('YYYY-MM-DD') an instant (epoch ms) falls on in `zone`. */
export function dayOf(instant: number, zone: string): string {
  const parts = formatter(zone).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day after `day` ('YYYY-MM-DD'), on the calendar. */
export function nextDay(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`) + 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * The first instant of `day` in `zone` (its local midnight). Local dates never go back as time goes
 * on, so a binary search over the 30 hours around UTC midnight finds it to the millisecond, whatever
 * the offset or a clock change that night.
 */
export function startOfDay(day: string, zone: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  let lo = utcMidnight - 15 * 3_600_000; // still the day before, in every zone (offsets are within ±14 h)
  let hi = utcMidnight + 15 * 3_600_000; // already `day` or later
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (dayOf(mid, zone) >= day) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The first midnight strictly after `instant` in `zone`. */
export function nextMidnight(instant: number, zone: string): number {
  return startOfDay(nextDay(dayOf(instant, zone)), zone);
}

/** How long a day lasts, in hours (24, or 23/25 on a clock change). */
export function hoursOf(day: string, zone: string): number {
  return (startOfDay(nextDay(day), zone) - startOfDay(day, zone)) / 3_600_000;
}
