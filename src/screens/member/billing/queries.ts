import { atom, computed } from 'nanostores';
import { createQuery } from '../../../api/query';
import { call, type OkBody, rpc } from '../../../api/rpc';
import { $search } from '../../../ui/urlState';

/** What the billing screen (and the configurator's results) fetch: orders and billing details. */
const orders = rpc.api.orders;
type Answer<F extends (...args: never[]) => unknown> = OkBody<Awaited<ReturnType<F>>>;

export type OrderList = Answer<typeof orders.$get>;
export type OrderRow = OrderList['items'][number];
export type OrderDetail = Answer<(typeof orders)[':id']['$get']>;
export type Instructions = OrderDetail['instructions'];
export type BankTransfer = Extract<Instructions, { kind: 'bankTransfer' }>;
export type BillingDetailsAnswer = Answer<typeof rpc.api.billing.details.$get>;

/** The list's query string is its key: its page, size, sort and status live in the URL. */
const $listQuery = computed($search, (search) => search || '?');

export const $orderList = createQuery<OrderList>(['orders', $listQuery], {
  fetcher: (_, search) => call(orders.$get({ query: Object.fromEntries(new URLSearchParams(String(search))) })),
});

/** The order whose details are open (a dialog on the billing page); null: none, nothing fetched. */
export const $openOrderId = atom<string | null>(null);

export const $openOrder = createQuery<OrderDetail>(['order/', $openOrderId], {
  fetcher: (_, id) => call(orders[':id'].$get({ param: { id: String(id) } })),
});

export const $billingDetails = createQuery<BillingDetailsAnswer>(['billing/details'], {
  fetcher: () => call(rpc.api.billing.details.$get()),
});

/** Where an invoice's or credit note's PDF is downloaded (both are invoices rows). */
export function documentPdfUrl(documentId: string): string {
  return rpc.api.invoices[':id'].pdf.$url({ param: { id: documentId } }).toString();
}
