import * as v from 'valibot';
import type { MessageKey } from '../i18n/en';
import { dayOrder, daysIn, requiredDay } from './days';

/**
 * The admin dashboard's range (issue 10, docs/decisions/023): calendar days in UTC, both ends
 * inclusive, at most 366 days, exactly as the admin orders list filters by `from`/`to`.
 */
const message = (key: MessageKey) => key;

export const maxDashboardDays = 366;

export const DashboardQuerySchema = v.pipe(
  v.object({ from: requiredDay, to: requiredDay }),
  // A missing day is as bad as a malformed one; the empty default only lets the message be ours.
  v.check((input) => input.from !== '' && input.to !== '', message('dashboard.error.day')),
  dayOrder(),
  v.check((input) => daysIn(input.from, input.to) <= maxDashboardDays, message('dashboard.error.tooLong')),
);
export type DashboardQuery = v.InferOutput<typeof DashboardQuerySchema>;
