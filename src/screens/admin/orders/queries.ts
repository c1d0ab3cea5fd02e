import { keyOf } from '../../../api/keys';
import { defineList } from '../../../api/list';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';

/** What the admin orders screen fetches: every order (its query in the URL) and the challenges to filter by. */
const orders = rpc.api.admin.orders;

export type AdminOrderList = Answer<typeof orders.$get>;
export type AdminOrderRow = AdminOrderList['items'][number];
export type ChallengeList = Answer<typeof rpc.api.admin.challenges.$get>;

export const orderList = defineList({
  key: 'admin.orders',
  endpoint: (query) => call(orders.$get({ query })),
  defaults: { page: '1', pageSize: '25', sort: '-created', status: '', challengeId: '', provider: '', from: '', to: '', q: '' },
  filters: ['status', 'challengeId', 'provider', 'from', 'to', 'q'],
});

export const $challenges = createQuery<ChallengeList>([keyOf('admin.challenges')], {
  fetcher: () => call(rpc.api.admin.challenges.$get()),
});

/** The export of what the table shows: its filters and sort, every page. */
export function exportUrl(): string {
  const current = new URLSearchParams(window.location.search);
  const query: Record<string, string> = {};
  for (const name of [...orderList.filterNames, 'sort']) {
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
