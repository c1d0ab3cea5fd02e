import { FetchError, ofetch } from 'ofetch';
import { publicConfig } from '../config/public';
import { storage, storageKeys } from '../stores/storage';
import { goToLogin, pageLocale } from './navigation';

/**
 * The one HTTP client of the islands (seed §7, DESIGN.md §4): same origin unless PUBLIC_API_URL
 * says otherwise, cookies included, JSON accepted, the stored token as bearer, the page's
 * language as Accept-Language. For calls made with a token, 401 forgets the token and goes to the
 * login page, and 403 with a message also keeps that message for the login page to show once.
 */
const base = { baseURL: publicConfig.apiUrl || undefined, credentials: 'include', retry: 0 } as const;

function jsonHeaders(init: HeadersInit | undefined): Headers {
  const headers = new Headers(init);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', pageLocale());
  return headers;
}

export const api = ofetch.create({
  ...base,
  onRequest({ options }) {
    const headers = jsonHeaders(options.headers);
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
  ...base,
  onRequest({ options }) {
    options.headers = jsonHeaders(options.headers);
  },
});

/** A form's POST: the answer, or an Error carrying the server's message (or the fallback). */
export async function postForm<T = unknown>(path: string, body: Record<string, unknown>, fallback: string): Promise<T> {
  try {
    return await publicApi<T>(path, { method: 'POST', body });
  } catch (error) {
    throw new Error(serverMessage(error, fallback));
  }
}

/** The server's `{ message }` when it sent one, else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof FetchError) {
    const message = (error.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

export { FetchError, goToLogin, pageLocale };
