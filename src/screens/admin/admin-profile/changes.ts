import { formatDate, formatDay, formatMoney, formatNumber, formatPercent } from '../../../i18n/format';
import { grantReasons } from '../../../schemas/enums';

/**
 * The before/after of an audit entry as fields (docs/decisions/024), read as an administrator
 * reads them (docs/decisions/044): nested records and lists flatten to dotted names
 * (`billing.city`, `phases.0.rules.maxLossPct`), so a change inside one shows as that one field;
 * each name and value is then put in words, amounts as money, moments in the viewer's zone.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  (isRecord(value) && Object.keys(value).length > 0) ||
  (Array.isArray(value) && value.some((item) => isRecord(item) || Array.isArray(item)));

/** Leaf values by dotted name; a value that is not a record is the single field ''. Lists of records flatten by position; lists of plain values stay whole. */
export function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (!isRecord(value)) return value === null || value === undefined ? {} : { [prefix]: value };
  const fields: Record<string, unknown> = {};
  const walk = (inner: unknown, name: string) => {
    if (!isContainer(inner)) {
      fields[name] = inner;
      return;
    }
    for (const [key, item] of Object.entries(inner)) walk(item, `${name}.${key}`);
  };
  for (const [key, inner] of Object.entries(value)) walk(inner, prefix ? `${prefix}.${key}` : key);
  return fields;
}

export type FieldChange = { field: string; before: unknown; after: unknown; changed: boolean };

/** Top-level fields before nested ones, each in name order (list positions as numbers); jsonb keeps no writing order to follow. */
const byDepthThenName = (a: string, b: string) => a.split('.').length - b.split('.').length || a.localeCompare(b, 'en', { numeric: true });

/** Every field of either side; `changed` where the two differ. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const old = flatten(before);
  const now = flatten(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].sort(byDepthThenName);
  return fields.map((field) => ({
    field,
    before: old[field] ?? null,
    after: now[field] ?? null,
    changed: JSON.stringify(old[field] ?? null) !== JSON.stringify(now[field] ?? null),
  }));
}

/** A value as stored, as text; '' for nothing (the screen says "empty"). */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

// ---------------------------------------------------------------------------------------------
// Reading a field: its name and its value in words
// ---------------------------------------------------------------------------------------------

/** How an entry is read: the page's language, its messages (null for a key it lacks), the entry's currency and subject. */
export type Reading = {
  locale: string;
  /** The message of a key, or null when the dictionary has none. */
  message: (key: string, values?: Record<string, string | number>) => string | null;
  /** The currency of the entry's amounts (its details' or its subject's); null when none applies. */
  currency: string | null;
  subjectType: string;
  /** The viewer's zone unless a test fixes one. */
  timeZone?: string;
};

/** Amounts in integer minor units of the entry's currency, wherever they appear. */
const moneyFields = new Set([
  'total',
  'amount',
  'withdrawn',
  'price',
  'discount',
  'vat',
  'equity',
  'balance',
  'floor',
  'accountSize',
  'initialBalance',
  'profit',
]);

/** Percentages stored as points (10 = 10 %). */
const isPercentField = (name: string) => name.endsWith('Pct');

/**
 * Codes with a label elsewhere in the dictionary, by field: the first key that exists is the
 * label (the subject's own list first where a code means different things). `{v}` is the code.
 */
const enumKeys: Record<string, (subjectType: string, code: string) => string[]> = {
  status: (subject) => {
    const own: Record<string, string> = {
      order: 'billing.status.{v}',
      payout: 'payout.status.{v}',
      trading_account: 'account.status.{v}',
      user: 'customers.status{v}',
    };
    const all = ['billing.status.{v}', 'payout.status.{v}', 'account.status.{v}', 'customers.status{v}'];
    return own[subject] ? [own[subject] as string, ...all] : all;
  },
  rule: () => ['overview.breach.rule.{v}'],
  // A reason is free text, except a given challenge's, which is one of a list.
  reason: (_, code) => ((grantReasons as readonly string[]).includes(code) ? ['grant.reason.{v}'] : []),
  provider: () => ['billing.provider.{v}', 'users.verification.provider.{v}'],
  method: () => ['payout.method.{v}', 'audit.value.method.{v}'],
  kind: (subject) =>
    subject === 'discountCode'
      ? ['adminDiscounts.kind.{v}', 'certificate.kind.{v}']
      : ['certificate.kind.{v}', 'adminDiscounts.kind.{v}', 'verification.kind.{v}'],
  // An identity verification's change (issue 31): from and to are its states, source who moved it.
  from: () => ['verification.state.{v}'],
  to: () => ['verification.state.{v}'],
  source: () => ['users.verification.by.{v}'],
  role: () => ['users.role.{v}'],
  type: () => ['customers.type{v}'],
  impact: () => ['news.impact.{v}'],
  maxLossMode: () => ['audit.value.maxLossMode.{v}'],
  dailyLossBasis: () => ['adminChallenge.basis.{v}'],
};

