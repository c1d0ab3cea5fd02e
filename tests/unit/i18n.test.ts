import { describe, expect, it } from 'vitest';
import { dictionaries, format, locales, localizePath, splitLocale } from '../../src/i18n';
import { auditActions } from '../../src/server/audit';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  const english = dictionaries.en;
  for (const locale of locales) {
    it(`${locale} has exactly the English keys, none empty, with the same placeholders`, () => {
      const dictionary = dictionaries[locale];
      expect(Object.keys(dictionary).sort()).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(dictionary)) {
        expect(value.trim(), key).not.toBe('');
        expect(placeholders(value), key).toEqual(placeholders(english[key as keyof typeof english]));
      }
    });
  }

  it('translates the other locales (not English copies)', () => {
    for (const locale of locales.filter((l) => l !== 'en')) {
      const same = Object.entries(dictionaries[locale]).filter(([key, value]) => value === english[key as keyof typeof english]);
      // The brand name and a few international words (Dashboard, FAQ) may stay as they are.
      expect(same.length, `${locale}: ${same.map(([k]) => k).join(', ')}`).toBeLessThan(Object.keys(english).length * 0.08);
    }
  });

  it('names every action the audit log records (else the log shows its raw code)', () => {
    const unnamed = auditActions.filter((action) => !(`audit.action.${action}` in english));
    expect(unnamed).toEqual([]);
  });

  it('keeps the seed strings letter for letter in English', () => {
    expect(english['page.error404.title']).toBe("Oops! We can't find that page.");
    expect(english['page.error500.title']).toBe('System Error - Something went wrong! Please try again later.');
    expect(english['validation.passwordTooShort']).toBe('Password is too short - should be 8 characters minimum.');
    expect(english['success.registered']).toBe('Your account has been successfuly registered.');
    expect(english['app.tagline']).toBe('Your funding platform. All you need is here');
  });
});

describe('locale paths', () => {
  it('serves English unprefixed and the others under their code', () => {
    expect(localizePath('/auth/login', 'en')).toBe('/auth/login');
    expect(localizePath('/auth/login', 'de')).toBe('/de/auth/login');
    expect(localizePath('/', 'ja')).toBe('/ja/');
    expect(splitLocale('/zh/accounts')).toEqual({ locale: 'zh', path: '/accounts' });
    expect(splitLocale('/accounts')).toEqual({ locale: 'en', path: '/accounts' });
    expect(splitLocale('/en/accounts')).toEqual({ locale: 'en', path: '/en/accounts' });
  });

  it('fills placeholders', () => {
    expect(format('Account ID: {id}', { id: 42 })).toBe('Account ID: 42');
    expect(format('{name} is required')).toBe('{name} is required');
  });
});
