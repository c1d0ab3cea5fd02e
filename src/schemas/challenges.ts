import * as v from 'valibot';
import { PhaseRulesViewSchema } from './accounts';
import { verificationRequirements } from './enums';
import { countSchema, minorUnitsSchema, timeSchema } from './http';
import { RiskRulesSchema } from './riskRules';

/**
 * Challenge products as the API answers them (server/challenges/view.ts); the editor's input is
 * ChallengeInputSchema in trading.ts. Money in minor units of `currency`.
 */

const whole = v.pipe(v.number(), v.integer());
/** A name per language where an administrator gave one (docs/decisions/045). */
const name = v.optional(v.string());
const LocalNamesSchema = v.object({ en: name, de: name, es: name, fr: name, ja: name, zh: name });

const productFields = {
  id: v.pipe(v.string(), v.uuid()),
  /** Every version of a product shares its first version's id (docs/decisions/030). */
  lineageId: v.pipe(v.string(), v.uuid()),
  version: whole,
  replacedAt: v.nullable(timeSchema),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  accountSize: minorUnitsSchema,
  currency: v.string(),
  price: minorUnitsSchema,
  platform: v.string(),
  leverage: whole,
  profitSplitPct: whole,
  payoutIntervalDays: whole,
  fundedNewsWindowMinutes: v.nullable(whole),
  /** When the member's identity must be verified: before the first payout, or before the funded account opens. */
  verificationRequired: v.picklist(verificationRequirements),
  /** A business member verifies the company (KYB). */
  verifyBusiness: v.boolean(),
  active: v.boolean(),
  sortOrder: whole,
  createdAt: timeSchema,
  updatedAt: timeSchema,
};

/** A product with its default names and its names per language (the editor's), and its risk thresholds. */
const challenge = v.object({
  ...productFields,
  names: LocalNamesSchema,
  riskRules: RiskRulesSchema,
  phases: v.array(v.object({ name: v.string(), names: v.optional(LocalNamesSchema), rules: PhaseRulesViewSchema })),
});
export const ChallengeViewSchema = v.pipe(challenge, v.metadata({ ref: 'Challenge' }));
export type ChallengeView = v.InferOutput<typeof ChallengeViewSchema>;

/** GET /api/challenges: the products on sale, named in the caller's language. */
export const CatalogueSchema = v.object({
  items: v.array(
    v.pipe(
      v.object({ ...productFields, phases: v.array(v.object({ name: v.string(), rules: PhaseRulesViewSchema })) }),
      v.metadata({ ref: 'CatalogueProduct' }),
    ),
  ),
});

/** GET /api/admin/challenges: every product, with `localName` in the caller's language and its paid orders. */
export const AdminChallengeListSchema = v.object({
  items: v.array(v.object({ ...challenge.entries, localName: v.string(), sold: countSchema })),
});

/** One product for its editor: whether an order names it (saving then makes the next version), and every version. */
export const ChallengeDetailSchema = v.object({
  ...challenge.entries,
  hasOrders: v.boolean(),
  versions: v.array(
    v.object({
      id: v.pipe(v.string(), v.uuid()),
      version: whole,
      createdAt: timeSchema,
      replacedAt: v.nullable(timeSchema),
      sold: countSchema,
    }),
  ),
});

/** A saved product; `versioned` when the save made its next version. */
export const SavedChallengeSchema = v.object({ ...challenge.entries, versioned: v.boolean() });
