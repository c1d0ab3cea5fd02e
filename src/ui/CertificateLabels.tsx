import type { CertificateStatus } from '../schemas/certificates';
import type { CertificateKind } from '../schemas/enums';
import { useT } from './i18n';

const statusTone: Record<CertificateStatus, string> = {
  valid: 'is-success',
  revoked: 'is-warning',
  invalid: 'is-danger',
};

/** A certificate's status as a coloured tag; the word carries the meaning, the colour only helps. */
export function CertificateStatusBadge({ status }: { status: CertificateStatus }) {
  const t = useT();
  return <span className={`tag is-light ${statusTone[status]}`}>{t(`certificate.status.${status}`)}</span>;
}

export function CertificateKindLabel({ kind }: { kind: CertificateKind }) {
  const t = useT();
  return <span className={`certificate-kind is-${kind}`}>{t(`certificate.kind.${kind}`)}</span>;
}
