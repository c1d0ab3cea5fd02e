import { conclude } from '../../domain/rules';
import type { DealRow, TradingAccount } from '../db/schema';
import { evaluationOf } from './lifecycle';

/** An account as members and administrators see it: figures at `now`, objectives with absolute floors. */
export function accountView(account: TradingAccount, now: Date) {
  // Figures at `now`: a day boundary or a time limit may have passed since the last event.
  const evaluation =
    account.status === 'active' && account.checkpoint ? conclude(account.checkpoint.state, now.toISOString()) : evaluationOf(account);
  const { rules } = account;
  return {
    id: account.id,
    login: account.login,
    platform: account.platform,
    phase: account.phase,
    phaseName: account.phaseName,
    funded: account.funded,
    demo: account.demo,
    status: account.status,
    currency: account.currency,
    initialBalance: account.initialBalance,
    balance: evaluation.balance,
    equity: evaluation.equity,
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
      maxDailyLoss: { floor: evaluation.dailyLossFloor, met: evaluation.objectives.maxDailyLoss.met },
      maxLoss: { floor: evaluation.maxLossFloor, met: evaluation.objectives.maxLoss.met },
      minTradingDays: { required: rules.minTradingDays, days: evaluation.tradingDays, met: evaluation.objectives.minTradingDays.met },
      bestDay: { limitPct: rules.bestDayPct, met: evaluation.objectives.bestDay.met },
    },
    nextResetAt: evaluation.nextResetAt,
    resetInSeconds: Math.max(0, Math.round((Date.parse(evaluation.nextResetAt) - now.getTime()) / 1000)),
  };
}

export function dealView({ accountId: _, time, ...deal }: DealRow) {
  return { ...deal, time: time.toISOString() };
}
