import { DAY_MS, zoneOffsetMs } from '../../domain/time';
import type { NewsImpact } from '../../schemas/enums';
import { randomSource } from '../demo/market';

/**
 * The shipped sample calendar (issue 9): the major releases of USD, EUR, GBP, JPY, AUD, CAD, CHF,
 * NZD and CNY from three weeks before to five weeks after a date, week by week, at the local times
 * their agencies and central banks publish (converted to real UTC instants, daylight saving included).
 *
 * Dates follow each release's usual rule (payrolls on the first Friday, FOMC on its eight
 * Wednesdays…), so the calendar looks like a real one without claiming to be one. Figures are
 * plausible strings drawn from a generator seeded by the event's id: the same date always gives
 * the same events and figures, and ids (`sample:USD-NFP-2026-12-04`) stay stable, so loading the
 * sample again never duplicates an event. Only events before `now` have an actual figure.
 */
export interface SampleEvent {
  externalId: string;
  time: Date;
  currency: string;
  impact: NewsImpact;
  title: string;
  forecast: string | null;
  previous: string | null;
  actual: string | null;
}

/** How a release's figures look: around `center`, moving by about `spread`, with a unit. */
type Figure =
  | { kind: 'value'; center: number; spread: number; decimals: number; unit?: '%' | 'K' | 'M' | 'B' | 'T' }
  | { kind: 'rate'; level: number };

/** Which days of a month (1–31) a release falls on; month is 1–12. */
type DateRule = (year: number, month: number) => number[];

interface Release {
  /** Short, stable part of the id: `sample:<currency>-<key>-<local date>`. */
  key: string;
  currency: string;
  impact: NewsImpact;
  title: string;
  zone: string;
  /** Local time 'HH:MM' in `zone`. */
  at: string;
  dates: DateRule;
  figure?: Figure;
}

// ---- date rules ----------------------------------------------------------------------------------

const weekdayOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;

/** The n-th (1–5) given weekday of a month, or the last one for n = -1. */
function nth(year: number, month: number, weekday: number, n: number): number {
  if (n === -1) {
    const last = daysIn(year, month);
    return last - ((weekdayOf(year, month, last) - weekday + 7) % 7);
  }
  const first = 1 + ((weekday - weekdayOf(year, month, 1) + 7) % 7);
  return first + (n - 1) * 7;
}

/** New Year's Day and Christmas: no agency publishes then. */
const isHoliday = (month: number, day: number) => (month === 1 && day === 1) || (month === 12 && (day === 25 || day === 26));
const isBusinessDay = (year: number, month: number, day: number) =>
  weekdayOf(year, month, day) !== 0 && weekdayOf(year, month, day) !== 6 && !isHoliday(month, day);

/** `day` of the month, or the next business day when it falls on a weekend or holiday (capped at the month's end). */
function businessDayFrom(year: number, month: number, day: number): number {
  let d = Math.min(day, daysIn(year, month));
  while (!isBusinessDay(year, month, d) && d < daysIn(year, month)) d += 1;
  return d;
}

function lastBusinessDay(year: number, month: number): number {
  let d = daysIn(year, month);
  while (!isBusinessDay(year, month, d)) d -= 1;
  return d;
}

/** The n-th weekday of a month; on a holiday, the same weekday a week later (payrolls on 8 January, not 1 January). */
const weekday =
  (day: number, n: number, months?: number[]): DateRule =>
  (y, m) => {
    if (months && !months.includes(m)) return [];
    const d = nth(y, m, day, n);
    return [isHoliday(m, d) ? d + 7 : d].filter((date) => date <= daysIn(y, m));
  };
const businessDay =
  (day: number, months?: number[]): DateRule =>
  (y, m) =>
    !months || months.includes(m) ? [businessDayFrom(y, m, day)] : [];
/** The n-th business day of a month (1: the first weekday). */
const nthBusinessDay =
  (n: number, months?: number[]): DateRule =>
  (y, m) => {
    if (months && !months.includes(m)) return [];
    let d = businessDayFrom(y, m, 1);
    for (let i = 1; i < n; i++) d = businessDayFrom(y, m, d + 1);
    return [d];
  };
const lastBusiness =
  (months?: number[]): DateRule =>
  (y, m) =>
    !months || months.includes(m) ? [lastBusinessDay(y, m)] : [];
/** Every given weekday of the month. */
const every =
  (day: number): DateRule =>
  (y, m) =>
    [1, 2, 3, 4, 5].map((n) => nth(y, m, day, n)).filter((d) => d <= daysIn(y, m) && !isHoliday(m, d));
