import type { MessageKey } from '../../../i18n/en';
import { accountLabelKeys, dataAgeKeys, figuresAgeKeys, loadErrorKeys, tableKeys } from '../../../ui/messageKeys';

export const accountsMessageKeys = [
  ...loadErrorKeys,
  ...dataAgeKeys,
  ...tableKeys,
  ...accountLabelKeys,
  ...figuresAgeKeys,
  'accounts.caption',
  'accounts.filter',
  'accounts.filter.active',
  'accounts.filter.all',
  'accounts.col.account',
  'accounts.col.phase',
  'accounts.col.login',
  'accounts.col.balance',
  'accounts.col.equity',
  'accounts.col.profit',
  'accounts.col.started',
  'accounts.col.open',
  'accounts.empty',
  'accounts.emptyActive',
  'accounts.selected',
  'nav.accountOverview',
  'nav.tradingOverview',
  'nav.startNewChallenge',
] as const satisfies readonly MessageKey[];
