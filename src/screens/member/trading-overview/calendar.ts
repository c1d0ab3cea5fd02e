/**
 * Month arithmetic for the daily-results calendar. Days are 'YYYY-MM-DD' calendar days in the
 * account's reset zone and months 'YYYY-MM'; both are handled as plain dates (noon UTC), never
 * shifted through the viewer's zone.
 */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + by, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The 'YYYY-MM' month an instant falls in, in `timeZone`. */
export function monthIn(instant: string | number | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).format(new Date(instant)).slice(0, 7);
}

/** 1 = Monday … 7 = Sunday, as Intl week info numbers them (CLDR; Monday where the browser cannot say). */
export function firstDayOfWeek(locale: string): number {
  const info = new Intl.Locale(locale).maximize() as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  return (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay ?? 1;
}

const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() || 7;

/** Seven days of one week (a Sunday-to-Saturday week of January 2024 holds every weekday). */
export function weekdays(firstDay: number): string[] {
  return Array.from({ length: 7 }, (_, i) => `2024-01-${String(7 + ((firstDay + i) % 7)).padStart(2, '0')}`);
}

/** The month as weeks of cells; cells without a day fill the week before the 1st and after the last. */
export type CalendarCell = { key: string; day: string | null };
export function monthWeeks(month: string, firstDay: number): CalendarCell[][] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const lead = (weekdayOf(`${month}-01`) - firstDay + 7) % 7;
  const cells: CalendarCell[] = [
    ...Array.from({ length: lead }, (_, i) => ({ key: `before-${i}`, day: null })),
    ...Array.from({ length }, (_, i) => {
      const day = `${month}-${String(i + 1).padStart(2, '0')}`;
      return { key: day, day };
    }),
  ];
  for (let i = 0; cells.length % 7; i++) cells.push({ key: `after-${i}`, day: null });
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