/** A meeting calendar: for each month with a meeting, which weekday and which of them (-1: the last). */
const meetings =
  (day: number, schedule: Record<number, number>): DateRule =>
  (y, m) =>
    schedule[m] === undefined ? [] : [nth(y, m, day, schedule[m])];

/** The days `weeks` weeks after another rule's dates (the minutes of a meeting), in the month they fall in. */
const weeksAfter =
  (rule: DateRule, weeks: number): DateRule =>
  (y, m) => {
    const before = m === 1 ? ([y - 1, 12] as const) : ([y, m - 1] as const);
    return [...rule(...before).map((d) => d + weeks * 7 - daysIn(...before)), ...rule(y, m).map((d) => d + weeks * 7)].filter(
      (d) => d >= 1 && d <= daysIn(y, m),
    );
  };

const QUARTER_ENDS = [1, 4, 7, 10];
const OTHER_MONTHS = [2, 3, 5, 6, 8, 9, 11, 12];

// ---- the releases ----------------------------------------------------------------------------------

const NY = 'America/New_York';
const BERLIN = 'Europe/Berlin';
const LONDON = 'Europe/London';
const TOKYO = 'Asia/Tokyo';
const SYDNEY = 'Australia/Sydney';
const TORONTO = 'America/Toronto';
const ZURICH = 'Europe/Zurich';
const AUCKLAND = 'Pacific/Auckland';
const SHANGHAI = 'Asia/Shanghai';

const pct = (center: number, spread: number, decimals = 1): Figure => ({ kind: 'value', center, spread, decimals, unit: '%' });
const count = (center: number, spread: number, unit: 'K' | 'M' | 'B' | 'T', decimals = 0): Figure => ({
  kind: 'value',
  center,
  spread,
  decimals,
  unit,
});
const index = (center: number, spread: number, decimals = 1): Figure => ({ kind: 'value', center, spread, decimals });
const rate = (level: number): Figure => ({ kind: 'rate', level });

// Central banks' meeting months and which weekday of them they announce on, as their usual calendars go.
const fomc = meetings(WED, { 1: -1, 3: 3, 4: -1, 6: 3, 7: -1, 9: 3, 10: -1, 12: 2 });
const ecb = meetings(THU, { 2: 1, 3: 3, 4: -1, 6: 2, 7: 4, 9: 2, 10: -1, 12: 3 });
const boe = meetings(THU, { 2: 1, 3: 3, 5: 1, 6: 3, 8: 1, 9: 3, 11: 1, 12: 3 });
const boj = meetings(FRI, { 1: 3, 3: 3, 4: -1, 6: 3, 7: -1, 9: 3, 10: -1, 12: 3 });
const rba = meetings(TUE, { 2: 1, 3: 3, 5: 1, 6: 3, 8: 2, 9: -1, 11: 1, 12: 2 });
const boc = meetings(WED, { 1: -1, 3: 3, 4: -1, 6: 2, 7: 3, 9: 1, 10: -1, 12: 2 });
const snb = meetings(THU, { 3: 3, 6: 3, 9: 3, 12: 3 });
const rbnz = meetings(WED, { 2: 3, 4: 2, 5: -1, 7: 2, 8: 3, 10: 2, 11: -1 });

