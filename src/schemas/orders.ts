import countries from 'i18n-iso-countries';
import { checkVAT, countries as vatCountries } from 'jsvat';
import * as v from 'valibot';
import type { MessageKey } from '../i18n/en';
import { BillingDetailsViewSchema } from './billing';
import { dayOrder, optionalDay } from './days';
import {
  adminOrderSorts,
  discountKinds,
  grantReasons,
  orderProviders,
  orderSorts,
  orderStatuses,
  paymentProviders,
  userTypes,
} from './enums';
import { countSchema, minorUnitsSchema, pageOf, timeSchema } from './http';

/**
 * Contracts of buying a challenge (issue 8): the member's billing details, an order, discount
 * codes. The configurator and billing forms check them in the browser, the API again on the
 * server. Messages are dictionary keys, shown in the user's language next to the field.
 */
const message = (key: MessageKey) => key;

/** ISO 3166-1 alpha-2 codes; names come from Intl.DisplayNames in the page's language. */
export const countryCodes = Object.keys(countries.getAlpha2Codes()).sort();

/** EU member states: a business there with a VAT number is invoiced under the reverse charge. */
export const euCountries = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];

/** Greece's VAT numbers start with EL, not its ISO code. */
const vatPrefix = (country: string) => (country === 'GR' ? 'EL' : country);

/**
 * Whether a VAT number has the format and check digits of the country's numbers (jsvat's rules
 * for EU states, the UK, Switzerland and Norway). Other countries' tax numbers are taken as given
 * (letters, digits, spaces, dots and dashes). The number may be written with or without its prefix.
 */
export function isVatNumberOf(country: string, vatNumber: string): boolean {
  const compact = vatNumber.replace(/[\s.-]/g, '').toUpperCase();
  const rules = vatCountries.filter((rule) => rule.codes.includes(country) || rule.codes.includes(vatPrefix(country)));
  if (rules.length === 0) return /^[A-Z0-9]{4,20}$/.test(compact);
  const prefixed = /^[A-Z]{2}/.test(compact) ? compact : `${vatPrefix(country)}${compact}`;
  const result = checkVAT(prefixed, rules);
  return result.isValid && result.country !== undefined;
}

const text = (required: MessageKey, max: number) =>
  v.pipe(v.string(message(required)), v.trim(), v.nonEmpty(message(required)), v.maxLength(max, message('validation.tooLong')));

/**
 * Names on an invoice are legal names: required and at most 50 characters like the account's, but
 * without the seed's 3-character minimum, which would refuse names such as 李 or 太郎.
 */
const name = (required: MessageKey) =>
  v.pipe(v.string(message(required)), v.trim(), v.nonEmpty(message(required)), v.maxLength(50, message('validation.max50')));

/** A missing key is checked as an empty value, so it gets the field's own "required" message. */
const required = <Schema extends v.GenericSchema<string, unknown>>(schema: Schema) => v.optional(schema, '');

/** Billing details: saved with the member for the next order, copied onto each order and invoice. */
export const BillingDetailsSchema = v.pipe(
  v.object({
    firstName: required(name('validation.firstNameRequired')),
    lastName: required(name('validation.lastNameRequired')),
    email: required(
      v.pipe(
        v.string(message('validation.emailRequired')),
        v.trim(),
        v.nonEmpty(message('validation.emailRequired')),
        v.email(message('validation.emailFormat')),
        v.maxLength(100, message('validation.tooLong')),
        v.toLowerCase(),
      ),
    ),
    address: required(text('validation.addressRequired', 200)),
    city: required(text('validation.cityRequired', 80)),
    postalCode: required(
      v.pipe(
        v.string(message('validation.postalCodeRequired')),
        v.trim(),
        v.nonEmpty(message('validation.postalCodeRequired')),
        v.regex(/^[\p{L}\p{N}][\p{L}\p{N} -]{0,14}$/u, message('validation.postalCodeInvalid')),
      ),
    ),
    country: required(
      v.pipe(
        v.string(message('validation.countryRequired')),
        v.nonEmpty(message('validation.countryRequired')),
        v.check((code) => countryCodes.includes(code), message('validation.countryRequired')),
      ),
    ),
    type: v.optional(v.picklist(userTypes, message('validation.fieldNotValid')), 'Individual'),
    companyName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, message('validation.tooLong'))), ''),
    vatNumber: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(20, message('validation.tooLong'))), ''),
  }),
  v.forward(
    v.partialCheck(
      [['type'], ['companyName']],
      (input) => input.type !== 'Business' || input.companyName.length >= 2,
      message('validation.companyRequired'),
    ),
    ['companyName'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['country'], ['vatNumber']],
      (input) => input.type !== 'Business' || input.vatNumber === '' || isVatNumberOf(input.country, input.vatNumber),
      message('validation.vatNumberInvalid'),
    ),
    ['vatNumber'],
  ),
  // An individual has neither: what a form left in hidden fields is dropped.
  v.transform((input) => (input.type === 'Business' ? input : { ...input, companyName: '', vatNumber: '' })),
);
export type BillingDetails = v.InferOutput<typeof BillingDetailsSchema>;
export type BillingDetailsInput = v.InferInput<typeof BillingDetailsSchema>;

