import { describe, expect, it } from 'vitest';
import { de } from '../../../i18n/de';
import type { MessageKey } from '../../../i18n/en';
import { en } from '../../../i18n/en';
import { format } from '../../../i18n/format';
import { defaultCatalogue } from '../../../server/challenges/catalogue';
import {
  choose,
  explainRule,
  explainTerms,
  groupCatalogue,
  type Product,
  platformsOf,
  productAtSize,
  ruleFigure,
  ruleIds,
  say,
  sizesOf,
  typeNameOf,
} from './catalogue';

/** The seeded catalogue as the API lists it (ids added), plus a second platform for one size. */
const products: Product[] = defaultCatalogue.map((input, index) => ({ ...input, id: `id-${index}` }));
const twoStep100kMt4: Product = {
  ...(products.find((p) => p.slug === 'two-step-100k') as Product),
  id: 'mt4',
  slug: 'two-step-100k-mt4',
  platform: 'MT4',
};
const catalogue = [...products, twoStep100kMt4];
const bySlug = (slug: string) => catalogue.find((product) => product.slug === slug) as Product;

// Intl puts no-break spaces into German amounts and percentages; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const inEnglish = (key: MessageKey, values?: Record<string, string | number>) => plain(format(en[key], values));
const inGerman = (key: MessageKey, values?: Record<string, string | number>) => plain(format(de[key], values));

describe('challenge types from the catalogue', () => {
  it('groups the seeded catalogue into a two-step and a one-step type, named without the size', () => {
    const types = groupCatalogue(catalogue);
    expect(types.map((type) => [type.name, type.phaseCount, type.products.length])).toEqual([
      ['Two-Step', 2, 6],
      ['One-Step', 1, 5],
    ]);
    expect(sizesOf(types[0]!)).toEqual([1_000_000, 2_500_000, 5_000_000, 10_000_000, 20_000_000]);
    expect(platformsOf(types[0]!, 10_000_000)).toEqual(['MT5', 'MT4']);
    expect(platformsOf(types[0]!, 1_000_000)).toEqual(['MT5']);
  });

  it('removes only the token that states the size, however the firm writes it', () => {
    const named = (name: string, accountSize: number) => typeNameOf({ name, accountSize, currency: 'USD' });
    expect(named('Two-Step 100K', 10_000_000)).toBe('Two-Step');
    expect(named('Rapid $25,000 Challenge', 2_500_000)).toBe('Rapid Challenge');
    expect(named('Pro – 1.5M', 150_000_000)).toBe('Pro');
    expect(named('Evaluation 100 000', 10_000_000)).toBe('Evaluation');
    // A number that is not the size is part of the name (a "2-Phase" type, a year).
    expect(named('2-Phase 50K', 5_000_000)).toBe('2-Phase');
    expect(named('Swing 100K', 5_000_000)).toBe('Swing 100K');
    expect(named('100K', 10_000_000)).toBe('');
  });

  it('keeps products of the same name but a different number of phases apart', () => {
    const oneStepLookalike: Product = { ...bySlug('one-step-10k'), id: 'x', slug: 'two-step-10k-lite', name: 'Two-Step 10K' };
    const types = groupCatalogue([bySlug('two-step-10k'), oneStepLookalike]);
    expect(types.map((type) => [type.name, type.phaseCount])).toEqual([
      ['Two-Step', 2],
      ['Two-Step', 1],
    ]);
  });

  it('keeps the size and platform when the type changes, and takes the nearest size a type has', () => {
    const types = groupCatalogue(catalogue);
    const [twoStep, oneStep] = types;
    expect(choose(types, undefined)?.slug).toBe('two-step-10k');
    expect(choose(types, bySlug('two-step-100k-mt4'), { type: oneStep!.key })?.slug).toBe('one-step-100k');
    expect(choose(types, bySlug('one-step-100k'), { type: twoStep!.key })?.slug).toBe('two-step-100k');
    expect(choose(types, bySlug('two-step-100k'), { platform: 'MT4' })?.slug).toBe('two-step-100k-mt4');
    // 50K MT4 does not exist: the size wins, on the platform it has.
    expect(choose(types, bySlug('two-step-100k-mt4'), { size: 5_000_000 })?.slug).toBe('two-step-50k');
    const onlyBig = groupCatalogue([bySlug('two-step-100k'), bySlug('two-step-200k'), bySlug('one-step-25k')]);
    expect(choose(onlyBig, bySlug('one-step-25k'), { type: onlyBig[0]!.key })?.slug).toBe('two-step-100k');
    expect(productAtSize(onlyBig[1]!, 20_000_000)?.slug).toBe('one-step-25k');
  });
});

