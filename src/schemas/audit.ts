import * as v from 'valibot';
import type { MessageKey } from '../i18n/en';
import { dayOrder, optionalDay } from './days';
import { minorUnitsSchema, pageOf, timeSchema } from './http';
import { pageParam, wholeNumber } from './paging';

/**
 * The audit log's contract (issue 10, docs/decisions/024): what the admin profile's log may be
 * filtered by. Messages are dictionary keys, answered in the caller's language.
 */
const message = (key: MessageKey) => key;

/** What an entry can be about (audit() callers' subject types); the log links the ones with a screen. */
export const auditSubjectTypes = [
  'order',
  'orders',
  'user',
  'certificate',
  'challenge',
  'trading_account',
  'payout',
  'discountCode',
  'session',
  'news',
  'newsEvent',
  'risk_flag',
] as const;
export type AuditSubjectType = (typeof auditSubjectTypes)[number];

/** Newest first unless asked otherwise; both break ties on the id, so pages never overlap. */
export const auditSorts = ['-created', 'created'] as const;

/** `actor=system` finds what nobody did by hand (the platform, the payment provider, the rule engine). */
export const systemActor = 'system';

const searchText = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, message('validation.tooLong'))), '');

export const AuditQuerySchema = v.pipe(
  v.object({
    page: pageParam,
    pageSize: v.optional(wholeNumber(100), '25'),
    sort: v.optional(v.picklist(auditSorts, message('validation.notValid')), '-created'),
    /** The actor's name or email, in part, or `system`. */
    actor: searchText,
    /** One action code exactly (GET /api/admin/audit/actions lists those present). */
    action: v.optional(
      v.union(
        [v.literal(''), v.pipe(v.string(), v.regex(/^[a-z][a-zA-Z_]*(\.[a-zA-Z_]+)+$/, message('validation.notValid')))],
        message('validation.notValid'),
      ),
      '',
    ),
    subjectType: v.optional(v.union([v.literal(''), v.picklist(auditSubjectTypes)], message('validation.notValid')), ''),
    /** The subject's id, or its label in part: an order number, an email, a certificate code, a challenge's name. */
    subject: searchText,
    from: optionalDay,
    to: optionalDay,
  }),
  dayOrder(),
);
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;

/** A recorded value (jsonb): whatever the writer stored. */
const recorded = v.unknown();

/** One entry as GET /api/admin/audit answers it (server/activity/view.ts): who, when, what, about which subject, and the change. */
export const AuditEntrySchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.uuid()),
    createdAt: timeSchema,
    /** Null: the system acted (the platform, the payment provider, the rule engine). */
    actor: v.nullable(v.object({ id: v.pipe(v.string(), v.uuid()), name: v.string(), email: v.string() })),
    action: v.string(),
    subject: v.object({
      type: v.string(),
      id: v.string(),
      /** An order number, an email, a certificate code, a challenge's name, an account's login; null when gone or none. */
      label: v.nullable(v.string()),
      /** Whether it still exists: a deleted user or challenge keeps its entries but has no screen. */
      exists: v.boolean(),
      /** The member a trading account or payout belongs to (their screens are under the member). */
      userId: v.nullable(v.string()),
      /** A payout's amount. */
      amount: v.nullable(v.object({ value: minorUnitsSchema, currency: v.string() })),
    }),
    /** The currency of the amounts in the change and details (integer minor units); null when none applies. */
    currency: v.nullable(v.string()),
    /** The change, as recorded: both null when the entry records none (a sign-out, an invoice issued). */
    before: recorded,
    after: recorded,
    details: v.record(v.string(), recorded),
  }),
  v.metadata({ ref: 'AuditEntry' }),
);
export type AuditEntryView = v.InferOutput<typeof AuditEntrySchema>;
export const AuditPageSchema = pageOf(AuditEntrySchema);

/** GET /api/admin/audit/actions: the action codes present in the log, for the action filter. */
export const AuditActionsSchema = v.object({ items: v.array(v.string()) });
