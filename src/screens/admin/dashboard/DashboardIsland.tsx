import { useEffect, useMemo, useState } from 'react';
import type { Messages } from '../../../i18n';
import { formatDay, formatMoney, formatNumber, formatPercent } from '../../../i18n/format';
import { localizePath } from '../../../i18n/locales';
import type { Column } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { type IslandProps, island, useLocale, useT } from '../../../ui/i18n';
import { LazyChart } from '../../../ui/LazyChart';
import { DayRangeFilter } from '../../../ui/ListFilter';
import { Money } from '../../../ui/Money';
import { PanelCard } from '../../../ui/PanelCard';
import { platformCommandColumns } from '../../../ui/PlatformCommands';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { StatGrid, StatTile } from '../../../ui/StatTile';
import { Table } from '../../../ui/Table';
import { $search, updateSearch } from '../../../ui/urlState';
import { useClientStore } from '../../../ui/useClientStore';
import { useQuery } from '../../../ui/useQuery';
import type { DailyChartInput } from './drawDailyChart';
import type { dashboardMessageKeys } from './messageKeys';
import { $dashboard, $failingCommands, type Dashboard, type DashboardRange, type FailingCommandList, presets, rangeOf } from './queries';

/** /dashboard (admin): the firm at a glance over a range of UTC days, the range in the URL. */
export default island<IslandProps<Messages<(typeof dashboardMessageKeys)[number]>>>(DashboardScreen);

/** Today is the browser's, known only after hydration: the static page never guesses a date. */
function useRange(): DashboardRange | null {
  const search = useClientStore($search);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? rangeOf(search) : null;
}

function DashboardScreen() {
  const range = useRange();
  return (
    <div className="screen admin-dashboard">
      <FailingCommands />
      <RangePicker range={range} />
      {range ? <Figures range={range} /> : <Skeleton lines={6} />}
    </div>
  );
}

function RangePicker({ range }: { range: DashboardRange | null }) {
  const t = useT();
  const locale = useLocale();
  const choose = (patch: Record<string, string | null>) => updateSearch(patch, { push: true });
  return (
    <section className="panel-card dashboard-range" aria-labelledby="dashboard-range-title">
      <header className="panel-card__header dashboard-range__head">
        <div>
          <h2 id="dashboard-range-title" className="title is-5">
            {t('dashboard.range')}
          </h2>
          {/* The line is kept while the figures load, so they do not push the controls down. */}
          <p>{range ? t('dashboard.rangeNote', { from: formatDay(range.from, locale), to: formatDay(range.to, locale) }) : '\u00a0'}</p>
        </div>
        {/* The news import has no menu item (the seed fixes the admin menu): it is reached from here. */}
        <a className="button is-small" href={localizePath('/dashboard/news', locale)}>
          {t('adminNews.link')}
        </a>
      </header>
      <div className="dashboard-range__controls">
        <div className="buttons dashboard-range__presets" role="group" aria-label={t('dashboard.presets')}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={range?.preset === preset ? 'button is-small is-primary' : 'button is-small'}
              aria-pressed={range?.preset === preset}
              onClick={() => choose({ range: preset, from: null, to: null })}
            >
              {t(`dashboard.preset.${preset}`)}
            </button>
          ))}
        </div>
        <DayRangeFilter
          className="admin-filter"
          from={range?.from ?? ''}
          to={range?.to ?? ''}
          fromLabel={t('dashboard.from')}
          toLabel={t('dashboard.to')}
          // A day typed or picked makes the range custom; the other end stays where it was.
          onChange={(patch) =>
            range &&
            choose({
              range: null,
              from: patch.from === undefined ? range.from : patch.from,
              to: patch.to === undefined ? range.to : patch.to,
            })
          }
        />
      </div>
    </section>
  );
}

function Figures({ range }: { range: DashboardRange }) {
  const query = useQuery($dashboard);
  return (
    <QueryView query={query} skeleton={<Skeleton lines={8} />}>
      {(data) => (
        // While another range loads, the figures shown must be the ones for the range they name.
        <div className={data.from === range.from && data.to === range.to ? 'dashboard-figures' : 'dashboard-figures is-stale'}>
          <Revenue data={data} />
          <div className="dashboard-columns">
            <OrdersByStatus data={data} />
            <SignUps data={data} />
          </div>
          <Accounts data={data} />
          <PassRates data={data} />
          <Payouts data={data} />
        </div>
      )}
    </QueryView>
  );
}

