import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DomainError } from '../errors';
import { type AppEnv, translate } from './context';

/**
 * What a request body may be (docs/decisions/049, 050): how large, how deep, and what in it the
 * database can store. Nothing reads a body before its route does, after the route's own check of
 * who is asking; a route reads it through `validate('json', …)` or under a `limitBody` of its own.
 */

/**
 * Above this Content-Length the listener refuses any request before Hono sees it (src/server/node.ts):
 * larger than every route's own limit (the news import's 3 MB is the largest).
 */
export const BODY_CEILING = 4 * 1024 * 1024;

/** What a JSON body may weigh unless its route says more (`validate('json', schema, { maxSize })`). */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * A route's body limit, enforced where the route reads its body (after its check of who is
 * asking): a Content-Length over it is refused before a byte is read, a longer stream as soon as it
 * passes it.
 */
export const limitBody = (maxSize: number, onError: (c: Context) => Response | Promise<Response> = tooLarge) =>
  bodyLimit({ maxSize, onError });

/**
 * A body over its limit, in the caller's language. The rest of it is not read: the connection
 * closes after the answer rather than draining what the client still sends.
 */
export const tooLarge = (c: Context) => {
  c.header('Connection', 'close');
  return c.json({ message: translate(c as never, 'error.tooLarge') }, 413);
};

/**
 * A JSON body is checked for what the database cannot store as its route reads it (`json()` for
 * validated bodies, `text()` for the signed ones), so nothing reads a body before the route's own
 * checks of who is asking. Refused with 400 (the validator turns any failure of `json()` into one).
 */
export function refuseUnstorable(c: Context<AppEnv>) {
  if (!c.req.header('content-type')?.includes('json')) return;
  const { req } = c;
  const json = req.json.bind(req);
  const text = req.text.bind(req);
  const storable = <T>(value: T): T => {
    if (unfit(value)) throw new DomainError('invalid', 'error.badRequest');
    return value;
  };
  Object.assign(req, {
    json: async () => storable(await json()),
    text: async () => {
      const raw = await text();
      try {
        storable(JSON.parse(raw));
      } catch (error) {
        if (error instanceof DomainError) throw error;
        // Not JSON at all: its route answers that.
      }
      return raw;
    },
  });
}

/** No request of ours nests deeper; a deeper one is refused before anything walks it (a stack overflow was a 500). */
const MAX_JSON_DEPTH = 32;

/** A string PostgreSQL cannot store in text or jsonb: a NUL, or a lone surrogate (not well-formed UTF-16). */
const unstorable = (text: string) => text.includes('\0') || !text.isWellFormed();

/** Whether a JSON body cannot be stored or read safely: an unstorable string anywhere, or nested beyond MAX_JSON_DEPTH. */
function unfit(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (!value || typeof value !== 'object') return false;
  if (depth >= MAX_JSON_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => unfit(item, depth + 1));
  return Object.entries(value).some(([key, item]) => unstorable(key) || unfit(item, depth + 1));
}
