import { computed } from 'nanostores';
import { keyOf } from '../../../api/keys';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';
import type { TableParamNames } from '../../../ui/DataTable';
import { $search } from '../../../ui/urlState';

/** What the audit log fetches: a page of entries (its query in the URL) and the actions to filter by. */
const audit = rpc.api.admin.audit;

export type AuditPage = Answer<typeof audit.$get>;
export type AuditEntry = AuditPage['items'][number];

/**
 * The profile's sign-in history above already pages with `page` and `pageSize`: the log's table
 * keeps its own page, size and sort under other names, so each pages on its own.
 */
export const auditParamNames: TableParamNames = { page: 'logPage', pageSize: 'logPageSize', sort: 'logSort' };

export const auditFilterNames = ['actor', 'action', 'subjectType', 'subject', 'from', 'to'] as const;

/** The log's state as the URL holds it; an absent parameter has its default. */
export const auditDefaults = {
  logPage: '1',
  logPageSize: '25',
  logSort: '-created',
  actor: '',
  action: '',
  subjectType: '',
  subject: '',
  from: '',
  to: '',
};

/** The API's query from the URL: only the log's own parameters, so paging the sign-ins does not fetch the log again. */
function auditQuery(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const query: Record<string, string> = {};
  const page = params.get(auditParamNames.page);
  const pageSize = params.get(auditParamNames.pageSize);
  const sort = params.get(auditParamNames.sort);
  if (page) query.page = page;
  query.pageSize = pageSize || auditDefaults.logPageSize;
  if (sort) query.sort = sort;
  for (const name of auditFilterNames) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  return query;
}

const $auditQuery = computed($search, (search) => `?${new URLSearchParams(auditQuery(search))}`);

export const $auditLog = createQuery<AuditPage>([keyOf('admin.audit'), $auditQuery], {
  // The key already holds the API's query.
  fetcher: (_, query) => call(audit.$get({ query: Object.fromEntries(new URLSearchParams(String(query))) })),
});

export const $auditActions = createQuery<Answer<typeof audit.actions.$get>>([keyOf('admin.auditActions')], {
  fetcher: () => call(audit.actions.$get()),
});
