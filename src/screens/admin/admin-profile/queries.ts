import { keyOf } from '../../../api/keys';
import { defineList } from '../../../api/list';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';

/** What the audit log fetches: a page of entries (its query in the URL) and the actions to filter by. */
const audit = rpc.api.admin.audit;

export type AuditPage = Answer<typeof audit.$get>;
export type AuditEntry = AuditPage['items'][number];

/**
 * The log's entries, its filters in the URL. The profile's sign-in history above already pages with
 * `page` and `pageSize`: the log's table keeps its own page, size and sort under other names, so
 * each pages on its own.
 */
export const auditList = defineList({
  key: 'admin.audit',
  endpoint: (query) => call(audit.$get({ query })),
  defaults: { logPage: '1', logPageSize: '25', logSort: '-created', actor: '', action: '', subjectType: '', subject: '', from: '', to: '' },
  filters: ['actor', 'action', 'subjectType', 'subject', 'from', 'to'],
  paramNames: { page: 'logPage', pageSize: 'logPageSize', sort: 'logSort' },
});

export const $auditActions = createQuery<Answer<typeof audit.actions.$get>>([keyOf('admin.auditActions')], {
  fetcher: () => call(audit.actions.$get()),
});
