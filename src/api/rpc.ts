import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { publicConfig } from '../config/public';
import type { AppType } from '../server/app';
import { mayAskBeforeRouting, pageAllowed } from '../stores/pageAccess';
import { storage, storageKeys } from '../stores/storage';
import { goToLogin, pageLocale } from './navigation';

/**
 * The typed API client of the islands: request and response types come from the server's own
 * routes (Hono `hc` over the chained AppType), so a changed response shape fails `npm run check`.
 * No answer reaches an island of an app page before role routing has let the visitor stay
 * (src/stores/pageAccess.ts); the call itself leaves at once when this page's area is the one the
 * stored token's user was last let into, beside the session's check (docs/decisions/041).
 * Every call carries JSON Accept, the page's language and the stored token; for calls made with a
 * token, 401 forgets it and goes to login, 403 with a message keeps the message for the login page
 * (seed §4, §8). Other failures reach the caller as an ApiError with the server's message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** What every call carries: JSON accepted (streams and downloads ask for their own type) and the page's language. */
function apiHeaders(init: HeadersInit | undefined): Headers {
  const headers = new Headers(init);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('Accept-Language', pageLocale());
  return headers;
}

async function authorisedFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const early = mayAskBeforeRouting();
  if (!early) await pageAllowed();
  const headers = apiHeaders(init.headers);
  const token = storage.get(storageKeys.token);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(input, { ...init, headers, credentials: 'include' });
  // A visitor routing sends elsewhere never sees the answer, nor is signed out by its 403.
  if (early) await pageAllowed();
  if (token && (response.status === 401 || response.status === 403)) {
    const message = await messageOf(response.clone());
    if (response.status === 401) {
      storage.remove(storageKeys.token);
      goToLogin();
    } else if (message) {
      storage.set(storageKeys.authErrorMessage, message);
      storage.remove(storageKeys.token);
      goToLogin();
    }
  }
  return response;
}

/** The server's `{ message }` of a failed answer, if it sent one. */
export async function messageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

// An absolute base, so `$url()` works for streams and downloads; the server render never calls it.
const base = publicConfig.apiUrl || (typeof location === 'undefined' ? 'http://localhost' : location.origin);
export const rpc = hc<AppType>(base, { fetch: authorisedFetch });

/**
 * The same client for calls that decide themselves what a refusal means: the sign-in forms (login
 * itself, registration, password links) and the session's own calls (token check, stored user,
 * sign-out), which carry the token they are about. No token rules, no wait for role routing
 * (which waits for them).
 */
export const publicRpc = hc<AppType>(base, {
  fetch: (input: RequestInfo | URL, init: RequestInit = {}) =>
    fetch(input, { ...init, headers: apiHeaders(init.headers), credentials: 'include' }),
});

/** Headers a raw `fetch` (streams, downloads) needs to be treated like an `rpc` call. */
export { authorisedFetch };

/** The body type of a call's successful answers. */
export type OkBody<R> = R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never;

/**
 * Awaits an `rpc` call and answers its JSON body, typed from the route; a failed call throws an
 * ApiError carrying the server's `{ message }` (already in the page's language) or `fallback`.
 */
/** The body of a client method's successful answer: `Answer<typeof rpc.api.orders.$get>`. */
export type Answer<F extends (...args: never[]) => unknown> = OkBody<Awaited<ReturnType<F>>>;

export async function call<R extends ClientResponse<unknown, number, 'json'>>(request: Promise<R>, fallback = ''): Promise<OkBody<R>> {
  let response: R;
  try {
    response = await request;
  } catch {
    throw new ApiError(0, fallback);
  }
  if (!response.ok) throw new ApiError(response.status, (await messageOf(response as unknown as Response)) ?? fallback);
  return (await response.json()) as OkBody<R>;
}
