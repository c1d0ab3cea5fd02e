import { describe, expect, it } from 'vitest';
import { zoneOffsetMs } from '../../../domain/time';
import { type EquityPoint, type GridPoint, gridStep, resample, tickWeight, wallTimes } from './chartData';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);
const point = (t: number, equity: number, balance = equity): EquityPoint => ({ time: new Date(t).toISOString(), balance, equity });
/** The index of the first position showing `equity`: its x on the chart is this index times the bar spacing. */
const xOf = (grid: GridPoint[], equity: number) => grid.findIndex((p) => p.equity === equity);

describe('the equity chart on a time scale', () => {
  it('spaces the positions evenly in time, so distances on the axis are proportional to time', () => {
    const t0 = at('2026-03-10T08:00:00Z');
    // Sparse history (a day apart) and dense live samples (a minute apart) in one series.
    const items = [point(t0, 100), point(t0 + MIN, 101), point(t0 + DAY, 102), point(t0 + DAY + MIN, 103), point(t0 + DAY + 2 * MIN, 104)];
    const to = t0 + DAY + 2 * MIN;
    const step = gridStep(t0, to);
    expect(step).toBe(60);
    const grid = resample(items, null, t0, to, step);
    const gaps = new Set(grid.slice(1).map((p, i) => p.time - (grid[i] as GridPoint).time));
    expect([...gaps]).toEqual([60]);
    const day = xOf(grid, 102) - xOf(grid, 100);
    const minute = xOf(grid, 103) - xOf(grid, 102);
    // A day is 1440 times a minute on the axis (each figure within one slot of two steps of its time).
    expect(Math.abs(day - 1440)).toBeLessThanOrEqual(2);
    expect(minute).toBeGreaterThanOrEqual(1);
    expect(minute).toBeLessThanOrEqual(2);
    expect(Math.abs(day / Math.max(1, xOf(grid, 104) - xOf(grid, 102)) - 720)).toBeLessThan(8);
  });

  it('carries the last figures forward, so the line does not break between samples', () => {
    const t0 = at('2026-03-10T08:00:00Z');
    const grid = resample([point(t0, 500, 400), point(t0 + 3 * HOUR, 600, 450)], null, t0, t0 + 4 * HOUR, 60);
    expect(grid.every((p) => p.equity !== null)).toBe(true);
    const middle = grid.find((p) => p.time * 1000 === t0 + 2 * HOUR) as GridPoint;
    // Carried: the figures of 08:00, shown as at the position's own time.
    expect(middle).toMatchObject({ equity: 500, balance: 400, at: t0 + 2 * HOUR });
    expect(grid.at(-1)).toMatchObject({ equity: 600, balance: 450 });
  });

  it('keeps the lowest equity of a slot, so a breach between two positions still shows', () => {
    const t0 = at('2026-03-10T08:00:00Z');
    // A sample every second for a day with one dip to 9000 (the breach), then a recovery.
    const items: EquityPoint[] = [];
    for (let s = 0; s < 86_400; s += 1) items.push(point(t0 + s * 1000, s === 50_001 ? 9_000 : 10_000 + (s % 7)));
    const to = t0 + DAY;
    const grid = resample(items, null, t0, to, gridStep(t0, to, 500));
    expect(grid.length).toBeLessThanOrEqual(502);
    const low = grid.find((p) => p.equity === 9_000) as GridPoint;
    expect(low.at).toBe(t0 + 50_001_000);
    // Placed within one slot of its true time.
    expect(Math.abs(low.time * 1000 - low.at)).toBeLessThanOrEqual(2 * gridStep(t0, to, 500) * 1000);
    // A closed account ends at its breach: the last sample is the last figure drawn.
    for (const end of [50_001_000, 50_100_000, 50_500_000]) {
      const breached = resample(items.slice(0, 50_002), null, t0, t0 + end, 300);
      expect(breached.at(-1)?.equity, String(end)).toBe(9_000);
      expect((breached.at(-1) as GridPoint).time * 1000).toBeLessThanOrEqual(t0 + end);
    }
  });

  it('steps the daily floor at each reset in the reset zone, across the change to summer time', () => {
    // Prague: midnight is 23:00 UTC until 29 March 2026, then 22:00 UTC; 29 March has 23 hours.
    const floors = {
      dailyLoss: [
        { time: '2026-03-27T08:00:00.000Z', floor: 95_000 },
        { time: '2026-03-27T23:00:00.000Z', floor: 96_000 },
        { time: '2026-03-28T23:00:00.000Z', floor: 97_000 },
        { time: '2026-03-29T22:00:00.000Z', floor: 98_000 },
      ],
      maxLoss: [{ time: '2026-03-27T08:00:00.000Z', floor: 90_000 }],
      profitTarget: 110_000,
    };
    const from = at('2026-03-27T08:00:00Z');
    const to = at('2026-03-30T12:00:00Z');
    const grid = resample([point(from, 100_000)], floors, from, to, 900);
    const change = (floor: number) => (grid.find((p) => p.dailyLoss === floor) as GridPoint).time * 1000;
    expect(change(96_000)).toBe(at('2026-03-27T23:00:00Z'));
    expect(change(97_000)).toBe(at('2026-03-28T23:00:00Z'));
    expect(change(98_000)).toBe(at('2026-03-29T22:00:00Z'));
    // The short day is 23 hours wide on the axis, the day before 24.
    const positions = (floor: number) => grid.filter((p) => p.dailyLoss === floor).length;
    expect(positions(97_000)).toBe((23 * HOUR) / (900 * 1000));
    expect(positions(96_000)).toBe((24 * HOUR) / (900 * 1000));
    expect(grid.every((p) => p.maxLoss === 90_000)).toBe(true);
  });

  it('draws the floors in effect when a position’s figures were taken: a payout just before the request moves them at once', () => {
    const from = at('2026-03-27T08:00:00Z');
    const paid = at('2026-03-27T12:40:00Z');
    const to = paid + MIN;
    const floors = {
      dailyLoss: [
        { time: '2026-03-27T08:00:00.000Z', floor: 95_000 },
        { time: new Date(paid).toISOString(), floor: 90_000 },
      ],
      maxLoss: [{ time: '2026-03-27T08:00:00.000Z', floor: 90_000 }],
      profitTarget: 110_000,
    };
    // Hourly steps: the last position starts before the payout, its figures are the payout's.
    const grid = resample([point(from, 100_000), point(paid, 95_000)], floors, from, to, 3_600);
    const last = grid.at(-1) as GridPoint;
    expect(last.time * 1000).toBeLessThan(paid);
    expect(last).toMatchObject({ equity: 95_000, dailyLoss: 90_000 });
    expect(grid[0]?.dailyLoss).toBe(95_000);
  });

  it('labels local midnights and hours on the wall clock of the zone, across daylight-saving changes', () => {
    const zone = 'Europe/Prague';
    // Local midnight of 30 March (summer time) is 22:00 UTC; 23:00 UTC is 01:00 local, an hour mark.
    expect(tickWeight(at('2026-03-29T22:00:00Z'), at('2026-03-29T21:45:00Z'), zone)).toBe(50);
    expect(tickWeight(at('2026-03-29T23:00:00Z'), at('2026-03-29T22:45:00Z'), zone)).toBe(30);
    // 01:00 UTC on 29 March: the clock jumps from 02:00 to 03:00 local (a 3-hour mark).
    expect(tickWeight(at('2026-03-29T01:00:00Z'), at('2026-03-29T00:59:00Z'), zone)).toBe(31);
    expect(tickWeight(at('2026-03-01T00:00:00Z'), at('2026-02-28T23:00:00Z'), 'UTC')).toBe(60);
    expect(tickWeight(at('2026-03-10T08:05:00Z'), at('2026-03-10T08:04:00Z'), 'UTC')).toBe(21);
  });

  it('reads the wall clock of every position right around both daylight-saving changes of a year', () => {
    for (const zone of ['Europe/Prague', 'America/New_York', 'Australia/Lord_Howe', 'UTC']) {
      const from = at('2026-01-01T00:00:00Z');
      // A position every 20 minutes for a year, and every minute over the March change.
      const times = [
        ...Array.from({ length: 26_280 }, (_, i) => from + i * 20 * MIN),
        ...Array.from({ length: 3 * 1440 }, (_, i) => at('2027-03-27T00:00:00Z') + i * MIN),
      ];
      const walls = wallTimes(times, zone);
      const wrong = times.filter((t, i) => walls[i] !== t + zoneOffsetMs(t, zone));
      expect(wrong, zone).toEqual([]);
    }
  });
});
