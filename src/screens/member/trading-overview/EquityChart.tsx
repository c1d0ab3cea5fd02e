import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { formatDate, formatMoney } from '../../../i18n/format';
import { type EquityRange, equityRanges } from '../../../schemas/equity';
import { useLocale, useT } from '../../../ui/i18n';
import { LazyChart } from '../../../ui/LazyChart';
import { PanelCard } from '../../../ui/PanelCard';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { useQuery } from '../../../ui/useQuery';
import { $equity, $equityRange, type AccountView, type EquitySeries } from '../accounts/queries';
import type { EquityChartInput } from './drawEquityChart';

const rangeLabel = {
  day: 'tradingOverview.chart.range.day',
  week: 'tradingOverview.chart.range.week',
  all: 'tradingOverview.chart.range.all',
} as const satisfies Record<EquityRange, string>;

/**
 * Equity and balance on a true time scale, with the loss floors and the profit target as they stood
 * over time; presets for the last day, week or the whole life (kept while the page lives). The
 * legend is outside the canvas, so no series title covers an axis label.
 */
export function EquityChart({ account }: { account: AccountView }) {
  const t = useT();
  // One query whose key holds the range: a preset fetches its window, the live feed refreshes it.
  const query = useQuery($equity);
  const range = useStore($equityRange);
  const target = account.objectives.profitTarget.enabled;
  return (
    <PanelCard
      id="trading-chart"
      title={t('tradingOverview.chart.title')}
      className="equity-chart"
      headerClassName="equity-chart__header"
      aside={
        <div className="buttons has-addons equity-chart__ranges" role="group" aria-label={t('tradingOverview.chart.range')}>
          {equityRanges.map((choice) => (
            <button
              key={choice}
              type="button"
              className={`button is-small${choice === range ? ' is-link is-selected' : ''}`}
              aria-pressed={choice === range}
              onClick={() => $equityRange.set(choice)}
            >
              {t(rangeLabel[choice])}
            </button>
          ))}
        </div>
      }
    >
      <ul className="equity-chart__legend">
        <li className="is-equity">{t('tradingOverview.chart.equity')}</li>
        <li className="is-balance">{t('tradingOverview.chart.balance')}</li>
        <li className="is-daily-loss">{t('tradingOverview.chart.dailyLoss')}</li>
        <li className="is-max-loss">{t('tradingOverview.chart.maxLoss')}</li>
        {target && <li className="is-target">{t('tradingOverview.chart.profitTarget')}</li>}
      </ul>
      <QueryView query={query} skeleton={<Skeleton lines={1} height="20rem" />}>
        {(series) =>
          series.items.length === 0 ? (
            <p className="empty-state">{t('tradingOverview.chart.empty')}</p>
          ) : (
            <RetryableChart account={account} series={series} range={range} />
          )
        }
      </QueryView>
    </PanelCard>
  );
}

/** The chart is drawn after the first paint from a chunk of its own (src/ui/LazyChart.tsx). */
const loadEquityChart = () => import('./drawEquityChart').then((module) => module.mountEquityChart);

function RetryableChart({ account, series, range }: { account: AccountView; series: EquitySeries; range: EquityRange }) {
  const t = useT();
  const locale = useLocale();
  const equity = t('tradingOverview.chart.equity');
  const balance = t('tradingOverview.chart.balance');
  const dailyLoss = t('tradingOverview.chart.dailyLoss');
  const maxLoss = t('tradingOverview.chart.maxLoss');
  const profitTarget = t('tradingOverview.chart.profitTarget');
  const input: EquityChartInput = useMemo(
    () => ({
      range,
      from: series.from,
      to: series.to,
      items: series.items,
      floors: series.floors,
      currency: account.currency,
      locale,
      labels: { equity, balance, dailyLoss, maxLoss, profitTarget },
    }),
    [range, series, account.currency, locale, equity, balance, dailyLoss, maxLoss, profitTarget],
  );
  return (
    <LazyChart
      className="equity-chart__figure"
      load={loadEquityChart}
      input={input}
      label={t('tradingOverview.chart.label')}
      summary={useSummary(account, series)}
      failedMessage={t('tradingOverview.chart.failed')}
    />
  );
}

/** What the chart shows, in words, for screen readers: the window, the figures and the floors at its end. */
function useSummary(account: AccountView, series: EquitySeries): string {
  const t = useT();
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, account.currency, locale);
  const first = series.items[0];
  const last = series.items.at(-1);
  if (!first || !last) return '';
  const values = series.items.map((p) => p.equity);
  const levels: [string, number | null | undefined][] = [
    [t('tradingOverview.chart.maxLoss'), series.floors.maxLoss.at(-1)?.floor],
    [t('tradingOverview.chart.dailyLoss'), series.floors.dailyLoss.at(-1)?.floor],
  ];
  if (account.objectives.profitTarget.enabled) levels.push([t('tradingOverview.chart.profitTarget'), series.floors.profitTarget]);
  return [
    t('tradingOverview.chart.summary', {
      from: formatDate(series.from, locale),
      to: formatDate(series.to, locale),
      start: money(first.equity),
      end: money(last.equity),
      low: money(Math.min(...values)),
      high: money(Math.max(...values)),
      balance: money(last.balance),
    }),
    ...levels.flatMap(([title, floor]) => (typeof floor === 'number' ? [`${title}: ${money(floor)}.`] : [])),
  ].join(' ');
}
