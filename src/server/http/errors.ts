import type { MessageKey } from '../../i18n/en';

/** An amount of money in a message, formatted in the caller's language. */
export type MoneyValue = { minor: number; currency: string };
export type MessageValues = Record<string, string | number | MoneyValue>;

/** An error the client should see: a status, a dictionary key for the message, maybe headers. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503,
    readonly key: MessageKey,
    readonly values?: MessageValues,
    readonly headers?: Record<string, string>,
  ) {
    super(key);
  }
}

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'error.tooManyRequests', { seconds: retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });
}
