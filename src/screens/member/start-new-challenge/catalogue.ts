import type { PhaseRules } from '../../../domain/rules';
import type { MessageKey } from '../../../i18n/en';
import { formatMoney, formatNumber, formatPercent, toMajor } from '../../../i18n/format';

/**
 * The configurator's view of the admin-managed catalogue (pure): products grouped into challenge
 * types, then sizes, then platforms, and every rule explained in words with the chosen size's
 * figures. Nothing here knows a product by name: types are derived from the data.
 */
export type Product = {
  id: string;
  slug: string;
  name: string;
  accountSize: number;
  currency: string;
  price: number;
  platform: string;
  leverage: number;
  profitSplitPct: number;
  payoutIntervalDays: number;
  /** What the firm says about the product; shown under its rules. */
  description?: string;
  /** Minutes around high-impact news a funded account may not trade; null: no restriction. */
  fundedNewsWindowMinutes?: number | null;
  /** When the member's identity must be verified (issue 31): before the first payout unless it says before the funded account. */
  verificationRequired?: 'beforePayout' | 'beforeFunded';
  phases: { name: string; rules: PhaseRules }[];
};

export type ChallengeType<P extends Product = Product> = {
  key: string;
  /** What the firm calls the type: the products' name without their size ("Two-Step"); '' if nothing is left. */
  name: string;
  phaseCount: number;
  products: P[];
};

const sizeToken = /(?:[$€£¥]\s?)?\d[\d.,\s'’]*(?:\s?[kKmM]\b)?(?:\s?(?:USD|EUR|GBP))?/g;

/** The number a size token such as "100K", "$100,000" or "1.5M" stands for (NaN if none). */
function tokenValue(token: string): number {
  const suffix = /[kK]\s*$/.test(token.replace(/(?:USD|EUR|GBP)$/, '').trim())
    ? 1_000
    : /[mM]\s*$/.test(token.replace(/(?:USD|EUR|GBP)$/, '').trim())
      ? 1_000_000
      : 1;
  const digits = token.replace(/[^\d.,]/g, '');
  // "1.5" with a suffix is a decimal; "100,000" or "100.000" without one groups thousands.
  const value = suffix > 1 ? Number(digits.replace(',', '.')) : Number(digits.replace(/[.,]/g, ''));
  return value * suffix;
}

/** "Two-Step 100K" → "Two-Step": the product's name without the tokens that state its size. */
export function typeNameOf(product: Pick<Product, 'name' | 'accountSize' | 'currency'>): string {
  const size = toMajor(product.accountSize, product.currency);
  const stripped = product.name.replace(sizeToken, (token) => (tokenValue(token) === size ? ' ' : token));
  return stripped
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s\-–—·:|/]+|[\s\-–—·:|/]+$/g, '')
    .trim();
}

/** Products of the same name (without size) and the same number of phases are one type. */
export function typeKeyOf(product: Product): string {
  return `${typeNameOf(product).toLowerCase()}#${product.phases.length}`;
}

/** The catalogue grouped into types, in catalogue order (the first product of a type places it). */
export function groupCatalogue<P extends Product>(products: readonly P[]): ChallengeType<P>[] {
  const types = new Map<string, ChallengeType<P>>();
  for (const product of products) {
    const key = typeKeyOf(product);
    let type = types.get(key);
    if (!type) {
      type = { key, name: typeNameOf(product), phaseCount: product.phases.length, products: [] };
      types.set(key, type);
    }
    type.products.push(product);
  }
  return [...types.values()];
}

/** A type's account sizes, smallest first. */
export function sizesOf(type: ChallengeType): number[] {
  return [...new Set(type.products.map((product) => product.accountSize))].sort((a, b) => a - b);
}

/** The platforms a type is offered on in one size, in catalogue order. */
export function platformsOf(type: ChallengeType, size: number): string[] {
  return [...new Set(type.products.filter((product) => product.accountSize === size).map((product) => product.platform))];
}

