import * as v from 'valibot';
import type { LocalNames } from '../i18n/names';
import { dailyLossBases, dealEntries, dealSides, forceActions, maxLossModes, tradeSorts, verificationRequirements } from './enums';
import { pageParam, wholeNumber } from './paging';
import { RiskRulesSchema } from './riskRules';

/**
 * Contracts of the trading core (DESIGN.md §5), shared by the API and the screens to come.
 * Money is integer minor units; times are ISO-8601 UTC on the wire.
 */
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * The range of every number a product's editor asks for (the schema checks them, the editor states
 * them beside each field). Percentages are of the initial balance; money is in minor units.
 */
export const challengeRanges = {
  profitTargetPct: { min: 0.01, max: 100 },
  maxDailyLossPct: { min: 0.01, max: 100 },
  maxLossPct: { min: 0.01, max: 100 },
  minTradingDays: { min: 0, max: 365 },
  timeLimitDays: { min: 1, max: 3650 },
  bestDayPct: { min: 1, max: 100 },
  newsWindowMinutes: { min: 1, max: 120 },
  accountSize: { min: 100_00, max: 10_000_000_00 },
  price: { min: 0, max: 100_000_00 },
  leverage: { min: 1, max: 1000 },
  profitSplitPct: { min: 1, max: 100 },
  payoutIntervalDays: { min: 1, max: 90 },
} as const;
type Ranged = keyof typeof challengeRanges;

const outOfRange = 'adminChallenge.error.range';
const atLeast = (field: Ranged) => v.minValue<number, number, typeof outOfRange>(challengeRanges[field].min, outOfRange);
const atMost = (field: Ranged) => v.maxValue<number, number, typeof outOfRange>(challengeRanges[field].max, outOfRange);
const decimal = (field: Ranged) => v.pipe(v.number(outOfRange), atLeast(field), atMost(field));
const whole = (field: Ranged) => v.pipe(v.number(outOfRange), v.integer('adminChallenge.error.whole'), atLeast(field), atMost(field));
const minorUnits = v.pipe(v.number(), v.safeInteger('must be a whole number of minor units'));
const money = (field: Ranged) =>
  v.pipe(v.number(outOfRange), v.safeInteger('adminChallenge.error.minorUnits'), atLeast(field), atMost(field));
/** Minutes around high-impact news in which trading is restricted; null: none. */
const newsWindow = v.nullable(whole('newsWindowMinutes'));
/** An ISO-8601 timestamp in a year a trading platform can mean (year 0 was a 500, 9999 failed an account then). */
const isoTime = v.pipe(
  v.string(),
  v.isoTimestamp('must be an ISO-8601 timestamp'),
  v.check((text) => text.slice(0, 4) >= '1970' && text.slice(0, 4) <= '2999', 'must be a time between 1970 and 2999'),
);

/**
 * A catalogue name per language (docs/decisions/045): any of the six, each up to `max` characters; a
 * language left empty is dropped, so the default name stands for it.
 */
const localNames = <const M extends string>(max: number, message: M) => {
  const name = v.optional(v.pipe(v.string(message), v.trim(), v.maxLength(max, message)));
  return v.optional(
    v.pipe(
      v.strictObject({ en: name, de: name, es: name, fr: name, ja: name, zh: name }, 'adminChallenge.error.nameLanguage'),
      v.transform((names): LocalNames => Object.fromEntries(Object.entries(names).filter(([, given]) => given)) as LocalNames),
    ),
    {},
  );
};

export const PhaseRulesSchema = v.object({
  profitTargetPct: v.nullable(decimal('profitTargetPct')),
  maxDailyLossPct: decimal('maxDailyLossPct'),
  maxLossPct: decimal('maxLossPct'),
  maxLossMode: v.picklist(maxLossModes),
  minTradingDays: whole('minTradingDays'),
  dailyLossBasis: v.picklist(dailyLossBases),
  resetTimeZone: v.pipe(v.string(), v.check(isTimeZone, 'adminChallenge.error.timeZone')),
  timeLimitDays: v.nullable(whole('timeLimitDays')),
  bestDayPct: v.nullable(decimal('bestDayPct')),
  newsWindowMinutes: v.optional(newsWindow, null),
});

export const PhaseSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.minLength(1, 'adminChallenge.error.phaseName'), v.maxLength(60, 'adminChallenge.error.phaseName')),
    names: localNames(60, 'adminChallenge.error.phaseName'),
    rules: PhaseRulesSchema,
  }),
  v.forward(
    v.check((phase) => phase.rules.profitTargetPct !== null, 'adminChallenge.error.targetRequired'),
    ['rules', 'profitTargetPct'],
  ),
  v.forward(
    v.check((phase) => phase.rules.maxDailyLossPct <= phase.rules.maxLossPct, 'adminChallenge.error.dailyAboveMax'),
    ['rules', 'maxDailyLossPct'],
  ),
);