/** The dictionary prefixes the log borrows code labels from (the island is given these messages). */
export const borrowedLabelPrefixes = [
  'billing.status.',
  'billing.provider.',
  'payout.status.',
  'payout.method.',
  'account.status.',
  'customers.status',
  'customers.type',
  'overview.breach.rule.',
  'certificate.kind.',
  'adminDiscounts.kind.',
  'users.role.',
  'news.impact.',
  'adminChallenge.basis.',
  'grant.reason.',
  'verification.state.',
  'verification.kind.',
  'users.verification.by.',
  'users.verification.provider.',
] as const;

/** Segments of a dotted name that say nothing to a reader (`phases.0.rules.maxLossPct` reads "Phase 1 · Maximum loss"). */
const silentSegments = new Set(['rules']);

const localeCode = /^[a-z]{2}$/;
const languageNames = new Map<string, Intl.DisplayNames>();
const regionNames = new Map<string, Intl.DisplayNames>();
function displayName(kind: 'language' | 'region', code: string, locale: string): string {
  const names = kind === 'language' ? languageNames : regionNames;
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: kind });
    names.set(locale, display);
  }
  try {
    return display.of(kind === 'region' ? code.toUpperCase() : code) ?? code;
  } catch {
    return code;
  }
}

/** The last named segment of a dotted field (list positions skipped). */
const lastName = (field: string) =>
  field
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1) ?? '';

/**
 * A field's name in words: each segment's label (`audit.field.<name>`), a list position as the
 * list's item ("Phase 1"), a language code as the language's name; segments joined by " · ".
 * A name the dictionary lacks stays as stored.
 */
export function fieldLabel(field: string, reading: Reading): string {
  if (field === '') return '';
  const parts = field.split('.');
  const words: string[] = [];
  parts.forEach((part, index) => {
    if (silentSegments.has(part)) return;
    if (/^\d+$/.test(part)) {
      const list = parts[index - 1] ?? '';
      const n = Number(part) + 1;
      const item = reading.message(`audit.field.${list}.item`, { n });
      if (item) words[words.length - 1] = item;
      else words.push(formatNumber(n, reading.locale, 0));
      return;
    }
    const label = reading.message(`audit.field.${part}`);
    if (label) words.push(label);
    else if (parts[index - 1] === 'names' && localeCode.test(part)) words.push(displayName('language', part, reading.locale));
    else words.push(part);
  });
  return words.join(' · ');
}

const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A field's value in words ('' for nothing): money in the entry's currency (or the currency
 * beside it in the same record), percentages, moments in the viewer's zone with the zone named,
 * days, yes/no, codes by their labels, languages and countries by name; anything else as stored.
 * `record` is the same side's other fields, for a value whose meaning depends on them (a discount's
 * `value` is a percentage or an amount as its `kind` says).
 */
export function readValue(field: string, value: unknown, reading: Reading, record: Record<string, unknown> = {}): string {
  if (value === null || value === undefined) return '';
  const { locale } = reading;
  const name = lastName(field);
  const prefix = field.includes('.') ? field.slice(0, field.lastIndexOf('.') + 1) : '';
  const sibling = (key: string) => record[`${prefix}${key}`];
  if (typeof value === 'boolean') return reading.message(value ? 'audit.value.yes' : 'audit.value.no') ?? String(value);
  if (typeof value === 'number') {
    const siblingCurrency = sibling('currency');
    const currency = typeof siblingCurrency === 'string' && siblingCurrency ? siblingCurrency : reading.currency;
    if (name === 'value' && sibling('kind') === 'percent') return formatPercent(value, locale, { points: true });
    if ((moneyFields.has(name) || (name === 'value' && sibling('kind') === 'fixed')) && currency)
      return formatMoney(value, currency, locale);
    if (isPercentField(name)) return formatPercent(value, locale, { points: true });
    // Hundredths of a percent (2100 = 21 %), as orders store it.
    if (name === 'vatRate') return formatPercent(value / 100, locale, { points: true });
    // Codes and counts that are not quantities read without grouping ("Version 12", not "1,2").
    if (name === 'phase' || name === 'version' || name === 'sortOrder') return String(value);
    return formatNumber(value, locale, 2);
  }
  if (typeof value === 'string') {
    if (isoMoment.test(value)) {
      return formatDate(value, locale, 'dateTime', { withZone: true, ...(reading.timeZone && { timeZone: reading.timeZone }) });
    }
    if (isoDay.test(value)) return formatDay(value, locale);
    const keys = enumKeys[name]?.(reading.subjectType, value) ?? [];
    for (const key of keys) {
      const label = reading.message(key.replace('{v}', value));
      if (label) return label;
    }
    if (name === 'locale' && localeCode.test(value)) return displayName('language', value, locale);
    if (name === 'country' && /^[A-Za-z]{2}$/.test(value)) return displayName('region', value, locale);
    return value;
  }
  if (Array.isArray(value)) {
    return value
      .map((item) => readValue(field, item, reading, record))
      .filter((text) => text !== '')
      .join(', ');
  }
  return valueText(value);
}
