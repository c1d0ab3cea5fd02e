import * as v from 'valibot';
import type { MessageKey } from '../i18n/en';
import { locales } from '../i18n/locales';
import { dayOrder, optionalDay } from './days';
import { type accountStatuses, type CertificateKind, certificateKinds } from './enums';
import { minorUnitsSchema, pageOf, timeSchema } from './http';
import { pageParam, wholeNumber } from './paging';

/**
 * Contracts of certificates (issue 9): the member's list, an administrator's revocation, and what
 * a verification answers. Messages are dictionary keys, shown in the caller's language.
 */
const message = (key: MessageKey) => key;

/**
 * What a check of a certificate finds: its signature matches and it stands (valid), it was revoked
 * (revoked), or the stored record no longer matches its signature (invalid: do not trust it).
 */
export const certificateStatuses = ['valid', 'revoked', 'invalid'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

/** The member's certificates: newest first by default. */
export const certificateSorts = ['-issued', 'issued'] as const;

const positive = (max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, message('validation.fieldNotValid')), v.toNumber(), v.minValue(1), v.maxValue(max));

export const CertificateListQuerySchema = v.object({
  page: v.optional(positive(100_000), '1'),
  pageSize: v.optional(positive(100), '10'),
  sort: v.optional(v.picklist(certificateSorts, message('validation.fieldNotValid')), '-issued'),
  kind: v.optional(v.union([v.literal(''), v.picklist(certificateKinds, message('validation.fieldNotValid'))]), ''),
});

/** A certificate's share image: in the language of the page that links it (English by default). */
export const CertificateImageQuerySchema = v.object({
  lang: v.optional(v.picklist(locales, message('validation.fieldNotValid')), 'en'),
});

/** An administrator's revocation: the reason the public page shows. */
export const CertificateRevokeSchema = v.object({
  reason: v.optional(
    v.pipe(v.string(), v.trim(), v.nonEmpty(message('validation.reasonRequired')), v.maxLength(500, message('validation.tooLong'))),
    '',
  ),
});

// ---- every certificate, for an administrator (issue 11) ----

/** Whether a certificate stands (not revoked) or was revoked; a tampered record shows as invalid in either. */
export const certificateStates = ['valid', 'revoked'] as const;
/** By issue date, newest first by default; the id breaks ties in the same direction. */
export const adminCertificateSorts = ['-issued', 'issued'] as const;

const optionalPick = <const Options extends readonly string[]>(options: Options) =>
  v.optional(v.union([v.literal(''), v.picklist(options, message('validation.notValid'))], message('validation.notValid')), '');

/**
 * GET /api/admin/certificates: searched by code, holder name or email (`q`), filtered by kind,
 * state and issue day (`from`/`to`, UTC days, both inclusive, as the other admin lists count days).
 */
export const AdminCertificateQuerySchema = v.pipe(
  v.object({
    page: pageParam,
    pageSize: v.optional(wholeNumber(200), '25'),
    sort: v.optional(v.picklist(adminCertificateSorts, message('validation.notValid')), '-issued'),
    kind: optionalPick(certificateKinds),
    state: optionalPick(certificateStates),
    from: optionalDay,
    to: optionalDay,
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, message('validation.tooLong'))), ''),
  }),
  dayOrder(),
);
export type AdminCertificateQuery = v.InferOutput<typeof AdminCertificateQuerySchema>;

/** The largest payout amount a certificate may state, in minor units (a billion in the currency). */
export const maxCertificateAmount = 100_000_000_000;

/**
 * POST /api/admin/certificates: a certificate issued by hand for a member's trading account. A
 * payout certificate states the amount paid (minor units); the others state the account size, so
 * they take no amount. Whether the kind fits the account is checked against the account (service).
 */
