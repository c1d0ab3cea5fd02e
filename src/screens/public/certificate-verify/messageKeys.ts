import type { MessageKey } from '../../../i18n/en';
import { certificateKindKeys } from '../../../ui/messageKeys';

/** The outcome and the certificate's fields: rendered on the server, so these never reach the browser. */
export const certificateOutcomeMessageKeys = [
  ...certificateKindKeys,
  'certificate.reason',
  'app.name',
  'error.unavailable',
  'certificate.holder',
  'certificate.kindLabel',
  'certificate.titleLabel',
  'certificate.accountSize',
  'certificate.payoutAmount',
  'certificate.issued',
  'certificate.code',
  'certificateVerify.valid.heading',
  'certificateVerify.valid.text',
  'certificateVerify.revoked.heading',
  'certificateVerify.revoked.text',
  'certificateVerify.invalid.heading',
  'certificateVerify.invalid.text',
  'certificateVerify.unknown.heading',
  'certificateVerify.unknown.text',
  'certificateVerify.details',
  'certificateVerify.privacy',
] as const satisfies readonly MessageKey[];

/** The form for another code, the page's one island. */
export const checkAnotherMessageKeys = [
  'certificateVerify.checkAnother',
  'certificateVerify.check',
  'certificateVerify.codeHint',
] as const satisfies readonly MessageKey[];
