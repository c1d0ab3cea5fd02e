import { atom, computed } from 'nanostores';
import { accountResources, keyOf, refresh } from '../../../api/keys';
import { defineList } from '../../../api/list';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';
import type { EquityRange } from '../../../schemas/equity';
import { $accountId } from '../../../stores/account';

export { $account, type AccountView } from '../../../api/account';

/**
 * What the member's account screens fetch. Every key of an account's own answers goes on with the
 * account id, so the live feed can refresh everything shown for one account at once (refreshAccount).
 */
const accounts = rpc.api.accounts;

export type AccountList = Answer<typeof accounts.$get>;
export type DailyRows = Answer<(typeof accounts)[':id']['daily']['$get']>;
export type EquitySeries = Answer<(typeof accounts)[':id']['equity']['$get']>;
export type Statistics = Answer<(typeof accounts)[':id']['statistics']['$get']>;
export type TradePage = Answer<(typeof accounts)[':id']['trades']['$get']>;
export type BreachReceipt = Answer<(typeof accounts)[':id']['breach']['$get']>;
export type OpenPositions = Answer<(typeof accounts)[':id']['positions']['$get']>;
export type AfterCloseDeals = Answer<(typeof accounts)[':id']['after-close']['$get']>;

const id = (part: unknown) => String(part);

export const accountList = defineList({
  key: 'accounts',
  endpoint: (query) => call(accounts.$get({ query })),
  defaults: { status: 'active', page: '1', pageSize: '10', sort: '-started' },
  filters: ['status'],
});

/** The equity chart's window (a preset: the last day, week, or the whole life); kept while the page lives. */
export const $equityRange = atom<EquityRange>('all');

export const $equity = createQuery<EquitySeries>([keyOf('equity'), $accountId, '?', $equityRange], {
  // Up to 1000 points: the chart's time grid has at most 2000 positions, two per slot (chartData.ts).
  fetcher: (_, accountId, __, range) =>
    call(accounts[':id'].equity.$get({ param: { id: id(accountId) }, query: { points: '1000', range: range as EquityRange } })),
});

export const $statistics = createQuery<Statistics>([keyOf('statistics'), $accountId], {
  fetcher: (_, accountId) => call(accounts[':id'].statistics.$get({ param: { id: id(accountId) } })),
});

/** The account's closed trades; `day` is also what the calendar marks as chosen. */
export const tradeList = defineList({
  key: 'trades',
  scope: $accountId,
  endpoint: (query, id) => call(accounts[':id'].trades.$get({ param: { id }, query })),
  defaults: { page: '1', pageSize: '25', sort: '-time', symbol: '', day: '' },
  filters: ['symbol', 'day'],
});
export const $trades = tradeList.$list;

export const $positions = createQuery<OpenPositions>([keyOf('positions'), $accountId], {
  fetcher: (_, accountId) => call(accounts[':id'].positions.$get({ param: { id: id(accountId) } })),
});

/** The latest 200 deals reported after the close (a closed account's page asks once). */
export const $afterClose = createQuery<AfterCloseDeals>([keyOf('afterClose'), $accountId], {
  fetcher: (_, accountId) => call(accounts[':id']['after-close'].$get({ param: { id: id(accountId) }, query: { pageSize: '200' } })),
});

export const $breach = createQuery<BreachReceipt>([keyOf('breach'), $accountId], {
  fetcher: (_, accountId) => call(accounts[':id'].breach.$get({ param: { id: id(accountId) } })),
});

/** The month the calendar shows ('YYYY-MM' in the account's reset zone); null: the latest. */
export const $calendarMonth = atom<string | null>(null);

export const $daily = createQuery<DailyRows>([keyOf('daily'), $accountId, '?', computed($calendarMonth, (m) => m ?? 'latest')], {
  fetcher: (_, accountId, __, month) =>
    call(accounts[':id'].daily.$get({ param: { id: id(accountId) }, query: month === 'latest' ? {} : { month: String(month) } })),
});

/** Refetch everything on screen for an account (after a live event, or a reconnect). */
export function refreshAccount(accountId: string): void {
  refresh(accountResources, accountId);
  accountList.refresh();
}
