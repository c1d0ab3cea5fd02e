import * as v from 'valibot';
import { minorUnitsSchema, timeSchema } from './http';

/** The windows of the equity chart: the last day or week of the account, or its whole life. */
export const equityRanges = ['day', 'week', 'all'] as const;
export type EquityRange = (typeof equityRanges)[number];

/** `GET /api/accounts/:id/equity?points&range`: at most `points` points (2–5000, 500 unless given) of `range` ('all' unless given). */
export const EquityQuerySchema = v.object({
  points: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(2), v.maxValue(5000)), '500'),
  range: v.optional(v.picklist(equityRanges), 'all'),
});

/** Balance and equity at one instant (money in minor units of the account's currency). */
export const BalancePointSchema = v.pipe(
  v.object({ time: timeSchema, balance: minorUnitsSchema, equity: minorUnitsSchema }),
  v.metadata({ ref: 'BalancePoint' }),
);
export type BalancePoint = v.InferOutput<typeof BalancePointSchema>;

/** A floor from `time` on, until the next step. */
const FloorStepSchema = v.pipe(v.object({ time: timeSchema, floor: minorUnitsSchema }), v.metadata({ ref: 'FloorStep' }));

/** GET /api/accounts/:id/equity (server/accounts/reports.ts equityReport): the window, its points, the floors over the whole life. */
export const EquityReportSchema = v.object({
  from: timeSchema,
  to: timeSchema,
  items: v.array(BalancePointSchema),
  floors: v.object({
    dailyLoss: v.array(FloorStepSchema),
    maxLoss: v.array(FloorStepSchema),
    /** The balance to reach; null for a funded account. */
    profitTarget: v.nullable(minorUnitsSchema),
  }),
});
export type EquityReport = v.InferOutput<typeof EquityReportSchema>;