export const CertificateIssueSchema = v.pipe(
  v.object({
    userId: v.optional(v.pipe(v.string(), v.uuid(message('adminCertificates.error.member'))), ''),
    accountId: v.optional(v.pipe(v.string(), v.uuid(message('adminCertificates.error.account'))), ''),
    kind: v.pipe(
      v.optional(v.string(message('adminCertificates.error.kind')), ''),
      v.picklist(certificateKinds, message('adminCertificates.error.kind')),
    ),
    amount: v.optional(
      v.nullable(
        v.pipe(
          v.number(message('adminCertificates.error.amount')),
          v.safeInteger(message('adminCertificates.error.amount')),
          v.minValue(1, message('adminCertificates.error.amount')),
          v.maxValue(maxCertificateAmount, message('adminCertificates.error.amount')),
        ),
      ),
      null,
    ),
  }),
  v.forward(
    v.partialCheck(
      [['kind'], ['amount']],
      (input) => input.kind !== 'payout' || input.amount !== null,
      message('adminCertificates.error.amount'),
    ),
    ['amount'],
  ),
  v.forward(
    v.partialCheck(
      [['kind'], ['amount']],
      (input) => input.kind === 'payout' || input.amount === null,
      message('adminCertificates.error.amountOnlyPayout'),
    ),
    ['amount'],
  ),
);
export type CertificateIssueInput = v.InferOutput<typeof CertificateIssueSchema>;

/**
 * Which kinds an account's state supports (the claims the automatic certificates make): phase
 * passed — an evaluation account that passed its phase; funded and payout — a funded account.
 * The issue form offers only these; the server refuses the rest.
 */
export function kindFits(kind: CertificateKind, account: { funded: boolean; status: (typeof accountStatuses)[number] }): boolean {
  if (kind === 'phase_passed') return !account.funded && account.status === 'passed';
  return account.funded;
}

// ---- answers ----

const uuid = v.pipe(v.string(), v.uuid());
/** What every certificate states: its code, kind, title, the amount (minor units of `currency`) and when it was issued. */
const claim = {
  code: v.string(),
  kind: v.picklist(certificateKinds),
  title: v.string(),
  amount: v.nullable(minorUnitsSchema),
  currency: v.nullable(v.string()),
  issuedAt: timeSchema,
  revokedAt: v.nullable(timeSchema),
};

/** A certificate in the member's list (server/certificates/view.ts): everything on it and its status, never the signature. */
export const CertificateViewSchema = v.pipe(
  v.object({
    id: uuid,
    ...claim,
    holderName: v.string(),
    revokedReason: v.nullable(v.string()),
    accountId: v.nullable(uuid),
    payoutId: v.nullable(uuid),
    status: v.picklist(certificateStatuses),
  }),
  v.metadata({ ref: 'Certificate' }),
);
export type CertificateView = v.InferOutput<typeof CertificateViewSchema>;
export const CertificatePageSchema = pageOf(CertificateViewSchema);

/**
 * GET /api/certificates/verify/:code: the certificate's claim and whether it stands, never whose
 * account or which user it belongs to. The reason is there only once revoked.
 */
export const CertificateVerificationSchema = v.pipe(
  v.object({
    status: v.picklist(certificateStatuses),
    certificate: v.object({ ...claim, holderName: v.string(), revokedReason: v.optional(v.string()) }),
  }),
  v.metadata({ ref: 'CertificateVerification' }),
);
export type CertificateVerification = v.InferOutput<typeof CertificateVerificationSchema>;

/** A certificate in the administrators' list: what it says, its status, its holder and account; never the signature. */
export const AdminCertificateSchema = v.pipe(
  v.object({
    id: uuid,
    ...claim,
    status: v.picklist(certificateStatuses),
    holder: v.object({ id: uuid, name: v.string(), email: v.string() }),
    account: v.nullable(v.object({ id: uuid, login: v.nullable(v.string()) })),
    payoutId: v.nullable(uuid),
    revokedReason: v.nullable(v.string()),
  }),
  v.metadata({ ref: 'AdminCertificate' }),
);
export type AdminCertificateView = v.InferOutput<typeof AdminCertificateSchema>;
export const AdminCertificatePageSchema = pageOf(AdminCertificateSchema);
