import type { MessageKey } from '../../../i18n/en';

/** Strings of the shared parts (src/ui) that every data screen shows. */
export const uiMessageKeys = [
  'app.loading',
  'ui.slow',
  'ui.loadFailed',
  'ui.retry',
  'ui.copy',
  'ui.copied',
  'ui.syncedAgo',
  'ui.neverSynced',
  'error.copyFailed',
  'table.pagination',
  'table.previous',
  'table.next',
  'table.page',
  'table.range',
  'table.rowsPerPage',
  'table.sortBy',
  'table.ascending',
  'table.descending',
] as const satisfies readonly MessageKey[];

/** How an account is named everywhere: its stage and status. */
export const accountLabelKeys = [
  'account.stage.challenge',
  'account.stage.verification',
  'account.stage.funded',
  'account.status.active',
  'account.status.passed',
  'account.status.failed',
  'account.demo',
] as const satisfies readonly MessageKey[];

/** How current an account's figures are (FiguresAge): synced when running, as of its close when closed. */
export const figuresAgeKeys = ['ui.asOfBreach', 'ui.asOfClosure', 'ui.asOfPass'] as const satisfies readonly MessageKey[];

/** Shown by ChosenAccount when no account is chosen yet (both overview screens). */
/** The link from a figure to its published definition (src/ui/definitions.ts). */
export const definitionLinkKeys = ['account.howCalculated'] as const satisfies readonly MessageKey[];

export const noAccountKeys = ['overview.noAccount', 'overview.chooseAccount'] as const satisfies readonly MessageKey[];

export const accountsMessageKeys = [
  ...uiMessageKeys,
  ...accountLabelKeys,
  ...figuresAgeKeys,
  'accounts.caption',
  'accounts.filter',
  'accounts.filter.active',
  'accounts.filter.all',
  'accounts.col.account',
  'accounts.col.phase',
  'accounts.col.status',
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

/** The open positions list (OpenPositions.tsx), on both overviews and the breach receipt. */
export const positionKeys = [
  'positions.title',
  'positions.titleAtClose',
  'positions.empty',
  'positions.emptyAtClose',
  'positions.symbol',
  'positions.side',
  'positions.volume',
  'positions.opened',
  'positions.openPrice',
  'positions.price',
  'positions.floating',
  'positions.total',
  'positions.pricedAt',
  'positions.unpriced',
  'tradingOverview.side.buy',
  'tradingOverview.side.sell',
] as const satisfies readonly MessageKey[];

/** Deals reported after an account closed (AfterClose.tsx), listed apart from its trades. */
export const afterCloseKeys = [
  'afterClose.title',
  'afterClose.hint',
  'afterClose.time',
  'afterClose.deal',
  'afterClose.entry.in',
  'afterClose.entry.out',
  'afterClose.profit',
  'afterClose.more',
  'positions.side',
  'positions.volume',
  'tradingOverview.col.costs',
  'tradingOverview.side.buy',
  'tradingOverview.side.sell',
] as const satisfies readonly MessageKey[];
