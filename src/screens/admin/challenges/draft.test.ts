import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../../../server/challenges/catalogue';
import { check, draftOf, newDraft, nextPhase, slugOf } from './draft';

describe('the challenge editor draft', () => {
  it('turns a stored product into the form and back without changing it', () => {
    for (const product of defaultCatalogue) {
      const { input, problems } = check(draftOf(product));
      expect(problems).toEqual({});
      expect(input).toEqual(product);
    }
  });

  it('sends the names given per language, trimmed, and leaves out the languages left empty; a name too long is marked in its language', () => {
    const draft = { ...newDraft(), name: 'Named 10K', slug: 'named-10k' };
    const [first, second] = draft.phases;
    if (!first || !second) throw new Error('two phases expected');
    const named = {
      ...draft,
      names: { ...draft.names, ja: ' ネームド 10K ', de: '  ' },
      phases: [{ ...first, names: { ...first.names, zh: '第1阶段' } }, second],
    };
    const { input } = check(named);
    expect(input?.names).toEqual({ ja: 'ネームド 10K' });
    expect(input?.phases.map((phase) => phase.names)).toEqual([{ zh: '第1阶段' }, {}]);
    const { problems } = check({ ...named, phases: [{ ...first, names: { ...first.names, fr: 'x'.repeat(61) } }, second] });
    expect(problems).toEqual({ 'phases.0.names.fr': { key: 'adminChallenge.error.phaseName' } });
  });

  it('reads money in major units with the currency’s own digits', () => {
    const draft = { ...newDraft(), name: 'Yen 1M', slug: 'yen-1m', currency: 'JPY', accountSize: '1000000', price: '15000.4' };
    expect(check(draft).input).toMatchObject({ accountSize: 1_000_000, price: 15_000 });
    expect(check({ ...draft, currency: 'USD', price: '99.99' }).input).toMatchObject({ price: 9_999 });
  });

  it('names each wrong field with what it takes: its range, a whole number, or the rule it breaks', () => {
    const draft = newDraft();
    const [first, second] = draft.phases;
    if (!first || !second) throw new Error('two phases expected');
    const { input, problems } = check({
      ...draft,
      name: 'Bad',
      slug: 'Bad Slug',
      leverage: '0',
      price: '',
      phases: [
        { ...first, rules: { ...first.rules, maxDailyLossPct: '12', minTradingDays: '2.5', resetTimeZone: 'Mars/Olympus' } },
        { ...second, name: ' ', rules: { ...second.rules, timeLimitDays: '0', profitTargetPct: '' } },
      ],
    });
    expect(input).toBeNull();
    expect(problems).toEqual({
      slug: { key: 'adminChallenge.error.slug' },
      leverage: { key: 'adminChallenge.range', values: { min: 1, max: 1000 } },
      price: { key: 'adminChallenge.range', values: { min: 0, max: 100_000_00, money: true } },
      'phases.0.rules.minTradingDays': { key: 'adminChallenge.wholeRange', values: { min: 0, max: 365 } },
      'phases.0.rules.resetTimeZone': { key: 'adminChallenge.error.timeZone' },
      'phases.0.rules.maxDailyLossPct': { key: 'adminChallenge.error.dailyAboveMax' },
      'phases.1.name': { key: 'adminChallenge.error.phaseName' },
      'phases.1.rules.timeLimitDays': { key: 'adminChallenge.range', values: { min: 1, max: 3650 } },
      'phases.1.rules.profitTargetPct': { key: 'adminChallenge.error.targetRequired' },
    });
  });

  it('empties optional rules to none and adds a phase with the last one’s rules', () => {
    const draft = { ...newDraft(), name: 'Plain two-step', slug: 'plain' };
    const rules = check(draft).input?.phases[0]?.rules;
    expect(rules).toMatchObject({ timeLimitDays: null, bestDayPct: null, newsWindowMinutes: null });
    const added = nextPhase(draft.phases);
    expect(added.name).toBe('Phase 3');
    expect(added.rules).toEqual(draft.phases[1]?.rules);
    expect(added.rules).not.toBe(draft.phases[1]?.rules);
  });

  it('shows risk thresholds in seconds and percent, sends them in the stored units, and a default as nothing', () => {
    const stored = {
      ...defaultCatalogue[0]!,
      riskRules: { copyTrading: { windowMs: 1_500, minShare: 0.35 }, gambling: { minOccurrences: 3 } },
    };
    const draft = draftOf(stored);
    expect(draft.risk['copyTrading.windowMs']).toBe('1.5');
    expect(draft.risk['copyTrading.minShare']).toBe('35');
    expect(draft.risk['copyTrading.minMatches']).toBe('');
    expect(check(draft).input?.riskRules).toEqual(stored.riskRules);
    // Emptied, a threshold is the default again; out of range, it is named with its range in the field's units.
    const edited = { ...draft, risk: { ...draft.risk, 'copyTrading.windowMs': '', 'tickScalping.maxShortShare': '150' } };
    const { input, problems } = check(edited);
    expect(input).toBeNull();
    expect(problems['riskRules.tickScalping.maxShortShare']).toEqual({ key: 'adminChallenge.range', values: { min: 1, max: 100 } });
    expect(check({ ...edited, risk: { ...edited.risk, 'tickScalping.maxShortShare': '' } }).input?.riskRules).toEqual({
      copyTrading: { minShare: 0.35 },
      gambling: { minOccurrences: 3 },
    });
  });

  it('carries the identity verification’s requirement and KYB through the form, a new product asking before the first payout', () => {
    expect(newDraft()).toMatchObject({ verificationRequired: 'beforePayout', verifyBusiness: false });
    const stored = { ...defaultCatalogue[0]!, verificationRequired: 'beforeFunded' as const, verifyBusiness: true };
    const draft = draftOf(stored);
    expect(draft).toMatchObject({ verificationRequired: 'beforeFunded', verifyBusiness: true });
    expect(check(draft).input).toEqual(stored);
    expect(check({ ...draft, verificationRequired: 'beforePayout', verifyBusiness: false }).input).toMatchObject({
      verificationRequired: 'beforePayout',
      verifyBusiness: false,
    });
  });

  it('suggests a slug from the name', () => {
    expect(slugOf('Two-Step 100K')).toBe('two-step-100k');
    expect(slugOf('  Über Rapid — 5K! ')).toBe('uber-rapid-5k');
    expect(slugOf('两步挑战')).toBe('');
  });
});
