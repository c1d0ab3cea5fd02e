import { computed } from 'nanostores';
import { keyOf } from '../../../api/keys';
import { defineList } from '../../../api/list';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';
import { $search } from '../../../ui/urlState';

/**
 * What the payout queue fetches: one page of the queue (its query in the URL), the figures for the
 * same filters, and the payout under review. All three are the resource `admin.payouts`, so one
 * refresh after an action asks for all three again.
 */
const payouts = rpc.api.admin.payouts;

export type AdminPayoutList = Answer<typeof payouts.$get>;
export type AdminPayoutRow = AdminPayoutList['items'][number];
export type PayoutSummary = Answer<typeof payouts.summary.$get>;

/** `review` is the payout in the side panel: a reload or a shared link asks for the same page without it. */
export const payoutList = defineList({
  key: 'admin.payouts',
  endpoint: (query) => call(payouts.$get({ query })),
  defaults: { page: '1', pageSize: '25', sort: '-requested', status: '', method: '', from: '', to: '', q: '', review: '' },
  filters: ['status', 'method', 'from', 'to', 'q'],
  ignore: ['review'],
});
/** The summary counts by status, so it takes every filter but that one. */
const summaryFilters = ['method', 'from', 'to', 'q'] as const;

const urlParams = (search: string) => new URLSearchParams(search);

const $summaryQuery = computed($search, (search) => {
  const params = urlParams(search);
  return `?${new URLSearchParams(summaryFilters.flatMap((name) => (params.get(name) ? [[name, params.get(name) as string]] : [])))}`;
});
const $reviewId = computed($search, (search) => urlParams(search).get('review') || null);

export const $payoutSummary = createQuery<PayoutSummary>([keyOf('admin.payouts', 'summary'), $summaryQuery], {
  fetcher: (_, search) => call(payouts.summary.$get({ query: Object.fromEntries(urlParams(String(search))) })),
});

export const $reviewedPayout = createQuery<AdminPayoutRow>([keyOf('admin.payouts', 'one/'), $reviewId], {
  fetcher: (_, id) => call(payouts[':id'].$get({ param: { id: String(id) } })),
});

export const actions = {
  /** `riskOverride`: the reason to approve despite the account's risk flags. */
  approve: (id: string, riskOverride?: string) =>
    call(payouts[':id'].approve.$post({ param: { id }, json: riskOverride ? { riskOverride } : {} })),
  reject: (id: string, reason: string) => call(payouts[':id'].reject.$post({ param: { id }, json: { reason } })),
  pay: (id: string, reference: string) => call(payouts[':id'].pay.$post({ param: { id }, json: { reference } })),
};
