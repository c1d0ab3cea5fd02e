import { countryCodes } from '../../../schemas/orders';

/**
 * The country list of the billing form in the page's language: names from Intl.DisplayNames,
 * sorted as the language sorts them (Intl.Collator), so "Österreich" sits among the O's in German.
 */
export function countryOptions(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return countryCodes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}
