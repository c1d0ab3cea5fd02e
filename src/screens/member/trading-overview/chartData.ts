import { toMajor } from '../../../ui/format';

export type EquityPoint = { time: string; balance: number; equity: number };
export type ChartPoint = { time: number; value: number };

/**
 * Seconds since the epoch as the viewer's wall clock reads them. lightweight-charts draws every
 * timestamp as UTC; shifting by the viewer's offset is its documented way to show a local zone
 * (ticks then fall on local midnights and hours).
 */
export function toWallClock(iso: string): number {
  const d = new Date(iso);
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()) / 1000;
}

/**
 * The equity and balance lines in major units. The chart needs strictly ascending times: points
 * in the same second (or repeated by a daylight-saving hour) collapse into the latest one.
 */
export function toChartSeries(items: EquityPoint[], currency: string): { equity: ChartPoint[]; balance: ChartPoint[] } {
  const equity: ChartPoint[] = [];
  const balance: ChartPoint[] = [];
  for (const item of items) {
    const time = Math.floor(toWallClock(item.time));
    const last = equity.at(-1);
    if (last && time <= last.time) {
      last.value = toMajor(item.equity, currency);
      (balance.at(-1) as ChartPoint).value = toMajor(item.balance, currency);
      continue;
    }
    equity.push({ time, value: toMajor(item.equity, currency) });
    balance.push({ time, value: toMajor(item.balance, currency) });
  }
  return { equity, balance };
}
