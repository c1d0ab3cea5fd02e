import { type SQLWrapper, sql } from 'drizzle-orm';

/**
 * An ILIKE pattern matching `text` anywhere: `%`, `_` and `\` typed into a search box are searched
 * for literally, not taken as wildcards.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `column` names a user whose email or "first last" name contains `pattern` (a first or last name
 * alone is within "first last"). The users are found once, through the trigram indexes (migration
 * 0009), as an array; the rows naming them are then read through the column's own index, and the
 * condition can be OR-ed with other indexed ones (a bitmap OR), which a subquery could not be.
 */
export const namesUserMatching = (column: SQLWrapper, pattern: string) =>
  sql`${column} = any(array(select u.id from users u where u.email ilike ${pattern} or (u.first_name || ' ' || u.last_name) ilike ${pattern}))`;