/** A link to a list, with the page's locale prefix and the range's days. */
function useListLink(data: Dashboard) {
  const locale = useLocale();
  return (path: string, params: Record<string, string> = {}) =>
    localizePath(`${path}?${new URLSearchParams({ ...params, from: data.from, to: data.to })}`, locale);
}

function Revenue({ data }: { data: Dashboard }) {
  const t = useT();
  const locale = useLocale();
  const link = useListLink(data);
  const { totals, byChallenge } = data.revenue;
  return (
    <PanelCard id="dashboard-revenue" title={t('dashboard.revenue.title')} note={t('dashboard.revenue.note')}>
      {totals.length === 0 ? (
        <p className="empty-state">{t('dashboard.revenue.empty')}</p>
      ) : (
        totals.map((total) => (
          <div key={total.currency} className="dashboard-currency">
            <StatGrid label={t('dashboard.revenue.currency', { currency: total.currency })}>
              <StatTile
                label={t('dashboard.revenue.gross')}
                value={<Money minor={total.gross} currency={total.currency} />}
                hint={t('dashboard.revenue.grossHint', { count: formatNumber(total.paidOrders, locale, 0) })}
                href={link('/orders', { status: 'paid' })}
                linkContext={total.currency}
              />
              <StatTile
                label={t('dashboard.revenue.refunds')}
                value={<Money minor={total.refunds} currency={total.currency} />}
                hint={t('dashboard.revenue.refundsHint', { count: formatNumber(total.refundedOrders, locale, 0) })}
                href={link('/orders', { status: 'refunded' })}
                linkContext={total.currency}
              />
              <StatTile
                label={t('dashboard.revenue.net')}
                value={<Money minor={total.net} currency={total.currency} tone />}
                hint={t('dashboard.revenue.netHint')}
              />
            </StatGrid>
            <RevenueChart data={data} currency={total.currency} />
          </div>
        ))
      )}
      {byChallenge.length > 0 && (
        <Table
          className="dashboard-table"
          tableClassName="table is-fullwidth"
          caption={t('dashboard.byChallenge.caption')}
          captionClassName="dashboard-table__caption"
          rowKey={(row) => `${row.currency}-${row.challengeId}`}
          rows={byChallenge}
          columns={[
            {
              id: 'challenge',
              header: t('dashboard.col.challenge'),
              cell: (row) => <a href={link('/orders', { status: 'paid', challengeId: row.challengeId })}>{row.challengeName}</a>,
            },
            {
              id: 'paidOrders',
              header: t('dashboard.col.paidOrders'),
              align: 'end',
              cell: (row) => formatNumber(row.paidOrders, locale, 0),
            },
            {
              id: 'gross',
              header: t('dashboard.revenue.gross'),
              align: 'end',
              cell: (row) => <Money minor={row.gross} currency={row.currency} />,
            },
            {
              id: 'refunds',
              header: t('dashboard.revenue.refunds'),
              align: 'end',
              cell: (row) => <Money minor={row.refunds} currency={row.currency} />,
            },
            {
              id: 'net',
              header: t('dashboard.revenue.net'),
              align: 'end',
              cell: (row) => <Money minor={row.net} currency={row.currency} />,
            },
          ]}
        />
      )}
    </PanelCard>
  );
}

const loadDailyChart = () => import('./drawDailyChart').then((module) => module.mountDailyChart);