export const sampleReleases: Release[] = [
  // United States
  {
    key: 'NFP',
    currency: 'USD',
    impact: 'high',
    title: 'Non-Farm Employment Change',
    zone: NY,
    at: '08:30',
    dates: weekday(FRI, 1),
    figure: count(165, 70, 'K'),
  },
  {
    key: 'UR',
    currency: 'USD',
    impact: 'high',
    title: 'Unemployment Rate',
    zone: NY,
    at: '08:30',
    dates: weekday(FRI, 1),
    figure: pct(4.3, 0.1),
  },
  {
    key: 'AHE',
    currency: 'USD',
    impact: 'medium',
    title: 'Average Hourly Earnings m/m',
    zone: NY,
    at: '08:30',
    dates: weekday(FRI, 1),
    figure: pct(0.3, 0.1),
  },
  { key: 'CPI', currency: 'USD', impact: 'high', title: 'CPI m/m', zone: NY, at: '08:30', dates: weekday(WED, 2), figure: pct(0.3, 0.1) },
  {
    key: 'CORECPI',
    currency: 'USD',
    impact: 'high',
    title: 'Core CPI m/m',
    zone: NY,
    at: '08:30',
    dates: weekday(WED, 2),
    figure: pct(0.3, 0.1),
  },
  {
    key: 'CPIY',
    currency: 'USD',
    impact: 'medium',
    title: 'CPI y/y',
    zone: NY,
    at: '08:30',
    dates: weekday(WED, 2),
    figure: pct(2.9, 0.2),
  },
  { key: 'PPI', currency: 'USD', impact: 'medium', title: 'PPI m/m', zone: NY, at: '08:30', dates: weekday(THU, 2), figure: pct(0.2, 0.2) },
  {
    key: 'RS',
    currency: 'USD',
    impact: 'high',
    title: 'Retail Sales m/m',
    zone: NY,
    at: '08:30',
    dates: weekday(TUE, 3),
    figure: pct(0.4, 0.4),
  },
  { key: 'FOMC', currency: 'USD', impact: 'high', title: 'Federal Funds Rate', zone: NY, at: '14:00', dates: fomc, figure: rate(3.75) },
  { key: 'FOMCPC', currency: 'USD', impact: 'high', title: 'FOMC Press Conference', zone: NY, at: '14:30', dates: fomc },
  { key: 'FOMCMIN', currency: 'USD', impact: 'high', title: 'FOMC Meeting Minutes', zone: NY, at: '14:00', dates: weeksAfter(fomc, 3) },
  {
    key: 'GDP',
    currency: 'USD',
    impact: 'high',
    title: 'Advance GDP q/q',
    zone: NY,
    at: '08:30',
    dates: weekday(THU, -1, QUARTER_ENDS),
    figure: pct(2.1, 0.8),
  },
  {
    key: 'ISMM',
    currency: 'USD',
    impact: 'high',
    title: 'ISM Manufacturing PMI',
    zone: NY,
    at: '10:00',
    dates: nthBusinessDay(1),
    figure: index(48.8, 1.2),
  },
  {
    key: 'ISMS',
    currency: 'USD',
    impact: 'medium',
    title: 'ISM Services PMI',
    zone: NY,
    at: '10:00',
    dates: nthBusinessDay(3),
    figure: index(52.3, 1.3),
  },
  {
    key: 'JOLTS',
    currency: 'USD',
    impact: 'medium',
    title: 'JOLTS Job Openings',
    zone: NY,
    at: '10:00',
    dates: weekday(TUE, 1),
    figure: count(7.3, 0.3, 'M', 2),
  },
  {
    key: 'PCE',
    currency: 'USD',
    impact: 'high',
    title: 'Core PCE Price Index m/m',
    zone: NY,
    at: '08:30',
    dates: weekday(FRI, -1),
    figure: pct(0.2, 0.1),
  },
  {
    key: 'UOM',
    currency: 'USD',
    impact: 'medium',
    title: 'Prelim UoM Consumer Sentiment',
    zone: NY,
    at: '10:00',
    dates: weekday(FRI, 2),
    figure: index(55.5, 2.5),
  },
  {
    key: 'CB',
    currency: 'USD',
    impact: 'high',
    title: 'CB Consumer Confidence',
    zone: NY,
    at: '10:00',
    dates: weekday(TUE, -1),
    figure: index(96.5, 3),
  },
  {
    key: 'CLAIMS',
    currency: 'USD',
    impact: 'medium',
    title: 'Unemployment Claims',
    zone: NY,
    at: '08:30',
    dates: every(THU),
    figure: count(226, 12, 'K'),
  },
  {
    key: 'CRUDE',
    currency: 'USD',
    impact: 'low',
    title: 'Crude Oil Inventories',
    zone: NY,
    at: '10:30',
    dates: every(WED),
    figure: count(-0.8, 3, 'M', 1),
  },
  {
    key: 'PERMITS',
    currency: 'USD',
    impact: 'low',
    title: 'Building Permits',
    zone: NY,
    at: '08:30',
    dates: weekday(WED, 3),
    figure: count(1.41, 0.05, 'M', 2),
  },
  {
    key: 'ADP',
    currency: 'USD',
    impact: 'medium',
    title: 'ADP Non-Farm Employment Change',
    zone: NY,
    at: '08:15',
    dates: (y, m) => [nth(y, m, FRI, 1) - 2].filter((d) => d >= 1),
    figure: count(120, 50, 'K'),
  },
  {
    key: 'PHILLY',
    currency: 'USD',
    impact: 'medium',
    title: 'Philly Fed Manufacturing Index',
    zone: NY,
    at: '08:30',
    dates: weekday(THU, 3),
    figure: index(-2, 8),
  },
  {
    key: 'DURABLE',
    currency: 'USD',
    impact: 'medium',
    title: 'Core Durable Goods Orders m/m',
    zone: NY,
    at: '08:30',
    dates: businessDay(26),
    figure: pct(0.2, 0.4),
  },
  {
    key: 'PMI',
    currency: 'USD',
    impact: 'medium',
    title: 'Flash Manufacturing PMI',
    zone: NY,
    at: '09:45',
    dates: businessDay(22),
    figure: index(52.0, 1),
  },
  {
    key: 'EHS',
    currency: 'USD',
    impact: 'low',
    title: 'Existing Home Sales',
    zone: NY,
    at: '10:00',
    dates: businessDay(23),
    figure: count(4.05, 0.1, 'M', 2),
  },
  {
    key: 'TB',
    currency: 'USD',
    impact: 'low',
    title: 'Trade Balance',
    zone: NY,
    at: '08:30',
    dates: businessDay(5),
    figure: count(-61.5, 6, 'B', 1),
  },
  {
    key: 'NATGAS',
    currency: 'USD',
    impact: 'low',
    title: 'Natural Gas Storage',
    zone: NY,
    at: '10:30',
    dates: every(THU),
    figure: count(-20, 40, 'B'),
  },
  // Euro area
  {
    key: 'SENTIX',
    currency: 'EUR',
    impact: 'low',
    title: 'Sentix Investor Confidence',
    zone: BERLIN,
    at: '10:30',
    dates: weekday(MON, 1),
    figure: index(-6, 4),
  },
  {
    key: 'DEFO',
    currency: 'EUR',
    impact: 'low',
    title: 'German Factory Orders m/m',
    zone: BERLIN,
    at: '08:00',
    dates: businessDay(6),
    figure: pct(0.3, 1.2),
  },
  {
    key: 'DEIP',
    currency: 'EUR',
    impact: 'low',
    title: 'German Industrial Production m/m',
    zone: BERLIN,
    at: '08:00',
    dates: businessDay(8),
    figure: pct(0.1, 1),
  },
  {
    key: 'RS',
    currency: 'EUR',
    impact: 'low',
    title: 'Retail Sales m/m',
    zone: BERLIN,
    at: '11:00',
    dates: businessDay(6),
    figure: pct(0.2, 0.4),
  },
  {
    key: 'ECB',
    currency: 'EUR',
    impact: 'high',
    title: 'Main Refinancing Rate',
    zone: BERLIN,
    at: '14:15',
    dates: ecb,
    figure: rate(2.15),
  },
  { key: 'ECBPC', currency: 'EUR', impact: 'high', title: 'ECB Press Conference', zone: BERLIN, at: '14:45', dates: ecb },
  {
    key: 'CPI',
    currency: 'EUR',
    impact: 'high',
    title: 'CPI Flash Estimate y/y',
    zone: BERLIN,
    at: '11:00',
    dates: businessDay(2),
    figure: pct(2.1, 0.2),
  },
  {
    key: 'CORECPI',
    currency: 'EUR',
    impact: 'medium',
    title: 'Core CPI Flash Estimate y/y',
    zone: BERLIN,
    at: '11:00',
    dates: businessDay(2),
    figure: pct(2.4, 0.2),
  },
  {
    key: 'DECPI',
    currency: 'EUR',
    impact: 'medium',
    title: 'German Prelim CPI m/m',
    zone: BERLIN,
    at: '14:00',
    dates: lastBusiness(),
    figure: pct(0.2, 0.2),
  },
  {
    key: 'ZEW',
    currency: 'EUR',
    impact: 'medium',
    title: 'German ZEW Economic Sentiment',
    zone: BERLIN,
    at: '11:00',
    dates: weekday(TUE, 3),
    figure: index(18.5, 8, 1),
  },
  {
    key: 'IFO',
    currency: 'EUR',
    impact: 'medium',
    title: 'German ifo Business Climate',
    zone: BERLIN,
    at: '10:00',
    dates: businessDay(24),
    figure: index(88.4, 1),
  },
  {
    key: 'DEPMI',
    currency: 'EUR',
    impact: 'medium',
    title: 'German Flash Manufacturing PMI',
    zone: BERLIN,
    at: '09:30',
    dates: businessDay(22),
    figure: index(49.2, 1),
  },
  {
    key: 'DEPMIS',
    currency: 'EUR',
    impact: 'medium',
    title: 'German Flash Services PMI',
    zone: BERLIN,
    at: '09:30',
    dates: businessDay(22),
    figure: index(51.0, 1),
  },
  {
    key: 'GDP',
    currency: 'EUR',
    impact: 'medium',
    title: 'Flash GDP q/q',
    zone: BERLIN,
    at: '11:00',
    dates: businessDay(30, QUARTER_ENDS),
    figure: pct(0.2, 0.2),
  },
  {
    key: 'UR',
    currency: 'EUR',
    impact: 'low',
    title: 'Unemployment Rate',
    zone: BERLIN,
    at: '11:00',
    dates: businessDay(3),
    figure: pct(6.3, 0.1),
  },
  // United Kingdom
  { key: 'BOE', currency: 'GBP', impact: 'high', title: 'Official Bank Rate', zone: LONDON, at: '12:00', dates: boe, figure: rate(3.75) },
  {
    key: 'CPI',
    currency: 'GBP',
    impact: 'high',
    title: 'CPI y/y',
    zone: LONDON,
    at: '07:00',
    dates: weekday(WED, 3),
    figure: pct(3.4, 0.3),
  },
  {
    key: 'GDP',
    currency: 'GBP',
    impact: 'medium',
    title: 'GDP m/m',
    zone: LONDON,
    at: '07:00',
    dates: weekday(THU, 2),
    figure: pct(0.1, 0.2),
  },
  {
    key: 'RS',
    currency: 'GBP',
    impact: 'medium',
    title: 'Retail Sales m/m',
    zone: LONDON,
    at: '07:00',
    dates: weekday(FRI, 3),
    figure: pct(0.3, 0.6),
  },
  {
    key: 'CC',
    currency: 'GBP',
    impact: 'medium',
    title: 'Claimant Count Change',
    zone: LONDON,
    at: '07:00',
    dates: weekday(TUE, 3),
    figure: count(20, 15, 'K', 1),
  },
  {
    key: 'AEI',
    currency: 'GBP',
    impact: 'medium',
    title: 'Average Earnings Index 3m/y',
    zone: LONDON,
    at: '07:00',
    dates: weekday(TUE, 3),
    figure: pct(4.7, 0.2),
  },
  {
    key: 'PMI',
    currency: 'GBP',
    impact: 'medium',
    title: 'Flash Manufacturing PMI',
    zone: LONDON,
    at: '09:30',
    dates: businessDay(22),
    figure: index(47.8, 1),
  },
  {
    key: 'PMIS',
    currency: 'GBP',
    impact: 'medium',
    title: 'Flash Services PMI',
    zone: LONDON,
    at: '09:30',
    dates: businessDay(22),
    figure: index(51.2, 1),
  },
  {
    key: 'CPMI',
    currency: 'GBP',
    impact: 'low',
    title: 'Construction PMI',
    zone: LONDON,
    at: '09:30',
    dates: nthBusinessDay(4),
    figure: index(46.5, 1.5),
  },
  {
    key: 'PSNB',
    currency: 'GBP',
    impact: 'low',
    title: 'Public Sector Net Borrowing',
    zone: LONDON,
    at: '07:00',
    dates: weekday(TUE, 4),
    figure: count(14.5, 4, 'B', 1),
  },
  // Japan
  { key: 'BOJ', currency: 'JPY', impact: 'high', title: 'BOJ Policy Rate', zone: TOKYO, at: '12:00', dates: boj, figure: rate(0.75) },
  { key: 'BOJPC', currency: 'JPY', impact: 'medium', title: 'BOJ Press Conference', zone: TOKYO, at: '15:30', dates: boj },
  {
    key: 'TOKYOCPI',
    currency: 'JPY',
    impact: 'medium',
    title: 'Tokyo Core CPI y/y',
    zone: TOKYO,
    at: '08:30',
    dates: weekday(FRI, -1),
    figure: pct(2.3, 0.2),
  },
  {
    key: 'CPI',
    currency: 'JPY',
    impact: 'medium',
    title: 'National Core CPI y/y',
    zone: TOKYO,
    at: '08:30',
    dates: weekday(FRI, 3),
    figure: pct(2.7, 0.2),
  },
  {
    key: 'TANKAN',
    currency: 'JPY',
    impact: 'medium',
    title: 'Tankan Manufacturing Index',
    zone: TOKYO,
    at: '08:50',
    dates: (y, m) => (m === 12 ? [businessDayFrom(y, m, 15)] : [4, 7, 10].includes(m) ? [businessDayFrom(y, m, 1)] : []),
    figure: index(14, 2, 0),
  },
  {
    key: 'GDP',
    currency: 'JPY',
    impact: 'medium',
    title: 'Prelim GDP q/q',
    zone: TOKYO,
    at: '08:50',
    dates: businessDay(15, [2, 5, 8, 11]),
    figure: pct(0.2, 0.3),
  },
  {
    key: 'TB',
    currency: 'JPY',
    impact: 'low',
    title: 'Trade Balance',
    zone: TOKYO,
    at: '08:50',
    dates: businessDay(18),
    figure: count(-0.35, 0.2, 'T', 2),
  },
  {
    key: 'HHS',
    currency: 'JPY',
    impact: 'low',
    title: 'Household Spending y/y',
    zone: TOKYO,
    at: '08:30',
    dates: weekday(FRI, 1),
    figure: pct(0.8, 1.5),
  },
  {
    key: 'ACE',
    currency: 'JPY',
    impact: 'low',
    title: 'Average Cash Earnings y/y',
    zone: TOKYO,
    at: '08:30',
    dates: businessDay(7),
    figure: pct(2.4, 0.6),
  },
  // Australia
  { key: 'RBA', currency: 'AUD', impact: 'high', title: 'RBA Cash Rate', zone: SYDNEY, at: '14:30', dates: rba, figure: rate(3.6) },
  {
    key: 'EMP',
    currency: 'AUD',
    impact: 'high',
    title: 'Employment Change',
    zone: SYDNEY,
    at: '11:30',
    dates: weekday(THU, 3),
    figure: count(25, 20, 'K', 1),
  },
  {
    key: 'UR',
    currency: 'AUD',
    impact: 'high',
    title: 'Unemployment Rate',
    zone: SYDNEY,
    at: '11:30',
    dates: weekday(THU, 3),
    figure: pct(4.3, 0.1),
  },
  {
    key: 'CPIQ',
    currency: 'AUD',
    impact: 'high',
    title: 'CPI q/q',
    zone: SYDNEY,
    at: '11:30',
    dates: weekday(WED, -1, QUARTER_ENDS),
    figure: pct(0.8, 0.2),
  },
  {
    key: 'CPI',
    currency: 'AUD',
    impact: 'medium',
    title: 'Monthly CPI Indicator y/y',
    zone: SYDNEY,
    at: '11:30',
    dates: weekday(WED, -1, OTHER_MONTHS),
    figure: pct(3.0, 0.3),
  },
  {
    key: 'RS',
    currency: 'AUD',
    impact: 'medium',
    title: 'Retail Sales m/m',
    zone: SYDNEY,
    at: '11:30',
    dates: businessDay(4),
    figure: pct(0.4, 0.4),
  },
  {
    key: 'TB',
    currency: 'AUD',
    impact: 'low',
    title: 'Trade Balance',
    zone: SYDNEY,
    at: '11:30',
    dates: weekday(THU, 1),
    figure: count(4.8, 1.2, 'B', 2),
  },
  {
    key: 'WBC',
    currency: 'AUD',
    impact: 'low',
    title: 'Westpac Consumer Sentiment',
    zone: SYDNEY,
    at: '10:30',
    dates: weekday(TUE, 2),
    figure: pct(0.5, 2.5),
  },
  // Canada
  { key: 'BOC', currency: 'CAD', impact: 'high', title: 'Overnight Rate', zone: TORONTO, at: '09:45', dates: boc, figure: rate(2.25) },
  {
    key: 'EMP',
    currency: 'CAD',
    impact: 'high',
    title: 'Employment Change',
    zone: TORONTO,
    at: '08:30',
    dates: weekday(FRI, 1),
    figure: count(15, 25, 'K', 1),
  },
  {
    key: 'UR',
    currency: 'CAD',
    impact: 'high',
    title: 'Unemployment Rate',
    zone: TORONTO,
    at: '08:30',
    dates: weekday(FRI, 1),
    figure: pct(6.9, 0.1),
  },
  {
    key: 'CPI',
    currency: 'CAD',
    impact: 'high',
    title: 'CPI m/m',
    zone: TORONTO,
    at: '08:30',
    dates: weekday(TUE, 3),
    figure: pct(0.2, 0.2),
  },
  {
    key: 'RS',
    currency: 'CAD',
    impact: 'medium',
    title: 'Retail Sales m/m',
    zone: TORONTO,
    at: '08:30',
    dates: weekday(FRI, 4),
    figure: pct(0.3, 0.5),
  },
  {
    key: 'GDP',
    currency: 'CAD',
    impact: 'medium',
    title: 'GDP m/m',
    zone: TORONTO,
    at: '08:30',
    dates: lastBusiness(),
    figure: pct(0.1, 0.2),
  },
  {
    key: 'IVEY',
    currency: 'CAD',
    impact: 'low',
    title: 'Ivey PMI',
    zone: TORONTO,
    at: '10:00',
    dates: businessDay(6),
    figure: index(51.5, 3),
  },
  {
    key: 'TB',
    currency: 'CAD',
    impact: 'low',
    title: 'Trade Balance',
    zone: TORONTO,
    at: '08:30',
    dates: businessDay(5),
    figure: count(-4.2, 1.5, 'B', 1),
  },
  // Switzerland
  { key: 'SNB', currency: 'CHF', impact: 'high', title: 'SNB Policy Rate', zone: ZURICH, at: '09:30', dates: snb, figure: rate(0) },
  { key: 'SNBPC', currency: 'CHF', impact: 'medium', title: 'SNB Press Conference', zone: ZURICH, at: '10:00', dates: snb },
  {
    key: 'CPI',
    currency: 'CHF',
    impact: 'medium',
    title: 'CPI m/m',
    zone: ZURICH,
    at: '08:30',
    dates: businessDay(3),
    figure: pct(0.1, 0.2),
  },
  {
    key: 'KOF',
    currency: 'CHF',
    impact: 'low',
    title: 'KOF Economic Barometer',
    zone: ZURICH,
    at: '09:00',
    dates: lastBusiness(),
    figure: index(101.2, 2),
  },
  {
    key: 'UR',
    currency: 'CHF',
    impact: 'low',
    title: 'Unemployment Rate',
    zone: ZURICH,
    at: '07:45',
    dates: businessDay(6),
    figure: pct(2.9, 0.1),
  },
  // New Zealand
  {
    key: 'RBNZ',
    currency: 'NZD',
    impact: 'high',
    title: 'Official Cash Rate',
    zone: AUCKLAND,
    at: '14:00',
    dates: rbnz,
    figure: rate(2.25),
  },
  {
    key: 'CPI',
    currency: 'NZD',
    impact: 'high',
    title: 'CPI q/q',
    zone: AUCKLAND,
    at: '10:45',
    dates: weekday(TUE, 3, QUARTER_ENDS),
    figure: pct(0.6, 0.2),
  },
  {
    key: 'EMP',
    currency: 'NZD',
    impact: 'medium',
    title: 'Employment Change q/q',
    zone: AUCKLAND,
    at: '10:45',
    dates: weekday(WED, 1, [2, 5, 8, 11]),
    figure: pct(0.2, 0.3),
  },
  {
    key: 'GDP',
    currency: 'NZD',
    impact: 'medium',
    title: 'GDP q/q',
    zone: AUCKLAND,
    at: '10:45',
    dates: weekday(THU, 3, [3, 6, 9, 12]),
    figure: pct(0.4, 0.4),
  },
  {
    key: 'GDT',
    currency: 'NZD',
    impact: 'low',
    title: 'GDT Price Index',
    zone: 'UTC',
    at: '14:00',
    dates: (y, m) => [nth(y, m, TUE, 1), nth(y, m, TUE, 3)],
    figure: pct(0.5, 2),
  },
  {
    key: 'ANZ',
    currency: 'NZD',
    impact: 'low',
    title: 'ANZ Business Confidence',
    zone: AUCKLAND,
    at: '13:00',
    dates: weekday(WED, -1),
    figure: index(45, 8),
  },
  // China
  {
    key: 'LPR',
    currency: 'CNY',
    impact: 'medium',
    title: '1-y Loan Prime Rate',
    zone: SHANGHAI,
    at: '09:15',
    dates: businessDay(20),
    figure: rate(3),
  },
  {
    key: 'PMI',
    currency: 'CNY',
    impact: 'medium',
    title: 'Manufacturing PMI',
    zone: SHANGHAI,
    at: '09:30',
    dates: (y, m) => [daysIn(y, m)],
    figure: index(49.6, 0.6),
  },
  {
    key: 'SPGPMI',
    currency: 'CNY',
    impact: 'medium',
    title: 'S&P Global Manufacturing PMI',
    zone: SHANGHAI,
    at: '09:45',
    dates: nthBusinessDay(1),
    figure: index(50.4, 0.8),
  },
  {
    key: 'CPI',
    currency: 'CNY',
    impact: 'medium',
    title: 'CPI y/y',
    zone: SHANGHAI,
    at: '09:30',
    dates: businessDay(9),
    figure: pct(0.2, 0.4),
  },
  {
    key: 'TB',
    currency: 'CNY',
    impact: 'low',
    title: 'USD-Denominated Trade Balance',
    zone: SHANGHAI,
    at: '11:00',
    dates: businessDay(7),
    figure: count(92.5, 10, 'B', 1),
  },
  {
    key: 'IP',
    currency: 'CNY',
    impact: 'medium',
    title: 'Industrial Production y/y',
    zone: SHANGHAI,
    at: '10:00',
    dates: businessDay(15),
    figure: pct(5.4, 0.6),
  },
  {
    key: 'RS',
    currency: 'CNY',
    impact: 'medium',
    title: 'Retail Sales y/y',
    zone: SHANGHAI,
    at: '10:00',
    dates: businessDay(15),
    figure: pct(3.2, 0.8),
  },
  {
    key: 'GDP',
    currency: 'CNY',
    impact: 'high',
    title: 'GDP q/y',
    zone: SHANGHAI,
    at: '10:00',
    dates: businessDay(16, QUARTER_ENDS),
    figure: pct(5.0, 0.3),
  },
];