/** The type's product nearest to `size` (the same size if it has one; the smaller one on a tie). */
function nearestSize(type: ChallengeType, size: number): number {
  const sizes = sizesOf(type);
  return sizes.reduce((best, candidate) => (Math.abs(candidate - size) < Math.abs(best - size) ? candidate : best), sizes[0] ?? size);
}

/**
 * The product a choice leads to. Changing the type keeps the size (or the nearest one the type
 * has) and the platform where the type offers it; changing the size keeps the platform if it can.
 */
export function choose<P extends Product>(
  types: readonly ChallengeType<P>[],
  current: P | undefined,
  change: { type?: string; size?: number; platform?: string } = {},
): P | undefined {
  const type = types.find((t) => t.key === (change.type ?? (current ? typeKeyOf(current) : undefined))) ?? types[0];
  if (!type) return undefined;
  const size = nearestSize(type, change.size ?? current?.accountSize ?? sizesOf(type)[0] ?? 0);
  const inSize = type.products.filter((product) => product.accountSize === size);
  const platform = change.platform ?? current?.platform;
  return inSize.find((product) => product.platform === platform) ?? inSize[0];
}

/** The product a type shows in a comparison at `size`. */
export function productAtSize<P extends Product>(type: ChallengeType<P>, size: number, platform?: string): P | undefined {
  const nearest = nearestSize(type, size);
  const inSize = type.products.filter((product) => product.accountSize === nearest);
  return inSize.find((product) => product.platform === platform) ?? inSize[0];
}

/** A text to show: a dictionary key and its values, already formatted in the page's locale. */
export type Phrase = { key: MessageKey; values?: Record<string, string | number> };

export type RuleId = 'profitTarget' | 'maxDailyLoss' | 'maxLoss' | 'minTradingDays' | 'timeLimit' | 'bestDay';
export const ruleIds: readonly RuleId[] = ['profitTarget', 'maxDailyLoss', 'maxLoss', 'minTradingDays', 'timeLimit', 'bestDay'];

/** "4 days" / "1 day" in the page's language (the plural form from Intl.PluralRules). */
export function daysPhrase(days: number, locale: string): Phrase {
  const one = new Intl.PluralRules(locale).select(days) === 'one';
  return { key: one ? 'checkout.days.one' : 'checkout.days.other', values: { count: formatNumber(days, locale, 0) } };
}

/** What a rule's figures need of a product: its size and currency (an account's initial balance will do). */
type Sized = Pick<Product, 'accountSize' | 'currency'>;

function figures(product: Sized, pct: number, locale: string) {
  const amount = Math.round((product.accountSize * pct) / 100);
  return {
    amount: formatMoney(amount, product.currency, locale, { whole: true }),
    pct: formatPercent(pct, locale, { points: true }),
    amountMinor: amount,
  };
}

/**
 * A rule in plain words with the product's figures: "Reach $10,000 profit (10%)." Days are given
 * already phrased (`days` is a Phrase, formatted by the caller with the same dictionary).
 */
