import { atom } from 'nanostores';
import { keyOf } from '../../../api/keys';
import { defineList } from '../../../api/list';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';

/** What the billing screen (and the configurator's results) fetch: orders and billing details. */
const orders = rpc.api.orders;

export type OrderList = Answer<typeof orders.$get>;
export type OrderRow = OrderList['items'][number];
export type OrderDetail = Answer<(typeof orders)[':id']['$get']>;
export type Instructions = OrderDetail['instructions'];
export type BankTransfer = Extract<Instructions, { kind: 'bankTransfer' }>;
export type BillingDetailsAnswer = Answer<typeof rpc.api.billing.details.$get>;

export const orderList = defineList({
  key: 'orders',
  endpoint: (query) => call(orders.$get({ query })),
  defaults: { page: '1', pageSize: '10', sort: '-created', status: '' },
  filters: ['status'],
});

/** The order whose details are open (a dialog on the billing page); null: none, nothing fetched. */
export const $openOrderId = atom<string | null>(null);

export const $openOrder = createQuery<OrderDetail>([keyOf('order'), $openOrderId], {
  fetcher: (_, id) => call(orders[':id'].$get({ param: { id: String(id) } })),
});

export const $billingDetails = createQuery<BillingDetailsAnswer>([keyOf('billingDetails')], {
  fetcher: () => call(rpc.api.billing.details.$get()),
});

/** Where an invoice's or credit note's PDF is downloaded (both are invoices rows). */
export function documentPdfUrl(documentId: string): string {
  return rpc.api.invoices[':id'].pdf.$url({ param: { id: documentId } }).toString();
}
