/** The six interface languages. English is the default and is served without a path prefix. */
export const locales = ['en', 'de', 'es', 'fr', 'ja', 'zh'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language named in itself, for the language switcher. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  ja: '日本語',
  zh: '中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** A stored language (a user's, a document's) as a locale: English when it is none of ours. */
export function localeOr(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** Splits `/de/accounts` into `{ locale: 'de', path: '/accounts' }`; unprefixed paths are English. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (first && first !== defaultLocale && isLocale(first)) {
    return { locale: first, path: `/${rest.join('/')}` };
  }
  return { locale: defaultLocale, path: pathname || '/' };
}

/** The same page in another locale: `localizePath('/accounts', 'de')` → `/de/accounts`. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}/` : `/${locale}${clean}`;
}
