import { $accountId } from '../stores/account';
import { keyOf } from './keys';
import { createQuery } from './query';
import { type Answer, call, rpc } from './rpc';

/**
 * The picked trading account, shared by the account screens and the header's account id (one
 * cached answer), so no island reaches into a screen's queries for it.
 */
export type AccountView = Answer<(typeof rpc.api.accounts)[':id']['$get']>;

export const $account = createQuery<AccountView>([keyOf('account'), $accountId], {
  fetcher: (_, accountId) => call(rpc.api.accounts[':id'].$get({ param: { id: String(accountId) } })),
});
