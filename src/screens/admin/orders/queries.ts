import { computed } from 'nanostores';
import { createQuery } from '../../../api/query';
import { call, type OkBody, rpc } from '../../../api/rpc';
import { $search } from '../../../ui/urlState';

/** What the admin orders screen fetches: every order (its query in the URL) and the challenges to filter by. */
const orders = rpc.api.admin.orders;
type Answer<F extends (...args: never[]) => unknown> = OkBody<Awaited<ReturnType<F>>>;

export type AdminOrderList = Answer<typeof orders.$get>;
export type AdminOrderRow = AdminOrderList['items'][number];
export type ChallengeList = Answer<typeof rpc.api.admin.challenges.$get>;

/** The list's state as the URL holds it; an absent parameter has its default. */
export const listDefaults = {
  page: '1',
  pageSize: '25',
  sort: '-created',
  status: '',
  challengeId: '',
  provider: '',
  from: '',
  to: '',
  q: '',
};
export const filterNames = ['status', 'challengeId', 'provider', 'from', 'to', 'q'] as const;

/** The query string is the key: a reload or a shared link asks for the same page. */
const $listQuery = computed($search, (search) => search || '?');

export const $adminOrders = createQuery<AdminOrderList>(['admin/orders', $listQuery], {
  fetcher: (_, search) =>
    call(orders.$get({ query: { pageSize: listDefaults.pageSize, ...Object.fromEntries(new URLSearchParams(String(search))) } })),
});

export const $challenges = createQuery<ChallengeList>(['admin/challenges'], {
  fetcher: () => call(rpc.api.admin.challenges.$get()),
});

/** The export of what the table shows: its filters and sort, every page. */
export function exportUrl(): string {
  const current = new URLSearchParams(window.location.search);
  const query: Record<string, string> = {};
  for (const name of [...filterNames, 'sort'] as const) {
    const value = current.get(name);
    if (value) query[name] = value;
  }
  return orders['export.csv'].$url({ query }).toString();
}

export const actions = {
  markPaid: (id: string) => call(orders[':id']['mark-paid'].$post({ param: { id } })),
  refund: (id: string, reason: string) => call(orders[':id'].refund.$post({ param: { id }, json: { reason } })),
  cancel: (id: string) => call(orders[':id'].cancel.$post({ param: { id } })),
  confirmVat: (id: string) => call(orders[':id']['confirm-vat-number'].$post({ param: { id } })),
};
