import * as v from 'valibot';
import { accountListStatuses, accountSorts, accountStatuses, breachRules, closureRules, dailyLossBases, maxLossModes } from './enums';
import { countSchema, minorUnitsSchema, pageOf, timeSchema } from './http';
import { pageParam, wholeNumber } from './paging';

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

/** Which rule closed an account, when, and the equity against the floor at that moment. */
export const BreachSchema = v.pipe(
  v.object({ rule: v.picklist([...breachRules, ...closureRules]), at: timeSchema, equity: minorUnitsSchema, floor: minorUnitsSchema }),
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
