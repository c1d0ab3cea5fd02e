import { formatMoney } from '../../../i18n/format';
import { type Column, ListTable } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { EmptyState } from '../../../ui/EmptyState';
import { useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { PanelCard } from '../../../ui/PanelCard';
import { PayoutDestination, PayoutStatusBadge, PayoutTimeline } from '../../../ui/PayoutParts';
import { type PayoutRow, payoutHistoryList } from './queries';

/** The shown account's payouts, newest first, each with where it stands and since when. */
export function PayoutHistory() {
  const t = useT();
  const locale = useLocale();
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
    { id: 'method', header: t('payout.col.method'), cell: (p) => <PayoutDestination destination={p.destination} /> },
    { id: 'status', header: t('payout.col.status'), cell: (p) => <PayoutStatusBadge status={p.status} /> },
    { id: 'progress', header: t('payout.col.progress'), cell: (p) => <PayoutTimeline payout={p} /> },
  ];
  return (
    <PanelCard id="payout-history" title={t('payout.history.title')} className="payout-history">
      <ListTable
        caption={t('payout.history.caption')}
        columns={columns}
        list={payoutHistoryList}
        empty={<EmptyState text={t('payout.history.empty')} />}
      />
    </PanelCard>
  );
}
