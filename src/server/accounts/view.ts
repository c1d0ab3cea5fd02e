import { type Figures, figuresOf } from '../../domain/figures';
import { conclude, type EvaluationState, startEvaluation, stateAt } from '../../domain/rules';
import { translator } from '../../i18n';
import type { Locale } from '../../i18n/locales';
import { localName } from '../../i18n/names';
import type { AccountView, DealView } from '../../schemas/accounts';
import { definitionsVersion } from '../../ui/definitions';
import type { DealRow, TradingAccount } from '../db/schema';
import { evaluationOf } from './lifecycle';
import type { AccountWithChallenge } from './service';

/**
 * The engine's state to show: a running account's at `now` (a day boundary or the time limit may
 * have passed since the last event), a closed account's as it closed — the floors and figures that
 * decided it, even when the platform reported more deals afterwards (the breach receipt's numbers).
 */
export function shownState(account: TradingAccount, now: Date): EvaluationState | null {
  if (!account.checkpoint) return null;
  const closedAt = account.failedAt ?? account.passedAt;
  if (account.status === 'active' || !closedAt) return stateAt(account.checkpoint.state, now.toISOString());
  const state = stateAt(account.checkpoint.state, closedAt.toISOString());
  return state.closing ? { ...state, ...state.closing } : state;
}

/** The overview's figures (src/domain/figures.ts) of the shown state. */
export function accountFigures(account: TradingAccount, now: Date, state = shownState(account, now)): Figures {
  if (state) return figuresOf(state);
  // Every account is provisioned with a checkpoint; this only covers rows written before that.
  const evaluation = evaluationOf(account);
  const start = startEvaluation({
    rules: account.rules,
    initialBalance: account.initialBalance,
    startedAt: account.startedAt.toISOString(),
  });
  return figuresOf({ ...start, ...evaluation });
}

/**
 * An account as members and administrators see it: figures at `now`, objectives with absolute floors,
 * its product and phase named in `locale` (the page's; the default names where none is given).
 */
export function accountView(account: AccountWithChallenge, now: Date, locale: Locale = 'en'): AccountView {
  const state = shownState(account, now);
  const evaluation = account.status === 'active' && state ? conclude(state, now.toISOString()) : evaluationOf(account);
  // A closed account shows every figure as it stood when it closed (docs/decisions/042): its state
  // froze then, and `state` also carries the closing figures of a checkpoint written before it did.
  const levels = account.status !== 'active' && state ? state : evaluation;
  const { rules } = account;
  return {
    id: account.id,
    challengeId: account.challengeId,
    challengeName: localName(account.challengeName, account.challengeNames, locale),
    challengeVersion: account.challengeVersion,
    /** Every product version so far follows definitions version 1 (docs/definitions.md). */
    definitionsVersion,
    login: account.login,
    platform: account.platform,
    access: {
      server: account.server,
      state: account.tradingState,
      target: account.tradingStateTarget,
      passwordChangePending: account.passwordChangePending ?? false,
    },
    phase: account.phase,
    phaseName: account.funded ? translator(locale)('account.stage.funded') : localName(account.phaseName, account.phaseNames, locale),
    funded: account.funded,
    demo: account.demo,
    status: account.status,
    currency: account.currency,
    initialBalance: account.initialBalance,
    balance: levels.balance,
    equity: levels.equity,
    startedAt: account.startedAt.toISOString(),
    passedAt: account.passedAt?.toISOString() ?? null,
    failedAt: account.failedAt?.toISOString() ?? null,
    lastSyncedAt: account.lastSyncedAt?.toISOString() ?? null,
    rules,
    evaluation,
    objectives: {
      profitTarget: {
        target: evaluation.profitTarget,
        met: evaluation.objectives.profitTarget.met,
        enabled: rules.profitTargetPct !== null,
      },
      maxDailyLoss: { floor: levels.dailyLossFloor, met: evaluation.objectives.maxDailyLoss.met },
      maxLoss: { floor: levels.maxLossFloor, met: evaluation.objectives.maxLoss.met },
      minTradingDays: { required: rules.minTradingDays, days: levels.tradingDays, met: evaluation.objectives.minTradingDays.met },
      bestDay: { limitPct: rules.bestDayPct, met: evaluation.objectives.bestDay.met },
    },
    figures: accountFigures(account, now, state),
    nextResetAt: evaluation.nextResetAt,
    resetInSeconds: Math.max(0, Math.round((Date.parse(evaluation.nextResetAt) - now.getTime()) / 1000)),
  };
}

export function dealView({ accountId: _, time, ...deal }: DealRow): DealView {
  return { ...deal, time: time.toISOString() };
}
