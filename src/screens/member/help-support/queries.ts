import { createQuery } from '../../../api/query';
import { call, type OkBody, rpc } from '../../../api/rpc';

export type SupportContact = OkBody<Awaited<ReturnType<typeof rpc.api.support.$get>>>;

/** The firm's contact details (GET /api/support, public). */
export const $support = createQuery<SupportContact>(['support'], {
  fetcher: () => call(rpc.api.support.$get()),
});
