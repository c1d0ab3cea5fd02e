import type { MessageKey } from '../i18n/en';

/** An amount of money in a message, formatted in the caller's language. */
export type MoneyValue = { minor: number; currency: string };
export type MessageValues = Record<string, string | number | MoneyValue>;

/**
 * What went wrong, in the domain's words; only the error edge (src/server/http/errors.ts) turns a
 * kind into an HTTP status, so services and jobs say what happened, not how to answer it.
 */
export type ErrorKind =
  | 'invalid' // the request cannot be done as asked (400)
  | 'unauthenticated' // no valid session or credentials (401)
  | 'forbidden' // known caller, not allowed (403)
  | 'notFound' // no such thing, or not the caller's to see (404)
  | 'conflict' // the thing's current state does not allow it (409)
  | 'tooLarge' // a body over its limit (413)
  | 'tooMany' // a limit on attempts; values.seconds says when to try again (429)
  | 'unavailable'; // a dependency is out of reach; try again later (503)

/** The one error a caller should see: a kind, a dictionary key for the message, its values. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly key: MessageKey,
    readonly values?: MessageValues,
  ) {
    super(key);
  }
}

/** A limit reached: the message and the Retry-After header both say when to try again. */
export function tooManyAttempts(retryAfterSeconds: number): DomainError {
  return new DomainError('tooMany', 'error.tooManyRequests', { seconds: retryAfterSeconds });
}
