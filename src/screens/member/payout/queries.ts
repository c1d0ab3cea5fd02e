import { atom } from 'nanostores';
import { keyOf } from '../../../api/keys';
import { defineList } from '../../../api/list';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';

/**
 * What the payout screen fetches. All of it is the resource `payouts`, so one refresh after a
 * request asks for the checklists, the saved destinations and the history again together.
 */
const payouts = rpc.api.payouts;

export type PayoutAccountList = Answer<typeof payouts.accounts.$get>;
export type PayoutAccount = PayoutAccountList['items'][number];
export type SavedDestinations = Answer<typeof payouts.destinations.$get>;
export type PayoutList = Answer<typeof payouts.$get>;
export type PayoutRow = PayoutList['items'][number];

export const $payoutAccounts = createQuery<PayoutAccountList>([keyOf('payouts', 'accounts')], {
  fetcher: () => call(payouts.accounts.$get()),
});

export const $savedDestinations = createQuery<SavedDestinations>([keyOf('payouts', 'destinations')], {
  fetcher: () => call(payouts.destinations.$get()),
});

/** The account the screen shows (picked, stored or the first funded one); null until the list has arrived. */
export const $payoutAccountId = atom<string | null>(null);

/** The history of the shown account, its page and size in the URL (no fetch without an account). */
export const payoutHistoryList = defineList({
  key: 'payouts',
  scope: $payoutAccountId,
  endpoint: (query, accountId) => call(payouts.$get({ query: { ...query, accountId } })),
  defaults: { page: '1', pageSize: '10', sort: '' },
  filters: [],
});

export function requestPayout(json: Parameters<typeof payouts.$post>[0]['json'], fallback: string) {
  return call(payouts.$post({ json }), fallback);
}
