import type { ReactNode } from 'react';
import { rpc } from '../api/rpc';
import { localizePath } from '../i18n/locales';
import type { CertificateStatus } from '../schemas/certificates';
import type { CertificateKind } from '../schemas/enums';
import { DownloadButton } from './DownloadButton';
import { useLocale, useT } from './i18n';

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

/** Where a certificate's PDF is downloaded (drawn in the page's language; a member may fetch their own, an administrator any). */
export function certificatePdfUrl(id: string): string {
  return rpc.api.certificates[':id'].pdf.$url({ param: { id } }).toString();
}

/** A certificate's row actions: its PDF and its public page (`page` words the link), then any the screen adds. */
export function CertificateLinks({
  certificate: c,
  page,
  children,
}: {
  certificate: { id: string; code: string };
  page: { text: string; label: string };
  children?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <span className="row-actions">
      <DownloadButton
        url={() => certificatePdfUrl(c.id)}
        accept="application/pdf"
        fallbackName={`certificate-${c.code}.pdf`}
        failedMessage={t('certificates.downloadFailed')}
        toastId={`download-${c.id}`}
        text={t('certificates.download')}
        label={t('certificates.downloadLabel', { code: c.code })}
      />
      <a className="button is-small is-ghost" href={localizePath(`/certificates/verify/${c.code}`, locale)} aria-label={page.label}>
        {page.text}
      </a>
      {children}
    </span>
  );
}
