import { isLocale, localizePath } from '../i18n/locales';

/**
 * The page's language and the way to the login page. Kept apart from the HTTP client so code that
 * only navigates (the session on a signed-out page) does not load the client.
 */
export function pageLocale() {
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
}

export function goToLogin(): void {
  window.location.assign(localizePath('/auth/login', pageLocale()));
}
