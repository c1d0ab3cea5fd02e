import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import * as v from 'valibot';
import type { MessageKey } from '../i18n/en';
import { dayOrder, optionalDay } from './days';
import { accountStatuses, adminPayoutSorts, cryptoNetworks, eligibilityCodes, payoutMethods, payoutStatuses } from './enums';
import { countSchema, minorUnitsSchema, pageOf, timeSchema } from './http';
import { pageParam, wholeNumber } from './paging';

/**
 * Contracts of payouts (issue 9): where the money goes, the request, the eligibility checklist.
 * The payout form checks them in the browser and the API again on the server; messages are
 * dictionary keys shown in the member's language next to the field.
 */
const message = (key: MessageKey) => key;
const required = <Schema extends v.GenericSchema<string, unknown>>(schema: Schema) => v.optional(schema, '');

/** TRC20 (Tron) addresses are Base58 with a leading T; ERC20 (Ethereum) ones 0x and 40 hex digits. */
const walletFormats: Record<(typeof cryptoNetworks)[number], RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

export const BankDestinationSchema = v.object({
  method: v.literal('bankTransfer'),
  accountHolder: required(
    v.pipe(v.string(), v.trim(), v.nonEmpty(message('validation.accountHolderRequired')), v.maxLength(100, message('validation.tooLong'))),
  ),
  // Stored in the electronic format (no spaces, upper case), as banks and ibantools expect it.
  iban: required(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(message('validation.ibanRequired')),
      v.transform((iban) => electronicFormatIBAN(iban) ?? ''),
      v.check((iban) => isValidIBAN(iban), message('validation.ibanInvalid')),
    ),
  ),
  bic: required(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.nonEmpty(message('validation.bicRequired')),
      v.check((bic) => isValidBIC(bic), message('validation.bicInvalid')),
    ),
  ),
});

export const CryptoDestinationSchema = v.pipe(
  v.object({
    method: v.literal('crypto'),
    currency: v.optional(v.literal('USDT'), 'USDT'),
    network: v.picklist(cryptoNetworks, message('validation.networkRequired')),
    address: required(v.pipe(v.string(), v.trim(), v.nonEmpty(message('validation.walletAddressRequired')), v.maxLength(100))),
  }),
  v.forward(
    v.check((wallet) => walletFormats[wallet.network].test(wallet.address), message('validation.walletAddressInvalid')),
    ['address'],
  ),
);

export const PayoutDestinationSchema = v.variant(
  'method',
  [BankDestinationSchema, CryptoDestinationSchema],
  message('validation.fieldNotValid'),
);
export type PayoutDestination = v.InferOutput<typeof PayoutDestinationSchema>;

/**
 * Whether two checked destinations are the same place (key order aside: jsonb keeps its own).
 * With two-step sign-in on, a payout to one not used last needs a code.
 */
export function sameDestination(a: PayoutDestination | null | undefined, b: PayoutDestination | null | undefined): boolean {
  if (!a || !b) return false;
  const sorted = (value: PayoutDestination) => JSON.stringify(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)));
  return sorted(a) === sorted(b);
}
export type PayoutDestinationInput = v.InferInput<typeof PayoutDestinationSchema>;

/** A payout request: the account, the amount in minor units (the server checks it against the payable and the minimum). */
export const PayoutRequestSchema = v.object({
  accountId: v.pipe(v.string(message('validation.fieldNotValid')), v.uuid(message('validation.fieldNotValid'))),
  amount: v.pipe(
    v.number(message('validation.amountRequired')),
    v.safeInteger(message('validation.amountInvalid')),
    v.minValue(1, message('validation.amountInvalid')),
  ),
  destination: PayoutDestinationSchema,
  /** With two-step sign-in on, a destination not used before needs a code (app or recovery). */
  twoFactorCode: v.optional(
    v.pipe(v.string(message('validation.codeFormat')), v.trim(), v.maxLength(20, message('validation.codeFormat'))),
  ),
});
export type PayoutRequestInput = v.InferInput<typeof PayoutRequestSchema>;

