import { eq, sql } from 'drizzle-orm';
import type { PhaseRules } from '../../domain/rules';
import { type Locale, locales } from '../../i18n/locales';
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

/** The catalogue's names in every language (docs/decisions/045); English is the default name. */
const typeNames = {
  twoStep: { en: 'Two-Step', de: 'Zweistufig', es: 'Dos fases', fr: 'Deux phases', ja: '2ステップ', zh: '两阶段' },
  oneStep: { en: 'One-Step', de: 'Einstufig', es: 'Una fase', fr: 'Une phase', ja: '1ステップ', zh: '一阶段' },
} satisfies Record<string, Record<Locale, string>>;

const phaseNames = {
  'Phase 1': { en: 'Phase 1', de: 'Phase 1', es: 'Fase 1', fr: 'Phase 1', ja: 'フェーズ1', zh: '第1阶段' },
  'Phase 2': { en: 'Phase 2', de: 'Phase 2', es: 'Fase 2', fr: 'Phase 2', ja: 'フェーズ2', zh: '第2阶段' },
  Evaluation: { en: 'Evaluation', de: 'Bewertung', es: 'Evaluación', fr: 'Évaluation', ja: '評価', zh: '评估' },
} satisfies Record<string, Record<Locale, string>>;

/** "Two-Step 10K" in every language; the size stays a figure, so the configurator finds the type in any of them. */
const sized = (type: Record<Locale, string>, size: number): Record<Locale, string> =>
  Object.fromEntries(locales.map((locale) => [locale, `${type[locale]} ${size / 1000}K`])) as Record<Locale, string>;

const phase = (name: keyof typeof phaseNames, rules: CatalogueRules) => ({ name, names: phaseNames[name], rules });

export const defaultCatalogue: ChallengeInput[] = sizes.flatMap(({ size, twoStepPrice, oneStepPrice }, index) => [
  {
    slug: `two-step-${size / 1000}k`,
    name: `Two-Step ${size / 1000}K`,
    names: sized(typeNames.twoStep, size),
    description: '',
    accountSize: size * 100,
    currency: 'USD',
    price: twoStepPrice * 100,
    platform: 'MT5',
    leverage: 100,
    profitSplitPct: 80,
    payoutIntervalDays: 14,
    fundedNewsWindowMinutes: 2,
    phases: [phase('Phase 1', twoStep(10)), phase('Phase 2', twoStep(5))],
    // The risk checks' defaults (src/domain/risk/types.ts).
    riskRules: {},
    // Identity verified before the first payout, the person's (issue 31).
    verificationRequired: 'beforePayout',
    verifyBusiness: false,
    active: true,
    sortOrder: index,
  },
  {
    slug: `one-step-${size / 1000}k`,
    name: `One-Step ${size / 1000}K`,
    names: sized(typeNames.oneStep, size),
    description: '',
    accountSize: size * 100,
    currency: 'USD',
    price: oneStepPrice * 100,
    platform: 'MT5',
    leverage: 100,
    profitSplitPct: 90,
    payoutIntervalDays: 14,
    fundedNewsWindowMinutes: 2,
    phases: [phase('Evaluation', oneStep)],
    riskRules: {},
    verificationRequired: 'beforePayout',
    verifyBusiness: false,
    active: true,
    sortOrder: 10 + index,
  },
]);

/**
 * Puts the default catalogue into a database that has no challenges yet. A database seeded before
 * names had languages gets them for the default products nobody has named yet: where a product
 * still has its default name and no names per language, and for each phase still so named.
 */
export async function seedCatalogue(db: Database): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(challenges);
  if (count > 0) return nameDefaultProducts(db);
  await db.insert(challenges).values(defaultCatalogue.map(firstVersion)).onConflictDoNothing();
}

async function nameDefaultProducts(db: Database): Promise<void> {
  const unnamed = await db
    .select({ id: challenges.id, slug: challenges.slug, name: challenges.name, phases: challenges.phases })
    .from(challenges)
    .where(sql`${challenges.names} = '{}'::jsonb`);
  for (const row of unnamed) {
    const product = defaultCatalogue.find((candidate) => candidate.slug === row.slug && candidate.name === row.name);
    if (!product) continue;
    const phases = row.phases.map((stored) => {
      const given = product.phases.find((candidate) => candidate.name === stored.name);
      return stored.names || !given ? stored : { ...stored, names: given.names };
    });
    await db.update(challenges).set({ names: product.names, phases }).where(eq(challenges.id, row.id));
  }
}

/**
 * The rules of a funded account: the last phase's loss rules, no target, no day or time minimums,
 * and the challenge's funded news window (2 minutes by default; null: none).
 */
export function fundedRules(last: PhaseRules, newsWindowMinutes: number | null): PhaseRules {
  return { ...last, profitTargetPct: null, minTradingDays: 0, timeLimitDays: null, bestDayPct: null, newsWindowMinutes };
}
