import { keyOf } from '../../../api/keys';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';

export type SupportContact = Answer<typeof rpc.api.support.$get>;

/** The firm's contact details (GET /api/support, public). */
export const $support = createQuery<SupportContact>([keyOf('support')], {
  fetcher: () => call(rpc.api.support.$get()),
});
