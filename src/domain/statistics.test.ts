import { describe, expect, it } from 'vitest';
import { dailySharpe, roundHalfAway, tradeStatistics } from './statistics';

const at = (minute: number) => Date.UTC(2026, 0, 5, 9, minute);

describe('trade statistics (docs/definitions.md)', () => {
  // The definitions page's example: +120, −80, +200, 0, −40 dollars, in close order.
  const trades = [
    { ticket: '1', closeTime: at(1), result: 12_000 },
    { ticket: '2', closeTime: at(2), result: -8_000 },
    { ticket: '3', closeTime: at(3), result: 20_000 },
    { ticket: '4', closeTime: at(4), result: 0 },
    { ticket: '5', closeTime: at(5), result: -4_000 },
  ];

  it('counts wins and losses by net result; break-even is neither', () => {
    const s = tradeStatistics(trades, []);
    expect(s).toMatchObject({ trades: 5, wins: 2, losses: 2, winRate: 0.4, averageWin: 16_000, averageLoss: -6_000, expectancy: 4_000 });
    expect(s.profitFactor).toBeCloseTo(32_000 / 12_000, 12);
    expect(s.averageRiskReward).toBeCloseTo(16_000 / 6_000, 12);
    expect(s.bestTrade).toEqual({ ticket: '3', result: 20_000 });
    expect(s.worstTrade).toEqual({ ticket: '2', result: -8_000 });
  });

  it('streaks follow the close order, not the input order; a break-even trade ends a streak', () => {
    const list = [
      { ticket: '10', closeTime: at(1), result: 100 },
      { ticket: '9', closeTime: at(1), result: 100 }, // same instant: ticket 9 closes first
      { ticket: '11', closeTime: at(2), result: 0 },
      { ticket: '12', closeTime: at(3), result: 100 },
      { ticket: '13', closeTime: at(4), result: -1 },
      { ticket: '14', closeTime: at(5), result: -1 },
    ].reverse();
    expect(tradeStatistics(list, [])).toMatchObject({ longestWinStreak: 2, longestLossStreak: 2, bestTrade: { ticket: '9' } });
  });

  it('has no ratio without the trades it divides by', () => {
    expect(tradeStatistics([], [])).toMatchObject({
      winRate: null,
      averageWin: null,
      averageLoss: null,
      profitFactor: null,
      expectancy: null,
      averageRiskReward: null,
      bestTrade: null,
      longestWinStreak: 0,
    });
    expect(tradeStatistics(trades.slice(0, 1), []).profitFactor).toBeNull();
  });

  it('rounds averages to the cent with halves away from zero, losses like wins', () => {
    expect(roundHalfAway(2.5)).toBe(3);
    expect(roundHalfAway(-2.5)).toBe(-3);
    expect(roundHalfAway(-2.4)).toBe(-2);
  });

  it('daily Sharpe: mean over the sample standard deviation, none below two days or without spread', () => {
    const days = [
      { day: '2026-01-05', pnl: 100 },
      { day: '2026-01-06', pnl: 300 },
      { day: '2026-01-07', pnl: -100 },
    ];
    // mean 100, deviations 0, 200, −200: sample variance 40 000, deviation 200.
    expect(dailySharpe(days)).toBeCloseTo(0.5, 12);
    expect(dailySharpe(days.slice(0, 1))).toBeNull();
    expect(dailySharpe([days[0]!, { day: '2026-01-06', pnl: 100 }])).toBeNull();
    expect(tradeStatistics([], days)).toMatchObject({
      bestDay: { day: '2026-01-06', pnl: 300 },
      worstDay: { day: '2026-01-07', pnl: -100 },
    });
  });
});
