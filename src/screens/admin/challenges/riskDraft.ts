import type { RiskRules } from '../../../domain/risk/types';
import { defaultRiskThresholds } from '../../../domain/risk/types';
import type { MessageKey } from '../../../i18n/en';
import { riskRanges } from '../../../schemas/riskRules';

/**
 * The editor's risk thresholds (pure): each as the text of its input, in the units a person thinks
 * in (seconds, percent), '' for the default; converted to the stored units (milliseconds, shares
 * from 0 to 1) for the API. Multi-accounting is the firm's, not a product's.
 */
type Group = keyof typeof riskRanges;
type Field<G extends Group> = keyof (typeof riskRanges)[G] & string;
/** `scale`: the input's value = the stored value × scale. */
type Threshold = { group: Group; field: string; label: MessageKey; scale: number };

const seconds = 0.001;
const percent = 100;
const threshold = <G extends Group>(group: G, field: Field<G>, label: MessageKey, scale = 1): Threshold => ({ group, field, label, scale });

export const riskGroups: Group[] = ['copyTrading', 'hedging', 'tickScalping', 'martingale', 'newsStraddling', 'gambling'];

export const riskThresholds: Threshold[] = [
  threshold('copyTrading', 'windowMs', 'adminChallenge.risk.openedWithin', seconds),
  threshold('copyTrading', 'volumeRatio', 'adminChallenge.risk.sizeRatio', percent),
  threshold('copyTrading', 'minMatches', 'adminChallenge.risk.minMatches'),
  threshold('copyTrading', 'minShare', 'adminChallenge.risk.minShare', percent),
  threshold('hedging', 'windowMs', 'adminChallenge.risk.openedWithin', seconds),
  threshold('hedging', 'volumeRatio', 'adminChallenge.risk.sizeRatio', percent),
  threshold('hedging', 'minOverlapMs', 'adminChallenge.risk.minOverlap', seconds),
  threshold('hedging', 'minMatches', 'adminChallenge.risk.minPairs'),
  threshold('tickScalping', 'minHoldSeconds', 'adminChallenge.risk.shortHold'),
  threshold('tickScalping', 'maxShortShare', 'adminChallenge.risk.maxShortShare', percent),
  threshold('tickScalping', 'minTrades', 'adminChallenge.risk.minTrades'),
  threshold('martingale', 'factor', 'adminChallenge.risk.factor'),
  threshold('martingale', 'minSteps', 'adminChallenge.risk.minSteps'),
  threshold('martingale', 'withinMinutes', 'adminChallenge.risk.withinMinutes'),
  threshold('martingale', 'minRuns', 'adminChallenge.risk.minRuns'),
  threshold('martingale', 'gridMinEntries', 'adminChallenge.risk.gridEntries'),
  threshold('martingale', 'gridSpacingTolerance', 'adminChallenge.risk.gridSpacing', percent),
  threshold('newsStraddling', 'windowMinutes', 'adminChallenge.risk.newsWindow'),
  threshold('newsStraddling', 'minOccurrences', 'adminChallenge.risk.minEvents'),
  threshold('gambling', 'dailyRoomShare', 'adminChallenge.risk.roomShare', percent),
  threshold('gambling', 'minOccurrences', 'adminChallenge.risk.minDays'),
];

/** 'copyTrading.windowMs' → the input's text. */
export type RiskDraft = Record<string, string>;
export const thresholdKey = (t: Pick<Threshold, 'group' | 'field'>) => `${t.group}.${t.field}`;

/** The input's units, without float noise (0.1 × 100 = 10.000000000000002). */
const shown = (value: number, scale: number) => String(Math.round(value * scale * 1e6) / 1e6);

export function riskDraftOf(rules: RiskRules | null | undefined): RiskDraft {
  return Object.fromEntries(
    riskThresholds.map((t) => {
      const value = (rules?.[t.group] as Record<string, number | undefined> | undefined)?.[t.field];
      return [thresholdKey(t), value === undefined ? '' : shown(value, t.scale)];
    }),
  );
}

/** The stored thresholds of a draft, only those given; an unreadable number is NaN, which the schema refuses. */
export function riskRulesOf(draft: RiskDraft): Record<string, Record<string, number>> {
  const rules: Record<string, Record<string, number>> = {};
  for (const t of riskThresholds) {
    const text = draft[thresholdKey(t)]?.trim() ?? '';
    if (text === '') continue;
    const value = Number(text);
    rules[t.group] = { ...rules[t.group], [t.field]: Number.isFinite(value) ? Math.round((value / t.scale) * 1e9) / 1e9 : Number.NaN };
  }
  return rules;
}

/** The default, in the input's units (what an empty field means). */
export function riskDefault(t: Threshold): string {
  return shown((defaultRiskThresholds[t.group] as Record<string, number>)[t.field] as number, t.scale);
}

/** The range of 'riskRules.<group>.<field>' in the input's units. */
export function riskRange(path: string): { min: number; max: number } | undefined {
  const [, group, field] = path.split('.');
  const t = riskThresholds.find((item) => item.group === group && item.field === field);
  if (!t) return undefined;
  const range = (riskRanges[t.group] as Record<string, { min: number; max: number }>)[t.field] as { min: number; max: number };
  return { min: Number(shown(range.min, t.scale)), max: Number(shown(range.max, t.scale)) };
}
