import type { Messages } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { localizePath } from '../../../i18n/locales';
import { certificateKinds } from '../../../schemas/enums';
import { CertificateKindLabel, CertificateLinks, CertificateStatusBadge } from '../../../ui/CertificateLabels';
import { CopyButton } from '../../../ui/CopyButton';
import { type Column, ListTable } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { EmptyState } from '../../../ui/EmptyState';
import { type IslandProps, island, useLocale, useT } from '../../../ui/i18n';
import { ListFilter } from '../../../ui/ListFilter';
import { Money } from '../../../ui/Money';
import { PanelCard } from '../../../ui/PanelCard';
import type { certificatesMessageKeys } from './messageKeys';
import { type CertificateRow, certificateList } from './queries';

/** /certificates: the member's certificates (passed phases, funded accounts, payouts), each with its PDF and public page. */
export default island<IslandProps<Messages<(typeof certificatesMessageKeys)[number]>>>(Certificates);

function Certificates() {
  const t = useT();
  const locale = useLocale();
  const params = certificateList.useParams();

  const columns: Column<CertificateRow>[] = [
    { id: 'kind', header: t('certificates.col.kind'), cell: (c) => <CertificateKindLabel kind={c.kind} /> },
    {
      id: 'title',
      header: t('certificates.col.title'),
      cell: (c) => <strong className="certificate-title">{c.title}</strong>,
    },
    {
      id: 'amount',
      header: t('certificates.col.amount'),
      align: 'end',
      cell: (c) =>
        c.amount !== null && c.currency ? (
          <Money minor={c.amount} currency={c.currency} whole={c.kind !== 'payout'} />
        ) : (
          <span className="has-text-grey">—</span>
        ),
    },
    {
      id: 'issued',
      header: t('certificates.col.issued'),
      sort: 'issued',
      cell: (c) => (
        <span className="certificate-date">
          <DateTime value={c.issuedAt} style="date" timeZone="UTC" />
        </span>
      ),
    },
    {
      id: 'code',
      header: t('certificates.col.code'),
      cell: (c) => (
        <span className="certificate-code">
          <code>{c.code}</code>
          <CopyButton value={c.code} label={`${t('certificates.codeName')} ${c.code}`} />
        </span>
      ),
    },
    {
      id: 'status',
      header: t('certificates.col.status'),
      cell: (c) => (
        <span className="certificate-status">
          <CertificateStatusBadge status={c.status} />
          {c.status === 'revoked' && c.revokedAt && (
            <small>{t('certificate.revokedOn', { date: formatDate(c.revokedAt, locale, 'date', { timeZone: 'UTC' }) })}</small>
          )}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('certificates.col.actions'),
      cell: (c) => (
        <CertificateLinks
          certificate={c}
          page={{ text: t('certificates.verify'), label: t('certificates.verifyLabel', { code: c.code }) }}
        />
      ),
    },
  ];

  return (
    <div className="screen certificates">
      <PanelCard
        id="certificates-heading"
        title={t('certificates.heading')}
        aside={
          <ListFilter
            name="kind"
            label={t('certificates.filter.kind')}
            allLabel={t('certificates.filter.all')}
            value={params.kind}
            options={certificateKinds.map((kind) => ({ value: kind, label: t(`certificate.kind.${kind}`) }))}
          />
        }
      >
        <ListTable
          caption={t('certificates.caption')}
          columns={columns}
          list={certificateList}
          empty={
            <EmptyState text={params.kind ? t('certificates.emptyFiltered') : t('certificates.empty')}>
              {!params.kind && (
                <a className="button is-primary" href={localizePath('/start-new-challenge', locale)}>
                  {t('certificates.earn')}
                </a>
              )}
            </EmptyState>
          }
        />
      </PanelCard>
    </div>
  );
}
