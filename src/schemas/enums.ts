/**
 * Every closed set of values, defined once: the database columns (`text(..., { enum })`), the
 * valibot schemas (`v.picklist`) and the domain types all derive from these lists.
 */
export const orderStatuses = ['pending', 'paid', 'cancelled', 'failed', 'refunded'] as const;
export const paymentProviders = ['manual', 'demo'] as const;
export const accountStatuses = ['active', 'passed', 'failed'] as const;
/** The rules the engine fails an account on. */
export const breachRules = ['maxDailyLoss', 'maxLoss', 'timeLimit'] as const;
/** Closures by an administrator or a refund, recorded like a breach. */
export const closureRules = ['manual', 'reset', 'refunded'] as const;
export const certificateKinds = ['phase_passed', 'funded', 'payout'] as const;
export const userStatuses = ['Active', 'Suspended'] as const;
export const userTypes = ['Individual', 'Business'] as const;
export const dealEntries = ['in', 'out'] as const;
export const dealSides = ['buy', 'sell'] as const;
export const maxLossModes = ['static', 'trailing'] as const;
export const dailyLossBases = ['balance', 'balanceOrEquity'] as const;
export const forceActions = ['pass', 'fail', 'reset'] as const;
/** The member's account list: running accounts only, or every one; and its orders. */
export const accountListStatuses = ['active', 'all'] as const;
export const accountSorts = ['started', '-started', 'balance', '-balance'] as const;
/** An account's closed trades: by close time (default newest first), symbol or result. */
export const tradeSorts = ['-time', 'time', 'symbol', '-symbol', 'result', '-result'] as const;

export type OrderStatus = (typeof orderStatuses)[number];
export type ClosureRule = (typeof closureRules)[number];
export type CertificateKind = (typeof certificateKinds)[number];