// ---- figures -------------------------------------------------------------------------------------

/** A 32-bit FNV-1a hash: seeds each event's figures from its id. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function formatFigure(value: number, figure: Extract<Figure, { kind: 'value' }>): string {
  // Rounded first, so -0.0 never shows and the sign matches the printed digits.
  const rounded = Number(value.toFixed(figure.decimals));
  return `${rounded < 0 ? '-' : ''}${Math.abs(rounded).toFixed(figure.decimals)}${figure.unit ?? ''}`;
}

/** Previous, forecast and actual of one event, drawn from its id. */
function figuresOf(id: string, figure: Figure | undefined): { previous: string | null; forecast: string | null; actual: string } | null {
  if (!figure) return null;
  const random = randomSource(hash(id));
  if (figure.kind === 'rate') {
    const level = `${figure.level.toFixed(2)}%`;
    // Most decisions hold as forecast; about one in six surprises by a quarter point down.
    const actual = random.next() < 0.16 ? `${Math.max(0, figure.level - 0.25).toFixed(2)}%` : level;
    return { previous: level, forecast: level, actual };
  }
  const previous = figure.center + random.gaussian() * figure.spread * 0.6;
  const forecast = previous + random.gaussian() * figure.spread * 0.4;
  const actual = forecast + random.gaussian() * figure.spread * 0.5;
  return { previous: formatFigure(previous, figure), forecast: formatFigure(forecast, figure), actual: formatFigure(actual, figure) };
}

