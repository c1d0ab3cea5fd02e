import { publicConfig } from '../config/public';
import { type Locale, localizePath, splitLocale } from '../i18n/locales';
import { storage } from './storage';

/** Stores the choice and moves to the same page in that language. */
export function switchLanguage(locale: Locale): void {
  storage.setJson(publicConfig.i18nConfigKey, { selectedLang: locale });
  const { path } = splitLocale(window.location.pathname);
  window.location.assign(localizePath(path, locale) + window.location.search + window.location.hash);
}

/**
 * Runs inline in <head>: an unprefixed (English) URL visited by someone who chose another
 * language goes to that language's page before anything renders. Self-contained on purpose.
 */
export function languageBootScript(key: string, prefixed: string[]): void {
  let lang: unknown;
  try {
    lang = JSON.parse(localStorage.getItem(key) || '{}').selectedLang;
  } catch {}
  const first = location.pathname.split('/')[1] ?? '';
  if (typeof lang === 'string' && prefixed.includes(lang) && !prefixed.includes(first)) {
    location.replace(`/${lang}${location.pathname === '/' ? '/' : location.pathname}${location.search}${location.hash}`);
  }
}
