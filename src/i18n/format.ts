/**
 * What a reader sees filled in, for the server's messages and the islands alike: numbers a trader
 * reads in the page's locale (Intl), and message templates' `{name}` placeholders. Money arrives in integer minor units with
 * its currency; times arrive as UTC ISO-8601 and are shown in the viewer's zone unless a zone is
 * given (the firm's reset zone, for example).
 */
/** Formatters, and what is read from them, made once per key: building either is the costly part. */
const cache = new Map<string, unknown>();
function cached<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/** Minor units per major unit for a currency (JPY has none, most have two). */
export function minorDigits(currency: string): number {
  return cached(
    `digits|${currency}`,
    () => new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits as number,
  );
}

export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** `whole` drops the minor digits of a whole amount ("$10,000", not "$10,000.00"): sizes and limits read better. */
export function formatMoney(minor: number, currency: string, locale: string, options: { signed?: boolean; whole?: boolean } = {}): string {
  const format = cached(
    `money|${locale}|${currency}|${options.signed ? 1 : 0}|${options.whole ? 1 : 0}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        signDisplay: options.signed ? 'exceptZero' : 'auto',
        ...(options.whole && { trailingZeroDisplay: 'stripIfInteger' as const }),
      }),
  ) as Intl.NumberFormat;
  return format.format(toMajor(minor, currency));
}

/** `ratio` 0.125 → "12.5%"; `points` true formats 12.5 as "12.5%". */
export function formatPercent(
  value: number,
  locale: string,
  options: { signed?: boolean; points?: boolean; digits?: number } = {},
): string {
  const digits = options.digits ?? 2;
  const format = cached(
    `pct|${locale}|${options.signed ? 1 : 0}|${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: digits,
        signDisplay: options.signed ? 'exceptZero' : 'auto',
      }),
  ) as Intl.NumberFormat;
  return format.format(options.points ? value / 100 : value);
}

/** `compact` shortens where space is tight ("1.2K", with Intl's own rounding: `digits` is then ignored); `signed` shows + and −. */
export function formatNumber(value: number, locale: string, digits = 2, options: { signed?: boolean; compact?: boolean } = {}): string {
  const signDisplay = options.signed ? 'exceptZero' : 'auto';
  const format = cached(`num|${locale}|${digits}|${options.signed ? 1 : 0}|${options.compact ? 1 : 0}`, () =>
    options.compact
      ? new Intl.NumberFormat(locale, { notation: 'compact', signDisplay })
      : new Intl.NumberFormat(locale, { maximumFractionDigits: digits, signDisplay }),
  ) as Intl.NumberFormat;
  return format.format(value);
}

type DateStyle = 'date' | 'dateTime' | 'time' | 'monthYear' | 'weekday' | 'precise';
const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  monthYear: { month: 'long', year: 'numeric' },
  weekday: { weekday: 'short' },
  /** To the millisecond, with the zone: evidence that compares instants (the risk desk's). */
  precise: {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    timeZoneName: 'short',
  },
};

/** A moment in the viewer's zone, or in `timeZone`; `withZone` appends the zone's short name. */
export function formatDate(
  value: string | number | Date,
  locale: string,
  style: DateStyle = 'dateTime',
  options: { timeZone?: string; withZone?: boolean } = {},
): string {
  const format = cached(
    `date|${locale}|${style}|${options.timeZone ?? ''}|${options.withZone ? 1 : 0}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        ...(options.withZone && style !== 'date'
          ? { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }
          : dateOptions[style]),
        ...(options.timeZone && { timeZone: options.timeZone }),
      }),
  ) as Intl.DateTimeFormat;
  return format.format(new Date(value));
}

/** A YYYY-MM-DD calendar day, shown as a date without shifting it through a time zone. */
export function formatDay(day: string, locale: string, style: 'date' | 'weekday' = 'date'): string {
  return formatDate(`${day}T12:00:00Z`, locale, style, { timeZone: 'UTC' });
}

/** "12 s ago", "3 min ago" in the page's language. */
export function formatAge(seconds: number, locale: string): string {
  const format = cached(
    `rel|${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }),
  ) as Intl.RelativeTimeFormat;
  if (seconds < 60) return format.format(-Math.max(0, Math.floor(seconds)), 'second');
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return format.format(-Math.floor(seconds / 3600), 'hour');
  return format.format(-Math.floor(seconds / 86_400), 'day');
}

/** A countdown as h:mm:ss (hours may exceed 24 only for long waits), digits in the page's locale. */
export function formatDuration(totalSeconds: number, locale: string): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const two = cached(
    `dur|${locale}`,
    () => new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }),
  ) as Intl.NumberFormat;
  const one = cached(`dur1|${locale}`, () => new Intl.NumberFormat(locale, { useGrouping: false })) as Intl.NumberFormat;
  return `${one.format(Math.floor(s / 3600))}:${two.format(Math.floor((s % 3600) / 60))}:${two.format(s % 60)}`;
}

/** The viewer's own IANA zone (for "in your time"). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Replaces `{name}` placeholders; shared by the server-side translator and the islands. */
export function format(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