export const PayoutListQuerySchema = v.object({
  page: pageParam,
  pageSize: v.optional(wholeNumber(100), '10'),
  accountId: v.optional(v.pipe(v.string(), v.uuid(message('validation.fieldNotValid')))),
  status: v.optional(v.picklist(payoutStatuses, message('validation.fieldNotValid'))),
});

/**
 * The admin payout queue (issue 11): filtered by status, method, account, the member (`q`: email or
 * name) and the requested day (`from`/`to`, UTC days, both inclusive), sorted by requested time or
 * amount. The summary (counts per status, average time to paid) takes the same filters but status.
 */
const adminPayoutFilters = {
  method: v.optional(v.picklist(payoutMethods, message('validation.notValid'))),
  accountId: v.optional(v.pipe(v.string(), v.uuid(message('validation.notValid')))),
  from: optionalDay,
  to: optionalDay,
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, message('validation.tooLong'))), ''),
};
export const AdminPayoutSummaryQuerySchema = v.pipe(v.object(adminPayoutFilters), dayOrder());
export type AdminPayoutFilter = v.InferOutput<typeof AdminPayoutSummaryQuerySchema>;

export const AdminPayoutQuerySchema = v.pipe(
  v.object({
    page: pageParam,
    pageSize: v.optional(wholeNumber(100), '25'),
    sort: v.optional(v.picklist(adminPayoutSorts, message('validation.notValid')), '-requested'),
    status: v.optional(v.picklist(payoutStatuses, message('validation.notValid'))),
    ...adminPayoutFilters,
  }),
  dayOrder(),
);
export type AdminPayoutQuery = v.InferOutput<typeof AdminPayoutQuerySchema>;

/** An administrator's rejection: the reason the member reads. */
export const PayoutRejectSchema = v.object({
  reason: required(
    v.pipe(v.string(), v.trim(), v.nonEmpty(message('validation.reasonRequired')), v.maxLength(500, message('validation.tooLong'))),
  ),
});
/** Approving: a reason is needed only to approve despite the account's risk flags (open or confirmed). */
export const PayoutApproveSchema = v.object({
  riskOverride: v.optional(
    v.pipe(v.string(), v.trim(), v.nonEmpty(message('validation.reasonRequired')), v.maxLength(500, message('validation.tooLong'))),
  ),
});
/** Marking paid: the bank's or the chain's reference of the transfer. */
export const PayoutPaySchema = v.object({
  reference: required(
    v.pipe(v.string(), v.trim(), v.nonEmpty(message('validation.referenceRequired')), v.maxLength(200, message('validation.tooLong'))),
  ),
});

/**
 * One line of the checklist: its code, whether it is met, and the figures its sentence names
 * (days, dates, counts). The sentence itself is the dictionary's `payout.eligibility.<code>.<met|unmet>`.
 */
const eligibilityItemEntries = {
  code: v.picklist(eligibilityCodes),
  met: v.boolean(),
  values: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
};
export type EligibilityItem = v.InferOutput<v.ObjectSchema<typeof eligibilityItemEntries, undefined>>;

/** A checklist line as the API answers it: with its sentence in the caller's language. */
export const ChecklistItemSchema = v.pipe(
  v.object({ ...eligibilityItemEntries, message: v.string() }),
  v.metadata({ ref: 'PayoutChecklistItem' }),
);

const id = v.pipe(v.string(), v.uuid());
const nullableTime = v.nullable(timeSchema);

