import type { Locale, Messages } from '../../../i18n';
import { localizePath } from '../../../i18n/locales';
import { riskDetectors, riskFlagStatuses, riskSeverities } from '../../../schemas/enums';
import { type Column, ListTable, setFilter } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { EmptyState } from '../../../ui/EmptyState';
import { island, useLocale, useT } from '../../../ui/i18n';
import { ListFilter } from '../../../ui/ListFilter';
import type { riskMessageKeys } from './messageKeys';
import { flagList, type RiskFlagRow } from './queries';
import { SeverityBadge } from './RiskLabels';

type Props = { locale: Locale; messages: Messages<(typeof riskMessageKeys)[number]> };

/** /risk: the flags the risk scan raised, most severe and oldest first, filtered by review status, detector and severity. */
export default island<Props>(RiskQueue);

function RiskQueue() {
  const t = useT();
  const locale = useLocale();
  const params = flagList.useParams();
  const flagPath = (flag: RiskFlagRow) => localizePath(`/risk/${encodeURIComponent(flag.id)}`, locale);
  const columns: Column<RiskFlagRow>[] = [
    { id: 'severity', header: t('risk.col.severity'), cell: (flag) => <SeverityBadge severity={flag.severity} /> },
    {
      id: 'detector',
      header: t('risk.col.detector'),
      cell: (flag) => <a href={flagPath(flag)}>{t(`risk.detector.${flag.detector}`)}</a>,
    },
    { id: 'members', header: t('risk.col.members'), cell: (flag) => flag.members.map((member) => member.name).join(', ') },
    {
      id: 'accounts',
      header: t('risk.col.accounts'),
      cell: (flag) =>
        flag.accounts.length === 0 ? (
          t('risk.allAccounts')
        ) : (
          <span className="risk-queue__logins">
            {flag.accounts.map((account) => (
              <code key={account.id} className="login">
                {account.login}
              </code>
            ))}
          </span>
        ),
    },
    { id: 'score', header: t('risk.col.score'), align: 'end', cell: (flag) => flag.score },
    { id: 'firstSeen', header: t('risk.col.firstSeen'), cell: (flag) => <DateTime value={flag.firstSeenAt} /> },
    {
      id: 'open',
      header: t('risk.col.review'),
      quietHeader: true,
      cell: (flag) => (
        <a
          className="button is-small is-primary"
          href={flagPath(flag)}
          aria-label={t('risk.reviewOf', { detector: t(`risk.detector.${flag.detector}`) })}
        >
          {t('risk.review')}
        </a>
      ),
    },
  ];
  return (
    <div className="screen risk-queue">
      <section className="panel-card">
        <div className="screen__toolbar risk-queue__filters">
          <div className="segmented" role="group" aria-label={t('risk.filter.status')}>
            {riskFlagStatuses.map((status) => (
              <button
                key={status}
                type="button"
                aria-pressed={params.status === status}
                onClick={() => setFilter({ status: status === flagList.defaults.status ? null : status })}
              >
                {t(`risk.status.${status}`)}
              </button>
            ))}
          </div>
          <ListFilter
            name="detector"
            label={t('risk.filter.detector')}
            allLabel={t('risk.filter.allDetectors')}
            value={params.detector}
            options={riskDetectors.map((detector) => ({ value: detector, label: t(`risk.detector.${detector}`) }))}
          />
          <ListFilter
            name="severity"
            label={t('risk.filter.severity')}
            allLabel={t('risk.filter.allSeverities')}
            value={params.severity}
            options={riskSeverities.map((severity) => ({ value: severity, label: t(`risk.severity.${severity}`) }))}
          />
        </div>
        <ListTable
          caption={t('risk.caption')}
          columns={columns}
          list={flagList}
          empty={<EmptyState text={params.status === 'open' ? t('risk.empty.open') : t('risk.empty')} />}
        />
      </section>
    </div>
  );
}
