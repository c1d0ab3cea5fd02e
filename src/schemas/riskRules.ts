import * as v from 'valibot';
import type { RiskRules } from '../domain/risk/types';

/**
 * A product's risk thresholds (`risk_rules`, src/domain/risk/types.ts): only what it changes from
 * the defaults, each within a range that keeps the check meaningful. Multi-accounting is the firm's
 * (a member is no product's), so a product does not set it. Times in milliseconds or minutes, shares
 * and ratios from 0 to 1, as the detectors read them.
 */
export const riskRanges = {
  copyTrading: {
    windowMs: { min: 50, max: 60_000 },
    volumeRatio: { min: 0.01, max: 1 },
    minMatches: { min: 2, max: 1_000 },
    minShare: { min: 0.01, max: 1 },
  },
  hedging: {
    windowMs: { min: 100, max: 3_600_000 },
    volumeRatio: { min: 0.01, max: 1 },
    minOverlapMs: { min: 0, max: 86_400_000 },
    minMatches: { min: 1, max: 1_000 },
  },
  tickScalping: {
    minHoldSeconds: { min: 1, max: 3_600 },
    maxShortShare: { min: 0.01, max: 1 },
    minTrades: { min: 1, max: 10_000 },
  },
  martingale: {
    factor: { min: 1.01, max: 100 },
    minSteps: { min: 1, max: 50 },
    withinMinutes: { min: 1, max: 1_440 },
    minRuns: { min: 1, max: 100 },
    gridMinEntries: { min: 3, max: 100 },
    gridSpacingTolerance: { min: 0, max: 1 },
  },
  newsStraddling: {
    windowMinutes: { min: 1, max: 120 },
    minOccurrences: { min: 1, max: 100 },
  },
  gambling: {
    dailyRoomShare: { min: 0.01, max: 1 },
    minOccurrences: { min: 1, max: 100 },
  },
} as const;

type Ranges = typeof riskRanges;
const outOfRange = 'adminChallenge.error.range';
const ranged = ({ min, max }: { min: number; max: number }) =>
  v.optional(v.pipe(v.number(outOfRange), v.minValue(min, outOfRange), v.maxValue(max, outOfRange)));
const group = <G extends keyof Ranges>(name: G) =>
  v.optional(
    v.strictObject(
      Object.fromEntries(Object.entries(riskRanges[name]).map(([field, range]) => [field, ranged(range)])) as {
        [F in keyof Ranges[G]]: ReturnType<typeof ranged>;
      },
      'adminChallenge.error.riskRules',
    ),
  );

export const RiskRulesSchema = v.pipe(
  v.strictObject(
    {
      copyTrading: group('copyTrading'),
      hedging: group('hedging'),
      tickScalping: group('tickScalping'),
      martingale: group('martingale'),
      newsStraddling: group('newsStraddling'),
      gambling: group('gambling'),
    },
    'adminChallenge.error.riskRules',
  ),
  v.transform((rules) => rules as RiskRules),
);