/** VIES said valid: its request identifier (the consultation number; empty without a requester) and date. */
const viesCheck = v.object({ method: v.literal('vies'), requestIdentifier: v.string(), requestDate: v.string() });
/** Not verified: VIES is off, said no, or could not answer. */
const noCheck = v.object({ method: v.literal('none'), reason: v.picklist(['notChecked', 'viesInvalid', 'viesUnavailable']) });

/**
 * How a buyer's claim to the reverse charge (an EU business elsewhere with a VAT number) was checked;
 * stored with the order and its invoice. Only `vies` and `admin` verify a number (`admin`: an
 * administrator confirmed it before the order was paid); with `none` the order carries VAT. Format
 * and check digits prove nothing (issue 27).
 */
export const VatCheckSchema = v.pipe(
  v.variant('method', [
    viesCheck,
    v.object({ method: v.literal('admin'), byId: v.pipe(v.string(), v.uuid()), byName: v.string(), at: timeSchema }),
    noCheck,
  ]),
  v.metadata({ ref: 'VatCheck' }),
);
export type VatCheck = v.InferOutput<typeof VatCheckSchema>;

/** The check as its member reads it: which one and when, not which administrator. */
export const MemberVatCheckSchema = v.pipe(
  v.variant('method', [viesCheck, v.object({ method: v.literal('admin'), at: timeSchema }), noCheck]),
  v.metadata({ ref: 'MemberVatCheck' }),
);

/** Discount codes are typed in any case and stored in capitals. */
export const DiscountCodeSchema = v.pipe(
  v.string(message('validation.discountCodeInvalid')),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/, message('validation.discountCodeInvalid')),
);

const uuid = (key: MessageKey) => v.pipe(v.string(message(key)), v.uuid(message(key)));

/** What the configurator sends: the product, the details, an optional code, how to pay, terms accepted. */
export const CreateOrderSchema = v.object({
  challengeId: uuid('validation.challengeRequired'),
  billing: BillingDetailsSchema,
  discountCode: v.optional(v.union([v.literal(''), DiscountCodeSchema]), ''),
  provider: v.picklist(paymentProviders, message('validation.providerRequired')),
  // Missing counts as not accepted, so it gets the same message as false.
  acceptTerms: v.pipe(
    v.optional(v.boolean(message('validation.termsRequired')), false),
    v.literal(true, message('validation.termsRequired')),
  ),
});
export type CreateOrderInput = v.InferOutput<typeof CreateOrderSchema>;

/** The price preview before ordering: what a code takes off this challenge. */
export const QuoteSchema = v.object({
  challengeId: uuid('validation.challengeRequired'),
  discountCode: v.optional(v.union([v.literal(''), DiscountCodeSchema]), ''),
  country: v.optional(v.string(), ''),
  type: v.optional(v.picklist(userTypes), 'Individual'),
  vatNumber: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase()), ''),
});

const positive = (max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, message('validation.fieldNotValid')), v.toNumber(), v.minValue(1), v.maxValue(max));

/** The member's orders: page, size, sort, status. */
export const OrderListQuerySchema = v.object({
  page: v.optional(positive(100_000), '1'),
  pageSize: v.optional(positive(100), '10'),
  sort: v.optional(v.picklist(orderSorts, message('validation.fieldNotValid')), '-created'),
  status: v.optional(v.string()),
});

/**
 * Every order, for an administrator (issue 10): paged, sorted, filtered by status, challenge,
 * provider and creation day (`from`/`to`, both inclusive, UTC), and searched by order number,
 * payment reference, or the member's email or name. The CSV export takes the same filters.
 */
