import * as v from 'valibot';

/** The windows of the equity chart: the last day or week of the account, or its whole life. */
export const equityRanges = ['day', 'week', 'all'] as const;
export type EquityRange = (typeof equityRanges)[number];

/** `GET /api/accounts/:id/equity?points&range`: at most `points` points (2–5000, 500 unless given) of `range` ('all' unless given). */
export const EquityQuerySchema = v.object({
  points: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(2), v.maxValue(5000)), '500'),
  range: v.optional(v.picklist(equityRanges), 'all'),
});
