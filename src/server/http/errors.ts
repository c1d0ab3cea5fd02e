import type { MessageKey } from '../../i18n/en';

/** An error the client should see: a status, a dictionary key for the message, maybe headers. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503,
    readonly key: MessageKey,
    readonly values?: Record<string, string | number>,
    readonly headers?: Record<string, string>,
  ) {
    super(key);
  }
}

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'error.tooManyRequests', { seconds: retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });
}
