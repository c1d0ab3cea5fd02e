import { describe, expect, it } from 'vitest';
import { dictionaries, format, type Locale, type MessageKey } from '../../../i18n';
import { fieldChanges, fieldLabel, flatten, type Reading, readValue, valueText } from './changes';
import { auditLogMessageKeys } from './messageKeys';

describe('audit changes as fields', () => {
  it('names a change inside a nested record by its dotted field, and only that one as changed', () => {
    const before = { email: 'a@example.com', status: 'Active', billing: { city: 'Prague', country: 'CZ' } };
    const after = { email: 'a@example.com', status: 'Suspended', billing: { city: 'Brno', country: 'CZ' } };
    expect(fieldChanges(before, after).filter((f) => f.changed)).toEqual([
      { field: 'status', before: 'Active', after: 'Suspended', changed: true },
      { field: 'billing.city', before: 'Prague', after: 'Brno', changed: true },
    ]);
  });

  it('treats a record that appears or goes as every field changed', () => {
    expect(fieldChanges(null, { status: 'pending' })).toEqual([{ field: 'status', before: null, after: 'pending', changed: true }]);
    expect(fieldChanges({ email: 'x@example.com', billing: null }, null)).toEqual([
      { field: 'billing', before: null, after: null, changed: false },
      { field: 'email', before: 'x@example.com', after: null, changed: true },
    ]);
  });

  it('lists top-level fields before nested ones, each by name with list positions in number order', () => {
    const after = { status: 'Active', billing: { city: 'Prague' }, email: 'a@example.com', role: 'USER' };
    expect(fieldChanges(null, after).map((f) => f.field)).toEqual(['email', 'role', 'status', 'billing.city']);
    const phases = Array.from({ length: 11 }, (_, i) => ({ sortOrder: i }));
    expect(
      fieldChanges(null, { phases })
        .map((f) => f.field)
        .slice(0, 3),
    ).toEqual(['phases.0.sortOrder', 'phases.1.sortOrder', 'phases.2.sortOrder']);
    expect(fieldChanges(null, { phases }).at(-1)?.field).toBe('phases.10.sortOrder');
  });

  it('reads a plain value as one unnamed field, flattens lists of records by position and keeps lists of plain values whole', () => {
    expect(fieldChanges('en', 'de')).toEqual([{ field: '', before: 'en', after: 'de', changed: true }]);
    expect(flatten({ phases: [{ rules: { maxLossPct: 10 } }] })).toEqual({ 'phases.0.rules.maxLossPct': 10 });
    expect(flatten({ codes: ['A', 'B'] })).toEqual({ codes: ['A', 'B'] });
    expect(valueText(null)).toBe('');
    expect(valueText(false)).toBe('false');
  });
});

/** How the island reads an entry, with a locale's real dictionary (as given to the island) and a fixed zone. */
function reading(locale: Locale, options: { currency?: string | null; subjectType?: string; timeZone?: string } = {}): Reading {
  const dictionary = dictionaries[locale];
  const given = new Set<string>(auditLogMessageKeys);
  return {
    locale,
    message: (key, values) => (given.has(key) ? format(dictionary[key as MessageKey], values) : null),
    currency: options.currency === undefined ? 'USD' : options.currency,
    subjectType: options.subjectType ?? 'order',
    timeZone: options.timeZone ?? 'UTC',
  };
}

