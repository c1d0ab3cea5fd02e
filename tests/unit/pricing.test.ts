import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountOf, isReverseCharge, priceOrder } from '../../src/domain/pricing';
import { euCountries, isVatNumberOf } from '../../src/schemas/orders';

describe('order pricing', () => {
  it('takes a percentage off rounded half up, and a fixed amount never beyond the price', () => {
    expect(discountOf(9_900, { kind: 'percent', value: 15 })).toBe(1_485);
    expect(discountOf(9_950, { kind: 'percent', value: 15 })).toBe(1_493); // 1 492.5 rounds up
    expect(discountOf(9_900, { kind: 'fixed', value: 2_000 })).toBe(2_000);
    expect(discountOf(9_900, { kind: 'fixed', value: 20_000 })).toBe(9_900);
    expect(discountOf(9_900, null)).toBe(0);
  });

  it('finds the VAT inside a price that includes it', () => {
    expect(priceOrder(12_100, null, 2100, false)).toEqual({ price: 12_100, discount: 0, vat: 2_100, total: 12_100 });
    expect(priceOrder(9_900, { kind: 'percent', value: 10 }, 2100, false)).toEqual({
      price: 9_900,
      discount: 990,
      vat: 1_546,
      total: 8_910,
    });
  });

  it('charges a reverse-charge buyer the price without the VAT inside it', () => {
    expect(priceOrder(12_100, null, 2100, true)).toEqual({ price: 12_100, discount: 0, vat: 0, total: 10_000 });
  });

  it('never charges less than nothing nor more than the price, for any price, code and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_00 }),
        fc.option(
          fc.record({ kind: fc.constantFrom('percent' as const, 'fixed' as const), value: fc.integer({ min: 1, max: 100_000_00 }) }),
        ),
        fc.integer({ min: 0, max: 9_999 }),
        fc.boolean(),
        (price, code, rate, reverse) => {
          const discount = code && code.kind === 'percent' ? { ...code, value: Math.min(code.value, 100) } : code;
          const p = priceOrder(price, discount, rate, reverse);
          expect(p.total).toBeGreaterThanOrEqual(0);
          expect(p.total).toBeLessThanOrEqual(price - p.discount);
          expect(p.vat).toBeLessThanOrEqual(p.total);
        },
      ),
    );
  });

  it('applies the reverse charge only to an EU business with a VAT number outside the seller’s state', () => {
    const business = { type: 'Business', country: 'DE', vatNumber: 'DE136695976' };
    expect(isReverseCharge(business, 'CZ', euCountries)).toBe(true);
    expect(isReverseCharge(business, 'DE', euCountries)).toBe(false);
    expect(isReverseCharge({ ...business, vatNumber: '' }, 'CZ', euCountries)).toBe(false);
    expect(isReverseCharge({ ...business, type: 'Individual' }, 'CZ', euCountries)).toBe(false);
    expect(isReverseCharge({ ...business, country: 'US' }, 'CZ', euCountries)).toBe(false);
    expect(isReverseCharge(business, 'US', euCountries)).toBe(false);
  });
});

describe('VAT numbers', () => {
  it('checks the format and check digits of the chosen country, with or without its prefix', () => {
    expect(isVatNumberOf('DE', 'DE136695976')).toBe(true);
    expect(isVatNumberOf('DE', '136 695 976')).toBe(true);
    expect(isVatNumberOf('DE', 'DE136695977')).toBe(false);
    expect(isVatNumberOf('CZ', 'DE136695976')).toBe(false);
    expect(isVatNumberOf('GR', 'EL094259216')).toBe(true);
    // Outside the countries with known rules, a plausible tax number is taken as given.
    expect(isVatNumberOf('JP', 'T1234567890123')).toBe(true);
    expect(isVatNumberOf('JP', '<b>')).toBe(false);
  });
});
