import type * as v from 'valibot';
import { keyOf } from '../../../api/keys';
import { defineList } from '../../../api/list';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';
import type { AccountListQuerySchema } from '../../../schemas/accounts';
import type { forceActions } from '../../../schemas/enums';
import { $accountId } from '../../../stores/account';
import { $userId } from '../users/queries';

/** What the administrator's trading-account screens fetch and send (/api/admin). */
const admin = rpc.api.admin;

export type UserAccountList = Answer<(typeof admin.users)[':id']['accounts']['$get']>;
export type UserAccountRow = UserAccountList['items'][number];
export type ForceAction = (typeof forceActions)[number];

/**
 * One member's accounts; an administrator looks at every account first. The user is the edit
 * screen's $userId (src/screens/admin/users/queries.ts), so its $user names them.
 */
const defaults = { status: 'all', page: '1', pageSize: '10', sort: '-started' };
export const userAccountList = defineList({
  key: 'admin.userAccounts',
  scope: $userId,
  endpoint: (query, id) =>
    call(
      admin.users[':id'].accounts.$get({
        param: { id },
        // The server checks the address's values (400 with a message for a wrong one).
        query: { status: defaults.status, ...query } as v.InferInput<typeof AccountListQuerySchema>,
      }),
    ),
  defaults,
  filters: ['status'],
});

export const force = (id: string, action: ForceAction, reason: string) =>
  call(admin.accounts[':id'].force.$post({ param: { id }, json: { action, reason } }));

export type PlatformSide = Answer<(typeof admin.accounts)[':id']['platform']['$get']>;

/** The shown account on its trading platform, with the commands sent (goes on with the account id, so the live feed refreshes it). */
export const $platform = createQuery<PlatformSide>([keyOf('admin.platform'), $accountId], {
  fetcher: (_, accountId) => call(admin.accounts[':id'].platform.$get({ param: { id: String(accountId) } })),
});

export const retryCommand = (id: string) => call(admin['platform-commands'][':id'].retry.$post({ param: { id } }));
export const resetTradingPassword = (id: string) => call(admin.accounts[':id'].platform.password.$post({ param: { id } }));
export const setTradingState = (id: string, state: 'enabled' | 'disabled', reason: string) =>
  call(admin.accounts[':id'].platform['trading-state'].$post({ param: { id }, json: { state, reason } }));
