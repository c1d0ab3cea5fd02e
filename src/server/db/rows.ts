import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from './index';

/**
 * The rows a raw statement answers. node-postgres and PGlite both answer `{ rows }`, but `Db`
 * spans both drivers, so drizzle types the result as unknown: this is the one place that says so.
 * Drivers answer bigint and numeric columns as text, so type those as strings.
 */
export async function rows<Row extends Record<string, unknown>>(db: Db, query: SQLWrapper): Promise<Row[]> {
  const result = (await db.execute<Row>(query)) as { rows: Row[] };
  return result.rows;
}
