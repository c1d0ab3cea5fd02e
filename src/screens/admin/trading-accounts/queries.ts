import { computed } from 'nanostores';
import type * as v from 'valibot';
import { keyOf } from '../../../api/keys';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';
import type { AccountListQuerySchema } from '../../../schemas/accounts';
import type { forceActions } from '../../../schemas/enums';
import { $search } from '../../../ui/urlState';
import { $userId } from '../users/queries';

/** What the administrator's trading-account screens fetch and send (/api/admin). */
const admin = rpc.api.admin;

export type UserAccountList = Answer<(typeof admin.users)[':id']['accounts']['$get']>;
export type UserAccountRow = UserAccountList['items'][number];
export type ForceAction = (typeof forceActions)[number];

/** The list's state as the URL holds it; an administrator looks at every account first. */
export const listDefaults = { status: 'all', page: '1', pageSize: '10', sort: '-started' };

const $listQuery = computed($search, (search) => search || '?');

/** The user is the edit screen's $userId (src/screens/admin/users/queries.ts), so its $user names them. */
export const $userAccounts = createQuery<UserAccountList>([keyOf('admin.userAccounts'), $userId, $listQuery], {
  fetcher: (_, userId, search) =>
    call(
      admin.users[':id'].accounts.$get({
        param: { id: String(userId) },
        // The server checks the address's values (400 with a message for a wrong one).
        query: { status: listDefaults.status, ...Object.fromEntries(new URLSearchParams(String(search))) } as v.InferInput<
          typeof AccountListQuerySchema
        >,
      }),
    ),
});

export const force = (id: string, action: ForceAction, reason: string) =>
  call(admin.accounts[':id'].force.$post({ param: { id }, json: { action, reason } }));
