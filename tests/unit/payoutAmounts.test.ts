import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimumPayout, payableOf, withdrawnFor } from '../../src/server/payouts/eligibility';

describe('payout amounts', () => {
  it('pays the profit times the split, rounded down to the minor unit, and nothing without profit', () => {
    expect(payableOf({ balance: 1_050_001, initialBalance: 1_000_000 }, 80)).toBe(40_000);
    expect(payableOf({ balance: 1_000_000, initialBalance: 1_000_000 }, 80)).toBe(0);
    expect(payableOf({ balance: 990_000, initialBalance: 1_000_000 }, 90)).toBe(0);
  });

  it('takes from the account the profit whose share is the amount: enough to cover it, never more than the profit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.integer({ min: 1, max: 100 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (profit, split, part) => {
          const account = { balance: 1_000_000 + profit, initialBalance: 1_000_000 };
          const payable = payableOf(account, split);
          fc.pre(payable >= 1);
          const amount = Math.max(1, Math.floor(payable * part));
          const withdrawn = withdrawnFor(amount, account, split);
          expect(withdrawn).toBeLessThanOrEqual(profit);
          expect(Math.floor((withdrawn * split) / 100)).toBeGreaterThanOrEqual(amount);
        },
      ),
    );
    expect(withdrawnFor(40_000, { balance: 1_050_000, initialBalance: 1_000_000 }, 80)).toBe(50_000);
  });

  it('reads the minimum in the currency’s major units', () => {
    expect(minimumPayout(50, 'USD')).toBe(5_000);
    expect(minimumPayout(50, 'JPY')).toBe(50);
    expect(minimumPayout(99.5, 'EUR')).toBe(9_950);
  });
});
