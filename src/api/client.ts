import { FetchError, ofetch } from 'ofetch';
import { publicConfig } from '../config/public';
import { pageLocale } from './navigation';

/**
 * Calls made without the token rules: the sign-in forms and the session's own checks (seed §7):
 * same origin unless PUBLIC_API_URL says otherwise, cookies included, JSON accepted, the page's
 * language as Accept-Language. Everything else goes through the typed client in ./rpc.ts, which
 * carries the token and its 401/403 rules.
 */
const base = { baseURL: publicConfig.apiUrl || undefined, credentials: 'include', retry: 0 } as const;

function jsonHeaders(init: HeadersInit | undefined): Headers {
  const headers = new Headers(init);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', pageLocale());
  return headers;
}

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

export { FetchError };
