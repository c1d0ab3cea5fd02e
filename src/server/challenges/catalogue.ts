import { sql } from 'drizzle-orm';
import type { PhaseRules } from '../../domain/rules';
import type { ChallengeInput } from '../../schemas/trading';
import type { Database } from '../db';
import { challenges } from '../db/schema';
import { firstVersion } from './versions';

/**
 * The catalogue a firm starts with (issue 4): a two-step and a one-step challenge in five sizes.
 * Prices are in cents; admins change them in the Challenges screen.
 */
/** A phase's rules as the catalogue's schema has them (every field present). */
type CatalogueRules = ChallengeInput['phases'][number]['rules'];

const twoStep = (target: number): CatalogueRules => ({
  profitTargetPct: target,
  maxDailyLossPct: 5,
  maxLossPct: 10,
  maxLossMode: 'static',
  minTradingDays: 4,
  dailyLossBasis: 'balance',
  resetTimeZone: 'Europe/Prague',
  timeLimitDays: null,
  bestDayPct: null,
  newsWindowMinutes: null,
});

const oneStep: CatalogueRules = {
  profitTargetPct: 10,
  maxDailyLossPct: 3,
  maxLossPct: 10,
  maxLossMode: 'trailing',
  minTradingDays: 1,
  dailyLossBasis: 'balanceOrEquity',
  resetTimeZone: 'Europe/Prague',
  timeLimitDays: null,
  bestDayPct: 50,
  newsWindowMinutes: null,
};

const sizes = [
  { size: 10_000, twoStepPrice: 99, oneStepPrice: 119 },
  { size: 25_000, twoStepPrice: 199, oneStepPrice: 229 },
  { size: 50_000, twoStepPrice: 299, oneStepPrice: 349 },
  { size: 100_000, twoStepPrice: 499, oneStepPrice: 579 },
  { size: 200_000, twoStepPrice: 999, oneStepPrice: 1_099 },
];

export const defaultCatalogue: ChallengeInput[] = sizes.flatMap(({ size, twoStepPrice, oneStepPrice }, index) => [
  {
    slug: `two-step-${size / 1000}k`,
    name: `Two-Step ${size / 1000}K`,
    description: '',
    accountSize: size * 100,
    currency: 'USD',
    price: twoStepPrice * 100,
    platform: 'MT5',
    leverage: 100,
    profitSplitPct: 80,
    payoutIntervalDays: 14,
    fundedNewsWindowMinutes: 2,
    phases: [
      { name: 'Phase 1', rules: twoStep(10) },
      { name: 'Phase 2', rules: twoStep(5) },
    ],
    active: true,
    sortOrder: index,
  },
  {
    slug: `one-step-${size / 1000}k`,
    name: `One-Step ${size / 1000}K`,
    description: '',
    accountSize: size * 100,
    currency: 'USD',
    price: oneStepPrice * 100,
    platform: 'MT5',
    leverage: 100,
    profitSplitPct: 90,
    payoutIntervalDays: 14,
    fundedNewsWindowMinutes: 2,
    phases: [{ name: 'Evaluation', rules: oneStep }],
    active: true,
    sortOrder: 10 + index,
  },
]);

/** Puts the default catalogue into a database that has no challenges yet. */
export async function seedCatalogue(db: Database): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(challenges);
  if (count > 0) return;
  await db.insert(challenges).values(defaultCatalogue.map(firstVersion)).onConflictDoNothing();
}

/**
 * The rules of a funded account: the last phase's loss rules, no target, no day or time minimums,
 * and the challenge's funded news window (2 minutes by default; null: none).
 */
export function fundedRules(last: PhaseRules, newsWindowMinutes: number | null): PhaseRules {
  return { ...last, profitTargetPct: null, minTradingDays: 0, timeLimitDays: null, bestDayPct: null, newsWindowMinutes };
}
