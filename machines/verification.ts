import { assign, setup } from 'xstate';

/**
 * A member's identity verification (issue 31), as the provider and our administrators move it:
 * not started → in progress (the member opened the provider's hosted flow) → pending review (the
 * documents are in) → approved, rejected with the provider's reason, or resubmission requested
 * (the member goes back into the flow). An unfinished verification expires after `expiry`.
 * Administrators can approve or reject by hand, or ask for a new verification, each with a reason.
 *
 * The server keeps the state and moves it only through this machine (src/server/verification):
 * an event the current state does not take changes nothing, so a late or out-of-order webhook
 * cannot undo a decision. The member's page shows the state the server answers.
 */
export const verificationStates = [
  'notStarted',
  'inProgress',
  'pendingReview',
  'approved',
  'rejected',
  'resubmissionRequested',
  'expired',
] as const;
export type VerificationState = (typeof verificationStates)[number];

export interface VerificationContext {
  /** Why the verification stands where it does: the provider's or an administrator's words. */
  reason: string | null;
}

export type VerificationEvent =
  // The member opened the provider's flow (again).
  | { type: 'verification.start' }
  // The provider: documents received, review under way.
  | { type: 'verification.submitted' }
  | { type: 'verification.approved' }
  | { type: 'verification.rejected'; reason: string }
  | { type: 'verification.resubmissionRequested'; reason: string }
  // An administrator, always with a reason.
  | { type: 'verification.approveManually'; reason: string }
  | { type: 'verification.rejectManually'; reason: string }
  | { type: 'verification.requestNew'; reason: string };

const reasonOf = (event: VerificationEvent) => ('reason' in event ? event.reason : null);

export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    input: {} as { reason?: string | null } | undefined,
  },
  actions: {
    takeReason: assign({ reason: ({ event }) => reasonOf(event) }),
    clearReason: assign({ reason: null }),
  },
  delays: {
    // VERIFICATION_EXPIRY_DAYS on the server (7 days by default): an unfinished flow goes stale.
    expiry: 7 * 86_400_000,
  },
}).createMachine({
  id: 'verification',
  context: ({ input }) => ({ reason: input?.reason ?? null }),
  initial: 'notStarted',
  // An administrator's word holds from any state that does not already say the same.
  on: {
    'verification.approveManually': { target: '.approved', actions: 'takeReason' },
    'verification.rejectManually': { target: '.rejected', actions: 'takeReason' },
    'verification.requestNew': { target: '.notStarted', actions: 'takeReason' },
  },
  states: {
    notStarted: {
      on: { 'verification.start': { target: 'inProgress', actions: 'clearReason' } },
    },
    inProgress: {
      after: { expiry: { target: 'expired', actions: 'clearReason' } },
      on: {
        // The documents are in: an earlier request for new ones no longer applies.
        'verification.submitted': { target: 'pendingReview', actions: 'clearReason' },
        'verification.approved': { target: 'approved', actions: 'clearReason' },
        'verification.rejected': { target: 'rejected', actions: 'takeReason' },
        'verification.resubmissionRequested': { target: 'resubmissionRequested', actions: 'takeReason' },
      },
    },
    pendingReview: {
      on: {
        'verification.approved': { target: 'approved', actions: 'clearReason' },
        'verification.rejected': { target: 'rejected', actions: 'takeReason' },
        'verification.resubmissionRequested': { target: 'resubmissionRequested', actions: 'takeReason' },
      },
    },
    approved: {
      on: {
        // Already approved: approving again says nothing new.
        'verification.approveManually': {},
        // A provider may withdraw an approval later (a fraudster found out): a final refusal still counts.
        'verification.rejected': { target: 'rejected', actions: 'takeReason' },
      },
    },
    // A final refusal: only an administrator can ask for a new verification.
    rejected: {
      on: { 'verification.rejectManually': {} },
    },
    resubmissionRequested: {
      after: { expiry: { target: 'expired', actions: 'clearReason' } },
      on: {
        // Back into the provider's flow; the reason stays on screen until the documents are in.
        'verification.start': 'inProgress',
        'verification.submitted': { target: 'pendingReview', actions: 'clearReason' },
      },
    },
    expired: {
      on: { 'verification.start': 'inProgress' },
    },
  },
});
