import { describe, expect, it } from 'vitest';
import {
  addDaysToKey,
  formatDateKey,
  localDateKey,
  localDayOf,
  nextLocalDay,
  nextLocalMidnightAfter,
  parseInstant,
  startOfLocalDate,
  zoneOffsetMs,
} from './time';

const iso = (t: number) => new Date(t).toISOString();
const H = 3_600_000;

describe('startOfLocalDate (local midnight as a UTC instant)', () => {
  it.each([
    // Prague: CET = UTC+1 in winter, CEST = UTC+2 in summer.
    { zone: 'Europe/Prague', key: 20260105, start: '2026-01-04T23:00:00.000Z' },
    { zone: 'Europe/Prague', key: 20260701, start: '2026-06-30T22:00:00.000Z' },
    // 2026-03-29: clocks jump 02:00 → 03:00, the day starts in CET and ends in CEST (23 h).
    { zone: 'Europe/Prague', key: 20260329, start: '2026-03-28T23:00:00.000Z' },
    { zone: 'Europe/Prague', key: 20260330, start: '2026-03-29T22:00:00.000Z' },
    // 2026-10-25: clocks fall back 03:00 → 02:00, the day starts in CEST and ends in CET (25 h).
    { zone: 'Europe/Prague', key: 20261025, start: '2026-10-24T22:00:00.000Z' },
    { zone: 'Europe/Prague', key: 20261026, start: '2026-10-25T23:00:00.000Z' },
    { zone: 'UTC', key: 20260101, start: '2026-01-01T00:00:00.000Z' },
    { zone: 'America/New_York', key: 20260308, start: '2026-03-08T05:00:00.000Z' },
    { zone: 'Asia/Kolkata', key: 20260101, start: '2025-12-31T18:30:00.000Z' },
    // Santiago skips midnight on 2026-09-06 (00:00 UTC−4 becomes 01:00 UTC−3): the date starts at 04:00Z.
    { zone: 'America/Santiago', key: 20260906, start: '2026-09-06T04:00:00.000Z' },
    // …and repeats 23:00–24:00 of 2026-04-04 (24:00 UTC−3 becomes 23:00 UTC−4): 2026-04-05 starts at 04:00Z.
    { zone: 'America/Santiago', key: 20260405, start: '2026-04-05T04:00:00.000Z' },
  ])('$zone $key starts at $start', ({ zone, key, start }) => {
    expect(iso(startOfLocalDate(key, zone))).toBe(start);
  });

  it('gives 23- and 25-hour days around the Prague DST changes', () => {
    const spring = localDayOf(parseInstant('2026-03-29T12:00:00Z'), 'Europe/Prague');
    expect(spring.key).toBe(20260329);
    expect((spring.end - spring.start) / H).toBe(23);
    const autumn = localDayOf(parseInstant('2026-10-25T12:00:00Z'), 'Europe/Prague');
    expect(autumn.key).toBe(20261025);
    expect((autumn.end - autumn.start) / H).toBe(25);
    const ordinary = nextLocalDay(autumn, 'Europe/Prague');
    expect(ordinary).toEqual({ key: 20261026, start: autumn.end, end: parseInstant('2026-10-26T23:00:00Z') });
  });

  it('attributes 23:30 local on the DST days to the right date', () => {
    // 23:30 CEST on 2026-03-29 = 21:30Z; 00:30 CEST on 2026-03-30 = 22:30Z.
    expect(localDateKey(parseInstant('2026-03-29T21:30:00Z'), 'Europe/Prague')).toBe(20260329);
    expect(localDateKey(parseInstant('2026-03-29T22:30:00Z'), 'Europe/Prague')).toBe(20260330);
    // 23:30 CET on 2026-10-25 = 22:30Z (a naive +24 h from 22:00Z would already be the 26th).
    expect(localDateKey(parseInstant('2026-10-25T22:30:00Z'), 'Europe/Prague')).toBe(20261025);
    expect(localDateKey(parseInstant('2026-10-25T23:30:00Z'), 'Europe/Prague')).toBe(20261026);
  });

  it('skips a date a zone never had (Samoa, 2011-12-30)', () => {
    // Apia jumped from 2011-12-29 24:00 (UTC−10) to 2011-12-31 00:00 (UTC+14), i.e. at 10:00Z.
    expect(iso(startOfLocalDate(20111230, 'Pacific/Apia'))).toBe('2011-12-30T10:00:00.000Z');
    expect(iso(startOfLocalDate(20111231, 'Pacific/Apia'))).toBe('2011-12-30T10:00:00.000Z');
    expect(localDayOf(parseInstant('2011-12-30T10:00:00Z'), 'Pacific/Apia').key).toBe(20111231);
  });
});

describe('small helpers', () => {
  it('computes offsets, date keys and next midnights', () => {
    expect(zoneOffsetMs(parseInstant('2026-01-05T12:00:00Z'), 'Europe/Prague')).toBe(1 * H);
    expect(zoneOffsetMs(parseInstant('2026-07-05T12:00:00Z'), 'Europe/Prague')).toBe(2 * H);
    expect(addDaysToKey(20260228, 1)).toBe(20260301);
    expect(addDaysToKey(20281231, 1)).toBe(20290101);
    expect(formatDateKey(20260329)).toBe('2026-03-29');
    expect(iso(nextLocalMidnightAfter(parseInstant('2026-01-05T23:00:00Z'), 'Europe/Prague'))).toBe('2026-01-06T23:00:00.000Z');
  });

  it('parses instants, reading a date-time without zone as UTC', () => {
    expect(parseInstant('2026-01-05T10:00:00Z')).toBe(Date.UTC(2026, 0, 5, 10));
    expect(parseInstant('2026-01-05T10:00:00')).toBe(Date.UTC(2026, 0, 5, 10));
    expect(parseInstant('2026-01-05T10:00:00.250')).toBe(Date.UTC(2026, 0, 5, 10, 0, 0, 250));
    expect(parseInstant('2026-01-05T12:00:00+02:00')).toBe(Date.UTC(2026, 0, 5, 10));
    expect(() => parseInstant('yesterday')).toThrow(RangeError);
  });

  it('rejects an unknown time zone', () => {
    expect(() => localDateKey(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
