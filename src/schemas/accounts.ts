import * as v from 'valibot';
import { accountListStatuses, accountSorts } from './enums';

/**
 * GET /api/accounts: `?status=active|all&page&pageSize&sort` (the accounts screen keeps them in
 * its URL). A wrong value answers 400 "<field> is not valid" in the caller's language.
 */
const pageNumber = (max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, 'validation.notValid'),
    v.toNumber(),
    v.minValue(1, 'validation.notValid'),
    v.maxValue(max, 'validation.notValid'),
  );

export const AccountListQuerySchema = v.object({
  status: v.optional(v.picklist(accountListStatuses, 'validation.notValid'), 'active'),
  page: v.optional(pageNumber(100_000), '1'),
  pageSize: v.optional(pageNumber(100), '10'),
  sort: v.optional(v.picklist(accountSorts, 'validation.notValid'), '-started'),
});
export type AccountListQuery = v.InferOutput<typeof AccountListQuerySchema>;
