import { atom, computed } from 'nanostores';
import { createQuery } from '../../../api/query';
import { call, type OkBody, rpc } from '../../../api/rpc';
import type { CertificateIssueInput } from '../../../schemas/certificates';
import { $search } from '../../../ui/urlState';

/** What the admin certificates screen fetches (every certificate; members and their accounts to issue one for) and sends. */
const certificates = rpc.api.admin.certificates;
type Answer<F extends (...args: never[]) => unknown> = OkBody<Awaited<ReturnType<F>>>;

export type AdminCertificateList = Answer<typeof certificates.$get>;
export type AdminCertificateRow = AdminCertificateList['items'][number];
export type AccountList = Answer<(typeof rpc.api.admin.users)[':id']['accounts']['$get']>;
export type MemberAccount = AccountList['items'][number];

/** The list's state as the URL holds it; an absent parameter has its default. */
export const listDefaults = { page: '1', pageSize: '25', sort: '-issued', kind: '', state: '', from: '', to: '', q: '' };
export const filterNames = ['kind', 'state', 'from', 'to', 'q'] as const;

/** The query string is the key: a reload or a shared link asks for the same page. */
const $listQuery = computed($search, (search) => search || '?');

export const $adminCertificates = createQuery<AdminCertificateList>(['admin/certificates', $listQuery], {
  fetcher: (_, search) =>
    call(certificates.$get({ query: { pageSize: listDefaults.pageSize, ...Object.fromEntries(new URLSearchParams(String(search))) } })),
});

/** The picked member's trading accounts, every status, newest first. */
export const $memberId = atom<string | null>(null);
export const $memberAccounts = createQuery<AccountList>(['admin/certificates/accounts/', $memberId], {
  fetcher: (_, id) =>
    call(
      rpc.api.admin.users[':id'].accounts.$get({ param: { id: String(id) }, query: { status: 'all', sort: '-started', pageSize: '100' } }),
    ),
});

/** Where a certificate's PDF is downloaded (administrators may fetch any; drawn in the page's language). */
export function certificatePdfUrl(id: string): string {
  return rpc.api.certificates[':id'].pdf.$url({ param: { id } }).toString();
}

export const actions = {
  revoke: (id: string, reason: string) => call(certificates[':id'].revoke.$post({ param: { id }, json: { reason } })),
  issue: (input: CertificateIssueInput) => call(certificates.$post({ json: input })),
};
