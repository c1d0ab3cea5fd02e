import { useEffect, useMemo, useRef, useState } from 'react';
import { formatDate, formatMoney } from '../../../ui/format';
import { useLocale, useT } from '../../../ui/i18n';
import { ErrorState, QueryView, Skeleton } from '../../../ui/QueryView';
import { useQuery } from '../../../ui/useQuery';
import { $equity, type AccountView, type EquitySeries } from '../accounts/queries';
import type { ChartLevel, EquityChartHandle, EquityChartInput } from './drawEquityChart';

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

/** A failed chunk load (offline, a new deploy) is retried by drawing the chart afresh. */
function RetryableChart(props: { account: AccountView; series: EquitySeries }) {
  const [attempt, setAttempt] = useState(0);
  return <Chart key={attempt} {...props} retry={() => setAttempt((n) => n + 1)} />;
}

function Chart({ account, series, retry }: { account: AccountView; series: EquitySeries; retry: () => void }) {
  const t = useT();
  const locale = useLocale();
  const levels = useLevels(account);
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<EquityChartHandle | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const equityLabel = t('tradingOverview.chart.equity');
  const balanceLabel = t('tradingOverview.chart.balance');
  const input: EquityChartInput = useMemo(
    () => ({ items: series.items, levels, currency: account.currency, locale, labels: { equity: equityLabel, balance: balanceLabel } }),
    [series.items, levels, account.currency, locale, equityLabel, balanceLabel],
  );
  const latest = useRef(input);
  latest.current = input;

  useEffect(() => {
    let cancelled = false;
    let handle: EquityChartHandle | undefined;
    // After the page's first paint: the chart library is a chunk of its own, never in the island.
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        import('./drawEquityChart')
          .then(({ mountEquityChart }) => {
            if (cancelled || !container.current) return;
            handle = mountEquityChart(container.current, latest.current);
            chart.current = handle;
            setState('ready');
          })
          .catch(() => {
            if (!cancelled) setState('failed');
          });
      }),
    );
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      handle?.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.update(input);
  }, [input]);

  const summary = useSummary(account, series, levels);
  return (
    <figure className="equity-chart__figure">
      {state === 'failed' && <ErrorState error={new Error(t('tradingOverview.chart.failed'))} retry={retry} />}
      <div className="equity-chart__frame" hidden={state === 'failed'}>
        {/* The library owns this element's children; the skeleton lies over it until the chart is drawn. */}
        <div
          ref={container}
          className="equity-chart__canvas"
          role="group"
          aria-label={t('tradingOverview.chart.label')}
          aria-describedby="trading-chart-summary"
          aria-busy={state === 'loading'}
        />
        {state === 'loading' && (
          <div className="equity-chart__loading">
            <Skeleton lines={1} height="100%" />
          </div>
        )}
      </div>
      <figcaption id="trading-chart-summary" className="visually-hidden">
        {summary}
      </figcaption>
    </figure>
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
