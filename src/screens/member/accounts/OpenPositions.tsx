import { formatNumber } from '../../../i18n/format';
import type { Column } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { PanelCard } from '../../../ui/PanelCard';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { Table } from '../../../ui/Table';
import { useQuery } from '../../../ui/useQuery';
import { $positions, type AccountView, type OpenPositions as Positions } from './queries';

type Position = Positions['items'][number];

/**
 * The positions open on the platform (account and trading overviews): live while the account runs
 * (the account's feed refreshes them), as they stood at the close once it closed. Prices and floating
 * results are the platform's, as of its last report (`pricedAt`); a position opened since is unpriced.
 */
export function OpenPositions({ account }: { account: AccountView }) {
  const t = useT();
  const query = useQuery($positions);
  const closed = account.status !== 'active';
  return (
    <PanelCard id="open-positions-title" title={t(closed ? 'positions.titleAtClose' : 'positions.title')} className="open-positions">
      <QueryView query={query} skeleton={<Skeleton lines={2} />}>
        {(positions) =>
          positions.items.length === 0 ? (
            <p className="empty-state">{t(closed ? 'positions.emptyAtClose' : 'positions.empty')}</p>
          ) : (
            <PositionTable positions={positions} currency={account.currency} />
          )
        }
      </QueryView>
    </PanelCard>
  );
}

/** Also the breach receipt's list of what was open when the account failed. */
export function PositionTable({ positions, currency }: { positions: Positions; currency: string }) {
  const t = useT();
  const locale = useLocale();
  const price = (value: number | null) => (value === null ? <Unpriced /> : formatNumber(value, locale, 5));
  const columns: Column<Position>[] = [
    {
      id: 'symbol',
      header: t('positions.symbol'),
      cell: (p) => (
        <>
          <span className="trade-symbol">{p.symbol}</span> <span className="open-positions__ticket">#{p.ticket}</span>
        </>
      ),
    },
    {
      id: 'side',
      header: t('positions.side'),
      cell: (p) => <span className={`trade-side is-${p.side}`}>{t(`tradingOverview.side.${p.side}`)}</span>,
    },
    { id: 'volume', header: t('positions.volume'), align: 'end', cell: (p) => formatNumber(p.volume, locale, 2) },
    { id: 'opened', header: t('positions.opened'), cell: (p) => <DateTime value={p.openTime} /> },
    { id: 'openPrice', header: t('positions.openPrice'), align: 'end', cell: (p) => price(p.openPrice) },
    { id: 'price', header: t('positions.price'), align: 'end', cell: (p) => price(p.price) },
    {
      id: 'floating',
      header: t('positions.floating'),
      align: 'end',
      cell: (p) => (p.profit === null ? <Unpriced /> : <Money minor={p.profit} currency={currency} signed tone />),
    },
  ];
  return (
    <>
      <Table columns={columns} rows={positions.items} rowKey={(p) => p.ticket} />
      <p className="open-positions__total">
        <span>{t('positions.total')}</span> <Money minor={positions.floating} currency={currency} signed tone />
        {positions.pricedAt && (
          <span className="open-positions__priced">
            {t('positions.pricedAt')} <DateTime value={positions.pricedAt} />
          </span>
        )}
      </p>
    </>
  );
}

function Unpriced() {
  const t = useT();
  return <span className="open-positions__unpriced">{t('positions.unpriced')}</span>;
}
