import * as v from 'valibot';
import {
  accountListStatuses,
  accountSorts,
  accountStatuses,
  breachRules,
  closureRules,
  dailyLossBases,
  dealEntries,
  dealSides,
  maxLossModes,
} from './enums';
import { BalancePointSchema } from './equity';
import { countSchema, minorUnitsSchema, pageOf, timeSchema } from './http';
import { RestrictingEventSchema } from './news';
import { pageParam, wholeNumber } from './paging';
import { TradingAccessSchema } from './platforms';

/**
 * GET /api/accounts: `?status=active|all&page&pageSize&sort` (the accounts screen keeps them in
 * its URL). A wrong value answers 400 "<field> is not valid" in the caller's language.
 */
export const AccountListQuerySchema = v.object({
  status: v.optional(v.picklist(accountListStatuses, 'validation.notValid'), 'active'),
  page: pageParam,
  pageSize: v.optional(wholeNumber(100), '10'),
  sort: v.optional(v.picklist(accountSorts, 'validation.notValid'), '-started'),
});
export type AccountListQuery = v.InferOutput<typeof AccountListQuerySchema>;

const whole = v.pipe(v.number(), v.integer());
const percent = v.number();
const met = v.object({ met: v.boolean() });

/** A phase's rules as an account keeps them (domain/rules.ts PhaseRules); percentages of the initial balance. */
export const PhaseRulesViewSchema = v.pipe(
  v.object({
    profitTargetPct: v.nullable(percent),
    maxDailyLossPct: percent,
    maxLossPct: percent,
    maxLossMode: v.picklist(maxLossModes),
    minTradingDays: whole,
    dailyLossBasis: v.picklist(dailyLossBases),
    resetTimeZone: v.string(),
    timeLimitDays: v.nullable(whole),
    bestDayPct: v.nullable(percent),
    newsWindowMinutes: v.optional(v.nullable(whole)),
  }),
  v.metadata({ ref: 'PhaseRules' }),
);

const closingRule = v.picklist([...breachRules, ...closureRules]);

/** Which rule closed an account, when, and the equity against the floor at that moment. */
export const BreachSchema = v.pipe(
  v.object({ rule: closingRule, at: timeSchema, equity: minorUnitsSchema, floor: minorUnitsSchema }),
  v.metadata({ ref: 'Breach' }),
);

/** The rule engine's verdict (domain/rules.ts Evaluation); money in minor units. */
export const EvaluationSchema = v.pipe(
  v.object({
    status: v.picklist(accountStatuses),
    breach: v.nullable(BreachSchema),
    balance: minorUnitsSchema,
    equity: minorUnitsSchema,
    tradingDays: countSchema,
    profitTarget: minorUnitsSchema,
    dailyLossFloor: minorUnitsSchema,
    maxLossFloor: minorUnitsSchema,
    nextResetAt: timeSchema,
    passedAt: v.nullable(timeSchema),
    objectives: v.object({ profitTarget: met, maxDailyLoss: met, maxLoss: met, minTradingDays: met, bestDay: met }),
  }),
  v.metadata({ ref: 'Evaluation' }),
);

/** The overview's figures (domain/figures.ts), in minor units; `bestDay` null without a best-day rule. */
export const FiguresSchema = v.pipe(
  v.object({
    dailyLossAmount: minorUnitsSchema,
    maxLossAmount: minorUnitsSchema,
    dailyBasis: minorUnitsSchema,
    highestEodBalance: minorUnitsSchema,
    todayProfit: minorUnitsSchema,
    totalProfit: minorUnitsSchema,
    paidOut: minorUnitsSchema,
    openProfit: minorUnitsSchema,
    bestDayProfit: minorUnitsSchema,
    permittedLossToday: minorUnitsSchema,
    roomToMaxLoss: minorUnitsSchema,
    bestDay: v.nullable(
      v.object({
        limitPct: percent,
        best: minorUnitsSchema,
        limit: minorUnitsSchema,
        blocking: v.boolean(),
        moreProfitNeeded: minorUnitsSchema,
        maxDay: minorUnitsSchema,
      }),
    ),
  }),
  v.metadata({ ref: 'Figures' }),
);

