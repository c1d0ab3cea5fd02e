import type { Detector } from '../domain/risk/types';
import { type Locale, localizePath } from '../i18n/locales';

/**
 * The published definitions (docs/definitions.md, the page /how-we-calculate): every figure that
 * uses one links to its section, so a trader can check how it was made.
 */
export const definitionsVersion = 1;

export const definitionIds = [
  'fig-balance',
  'fig-equity',
  'fig-trading-balance',
  'fig-closed-profit',
  'fig-profit-open',
  'fig-trade',
  'fig-day',
  'fig-trading-day',
  'rule-profit-target',
  'rule-daily-loss',
  'rule-max-loss',
  'rule-breach',
  'rule-min-days',
  'rule-best-day',
  'rule-pass',
  'rule-time-limit',
  'rule-payout',
  'rule-closed',
  'stat-win-rate',
  'stat-average-win-loss',
  'stat-profit-factor',
  'stat-expectancy',
  'stat-risk-reward',
  'stat-best-worst-trade',
  'stat-streaks',
  'stat-max-drawdown',
  'stat-sharpe',
  'stat-best-worst-day',
  'risk-copy-trading',
  'risk-hedging',
  'risk-multi-accounting',
  'risk-tick-scalping',
  'risk-martingale',
  'risk-news-straddling',
  'risk-gambling',
] as const;
export type DefinitionId = (typeof definitionIds)[number];

/** Each risk check's section (the risk desk links its flags there). */
export const riskDefinition: Record<Detector, DefinitionId> = {
  copyTrading: 'risk-copy-trading',
  hedging: 'risk-hedging',
  multiAccounting: 'risk-multi-accounting',
  tickScalping: 'risk-tick-scalping',
  martingale: 'risk-martingale',
  newsStraddling: 'risk-news-straddling',
  gambling: 'risk-gambling',
};

/** The definitions page at one definition; with an account, the page also says which rules that account follows. */
export function definitionHref(locale: Locale, id: DefinitionId, accountId?: string): string {
  const query = accountId ? `?account=${encodeURIComponent(accountId)}` : '';
  return `${localizePath('/how-we-calculate', locale)}${query}#${id}`;
}
