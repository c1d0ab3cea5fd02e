import type { MessageKey } from '../../../i18n/en';

/**
 * The account island of /how-we-calculate: which account and product version the visitor came
 * from, and its rules in words (the configurator's sentences). The rest of the page is rendered on
 * the server and ships no strings.
 */
export const accountRulesMessageKeys = [
  'definitions.account.label',
  'definitions.account.line',
  'definitions.account.rules',
  'checkout.days.one',
  'checkout.days.other',
  'checkout.rule.profitTarget',
  'checkout.rule.noProfitTarget',
  'checkout.rule.dailyLoss.balance',
  'checkout.rule.dailyLoss.balanceOrEquity',
  'checkout.rule.maxLoss.static',
  'checkout.rule.maxLoss.trailing',
  'checkout.rule.minDays',
  'checkout.rule.noMinDays',
  'checkout.rule.timeLimit',
  'checkout.rule.noTimeLimit',
  'checkout.rule.bestDay',
  'checkout.rule.noBestDay',
] as const satisfies readonly MessageKey[];
