import { DateTime } from '../../../ui/DateTime';
import { formatNumber } from '../../../ui/format';
import { useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { useQuery } from '../../../ui/useQuery';
import { $positions, type AccountView, type OpenPositions as Positions } from './queries';

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
    <section className="panel-card open-positions" aria-labelledby="open-positions-title">
      <header className="panel-card__header">
        <h2 id="open-positions-title" className="title is-5">
          {t(closed ? 'positions.titleAtClose' : 'positions.title')}
        </h2>
      </header>
      <QueryView query={query} skeleton={<Skeleton lines={2} />}>
        {(positions) =>
          positions.items.length === 0 ? (
            <p className="empty-state">{t(closed ? 'positions.emptyAtClose' : 'positions.empty')}</p>
          ) : (
            <PositionTable positions={positions} currency={account.currency} />
          )
        }
      </QueryView>
    </section>
  );
}

/** Also the breach receipt's list of what was open when the account failed. */
export function PositionTable({ positions, currency }: { positions: Positions; currency: string }) {
  const t = useT();
  const locale = useLocale();
  const price = (value: number | null) => (value === null ? <Unpriced /> : formatNumber(value, locale, 5));
  const columns = {
    symbol: t('positions.symbol'),
    side: t('positions.side'),
    volume: t('positions.volume'),
    opened: t('positions.opened'),
    openPrice: t('positions.openPrice'),
    price: t('positions.price'),
    floating: t('positions.floating'),
  };
  return (
    <>
      <div className="data-table">
        <div className="table-container">
          <table className="table is-fullwidth is-narrow">
            <thead>
              <tr>
                <th scope="col">{columns.symbol}</th>
                <th scope="col">{columns.side}</th>
                <th scope="col" className="has-text-right">
                  {columns.volume}
                </th>
                <th scope="col">{columns.opened}</th>
                <th scope="col" className="has-text-right">
                  {columns.openPrice}
                </th>
                <th scope="col" className="has-text-right">
                  {columns.price}
                </th>
                <th scope="col" className="has-text-right">
                  {columns.floating}
                </th>
              </tr>
            </thead>
            <tbody>
              {positions.items.map((position) => (
                <tr key={position.ticket} data-ticket={position.ticket}>
                  <td data-label={columns.symbol}>
                    <span className="trade-symbol">{position.symbol}</span>{' '}
                    <span className="open-positions__ticket">#{position.ticket}</span>
                  </td>
                  <td data-label={columns.side}>
                    <span className={`trade-side is-${position.side}`}>{t(`tradingOverview.side.${position.side}`)}</span>
                  </td>
                  <td data-label={columns.volume} className="has-text-right">
                    {formatNumber(position.volume, locale, 2)}
                  </td>
                  <td data-label={columns.opened}>
                    <DateTime value={position.openTime} />
                  </td>
                  <td data-label={columns.openPrice} className="has-text-right">
                    {price(position.openPrice)}
                  </td>
                  <td data-label={columns.price} className="has-text-right">
                    {price(position.price)}
                  </td>
                  <td data-label={columns.floating} className="has-text-right">
                    {position.profit === null ? <Unpriced /> : <Money minor={position.profit} currency={currency} signed tone />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
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
