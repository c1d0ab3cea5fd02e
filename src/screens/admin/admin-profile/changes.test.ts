import { describe, expect, it } from 'vitest';
import { fieldChanges, flatten, valueText } from './changes';

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

  it('lists top-level fields before nested ones, each alphabetically', () => {
    const after = { status: 'Active', billing: { city: 'Prague' }, email: 'a@example.com', role: 'USER' };
    expect(fieldChanges(null, after).map((f) => f.field)).toEqual(['email', 'role', 'status', 'billing.city']);
  });

  it('reads a plain value as one unnamed field and keeps arrays whole', () => {
    expect(fieldChanges('en', 'de')).toEqual([{ field: '', before: 'en', after: 'de', changed: true }]);
    expect(flatten({ phases: [{ target: 10 }] })).toEqual({ phases: [{ target: 10 }] });
    expect(valueText([{ target: 10 }])).toBe('[{"target":10}]');
    expect(valueText(null)).toBe('');
    expect(valueText(false)).toBe('false');
  });
});