describe('rules in plain words', () => {
  const twoStep100k = bySlug('two-step-100k');
  const oneStep100k = bySlug('one-step-100k');
  const [phase1, phase2] = twoStep100k.phases;
  const sentences = (product: Product, phase: number, locale: string, t: typeof inEnglish) =>
    ruleIds.map((rule) => say(t, explainRule(product, product.phases[phase]!.rules, rule, locale)));

  it('explains every rule of a two-step phase with the figures of the chosen size', () => {
    expect(sentences(twoStep100k, 0, 'en', inEnglish)).toEqual([
      'Reach $10,000 profit (10%).',
      'Do not lose more than $5,000 in a day, measured from the start-of-day balance (5%); the day resets at midnight Europe/Prague.',
      'Never let your equity fall below $90,000: at most $10,000 under the initial balance (10%).',
      'Trade on at least 4 days; a day counts when you open a trade in it.',
      'There is no time limit: take as long as you need.',
      'There is no consistency rule for your best day.',
    ]);
    expect(say(inEnglish, explainRule(twoStep100k, phase2!.rules, 'profitTarget', 'en'))).toBe('Reach $5,000 profit (5%).');
    expect(phase1!.rules.profitTargetPct).toBe(10);
  });

  it('explains a trailing loss limit, the equity basis and the best-day rule of the one-step type', () => {
    const [target, daily, maxLoss, days, , bestDay] = sentences(oneStep100k, 0, 'en', inEnglish);
    expect(target).toBe('Reach $10,000 profit (10%).');
    expect(daily).toBe(
      'Do not lose more than $3,000 in a day, measured from the higher of the start-of-day balance and equity (3%); the day resets at midnight Europe/Prague.',
    );
    expect(maxLoss).toBe(
      'Never let your equity fall more than $10,000 (10%) below your highest end-of-day balance; this limit starts at $90,000 and rises with your profits up to $100,000.',
    );
    expect(days).toBe('Trade on at least 1 day; a day counts when you open a trade in it.');
    expect(bestDay).toBe('No single day may bring more than 50% of your total profit.');
  });

  it('speaks the page language with its number formats', () => {
    expect(sentences(twoStep100k, 0, 'de', inGerman).slice(0, 2)).toEqual([
      'Erzielen Sie 10.000 $ Gewinn (10 %).',
      'Verlieren Sie an einem Tag nicht mehr als 5.000 $, gemessen am Kontostand zu Tagesbeginn (5 %); der Tag beginnt um Mitternacht Europe/Prague neu.',
    ]);
    expect(explainTerms(twoStep100k, 'de').map((phrase) => say(inGerman, phrase))).toEqual([
      'Sie behalten 80 % des Gewinns, den Sie erzielen.',
      'Sie können alle 14 Tage eine Auszahlung beantragen.',
      'Handeln Sie auf MT5 mit einem Hebel bis 1:100.',
      'Vor der ersten Auszahlung bestätigen Sie Ihre Identität bei unserem Prüfdienst.',
    ]);
    expect(say(inEnglish, explainTerms({ ...twoStep100k, verificationRequired: 'beforeFunded' }, 'en').at(-1)!)).toBe(
      'You verify your identity with our verification provider before your funded account opens.',
    );
  });

  it('says when a rule does not apply, and gives short figures for the comparison', () => {
    const limited = { ...phase1!.rules, timeLimitDays: 30, minTradingDays: 0, bestDayPct: 40 };
    expect(say(inEnglish, explainRule(twoStep100k, limited, 'timeLimit', 'en'))).toBe('Reach the target within 30 days.');
    expect(say(inEnglish, explainRule(twoStep100k, limited, 'minTradingDays', 'en'))).toBe('There is no minimum number of trading days.');
    expect(ruleIds.map((rule) => say(inEnglish, ruleFigure(twoStep100k, phase1!.rules, rule, 'en')))).toEqual([
      '$10,000 (10%)',
      '$5,000 (5%)',
      '$10,000 (10%)',
      '4 days',
      'Unlimited',
      'None',
    ]);
    const figure = ruleFigure(oneStep100k, oneStep100k.phases[0]!.rules, 'maxLoss', 'en');
    expect(figure.note && say(inEnglish, figure.note)).toBe('trailing');
    expect(say(inEnglish, ruleFigure(twoStep100k, limited, 'bestDay', 'en'))).toBe('max. 40% of the profit');
  });
});
