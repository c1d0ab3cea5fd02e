import * as v from 'valibot';
import type { MessageKey } from '../i18n/en';
import { dayOrder, daysIn, requiredDay } from './days';
import { orderStatuses } from './enums';
import { countSchema, minorUnitsSchema } from './http';

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

const uuid = v.pipe(v.string(), v.uuid());
/** Money per currency moved by orders: paid (gross), refunded, the difference, and how many orders each. */
const revenueFigures = {
  currency: v.string(),
  gross: minorUnitsSchema,
  refunds: minorUnitsSchema,
  net: minorUnitsSchema,
  paidOrders: countSchema,
  refundedOrders: countSchema,
};
const payoutFigures = v.object({ count: countSchema, amount: minorUnitsSchema });

/** GET /api/admin/dashboard (server/dashboard/service.ts): the firm's figures over the range; money per currency, in minor units. */
export const DashboardSchema = v.object({
  from: v.string(),
  to: v.string(),
  revenue: v.object({
    totals: v.array(v.object(revenueFigures)),
    byChallenge: v.array(v.object({ ...revenueFigures, challengeId: uuid, challengeName: v.string() })),
  }),
  orders: v.array(v.object({ status: v.picklist(orderStatuses), count: countSchema })),
  signUps: countSchema,
  accounts: v.object({ activeNow: countSchema, started: countSchema, passed: countSchema, failed: countSchema, funded: countSchema }),
  passRates: v.array(
    v.object({
      challengeId: uuid,
      challengeName: v.string(),
      phase: v.pipe(v.number(), v.integer()),
      phaseName: v.string(),
      passed: countSchema,
      failed: countSchema,
      /** passed ÷ (passed + failed). */
      rate: v.number(),
    }),
  ),
  payouts: v.array(v.object({ currency: v.string(), requested: payoutFigures, paid: payoutFigures })),
  /** Every day of the range: sign-ups, and net revenue per currency (a currency with none that day at 0). */
  daily: v.array(v.object({ day: v.string(), signUps: countSchema, net: v.record(v.string(), minorUnitsSchema) })),
});
export type Dashboard = v.InferOutput<typeof DashboardSchema>;
