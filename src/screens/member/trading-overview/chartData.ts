import { localFields } from '../../../domain/time';

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
 * sample (nothing is drawn there). The floors are those in effect at `time`.
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
    out.push({
      time: time / 1000,
      at: figures && own ? figures.t : time,
      equity: figures?.equity ?? null,
      balance: figures?.balance ?? null,
      dailyLoss: daily(time),
      maxLoss: maxLoss(time),
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
 * Tick weights as lightweight-charts grades them (a year 70, a month 60, a day 50, 12/6/3/1 hours
 * 33–30, 30/5/1 minutes 22–20, a second 10), but on the viewer's wall clock in `zone`: the axis
 * then labels local midnights and hours, while the positions stay on real time (a day of 23 or 25
 * hours keeps its true width, and an hour repeated by daylight saving does not go back).
 */
export function tickWeight(t: number, previous: number, zone: string): number {
  return weightOf(wallClock(previous, zone), wallClock(t, zone));
}

type Fields = ReturnType<typeof localFields>;
let lastWall: { t: number; zone: string; fields: Fields } | null = null;

/** The wall-clock fields of `t` in `zone`; the last one is kept, as weights are asked point after point. */
function wallClock(t: number, zone: string): Fields {
  if (lastWall?.t === t && lastWall.zone === zone) return lastWall.fields;
  const fields = localFields(t, zone);
  lastWall = { t, zone, fields };
  return fields;
}

function weightOf(a: Fields, b: Fields): number {
  if (a[0] !== b[0]) return 70;
  if (a[1] !== b[1]) return 60;
  if (a[2] !== b[2]) return 50;
  const wall = (f: Fields) => ((f[3] * 60 + f[4]) * 60 + f[5]) * 1000;
  const [pa, pb] = [wall(a), wall(b)];
  for (const [divisor, weight] of [
    [43_200_000, 33],
    [21_600_000, 32],
    [10_800_000, 31],
    [3_600_000, 30],
    [1_800_000, 22],
    [300_000, 21],
    [60_000, 20],
    [1_000, 10],
  ] as const) {
    if (Math.floor(pa / divisor) !== Math.floor(pb / divisor)) return weight;
  }
  return 0;
}
