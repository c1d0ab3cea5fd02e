import { atom } from 'nanostores';
import { keyOf } from '../../../api/keys';
import { defineList } from '../../../api/list';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';
import type { riskActions } from '../../../schemas/enums';
import type { EquitySeries } from '../../member/accounts/queries';

/** What the risk desk's screens fetch and send (/api/admin/risk). */
const risk = rpc.api.admin.risk;

export type RiskFlagList = Answer<typeof risk.flags.$get>;
export type RiskFlagRow = RiskFlagList['items'][number];
export type RiskFlag = Answer<(typeof risk.flags)[':id']['$get']>;
export type RiskAction = (typeof riskActions)[number];

/** The queue: open flags unless the address asks for others, most severe and oldest first (the server's order). */
export const flagList = defineList({
  key: 'admin.risk',
  endpoint: (query) => call(risk.flags.$get({ query })),
  defaults: { page: '1', pageSize: '25', status: 'open', detector: '', severity: '' },
  filters: ['status', 'detector', 'severity'],
});

/** The flag the page shows. */
export const $flagId = atom<string | null>(null);
export const $flag = createQuery<RiskFlag>([keyOf('admin.riskFlag'), $flagId], {
  fetcher: (_, id) => call(risk.flags[':id'].$get({ param: { id: String(id) } })),
});

export const decide = (id: string, action: RiskAction, reason: string) =>
  call(risk.flags[':id'].decision.$post({ param: { id }, json: { action, reason } }));

/** An account's whole equity series (an administrator may read any account's); its key goes on with the account, so the live feed refreshes it. */
export const accountEquity = (accountId: string) =>
  createQuery<EquitySeries>([keyOf('equity', accountId), '?risk'], {
    fetcher: () => call(rpc.api.accounts[':id'].equity.$get({ param: { id: accountId }, query: { points: '400', range: 'all' } })),
  });
