import * as v from 'valibot';
import { accountListStatuses, accountSorts } from './enums';
import { pageParam, wholeNumber } from './paging';

/**
 * GET /api/accounts: `?status=active|all&page&pageSize&sort` (the accounts screen keeps them in
 * its URL). A wrong value answers 400 "<field> is not valid" in the caller's language.
 */
export const AccountListQuerySchema = v.object({
  status: v.optional(v.picklist(accountListStatuses, 'validation.notValid'), 'active'),
  page: pageParam,
  pageSize: v.optional(wholeNumber(100), '10'),
  sort: v.optional(v.picklist(accountSorts, 'validation.notValid'), '-started'),
});
export type AccountListQuery = v.InferOutput<typeof AccountListQuerySchema>;
