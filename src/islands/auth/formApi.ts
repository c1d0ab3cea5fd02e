import type { ClientResponse } from 'hono/client';
import type { OkBody } from '../../api/rpc';

type FormRequests = typeof import('./formRequests');
type PublicApi = FormRequests['publicRpc'];

let loading: Promise<FormRequests> | undefined;

/**
 * The forms' HTTP client (the typed client without the token rules) and the geolocation lookup,
 * loaded when a form is first used: a visitor who only looks at the login page never downloads
 * them (docs/decisions/008). Forms call
 * this on their first input so that submitting rarely waits for it; a failed load is retried.
 */
export function loadFormRequests(): Promise<FormRequests> {
  loading ??= import('./formRequests').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts loading in the background (an input event handler). */
export function preloadFormRequests(): void {
  loadFormRequests().catch(() => {});
}

/**
 * A sign-in form's call through the public client: its answer, or an error carrying the server's
 * message (or the fallback, also when the client cannot even be loaded).
 */
export async function publicCall<R extends ClientResponse<unknown, number, 'json'>>(
  send: (api: PublicApi['api']) => Promise<R>,
  fallback: string,
): Promise<OkBody<R>> {
  const requests = await loadFormRequests().catch(() => {
    throw new Error(fallback);
  });
  return requests.call(send(requests.publicRpc.api), fallback);
}

/** The geolocation lookup before login (api/geolocation.ts): null when it cannot run. */
export async function lookUpGeolocation(): Promise<Record<string, unknown> | null> {
  const requests = await loadFormRequests().catch(() => null);
  return requests ? requests.lookUpGeolocation() : null;
}
