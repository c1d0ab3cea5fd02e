import * as v from 'valibot';
import {
  verificationDecisions,
  verificationKinds,
  verificationOutcomes,
  verificationProviders,
  verificationRequirements,
  verificationSources,
  verificationStates,
} from './enums';
import { timeSchema } from './http';
import { countryCodes } from './orders';
import { reason } from './trading';

/**
 * Identity verification (issue 31): what the member's page and the administrators' member page
 * read, and what they send. The provider keeps the documents; we show the state, its history and,
 * once approved, the verified name and country.
 */
const notValid = 'validation.notValid';
const id = v.pipe(v.string(), v.uuid());

export const VerificationEventSchema = v.object({
  from: v.picklist(verificationStates),
  to: v.picklist(verificationStates),
  source: v.picklist(verificationSources),
  reason: v.nullable(v.string()),
  at: timeSchema,
  /** The administrator who acted (administrators' view only). */
  actor: v.optional(v.nullable(v.string())),
});

export const VerificationSchema = v.pipe(
  v.object({
    state: v.picklist(verificationStates),
    /** The person, or the company for a business member whose product asks for KYB. */
    kind: v.picklist(verificationKinds),
    provider: v.picklist(verificationProviders),
    /** The provider's or an administrator's reason for a refusal, a resubmission or a decision by hand. */
    reason: v.nullable(v.string()),
    /** Null while the member was never asked. */
    stateSince: v.nullable(timeSchema),
    /** When an unfinished verification expires (in progress or waiting for a resubmission). */
    expiresAt: v.nullable(timeSchema),
    verifiedName: v.nullable(v.string()),
    /** ISO 3166-1 alpha-2. */
    verifiedCountry: v.nullable(v.string()),
    verifiedAt: v.nullable(timeSchema),
    /** The strictest requirement among the member's products: a funded account waits for it, or only payouts do. */
    required: v.picklist(verificationRequirements),
    /** Passed accounts whose funded account opens once the verification is approved. */
    fundedWaiting: v.number(),
    history: v.array(VerificationEventSchema),
  }),
  v.metadata({ ref: 'Verification' }),
);
export type Verification = v.InferOutput<typeof VerificationSchema>;

/** Where the member goes to verify: the provider's hosted flow (or the demo provider's page). */
export const VerificationStartSchema = v.object({ url: v.string(), provider: v.picklist(verificationProviders) });

/**
 * The demo provider's reviewer: approve with the name and country read off the document, reject,
 * or ask for new documents (with the words the member reads).
 */
export const DemoReviewSchema = v.variant('outcome', [
  v.object({
    outcome: v.literal('approved'),
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.nameRequired'), v.maxLength(200, 'validation.tooLong')),
    country: v.pipe(
      v.string(),
      v.toUpperCase(),
      v.check((code) => countryCodes.includes(code), 'validation.countryRequired'),
    ),
  }),
  v.object({ outcome: v.picklist(['rejected', 'resubmissionRequested'], notValid), reason }),
]);

/** An administrator's decision on a member's verification, always with a reason (audited). */
export const VerificationDecisionSchema = v.object({ action: v.picklist(verificationDecisions, notValid), reason });
/** A holder name an administrator accepts for the member's payouts although it differs from the verified name. */
export const HolderNameOverrideSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.nameRequired'), v.maxLength(100, 'validation.tooLong')),
  reason,
});

export const AdminVerificationSchema = v.pipe(
  v.object({
    userId: id,
    /** Null while the member has never been asked to verify. */
    verification: v.nullable(VerificationSchema),
    /** The provider's reference (applicant id), for an operator looking the case up there. */
    reference: v.nullable(v.string()),
    acceptedHolderNames: v.array(v.object({ name: v.string(), reason: v.string(), by: v.nullable(v.string()), at: timeSchema })),
  }),
  v.metadata({ ref: 'AdminVerification' }),
);

/** What the server did with a provider's delivery (the signature was right): applied once, or why nothing changed. */
export const VerificationDeliverySchema = v.object({ received: v.literal(true), outcome: v.picklist(verificationOutcomes) });
