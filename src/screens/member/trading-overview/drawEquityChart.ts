import {
  defaultHorzScaleBehavior,
  type ISeriesApi,
  LineSeries,
  LineStyle,
  LineType,
  type MouseEventParams,
  type Mutable,
  type TickMarkWeightValue,
  type Time,
  type TimeScalePoint,
  type UTCTimestamp,
} from 'lightweight-charts';
import { formatDate, formatMoney, minorDigits, toMajor, viewerTimeZone } from '../../../i18n/format';
import type { EquityRange } from '../../../schemas/equity';
import { themedChart } from '../../../ui/chartTheme';
import type { ChartHandle } from '../../../ui/LazyChart';
import { type EquityPoint, type Floors, type GridPoint, gridStep, resample, wallTimes, wallWeight } from './chartData';

/**
 * The equity chart, drawn with lightweight-charts on a true time scale (chartData.ts). This module
 * is only reached through a dynamic import (EquityChart.tsx), so the library is a chunk of its own,
 * fetched after the first paint.
 */
export type EquityChartInput = {
  range: EquityRange;
  /** The window, ISO (the server's `from` and `to`). */
  from: string;
  to: string;
  items: EquityPoint[];
  floors: Floors | null;
  currency: string;
  locale: string;
  labels: { equity: string; balance: string; dailyLoss: string; maxLoss: string; profitTarget: string };
};
export type EquityChartHandle = ChartHandle<EquityChartInput>;

/** What end-to-end tests read: where a time is on the x axis, and the points drawn. */
export type EquityChartProbe = { x: (time: number) => number | null; points: () => GridPoint[] };

type Line = 'equity' | 'balance' | 'dailyLoss' | 'maxLoss' | 'profitTarget';
/** Colours come from CSS custom properties, so the theme (and its dark variant) decides them. */
const colours: Record<Line, string> = {
  equity: '--chart-equity',
  balance: '--chart-balance',
  dailyLoss: '--chart-daily-loss',
  maxLoss: '--chart-max-loss',
  profitTarget: '--chart-target',
};

/**
 * The default time scale with tick weights taken on the viewer's wall clock (chartData.tickWeight):
 * positions stay in real UTC seconds, so a day of 23 or 25 hours keeps its width.
 */
class ViewerTimeScale extends defaultHorzScaleBehavior() {
  private readonly zone = viewerTimeZone();
  override fillWeightsForPoints(points: readonly Mutable<TimeScalePoint>[], startIndex: number): void {
    const from = Math.max(0, startIndex - 1);
    const times = points.slice(from).map((p) => (p.originalTime as number) * 1000);
    const [first, second] = times;
    if (first === undefined) return;
    // The first point is weighed against a point one step before it.
    const wall = wallTimes(startIndex === 0 && second !== undefined ? [2 * first - second, ...times] : times, this.zone);
    const offset = startIndex === 0 && second !== undefined ? 1 : 0;
    for (let i = Math.max(startIndex, 1 - offset); i < points.length; i++) {
      const k = i - from + offset;
      (points[i] as Mutable<TimeScalePoint>).timeWeight = wallWeight(wall[k] as number, wall[k - 1] as number) as TickMarkWeightValue;
    }
  }
}

