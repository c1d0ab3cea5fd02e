/**
 * The before/after of an audit entry as fields (docs/decisions/024): nested records flatten to
 * dotted names (`billing.city`), so a change inside one shows as that one field.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaf values by dotted name; a value that is not a record is the single field ''. Arrays stay whole. */
export function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (!isRecord(value)) return value === null || value === undefined ? {} : { [prefix]: value };
  const fields: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isRecord(inner) && Object.keys(inner).length > 0) Object.assign(fields, flatten(inner, name));
    else fields[name] = inner;
  }
  return fields;
}

export type FieldChange = { field: string; before: unknown; after: unknown; changed: boolean };

/** Top-level fields before nested ones, each alphabetical (jsonb keeps no writing order to follow). */
const byDepthThenName = (a: string, b: string) => a.split('.').length - b.split('.').length || a.localeCompare(b);

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

/** A value as text; '' for nothing (the screen says "empty"). */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
