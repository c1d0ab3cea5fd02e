import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { type AuditQuery, systemActor } from '../../schemas/audit';
import { dayAfter, dayStart } from '../../schemas/days';
import type { Database } from '../db';
import { totalOf } from '../db/count';
import { containsPattern, namesUserMatching } from '../db/like';
import { rows } from '../db/rows';
import { auditLog, certificates, challenges, discountCodes, orders, payouts, tradingAccounts, users } from '../db/schema';
import { offsetOf } from '../http/paging';
import type { Services } from '../services';

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
  /**
   * The currency the entry's amounts are in: the one its details name (a discount code's), else its
   * subject's (an order's, an account's, a payout's, a product's). Amounts are minor units of it.
   */
  currency: sql<
    string | null
  >`coalesce(${auditLog.details} ->> 'currency', ${orders.currency}, ${tradingAccounts.currency}, ${payouts.currency}, ${certificates.currency}, ${challenges.currency}, ${discountCodes.currency})`,
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
    // The matching actors found once, then their entries through audit_log (actor_id, created_at).
    filters.push(namesUserMatching(auditLog.actorId, containsPattern(query.actor)));
  }
  if (query.subject) filters.push(subjectMatches(query.subject));
  return and(...filters);
}

/**
 * Entries whose subject is `subject` (an id) or whose label contains it, as the label reads (`label`
 * above): the matching subjects are found in their own tables first and their entries read through
 * the (subject_type, subject_id) index, rather than every entry joined with every subject table and
 * its label compared (docs/decisions/032). A deleted user is found by the email its entries recorded.
 */
function subjectMatches(subject: string): SQL {
  const pattern = containsPattern(subject);
  return sql`${auditLog.id} in (
    select x.id from audit_log x where x.subject_id = ${subject}
    union all
    select x.id from audit_log x join (
      select 'order' as type, o.id::text as id from orders o where o.number ilike ${pattern}
      union all select 'user', u.id::text from users u where u.email ilike ${pattern}
      union all select 'certificate', c.id::text from certificates c where c.code ilike ${pattern}
      union all select 'challenge', c.id::text from challenges c where c.name ilike ${pattern}
      union all select 'trading_account', a.id::text from trading_accounts a where a.login ilike ${pattern}
      union all select 'payout', p.id::text from payouts p join users u on u.id = p.user_id where u.email ilike ${pattern}
      union all select 'discountCode', d.id::text from discount_codes d where d.code ilike ${pattern}
    ) m on x.subject_type = m.type and x.subject_id = m.id
    union all
    select x.id from audit_log x where x.subject_type = 'user' and x.details #>> '{before,email}' ilike ${pattern}
      and not exists (select 1 from users u where u.id::text = x.subject_id)
  )`;
}

/** The log joined with its actor and each kind of subject; a missing subject (deleted since) leaves its label empty. */
function joined(db: Database) {
  return db
    .select(columns)
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

/**
 * One page of entries, newest first unless asked otherwise; ties on the time are broken by the id, so
 * pages never overlap. The page's ids come first, from the log alone, so a deep page walks the
 * (created_at, id) index instead of joining every entry it skips; then the page's rows with their
 * labels (docs/decisions/032).
 */
export async function auditEntries(services: Services, query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const { db } = services;
  const where = filterOf(query);
  const direction = query.sort === 'created' ? asc : desc;
  const counted = db.select({ id: auditLog.id }).from(auditLog).where(where);
  const ids = (
    await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(where)
      .orderBy(direction(auditLog.createdAt), direction(auditLog.seq))
      .limit(query.pageSize)
      .offset(offsetOf(query))
  ).map((row) => row.id);
  const total = await totalOf(db, counted, query, ids.length);
  if (ids.length === 0) return { rows: [], total };
  const found: AuditRow[] = await joined(db).where(inArray(auditLog.id, ids));
  const byId = new Map(found.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
}

/** The actions present in the log, for the action filter's choices. */
export async function auditActions(services: Services): Promise<string[]> {
  // A loose index scan: one probe of audit_log (action, created_at, id) per action, from the
  // smallest up, instead of reading every entry to find the few dozen distinct ones (docs/decisions/032).
  const found = await rows<{ action: string }>(
    services.db,
    sql`
    with recursive actions(action) as (
      select min(action) from audit_log
      union all
      select (select min(l.action) from audit_log l where l.action > actions.action) from actions where actions.action is not null
    )
    select action from actions where action is not null order by action`,
  );
  return found.map((row) => row.action);
}
