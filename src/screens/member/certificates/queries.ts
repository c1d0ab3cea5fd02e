import { computed } from 'nanostores';
import { createQuery } from '../../../api/query';
import { call, type OkBody, rpc } from '../../../api/rpc';
import { $search } from '../../../ui/urlState';

/** What the certificates screen fetches: the member's certificates, a page at a time. */
const certificates = rpc.api.certificates;
type Answer<F extends (...args: never[]) => unknown> = OkBody<Awaited<ReturnType<F>>>;

export type CertificateList = Answer<typeof certificates.$get>;
export type CertificateRow = CertificateList['items'][number];

/** The list's query string is its key: its page, size, sort and kind live in the URL. */
const $listQuery = computed($search, (search) => search || '?');

export const $certificateList = createQuery<CertificateList>(['certificates', $listQuery], {
  fetcher: (_, search) => call(certificates.$get({ query: Object.fromEntries(new URLSearchParams(String(search))) })),
});

/** Where a certificate's PDF is downloaded (drawn in the page's language). */
export function certificatePdfUrl(id: string): string {
  return certificates[':id'].pdf.$url({ param: { id } }).toString();
}
