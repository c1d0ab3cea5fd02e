import type { MessageKey } from '../../../i18n/en';
import { queryViewKeys, verificationStateKeys } from '../../../ui/messageKeys';

/** The words of /verification/demo (VerificationDemoIsland), the demo provider's hosted flow. */
export const verificationDemoMessageKeys = [
  ...queryViewKeys,
  ...verificationStateKeys,
  'error.generic',
  'verification.demo.banner',
  'verification.demo.back',
  'verification.demo.step1.title',
  'verification.demo.step1.individual',
  'verification.demo.step1.company',
  'verification.demo.askedFor',
  'verification.demo.submit',
  'verification.demo.step2.title',
  'verification.demo.step2.body',
  'verification.demo.approveTitle',
  'verification.demo.name',
  'verification.demo.country',
  'billing.chooseCountry',
  'verification.demo.approve',
  'verification.demo.refuseTitle',
  'verification.demo.reason',
  'verification.demo.reasonHint',
  'verification.demo.askNew',
  'verification.demo.reject',
  'verification.demo.nothingTitle',
  'verification.demo.nothing',
  // The reviewer's fields are checked with the server's own schema (DemoReviewSchema).
  'validation.fieldNotValid',
  'validation.nameRequired',
  'validation.tooLong',
  'validation.countryRequired',
  'validation.notValid',
  'validation.min3',
] as const satisfies readonly MessageKey[];
