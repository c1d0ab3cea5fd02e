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
