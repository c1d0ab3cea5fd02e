import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import * as v from 'valibot';
import type { MessageKey } from '../i18n/en';
import { dayOrder, optionalDay } from './days';
import { adminPayoutSorts, cryptoNetworks, type eligibilityCodes, payoutMethods, payoutStatuses } from './enums';
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
export type EligibilityCode = (typeof eligibilityCodes)[number];
export type EligibilityItem = { code: EligibilityCode; met: boolean; values?: Record<string, string | number> };
