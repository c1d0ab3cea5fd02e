import { rpc } from '../../../api/rpc';
import { warningIcon } from '../../../components/icons';
import { formatDate, formatDay, formatNumber } from '../../../i18n/format';
import { type Column, DataTable, setFilter } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { DownloadButton } from '../../../ui/DownloadButton';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { PanelCard } from '../../../ui/PanelCard';
import { useQuery } from '../../../ui/useQuery';
import { $statistics, $trades, type AccountView, type TradePage, tradeList } from '../accounts/queries';

type Trade = TradePage['items'][number];
export type TradeParams = ReturnType<typeof tradeList.useParams>;

/** Closed trades, paged and sorted by the server, filtered by symbol and by the calendar's day. */
export function TradeHistory({ account, params }: { account: AccountView; params: TradeParams }) {
  const t = useT();
  const locale = useLocale();
  const query = useQuery($trades);
  const filtered = tradeList.isFiltered(params);
  const money = (minor: number, tone?: boolean) => <Money minor={minor} currency={account.currency} signed={tone} tone={tone} />;

  const columns: Column<Trade>[] = [
    { id: 'closeTime', header: t('tradingOverview.col.closeTime'), sort: 'time', cell: (trade) => <DateTime value={trade.closeTime} /> },
    { id: 'ticket', header: t('tradingOverview.col.ticket'), cell: (trade) => <code>{trade.ticket}</code> },
    {
      id: 'symbol',
      header: t('tradingOverview.col.symbol'),
      sort: 'symbol',
      cell: (trade) => (
        <span className="trade-symbol">
          {trade.symbol}
          {trade.restricted && <NewsFlag events={trade.newsEvents} />}
        </span>
      ),
    },
    {
      id: 'type',
      header: t('tradingOverview.col.type'),
      cell: (trade) => <span className={`trade-side is-${trade.side}`}>{t(`tradingOverview.side.${trade.side}`)}</span>,
    },
    { id: 'volume', header: t('tradingOverview.col.volume'), align: 'end', cell: (trade) => formatNumber(trade.volume, locale, 2) },
    {
      id: 'openTime',
      header: t('tradingOverview.col.openTime'),
      cell: (trade) => (trade.openTime ? <DateTime value={trade.openTime} /> : '—'),
    },
    { id: 'result', header: t('tradingOverview.col.result'), sort: 'result', align: 'end', cell: (trade) => money(trade.result, true) },
    { id: 'costs', header: t('tradingOverview.col.costs'), align: 'end', cell: (trade) => money(trade.commission + trade.swap) },
  ];

  return (
    <PanelCard
      id="trading-trades"
      title={t('tradingOverview.trades.title')}
      className="trade-history"
      aside={<ExportButton account={account} params={params} />}
    >
      <div className="screen__toolbar trade-history__filters">
        <SymbolFilter value={params.symbol} />
        {params.day && (
          <span className="tag is-medium is-primary is-light filter-chip">
            {t('tradingOverview.filter.day', { date: formatDay(params.day, locale) })}
            <button
              type="button"
              className="delete is-small"
              aria-label={t('tradingOverview.filter.clearDay', { date: formatDay(params.day, locale) })}
              onClick={() => setFilter({ day: null })}
            />
          </span>
        )}
      </div>
      <DataTable
        caption={t('tradingOverview.trades.caption')}
        columns={columns}
        rowKey={(trade) => trade.ticket}
        query={query}
        params={params}
        empty={
          filtered ? (
            <EmptyState text={t('tradingOverview.trades.emptyFiltered')}>
              <button type="button" className="button is-small" onClick={() => setFilter({ symbol: null, day: null })}>
                {t('tradingOverview.filter.clear')}
              </button>
            </EmptyState>
          ) : (
            <p className="empty-state">{t('tradingOverview.trades.empty')}</p>
          )
        }
      />
    </PanelCard>
  );
}

/**
 * A trade opened or closed inside a restricted news window (issue 9): not a breach, but it holds back
 * payouts for the period. The badge says so in words; its title and hidden text name the events.
 */
function NewsFlag({ events }: { events: Trade['newsEvents'] }) {
  const t = useT();
  const locale = useLocale();
  const names = events.map((event) => `${event.title} (${event.currency}, ${formatDate(event.time, locale)})`).join('; ');
  return (
    <span className="tag is-warning is-light news-flag" title={t('tradingOverview.newsFlag.title', { events: names })}>
      <Icon svg={warningIcon} />
      {t('tradingOverview.newsFlag')}
      <span className="visually-hidden">: {names}</span>
    </span>
  );
}

/** The symbols come from the statistics (every symbol traded), so the list is complete whatever the page. */
function SymbolFilter({ value }: { value: string }) {
  const t = useT();
  const statistics = useQuery($statistics);
  const symbols = statistics.data?.symbols ?? [];
  // A symbol from a shared link stays selectable before (or without) the statistics.
  const options = value && !symbols.includes(value) ? [value, ...symbols] : symbols;
  return (
    <label className="trade-history__symbol">
      <span>{t('tradingOverview.filter.symbol')}</span>
      <span className="select is-small">
        <select value={value} onChange={(event) => setFilter({ symbol: event.target.value || null })}>
          <option value="">{t('tradingOverview.filter.allSymbols')}</option>
          {options.map((symbol) => (
            <option key={symbol} value={symbol}>
              {symbol}
            </option>
          ))}
        </select>
      </span>
    </label>
  );
}

/** The whole filtered, sorted set as CSV (the server streams it; the stored token rides along). */
function ExportButton({ account, params }: { account: AccountView; params: TradeParams }) {
  const t = useT();
  const url = () => {
    const query = Object.fromEntries(
      Object.entries({ sort: params.sort, symbol: params.symbol, day: params.day }).filter(([, v]) => v !== ''),
    );
    return rpc.api.accounts[':id'].trades.export.$url({ param: { id: account.id }, query }).toString();
  };
  return (
    <DownloadButton
      url={url}
      accept="text/csv"
      fallbackName={`trades-${account.login}.csv`}
      failedMessage={t('tradingOverview.export.failed')}
      toastId="trades-export"
      text={t('tradingOverview.export')}
    />
  );
}
