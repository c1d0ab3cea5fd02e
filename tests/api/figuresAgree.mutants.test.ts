/**
 * The check of figuresAgree.test.ts can fail: the same comparison, run against rule engines mutated
 * the way real bugs looked, reports disagreements.
 * - foldAfterClose: the engine keeps folding what the platform reports after the account closed (the
 *   failed demo account that said "Maximum loss: Passed" below its floor and traded on for three days);
 * - strictFloor: a floor compared with < instead of ≤ (equity exactly at the floor does not fail);
 * - dailyFloorCent: the daily floor a cent lower than defined.
 * The mutations wrap src/domain/rules.ts's exports (vi.mock), so the server runs them unchanged.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EvaluationState, RuleEvent } from '../../src/domain/rules';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { type Plan, planArbitrary } from '../oracle/history';
import { playPlan } from './figuresAgreeDriver';
import { useHarness } from './harness';
import { type Person, signedInAdmin } from './tradingHelpers';

type Mutation = 'none' | 'foldAfterClose' | 'strictFloor' | 'dailyFloorCent';
const mutation = vi.hoisted(() => ({ current: 'none' as Mutation }));

vi.mock('../../src/domain/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/domain/rules')>();
  const frozen = ['status', 'breach', 'passedAt', 'finalObjectives'] as const;
  /**
   * Folds one event even into a closed state, keeping its verdict: balance, days and trades move on
   * (and, as before the fix, no closing figures are kept apart).
   */
  const foldAnyway = (state: EvaluationState, event: RuleEvent): EvaluationState => {
    if (state.status === 'active') return actual.advance(state, [event]);
    const reopened = actual.advance({ ...state, status: 'active', breach: null, passedAt: null, finalObjectives: null, closing: null }, [
      event,
    ]);
    return { ...reopened, ...Object.fromEntries(frozen.map((key) => [key, state[key]])), closing: null };
  };
  /** Moves both floors (and the amounts they are made of) by `cents`. */
  const shifted = (s: EvaluationState, cents: number): EvaluationState => ({
    ...s,
    dailyLossFloor: s.dailyLossFloor + cents,
    maxLossFloor: s.maxLossFloor + cents,
    dailyLossAmount: s.dailyLossAmount - cents,
    maxLossAmount: s.maxLossAmount - cents,
  });
  const restored = (s: EvaluationState): EvaluationState => {
    const back = shifted(s, 1);
    return back.breach && back.breach.rule !== 'timeLimit' ? { ...back, breach: { ...back.breach, floor: back.breach.floor + 1 } } : back;
  };
  return {
    ...actual,
    startEvaluation: (input: Parameters<typeof actual.startEvaluation>[0]) => {
      const state = actual.startEvaluation(input);
      if (mutation.current !== 'dailyFloorCent') return state;
      return { ...state, dailyLossAmount: state.dailyLossAmount + 1, dailyLossFloor: state.dailyLossFloor - 1 };
    },
    advance: (state: EvaluationState, events: RuleEvent[]) => {
      if (mutation.current === 'foldAfterClose') return events.reduce(foldAnyway, state);
      // Equity ≤ floor − 1 is equity < floor: the engine checks against floors a cent lower, then shows the real ones.
      if (mutation.current === 'strictFloor') return restored(actual.advance(shifted(state, -1), events));
      return actual.advance(state, events);
    },
    eventsBeforeClose: (state: EvaluationState, events: RuleEvent[]) =>
      mutation.current === 'foldAfterClose' ? events.length : actual.eventsBeforeClose(state, events),
  };
});

/** A One-Step-like evaluation: a position opened, equity reported exactly at the daily floor, then trading on. */
const touchesTheFloor: Plan = {
  change: 0,
  leadHours: 30,
  initialBalance: 1_000_000,
  rules: {
    profitTargetPct: 8,
    maxDailyLossPct: 4,
    maxLossPct: 8,
    maxLossMode: 'static',
    minTradingDays: 1,
    dailyLossBasis: 'balance',
    resetTimeZone: 'Europe/Prague',
    timeLimitDays: null,
    bestDayPct: null,
  },
  funded: false,
  profitSplitPct: 80,
  payoutIntervalDays: 1,
  trendBp: 0,
  touchesFloors: true,
  steps: [
    { kind: 'open', gap: 60, volume: 100, commission: -300, symbol: 0, side: 'buy', flush: false },
    { kind: 'close', gap: 90, pick: 0, profitBp: 150, commission: -300, swap: 0, flush: true },
    // The platform reports the breach and what the trader did next in one batch.
    { kind: 'touch', gap: 600, floor: 'daily', delta: 0, flush: false },
    { kind: 'close', gap: 30, pick: 0, profitBp: 120, commission: -300, swap: -50, flush: true },
    { kind: 'open', gap: 1_500, volume: 50, commission: -150, symbol: 2, side: 'sell', flush: false },
    { kind: 'close', gap: 45, pick: 0, profitBp: 90, commission: -150, swap: 0, flush: true },
  ],
  readAfterMinutes: 600,
};

describe('the comparison fails on mutated engines', () => {
  const h = useHarness('pglite', 60_000);
  let boss: Person;
  beforeAll(async () => {
    await seedCatalogue(h.services.db);
    boss = await signedInAdmin(h);
  });

  /** The disagreements no reported finding explains, with the engine mutated. */
  async function problemsUnder(current: Mutation, plan: Plan): Promise<string[]> {
    mutation.current = current;
    try {
      const outcome = await playPlan(h, boss, plan);
      return outcome.problems;
    } finally {
      mutation.current = 'none';
    }
  }

  it('the unmutated engine agrees on the history the mutants are tried on', async () => {
    expect(await problemsUnder('none', touchesTheFloor)).toEqual([]);
  });

  it('an engine that keeps folding after the close disagrees (balance, trades, days after the breach)', async () => {
    const problems = await problemsUnder('foldAfterClose', touchesTheFloor);
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^account\.balance: /), expect.stringMatching(/^trades \(all pages/)]),
    );
  });

  it('an engine that compares a floor with < disagrees: equity exactly at the floor does not fail it', async () => {
    const problems = await problemsUnder('strictFloor', touchesTheFloor);
    expect(problems).toContain('account.status: API "active", oracle "failed"');
  });

  it('an engine whose daily floor is a cent off disagrees', async () => {
    const problems = await problemsUnder('dailyFloorCent', { ...touchesTheFloor, touchesFloors: false });
    const floor = problems.map((problem) => /^evaluation\.dailyLossFloor: API (\d+), oracle (\d+)$/.exec(problem)).find(Boolean);
    expect(floor && Number(floor[2]) - Number(floor[1])).toBe(1);
  });

  it('random histories find each mutant too', async () => {
    // A fixed seed: the same plans every run; each mutant is caught by at least one of them.
    const plans = fc.sample(planArbitrary({ maxSteps: 24 }), { seed: 26, numRuns: 6 });
    for (const plan of plans) expect(await problemsUnder('none', plan)).toEqual([]);
    for (const current of ['foldAfterClose', 'strictFloor', 'dailyFloorCent'] as const) {
      let caught = 0;
      for (const plan of plans) if ((await problemsUnder(current, plan)).length > 0) caught += 1;
      console.info(`mutant ${current}: caught by ${caught} of ${plans.length} random histories`);
      expect(caught, current).toBeGreaterThan(0);
    }
  }, 120_000);
});
