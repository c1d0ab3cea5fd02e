import { localizePath } from '../../../i18n/locales';
import { buildPath, routesById } from '../../../routing/routes';
import type { PayoutStatus } from '../../../schemas/enums';
import { type Column, DataTable } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { formatMoney } from '../../../ui/format';
import { useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { useSearchParams } from '../../../ui/urlState';
import { useQuery } from '../../../ui/useQuery';
import { $payoutHistory, type PayoutRow } from './queries';

const statusTone: Record<PayoutStatus, string> = {
  requested: 'is-info',
  approved: 'is-link',
  paid: 'is-success',
  rejected: 'is-danger',
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const t = useT();
  return <span className={`tag is-light ${statusTone[status]}`}>{t(`payout.status.${status}`)}</span>;
}

/** The shown account's payouts, newest first, each with where it stands and since when. */
export function PayoutHistory() {
  const t = useT();
  const locale = useLocale();
  const params = useSearchParams({ page: '1', pageSize: '10', sort: '' });
  const query = useQuery($payoutHistory);
  const columns: Column<PayoutRow>[] = [
    { id: 'requested', header: t('payout.col.requested'), cell: (p) => <DateTime value={p.requestedAt} style="date" /> },
    {
      id: 'amount',
      header: t('payout.col.amount'),
      align: 'end',
      cell: (p) => (
        <span className="figure-with-share">
          <Money minor={p.amount} currency={p.currency} />
          {/* The profit leaves the account (member's share and the firm's) only once paid. */}
          {p.status === 'paid' && <small>{t('payout.withdrawn', { amount: formatMoney(p.withdrawn, p.currency, locale) })}</small>}
        </span>
      ),
    },
    { id: 'method', header: t('payout.col.method'), cell: (p) => <Destination payout={p} /> },
    { id: 'status', header: t('payout.col.status'), cell: (p) => <PayoutStatusBadge status={p.status} /> },
    { id: 'progress', header: t('payout.col.progress'), cell: (p) => <Timeline payout={p} /> },
  ];
  return (
    <section className="panel-card payout-history" aria-labelledby="payout-history">
      <header className="panel-card__header">
        <h2 id="payout-history" className="title is-5">
          {t('payout.history.title')}
        </h2>
      </header>
      <DataTable
        caption={t('payout.history.caption')}
        columns={columns}
        rowKey={(p) => p.id}
        query={query}
        params={params}
        empty={
          <div className="empty-state">
            <p>{t('payout.history.empty')}</p>
          </div>
        }
      />
    </section>
  );
}

/** Where the money goes, short enough for a table cell; the full address stays in the title. */
function Destination({ payout }: { payout: PayoutRow }) {
  const t = useT();
  const destination = payout.destination;
  if (destination.method === 'bankTransfer') {
    return (
      <span className="payout-destination">
        <span>{t('payout.method.bankTransfer')}</span>
        <small title={destination.iban}>
          {destination.iban.slice(0, 4)} ···· {destination.iban.slice(-4)}
        </small>
      </span>
    );
  }
  return (
    <span className="payout-destination">
      <span>
        {destination.currency} · {destination.network}
      </span>
      <small title={destination.address}>
        {destination.address.slice(0, 6)}…{destination.address.slice(-4)}
      </small>
    </span>
  );
}

type Step = { status: PayoutStatus; at: string | null };

/** requested → approved → paid, or requested → rejected: the steps reached with their times, the rest still pending. */
function stepsOf(payout: PayoutRow): Step[] {
  const reached: Step[] = payout.timeline.map((step) => ({ status: step.status, at: step.at }));
  if (payout.status === 'rejected' || payout.status === 'paid') return reached;
  const ahead = (['approved', 'paid'] as const).filter((status) => !reached.some((step) => step.status === status));
  return [...reached, ...ahead.map((status) => ({ status, at: null }))];
}

function Timeline({ payout }: { payout: PayoutRow }) {
  const t = useT();
  const locale = useLocale();
  const certificate = payout.certificateCode
    ? localizePath(buildPath(routesById.certificateVerify.pattern, { code: payout.certificateCode }), locale)
    : null;
  return (
    <div className="payout-timeline">
      <ol aria-label={t('payout.timeline.label')}>
        {stepsOf(payout).map((step) => (
          <li key={step.status} className={`payout-timeline__step is-${step.status}${step.at ? ' is-reached' : ' is-pending'}`}>
            <span className="payout-timeline__name">{t(`payout.status.${step.status}`)}</span>
            <span className="payout-timeline__time">{step.at ? <DateTime value={step.at} /> : t('payout.timeline.pending')}</span>
          </li>
        ))}
      </ol>
      {payout.rejectionReason && (
        <p className="payout-timeline__reason">{t('payout.rejectionReason', { reason: payout.rejectionReason })}</p>
      )}
      {payout.paymentReference && <p className="payout-timeline__note">{t('payout.reference', { reference: payout.paymentReference })}</p>}
      {certificate && (
        <a className="payout-timeline__certificate" href={certificate}>
          {t('payout.certificate')}
        </a>
      )}
    </div>
  );
}
