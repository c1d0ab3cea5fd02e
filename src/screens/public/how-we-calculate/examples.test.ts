import { describe, expect, it } from 'vitest';
import { dictionaries, locales } from '../../../i18n';
import { en } from '../../../i18n/en';
import { definitionIds } from '../../../ui/definitions';
import { breachedRule, exampleValues, workedExamples } from './examples';
import { riskExampleValues } from './riskExamples';
import { groups, sectionKeys } from './sections';

// Every figure below was worked out by hand from the definitions (docs/definitions.md, version 1).
const { figures: f, rules: r, statistics: s } = workedExamples();

describe('the worked examples of /how-we-calculate', () => {
  it('figures: balance, equity, trading balance, the two profits, a trade, a day, trading days', () => {
    // 100,000.00 − 3.50 + (1,250.00 − 3.50 − 1.20)
    expect(f.balance).toMatchObject({ openRealised: -350, closeRealised: 124_530, balance: 10_124_180 });
    expect(f.equity.equity).toBe(10_089_180); // 101,241.80 − 350.00
    expect(f.tradingBalance).toEqual({ payout: 50_000, balance: 10_074_180, tradingBalance: 10_124_180 });
    expect(f.closedProfit.profit).toBe(124_180);
    // equity 100,391.80 + 500.00 paid out − 100,000.00 = 891.80 = 1,241.80 − 350.00
    expect(f.profitOpen).toMatchObject({ equity: 10_039_180, profit: 89_180, closedProfit: 124_180 });
    // The trade: −216.20 gross, −220.22 for the closing deal, −224.24 net.
    expect(f.trade).toMatchObject({ gross: -21_620, closeRealised: -22_022, net: -22_424 });
    expect(f.day.dayProfit).toBe(102_158); // 1,245.30 − 3.50 − 220.22; the payout is no deal
    expect(f.tradingDays.count).toBe(2);
  });

  it('rules: target, daily and maximum loss floors, breach, days, best day, pass, time limit, payout, a closed account', () => {
    expect(r.profitTarget).toMatchObject({ target: 11_000_000, metBefore: false, after: 11_020_000, metAfter: true });
    expect(r.dailyLoss).toMatchObject({ amount: 500_000, floor: 9_620_000, floorEquity: 9_690_000, floorAfterPayout: 9_570_000 });
    expect(r.maxLoss).toMatchObject({ staticFloor: 9_000_000, trailing1: 9_400_000, trailing2: 10_000_000, trailing3: 9_900_000 });
    expect(r.breach).toMatchObject({ dailyFloor: 9_620_000, maxFloor: 9_400_000, rule1: 'daily', rule2: 'daily' });
    expect(breachedRule(9_500_000, 9_400_000, 9_600_000)).toBe('max');
    expect(breachedRule(9_300_000, 9_400_000, 9_400_000)).toBe('daily');
    expect(breachedRule(9_700_000, 9_620_000, 9_400_000)).toBeNull();
    expect(r.minDays).toMatchObject({ before: 3, metBefore: false, after: 4, metAfter: true });
    // 6,000 × 100 = 600,000 > 50 × 10,400 = 520,000; = 50 × 12,000.
    expect(r.bestDay).toMatchObject({ limit1: 520_000, met1: false, limit2: 600_000, met2: true });
    expect(r.pass).toMatchObject({ profit: 1_020_000, limit: 510_000, passed: true });
    expect(r.timeLimit.deadline).toBe('2026-04-01T09:30:00.000Z');
    // 4,250.57 × 80 % = 3,400.456 → 3,400.45; 3,400.45 ÷ 80 % = 4,250.5625 → 4,250.57.
    expect(r.payout).toMatchObject({ profit: 425_057, payable: 340_045, taken: 425_057, after: 10_000_000 });
    expect(r.closed.wouldBe).toBe(9_586_000);
  });

  it('statistics of +120, −80, +200, 0, −40', () => {
    expect(s).toMatchObject({ n: 5, wins: 2, losses: 2, winRate: 0.4, winSum: 32_000, lossSum: -12_000 });
    expect(s.averageWin).toBe(16_000);
    expect(s.averageLoss).toBe(-6_000);
    expect(s.profitFactor).toBeCloseTo(8 / 3, 12);
    expect(s.expectancy).toBe(4_000); // 200.00 ÷ 5
    expect(s.riskReward).toBeCloseTo(160 / 60, 12);
    expect(s.best).toEqual({ value: 20_000, index: 3 });
    expect(s.worst).toEqual({ value: -8_000, index: 2 });
    expect([s.winStreak, s.lossStreak]).toEqual([1, 1]);
    expect(s.days).toEqual([4_000, 20_000, -4_000]);
    // Mean 66.67; deviations −26.67, 133.33, −106.67: squares 29,866.67 ÷ 2 → 122.20.
    expect(s.mean / 100).toBeCloseTo(66.6667, 4);
    expect(s.deviation / 100).toBeCloseTo(122.202, 3);
    expect(s.sharpe).toBeCloseTo(0.545545, 5);
    expect(s.bestDay).toEqual({ value: 20_000, index: 2 });
    expect(s.worstDay).toEqual({ value: -4_000, index: 3 });
    // 100,000 → 100,500 → 99,800 → 101,200 → 100,400 → 101,900: falls 700 and 800.
    expect(s.drawdown).toEqual({ fall: 80_000, peak: 10_120_000, trough: 10_040_000, pct: 0.008 });
  });

  it('formats the numbers in the page locale', () => {
    const words = {
      list: (items: string[]) => items.join('; '),
      path: (items: string[]) => items.join(' → '),
      days: (n: number) => `${n}`,
    };
    const de = exampleValues('de', words).values;
    expect(de['rule-profit-target']?.target).toBe('110.000,00\u00a0$');
    expect(de['rule-daily-loss']?.floor).toBe('96.200,00\u00a0$');
    expect(de['stat-win-rate']?.winRate).toBe('40\u00a0%');
    expect(de['stat-sharpe']?.sharpe).toBe('0,55');
    const en = exampleValues('en', words).values;
    expect(en['stat-profit-factor']?.profitFactor).toBe('2.67');
    expect(en['stat-max-drawdown']?.drawdownPct).toBe('0.8%');
    expect(en['fig-trade']?.net).toBe('-$224.24');
    expect(en['rule-time-limit']?.deadline).toContain('UTC');
  });
});

