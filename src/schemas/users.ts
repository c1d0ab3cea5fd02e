import * as v from 'valibot';
import type { MessageKey } from '../i18n/en';
import { locales } from '../i18n/locales';
import { EmailSchema, name } from './auth';
import { BillingDetailsViewSchema } from './billing';
import { dayOrder, optionalDay } from './days';
import {
  accountStatuses,
  orderStatuses,
  payoutStatuses,
  userRoles,
  userSortKeys,
  userStatuses,
  userTypes,
  verificationStates,
} from './enums';
import { countSchema, minorUnitsSchema, pageOf, timeSchema } from './http';
import { BillingDetailsSchema } from './orders';
import { pageParam, wholeNumber } from './paging';

/**
 * Contracts of the admin's user management (issue 10): the Users list, its bulk actions and the
 * edit-user form. Messages are dictionary keys, shown in the admin's language.
 */
const message = (key: MessageKey) => key;

const userSorts = userSortKeys.flatMap((key) => [key, `-${key}`]);

/** An empty filter (`?status=`) is no filter. */
const optionalPick = <const Options extends readonly string[]>(options: Options) =>
  v.optional(v.union([v.literal(''), v.picklist(options, message('validation.fieldNotValid'))]), '');

export const UserListQuerySchema = v.pipe(
  v.object({
    page: pageParam,
    pageSize: v.optional(wholeNumber(200), '25'),
    sort: v.optional(v.picklist(userSorts, message('validation.fieldNotValid')), '-created'),
    status: optionalPick(userStatuses),
    type: optionalPick(userTypes),
    /** Where the identity verification stands (issue 31); never asked counts as not started. */
    verification: optionalPick(verificationStates),
    /** Sign-up day (UTC), both ends inclusive, as the orders list and the dashboard count days. */
    from: optionalDay,
    to: optionalDay,
    /** 'Search in all fields': name, email, country. */
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, message('validation.tooLong'))), ''),
  }),
  dayOrder(),
);
export type UserListQuery = v.InferOutput<typeof UserListQuerySchema>;

const uuid = v.pipe(v.string(), v.uuid(message('validation.fieldNotValid')));
const Ids = v.pipe(v.array(uuid), v.minLength(1, message('users.noneSelected')), v.maxLength(200, message('validation.tooLong')));

export const UserIdsSchema = v.object({ ids: Ids });
export const BulkStatusSchema = v.object({ ids: Ids, status: v.picklist(userStatuses, message('validation.fieldNotValid')) });

/** A missing key is checked as an empty value, so it gets the field's own "required" message. */
const required = <Schema extends v.GenericSchema<string, unknown>>(schema: Schema) => v.optional(schema, '');

/** POST /api/users and PUT /api/users/:id: no password (a new user sets one from the invitation). */
export const UserFormSchema = v.object({
  firstName: required(name('validation.firstNameRequired')),
  lastName: required(name('validation.lastNameRequired')),
  email: required(EmailSchema),
  role: v.picklist(userRoles, message('validation.fieldNotValid')),
  status: v.picklist(userStatuses, message('validation.fieldNotValid')),
  type: v.picklist(userTypes, message('validation.fieldNotValid')),
  locale: v.optional(v.picklist(locales, message('validation.fieldNotValid'))),
  /** Null or absent: the billing details stay as they are (none for a new user). */
  billing: v.optional(v.nullable(BillingDetailsSchema), null),
});
export type UserFormInput = v.InferInput<typeof UserFormSchema>;
export type UserForm = v.InferOutput<typeof UserFormSchema>;

/** POST /api/users/:id/two-factor/reset: why a member's two-step sign-in is turned off (audited). */
export const TwoFactorResetSchema = v.object({
  reason: required(
    v.pipe(v.string(), v.trim(), v.nonEmpty(message('validation.reasonRequired')), v.maxLength(500, message('validation.tooLong'))),
  ),
});

/** The user as the API returns it: never a secret (server/users/view.ts). */
export const PublicUserSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.uuid()),
    email: v.string(),
    firstName: v.string(),
    lastName: v.string(),
    role: v.string(),
    status: v.picklist(userStatuses),
    type: v.picklist(userTypes),
    locale: v.string(),
    createdAt: timeSchema,
    /** When two-step sign-in was turned on; null while it is off. */
    twoFactorAt: v.nullable(timeSchema),
  }),
  v.metadata({ ref: 'User' }),
);
export type PublicUser = v.InferOutput<typeof PublicUserSchema>;

/** GET /api/user/{email}: the record, and whether an administrator must turn on two-step sign-in before anything else. */
export const OwnUserSchema = v.object({ ...PublicUserSchema.pipe[0].entries, twoFactorSetupRequired: v.boolean() });
export type OwnUser = v.InferOutput<typeof OwnUserSchema>;

/** A row of the admin's Users list; `totalPaid` in minor units of `currency` (null before a paid order). */
export const UserRowSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.uuid()),
    firstName: v.string(),
    lastName: v.string(),
    email: v.string(),
    role: v.string(),
    status: v.picklist(userStatuses),
    type: v.picklist(userTypes),
    createdAt: timeSchema,
    country: v.nullable(v.string()),
    lastLogin: v.nullable(timeSchema),
    accounts: countSchema,
    totalPaid: minorUnitsSchema,
    currency: v.nullable(v.string()),
    verification: v.picklist(verificationStates),
  }),
  v.metadata({ ref: 'UserRow' }),
);
export type UserRow = v.InferOutput<typeof UserRowSchema>;
export const UserPageSchema = pageOf(UserRowSchema);

/** A user saved by an administrator, and what was done. */
export const SavedUserSchema = v.object({ user: PublicUserSchema, message: v.string() });

const id = v.pipe(v.string(), v.uuid());

/** GET /api/users/{id}: the user, their billing details (null before any), last sign-in and their latest orders, accounts and payouts. */
export const UserDetailSchema = v.object({
  user: PublicUserSchema,
  billing: v.nullable(BillingDetailsViewSchema),
  lastLogin: v.nullable(timeSchema),
  orders: v.array(
    v.object({
      id,
      number: v.string(),
      createdAt: timeSchema,
      status: v.picklist(orderStatuses),
      total: minorUnitsSchema,
      currency: v.string(),
      challengeName: v.string(),
    }),
  ),
  accounts: v.array(
    v.object({
      id,
      login: v.string(),
      phaseName: v.string(),
      funded: v.boolean(),
      status: v.picklist(accountStatuses),
      initialBalance: minorUnitsSchema,
      currency: v.string(),
      startedAt: timeSchema,
    }),
  ),
  payouts: v.array(
    v.object({ id, amount: minorUnitsSchema, currency: v.string(), status: v.picklist(payoutStatuses), requestedAt: timeSchema }),
  ),
});
export type UserDetail = v.InferOutput<typeof UserDetailSchema>;

/** PATCH /api/users/status: how many users were asked for (those already in the status count too). */
export const StatusesSetSchema = v.object({ updated: countSchema, message: v.string() });

/** Deleting users: how many went, and how many were anonymised instead (their money history stays). */
export const UsersDeletedSchema = v.object({ deleted: countSchema, anonymised: countSchema, message: v.string() });
