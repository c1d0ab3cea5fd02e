import * as v from 'valibot';
import type { RiskRules } from '../../../domain/risk/types';
import type { PhaseRules } from '../../../domain/rules';
import type { MessageKey } from '../../../i18n/en';
import { minorDigits } from '../../../i18n/format';
import { type Locale, locales } from '../../../i18n/locales';
import type { LocalNames } from '../../../i18n/names';
import type { dailyLossBases, maxLossModes, verificationRequirements } from '../../../schemas/enums';
import { type ChallengeInput, ChallengeInputSchema, challengeRanges } from '../../../schemas/trading';
import { type RiskDraft, riskDraftOf, riskRange, riskRulesOf } from './riskDraft';

/**
 * The challenge editor's draft (pure): what the form holds — numbers as the inputs' text, money in
 * major units — and its conversion to the API's input, checked by the same schema the server uses.
 */
type DailyLossBasis = (typeof dailyLossBases)[number];
type MaxLossMode = (typeof maxLossModes)[number];

export type RulesDraft = {
  profitTargetPct: string;
  maxDailyLossPct: string;
  dailyLossBasis: DailyLossBasis;
  maxLossPct: string;
  maxLossMode: MaxLossMode;
  minTradingDays: string;
  /** '' for none, in the three optional rules below. */
  timeLimitDays: string;
  bestDayPct: string;
  newsWindowMinutes: string;
  resetTimeZone: string;
};
/** A name in each language as typed ('' for a language not given: the default name stands for it). */
export type NamesDraft = Record<Locale, string>;
export type PhaseDraft = { key: number; name: string; names: NamesDraft; rules: RulesDraft };
export type Draft = {
  name: string;
  names: NamesDraft;
  slug: string;
  /** Until the admin types a slug, it follows the name. */
  slugEdited: boolean;
  description: string;
  currency: string;
  accountSize: string;
  price: string;
  platform: string;
  leverage: string;
  profitSplitPct: string;
  payoutIntervalDays: string;
  fundedNewsWindowMinutes: string;
  /** When the member's identity must be verified, and whether a business member verifies the company (issue 31). */
  verificationRequired: (typeof verificationRequirements)[number];
  verifyBusiness: boolean;
  active: boolean;
  sortOrder: number;
  phases: PhaseDraft[];
  /** The risk checks' thresholds the product changes from the defaults ('' for a default). */
  risk: RiskDraft;
};

export const MAX_PHASES = 3;
let nextKey = 1;
const newKey = () => nextKey++;

/** Every language empty, or the names given. */
export const namesDraft = (names?: LocalNames | null): NamesDraft =>
  Object.fromEntries(locales.map((locale) => [locale, names?.[locale] ?? ''])) as NamesDraft;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

const defaultRules: RulesDraft = {
  profitTargetPct: '10',
  maxDailyLossPct: '5',
  dailyLossBasis: 'balance',
  maxLossPct: '10',
  maxLossMode: 'static',
  minTradingDays: '4',
  timeLimitDays: '',
  bestDayPct: '',
  newsWindowMinutes: '',
  resetTimeZone: 'Europe/Prague',
};

/** A new product starts as the firm's usual two-step (DESIGN.md §5): 10 % then 5 %, 5 % daily, 10 % static, 4 days. */
export function newDraft(phaseName: (number: number) => string = (number) => `Phase ${number}`): Draft {
  return {
    name: '',
    names: namesDraft(),
    slug: '',
    slugEdited: false,
    description: '',
    currency: 'USD',
    accountSize: '100000',
    price: '499',
    platform: 'MT5',
    leverage: '100',
    profitSplitPct: '80',
    payoutIntervalDays: '14',
    fundedNewsWindowMinutes: '2',
    verificationRequired: 'beforePayout',
    verifyBusiness: false,
    active: true,
    sortOrder: 0,
    phases: [
      { key: newKey(), name: phaseName(1), names: namesDraft(), rules: { ...defaultRules } },
      { key: newKey(), name: phaseName(2), names: namesDraft(), rules: { ...defaultRules, profitTargetPct: '5' } },
    ],
    risk: riskDraftOf({}),
  };
}

/** A phase added after the others: the last one's rules, to change from there. */
export function nextPhase(phases: readonly PhaseDraft[], phaseName = (number: number) => `Phase ${number}`): PhaseDraft {
  const rules = phases.at(-1)?.rules ?? defaultRules;
  return { key: newKey(), name: phaseName(phases.length + 1), names: namesDraft(), rules: { ...rules } };
}

/** A product as the API answers it (or the catalogue lists it). */
type Stored = Omit<ChallengeInput, 'phases' | 'description' | 'active' | 'sortOrder' | 'riskRules'> & {
  riskRules?: RiskRules | null;
  description?: string | null;
  active?: boolean;
  sortOrder?: number;
  names?: LocalNames | null;
  phases: { name: string; names?: LocalNames | null; rules: PhaseRules }[];
};

