import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../../schemas/orders';
import { countryOptions } from './countries';

describe('the billing form’s country list', () => {
  it('names every country the schema accepts, in the page language', () => {
    const german = countryOptions('de');
    expect(german.map((country) => country.code).sort()).toEqual([...countryCodes].sort());
    expect(german.find((country) => country.code === 'CZ')?.name).toBe('Tschechien');
    expect(countryOptions('ja').find((country) => country.code === 'DE')?.name).toBe('ドイツ');
    expect(countryOptions('en').find((country) => country.code === 'DE')?.name).toBe('Germany');
  });

  it('sorts as the language sorts: Österreich among the O’s in German, not after Z', () => {
    const names = countryOptions('de').map((country) => country.name);
    const austria = names.indexOf('Österreich');
    expect(austria).toBeGreaterThan(names.indexOf('Oman'));
    expect(austria).toBeLessThan(names.indexOf('Pakistan'));
    const english = countryOptions('en').map((country) => country.name);
    expect(english.indexOf('Åland Islands')).toBeLessThan(english.indexOf('Albania'));
  });
});
