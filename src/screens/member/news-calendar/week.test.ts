import { describe, expect, it } from 'vitest';
import { addDays, apiQuery, daysOf, mondayOf, parseView, rangeOf, todayIn, toggled } from './week';

describe('the news calendar’s view', () => {
  it('reads the week, day and filters from the URL', () => {
    expect(parseView('?week=2026-12-02&day=2026-12-04&impact=low,high&currency=EUR,USD&q=%20cpi%20', '2026-11-23')).toEqual({
      week: '2026-11-30',
      day: '2026-12-04',
      impact: ['high', 'low'],
      currency: ['USD', 'EUR'],
      q: 'cpi',
    });
  });

  it('falls back to this week and no filters for what it cannot read', () => {
    expect(parseView('?week=2026-02-30&day=tomorrow&impact=extreme&currency=XYZ', '2026-11-26')).toEqual({
      week: '2026-11-23',
      day: null,
      impact: [],
      currency: [],
      q: '',
    });
    // A day outside the week shown is not shown alone.
    expect(parseView('?week=2026-11-30&day=2026-11-24', '2026-11-26').day).toBeNull();
  });

  it('finds Mondays across months and years', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('takes the week from local midnight to local midnight, clock changes included', () => {
    expect(rangeOf('2026-11-30', 'Europe/Prague')).toEqual({ from: '2026-11-29T23:00:00.000Z', to: '2026-12-06T23:00:00.000Z' });
    // The week of the end of summer time in Europe: 169 hours.
    expect(rangeOf('2026-10-19', 'Europe/Prague')).toEqual({ from: '2026-10-18T22:00:00.000Z', to: '2026-10-25T23:00:00.000Z' });
    expect(rangeOf('2026-11-30', 'Asia/Tokyo').from).toBe('2026-11-29T15:00:00.000Z');
  });

  it('asks the API for the week with only the filters set', () => {
    const view = parseView('?week=2026-11-30&impact=high', '2026-11-23');
    expect(apiQuery(view, 'UTC')).toEqual({ from: '2026-11-30T00:00:00.000Z', to: '2026-12-07T00:00:00.000Z', impact: 'high' });
  });

  it('groups events by the viewer’s day: the same instant is a different day in Tokyo', () => {
    const events = [{ time: '2026-11-30T16:00:00Z' }, { time: '2026-12-06T23:30:00Z' }];
    const week = parseView('?week=2026-11-30', '2026-11-23');
    const utc = daysOf(week, events, 'UTC');
    expect(utc.map((d) => d.day)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(utc.map((d) => d.events.length)).toEqual([1, 0, 0, 0, 0, 0, 1]);
    const tokyo = daysOf(week, events, 'Asia/Tokyo');
    expect(tokyo.map((d) => d.events.length)).toEqual([0, 1, 0, 0, 0, 0, 0]);
    const oneDay = daysOf({ ...week, day: '2026-11-30' }, events, 'UTC');
    expect(oneDay).toEqual([{ day: '2026-11-30', events: [events[0]] }]);
  });

  it('knows today in the viewer’s zone', () => {
    expect(todayIn('Asia/Tokyo', Date.parse('2026-11-29T16:00:00Z'))).toBe('2026-11-30');
    expect(todayIn('America/New_York', Date.parse('2026-11-29T16:00:00Z'))).toBe('2026-11-29');
  });

  it('toggles a filter item in the order of all items', () => {
    expect(toggled(['high', 'medium', 'low'], ['low'], 'high')).toEqual(['high', 'low']);
    expect(toggled(['high', 'medium', 'low'], ['high', 'low'], 'high')).toEqual(['low']);
  });
});
