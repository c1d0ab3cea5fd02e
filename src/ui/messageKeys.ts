import type { MessageKey } from '../i18n/en';

/**
 * The words of parts several screens show (src/ui, and screen parts other screens reuse). A screen's
 * list spreads the groups its island draws, no more: tests/unit/messageKeys.test.ts checks it.
 */

/** QueryView while it waits. */
export const loadingKeys = ['app.loading', 'ui.slow'] as const satisfies readonly MessageKey[];

/** ErrorState (QueryView's, or on its own): what failed and a retry. */
export const loadErrorKeys = ['ui.loadFailed', 'ui.retry'] as const satisfies readonly MessageKey[];

export const queryViewKeys = [...loadingKeys, ...loadErrorKeys] as const satisfies readonly MessageKey[];

/** CopyButton. */
export const copyKeys = ['ui.copy', 'ui.copied', 'error.copyFailed'] as const satisfies readonly MessageKey[];

/** DataAge: how long ago the figures were synced. */
export const dataAgeKeys = ['ui.syncedAgo', 'ui.neverSynced'] as const satisfies readonly MessageKey[];

/** DataTable: paging and sorting. */
export const tableKeys = [
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

/** MemberPicker (the administrator's forms that act for a member). */
export const memberPickerKeys = [
  'memberPicker.legend',
  'memberPicker.search',
  'memberPicker.placeholder',
  'memberPicker.none',
  'memberPicker.change',
  'memberPicker.admin',
] as const satisfies readonly MessageKey[];

/** An email field's problems (the sign-in forms' schemas). */
export const emailProblemKeys = [
  'validation.emailFormat',
  'validation.min3',
  'validation.max50',
  'validation.emailRequired',
] as const satisfies readonly MessageKey[];

/** A new password's problems (the seed's rules: registration, reset, profile). */
export const passwordProblemKeys = [
  'validation.passwordRequired',
  'validation.passwordTooShort',
  'validation.passwordTooLong',
  'validation.passwordLowercase',
  'validation.passwordUppercase',
  'validation.passwordNumber',
  'validation.passwordSpecial',
] as const satisfies readonly MessageKey[];

/** What the trading platform lets an account do (TradingStateBadge, platform commands). */
export const tradingStateKeys = [
  'account.trading.pending',
  'account.trading.enabled',
  'account.trading.close_only',
  'account.trading.read_only',
  'account.trading.disabled',
  'account.trading.waiting',
] as const satisfies readonly MessageKey[];

/** How an account is named everywhere: its stage, status and trading state. */
export const accountLabelKeys = [
  'account.stage.challenge',
  'account.stage.verification',
  'account.stage.funded',
  'account.status.active',
  'account.status.passed',
  'account.status.failed',
  'account.demo',
  ...tradingStateKeys,
] as const satisfies readonly MessageKey[];

/** How current an account's figures are (FiguresAge): synced when running, as of its close when closed. */
export const figuresAgeKeys = ['ui.asOfBreach', 'ui.asOfClosure', 'ui.asOfPass'] as const satisfies readonly MessageKey[];

/** The link from a figure to its published definition (src/ui/definitions.ts). */
export const definitionLinkKeys = ['account.howCalculated'] as const satisfies readonly MessageKey[];

/** Shown by ChosenAccount when no account is chosen yet (both member overviews). */
export const noAccountKeys = ['overview.noAccount', 'overview.chooseAccount'] as const satisfies readonly MessageKey[];

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

/** The account overview, for a member and for an administrator's report. */
export const accountOverviewKeys = [
  ...queryViewKeys,
  ...copyKeys,
  ...dataAgeKeys,
  ...accountLabelKeys,
  ...figuresAgeKeys,
  ...positionKeys,
  ...definitionLinkKeys,
  'overview.summary',
  'overview.balance',
  'overview.equity',
  'overview.profit',
  'overview.initialBalance',
  'overview.started',
  'overview.objectives',
  'overview.objective.profitTarget',
  'overview.objective.maxDailyLoss',
  'overview.objective.maxLoss',
  'overview.objective.minTradingDays',
  'overview.objective.bestDay',
  'overview.objective.met',
  'overview.objective.notMet',
  'overview.objective.ongoing',
  'overview.objective.breached',
  'overview.objective.level',
  'overview.formula.profitTarget',
  'overview.formula.dailyLossBalance',
  'overview.formula.dailyLossBalanceOrEquity',
  'overview.formula.maxLossStatic',
  'overview.formula.maxLossTrailing',
  'overview.formula.maxLossTrailingPaidOut',
  'overview.formula.minTradingDays',
  'overview.formula.bestDay',
  'overview.progress.profit',
  'overview.progress.lossRoom',
  'overview.progress.days',
  'overview.progress.daysReached',
  'overview.progress.bestDay',
  'overview.bestDay.noProfit',
  'overview.bestDay.blocking',
  'overview.bestDay.ok',
  'overview.today',
  'overview.today.permittedLoss',
  'overview.today.permittedLossHint',
  'overview.today.resetIn',
  'overview.today.resetAtFirm',
  'overview.today.resetAtYours',
  'overview.breach.title',
  'overview.breach.rule.maxDailyLoss',
  'overview.breach.rule.maxLoss',
  'overview.breach.rule.timeLimit',
  'overview.breach.rule.manual',
  'overview.breach.rule.reset',
  'overview.breach.rule.refunded',
  'overview.breach.at',
  'overview.breach.equityVsFloor',
  'overview.breach.formula',
  'overview.breach.reason',
  'overview.breach.path',
  'overview.breach.trigger.deal',
  'overview.breach.trigger.dealIn',
  'overview.breach.trigger.equity',
  'overview.breach.trigger.dayStart',
  'overview.breach.trigger.deadline',
  'overview.breach.trigger.manual',
  'overview.credentials',
  'overview.credentials.login',
  'overview.credentials.platform',
  'overview.credentials.lastSynced',
  'overview.credentials.server',
  'overview.credentials.password',
  'overview.credentials.showPassword',
  'overview.credentials.hidePassword',
  'overview.credentials.opening',
  'overview.credentials.changePassword',
  'overview.credentials.changeConfirm',
  'overview.credentials.changeSent',
  'overview.credentials.changePending',
  'overview.credentials.keepPassword',
  // The password change's confirmation (Modal's close button, a failure's fallback).
  'billing.close',
  'error.generic',
  'overview.timeLimit',
] as const satisfies readonly MessageKey[];

/** The trading overview, for a member and for an administrator's report. */
export const tradingOverviewKeys = [
  ...queryViewKeys,
  ...dataAgeKeys,
  ...tableKeys,
  ...accountLabelKeys,
  ...figuresAgeKeys,
  ...positionKeys,
  ...afterCloseKeys,
  ...definitionLinkKeys,
  'tradingOverview.login',
  'tradingOverview.chart.title',
  'tradingOverview.chart.label',
  'tradingOverview.chart.summary',
  'tradingOverview.chart.equity',
  'tradingOverview.chart.balance',
  'tradingOverview.chart.maxLoss',
  'tradingOverview.chart.dailyLoss',
  'tradingOverview.chart.profitTarget',
  'tradingOverview.chart.empty',
  'tradingOverview.chart.failed',
  'tradingOverview.chart.range',
  'tradingOverview.chart.range.day',
  'tradingOverview.chart.range.week',
  'tradingOverview.chart.range.all',
  'tradingOverview.calendar.title',
  'tradingOverview.calendar.zone',
  'tradingOverview.calendar.months',
  'tradingOverview.calendar.previous',
  'tradingOverview.calendar.next',
  'tradingOverview.calendar.caption',
  'tradingOverview.calendar.day',
  'tradingOverview.calendar.empty',
  'tradingOverview.calendar.monthResult',
  'tradingOverview.calendar.tradingDays',
  'tradingOverview.calendar.hint',
  'tradingOverview.stats.title',
  'tradingOverview.stats.winRate',
  'tradingOverview.stats.winsLosses',
  'tradingOverview.stats.averageWin',
  'tradingOverview.stats.averageLoss',
  'tradingOverview.stats.profitFactor',
  'tradingOverview.stats.expectancy',
  'tradingOverview.stats.perTrade',
  'tradingOverview.stats.bestDay',
  'tradingOverview.stats.worstDay',
  'tradingOverview.stats.lots',
  'tradingOverview.stats.trades',
  'tradingOverview.stats.tradingDays',
  'tradingOverview.stats.netOfCosts',
  'tradingOverview.stats.riskReward',
  'tradingOverview.stats.riskRewardHint',
  'tradingOverview.stats.bestTrade',
  'tradingOverview.stats.worstTrade',
  'tradingOverview.stats.ticket',
  'tradingOverview.stats.winStreak',
  'tradingOverview.stats.lossStreak',
  'tradingOverview.stats.inARow',
  'tradingOverview.stats.maxDrawdown',
  'tradingOverview.stats.ofInitial',
  'tradingOverview.stats.sharpe',
  'tradingOverview.stats.notAnnualised',
  'tradingOverview.trades.title',
  'tradingOverview.trades.caption',
  'tradingOverview.trades.empty',
  'tradingOverview.trades.emptyFiltered',
  'tradingOverview.col.closeTime',
  'tradingOverview.col.ticket',
  'tradingOverview.col.symbol',
  'tradingOverview.col.type',
  'tradingOverview.col.volume',
  'tradingOverview.col.openTime',
  'tradingOverview.col.result',
  'tradingOverview.col.costs',
  'tradingOverview.side.buy',
  'tradingOverview.side.sell',
  'tradingOverview.filter.symbol',
  'tradingOverview.filter.allSymbols',
  'tradingOverview.filter.day',
  'tradingOverview.filter.clearDay',
  'tradingOverview.filter.clear',
  'tradingOverview.export',
  'tradingOverview.export.failed',
  'tradingOverview.newsFlag',
  'tradingOverview.newsFlag.title',
] as const satisfies readonly MessageKey[];

/** The billing-details fields (billing page, configurator, user editor): labels and every problem their schema gives. */
export const billingFormKeys = [
  'validation.firstNameRequired',
  'validation.lastNameRequired',
  'validation.max50',
  'validation.emailRequired',
  'validation.emailFormat',
  'validation.tooLong',
  'validation.addressRequired',
  'validation.cityRequired',
  'validation.postalCodeRequired',
  'validation.postalCodeInvalid',
  'validation.countryRequired',
  'validation.companyRequired',
  'validation.vatNumberInvalid',
  'validation.fieldNotValid',
  'auth.firstName',
  'auth.lastName',
  'auth.email',
  'customers.typeIndividual',
  'customers.typeBusiness',
  'billing.type',
  'billing.emailHint',
  'billing.companyName',
  'billing.vatNumber',
  'billing.vatHint',
  'billing.address',
  'billing.postalCode',
  'billing.city',
  'billing.country',
  'billing.chooseCountry',
  'error.generic',
] as const satisfies readonly MessageKey[];

/** An order's status, wherever it shows. */
export const orderStatusKeys = [
  'billing.status.pending',
  'billing.status.paid',
  'billing.status.cancelled',
  'billing.status.failed',
  'billing.status.refunded',
  'billing.status.expired',
] as const satisfies readonly MessageKey[];

/** How orders are labelled wherever they show: status, provider, grant reason. */
export const orderLabelKeys = [
  ...orderStatusKeys,
  'billing.provider.card',
  'billing.provider.manual',
  'billing.provider.demo',
  'billing.provider.demoHint',
  'billing.provider.grant',
  'grant.reason.freeRetry',
  'grant.reason.competitionPrize',
  'grant.reason.compensation',
] as const satisfies readonly MessageKey[];

/** The columns every order list shows the same way (useOrderColumns in OrderLabels.tsx). */
export const orderColumnKeys = [
  ...orderLabelKeys,
  'billing.col.challenge',
  'billing.col.total',
  'billing.col.discount',
  'billing.col.provider',
  'billing.col.status',
  'billing.vatIncluded',
  'billing.reverseCharge',
  'billing.vatUnverified',
  'billing.noDiscount',
] as const satisfies readonly MessageKey[];

/** A certificate's PDF download (CertificateLinks in CertificateLabels.tsx). */
export const certificateLinkKeys = [
  'certificates.download',
  'certificates.downloadLabel',
  'certificates.downloadFailed',
] as const satisfies readonly MessageKey[];

/** A bank transfer's instructions (BankTransfer.tsx): billing page and configurator. */
export const bankTransferKeys = [
  'billing.transfer.beneficiary',
  'billing.transfer.iban',
  'billing.transfer.bic',
  'billing.transfer.reference',
  'billing.transfer.amount',
  'billing.transfer.noBankDetails',
  'billing.transfer.hint',
  'billing.transfer.payBy',
] as const satisfies readonly MessageKey[];

/** A certificate's kind, wherever it shows. */
export const certificateKindKeys = [
  'certificate.kind.phase_passed',
  'certificate.kind.funded',
  'certificate.kind.payout',
] as const satisfies readonly MessageKey[];

/** A certificate's status in the lists (member and administrator). */
export const certificateStatusKeys = [
  'certificate.status.valid',
  'certificate.status.revoked',
  'certificate.status.invalid',
  'certificate.revokedOn',
] as const satisfies readonly MessageKey[];

/** The words of the shared payout parts (src/ui/PayoutParts.tsx): status, method, timeline, checklist. */
export const payoutPartKeys = [
  'payout.status.requested',
  'payout.status.approved',
  'payout.status.paid',
  'payout.status.rejected',
  'payout.method.bankTransfer',
  'payout.method.crypto',
  'payout.timeline.label',
  'payout.timeline.pending',
  'payout.rejectionReason',
  'payout.reference',
  'payout.certificate',
  'payout.eligibility.itemMet',
  'payout.eligibility.itemUnmet',
] as const satisfies readonly MessageKey[];

/** One phase's rules as sentences (catalogue.ts `explainRule`): the configurator's and an account's. */
export const ruleSentenceKeys = [
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

/** A challenge's rules in words (RulesInWords.tsx): the configurator and the admin editor's preview. */
export const rulesInWordsKeys = [
  ...ruleSentenceKeys,
  'checkout.rules',
  'checkout.phaseHeading',
  'checkout.funded',
  'checkout.rule.profitSplit',
  'checkout.rule.payoutInterval',
  'checkout.rule.identityBeforePayout',
  'checkout.rule.identityBeforeFunded',
  'checkout.rule.leverage',
  'checkout.rule.newsWindow',
] as const satisfies readonly MessageKey[];

/** The payout island (its screen, and Help & Support): its labels and every message its form can give. */
export const payoutMessageKeys = [
  ...queryViewKeys,
  ...tableKeys,
  ...payoutPartKeys,
  'account.stage.funded',
  'account.status.active',
  'account.status.passed',
  'account.status.failed',
  'payout.account',
  'payout.summary',
  'payout.balance',
  'payout.profit',
  'payout.profitSplit',
  'payout.profitSplitHint',
  'payout.payable',
  'payout.minimumHint',
  'payout.nextPayout',
  'payout.nextPayout.now',
  'payout.nextPayout.unknown',
  'payout.nextPayout.interval',
  'payout.eligibility.title',
  'payout.eligibility.hint',
  'payout.eligibility.eligible',
  'payout.eligibility.notEligible',
  'payout.eligibility.itemMet',
  'payout.eligibility.itemUnmet',
  'payout.eligibility.identity.link',
  'payout.form.title',
  'payout.form.amount',
  'payout.form.amountHint',
  'payout.form.max',
  'payout.form.method',
  'payout.method.bankTransfer',
  'payout.method.crypto',
  'payout.form.accountHolder',
  'payout.form.iban',
  'payout.form.bic',
  'payout.form.network',
  'payout.form.chooseNetwork',
  'payout.form.address',
  'payout.form.cryptoHint',
  'payout.form.savedHint',
  'payout.form.twoFactor',
  'payout.form.twoFactorHint',
  'validation.codeRequired',
  'validation.codeFormat',
  'payout.form.submit',
  'payout.form.notEligible',
  'payout.form.belowMinimum',
  'payout.requested',
  'payout.history.title',
  'payout.history.caption',
  'payout.history.empty',
  'payout.col.requested',
  'payout.col.amount',
  'payout.col.method',
  'payout.col.status',
  'payout.col.progress',
  'payout.status.requested',
  'payout.status.approved',
  'payout.status.paid',
  'payout.status.rejected',
  'payout.timeline.label',
  'payout.timeline.pending',
  'payout.rejectionReason',
  'payout.reference',
  'payout.withdrawn',
  'payout.certificate',
  'payout.noFunded.title',
  'payout.noFunded.body',
  'nav.accounts',
  'nav.startNewChallenge',
  // The form's problems: the shared schema's and the account's limits.
  'validation.amountRequired',
  'validation.amountInvalid',
  'validation.accountHolderRequired',
  'validation.ibanRequired',
  'validation.ibanInvalid',
  'validation.bicRequired',
  'validation.bicInvalid',
  'validation.networkRequired',
  'validation.walletAddressRequired',
  'validation.walletAddressInvalid',
  'validation.tooLong',
  'validation.fieldNotValid',
  'payout.error.belowMinimum',
  'payout.error.abovePayable',
  'error.generic',
] as const satisfies readonly MessageKey[];

/** A platform command as administrators read it (ui/PlatformCommands.tsx). */
export const platformCommandKeys = [
  ...tradingStateKeys,
  'adminPlatform.col.command',
  'adminPlatform.col.status',
  'adminPlatform.col.attempts',
  'adminPlatform.col.outcome',
  'adminPlatform.col.retry',
  'adminPlatform.kind.provision',
  'adminPlatform.kind.set_trading_state',
  'adminPlatform.kind.close_positions',
  'adminPlatform.kind.change_password',
  'adminPlatform.status.queued',
  'adminPlatform.status.retrying',
  'adminPlatform.status.done',
  'adminPlatform.status.failed',
  'adminPlatform.notTriedYet',
  'adminPlatform.retry',
  'adminPlatform.retry.title',
  'adminPlatform.retry.body',
  'adminPlatform.sent',
  'adminAccounts.keep',
  'error.generic',
  // The retry's confirmation (Modal's close button).
  'billing.close',
] as const satisfies readonly MessageKey[];

/** Every risk check's name (the risk desk's screens, the product editor's thresholds). */
export const riskDetectorKeys = [
  'risk.detector.copyTrading',
  'risk.detector.hedging',
  'risk.detector.multiAccounting',
  'risk.detector.tickScalping',
  'risk.detector.martingale',
  'risk.detector.newsStraddling',
  'risk.detector.gambling',
] as const satisfies readonly MessageKey[];

/** Where an identity verification stands (issue 31): the member's page, the demo provider's, the admin users list and card. */
export const verificationStateKeys = [
  'verification.state.notStarted',
  'verification.state.inProgress',
  'verification.state.pendingReview',
  'verification.state.approved',
  'verification.state.rejected',
  'verification.state.resubmissionRequested',
  'verification.state.expired',
] as const satisfies readonly MessageKey[];
