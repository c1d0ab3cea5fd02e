import { describe, expect, it } from 'vitest';
import { formatWait } from './wait';

describe('how long a payout waited', () => {
  it('says minutes under an hour, hours under two days, days after, rounded down', () => {
    expect(formatWait(0, 'en')).toBe('0 minutes');
    expect(formatWait(59 * 60 + 59, 'en')).toBe('59 minutes');
    expect(formatWait(3 * 3600, 'en')).toBe('3 hours');
    expect(formatWait(47.99 * 3600, 'en')).toBe('47.9 hours');
    expect(formatWait(2.55 * 86_400, 'en')).toBe('2.5 days');
  });

  it('speaks the page’s language', () => {
    expect(formatWait(3 * 86_400, 'de')).toBe('3 Tage');
    expect(formatWait(1.5 * 3600, 'de')).toBe('1,5 Stunden');
  });
});
