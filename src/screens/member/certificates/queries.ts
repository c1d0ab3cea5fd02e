import { defineList } from '../../../api/list';
import { type Answer, call, rpc } from '../../../api/rpc';

/** What the certificates screen fetches: the member's certificates, a page at a time. */
const certificates = rpc.api.certificates;

export type CertificateList = Answer<typeof certificates.$get>;
export type CertificateRow = CertificateList['items'][number];

export const certificateList = defineList({
  key: 'certificates',
  endpoint: (query) => call(certificates.$get({ query })),
  defaults: { page: '1', pageSize: '10', sort: '-issued', kind: '' },
  filters: ['kind'],
});