const adminOrderFilters = {
  sort: v.optional(v.picklist(adminOrderSorts, message('validation.notValid')), '-created'),
  status: v.optional(v.picklist(orderStatuses, message('validation.notValid'))),
  provider: v.optional(v.picklist(orderProviders, message('validation.notValid'))),
  challengeId: v.optional(v.pipe(v.string(), v.uuid(message('validation.notValid')))),
  from: optionalDay,
  to: optionalDay,
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, message('validation.tooLong'))), ''),
};

export const AdminOrderQuerySchema = v.pipe(
  v.object({ page: v.optional(positive(100_000), '1'), pageSize: v.optional(positive(200), '50'), ...adminOrderFilters }),
  dayOrder(),
);
export type AdminOrderQuery = v.InferOutput<typeof AdminOrderQuerySchema>;
/** The CSV export: the list's filters and sort, the whole set (no paging). */
export const AdminOrderExportSchema = v.pipe(v.object(adminOrderFilters), dayOrder());
export type AdminOrderFilter = v.InferOutput<typeof AdminOrderExportSchema>;

/** GET /api/orders/options: what the configurator may offer (payment methods, the VAT rate inside prices, the seller's country). */
export const OrderOptionsSchema = v.object({
  providers: v.array(v.picklist(paymentProviders)),
  vatRate: v.number(),
  sellerCountry: v.string(),
});

/** POST /api/orders/quote: the price lines before ordering, in minor units of `currency`. */
export const QuoteAnswerSchema = v.object({
  price: minorUnitsSchema,
  discount: minorUnitsSchema,
  /** VAT included in `total` (0 under the reverse charge). */
  vat: minorUnitsSchema,
  total: minorUnitsSchema,
  currency: v.string(),
  vatRate: v.number(),
  reverseCharge: v.boolean(),
  /** How a claimed reverse charge will be checked (VIES when ordering, or an administrator); null when none is claimed. */
  vatNumberCheck: v.nullable(v.picklist(['vies', 'admin'])),
  discountCode: v.nullable(v.string()),
});
export type Quote = v.InferOutput<typeof QuoteAnswerSchema>;

const id = v.pipe(v.string(), v.uuid());
const nullableTime = v.nullable(timeSchema);

/** An order as its member reads it (server/orders/view.ts); the product named in the caller's language. */
const orderEntries = {
  id,
  number: v.string(),
  challengeId: id,
  challengeName: v.string(),
  accountSize: minorUnitsSchema,
  platform: v.string(),
  currency: v.string(),
  price: minorUnitsSchema,
  discountCode: v.nullable(v.string()),
  discount: minorUnitsSchema,
  vatRate: v.number(),
  vat: minorUnitsSchema,
  reverseCharge: v.boolean(),
  vatCheck: v.nullable(MemberVatCheckSchema),
  total: minorUnitsSchema,
  provider: v.picklist(orderProviders),
  /** Why an administrator gave this order at no charge (provider `grant`). */
  grantReason: v.nullable(v.picklist(grantReasons)),
  status: v.picklist(orderStatuses),
  paymentReference: v.string(),
  billing: BillingDetailsViewSchema,
  createdAt: timeSchema,
  paidAt: nullableTime,
  cancelledAt: nullableTime,
  refundedAt: nullableTime,
  /** The ids of its invoice and credit note (GET /api/invoices/{id}/pdf). */
  invoiceId: v.nullable(id),
  creditNoteId: v.nullable(id),
};
export const OrderSchema = v.pipe(v.object(orderEntries), v.metadata({ ref: 'Order' }));
export const OrderPageSchema = pageOf(OrderSchema);

/**
 * How to pay a pending order: a bank transfer to the seller's account with the order number as
 * reference; a card order pays on Stripe's page; a demo or granted order needs nothing.
 */
export const PaymentInstructionsSchema = v.pipe(
  v.variant('kind', [
    v.object({ kind: v.literal('demo') }),
    v.object({ kind: v.literal('grant') }),
    v.object({ kind: v.literal('card') }),
    v.object({
      kind: v.literal('bankTransfer'),
      beneficiary: v.string(),
      iban: v.nullable(v.string()),
      bic: v.nullable(v.string()),
      reference: v.string(),
      amount: minorUnitsSchema,
      currency: v.string(),
      /** When an unpaid order expires (PENDING_ORDER_TTL); null once it is no longer pending. */
      payBy: nullableTime,
    }),
  ]),
  v.metadata({ ref: 'PaymentInstructions' }),
);