describe('audit values in words', () => {
  it('shows amounts in minor units as money in the entry’s currency and the page’s locale', () => {
    expect(readValue('total', 9_900, reading('en'))).toBe('$99.00');
    expect(readValue('floor', 2_425_000, reading('en', { subjectType: 'trading_account' }))).toBe('$24,250.00');
    expect(readValue('equity', 2_112_524, reading('de', { currency: 'EUR' }))).toBe('21.125,24\u00a0€');
    expect(readValue('amount', 9_900, reading('ja', { currency: 'JPY' }))).toBe('￥9,900');
    expect(readValue('phases.0.price', 15_500, reading('fr', { currency: 'EUR' }))).toBe('155,00\u00a0€');
    // Without a currency an amount is still a number in the page's locale, never a bare code.
    expect(readValue('total', 9_900, reading('de', { currency: null }))).toBe('9.900');
  });

  it('reads a discount’s value as a percentage or an amount in the currency beside it, as its kind says', () => {
    expect(readValue('value', 10, reading('en'), { kind: 'percent', value: 10 })).toBe('10%');
    expect(readValue('after.value', 500, reading('en'), { 'after.kind': 'fixed', 'after.currency': 'EUR' })).toBe('€5.00');
  });

  it('shows percentages stored as points, and the VAT rate in hundredths of a percent', () => {
    expect(readValue('phases.0.rules.maxDailyLossPct', 5, reading('en'))).toBe('5%');
    expect(readValue('profitSplitPct', 80, reading('fr'))).toBe('80\u00a0%');
    expect(readValue('vatRate', 2100, reading('en'))).toBe('21%');
  });

  it('shows moments in the viewer’s zone and the page’s locale, with the zone named; days as dates', () => {
    expect(readValue('passedAt', '2026-10-24T10:56:36.810Z', reading('en'))).toBe('Oct 24, 2026, 10:56 AM UTC');
    expect(readValue('passedAt', '2026-10-24T10:56:36.810Z', reading('ja', { timeZone: 'Asia/Tokyo' }))).toBe('2026年10月24日 19:56 JST');
    expect(readValue('to', '2026-11-02', reading('de'))).toBe('02.11.2026');
  });

  it('shows booleans as words and codes by their labels in the page’s language', () => {
    expect(readValue('funded', true, reading('en'))).toBe('Yes');
    expect(readValue('twoFactor', false, reading('ja'))).toBe('いいえ');
    expect(readValue('status', 'paid', reading('en', { subjectType: 'order' }))).toBe('Paid');
    expect(readValue('status', 'Suspended', reading('de', { subjectType: 'user' }))).toBe(dictionaries.de['customers.statusSuspended']);
    expect(readValue('rule', 'maxDailyLoss', reading('en', { subjectType: 'trading_account' }))).toBe('Maximum daily loss breached');
    expect(readValue('provider', 'demo', reading('zh'))).toBe(dictionaries.zh['billing.provider.demo']);
    expect(readValue('phases.1.rules.dailyLossBasis', 'balanceOrEquity', reading('en'))).toBe('Higher of balance and equity');
    expect(readValue('maxLossMode', 'trailing', reading('es'))).toBe('Dinámica');
    expect(readValue('locale', 'de', reading('en'))).toBe('German');
    expect(readValue('billing.country', 'CZ', reading('fr'))).toBe('Tchéquie');
    // A code nobody labelled, and free text, stay as written.
    expect(readValue('eventType', 'checkout.session.completed', reading('ja'))).toBe('checkout.session.completed');
    expect(readValue('reason', 'Chargeback', reading('de'))).toBe('Chargeback');
    expect(readValue('reason', 'compensation', reading('ja'))).toBe(dictionaries.ja['grant.reason.compensation']);
    // An identity verification's change: its states, who moved it and who was verified, in words.
    expect(readValue('from', 'pendingReview', reading('en', { subjectType: 'user' }))).toBe('Under review');
    expect(readValue('to', 'resubmissionRequested', reading('ja', { subjectType: 'user' }))).toBe(
      dictionaries.ja['verification.state.resubmissionRequested'],
    );
    expect(readValue('source', 'provider', reading('en', { subjectType: 'user' }))).toBe('Provider');
    expect(readValue('kind', 'company', reading('de', { subjectType: 'user' }))).toBe(dictionaries.de['verification.kind.company']);
  });

  it('names fields in words, a list position as its item and nothing for an empty value', () => {
    expect(fieldLabel('maxDailyLossPct', reading('en'))).toBe('Maximum daily loss');
    expect(fieldLabel('phases.0.rules.maxLossPct', reading('en'))).toBe('Phase 1 · Maximum loss');
    expect(fieldLabel('phases.1.rules.profitTargetPct', reading('ja'))).toBe('フェーズ 2 · 利益目標');
    expect(fieldLabel('billing.city', reading('de'))).toBe('Rechnungsdaten · Stadt');
    expect(fieldLabel('names.ja', reading('en'))).toBe('Names by language · Japanese');
    expect(fieldLabel('somethingNew', reading('en'))).toBe('somethingNew');
    expect(readValue('note', null, reading('en'))).toBe('');
  });

  it('has a label in every language for every field and code label the log uses', () => {
    const own = Object.keys(dictionaries.en).filter((key) => key.startsWith('audit.field.') || key.startsWith('audit.value.'));
    expect(own.length).toBeGreaterThan(90);
    for (const locale of Object.keys(dictionaries) as Locale[]) {
      for (const key of own) expect(dictionaries[locale][key as MessageKey], `${locale} ${key}`).toMatch(/\S/);
    }
  });
});
