import { zoneOffsetMs } from '../../../domain/time';

/**
 * The equity chart on a true time scale. lightweight-charts spaces its points by index, not by
 * time, so the chart is given points on a regular time grid: equal steps of time are then equal
 * distances on the axis, whatever the sampling (eight days of hourly buckets and five minutes of
 * live samples take their share of the width, not one point each). Pure; times in UTC.
 */
export type EquityPoint = { time: string; balance: number; equity: number };
export type FloorStep = { time: string; floor: number };
export type Floors = { dailyLoss: FloorStep[]; maxLoss: FloorStep[]; profitTarget: number | null };

/**
 * One position of the grid. `time` is its place on the axis (UTC seconds, a multiple of the step);
 * `at` the instant its figures are from (ms): a sample's own time, or the position's own time when
 * the last known figures are carried forward to it. Figures in minor units; null before the first
 * sample (nothing is drawn there). The floors are those in effect when its figures were taken (its sample's instant when later than `time`).
 */
export type GridPoint = {
  time: number;
  at: number;
  equity: number | null;
  balance: number | null;
  dailyLoss: number | null;
  maxLoss: number | null;
};

/** Steps of the grid (seconds), each on a boundary the axis labels (a minute, an hour, a day). */
export const gridSteps = [1, 5, 15, 30, 60, 300, 900, 1_800, 3_600, 10_800, 21_600, 43_200, 86_400] as const;

/** The finest step that fits `[from, to]` (ms) in at most `maxPositions` positions. */
export function gridStep(from: number, to: number, maxPositions = 2_000): number {
  const span = Math.max(0, to - from) / 1000;
  for (const step of gridSteps) if (span / step <= maxPositions) return step;
  return Math.ceil(span / maxPositions / 86_400) * 86_400;
}

/** The value of a step function at `t` (ms): the last step at or before it, else the first. */
function stepper(steps: FloorStep[]): (t: number) => number | null {
  const times = steps.map((s) => Date.parse(s.time));
  let i = 0;
  return (t) => {
    // Asked in time order: move forward only.
    while (i + 1 < times.length && (times[i + 1] as number) <= t) i++;
    return steps[i]?.floor ?? null;
  };
}

/**
 * Resamples the series onto a regular grid over `[from, to]` (ms) with step `step` (seconds).
 * Positions come in pairs (a slot of two steps): the first of a slot shows its lowest equity, the
 * second its last figures, so a dip between two positions (a breach's equity) is never lost; a slot
 * without a sample carries the last known figures forward, so the line does not break. A figure
 * moves at most one slot (two steps) from its true time. No position is after `to` (a closed
 * account's chart ends at its close).
 */
export function resample(items: EquityPoint[], floors: Floors | null, from: number, to: number, step: number): GridPoint[] {
  const ms = step * 1000;
  const first = Math.floor(from / (2 * ms)) * 2 * ms;
  const samples = items.map((p) => ({ t: Date.parse(p.time), balance: p.balance, equity: p.equity }));
  const daily = stepper(floors?.dailyLoss ?? []);
  const maxLoss = stepper(floors?.maxLoss ?? []);
  const out: GridPoint[] = [];
  let next = 0;
  let carried: { t: number; balance: number; equity: number } | null = null;
  const push = (time: number, figures: { t: number; balance: number; equity: number } | null, own: boolean) => {
    const at = figures && own ? figures.t : time;
    // The floors in effect when the figures were taken: a payout a moment before the request moves
    // them after the last position's own time, and the equity drawn there already shows it.
    const floorsAt = Math.max(time, at);
    out.push({
      time: time / 1000,
      at,
      equity: figures?.equity ?? null,
      balance: figures?.balance ?? null,
      dailyLoss: daily(floorsAt),
      maxLoss: maxLoss(floorsAt),
    });
  };
  for (let slot = first; slot <= to; slot += 2 * ms) {
    const end = slot + 2 * ms;
    let low: (typeof samples)[number] | null = null;
    let last: (typeof samples)[number] | null = null;
    while (next < samples.length && (samples[next] as (typeof samples)[number]).t < end) {
      const sample = samples[next++] as (typeof samples)[number];
      if (!low || sample.equity < low.equity) low = sample;
      last = sample;
    }
    if (!low || !last) {
      push(slot, carried, false);
      if (slot + ms <= to) push(slot + ms, carried, false);
    } else if (slot + ms > to) {
      // The window ends in this slot's first half (a closed account's close): one position, its last figures.
      push(slot, last, true);
    } else if (low !== last) {
      push(slot, low, true);
      push(slot + ms, last, true);
    } else if (last.t < slot + ms) {
      push(slot, last, true);
      push(slot + ms, last, false);
    } else {
      push(slot, carried, false);
      push(slot + ms, last, true);
    }
    if (last) carried = last;
  }
  return out;
}

/**
 * The wall-clock times (ms, the local fields read as UTC) of ascending instants in `zone`. The zone's
 * offset is read once per six hours of them and per instant only where it changed (a daylight-saving
 * change; two never come within six hours), so a grid of 2000 positions costs a few hundred Intl
 * calls instead of 2000.
 */
export function wallTimes(times: number[], zone: string): number[] {
  const out: number[] = new Array(times.length);
  let i = 0;
  while (i < times.length) {
    const start = times[i] as number;
    let j = i;
    while (j + 1 < times.length && (times[j + 1] as number) - start <= 6 * 3_600_000) j++;
    const offset = zoneOffsetMs(start, zone);
    const same = zoneOffsetMs(times[j] as number, zone) === offset;
    for (let k = i; k <= j; k++) out[k] = (times[k] as number) + (same ? offset : zoneOffsetMs(times[k] as number, zone));
    i = j + 1;
  }
  return out;
}

const intraday = [
  [43_200_000, 33],
  [21_600_000, 32],
  [10_800_000, 31],
  [3_600_000, 30],
  [1_800_000, 22],
  [300_000, 21],
  [60_000, 20],
  [1_000, 10],
] as const;

/**
 * Tick weights as lightweight-charts grades them (a year 70, a month 60, a day 50, 12/6/3/1 hours
 * 33–30, 30/5/1 minutes 22–20, a second 10), but between two wall-clock times (`wallTimes`): the
 * axis then labels the viewer's midnights and hours, while the positions stay on real time (a day
 * of 23 or 25 hours keeps its true width, and an hour repeated by daylight saving does not go back).
 */
export function wallWeight(wall: number, previous: number): number {
  const a = new Date(previous);
  const b = new Date(wall);
  if (a.getUTCFullYear() !== b.getUTCFullYear()) return 70;
  if (a.getUTCMonth() !== b.getUTCMonth()) return 60;
  if (a.getUTCDate() !== b.getUTCDate()) return 50;
  const day = (t: number) => ((t % 86_400_000) + 86_400_000) % 86_400_000;
  for (const [divisor, weight] of intraday) {
    if (Math.floor(day(previous) / divisor) !== Math.floor(day(wall) / divisor)) return weight;
  }
  return 0;
}

/** The weight of instant `t` after `previous` on the wall clock of `zone`. */
export function tickWeight(t: number, previous: number, zone: string): number {
  const [p, w] = wallTimes([previous, t], zone);
  return wallWeight(w as number, p as number);
}
