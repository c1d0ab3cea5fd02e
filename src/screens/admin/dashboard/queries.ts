import { computed } from 'nanostores';
import { keyOf } from '../../../api/keys';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';
import { $search } from '../../../ui/urlState';
import { rangeOf } from './range';

export { type DashboardRange, presets, rangeOf } from './range';

/** What the dashboard fetches: the firm's figures over the range in the URL. */
const api = rpc.api.admin.dashboard;
export type Dashboard = Answer<typeof api.$get>;

/** The range is the key: the same days are fetched once, and a new range is a new request. */
const $rangeKey = computed($search, (search) => {
  const { from, to } = rangeOf(search);
  return `${from}/${to}`;
});

export const $dashboard = createQuery<Dashboard>([keyOf('admin.dashboard'), $rangeKey], {
  fetcher: (_, key) => {
    const [from = '', to = ''] = String(key).split('/');
    return call(api.$get({ query: { from, to } }));
  },
});

export type FailingCommandList = Answer<(typeof rpc.api.admin)['platform-commands']['$get']>;

/** Platform commands that failed (waiting to be tried again, or given up): not tied to the range. */
export const $failingCommands = createQuery<FailingCommandList>([keyOf('admin.platformCommands')], {
  fetcher: () => call(rpc.api.admin['platform-commands'].$get()),
});
