import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainError, ErrorKind } from '../errors';

/** The error edge's one table from what went wrong to the status that says it. */
export const statusOf = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooMany: 429,
  unavailable: 503,
} as const satisfies Record<ErrorKind, ContentfulStatusCode>;

/** Headers an answer to the error carries: when to try again after a limit. */
export function headersOf(error: DomainError): Record<string, string> {
  return error.kind === 'tooMany' && error.values?.seconds !== undefined ? { 'Retry-After': String(error.values.seconds) } : {};
}
