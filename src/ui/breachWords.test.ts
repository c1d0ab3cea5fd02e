import { describe, expect, it } from 'vitest';
import { translator } from '../i18n';
import { breachWords } from './breachWords';

const trailing = { dailyLossBasis: 'balance', maxLossMode: 'trailing' };
const facts = {
  rule: 'maxLoss',
  equity: 1_000_000,
  basis: 1_150_000,
  limitPct: 10,
  limitAmount: 100_000,
  initialBalance: 1_000_000,
  currency: 'USD',
  trigger: { time: '2026-03-04T10:00:00Z', kind: 'equity' as const },
};

describe('the breach receipt in words', () => {
  it('a trailing floor capped at the initial balance names the highest balance it trailed', () => {
    const words = breachWords({ ...facts, floor: 1_000_000, paidOut: 0 }, trailing, translator('en'), 'en');
    expect(words.formula).toBe(
      'maximum loss floor = highest end-of-day balance $11,500.00 − 10% × $10,000.00 = $10,000.00 (never above $10,000.00)',
    );
  });

  it('after a payout the formula says the cap moved with the money paid out', () => {
    const words = breachWords({ ...facts, floor: 960_000, equity: 955_000, paidOut: 40_000 }, trailing, translator('en'), 'en');
    expect(words.formula).toBe(
      'maximum loss floor = highest end-of-day balance $11,500.00 − 10% × $10,000.00, at most the initial balance less the $400.00 paid out, at least $9,000.00 = $9,600.00',
    );
  });
});
