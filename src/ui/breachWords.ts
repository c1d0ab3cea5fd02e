import type { MessageKey } from '../i18n/en';
import { formatDate, formatMoney, formatPercent } from '../i18n/format';

/** What a breach receipt states (GET /api/accounts/:id/breach), as far as its words need it. */
export type BreachFacts = {
  /** A rule of the engine, or how else the account was closed ('manual', 'reset', 'refunded'). */
  rule: string;
  equity: number;
  floor: number;
  basis: number;
  limitPct: number;
  limitAmount: number;
  /** Money paid out of the account before the breach (lowers the trailing floor's cap). */
  paidOut: number;
  initialBalance: number;
  currency: string;
  trigger: {
    time: string;
    kind: 'deal' | 'equity' | 'dayStart' | 'deadline' | 'manual';
    ticket?: string;
    entry?: string;
    symbol?: string;
    profit?: number;
  };
};
type Rules = { dailyLossBasis: string; maxLossMode: string };
type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * The sentences of a breach receipt, one wording for the account overview, the administrator's
 * report and the breach mail: which rule, equity against the floor, how the floor was computed and
 * what tipped the account over.
 */
export function breachWords(breach: BreachFacts, rules: Rules, t: Translate, locale: string) {
  const money = (minor: number) => formatMoney(minor, breach.currency, locale);
  const pct = formatPercent(breach.limitPct, locale, { points: true });
  const formula =
    breach.rule === 'maxDailyLoss'
      ? t(rules.dailyLossBasis === 'balanceOrEquity' ? 'overview.formula.dailyLossBalanceOrEquity' : 'overview.formula.dailyLossBalance', {
          basis: money(breach.basis),
          pct,
          initial: money(breach.initialBalance),
          floor: money(breach.floor),
        })
      : breach.rule === 'maxLoss'
        ? rules.maxLossMode === 'trailing'
          ? breach.paidOut !== 0
            ? t('overview.formula.maxLossTrailingPaidOut', {
                highest: money(breach.basis),
                pct,
                initial: money(breach.initialBalance),
                paid: money(breach.paidOut),
                lowest: money(breach.initialBalance - breach.limitAmount),
                floor: money(breach.floor),
              })
            : t('overview.formula.maxLossTrailing', {
                highest: money(breach.basis),
                pct,
                initial: money(breach.initialBalance),
                floor: money(breach.floor),
              })
          : t('overview.formula.maxLossStatic', { initial: money(breach.initialBalance), pct, floor: money(breach.floor) })
        : null;
  const { trigger } = breach;
  const at = formatDate(trigger.time, locale, 'dateTime', { withZone: true });
  return {
    rule: t(`overview.breach.rule.${breach.rule}` as MessageKey),
    equityVsFloor: t('overview.breach.equityVsFloor', { equity: money(breach.equity), floor: money(breach.floor) }),
    formula,
    trigger:
      trigger.kind === 'deal'
        ? t(trigger.entry === 'in' ? 'overview.breach.trigger.dealIn' : 'overview.breach.trigger.deal', {
            ticket: trigger.ticket ?? '',
            symbol: trigger.symbol ?? '',
            profit: money(trigger.profit ?? 0),
          })
        : t(`overview.breach.trigger.${trigger.kind}`, { time: at }),
  };
}
