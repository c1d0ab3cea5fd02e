import type { MessageKey } from '../../../i18n/en';
import { accountLabelKeys, accountOverviewKeys, queryViewKeys, tableKeys, tradingOverviewKeys } from '../../../ui/messageKeys';

/** The member's name and email above both screens, with the ways back. */
const memberHeaderKeys = [
  'adminAccounts.member',
  'adminAccounts.editUser',
  'adminAccounts.allAccounts',
] as const satisfies readonly MessageKey[];

export const userAccountsMessageKeys = [
  ...queryViewKeys,
  ...tableKeys,
  ...accountLabelKeys,
  ...memberHeaderKeys,
  'adminAccounts.caption',
  'adminAccounts.filter',
  'adminAccounts.filter.active',
  'adminAccounts.filter.all',
  'adminAccounts.col.login',
  'adminAccounts.col.challenge',
  'adminAccounts.col.phase',
  'adminAccounts.col.status',
  'adminAccounts.col.balance',
  'adminAccounts.col.equity',
  'adminAccounts.col.started',
  'adminAccounts.col.report',
  'adminAccounts.viewReport',
  'adminAccounts.viewReportOf',
  'adminAccounts.empty',
  'adminAccounts.emptyActive',
] as const satisfies readonly MessageKey[];

/** The member's two overviews (reused as they are) and the administrator's actions. */
export const reportMessageKeys = [
  ...new Set([...accountOverviewKeys, ...tradingOverviewKeys]),
  ...memberHeaderKeys,
  'billing.close',
  'validation.min3',
  'error.generic',
  'adminAccounts.actions',
  'adminAccounts.actions.hint',
  'adminAccounts.actions.none',
  'adminAccounts.pass',
  'adminAccounts.pass.title',
  'adminAccounts.pass.body',
  'adminAccounts.pass.done',
  'adminAccounts.fail',
  'adminAccounts.fail.title',
  'adminAccounts.fail.body',
  'adminAccounts.fail.done',
  'adminAccounts.reset',
  'adminAccounts.reset.title',
  'adminAccounts.reset.body',
  'adminAccounts.reset.done',
  'adminAccounts.reset.open',
  'adminAccounts.reason',
  'adminAccounts.reasonHint',
  'adminAccounts.keep',
] as const satisfies readonly MessageKey[];
