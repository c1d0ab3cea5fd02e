/**
 * Every closed set of values, defined once: the database columns (`text(..., { enum })`), the
 * valibot schemas (`v.picklist`) and the domain types all derive from these lists.
 */
export const orderStatuses = ['pending', 'paid', 'cancelled', 'failed', 'refunded', 'expired'] as const;
/** manual: bank transfer confirmed by an administrator; card: Stripe Checkout; demo: paid at once, outside production. */
export const paymentProviders = ['manual', 'card', 'demo'] as const;
/** How an order came to be: paid through a provider, or granted by an administrator at no charge. */
export const orderProviders = [...paymentProviders, 'grant'] as const;
/** Why an administrator gives a member a challenge without payment. */
export const grantReasons = ['freeRetry', 'competitionPrize', 'compensation'] as const;
export const discountKinds = ['percent', 'fixed'] as const;
export const invoiceKinds = ['invoice', 'creditNote'] as const;
/** The member's orders: by date (default newest first) or amount. */
export const orderSorts = ['-created', 'created', '-total', 'total'] as const;
/** Every order (admin): by date (default newest first), amount or order number. */
export const adminOrderSorts = ['-created', 'created', '-total', 'total', '-number', 'number'] as const;
export const accountStatuses = ['active', 'passed', 'failed'] as const;
/**
 * What the trading platform lets an account do (issue 29): trade; only close positions; look but not
 * trade; nothing (not even sign in). `pending`: not on the platform yet.
 */
export const tradingStates = ['pending', 'enabled', 'close_only', 'read_only', 'disabled'] as const;
/** The orders our server gives a trading platform (src/server/platforms/commands.ts). */
export const platformCommandKinds = ['provision', 'set_trading_state', 'close_positions', 'change_password'] as const;
/** queued: to be tried (again); done; failed: tried and gave up, until an administrator retries it. */
export const platformCommandStatuses = ['queued', 'done', 'failed'] as const;
/** The rules the engine fails an account on. */
export const breachRules = ['maxDailyLoss', 'maxLoss', 'timeLimit'] as const;
/** Closures by an administrator or a refund, recorded like a breach. */
export const closureRules = ['manual', 'reset', 'refunded'] as const;
export const certificateKinds = ['phase_passed', 'funded', 'payout'] as const;
/** Members are USER; every other role administers (seed §6). The admin user form offers these two. */
export const userRoles = ['USER', 'ADMIN'] as const;
/** The admin users list's sort keys; `-` first: descending. */
export const userSortKeys = ['name', 'email', 'created', 'lastLogin', 'accounts', 'totalPaid'] as const;
export const userStatuses = ['Active', 'Suspended'] as const;
export const userTypes = ['Individual', 'Business'] as const;
export const dealEntries = ['in', 'out'] as const;
export const dealSides = ['buy', 'sell'] as const;
/** Why the rule engine's balance adjustment moved money: a paid payout (the withdrawn profit split). */
export const adjustmentReasons = ['payout'] as const;
/** A payout's life: requested → approved → paid, or rejected with a reason the member sees. */
export const payoutStatuses = ['requested', 'approved', 'paid', 'rejected'] as const;
/** Where a payout goes: a bank account (IBAN, BIC, holder) or a USDT wallet on TRC20 or ERC20. */
export const payoutMethods = ['bankTransfer', 'crypto'] as const;
/** The admin payout queue's sorts: by requested time or amount (the id breaks ties). */
export const adminPayoutSorts = ['-requested', 'requested', '-amount', 'amount'] as const;
/**
 * The payout checklist, in the order it is shown: a funded account, profit above the initial balance,
 * the payout interval since the first trade or the last paid payout, no open positions, no breach,
 * no other open request, no trade in a restricted news window since the last paid payout, no risk flag
 * holding it, and the member's identity verified (issue 31).
 */
export const eligibilityCodes = [
  'funded',
  'profit',
  'interval',
  'flat',
  'noBreach',
  'noOpenRequest',
  'newsWindows',
  'riskReview',
  'identity',
] as const;
/** The risk desk's detectors (src/domain/risk), flag severities and where a flag's review stands. */
export const riskDetectors = [
  'copyTrading',
  'hedging',
  'multiAccounting',
  'tickScalping',
  'martingale',
  'newsStraddling',
  'gambling',
] as const;
export const riskSeverities = ['low', 'medium', 'high'] as const;
export const riskFlagStatuses = ['open', 'confirmed', 'dismissed'] as const;
/** A review's decisions: dismiss as legitimate, confirm, confirm and fail the accounts, confirm and refuse their payouts. */
export const riskActions = ['dismiss', 'confirm', 'fail', 'refusePayout'] as const;
export const cryptoNetworks = ['TRC20', 'ERC20'] as const;
/** Identity verification (issue 31): its states are the machine's (machines/verification.ts). */
export { verificationStates } from '../../machines/verification';
/** Who is verified: the person, or for a business member whose product asks for it, the company (KYB). */
export const verificationKinds = ['individual', 'company'] as const;
export const verificationProviders = ['demo', 'sumsub'] as const;
/** Who moved a verification: the member (opened the flow), the provider, an administrator, or time (expiry). */
export const verificationSources = ['member', 'provider', 'admin', 'system'] as const;
/** When a product asks for a verified identity: before the first payout (the default) or before the funded account opens. */
export const verificationRequirements = ['beforePayout', 'beforeFunded'] as const;
/** What the server did with a provider's delivery whose signature held: applied once, or why nothing changed. */
export const verificationOutcomes = ['applied', 'unchanged', 'replayed', 'outdated', 'unknown', 'ignored'] as const;
/** What an administrator can do with a member's verification, always with a reason. */
export const verificationDecisions = ['approve', 'reject', 'requestNew'] as const;
export const newsImpacts = ['low', 'medium', 'high'] as const;
/** Where a news event came from: the shipped sample, the configured feed, or an administrator. */
export const newsSources = ['sample', 'feed', 'admin'] as const;
export const maxLossModes = ['static', 'trailing'] as const;
export const dailyLossBases = ['balance', 'balanceOrEquity'] as const;
export const forceActions = ['pass', 'fail', 'reset'] as const;
/** The member's account list: running accounts only, or every one; and its orders. */
export const accountListStatuses = ['active', 'all'] as const;
export const accountSorts = ['started', '-started', 'balance', '-balance'] as const;
/** An account's closed trades: by close time (default newest first), symbol or result. */
export const tradeSorts = ['-time', 'time', 'symbol', '-symbol', 'result', '-result'] as const;

export type OrderStatus = (typeof orderStatuses)[number];
export type PaymentProvider = (typeof paymentProviders)[number];
export type OrderProvider = (typeof orderProviders)[number];
export type GrantReason = (typeof grantReasons)[number];
export type DiscountKind = (typeof discountKinds)[number];
export type InvoiceKind = (typeof invoiceKinds)[number];
export type ClosureRule = (typeof closureRules)[number];
export type CertificateKind = (typeof certificateKinds)[number];
export type AdjustmentReason = (typeof adjustmentReasons)[number];
export type PayoutStatus = (typeof payoutStatuses)[number];
export type PayoutMethod = (typeof payoutMethods)[number];
export type CryptoNetwork = (typeof cryptoNetworks)[number];
export type NewsImpact = (typeof newsImpacts)[number];
export type { VerificationState } from '../../machines/verification';
export type VerificationKind = (typeof verificationKinds)[number];
export type VerificationSource = (typeof verificationSources)[number];
export type VerificationOutcome = (typeof verificationOutcomes)[number];
export type VerificationProviderName = (typeof verificationProviders)[number];
