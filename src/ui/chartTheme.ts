import {
  type ChartOptions,
  ColorType,
  createChart,
  createChartEx,
  type DeepPartial,
  type IChartApi,
  type IHorzScaleBehavior,
  type Time,
} from 'lightweight-charts';

/**
 * A lightweight-charts chart that takes its colours from CSS custom properties, so the theme (and
 * its dark variant) decides them, and repaints when the theme switches. Only modules reached
 * through a dynamic import may use this (src/ui/LazyChart.tsx), so the library stays a chunk of
 * its own.
 */
export function themedChart(container: HTMLElement, options: DeepPartial<ChartOptions> = {}, horzScale?: IHorzScaleBehavior<Time>) {
  const all: DeepPartial<ChartOptions> = {
    autoSize: true,
    // A vertical swipe over the chart scrolls the page on phones.
    handleScroll: { vertTouchDrag: false },
    ...options,
  };
  // A time scale of the chart's own (its tick marks, say) goes through createChartEx, as createChart does with the default one.
  const chart: IChartApi = horzScale ? (createChartEx(container, horzScale, all) as IChartApi) : createChart(container, all);
  const colour = (name: string) => getComputedStyle(container).getPropertyValue(name).trim();
  const painters: ((colour: (name: string) => string) => void)[] = [];

  const paint = () => {
    const text = colour('--app-text-muted');
    const grid = colour('--app-border');
    chart.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: text,
        fontFamily: getComputedStyle(container).fontFamily,
      },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      rightPriceScale: { borderColor: grid },
      timeScale: { borderColor: grid },
    });
    for (const painter of painters) painter(colour);
  };

  // The theme switches by the root's data-theme attribute (src/stores/theme.ts).
  const observer = new MutationObserver(paint);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });

  return {
    chart,
    colour,
    /** Colours the chart's own parts (series, lines) now and at every theme switch. */
    onPaint(painter: (colour: (name: string) => string) => void) {
      painters.push(painter);
    },
    paint,
    destroy() {
      observer.disconnect();
      chart.remove();
    },
  };
}
