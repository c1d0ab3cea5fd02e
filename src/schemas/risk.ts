import * as v from 'valibot';
import { accountStatuses, riskActions, riskDetectors, riskFlagStatuses, riskSeverities } from './enums';
import { countSchema, minorUnitsSchema, pageOf, timeSchema } from './http';
import { pageParam, wholeNumber } from './paging';
import { reason } from './trading';

/**
 * The risk desk's review queue (issue 30): flags the detectors raised (src/domain/risk), their
 * evidence and the review's decision.
 */
const notValid = 'validation.notValid';
const id = v.pipe(v.string(), v.uuid());

/** The queue's filters: where the review stands (open unless asked), detector, severity. */
export const RiskFlagQuerySchema = v.object({
  page: pageParam,
  pageSize: v.optional(wholeNumber(100), '25'),
  status: v.optional(v.picklist(riskFlagStatuses, notValid), 'open'),
  detector: v.optional(v.picklist(riskDetectors, notValid)),
  severity: v.optional(v.picklist(riskSeverities, notValid)),
});
export type RiskFlagQuery = v.InferOutput<typeof RiskFlagQuerySchema>;

const MemberRefSchema = v.object({ id, name: v.string(), email: v.string() });

export const RiskFlagRowSchema = v.object({
  id,
  detector: v.picklist(riskDetectors),
  severity: v.picklist(riskSeverities),
  /** 0–100: how strongly the evidence shows the pattern. */
  score: countSchema,
  status: v.picklist(riskFlagStatuses),
  firstSeenAt: timeSchema,
  updatedAt: timeSchema,
  members: v.array(MemberRefSchema),
  accounts: v.array(v.object({ id, login: v.string(), userId: id })),
});
export const RiskFlagPageSchema = pageOf(RiskFlagRowSchema);
/** One account's flags (after a rescan). */
export const RiskFlagListSchema = v.object({ items: v.array(RiskFlagRowSchema) });

/** Open flags per severity: the sidebar's and the dashboard's count. */
export const RiskSummarySchema = v.object({ open: countSchema, high: countSchema, medium: countSchema, low: countSchema });

export const RiskFlagSchema = v.object({
  ...RiskFlagRowSchema.entries,
  /** What the detector found, as src/domain/risk's evidence types describe it per detector. */
  evidence: v.record(v.string(), v.unknown()),
  accounts: v.array(
    v.object({
      id,
      login: v.string(),
      userId: id,
      status: v.picklist(accountStatuses),
      funded: v.boolean(),
      currency: v.string(),
      balance: minorUnitsSchema,
      equity: minorUnitsSchema,
      initialBalance: minorUnitsSchema,
      startedAt: timeSchema,
    }),
  ),
  /** Members linked to the flag's members by multi-accounting flags not dismissed (one step). */
  group: v.array(v.object({ ...MemberRefSchema.entries, flagId: id })),
  decision: v.nullable(
    v.object({ action: v.picklist(riskActions), reason: v.string(), decidedAt: timeSchema, decidedBy: v.nullable(v.string()) }),
  ),
});

/** A reviewer's reason (the decision dialog checks it alone): required, and a member whose flag is confirmed reads it. */
export const RiskReasonSchema = v.object({ reason });
/** A reviewer's decision. */
export const RiskDecisionSchema = v.object({ action: v.picklist(riskActions, notValid), ...RiskReasonSchema.entries });
