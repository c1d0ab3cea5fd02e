import { useMemo } from 'react';
import { formatDate, formatMoney } from '../../../ui/format';
import { useLocale, useT } from '../../../ui/i18n';
import { LazyChart } from '../../../ui/LazyChart';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { useQuery } from '../../../ui/useQuery';
import { $equity, type AccountView, type EquitySeries } from '../accounts/queries';
import type { ChartLevel, EquityChartInput } from './drawEquityChart';

/** Equity and balance over time, with the loss floors and the profit target as lines. */
export function EquityChart({ account }: { account: AccountView }) {
  const t = useT();
  const query = useQuery($equity);
  return (
    <section className="panel-card equity-chart" aria-labelledby="trading-chart">
      <header className="panel-card__header">
        <h2 id="trading-chart" className="title is-5">
          {t('tradingOverview.chart.title')}
        </h2>
        <ul className="equity-chart__legend">
          <li className="is-equity">{t('tradingOverview.chart.equity')}</li>
          <li className="is-balance">{t('tradingOverview.chart.balance')}</li>
        </ul>
      </header>
      <QueryView query={query} skeleton={<Skeleton lines={1} height="18rem" />}>
        {(series) =>
          series.items.length === 0 ? (
            <p className="empty-state">{t('tradingOverview.chart.empty')}</p>
          ) : (
            <RetryableChart account={account} series={series} />
          )
        }
      </QueryView>
    </section>
  );
}

function useLevels(account: AccountView): ChartLevel[] {
  const t = useT();
  const { evaluation, objectives } = account;
  const maxLoss = t('tradingOverview.chart.maxLoss');
  const dailyLoss = t('tradingOverview.chart.dailyLoss');
  const profitTarget = t('tradingOverview.chart.profitTarget');
  return useMemo(() => {
    const levels: ChartLevel[] = [
      { kind: 'maxLoss', price: evaluation.maxLossFloor, title: maxLoss },
      { kind: 'dailyLoss', price: evaluation.dailyLossFloor, title: dailyLoss },
    ];
    if (objectives.profitTarget.enabled) levels.push({ kind: 'profitTarget', price: evaluation.profitTarget, title: profitTarget });
    return levels;
  }, [
    evaluation.maxLossFloor,
    evaluation.dailyLossFloor,
    evaluation.profitTarget,
    objectives.profitTarget.enabled,
    maxLoss,
    dailyLoss,
    profitTarget,
  ]);
}

/** The chart is drawn after the first paint from a chunk of its own (src/ui/LazyChart.tsx). */
const loadEquityChart = () => import('./drawEquityChart').then((module) => module.mountEquityChart);

function RetryableChart({ account, series }: { account: AccountView; series: EquitySeries }) {
  const t = useT();
  const locale = useLocale();
  const levels = useLevels(account);
  const equityLabel = t('tradingOverview.chart.equity');
  const balanceLabel = t('tradingOverview.chart.balance');
  const input: EquityChartInput = useMemo(
    () => ({ items: series.items, levels, currency: account.currency, locale, labels: { equity: equityLabel, balance: balanceLabel } }),
    [series.items, levels, account.currency, locale, equityLabel, balanceLabel],
  );
  return (
    <LazyChart
      className="equity-chart__figure"
      load={loadEquityChart}
      input={input}
      label={t('tradingOverview.chart.label')}
      summary={useSummary(account, series, levels)}
      failedMessage={t('tradingOverview.chart.failed')}
    />
  );
}

/** What the chart shows, in words, for screen readers. */
function useSummary(account: AccountView, series: EquitySeries, levels: ChartLevel[]): string {
  const t = useT();
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, account.currency, locale);
  const first = series.items[0];
  const last = series.items.at(-1);
  if (!first || !last) return '';
  const values = series.items.map((p) => p.equity);
  const parts = [
    t('tradingOverview.chart.summary', {
      from: formatDate(first.time, locale),
      to: formatDate(last.time, locale),
      start: money(first.equity),
      end: money(last.equity),
      low: money(Math.min(...values)),
      high: money(Math.max(...values)),
      balance: money(last.balance),
    }),
    ...levels.map((level) => `${level.title}: ${money(level.price)}.`),
  ];
  return parts.join(' ');
}
