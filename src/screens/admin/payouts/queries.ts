import { computed } from 'nanostores';
import { createQuery } from '../../../api/query';
import { call, type OkBody, rpc } from '../../../api/rpc';
import { $search } from '../../../ui/urlState';

/**
 * What the payout queue fetches: one page of the queue (its query in the URL), the figures for the
 * same filters, and the payout under review. Every key starts with `admin/payouts`, so one
 * revalidation after an action refreshes all three.
 */
const payouts = rpc.api.admin.payouts;
type Answer<F extends (...args: never[]) => unknown> = OkBody<Awaited<ReturnType<F>>>;

export type AdminPayoutList = Answer<typeof payouts.$get>;
export type AdminPayoutRow = AdminPayoutList['items'][number];
export type PayoutSummary = Answer<typeof payouts.summary.$get>;

/** The list's state as the URL holds it; an absent parameter has its default. `review` is the payout in the side panel. */
export const listDefaults = {
  page: '1',
  pageSize: '25',
  sort: '-requested',
  status: '',
  method: '',
  from: '',
  to: '',
  q: '',
  review: '',
};
export const filterNames = ['status', 'method', 'from', 'to', 'q'] as const;
/** The summary counts by status, so it takes every filter but that one. */
const summaryFilters = ['method', 'from', 'to', 'q'] as const;

const urlParams = (search: string) => new URLSearchParams(search);

/** The query string is the key: a reload or a shared link asks for the same page (the panel's payout aside). */
const $listQuery = computed($search, (search) => {
  const params = urlParams(search);
  params.delete('review');
  return `?${params}`;
});
const $summaryQuery = computed($search, (search) => {
  const params = urlParams(search);
  return `?${new URLSearchParams(summaryFilters.flatMap((name) => (params.get(name) ? [[name, params.get(name) as string]] : [])))}`;
});
const $reviewId = computed($search, (search) => urlParams(search).get('review') || null);

export const $adminPayouts = createQuery<AdminPayoutList>(['admin/payouts/list', $listQuery], {
  fetcher: (_, search) =>
    call(payouts.$get({ query: { pageSize: listDefaults.pageSize, ...Object.fromEntries(urlParams(String(search))) } })),
});

export const $payoutSummary = createQuery<PayoutSummary>(['admin/payouts/summary', $summaryQuery], {
  fetcher: (_, search) => call(payouts.summary.$get({ query: Object.fromEntries(urlParams(String(search))) })),
});

export const $reviewedPayout = createQuery<AdminPayoutRow>(['admin/payouts/one/', $reviewId], {
  fetcher: (_, id) => call(payouts[':id'].$get({ param: { id: String(id) } })),
});

export const actions = {
  approve: (id: string) => call(payouts[':id'].approve.$post({ param: { id } })),
  reject: (id: string, reason: string) => call(payouts[':id'].reject.$post({ param: { id }, json: { reason } })),
  pay: (id: string, reference: string) => call(payouts[':id'].pay.$post({ param: { id }, json: { reference } })),
};