function RevenueChart({ data, currency }: { data: Dashboard; currency: string }) {
  const t = useT();
  const locale = useLocale();
  const input: DailyChartInput = useMemo(
    () => ({ locale, currency, points: data.daily.map((day) => ({ day: day.day, value: day.net[currency] ?? 0 })) }),
    [data.daily, currency, locale],
  );
  const best = input.points.reduce(
    (top, point) => (point.value > top.value ? point : top),
    input.points[0] ?? { day: data.from, value: 0 },
  );
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const total = input.points.reduce((sum, point) => sum + point.value, 0);
  return (
    <div className="dashboard-chart">
      <h3 className="dashboard-chart__title">{t('dashboard.chart.revenue', { currency })}</h3>
      <LazyChart
        className="dashboard-chart__figure"
        load={loadDailyChart}
        input={input}
        label={t('dashboard.chart.revenueLabel', { currency })}
        summary={t('dashboard.chart.revenueSummary', {
          from: formatDay(data.from, locale),
          to: formatDay(data.to, locale),
          total: money(total),
          day: formatDay(best.day, locale),
          amount: money(best.value),
        })}
        failedMessage={t('dashboard.chart.failed')}
      />
    </div>
  );
}

function OrdersByStatus({ data }: { data: Dashboard }) {
  const t = useT();
  const locale = useLocale();
  const link = useListLink(data);
  const total = data.orders.reduce((sum, row) => sum + row.count, 0);
  return (
    <PanelCard id="dashboard-orders" title={t('dashboard.orders.title')} note={t('dashboard.orders.note')}>
      {total === 0 ? (
        <p className="empty-state">{t('dashboard.orders.empty')}</p>
      ) : (
        <StatGrid label={t('dashboard.orders.title')}>
          {data.orders.map((row) => (
            <StatTile
              key={row.status}
              label={t(`billing.status.${row.status}`)}
              value={formatNumber(row.count, locale, 0)}
              href={link('/orders', { status: row.status })}
              linkContext={t('dashboard.orders.title')}
            />
          ))}
        </StatGrid>
      )}
    </PanelCard>
  );
}

function SignUps({ data }: { data: Dashboard }) {
  const t = useT();
  const locale = useLocale();
  const link = useListLink(data);
  const input: DailyChartInput = useMemo(
    () => ({ locale, points: data.daily.map((day) => ({ day: day.day, value: day.signUps })) }),
    [data.daily, locale],
  );
  const busiest = input.points.reduce(
    (top, point) => (point.value > top.value ? point : top),
    input.points[0] ?? { day: data.from, value: 0 },
  );
  return (
    <PanelCard id="dashboard-sign-ups" title={t('dashboard.signUps.title')} note={t('dashboard.signUps.note')}>
      <StatGrid label={t('dashboard.signUps.title')}>
        <StatTile label={t('dashboard.signUps.tile')} value={formatNumber(data.signUps, locale, 0)} href={link('/users')} />
      </StatGrid>
      {data.signUps === 0 ? (
        <p className="empty-state">{t('dashboard.signUps.empty')}</p>
      ) : (
        <div className="dashboard-chart">
          <h3 className="dashboard-chart__title">{t('dashboard.chart.signUps')}</h3>
          <LazyChart
            className="dashboard-chart__figure"
            load={loadDailyChart}
            input={input}
            label={t('dashboard.chart.signUpsLabel')}
            summary={t('dashboard.chart.signUpsSummary', {
              total: formatNumber(data.signUps, locale, 0),
              from: formatDay(data.from, locale),
              to: formatDay(data.to, locale),
              day: formatDay(busiest.day, locale),
              count: formatNumber(busiest.value, locale, 0),
            })}
            failedMessage={t('dashboard.chart.failed')}
          />
        </div>
      )}
    </PanelCard>
  );
}

function Accounts({ data }: { data: Dashboard }) {
  const t = useT();
  const locale = useLocale();
  const figures = ['activeNow', 'started', 'passed', 'failed', 'funded'] as const;
  return (
    <PanelCard id="dashboard-accounts" title={t('dashboard.accounts.title')}>
      <StatGrid label={t('dashboard.accounts.title')}>
        {figures.map((figure) => (
          <StatTile
            key={figure}
            label={t(`dashboard.accounts.${figure}`)}
            value={formatNumber(data.accounts[figure], locale, 0)}
            hint={t(`dashboard.accounts.${figure}Hint`)}
          />
        ))}
      </StatGrid>
    </PanelCard>
  );
}

