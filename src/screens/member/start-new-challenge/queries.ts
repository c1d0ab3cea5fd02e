import { atom } from 'nanostores';
import { keyOf } from '../../../api/keys';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';

/** What the configurator fetches: the catalogue, how the member may pay, the price of a choice. */

export type Catalogue = Answer<typeof rpc.api.challenges.$get>;
export type CatalogueProduct = Catalogue['items'][number];
export type OrderOptions = Answer<typeof rpc.api.orders.options.$get>;
export type Quote = Answer<typeof rpc.api.orders.quote.$post>;
export type QuoteInput = Parameters<typeof rpc.api.orders.quote.$post>[0]['json'];
export type PlacedOrder = Answer<typeof rpc.api.orders.$post>;
export type CreateOrderBody = Parameters<typeof rpc.api.orders.$post>[0]['json'];
export type AccountList = Answer<typeof rpc.api.accounts.$get>;

export const $catalogue = createQuery<Catalogue>([keyOf('catalogue')], {
  fetcher: () => call(rpc.api.challenges.$get()),
});

export const $orderOptions = createQuery<OrderOptions>([keyOf('orderOptions')], {
  fetcher: () => call(rpc.api.orders.options.$get()),
});

/**
 * The price of the current choice for the current buyer (the VAT or reverse charge depends on
 * country, type and VAT number), with the applied discount code. The input, as JSON, is the key.
 */
export const $quoteInput = atom<string | null>(null);

export const $quote = createQuery<Quote>([keyOf('quote'), $quoteInput], {
  fetcher: (_, input) => call(rpc.api.orders.quote.$post({ json: JSON.parse(String(input)) as QuoteInput })),
});

/** A quote for a discount code the member wants to apply: a refusal is shown next to the field. */
export function quoteOnce(input: QuoteInput, fallback: string): Promise<Quote> {
  return call(rpc.api.orders.quote.$post({ json: input }), fallback);
}

export function placeOrder(body: CreateOrderBody, fallback: string): Promise<PlacedOrder> {
  return call(rpc.api.orders.$post({ json: body }), fallback);
}

export function fetchOrder(id: string, fallback: string) {
  return call(rpc.api.orders[':id'].$get({ param: { id } }), fallback);
}

/** The accounts of the paid order, to show the new one's login (the newest accounts first). */
export const $paidOrderId = atom<string | null>(null);

export const $newAccounts = createQuery<AccountList>([keyOf('checkoutAccounts'), $paidOrderId], {
  fetcher: () => call(rpc.api.accounts.$get({ query: { status: 'all', sort: '-started', pageSize: '10' } })),
});