/** Tick labels by kind (0 year, 1 month, 2 day of the month, 3 time, 4 time with seconds), in the viewer's zone. */
const tickOptions: Intl.DateTimeFormatOptions[] = [
  { year: 'numeric' },
  { month: 'short' },
  { month: 'short', day: 'numeric' },
  { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
];

/** Below this width (px) the price axis is compact. */
const narrowBelow = 520;

export function mountEquityChart(container: HTMLElement, first: EquityChartInput): EquityChartHandle {
  let input = first;
  let grid: GridPoint[] = [];
  let byTime = new Map<number, GridPoint>();
  let shown: { range: EquityRange; step: number } | null = null;
  let tickFormats: Intl.DateTimeFormat[] = [];
  const themed = themedChart(
    container,
    {
      // Labels at the plot's top and bottom edge only when whole (a CJK glyph is taller than the
      // font's measured height: "$11.2万" lost its top stroke at 375 px).
      rightPriceScale: { scaleMargins: { top: 0.1, bottom: 0.1 }, entireTextOnly: true },
      timeScale: {
        timeVisible: true,
        secondsVisible: false,
        // The first and last labels stay whole inside the plot.
        fixLeftEdge: true,
        fixRightEdge: true,
        // The window fitted at the first paint stays whole when the frame gets its final width
        // (autoSize): without it the last hours were cut off on the right.
        lockVisibleTimeRangeOnResize: true,
        tickMarkFormatter: (time: Time, kind: number) => tickFormats[kind]?.format((time as number) * 1000) ?? null,
      },
      localization: { dateFormat: "dd MMM 'yy" },
      crosshair: { horzLine: { labelVisible: false } },
    },
    new ViewerTimeScale(),
  );
  const { chart, colour, paint } = themed;
  const line = (kind: Line, width: 1 | 2, dashed: boolean) =>
    chart.addSeries(LineSeries, {
      lineWidth: width,
      lineType: kind === 'equity' ? LineType.Simple : LineType.WithSteps,
      lineStyle: dashed ? LineStyle.Dashed : LineStyle.Solid,
      priceLineVisible: false,
      // Only equity's current value is labelled on the axis; the legend above names every line.
      lastValueVisible: kind === 'equity',
      crosshairMarkerVisible: kind === 'equity' || kind === 'balance',
    });
  const series: Record<Line, ISeriesApi<'Line'>> = {
    maxLoss: line('maxLoss', 1, true),
    dailyLoss: line('dailyLoss', 1, true),
    profitTarget: line('profitTarget', 1, true),
    balance: line('balance', 1, false),
    equity: line('equity', 2, false),
  };
  themed.onPaint(() => {
    for (const kind of Object.keys(series) as Line[]) series[kind].applyOptions({ color: colour(colours[kind]) });
  });

  // The crosshair's figures: time, equity and balance of the point under it.
  const tooltip = document.createElement('div');
  tooltip.className = 'equity-chart__tooltip';
  tooltip.hidden = true;
  container.append(tooltip);
  const onMove = (param: MouseEventParams<Time>) => {
    const point = param.time === undefined ? undefined : byTime.get(param.time as number);
    if (!param.point || !point || point.equity === null || point.balance === null) {
      tooltip.hidden = true;
      return;
    }
    const { currency, locale, labels } = input;
    const money = (minor: number) => formatMoney(minor, currency, locale);
    tooltip.replaceChildren(
      Object.assign(document.createElement('time'), {
        dateTime: new Date(point.at).toISOString(),
        textContent: formatDate(point.at, locale),
      }),
      row(labels.equity, money(point.equity), 'is-equity'),
      row(labels.balance, money(point.balance), 'is-balance'),
    );
    tooltip.dataset.time = String(point.time);
    tooltip.hidden = false;
    const width = tooltip.offsetWidth;
    const left = param.point.x + 12 + width > container.clientWidth ? param.point.x - 12 - width : param.point.x + 12;
    tooltip.style.transform = `translate(${Math.max(0, left)}px, 0.5rem)`;
  };
  chart.subscribeCrosshairMove(onMove);

  const probe: EquityChartProbe = {
    x: (time) => chart.timeScale().timeToCoordinate(time as UTCTimestamp),
    points: () => grid,
  };
  Object.defineProperty(container, 'equityChart', { value: probe, configurable: true });

  // On a phone the price axis says "$97.97K", not "$97,969.51": the plot keeps its width (the
  // crosshair's figures and the summary stay exact).
  const isNarrow = () => container.clientWidth < narrowBelow;
  let narrow = isNarrow();
  const localize = () => {
    const { currency, locale } = input;
    const digits = minorDigits(currency);
    const compact = new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact', maximumSignificantDigits: 4 });
    chart.applyOptions({
      localization: {
        locale,
        priceFormatter: (price: number) =>
          narrow ? compact.format(price) : formatMoney(Math.round(price * 10 ** digits), currency, locale),
        timeFormatter: (time: Time) => formatDate((time as number) * 1000, locale),
      },
    });
  };
  const resized = new ResizeObserver(() => {
    if (isNarrow() === narrow) return;
    narrow = !narrow;
    localize();
  });
  resized.observe(container);

  const update = (next: EquityChartInput) => {
    input = next;
    const { currency, locale } = input;
    const digits = minorDigits(currency);
    tickFormats = tickOptions.map((options) => new Intl.DateTimeFormat(locale, options));
    localize();
    const priceFormat = { type: 'price' as const, precision: digits, minMove: 1 / 10 ** digits };
    for (const kind of Object.keys(series) as Line[]) series[kind].applyOptions({ priceFormat });

    const from = Date.parse(input.from);
    const to = Date.parse(input.to);
    const step = gridStep(from, to);
    grid = resample(input.items, input.floors, from, to, step);
    byTime = new Map(grid.map((p) => [p.time, p]));
    const values = (value: (p: GridPoint) => number | null) =>
      grid.map((p) => {
        const minor = value(p);
        return minor === null ? { time: p.time as UTCTimestamp } : { time: p.time as UTCTimestamp, value: toMajor(minor, currency) };
      });
    const target = input.floors?.profitTarget ?? null;
    series.equity.setData(values((p) => p.equity));
    series.balance.setData(values((p) => p.balance));
    series.dailyLoss.setData(values((p) => p.dailyLoss));
    series.maxLoss.setData(values((p) => p.maxLoss));
    series.profitTarget.setData(target === null ? [] : values(() => target));
    paint();
    // A new window (a preset, or a step the grid moved to) is shown whole; a live refresh keeps the zoom.
    if (shown?.range !== input.range || shown.step !== step) chart.timeScale().fitContent();
    shown = { range: input.range, step };
  };

  update(first);
  return {
    update,
    destroy: () => {
      resized.disconnect();
      chart.unsubscribeCrosshairMove(onMove);
      themed.destroy();
    },
  };
}

function row(label: string, value: string, kind: string): HTMLElement {
  const line = document.createElement('span');
  line.className = kind;
  line.append(`${label}: `, Object.assign(document.createElement('strong'), { textContent: value }));
  return line;
}
