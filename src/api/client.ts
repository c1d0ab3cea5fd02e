import { FetchError, ofetch } from 'ofetch';
import { publicConfig } from '../config/public';
import { isLocale, localizePath } from '../i18n/locales';
import { storage, storageKeys } from '../stores/storage';

/**
 * The one HTTP client of the islands (seed §7, DESIGN.md §4): same origin unless PUBLIC_API_URL
 * says otherwise, cookies included, JSON accepted, the stored token as bearer, the page's
 * language as Accept-Language. For calls made with a token, 401 forgets the token and goes to the
 * login page, and 403 with a message also keeps that message for the login page to show once.
 */
export function pageLocale() {
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
}

export function goToLogin(): void {
  window.location.assign(localizePath('/auth/login', pageLocale()));
}

export const api = ofetch.create({
  baseURL: publicConfig.apiUrl || undefined,
  credentials: 'include',
  retry: 0,
  onRequest({ options }) {
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', pageLocale());
    const token = storage.get(storageKeys.token);
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    options.headers = headers;
  },
  onResponseError({ response, options }) {
    const usedToken = new Headers(options.headers).has('Authorization');
    if (!usedToken || typeof window === 'undefined') return;
    const message = (response._data as { message?: unknown } | undefined)?.message;
    if (response.status === 401) {
      storage.remove(storageKeys.token);
      goToLogin();
    } else if (response.status === 403 && typeof message === 'string' && message) {
      storage.set(storageKeys.authErrorMessage, message);
      storage.remove(storageKeys.token);
      goToLogin();
    }
  },
});

/** Calls that must not trigger the token rules (login itself): no bearer header, no redirects. */
export const publicApi = ofetch.create({
  baseURL: publicConfig.apiUrl || undefined,
  credentials: 'include',
  retry: 0,
  onRequest({ options }) {
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', pageLocale());
    options.headers = headers;
  },
});

/** The server's `{ message }` when it sent one, else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof FetchError) {
    const message = (error.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

export { FetchError };
