import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from './index';
import { rows } from './rows';

/** Lists count their matches exactly up to here; beyond, the planner's estimate (docs/decisions/032). */
export const exactCountLimit = 10_000;

/**
 * How many rows `matches` (a select of the list's filtered rows, without order or paging) yields:
 * exact up to `exactUpTo`, counted over at most that many rows; beyond, the planner's estimate of
 * the query's rows (never below the exact bound), so a list of half a million entries answers its
 * total without reading them all. The screens show it as the number of entries and pages.
 */
export async function countMatches(db: Database, matches: SQLWrapper, exactUpTo = exactCountLimit): Promise<number> {
  const [counted] = await rows<{ total: number | string }>(
    db,
    sql`select count(*)::int as total from (${matches} limit ${exactUpTo + 1}) as matches`,
  );
  const exact = Number(counted?.total ?? 0);
  if (exact <= exactUpTo) return exact;
  const [explained] = await rows(db, sql`explain (format json) ${matches}`);
  const plan = Object.values(explained ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[];
  const estimate = Math.round(Number(parsed[0]?.Plan?.['Plan Rows'] ?? 0));
  return Math.max(exact, estimate);
}

/**
 * A list's total once its page is read: a short page (fewer rows than its size, and some, or the
 * first page) ends the list, so the total is known without counting; otherwise `countMatches`.
 */
export async function totalOf(
  db: Database,
  matches: SQLWrapper,
  query: { page: number; pageSize: number },
  found: number,
): Promise<number> {
  const before = (query.page - 1) * query.pageSize;
  if (found < query.pageSize && (found > 0 || query.page === 1)) return before + found;
  return countMatches(db, matches);
}
