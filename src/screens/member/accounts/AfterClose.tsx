import { DateTime } from '../../../ui/DateTime';
import { formatNumber } from '../../../ui/format';
import { useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
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
  const columns = {
    time: t('afterClose.time'),
    deal: t('afterClose.deal'),
    side: t('positions.side'),
    volume: t('positions.volume'),
    profit: t('afterClose.profit'),
    costs: t('tradingOverview.col.costs'),
  };
  return (
    <section className="panel-card after-close" aria-labelledby="after-close-title">
      <header className="panel-card__header">
        <h2 id="after-close-title" className="title is-5">
          {t('afterClose.title')}
        </h2>
      </header>
      <p className="panel-card__hint">
        {t('afterClose.hint')} <DateTime value={answer.closedAt} withZone />
      </p>
      <div className="data-table">
        <div className="table-container">
          <table className="table is-fullwidth is-narrow">
            <thead>
              <tr>
                <th scope="col">{columns.time}</th>
                <th scope="col">{columns.deal}</th>
                <th scope="col">{columns.side}</th>
                <th scope="col" className="has-text-right">
                  {columns.volume}
                </th>
                <th scope="col" className="has-text-right">
                  {columns.profit}
                </th>
                <th scope="col" className="has-text-right">
                  {columns.costs}
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.items.map((deal) => (
                <tr key={`${deal.ticket}|${deal.entry}`}>
                  <td data-label={columns.time}>
                    <DateTime value={deal.time} />
                  </td>
                  <td data-label={columns.deal}>
                    {deal.symbol} <span className="open-positions__ticket">#{deal.ticket}</span> · {t(`afterClose.entry.${deal.entry}`)}
                  </td>
                  <td data-label={columns.side}>{t(`tradingOverview.side.${deal.side}`)}</td>
                  <td data-label={columns.volume} className="has-text-right">
                    {formatNumber(deal.volume, locale, 2)}
                  </td>
                  <td data-label={columns.profit} className="has-text-right">
                    <Money minor={deal.profit} currency={account.currency} signed />
                  </td>
                  <td data-label={columns.costs} className="has-text-right">
                    <Money minor={deal.commission + deal.swap} currency={account.currency} signed />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {answer.total > answer.items.length && (
        <p className="panel-card__hint">{t('afterClose.more', { shown: answer.items.length, total: answer.total })}</p>
      )}
    </section>
  );
}
