import { nextIcon, previousIcon } from '../../../components/icons';
import { formatDate, formatDay, formatMoney, formatNumber, toMajor } from '../../../i18n/format';
import { setFilter } from '../../../ui/DataTable';
import { Icon } from '../../../ui/Icon';
import { useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { useClientStore } from '../../../ui/useClientStore';
import { useQuery } from '../../../ui/useQuery';
import { $calendarMonth, $daily, type AccountView, type DailyRows } from '../accounts/queries';
import { firstDayOfWeek, monthIn, monthWeeks, shiftMonth, weekdays } from './calendar';

/**
 * Realised P&L per day of one month, coloured by sign. Each trading day is a button that filters
 * the trade history to that day (the `day` URL parameter); choosing it again clears the filter.
 */
export function DailyCalendar({ account, selectedDay }: { account: AccountView; selectedDay: string }) {
  const t = useT();
  const locale = useLocale();
  const query = useQuery($daily);
  const chosen = useClientStore($calendarMonth);
  const zone = account.rules.resetTimeZone;
  // Until the first answer names the month of the latest activity, the calendar waits for it.
  const month = chosen ?? query.data?.month ?? null;
  const first = monthIn(account.startedAt, zone);
  const latest = monthIn(account.lastSyncedAt ?? Date.now(), zone);
  const monthName = month ? formatDate(`${month}-15T12:00:00Z`, locale, 'monthYear', { timeZone: 'UTC' }) : '';

  return (
    <section className="panel-card daily-calendar" aria-labelledby="trading-calendar">
      <header className="panel-card__header">
        <div>
          <h2 id="trading-calendar" className="title is-5">
            {t('tradingOverview.calendar.title')}
          </h2>
          <p className="daily-calendar__zone">{t('tradingOverview.calendar.zone', { zone, currency: account.currency })}</p>
        </div>
        <nav className="daily-calendar__nav" aria-label={t('tradingOverview.calendar.months')}>
          <button
            type="button"
            className="button is-small is-ghost"
            disabled={!month || month <= first}
            onClick={() => month && $calendarMonth.set(shiftMonth(month, -1))}
            aria-label={t('tradingOverview.calendar.previous')}
          >
            <Icon svg={previousIcon} />
          </button>
          <span className="daily-calendar__month" aria-live="polite">
            {monthName}
          </span>
          <button
            type="button"
            className="button is-small is-ghost"
            disabled={!month || month >= latest}
            onClick={() => month && $calendarMonth.set(shiftMonth(month, 1))}
            aria-label={t('tradingOverview.calendar.next')}
          >
            <Icon svg={nextIcon} />
          </button>
        </nav>
      </header>
      <QueryView query={query} skeleton={<Skeleton lines={6} height="2.5rem" />}>
        {(daily) => <MonthGrid daily={daily} currency={account.currency} selectedDay={selectedDay} monthName={monthName} />}
      </QueryView>
    </section>
  );
}

function MonthGrid({
  daily,
  currency,
  selectedDay,
  monthName,
}: {
  daily: DailyRows;
  currency: string;
  selectedDay: string;
  monthName: string;
}) {
  const t = useT();
  const locale = useLocale();
  const firstDay = firstDayOfWeek(locale);
  // Days with a deal have a result to show; a day with only equity updates has none. Trading days
  // are those with an opening deal (docs/definitions.md), as the objective and the statistics count them.
  const traded = daily.items.filter((row) => row.trades > 0 || row.closed > 0);
  const tradingDays = traded.filter((row) => row.trades > 0).length;
  const rows = new Map(traded.map((row) => [row.day, row]));
  const total = traded.reduce((sum, row) => sum + row.pnl, 0);
  const money = (minor: number) => formatMoney(minor, currency, locale, { signed: true });

  return (
    <>
      <table className="daily-calendar__grid">
        <caption className="visually-hidden">{t('tradingOverview.calendar.caption', { month: monthName })}</caption>
        <thead>
          <tr>
            {weekdays(firstDay).map((day) => (
              <th key={day} scope="col">
                {formatDay(day, locale, 'weekday')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(daily.month, firstDay).map((week) => (
            <tr key={week[0]?.key}>
              {week.map(({ key, day }) => {
                const row = day ? rows.get(day) : undefined;
                if (!day) return <td key={key} />;
                const number = formatNumber(Number(day.slice(8)), locale, 0);
                if (!row)
                  return (
                    <td key={day} className="is-quiet">
                      <span className="daily-calendar__date">{number}</span>
                    </td>
                  );
                const selected = selectedDay === day;
                const tone = row.pnl > 0 ? 'has-gain' : row.pnl < 0 ? 'has-loss' : 'has-none';
                return (
                  <td key={day}>
                    <button
                      type="button"
                      className={`daily-calendar__day ${tone}`}
                      aria-pressed={selected}
                      title={money(row.pnl)}
                      onClick={() => setFilter({ day: selected ? null : day })}
                    >
                      {/* The short figures are for the eye; the name says the date and the exact amount. */}
                      <span className="daily-calendar__date" aria-hidden="true">
                        {number}
                      </span>
                      <span className="daily-calendar__pnl" aria-hidden="true">
                        {formatNumber(toMajor(row.pnl, currency), locale, 2, { signed: true, compact: true })}
                      </span>
                      <span className="visually-hidden">
                        {t('tradingOverview.calendar.day', { date: formatDay(day, locale), pnl: money(row.pnl) })}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {traded.length === 0 ? (
        <p className="daily-calendar__footer">{t('tradingOverview.calendar.empty')}</p>
      ) : (
        <p className="daily-calendar__footer">
          <span>
            {t('tradingOverview.calendar.monthResult')}: <Money minor={total} currency={currency} signed tone />
          </span>
          <span>
            {t('tradingOverview.calendar.tradingDays')}: {formatNumber(tradingDays, locale, 0)}
          </span>
          <span className="daily-calendar__hint">{t('tradingOverview.calendar.hint')}</span>
        </p>
      )}
    </>
  );
}
