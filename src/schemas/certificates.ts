import * as v from 'valibot';
import type { MessageKey } from '../i18n/en';
import { certificateKinds } from './enums';

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

/** An administrator's revocation: the reason the public page shows. */
export const CertificateRevokeSchema = v.object({
  reason: v.optional(
    v.pipe(v.string(), v.trim(), v.nonEmpty(message('validation.reasonRequired')), v.maxLength(500, message('validation.tooLong'))),
    '',
  ),
});
