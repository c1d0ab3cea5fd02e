import { type AutoscaleInfo, type IPriceLine, LineSeries, LineStyle, LineType, type UTCTimestamp } from 'lightweight-charts';
import { themedChart } from '../../../ui/chartTheme';
import { formatDate, formatMoney, minorDigits, toMajor } from '../../../ui/format';
import type { ChartHandle } from '../../../ui/LazyChart';
import { type EquityPoint, toChartSeries } from './chartData';

/**
 * The equity chart, drawn with lightweight-charts. This module is only reached through a dynamic
 * import (EquityChart.tsx), so the library is a chunk of its own, fetched after the first paint.
 */
export type ChartLevel = { kind: 'maxLoss' | 'dailyLoss' | 'profitTarget'; price: number; title: string };
export type EquityChartInput = {
  items: EquityPoint[];
  levels: ChartLevel[];
  currency: string;
  locale: string;
  labels: { equity: string; balance: string };
};
export type EquityChartHandle = ChartHandle<EquityChartInput>;

/** Colours come from CSS custom properties, so the theme (and its dark variant) decides them. */
const levelColour = { maxLoss: '--chart-max-loss', dailyLoss: '--chart-daily-loss', profitTarget: '--chart-target' } as const;

export function mountEquityChart(container: HTMLElement, first: EquityChartInput): EquityChartHandle {
  let input = first;
  let levelPrices: number[] = [];
  let lines: { kind: ChartLevel['kind']; line: IPriceLine }[] = [];
  const themed = themedChart(container, {
    rightPriceScale: { scaleMargins: { top: 0.1, bottom: 0.1 } },
    timeScale: { timeVisible: true, secondsVisible: false },
  });
  const { chart, colour, paint } = themed;
  const withLevels = (base: () => AutoscaleInfo | null): AutoscaleInfo | null => {
    // The floors and the target stay in view even when equity is far from them.
    const info = base();
    if (!info?.priceRange || levelPrices.length === 0) return info;
    return {
      ...info,
      priceRange: {
        minValue: Math.min(info.priceRange.minValue, ...levelPrices),
        maxValue: Math.max(info.priceRange.maxValue, ...levelPrices),
      },
    };
  };
  const balance = chart.addSeries(LineSeries, { lineWidth: 1, lineType: LineType.WithSteps, priceLineVisible: false });
  const equity = chart.addSeries(LineSeries, { lineWidth: 2, priceLineVisible: false, autoscaleInfoProvider: withLevels });

  themed.onPaint(() => {
    equity.applyOptions({ color: colour('--chart-equity') });
    balance.applyOptions({ color: colour('--chart-balance') });
    for (const { kind, line } of lines) line.applyOptions({ color: colour(levelColour[kind]) });
  });

  const update = (next: EquityChartInput) => {
    input = next;
    const { currency, locale } = input;
    const digits = minorDigits(currency);
    chart.applyOptions({
      localization: {
        locale,
        priceFormatter: (price: number) => formatMoney(Math.round(price * 10 ** digits), currency, locale),
        // Times are already shifted to the viewer's wall clock (chartData.toWallClock).
        timeFormatter: (time: UTCTimestamp) => formatDate(time * 1000, locale, 'dateTime', { timeZone: 'UTC' }),
      },
    });
    const priceFormat = { type: 'price' as const, precision: digits, minMove: 1 / 10 ** digits };
    equity.applyOptions({ title: input.labels.equity, priceFormat });
    balance.applyOptions({ title: input.labels.balance, priceFormat });
    const series = toChartSeries(input.items, currency);
    equity.setData(series.equity.map((p) => ({ time: p.time as UTCTimestamp, value: p.value })));
    balance.setData(series.balance.map((p) => ({ time: p.time as UTCTimestamp, value: p.value })));

    for (const { line } of lines) equity.removePriceLine(line);
    levelPrices = input.levels.map((level) => toMajor(level.price, currency));
    lines = input.levels.map((level) => ({
      kind: level.kind,
      line: equity.createPriceLine({
        price: toMajor(level.price, currency),
        color: colour(levelColour[level.kind]),
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: true,
        title: level.title,
      }),
    }));
    paint();
  };

  update(first);
  chart.timeScale().fitContent();
  return { update, destroy: themed.destroy };
}
