import type { MessageKey } from '../../../i18n/en';
import { memberPickerKeys } from '../../../ui/MemberPicker';
import { uiMessageKeys } from '../../member/accounts/messageKeys';

export const giveChallengeMessageKeys = [
  ...uiMessageKeys,
  ...memberPickerKeys,
  'error.generic',
  'validation.fieldNotValid',
  'validation.tooLong',
  'validation.challengeRequired',
  'billing.close',
  'grant.heading',
  'grant.intro',
  'grant.memberRequired',
  'grant.challenge',
  'grant.challenge.choose',
  'grant.reason',
  'grant.reason.choose',
  'grant.reasonRequired',
  'grant.reason.freeRetry',
  'grant.reason.competitionPrize',
  'grant.reason.compensation',
  'grant.note',
  'grant.note.hint',
  'grant.submit',
  'grant.confirm.title',
  'grant.confirm.body',
  'grant.back',
  'grant.done',
  'grant.done.member',
  'grant.done.order',
  'grant.again',
] as const satisfies readonly MessageKey[];
