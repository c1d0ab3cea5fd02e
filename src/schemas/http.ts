import * as v from 'valibot';

/**
 * Answers shared by every resource (DESIGN.md §4): the shapes the server's views are typed by and
 * /api/openapi.json documents, so the document cannot say other than what the server answers.
 */

/** Every error, and every answer that only confirms: a sentence in the caller's language. */
export const MessageSchema = v.pipe(
  v.object({ message: v.string() }),
  v.metadata({ ref: 'Message' }),
  v.description('A sentence in the language of the request (Accept-Language).'),
);

/** A count of items: whole and never negative. */
export const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Money in minor units of its currency (cents). */
export const minorUnitsSchema = v.pipe(v.number(), v.integer());
/** A time in UTC, ISO-8601 (`2026-01-31T12:00:00.000Z`). */
export const timeSchema = v.pipe(v.string(), v.isoTimestamp());

/** One page of a list: `{ items, total, page, pageSize }` (DESIGN.md §8). */
export const pageOf = <const Item extends v.GenericSchema>(item: Item) =>
  v.object({
    items: v.array(item),
    total: countSchema,
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  });
