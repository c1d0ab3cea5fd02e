/**
 * How long a payout waited (or took), in the page's language: minutes under an hour, hours under
 * two days, days after that — "3 hr", "2.5 days", "45 分". Intl's unit formats, no words of our own.
 */
export function formatWait(seconds: number, locale: string): string {
  const unit = (name: 'minute' | 'hour' | 'day', value: number, digits: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long', maximumFractionDigits: digits }).format(value);
  if (seconds < 3600) return unit('minute', Math.max(0, Math.floor(seconds / 60)), 0);
  if (seconds < 2 * 86_400) return unit('hour', Math.floor((seconds / 3600) * 10) / 10, 1);
  return unit('day', Math.floor((seconds / 86_400) * 10) / 10, 1);
}
