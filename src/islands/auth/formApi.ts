type FormRequests = typeof import('./formRequests');

let loading: Promise<FormRequests> | undefined;

/**
 * The forms' HTTP client (ofetch) and the geolocation lookup, loaded when a form is first used:
 * a visitor who only looks at the login page never downloads them (docs/decisions/008). Forms call
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

/** A form's POST (api/client.ts postForm); if the client cannot even be loaded, the fallback message. */
export async function postForm<T = unknown>(path: string, body: Record<string, unknown>, fallback: string): Promise<T> {
  const requests = await loadFormRequests().catch(() => {
    throw new Error(fallback);
  });
  return requests.postForm<T>(path, body, fallback);
}

/** The geolocation lookup before login (api/geolocation.ts): null when it cannot run. */
export async function lookUpGeolocation(): Promise<Record<string, unknown> | null> {
  const requests = await loadFormRequests().catch(() => null);
  return requests ? requests.lookUpGeolocation() : null;
}
