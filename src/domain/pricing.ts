/**
 * What an order costs (pure; amounts in minor units). Catalogue prices include VAT, as prices shown
 * to consumers must; the VAT inside a price is price × rate / (100 % + rate), rounded half up to the
 * minor unit. A reverse-charge buyer pays the price without the VAT and accounts for it themselves.
 */
import type { DiscountKind } from '../schemas/enums';

export type Discount = { kind: DiscountKind; value: number };

export type Pricing = {
  price: number;
  discount: number;
  /** VAT included in `total` (0 under the reverse charge). */
  vat: number;
  total: number;
};

const roundHalfUp = (value: number) => Math.floor(value + 0.5);

/** The amount a discount takes off a price: a percentage (rounded half up) or a fixed amount, never more than the price. */
export function discountOf(price: number, discount: Discount | null): number {
  if (!discount) return 0;
  const amount = discount.kind === 'percent' ? roundHalfUp((price * discount.value) / 100) : discount.value;
  return Math.min(Math.max(amount, 0), price);
}

/** `vatRate` in hundredths of a percent (2100 = 21 %). */
export function priceOrder(price: number, discount: Discount | null, vatRate: number, reverseCharge: boolean): Pricing {
  const off = discountOf(price, discount);
  const gross = price - off;
  const vatInside = roundHalfUp((gross * vatRate) / (10_000 + vatRate));
  return reverseCharge
    ? { price, discount: off, vat: 0, total: gross - vatInside }
    : { price, discount: off, vat: vatInside, total: gross };
}

/**
 * The EU reverse charge applies to a business buyer with a VAT number in another EU state than
 * the seller's (both in the EU).
 */
export function isReverseCharge(
  buyer: { type: string; country: string; vatNumber: string },
  sellerCountry: string,
  euCountries: readonly string[],
): boolean {
  return (
    buyer.type === 'Business' &&
    buyer.vatNumber !== '' &&
    buyer.country !== sellerCountry &&
    euCountries.includes(buyer.country) &&
    euCountries.includes(sellerCountry)
  );
}
