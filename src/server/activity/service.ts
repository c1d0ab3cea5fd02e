import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { type AuditQuery, systemActor } from '../../schemas/audit';
import { dayAfter, dayStart } from '../../schemas/days';
import type { Database } from '../db';
import { containsPattern } from '../db/like';
import { auditLog, certificates, challenges, discountCodes, orders, payouts, tradingAccounts, users } from '../db/schema';
import { offsetOf } from '../http/paging';

/**
 * The audit log as the admin profile reads it (issue 10, docs/decisions/024): who did what to
 * which subject, with the subject's label (an order number, an email, a certificate code...)
 * joined in SQL so it can be searched and shown without a query per row.
 */

const actor = alias(users, 'actor');
const subjectUser = alias(users, 'subject_user');
const payoutMember = alias(users, 'payout_member');

/** The subject's row, matched only for its own type (ids are text in the log, uuids in the tables). */
const subjectIs = (type: string, id: PgColumn) =>
  sql`${auditLog.subjectType} = ${type} and ${id} = (case when ${auditLog.subjectType} = ${type} then ${auditLog.subjectId}::uuid end)`;

/** What a person reads for the subject; a deleted user keeps the email the deletion recorded. */
const label = sql<string | null>`case ${auditLog.subjectType}
  when 'order' then ${orders.number}
  when 'user' then coalesce(${subjectUser.email}, ${auditLog.details} #>> '{before,email}')
  when 'certificate' then ${certificates.code}
  when 'challenge' then ${challenges.name}
  when 'trading_account' then ${tradingAccounts.login}
  when 'payout' then ${payoutMember.email}
  when 'discountCode' then ${discountCodes.code}
end`;

const columns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  action: auditLog.action,
  subjectType: auditLog.subjectType,
  subjectId: auditLog.subjectId,
  details: auditLog.details,
  actorId: actor.id,
  actorEmail: actor.email,
  actorFirstName: actor.firstName,
  actorLastName: actor.lastName,
  label,
  /** Whether the subject's row is still there (a deleted user or challenge has no screen to link to). */
  exists: sql<boolean>`coalesce(${orders.id}, ${subjectUser.id}, ${certificates.id}, ${challenges.id}, ${tradingAccounts.id}, ${payouts.id}, ${discountCodes.id}) is not null`,
  /** The member a trading account or payout belongs to: its screens are under the member. */
  ownerId: sql<string | null>`coalesce(${tradingAccounts.userId}, ${payouts.userId})`,
  amount: payouts.amount,
  currency: payouts.currency,
};
export type AuditRow = {
  id: string;
  createdAt: Date;
  action: string;
  subjectType: string;
  subjectId: string;
  details: Record<string, unknown>;
  actorId: string | null;
  actorEmail: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  label: string | null;
  exists: boolean;
  ownerId: string | null;
  amount: number | null;
  currency: string | null;
};

function filterOf(query: AuditQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.subjectType ? eq(auditLog.subjectType, query.subjectType) : undefined,
    query.from ? gte(auditLog.createdAt, dayStart(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, dayAfter(query.to)) : undefined,
  ];
  if (query.actor.toLowerCase() === systemActor) filters.push(isNull(auditLog.actorId));
  else if (query.actor) {
    const pattern = containsPattern(query.actor);
    filters.push(or(ilike(actor.email, pattern), sql`(${actor.firstName} || ' ' || ${actor.lastName}) ilike ${pattern}`));
  }
  if (query.subject) {
    filters.push(or(eq(auditLog.subjectId, query.subject), sql`${label} ilike ${containsPattern(query.subject)}`));
  }
  return and(...filters);
}

/** The log joined with its actor and each kind of subject; a missing subject (deleted since) leaves its label empty. */
function joined<Selection extends Record<string, unknown>>(db: Database, selection: Selection) {
  return db
    .select(selection as never)
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(orders, subjectIs('order', orders.id))
    .leftJoin(subjectUser, subjectIs('user', subjectUser.id))
    .leftJoin(certificates, subjectIs('certificate', certificates.id))
    .leftJoin(challenges, subjectIs('challenge', challenges.id))
    .leftJoin(tradingAccounts, subjectIs('trading_account', tradingAccounts.id))
    .leftJoin(payouts, subjectIs('payout', payouts.id))
    .leftJoin(payoutMember, eq(payoutMember.id, payouts.userId))
    .leftJoin(discountCodes, subjectIs('discountCode', discountCodes.id));
}

/** One page of entries, newest first unless asked otherwise; ties on the time are broken by the id, so pages never overlap. */
export async function auditEntries(db: Database, query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const where = filterOf(query);
  const direction = query.sort === 'created' ? asc : desc;
  // Only filters on the actor or the subject's label need the joins to count.
  const needsJoins = (query.actor !== '' && query.actor.toLowerCase() !== systemActor) || query.subject !== '';
  const counted = needsJoins ? joined(db, { total: count() }) : db.select({ total: count() }).from(auditLog);
  const [{ total } = { total: 0 }] = (await counted.where(where)) as { total: number }[];
  const rows = (await joined(db, columns)
    .where(where)
    .orderBy(direction(auditLog.createdAt), direction(auditLog.id))
    .limit(query.pageSize)
    .offset(offsetOf(query))) as AuditRow[];
  return { rows, total };
}

/** The actions present in the log, for the action filter's choices. */
export async function auditActions(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}