/** GET /api/orders/{id}: the order and how to pay it. */
export const OrderDetailSchema = v.object({ order: OrderSchema, instructions: PaymentInstructionsSchema });
/** POST /api/orders: the order, how to pay it, and Stripe's page for a card order (null otherwise). */
export const PlacedOrderSchema = v.object({ ...OrderDetailSchema.entries, checkoutUrl: v.nullable(v.string()) });

/** An order in the administrator's list: the member's view of it, who the member is, and the whole VAT check. */
export const AdminOrderSchema = v.pipe(
  v.object({
    ...orderEntries,
    member: v.object({ id, email: v.string(), firstName: v.string(), lastName: v.string() }),
    grantNote: v.nullable(v.string()),
    vatCheck: v.nullable(VatCheckSchema),
  }),
  v.metadata({ ref: 'AdminOrder' }),
);
export const AdminOrderPageSchema = pageOf(AdminOrderSchema);

/** What a discount code gives and to whom, as an administrator sets it on creating or editing it. */
/** A number of uses from 1 to `max`, or null (the default) for no limit; `key` names the problem. */
const usesUpTo = (max: number, key: MessageKey) =>
  v.optional(
    v.nullable(v.pipe(v.number(message(key)), v.integer(message(key)), v.minValue(1, message(key)), v.maxValue(max, message(key)))),
    null,
  );

const discountCodeTerms = {
  kind: v.picklist(discountKinds, message('validation.fieldNotValid')),
  /** Percent (1–100) for `percent`; minor units for `fixed`. */
  value: v.pipe(
    v.number(message('adminDiscounts.error.value')),
    v.safeInteger(message('adminDiscounts.error.value')),
    v.minValue(1, message('adminDiscounts.error.value')),
  ),
  /** The currency of a fixed amount (orders in another currency cannot use it). */
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, message('validation.fieldNotValid'))), 'USD'),
  challengeId: v.optional(v.nullable(uuid('validation.fieldNotValid')), null),
  expiresAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp(message('adminDiscounts.error.expires')))), null),
  maxUses: usesUpTo(1_000_000, 'adminDiscounts.error.maxUses'),
  /** How many uses one member may take; null for no limit of its own (issue 27). */
  maxUsesPerMember: usesUpTo(1_000, 'adminDiscounts.error.maxUsesPerMember'),
};
const percentUpTo100 = (input: { kind: string; value: number }) => input.kind !== 'percent' || input.value <= 100;

/** An administrator's new discount code: a percentage or an amount, optionally limited. */
export const DiscountCodeInputSchema = v.pipe(
  v.object({ code: DiscountCodeSchema, ...discountCodeTerms }),
  v.forward(
    v.check((input) => percentUpTo100(input), message('adminDiscounts.error.percent')),
    ['value'],
  ),
);
export type DiscountCodeInput = v.InferOutput<typeof DiscountCodeInputSchema>;

/**
 * An edit of a code: its terms, never its text (members were given that text, and orders and
 * invoices keep the text they used; docs/decisions/029).
 */
export const DiscountCodeUpdateSchema = v.pipe(
  v.object(discountCodeTerms),
  v.forward(
    v.check((input) => percentUpTo100(input), message('adminDiscounts.error.percent')),
    ['value'],
  ),
);
export type DiscountCodeUpdate = v.InferOutput<typeof DiscountCodeUpdateSchema>;

/** A discount code as administrators list it: its terms, its uses so far, and whether it is still active. */
export const DiscountCodeViewSchema = v.pipe(
  v.object({
    id,
    code: v.string(),
    kind: v.picklist(discountKinds),
    /** Percent for `percent`; minor units of `currency` for `fixed`. */
    value: v.pipe(v.number(), v.integer()),
    currency: v.string(),
    challengeId: v.nullable(id),
    expiresAt: nullableTime,
    maxUses: v.nullable(countSchema),
    maxUsesPerMember: v.nullable(countSchema),
    uses: countSchema,
    active: v.boolean(),
    disabledAt: nullableTime,
    createdAt: timeSchema,
  }),
  v.metadata({ ref: 'DiscountCode' }),
);
export const DiscountCodePageSchema = pageOf(DiscountCodeViewSchema);

/**
 * A last valid day that has already ended, at `now`. The day is sent as its last second (UTC), so
 * today is still allowed. Not part of the schemas because it depends on the moment: the dialog
 * checks it with its clock, the service with the server's.
 */
export function isPastDay(expiresAt: string | null, now: Date | number): boolean {
  return expiresAt !== null && new Date(expiresAt).getTime() < new Date(now).getTime();
}