export const ChallengeInputSchema = v.object({
  slug: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'adminChallenge.error.slug'),
    v.maxLength(60, 'adminChallenge.error.slug'),
  ),
  name: v.pipe(v.string(), v.trim(), v.minLength(3, 'validation.min3'), v.maxLength(80, 'adminChallenge.error.nameLength')),
  names: localNames(80, 'adminChallenge.error.nameLength'),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'adminChallenge.error.description')), ''),
  accountSize: money('accountSize'),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'adminChallenge.error.currency')),
  price: money('price'),
  platform: v.pipe(v.string(), v.trim(), v.minLength(2, 'adminChallenge.error.platform'), v.maxLength(30, 'adminChallenge.error.platform')),
  leverage: whole('leverage'),
  profitSplitPct: whole('profitSplitPct'),
  payoutIntervalDays: whole('payoutIntervalDays'),
  /** The funded stage's news window (evaluations set theirs per phase); 2 minutes unless set, null for none. */
  fundedNewsWindowMinutes: v.optional(newsWindow, 2),
  phases: v.pipe(
    v.array(PhaseSchema),
    v.minLength(1, 'adminChallenge.error.phaseCount'),
    v.maxLength(3, 'adminChallenge.error.phaseCount'),
  ),
  /** The risk checks' thresholds this product changes from the defaults (src/domain/risk). */
  riskRules: v.optional(RiskRulesSchema, {}),
  /** Identity verification before the first payout (default) or before the funded account opens; KYB for business members (issue 31). */
  verificationRequired: v.optional(v.picklist(verificationRequirements, 'validation.notValid'), 'beforePayout'),
  verifyBusiness: v.optional(v.boolean(), false),
  active: v.optional(v.boolean(), true),
  sortOrder: v.optional(v.pipe(v.number(), v.integer()), 0),
});
export type ChallengeInput = v.InferOutput<typeof ChallengeInputSchema>;

const price = v.pipe(v.number(), v.minValue(0), v.maxValue(1e9));
const ticket = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const symbol = v.pipe(v.string(), v.minLength(1), v.maxLength(32));
const volume = v.pipe(v.number(), v.minValue(0), v.maxValue(10_000));

/** A position open at an equity report (domain/rules.ts OpenPosition). */
export const OpenPositionSchema = v.object({
  ticket,
  symbol,
  side: v.picklist(dealSides),
  volume,
  openTime: isoTime,
  openPrice: price,
  price,
  profit: minorUnits,
});

export const AccountEventSchema = v.variant('kind', [
  v.object({
    kind: v.literal('deal'),
    time: isoTime,
    ticket,
    entry: v.picklist(dealEntries),
    symbol,
    side: v.picklist(dealSides),
    volume,
    profit: minorUnits,
    commission: v.optional(minorUnits),
    swap: v.optional(minorUnits),
    price: v.optional(price),
  }),
  v.object({
    kind: v.literal('equity'),
    time: isoTime,
    balance: minorUnits,
    equity: minorUnits,
    positions: v.optional(v.pipe(v.array(OpenPositionSchema), v.maxLength(500, 'at most 500 open positions'))),
  }),
]);

export const BridgeBatchSchema = v.object({
  accountLogin: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  events: v.pipe(v.array(AccountEventSchema), v.maxLength(1000, 'at most 1000 events per batch')),
});

export const PageQuerySchema = v.object({
  page: pageParam,
  pageSize: v.optional(wholeNumber(200), '50'),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  status: v.optional(v.string()),
});
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

/** GET /api/profile/logins: `?page&pageSize`, newest first (here, not in auth.ts, so the login page does not load this file). */
export const LoginHistoryQuerySchema = v.pick(PageQuerySchema, ['page', 'pageSize']);

export const reason = v.pipe(v.string(), v.trim(), v.minLength(3, 'validation.min3'), v.maxLength(500));

export const ForceActionSchema = v.object({ action: v.picklist(forceActions), reason });

export const RefundSchema = v.object({ reason });

/** 'YYYY-MM-DD' that names a real calendar day. */
const isCalendarDay = (day: string) => {
  const t = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === day;
};
/** An empty filter (`?symbol=`) is no filter. */
const emptyIsNone = (text: string) => (text === '' ? undefined : text);

/** The daily report's month ('YYYY-MM' in the account's reset zone); without it, the latest. */
export const DailyQuerySchema = v.object({
  month: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM'))),
});

const tradeFilters = {
  sort: v.optional(v.picklist(tradeSorts, `must be one of ${tradeSorts.join(', ')}`), '-time'),
  symbol: v.optional(v.pipe(v.string(), v.maxLength(32), v.transform(emptyIsNone))),
  day: v.optional(
    v.pipe(
      v.string(),
      v.check((day) => day === '' || isCalendarDay(day), 'must be a day as YYYY-MM-DD'),
      v.transform(emptyIsNone),
    ),
  ),
};

/** An account's closed trades: page, size (at most 200), sort, exact symbol, close day in the reset zone. */
export const TradeQuerySchema = v.object({
  page: pageParam,
  pageSize: v.optional(wholeNumber(200), '25'),
  ...tradeFilters,
});
export type TradeQueryInput = v.InferOutput<typeof TradeQuerySchema>;

/** The CSV export takes the list's sort and filters, and answers the whole set. */
export const TradeExportQuerySchema = v.object(tradeFilters);

export const CertificateCodeParamSchema = v.object({ code: v.pipe(v.string(), v.regex(/^[A-Z2-9]{10}$/, 'validation.fieldNotValid')) });

export const IdParamSchema = v.object({ id: v.pipe(v.string(), v.uuid('validation.fieldNotValid')) });