export function explainRule(product: Sized, rules: PhaseRules, rule: RuleId, locale: string): Phrase & { days?: Phrase } {
  const money = (minor: number) => formatMoney(minor, product.currency, locale, { whole: true });
  switch (rule) {
    case 'profitTarget': {
      if (rules.profitTargetPct === null) return { key: 'checkout.rule.noProfitTarget' };
      const { amount, pct } = figures(product, rules.profitTargetPct, locale);
      return { key: 'checkout.rule.profitTarget', values: { amount, pct } };
    }
    case 'maxDailyLoss': {
      const { amount, pct } = figures(product, rules.maxDailyLossPct, locale);
      const key = rules.dailyLossBasis === 'balance' ? 'checkout.rule.dailyLoss.balance' : 'checkout.rule.dailyLoss.balanceOrEquity';
      return { key, values: { amount, pct, zone: rules.resetTimeZone } };
    }
    case 'maxLoss': {
      const { amount, pct, amountMinor } = figures(product, rules.maxLossPct, locale);
      const floor = money(product.accountSize - amountMinor);
      const key = rules.maxLossMode === 'static' ? 'checkout.rule.maxLoss.static' : 'checkout.rule.maxLoss.trailing';
      return { key, values: { amount, pct, floor, initial: money(product.accountSize) } };
    }
    case 'minTradingDays':
      return rules.minTradingDays > 0
        ? { key: 'checkout.rule.minDays', days: daysPhrase(rules.minTradingDays, locale) }
        : { key: 'checkout.rule.noMinDays' };
    case 'timeLimit':
      return rules.timeLimitDays !== null && rules.timeLimitDays > 0
        ? { key: 'checkout.rule.timeLimit', days: daysPhrase(rules.timeLimitDays, locale) }
        : { key: 'checkout.rule.noTimeLimit' };
    case 'bestDay':
      return rules.bestDayPct !== null
        ? { key: 'checkout.rule.bestDay', values: { pct: formatPercent(rules.bestDayPct, locale, { points: true }) } }
        : { key: 'checkout.rule.noBestDay' };
  }
}

/** What the member gets once funded, in words. */
export function explainTerms(product: Product, locale: string): (Phrase & { days?: Phrase })[] {
  return [
    { key: 'checkout.rule.profitSplit', values: { pct: formatPercent(product.profitSplitPct, locale, { points: true }) } },
    { key: 'checkout.rule.payoutInterval', days: daysPhrase(product.payoutIntervalDays, locale) },
    { key: 'checkout.rule.leverage', values: { leverage: formatNumber(product.leverage, locale, 0), platform: product.platform } },
    // Said before buying, so documents are never asked for late.
    { key: product.verificationRequired === 'beforeFunded' ? 'checkout.rule.identityBeforeFunded' : 'checkout.rule.identityBeforePayout' },
  ];
}

/** The short figure of a rule for the comparison table: "$10,000 (10%)", "4 days", "None". */
export function ruleFigure(product: Product, rules: PhaseRules, rule: RuleId, locale: string): Phrase & { days?: Phrase; note?: Phrase } {
  switch (rule) {
    case 'profitTarget': {
      if (rules.profitTargetPct === null) return { key: 'checkout.none' };
      const { amount, pct } = figures(product, rules.profitTargetPct, locale);
      return { key: 'checkout.figure', values: { amount, pct } };
    }
    case 'maxDailyLoss': {
      const { amount, pct } = figures(product, rules.maxDailyLossPct, locale);
      return { key: 'checkout.figure', values: { amount, pct }, note: { key: `checkout.basis.${rules.dailyLossBasis}` } };
    }
    case 'maxLoss': {
      const { amount, pct } = figures(product, rules.maxLossPct, locale);
      return { key: 'checkout.figure', values: { amount, pct }, note: { key: `checkout.maxLossMode.${rules.maxLossMode}` } };
    }
    case 'minTradingDays':
      return rules.minTradingDays > 0
        ? { key: 'checkout.daysValue', days: daysPhrase(rules.minTradingDays, locale) }
        : { key: 'checkout.none' };
    case 'timeLimit':
      return rules.timeLimitDays !== null && rules.timeLimitDays > 0
        ? { key: 'checkout.daysValue', days: daysPhrase(rules.timeLimitDays, locale) }
        : { key: 'checkout.unlimited' };
    case 'bestDay':
      return rules.bestDayPct !== null
        ? { key: 'checkout.bestDayValue', values: { pct: formatPercent(rules.bestDayPct, locale, { points: true }) } }
        : { key: 'checkout.none' };
  }
}

/** Renders a phrase with a translator (the island's `t`, or a dictionary in tests). */
export function say(t: (key: MessageKey, values?: Record<string, string | number>) => string, phrase: Phrase & { days?: Phrase }): string {
  const values = { ...phrase.values, ...(phrase.days && { days: t(phrase.days.key, phrase.days.values) }) };
  return t(phrase.key, values);
}
