import type { MessageKey } from '../../../i18n/en';
import { type DefinitionId, definitionIds } from '../../../ui/definitions';

/**
 * How /how-we-calculate lays out the definitions (src/ui/definitions.ts): one section per id, in
 * four groups (the risk checks last), each with what it is based on (balance or equity, deal or trade) and whether it has
 * a formula line. The words are `definitions.<id>.title|text|formula|example` in every dictionary.
 */
export type GroupId = 'figures' | 'rules' | 'statistics' | 'risk';
export type Basis = 'balance' | 'equity' | 'deal' | 'trade';

const prefixes: Record<GroupId, string> = { figures: 'fig-', rules: 'rule-', statistics: 'stat-', risk: 'risk-' };
export const groups: { id: GroupId; ids: DefinitionId[] }[] = (['figures', 'rules', 'statistics', 'risk'] as const).map((id) => ({
  id,
  ids: definitionIds.filter((definition) => definition.startsWith(prefixes[id])),
}));

const basis: Partial<Record<DefinitionId, Basis[]>> = {
  'fig-balance': ['balance'],
  'fig-equity': ['equity'],
  'fig-trading-balance': ['balance'],
  'fig-closed-profit': ['balance'],
  'fig-profit-open': ['equity'],
  'fig-trade': ['trade', 'deal'],
  'fig-day': ['deal'],
  'rule-profit-target': ['balance'],
  'rule-daily-loss': ['equity'],
  'rule-max-loss': ['equity'],
  'rule-breach': ['equity'],
  'rule-best-day': ['deal', 'balance'],
  'rule-payout': ['balance'],
  'stat-win-rate': ['trade'],
  'stat-average-win-loss': ['trade'],
  'stat-profit-factor': ['trade'],
  'stat-expectancy': ['trade'],
  'stat-risk-reward': ['trade'],
  'stat-best-worst-trade': ['trade'],
  'stat-streaks': ['trade'],
  'stat-max-drawdown': ['equity'],
  'stat-sharpe': ['deal'],
  'stat-best-worst-day': ['deal'],
};

/** Definitions said in words and example only: a formula would add nothing. */
const withoutFormula: readonly DefinitionId[] = [
  'fig-trading-day',
  'rule-breach',
  'rule-pass',
  'rule-closed',
  'stat-best-worst-trade',
  'stat-streaks',
  'stat-best-worst-day',
];

export type SectionKeys = { title: MessageKey; text: MessageKey; formula: MessageKey | null; example: MessageKey };

export function sectionKeys(id: DefinitionId): SectionKeys {
  const key = (part: string) => `definitions.${id}.${part}` as MessageKey;
  return { title: key('title'), text: key('text'), formula: withoutFormula.includes(id) ? null : key('formula'), example: key('example') };
}

export const basisOf = (id: DefinitionId): Basis[] => basis[id] ?? [];
