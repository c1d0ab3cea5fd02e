import type { MessageKey } from '../../../i18n/en';
import { ruleSentenceKeys } from '../../../ui/messageKeys';

/**
 * The account island of /how-we-calculate: which account and product version the visitor came
 * from, and its rules in words (the configurator's sentences). The rest of the page is rendered on
 * the server and ships no strings.
 */
export const accountRulesMessageKeys = [
  'definitions.account.label',
  'definitions.account.line',
  'definitions.account.rules',
  ...ruleSentenceKeys,
] as const satisfies readonly MessageKey[];
