import { HistogramSeries, type ISeriesApi, LineSeries, type Time } from 'lightweight-charts';
import { formatDay, formatMoney, formatNumber, minorDigits, toMajor } from '../../../i18n/format';
import { themedChart } from '../../../ui/chartTheme';
import type { ChartHandle } from '../../../ui/LazyChart';

/**
 * A day-by-day chart of the dashboard: net revenue in one currency (a line) or sign-ups (bars).
 * Only reached through a dynamic import (DashboardIsland.tsx), so lightweight-charts is a chunk
 * of its own, fetched after the first paint.
 */
export type DailyChartInput = {
  locale: string;
  /** Money in minor units of `currency`; without a currency, whole counts. */
  currency?: string;
  points: { day: string; value: number }[];
};

/** lightweight-charts hands a day back as text or as {year, month, day}. */
function dayOf(time: Time): string {
  if (typeof time === 'string') return time;
  if (typeof time === 'number') return new Date(time * 1000).toISOString().slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
}

export function mountDailyChart(container: HTMLElement, first: DailyChartInput): ChartHandle<DailyChartInput> {
  const themed = themedChart(container, {
    rightPriceScale: { scaleMargins: { top: 0.15, bottom: 0.05 } },
    timeScale: { fixLeftEdge: true, fixRightEdge: true },
  });
  const { chart, colour } = themed;
  let series: ISeriesApi<'Line'> | ISeriesApi<'Histogram'> | undefined;
  themed.onPaint(() => series?.applyOptions({ color: colour(first.currency ? '--chart-revenue' : '--chart-sign-ups') }));

  const update = (input: DailyChartInput) => {
    const { currency, locale } = input;
    const digits = currency ? minorDigits(currency) : 0;
    const format = (value: number) =>
      currency ? formatMoney(Math.round(value * 10 ** digits), currency, locale) : formatNumber(value, locale, 0);
    chart.applyOptions({ localization: { locale, timeFormatter: (time: Time) => formatDay(dayOf(time), locale) } });
    const priceFormat = { type: 'custom' as const, formatter: format, minMove: 1 / 10 ** digits };
    if (!series) {
      series = currency
        ? chart.addSeries(LineSeries, { lineWidth: 2, priceLineVisible: false, pointMarkersVisible: true, priceFormat })
        : chart.addSeries(HistogramSeries, { priceLineVisible: false, priceFormat });
    } else series.applyOptions({ priceFormat });
    series.setData(
      input.points.map((point) => ({ time: point.day as Time, value: currency ? toMajor(point.value, currency) : point.value })),
    );
    themed.paint();
    chart.timeScale().fitContent();
  };

  update(first);
  return { update, destroy: themed.destroy };
}