describe('the risk checks’ worked examples', () => {
  // Run through the detectors themselves at the default thresholds (riskExamples.ts).
  const values = riskExampleValues('en', 'USD', { severity: (severity) => severity });
  it('match, hedge, link, scalp, escalate, straddle and gamble as the definitions say', () => {
    expect(values['risk-copy-trading']).toMatchObject({ gap: '0.42', ratio: '0.8', tradesB: '6', matched: '5', share: '83%' });
    expect(values['risk-copy-trading']?.timeA).toBe('Mar 2, 02:03:07.120 PM UTC');
    expect(values['risk-hedging']).toMatchObject({ matched: '3', overlap: '1,200', net: '-$21.00', resultA: '+$2,520.00' });
    expect(values['risk-multi-accounting']).toMatchObject({ days: '3', score: '70', severity: 'high' });
    expect(values['risk-tick-scalping']).toMatchObject({ closed: '30', short: '21', share: '70%', p50: '40' });
    expect(values['risk-martingale']).toMatchObject({ sizes: '0.5 → 1 → 2 → 4', steps: '3', factor: '2', runs: '2' });
    expect(values['risk-news-straddling']).toMatchObject({ count: '2', window: '5' });
    expect(values['risk-gambling']).toMatchObject({ room: '$4,000.00', loss: '-$3,400.00', share: '85%', days: '2' });
  });
});

describe('the sections of /how-we-calculate', () => {
  it('cover every definition id once, in the four groups, with words for each in English', () => {
    expect(groups.flatMap((group) => group.ids)).toEqual([...definitionIds]);
    for (const id of definitionIds) {
      const { title, text, formula, example } = sectionKeys(id);
      for (const key of [title, text, example, ...(formula ? [formula] : [])]) expect(en, key).toHaveProperty([key]);
    }
  });

  it('give every example the values its sentence names, in every locale', () => {
    const words = {
      list: (items: string[]) => items.join(', '),
      path: (items: string[]) => items.join(' → '),
      days: (n: number) => `${n}`,
    };
    for (const locale of locales) {
      const values = { ...exampleValues(locale, words).values, ...riskExampleValues(locale, 'USD', { severity: (x) => x }) };
      for (const id of definitionIds) {
        const sentence = dictionaries[locale][sectionKeys(id).example];
        for (const [, name] of sentence.matchAll(/\{(\w+)\}/g))
          expect(values[id], `${locale} ${id} {${name}}`).toHaveProperty([name as string]);
      }
    }
  });
});