/** A funded account as the payout screen shows it: its figures, the payable amount and the checklist (money in minor units). */
export const PayoutAccountSchema = v.pipe(
  v.object({
    accountId: id,
    login: v.string(),
    challengeName: v.string(),
    currency: v.string(),
    status: v.picklist(accountStatuses),
    balance: minorUnitsSchema,
    initialBalance: minorUnitsSchema,
    profit: minorUnitsSchema,
    profitSplitPct: v.number(),
    payable: minorUnitsSchema,
    /** PAYOUT_MINIMUM in the account's currency. */
    minimum: minorUnitsSchema,
    payoutIntervalDays: countSchema,
    nextPayoutAt: nullableTime,
    eligible: v.boolean(),
    checklist: v.array(ChecklistItemSchema),
  }),
  v.metadata({ ref: 'PayoutAccount' }),
);
/** GET /api/payouts/accounts: the caller's funded accounts, newest first. */
export const PayoutAccountListSchema = v.object({ items: v.array(PayoutAccountSchema) });

/** A destination as stored: checked and normalised on the way in (PayoutDestinationSchema); the IBAN in electronic format. */
const bankDestination = v.object({ method: v.literal('bankTransfer'), accountHolder: v.string(), iban: v.string(), bic: v.string() });
const cryptoDestination = v.object({
  method: v.literal('crypto'),
  currency: v.literal('USDT'),
  network: v.picklist(cryptoNetworks),
  address: v.string(),
});
const PayoutDestinationViewSchema = v.pipe(
  v.variant('method', [bankDestination, cryptoDestination]),
  v.metadata({ ref: 'PayoutDestination' }),
);

/** GET /api/payouts/destinations: the destination the caller used last per method (null: none yet), to prefill the next request. */
export const SavedDestinationsSchema = v.object({ bankTransfer: v.nullable(bankDestination), crypto: v.nullable(cryptoDestination) });

/** A payout with its timeline (the steps reached, in order, each with its time). */
const payoutEntries = {
  id,
  accountId: id,
  login: v.string(),
  challengeName: v.string(),
  /** The member's share; `withdrawn` is the profit that leaves the account for it (both shares). */
  amount: minorUnitsSchema,
  withdrawn: minorUnitsSchema,
  currency: v.string(),
  method: v.picklist(payoutMethods),
  destination: PayoutDestinationViewSchema,
  status: v.picklist(payoutStatuses),
  rejectionReason: v.nullable(v.string()),
  paymentReference: v.nullable(v.string()),
  requestedAt: timeSchema,
  approvedAt: nullableTime,
  paidAt: nullableTime,
  rejectedAt: nullableTime,
  timeline: v.array(v.object({ status: v.picklist(payoutStatuses), at: timeSchema })),
  /** The payout certificate's public code, once paid. */
  certificateCode: v.nullable(v.string()),
};
export const PayoutSchema = v.pipe(v.object(payoutEntries), v.metadata({ ref: 'Payout' }));
export const PayoutPageSchema = pageOf(PayoutSchema);

/**
 * A payout in the administrators' queue: the member's view of it, its member and account, the masked
 * destination, how long it waited (open: until now; closed: until paid or rejected), and the
 * eligibility evidence (an open request's checklist as it stands now, a closed one's as it stood at the request).
 */
export const AdminPayoutSchema = v.pipe(
  v.object({
    ...payoutEntries,
    userId: id,
    member: v.object({ id, firstName: v.string(), lastName: v.string(), email: v.string() }),
    account: v.object({ id, phase: countSchema, phaseName: v.string(), funded: v.boolean(), login: v.string(), challengeName: v.string() }),
    destinationSummary: v.string(),
    ageSeconds: countSchema,
    eligibility: v.object({ at: v.picklist(['now', 'request']), eligible: v.boolean(), items: v.array(ChecklistItemSchema) }),
  }),
  v.metadata({ ref: 'AdminPayout' }),
);
export const AdminPayoutPageSchema = pageOf(AdminPayoutSchema);

/** The queue's figures for its filters: payouts per status, and the average seconds from request to paid (null before the first). */
export const PayoutSummarySchema = v.object({
  counts: v.record(v.picklist(payoutStatuses), countSchema),
  averageSecondsToPaid: v.nullable(countSchema),
});
