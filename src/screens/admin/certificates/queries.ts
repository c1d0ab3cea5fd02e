import { atom } from 'nanostores';
import { keyOf } from '../../../api/keys';
import { defineList } from '../../../api/list';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';
import type { CertificateIssueInput } from '../../../schemas/certificates';

/** What the admin certificates screen fetches (every certificate; members and their accounts to issue one for) and sends. */
const certificates = rpc.api.admin.certificates;

export type AdminCertificateList = Answer<typeof certificates.$get>;
export type AdminCertificateRow = AdminCertificateList['items'][number];
export type AccountList = Answer<(typeof rpc.api.admin.users)[':id']['accounts']['$get']>;
export type MemberAccount = AccountList['items'][number];

export const certificateList = defineList({
  key: 'admin.certificates',
  endpoint: (query) => call(certificates.$get({ query })),
  defaults: { page: '1', pageSize: '25', sort: '-issued', kind: '', state: '', from: '', to: '', q: '' },
  filters: ['kind', 'state', 'from', 'to', 'q'],
});

/** The picked member's trading accounts, every status, newest first. */
export const $memberId = atom<string | null>(null);
export const $memberAccounts = createQuery<AccountList>([keyOf('admin.memberAccounts'), $memberId], {
  fetcher: (_, id) =>
    call(
      rpc.api.admin.users[':id'].accounts.$get({ param: { id: String(id) }, query: { status: 'all', sort: '-started', pageSize: '100' } }),
    ),
});

export const actions = {
  revoke: (id: string, reason: string) => call(certificates[':id'].revoke.$post({ param: { id }, json: { reason } })),
  issue: (input: CertificateIssueInput) => call(certificates.$post({ json: input })),
};
