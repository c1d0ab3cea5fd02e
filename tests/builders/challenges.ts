import type { PhaseRules } from '../../src/domain/rules';

/** The Two-Step phase's rules (target 10 % in phase 1, 5 % in phase 2), written out here rather than read from the seed. */
export const twoStepRules = (profitTargetPct = 10): PhaseRules => ({
  profitTargetPct,
  maxDailyLossPct: 5,
  maxLossPct: 10,
  maxLossMode: 'static',
  minTradingDays: 4,
  dailyLossBasis: 'balance',
  resetTimeZone: 'Europe/Prague',
  timeLimitDays: null,
  bestDayPct: null,
});

/** The One-Step evaluation's rules: daily loss on max(balance, equity), a trailing max loss, best day at most 50 %. */
export const oneStepRules: PhaseRules = {
  profitTargetPct: 10,
  maxDailyLossPct: 3,
  maxLossPct: 10,
  maxLossMode: 'trailing',
  minTradingDays: 1,
  dailyLossBasis: 'balanceOrEquity',
  resetTimeZone: 'Europe/Prague',
  timeLimitDays: null,
  bestDayPct: 50,
};

/** A valid product for the admin screens; override what a test is about. */
export function productInput(slug: string, overrides: Record<string, unknown> = {}) {
  const rules = {
    profitTargetPct: 8,
    maxDailyLossPct: 4,
    maxLossPct: 8,
    maxLossMode: 'static',
    minTradingDays: 3,
    dailyLossBasis: 'balance',
    resetTimeZone: 'Europe/Prague',
    timeLimitDays: 30,
    bestDayPct: null,
  };
  return {
    slug,
    name: `Rapid ${slug}`,
    accountSize: 500_000,
    currency: 'USD',
    price: 4_900,
    platform: 'MT5',
    leverage: 50,
    profitSplitPct: 75,
    payoutIntervalDays: 7,
    phases: [{ name: 'Evaluation', rules }],
    active: true,
    sortOrder: 50,
    ...overrides,
  };
}