function PassRates({ data }: { data: Dashboard }) {
  const t = useT();
  const locale = useLocale();
  return (
    <PanelCard id="dashboard-pass-rates" title={t('dashboard.passRate.title')} note={t('dashboard.passRate.note')}>
      {data.passRates.length === 0 ? (
        <p className="empty-state">{t('dashboard.passRate.empty')}</p>
      ) : (
        <Table
          className="dashboard-table"
          tableClassName="table is-fullwidth"
          caption={t('dashboard.passRate.title')}
          rowKey={(row) => `${row.challengeId}-${row.phase}`}
          rows={data.passRates}
          columns={[
            { id: 'challenge', header: t('dashboard.col.challenge'), cell: (row) => row.challengeName },
            { id: 'phase', header: t('dashboard.col.phase'), cell: (row) => row.phaseName },
            { id: 'passed', header: t('dashboard.col.passed'), align: 'end', cell: (row) => formatNumber(row.passed, locale, 0) },
            { id: 'failed', header: t('dashboard.col.failed'), align: 'end', cell: (row) => formatNumber(row.failed, locale, 0) },
            {
              id: 'rate',
              header: t('dashboard.col.rate'),
              align: 'end',
              cell: (row) => <strong>{formatPercent(row.rate, locale, { digits: 1 })}</strong>,
            },
          ]}
        />
      )}
    </PanelCard>
  );
}

function Payouts({ data }: { data: Dashboard }) {
  const t = useT();
  const locale = useLocale();
  // The payouts screen (issue 11) filters by status; it has no date range yet.
  const link = (status: string) => localizePath(`/admin-payouts-requests?${new URLSearchParams({ status })}`, locale);
  return (
    <PanelCard id="dashboard-payouts" title={t('dashboard.payouts.title')} note={t('dashboard.payouts.note')}>
      {data.payouts.length === 0 ? (
        <p className="empty-state">{t('dashboard.payouts.empty')}</p>
      ) : (
        data.payouts.map((row) => (
          <StatGrid key={row.currency} label={t('dashboard.payouts.currency', { currency: row.currency })}>
            <StatTile
              label={t('dashboard.payouts.requested')}
              value={<Money minor={row.requested.amount} currency={row.currency} />}
              hint={t('dashboard.payouts.count', { count: formatNumber(row.requested.count, locale, 0) })}
              href={link('requested')}
              linkContext={t('dashboard.payouts.currency', { currency: row.currency })}
            />
            <StatTile
              label={t('dashboard.payouts.paid')}
              value={<Money minor={row.paid.amount} currency={row.currency} />}
              hint={t('dashboard.payouts.count', { count: formatNumber(row.paid.count, locale, 0) })}
              href={link('paid')}
              linkContext={t('dashboard.payouts.currency', { currency: row.currency })}
            />
          </StatGrid>
        ))
      )}
    </PanelCard>
  );
}

type FailingCommand = FailingCommandList['items'][number];

/**
 * Commands the trading platform has not carried out (issue 29): shown until they are done, each
 * with the platform's words, a link to the account's report and a retry. Nothing shows when all went through.
 */
function FailingCommands() {
  const t = useT();
  const locale = useLocale();
  const query = useQuery($failingCommands);
  const failing = query.data;
  if (!failing || failing.total === 0) return null;
  const columns: Column<FailingCommand>[] = [
    { id: 'sent', header: t('adminPlatform.col.sent'), cell: (c) => <DateTime value={c.createdAt} /> },
    {
      id: 'account',
      header: t('adminPlatform.col.account'),
      cell: (c) => (
        <a
          href={localizePath(
            `/users/${encodeURIComponent(c.userId)}/trading-accounts/${encodeURIComponent(c.accountId)}/view-report`,
            locale,
          )}
        >
          {c.login}
        </a>
      ),
    },
    ...platformCommandColumns<FailingCommand>(t),
  ];
  return (
    <PanelCard
      id="dashboard-platform-commands"
      title={t('adminPlatform.failing', { count: failing.total })}
      note={t('adminPlatform.failing.note')}
    >
      <Table columns={columns} rows={failing.items} rowKey={(c) => c.id} caption={t('adminPlatform.failing', { count: failing.total })} />
    </PanelCard>
  );
}
