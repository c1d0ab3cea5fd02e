import { describe, expect, it } from 'vitest';

/** ICU versions differ in which no-break space they put before a unit. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

import { formatAge, formatDate, formatDuration, formatMoney, formatPercent, toMajor } from './format';

describe('numbers a trader reads follow the page locale', () => {
  it('formats minor units as money in the locale, with the currency’s own decimals', () => {
    expect(formatMoney(10_125_050, 'USD', 'en')).toBe('$101,250.50');
    expect(spaced(formatMoney(10_125_050, 'USD', 'de'))).toBe('101.250,50 $');
    expect(formatMoney(10_125_050, 'USD', 'ja')).toBe('$101,250.50');
    expect(formatMoney(125_000, 'JPY', 'ja')).toBe('￥125,000');
    expect(toMajor(125_000, 'JPY')).toBe(125_000);
  });

  it('shows the sign of a profit or a loss when asked', () => {
    expect(formatMoney(-203_049, 'USD', 'en', { signed: true })).toBe('-$2,030.49');
    expect(formatMoney(29_105, 'USD', 'en', { signed: true })).toBe('+$291.05');
    expect(formatMoney(0, 'USD', 'en', { signed: true })).toBe('$0.00');
  });

  it('formats ratios and percentage points', () => {
    expect(formatPercent(-0.0203, 'en', { signed: true })).toBe('-2.03%');
    expect(spaced(formatPercent(5, 'fr', { points: true }))).toBe('5 %');
  });

  it('shows a countdown as h:mm:ss and an age in words of the locale', () => {
    expect(formatDuration(13 * 3600 + 24 * 60 + 31, 'en')).toBe('13:24:31');
    expect(formatDuration(-5, 'en')).toBe('0:00:00');
    expect(formatAge(12, 'en')).toBe('12 sec. ago');
    expect(formatAge(180, 'de')).toBe('vor 3 Min.');
  });

  it('shows a moment in a named zone', () => {
    expect(formatDate('2026-11-23T23:00:00Z', 'en', 'dateTime', { timeZone: 'Europe/Prague' })).toBe('Nov 24, 2026, 12:00 AM');
    expect(formatDate('2026-11-23T23:00:00Z', 'ja', 'dateTime', { timeZone: 'Asia/Tokyo' })).toBe('2026/11/24 8:00');
  });
});
