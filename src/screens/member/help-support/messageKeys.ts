import type { MessageKey } from '../../../i18n/en';
import { queryViewKeys } from '../../../ui/messageKeys';

/** The support panel of Help & Support (the payout island beside it picks its own). */
export const supportMessageKeys = [
  ...queryViewKeys,
  'support.title',
  'support.intro',
  'support.email',
  'support.phone',
  'support.hours',
  'support.faq',
  'support.newTab',
] as const satisfies readonly MessageKey[];
