import { minorDigits } from '../../../i18n/format';

/**
 * The amount field: the member types major units ("1250.50", or "1250,50" as many locales write
 * it), the API takes integer minor units. Parsed as text, never through floating point, so
 * 0.29 is 29 cents and not 28.999….
 */
export function parseAmount(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const pattern = digits > 0 ? new RegExp(`^(\\d{1,12})(?:[.,](\\d{0,${digits}}))?$`) : /^(\d{1,12})$/;
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units back to what the field shows ("1250.50"): plain digits, as the field accepts them. */
export function amountText(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}