/** POST /api/bridge/events: the account the batch was for, how many of its events were new, and the account's fresh evaluation. */
export const BridgeAnswerSchema = v.object({ accountLogin: v.string(), accepted: countSchema, evaluation: EvaluationSchema });
export type BridgeAnswer = v.InferOutput<typeof BridgeAnswerSchema>;

/**
 * A trading account as members and administrators see it (server/accounts/view.ts): figures at the
 * time of the answer, objectives with absolute floors, product and phase named in the caller's language.
 */
export const AccountViewSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.uuid()),
    challengeId: v.pipe(v.string(), v.uuid()),
    challengeName: v.string(),
    challengeVersion: whole,
    definitionsVersion: whole,
    login: v.string(),
    platform: v.string(),
    /** The account on its trading platform (issue 29). */
    access: TradingAccessSchema,
    phase: whole,
    phaseName: v.string(),
    funded: v.boolean(),
    demo: v.boolean(),
    status: v.picklist(accountStatuses),
    currency: v.string(),
    initialBalance: minorUnitsSchema,
    balance: minorUnitsSchema,
    equity: minorUnitsSchema,
    startedAt: timeSchema,
    passedAt: v.nullable(timeSchema),
    failedAt: v.nullable(timeSchema),
    lastSyncedAt: v.nullable(timeSchema),
    rules: PhaseRulesViewSchema,
    evaluation: EvaluationSchema,
    objectives: v.object({
      profitTarget: v.object({ target: minorUnitsSchema, met: v.boolean(), enabled: v.boolean() }),
      maxDailyLoss: v.object({ floor: minorUnitsSchema, met: v.boolean() }),
      maxLoss: v.object({ floor: minorUnitsSchema, met: v.boolean() }),
      minTradingDays: v.object({ required: countSchema, days: countSchema, met: v.boolean() }),
      bestDay: v.object({ limitPct: v.nullable(percent), met: v.boolean() }),
    }),
    figures: FiguresSchema,
    nextResetAt: timeSchema,
    resetInSeconds: countSchema,
  }),
  v.metadata({ ref: 'Account' }),
);
export type AccountView = v.InferOutput<typeof AccountViewSchema>;

export const AccountPageSchema = pageOf(AccountViewSchema);

/** A deal as the platform reported it (server/accounts/view.ts dealView); `price` null where the platform gives none. */
export const DealViewSchema = v.pipe(
  v.object({
    ticket: v.string(),
    entry: v.picklist(dealEntries),
    time: timeSchema,
    symbol: v.string(),
    side: v.picklist(dealSides),
    volume: v.number(),
    profit: minorUnitsSchema,
    commission: minorUnitsSchema,
    swap: minorUnitsSchema,
    price: v.nullable(v.number()),
  }),
  v.metadata({ ref: 'Deal' }),
);
export type DealView = v.InferOutput<typeof DealViewSchema>;
export const DealPageSchema = pageOf(DealViewSchema);

/** GET /api/accounts/:id/after-close: when the account closed (null while it runs) and a page of the deals reported since. */
export const AfterCloseSchema = v.object({ closedAt: v.nullable(timeSchema), ...DealPageSchema.entries });

/** A position as screens list it (server/accounts/positions.ts): price and floating result null until a report prices it. */
export const PositionViewSchema = v.pipe(
  v.object({
    ticket: v.string(),
    symbol: v.string(),
    side: v.picklist(dealSides),
    volume: v.number(),
    openTime: timeSchema,
    openPrice: v.nullable(v.number()),
    price: v.nullable(v.number()),
    profit: v.nullable(minorUnitsSchema),
  }),
  v.metadata({ ref: 'Position' }),
);
export type PositionView = v.InferOutput<typeof PositionViewSchema>;

/** The positions open at `at`, priced by the report of `pricedAt` (null: none listed any), and their floating sum. */
export const OpenPositionsSchema = v.pipe(
  v.object({ at: timeSchema, pricedAt: v.nullable(timeSchema), items: v.array(PositionViewSchema), floating: minorUnitsSchema }),
  v.metadata({ ref: 'OpenPositions' }),
);
export type OpenPositions = v.InferOutput<typeof OpenPositionsSchema>;