// ---- the calendar --------------------------------------------------------------------------------

/** The UTC instant of a wall-clock time in a zone (two passes settle the offset across a transition). */
export function zonedInstant(year: number, month: number, day: number, hhmm: string, zone: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const guess = Date.UTC(year, month - 1, day, hours, minutes);
  const first = guess - zoneOffsetMs(guess, zone);
  const second = guess - zoneOffsetMs(first, zone);
  return second;
}

/** Monday 00:00 UTC of the week that contains `t`. */
export function utcWeekStart(t: number): number {
  const day = new Date(t);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return midnight - ((day.getUTCDay() + 6) % 7) * DAY_MS;
}

export const SAMPLE_WEEKS_BEFORE = 3;
export const SAMPLE_WEEKS_AFTER = 5;

/**
 * The sample calendar around `now`: from the Monday three weeks before `now`'s week to the end of
 * the fifth week after it, ordered by time. Deterministic for a given `now`; the events of a given
 * date are the same whatever `now` is, except that only past events carry an actual figure.
 */
export function sampleEvents(now: Date): SampleEvent[] {
  const start = utcWeekStart(now.getTime()) - SAMPLE_WEEKS_BEFORE * 7 * DAY_MS;
  const end = utcWeekStart(now.getTime()) + (SAMPLE_WEEKS_AFTER + 1) * 7 * DAY_MS;
  const events: SampleEvent[] = [];
  // The months around the range: local dates near its ends may fall in the month before or after.
  const months: [number, number][] = [];
  for (let month = new Date(start - DAY_MS); month.getTime() < end + DAY_MS; ) {
    months.push([month.getUTCFullYear(), month.getUTCMonth() + 1]);
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
  }
  for (const release of sampleReleases) {
    for (const [year, month] of months) {
      for (const day of release.dates(year, month)) {
        const time = zonedInstant(year, month, day, release.at, release.zone);
        if (time < start || time >= end) continue;
        const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const externalId = `sample:${release.currency}-${release.key}-${date}`;
        const figures = figuresOf(externalId, release.figure);
        events.push({
          externalId,
          time: new Date(time),
          currency: release.currency,
          impact: release.impact,
          title: release.title,
          forecast: figures?.forecast ?? null,
          previous: figures?.previous ?? null,
          actual: figures && time < now.getTime() ? figures.actual : null,
        });
      }
    }
  }
  return events.sort((a, b) => a.time.getTime() - b.time.getTime() || a.externalId.localeCompare(b.externalId));
}
