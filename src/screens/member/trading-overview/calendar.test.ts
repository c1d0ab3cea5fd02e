import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, monthIn, monthWeeks, shiftMonth, weekdays } from './calendar';

describe('the daily-results calendar', () => {
  it('moves across year ends when it goes to the previous or next month', () => {
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    expect(shiftMonth('2025-03', 0)).toBe('2025-03');
  });

  it('finds the month of an instant in the reset zone, not in UTC', () => {
    expect(monthIn('2025-02-28T23:30:00Z', 'Europe/Prague')).toBe('2025-03');
    expect(monthIn('2025-03-01T03:00:00Z', 'America/New_York')).toBe('2025-02');
  });

  it('starts weeks on Sunday in English and on Monday in German', () => {
    expect(firstDayOfWeek('en')).toBe(7);
    expect(firstDayOfWeek('de')).toBe(1);
    expect(weekdays(7).map((day) => new Date(`${day}T12:00:00Z`).getUTCDay())).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdays(1).map((day) => new Date(`${day}T12:00:00Z`).getUTCDay())).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('lays a month out in whole weeks with blanks around it', () => {
    // March 2025 begins on a Saturday and has 31 days.
    const days = (weeks: ReturnType<typeof monthWeeks>) => weeks.map((week) => week.map((cell) => cell.day));
    const monday = days(monthWeeks('2025-03', 1));
    expect(monday[0]).toEqual([null, null, null, null, null, '2025-03-01', '2025-03-02']);
    expect(monday.flat().filter(Boolean)).toHaveLength(31);
    expect(monday.every((week) => week.length === 7)).toBe(true);
    const sunday = days(monthWeeks('2025-03', 7));
    expect(sunday[0]?.[6]).toBe('2025-03-01');
    expect(sunday.at(-1)).toEqual(['2025-03-30', '2025-03-31', null, null, null, null, null]);
    expect(
      new Set(
        monthWeeks('2025-03', 7)
          .flat()
          .map((cell) => cell.key),
      ).size,
    ).toBe(42);
  });
});