/**
 * GET /api/accounts/:id/breach (server/accounts/breach.ts): the rule that closed the account, the
 * figures behind its floor, the equity path of the hours before, what was open and what tipped it over.
 */
export const BreachReceiptSchema = v.object({
  rule: closingRule,
  at: timeSchema,
  equity: minorUnitsSchema,
  floor: minorUnitsSchema,
  reason: v.nullable(v.string()),
  basis: minorUnitsSchema,
  limitAmount: minorUnitsSchema,
  limitPct: percent,
  initialBalance: minorUnitsSchema,
  paidOut: minorUnitsSchema,
  currency: v.string(),
  resetTimeZone: v.string(),
  path: v.array(BalancePointSchema),
  positions: OpenPositionsSchema,
  trigger: v.object({
    time: timeSchema,
    kind: v.picklist(['deal', 'equity', 'dayStart', 'deadline', 'manual']),
    ticket: v.optional(v.string()),
    /** A deal's side of the trade: its realised amount is that one deal's, not the round trip's. */
    entry: v.optional(v.picklist(dealEntries)),
    symbol: v.optional(v.string()),
    profit: v.optional(minorUnitsSchema),
  }),
});
export type BreachReceipt = v.InferOutput<typeof BreachReceiptSchema>;

/** GET /api/accounts/:id/daily: the days with activity of a month in the reset zone, with each day's loss basis and floor. */
export const DailyReportSchema = v.object({
  month: v.string(),
  timeZone: v.string(),
  items: v.array(
    v.object({
      day: v.string(),
      startBalance: minorUnitsSchema,
      startEquity: minorUnitsSchema,
      basis: minorUnitsSchema,
      floor: minorUnitsSchema,
      pnl: minorUnitsSchema,
      trades: countSchema,
      closed: countSchema,
      wins: countSchema,
      losses: countSchema,
      lots: v.number(),
    }),
  ),
});
export type DailyReport = v.InferOutput<typeof DailyReportSchema>;

const tradeResult = v.nullable(v.object({ ticket: v.string(), result: minorUnitsSchema }));
const dayResult = v.nullable(v.object({ day: v.string(), pnl: minorUnitsSchema }));

/** GET /api/accounts/:id/statistics (docs/definitions.md, "Statistics"): null where too few trades or days say nothing. */
export const StatisticsSchema = v.object({
  trades: countSchema,
  wins: countSchema,
  losses: countSchema,
  winRate: v.nullable(v.number()),
  averageWin: v.nullable(minorUnitsSchema),
  averageLoss: v.nullable(minorUnitsSchema),
  profitFactor: v.nullable(v.number()),
  expectancy: v.nullable(minorUnitsSchema),
  averageRiskReward: v.nullable(v.number()),
  bestTrade: tradeResult,
  worstTrade: tradeResult,
  longestWinStreak: countSchema,
  longestLossStreak: countSchema,
  dailySharpe: v.nullable(v.number()),
  bestDay: dayResult,
  worstDay: dayResult,
  maxDrawdown: v.nullable(v.object({ amount: minorUnitsSchema, pct: percent })),
  lots: v.number(),
  tradingDays: countSchema,
  symbols: v.array(v.string()),
});
export type Statistics = v.InferOutput<typeof StatisticsSchema>;

/** A closed trade as the history lists it (server/accounts/trades.ts tradeView); `newsEvents` restricted it. */
export const TradeViewSchema = v.pipe(
  v.object({
    ticket: v.string(),
    symbol: v.string(),
    side: v.picklist(dealSides),
    volume: v.number(),
    openTime: v.nullable(timeSchema),
    closeTime: timeSchema,
    profit: minorUnitsSchema,
    commission: minorUnitsSchema,
    swap: minorUnitsSchema,
    result: minorUnitsSchema,
    restricted: v.boolean(),
    newsEvents: v.array(RestrictingEventSchema),
  }),
  v.metadata({ ref: 'Trade' }),
);
export type TradeView = v.InferOutput<typeof TradeViewSchema>;
export const TradePageSchema = pageOf(TradeViewSchema);
