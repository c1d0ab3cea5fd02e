import { formatNumber } from '../../../i18n/format';
import type { Column } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { PanelCard } from '../../../ui/PanelCard';
import { Table } from '../../../ui/Table';
import { useQuery } from '../../../ui/useQuery';
import { $afterClose, type AccountView } from './queries';

/**
 * Deals the platform reported after the account closed (positions it closed, late reports): listed
 * apart from the trades, because no figure and no verdict counts them (docs/decisions/042). Nothing
 * shows when there are none.
 */
export function AfterClose({ account }: { account: AccountView }) {
  const t = useT();
  const locale = useLocale();
  const query = useQuery($afterClose);
  const answer = query.data;
  if (!answer?.closedAt || answer.items.length === 0) return null;
  type Deal = (typeof answer.items)[number];
  const columns: Column<Deal>[] = [
    { id: 'time', header: t('afterClose.time'), cell: (d) => <DateTime value={d.time} /> },
    {
      id: 'deal',
      header: t('afterClose.deal'),
      cell: (d) => (
        <>
          {d.symbol} <span className="open-positions__ticket">#{d.ticket}</span> · {t(`afterClose.entry.${d.entry}`)}
        </>
      ),
    },
    { id: 'side', header: t('positions.side'), cell: (d) => t(`tradingOverview.side.${d.side}`) },
    { id: 'volume', header: t('positions.volume'), align: 'end', cell: (d) => formatNumber(d.volume, locale, 2) },
    {
      id: 'profit',
      header: t('afterClose.profit'),
      align: 'end',
      cell: (d) => <Money minor={d.profit} currency={account.currency} signed />,
    },
    {
      id: 'costs',
      header: t('tradingOverview.col.costs'),
      align: 'end',
      cell: (d) => <Money minor={d.commission + d.swap} currency={account.currency} signed />,
    },
  ];
  return (
    <PanelCard id="after-close-title" title={t('afterClose.title')} className="after-close">
      <p className="panel-card__hint">
        {t('afterClose.hint')} <DateTime value={answer.closedAt} withZone />
      </p>
      <Table columns={columns} rows={answer.items} rowKey={(d) => `${d.ticket}|${d.entry}`} />
      {answer.total > answer.items.length && (
        <p className="panel-card__hint">{t('afterClose.more', { shown: answer.items.length, total: answer.total })}</p>
      )}
    </PanelCard>
  );
}