/** The draft of a stored product (or of a copy of it, `copy`: a new name and slug to fill in). */
export function draftOf(challenge: Stored): Draft {
  const digits = 10 ** minorDigits(challenge.currency);
  return {
    name: challenge.name,
    names: namesDraft(challenge.names),
    slug: challenge.slug,
    slugEdited: true,
    description: challenge.description ?? '',
    currency: challenge.currency,
    accountSize: String(challenge.accountSize / digits),
    price: String(challenge.price / digits),
    platform: challenge.platform,
    leverage: String(challenge.leverage),
    profitSplitPct: String(challenge.profitSplitPct),
    payoutIntervalDays: String(challenge.payoutIntervalDays),
    fundedNewsWindowMinutes: text(challenge.fundedNewsWindowMinutes),
    verificationRequired: challenge.verificationRequired,
    verifyBusiness: challenge.verifyBusiness,
    active: challenge.active ?? true,
    sortOrder: challenge.sortOrder ?? 0,
    phases: challenge.phases.map((phase) => ({
      key: newKey(),
      name: phase.name,
      names: namesDraft(phase.names),
      rules: {
        profitTargetPct: text(phase.rules.profitTargetPct),
        maxDailyLossPct: String(phase.rules.maxDailyLossPct),
        dailyLossBasis: phase.rules.dailyLossBasis,
        maxLossPct: String(phase.rules.maxLossPct),
        maxLossMode: phase.rules.maxLossMode,
        minTradingDays: String(phase.rules.minTradingDays),
        timeLimitDays: text(phase.rules.timeLimitDays),
        bestDayPct: text(phase.rules.bestDayPct),
        newsWindowMinutes: text(phase.rules.newsWindowMinutes),
        resetTimeZone: phase.rules.resetTimeZone,
      },
    })),
    risk: riskDraftOf(challenge.riskRules),
  };
}

/** "Two-Step 100K" → "two-step-100k": the slug a name suggests (empty for a name in another script). */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // accents off their letters: "Über" → "uber"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** A number typed in an input ('' is absent; anything unreadable is NaN, which the schema refuses). */
const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const optional = (value: string) => (value.trim() === '' ? null : Number(value));
const minor = (value: string, currency: string) => {
  const amount = number(value);
  const digits = /^[A-Z]{3}$/.test(currency) ? minorDigits(currency) : 2;
  return Number.isFinite(amount) ? Math.round(amount * 10 ** digits) : amount;
};

/** The API's input for a draft, before the schema's checks. */
export function inputOf(draft: Draft): unknown {
  const currency = draft.currency.trim().toUpperCase();
  return {
    slug: draft.slug,
    name: draft.name,
    names: draft.names,
    description: draft.description,
    currency,
    accountSize: minor(draft.accountSize, currency),
    price: minor(draft.price, currency),
    platform: draft.platform,
    leverage: number(draft.leverage),
    profitSplitPct: number(draft.profitSplitPct),
    payoutIntervalDays: number(draft.payoutIntervalDays),
    fundedNewsWindowMinutes: optional(draft.fundedNewsWindowMinutes),
    verificationRequired: draft.verificationRequired,
    verifyBusiness: draft.verifyBusiness,
    active: draft.active,
    sortOrder: draft.sortOrder,
    phases: draft.phases.map((phase) => ({
      name: phase.name,
      names: phase.names,
      rules: {
        profitTargetPct: optional(phase.rules.profitTargetPct),
        maxDailyLossPct: number(phase.rules.maxDailyLossPct),
        dailyLossBasis: phase.rules.dailyLossBasis,
        maxLossPct: number(phase.rules.maxLossPct),
        maxLossMode: phase.rules.maxLossMode,
        minTradingDays: number(phase.rules.minTradingDays),
        timeLimitDays: optional(phase.rules.timeLimitDays),
        bestDayPct: optional(phase.rules.bestDayPct),
        newsWindowMinutes: optional(phase.rules.newsWindowMinutes),
        resetTimeZone: phase.rules.resetTimeZone,
      },
    })),
    riskRules: riskRulesOf(draft.risk),
  };
}

/** A problem with one field: the field's path ("phases.1.rules.maxLossPct") and what to say. */
export type Problem = { key: MessageKey; values?: { min: number; max: number; money?: boolean } };

/** The range of a field by the last part of its path, if it has one. */
export function fieldRange(path: string): { min: number; max: number; money?: boolean } | undefined {
  if (path.startsWith('riskRules.')) return riskRange(path);
  const field = path.split('.').at(-1) as keyof typeof challengeRanges;
  const range = challengeRanges[(field as string) === 'fundedNewsWindowMinutes' ? 'newsWindowMinutes' : field];
  if (!range) return undefined;
  return { ...range, ...((field === 'accountSize' || field === 'price') && { money: true }) };
}

/** Checks a draft with the API's schema: the input when valid, else each field's first problem. */
export function check(draft: Draft): { input: ChallengeInput | null; problems: Record<string, Problem> } {
  const result = v.safeParse(ChallengeInputSchema, inputOf(draft));
  if (result.success) return { input: result.output, problems: {} };
  const problems: Record<string, Problem> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    if (path in problems) continue;
    const range = fieldRange(path);
    // The editor states a number's range where the API names the field: "Between 1 and 100".
    const ranged = issue.message === 'adminChallenge.error.range' || issue.message === 'adminChallenge.error.minorUnits';
    problems[path] =
      range && ranged
        ? { key: 'adminChallenge.range', values: range }
        : range && issue.message === 'adminChallenge.error.whole'
          ? { key: 'adminChallenge.wholeRange', values: range }
          : /^(adminChallenge\.error\.|validation\.)/.test(issue.message)
            ? { key: issue.message as MessageKey }
            : { key: 'validation.fieldNotValid' };
  }
  return { input: null, problems };
}
