import type { MessageKey } from '../../../i18n/en';
import { uiMessageKeys } from '../accounts/messageKeys';

/** How a certificate is labelled wherever it shows (member list, public page): kind and status. */
export const certificateLabelKeys = [
  'certificate.kind.phase_passed',
  'certificate.kind.funded',
  'certificate.kind.payout',
  'certificate.status.valid',
  'certificate.status.revoked',
  'certificate.status.invalid',
  'certificate.revokedOn',
  'certificate.reason',
] as const satisfies readonly MessageKey[];

export const certificatesMessageKeys = [
  ...uiMessageKeys,
  ...certificateLabelKeys,
  'certificates.heading',
  'certificates.caption',
  'certificates.filter.kind',
  'certificates.filter.all',
  'certificates.col.kind',
  'certificates.col.title',
  'certificates.col.amount',
  'certificates.col.issued',
  'certificates.col.code',
  'certificates.col.status',
  'certificates.col.actions',
  'certificates.codeName',
  'certificates.download',
  'certificates.downloadLabel',
  'certificates.downloadFailed',
  'certificates.verify',
  'certificates.verifyLabel',
  'certificates.empty',
  'certificates.emptyFiltered',
  'certificates.earn',
] as const satisfies readonly MessageKey[];
