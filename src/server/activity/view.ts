import type { AuditEntryView } from '../../schemas/audit';
import type { AuditRow } from './service';

/** A jsonb value as it goes over the wire. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * An entry's change and its other details. Writers record a change as `{ before, after }`
 * (docs/decisions/024); entries written before that used `{ from, to }` and read the same way.
 * Both null: the entry records no change (a sign-out, an invoice issued).
 */
export function changeOf(details: Record<string, unknown>): {
  before: JsonValue;
  after: JsonValue;
  details: Record<string, JsonValue>;
} {
  const { before, after, ...rest } = details as Record<string, JsonValue>;
  if (before !== undefined || after !== undefined) return { before: before ?? null, after: after ?? null, details: rest };
  const { from, to, ...others } = rest;
  if (from !== undefined && to !== undefined) return { before: from, after: to, details: others };
  return { before: null, after: null, details: rest };
}

/** One entry as GET /api/admin/audit answers it: who, when, what, about which subject, and the change. */
export function auditView(row: AuditRow): AuditEntryView {
  const change = changeOf(row.details);
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    /** Null: the system acted (the platform, the payment provider, the rule engine). */
    actor: row.actorId
      ? { id: row.actorId, name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(), email: row.actorEmail ?? '' }
      : null,
    action: row.action,
    subject: {
      type: row.subjectType,
      id: row.subjectId,
      /** An order number, an email, a certificate code, a challenge's name, an account's login; null when gone or none. */
      label: row.label,
      /** Whether it still exists: a deleted user or challenge keeps its entries but has no screen. */
      exists: row.exists,
      /** The member a trading account or payout belongs to (their screens are under the member). */
      userId: row.ownerId,
      /** A payout's amount. */
      amount: row.amount !== null && row.currency ? { value: row.amount, currency: row.currency } : null,
    },
    /** The currency of the amounts in the change and details (integer minor units); null when none applies. */
    currency: row.currency,
    before: change.before,
    after: change.after,
    details: change.details,
  };
}
