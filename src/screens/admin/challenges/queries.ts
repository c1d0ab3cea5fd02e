import { atom } from 'nanostores';
import { keyOf, refresh } from '../../../api/keys';
import { defineList } from '../../../api/list';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';
import type { DiscountCodeInput, DiscountCodeUpdate } from '../../../schemas/orders';
import type { ChallengeInput } from '../../../schemas/trading';
import { $challenges, type ChallengeList } from '../orders/queries';

/**
 * What the challenges screen fetches and sends: the whole catalogue with sales (one small list,
 * shared with the orders screen's challenge filter) and the discount codes, paged on the server.
 */
const challenges = rpc.api.admin.challenges;
const discountCodes = rpc.api.admin['discount-codes'];

export { $challenges };
export type ChallengeRow = ChallengeList['items'][number];
export type DiscountCodeList = Answer<typeof discountCodes.$get>;
export type DiscountCodeRow = DiscountCodeList['items'][number];

/** The catalogue's state filter as the URL holds it. */
export const viewDefaults = { state: '' };
export const challengeStates = ['active', 'archived'] as const;

/** The codes, paged on the server; their table keeps its page under its own names, beside the catalogue's filter. */
export const codeList = defineList({
  key: 'admin.discountCodes',
  endpoint: (query) => call(discountCodes.$get({ query })),
  defaults: { codesPage: '1', codesPageSize: '25' },
  filters: [],
  paramNames: { page: 'codesPage', pageSize: 'codesPageSize', sort: 'codesSort' },
});

/** After a change: the catalogue (here and in the orders filter) or every page of the codes asks again. */
export const refreshCatalogue = () => refresh('admin.challenges');
export const refreshCodes = codeList.refresh;

/** The product the editor shows; null: a new one, nothing fetched. */
export type ChallengeDetail = Answer<(typeof challenges)[':id']['$get']>;
export const $challengeId = atom<string | null>(null);
export const $challenge = createQuery<ChallengeDetail>([keyOf('admin.challenge'), $challengeId], {
  fetcher: (_, id) => call(challenges[':id'].$get({ param: { id: String(id) } })),
});

export const actions = {
  create: (input: ChallengeInput) => call(challenges.$post({ json: input })),
  update: (id: string, input: ChallengeInput) => call(challenges[':id'].$put({ param: { id }, json: input })),
  archive: (id: string) => call(challenges[':id'].archive.$post({ param: { id } })),
  restore: (id: string) => call(challenges[':id'].restore.$post({ param: { id } })),
  createCode: (input: DiscountCodeInput) => call(discountCodes.$post({ json: input })),
  updateCode: (id: string, input: DiscountCodeUpdate) => call(discountCodes[':id'].$put({ param: { id }, json: input })),
  disableCode: (id: string) => call(discountCodes[':id'].disable.$post({ param: { id } })),
};
