import { and, asc, avg, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { conclude } from '../../domain/rules';
import { dayAfter, dayStart } from '../../schemas/days';
import { type PayoutStatus, payoutStatuses } from '../../schemas/enums';
import type { AdminPayoutFilter, AdminPayoutQuery, EligibilityItem } from '../../schemas/payouts';
import { foldNewEvents } from '../accounts/checkpoint';
import { settleEvaluation } from '../accounts/lifecycle';
import { audit } from '../audit';
import { issueCertificate } from '../certificates/service';
import type { Database, Transaction } from '../db';
import { totalOf } from '../db/count';
import { containsPattern, namesUserMatching } from '../db/like';
import { balanceAdjustments, certificates, challenges, type Payout, payouts, tradingAccounts, users } from '../db/schema';
import { DomainError } from '../errors';
import { offsetOf } from '../http/paging';
import { announceAccounts } from '../live/announce';
import { flagsHoldingPayouts } from '../risk/service';
import type { Services } from '../services';
import { eligibilityOfRequests } from './eligibility';
import { mailPayoutStep } from './mail';
import { type PayoutRow, withNames } from './service';

/**
 * The payout queue of administrators (issue 11): filtered, searched, sorted and paged, its figures,
 * and moving a payout on (approve, reject, pay), each transition idempotent and audited.
 */

/**
 * A row of the admin queue (issue 11): the payout, its member, its account, and the evidence beside
 * it — for an open request the checklist as it stands now, for a closed one as it stood at the request.
 */
export type AdminPayoutRow = PayoutRow & {
  member: { id: string; firstName: string; lastName: string; email: string };
  account: { id: string; phase: number; phaseName: string; funded: boolean };
  evidence: { at: 'now' | 'request'; checklist: EligibilityItem[] };
};

const withMember = {
  ...withNames,
  member: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  account: { id: tradingAccounts.id, phase: tradingAccounts.phase, phaseName: tradingAccounts.phaseName, funded: tradingAccounts.funded },
};

/** The queue's filters (all but the status, which the summary counts by). */
function adminFilter(query: AdminPayoutFilter): SQL | undefined {
  const filters: (SQL | undefined)[] = [
    query.method ? eq(payouts.method, query.method) : undefined,
    query.accountId ? eq(payouts.accountId, query.accountId) : undefined,
    query.from ? gte(payouts.requestedAt, dayStart(query.from)) : undefined,
    query.to ? lt(payouts.requestedAt, dayAfter(query.to)) : undefined,
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    // "Maria Novak" finds Maria Novak.
    filters.push(namesUserMatching(payouts.userId, pattern));
  }
  return and(...filters);
}

const sortColumns = { requested: payouts.requestedAt, amount: payouts.amount };

/**
 * One page of the queue, sorted with the id as the tie-break (pages never overlap), each row with its
 * evidence. The page's ids come first, from the payouts alone (a search finds the members in a subquery),
 * then the page's rows with their joins, so a deep page never joins what it skips (docs/decisions/032).
 */
export async function adminPayouts(services: Services, query: AdminPayoutQuery): Promise<{ rows: AdminPayoutRow[]; total: number }> {
  const where = and(adminFilter(query), query.status ? eq(payouts.status, query.status) : undefined);
  const descending = query.sort.startsWith('-');
  const direction = descending ? desc : asc;
  const column = sortColumns[query.sort.replace('-', '') as keyof typeof sortColumns];
  const counted = services.db.select({ id: payouts.id }).from(payouts).where(where);
  const ids = (
    await services.db
      .select({ id: payouts.id })
      .from(payouts)
      .where(where)
      .orderBy(direction(column), direction(payouts.id))
      .limit(query.pageSize)
      .offset(offsetOf(query))
  ).map((row) => row.id);
  const total = await totalOf(services.db, counted, query, ids.length);
  if (ids.length === 0) return { rows: [], total };
  const found = await selectAdminPayouts(services.db, inArray(payouts.id, ids));
  const byId = new Map(found.map((row) => [row.payout.id, row]));
  return {
    rows: await withEvidence(
      services,
      ids.flatMap((id) => byId.get(id) ?? []),
    ),
    total,
  };
}

/** One payout as the queue shows it. */
export async function adminPayout(services: Services, id: string): Promise<AdminPayoutRow> {
  const [row] = await selectAdminPayouts(services.db, eq(payouts.id, id));
  if (!row) throw new DomainError('notFound', 'error.notFound', { name: 'entity.payout' });
  const [withChecklist] = await withEvidence(services, [row]);
  return withChecklist as AdminPayoutRow;
}

function selectAdminPayouts(db: Database, where: SQL | undefined) {
  return db
    .select(withMember)
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .innerJoin(tradingAccounts, eq(tradingAccounts.id, payouts.accountId))
    .innerJoin(challenges, eq(challenges.id, tradingAccounts.challengeId))
    .leftJoin(certificates, eq(certificates.payoutId, payouts.id))
    .where(where);
}

/** Open requests get the checklist as it stands now (read for the whole page at once); closed ones keep the one of their request. */
async function withEvidence(services: Services, rows: Omit<AdminPayoutRow, 'evidence'>[]): Promise<AdminPayoutRow[]> {
  const open = rows.filter((row) => row.payout.status === 'requested' || row.payout.status === 'approved');
  const accountIds = [...new Set(open.map((row) => row.payout.accountId))];
  const accounts =
    accountIds.length === 0
      ? []
      : await services.db
          .select({ account: tradingAccounts, challenge: challenges })
          .from(tradingAccounts)
          .innerJoin(challenges, eq(challenges.id, tradingAccounts.challengeId))
          .where(inArray(tradingAccounts.id, accountIds));
  const byId = new Map(accounts.map((entry) => [entry.account.id, entry]));
  const now = services.now();
  const current = await eligibilityOfRequests(
    services.db,
    open.flatMap((row) => {
      const entry = byId.get(row.payout.accountId);
      return entry ? [{ payoutId: row.payout.id, ...entry }] : [];
    }),
    now,
  );
  return rows.map((row) => {
    const live = current.get(row.payout.id);
    return {
      ...row,
      evidence: live ? { at: 'now', checklist: live.checklist } : { at: 'request', checklist: row.payout.eligibility },
    };
  });
}

/**
 * The queue's figures for the same filters: payouts per status, and the average time from request to
 * paid over the paid ones (null before the first), in seconds, computed by the database.
 */
export async function payoutSummary(services: Services, query: AdminPayoutFilter) {
  const { db } = services;
  const where = adminFilter(query);
  const counts = await db.select({ status: payouts.status, count: count() }).from(payouts).where(where).groupBy(payouts.status);
  const [paid] = await db
    .select({ seconds: avg(sql`extract(epoch from ${payouts.paidAt} - ${payouts.requestedAt})`) })
    .from(payouts)
    .where(and(where, eq(payouts.status, 'paid')));
  const byStatus = Object.fromEntries(payoutStatuses.map((status) => [status, 0])) as Record<PayoutStatus, number>;
  for (const row of counts) byStatus[row.status] = row.count;
  const seconds = paid?.seconds == null ? null : Math.round(Number(paid.seconds));
  return { counts: byStatus, averageSecondsToPaid: seconds };
}

export type Transition = 'approve' | 'reject' | 'pay';
/** A rejection's reason, a payment's reference, or the reason to approve despite risk flags (audited). */
export type TransitionDetails = { reason?: string; reference?: string; riskOverride?: string };
/** Where each transition goes, and from where. Repeating a transition already made changes nothing. */
const transitions: Record<Transition, { from: PayoutStatus[]; to: PayoutStatus }> = {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested', 'approved'], to: 'rejected' },
  pay: { from: ['approved'], to: 'paid' },
};

/**
 * An administrator moves a payout on, under its row lock: two administrators pressing the same
 * button at once make one change (the second finds it made and gets the payout as it is). When this
 * call changed it, the member is mailed and, once paid, the account's screens refresh from the live
 * stream (its balance moved). Answers the payout as the queue shows it.
 */
export async function movePayout(
  services: Services,
  actorId: string,
  id: string,
  action: Transition,
  details: TransitionDetails = {},
): Promise<AdminPayoutRow> {
  const changed = await changePayout(services, actorId, id, action, details);
  const moved = await adminPayout(services, id);
  if (changed) {
    await mailPayoutStep(services, moved);
    if (action === 'pay') await announceAccounts(services, eq(tradingAccounts.id, moved.payout.accountId));
  }
  return moved;
}

/** The transition in one transaction, audited; whether it changed the payout. */
async function changePayout(
  services: Services,
  actorId: string,
  id: string,
  action: Transition,
  details: TransitionDetails,
): Promise<boolean> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
    if (!payout) throw new DomainError('notFound', 'error.notFound', { name: 'entity.payout' });
    const { from, to } = transitions[action];
    if (payout.status === to) return false;
    if (!from.includes(payout.status))
      throw new DomainError('conflict', 'payout.error.status', { status: `payout.status.${payout.status}` });
    const overridden = action === 'approve' ? await riskOverride(tx, payout, details.riskOverride) : undefined;
    if (action === 'pay') await payOut(services, tx, payout, actorId, now);
    await tx
      .update(payouts)
      .set({
        status: to,
        ...(action === 'approve' && { approvedAt: now }),
        ...(action === 'reject' && { rejectedAt: now, rejectionReason: details.reason ?? null }),
        ...(action === 'pay' && { paidAt: now, paymentReference: details.reference ?? null }),
      })
      .where(eq(payouts.id, payout.id));
    await audit(tx, {
      actorId,
      action: `payout.${to}`,
      subjectType: 'payout',
      subjectId: payout.id,
      at: now,
      details: { before: { status: payout.status }, after: { status: to }, ...details, ...(overridden && { riskFlags: overridden }) },
    });
    return true;
  });
}

/**
 * Approving a payout whose account has risk flags open or confirmed (src/server/risk) takes an
 * explicit override with a reason; answers the flags overridden (none: nothing to override).
 */
async function riskOverride(tx: Transaction, payout: Payout, reason: string | undefined): Promise<string[] | undefined> {
  const flags = (await flagsHoldingPayouts(tx, [{ id: payout.accountId, userId: payout.userId }])).get(payout.accountId) ?? [];
  if (flags.length === 0) return undefined;
  if (!reason) throw new DomainError('conflict', 'payout.error.riskReview', { count: flags.length });
  return flags.map((flag) => flag.id);
}

/**
 * The money leaves the account: the withdrawn profit as a balance adjustment the engine folds (the
 * floors move with it, the next payable amount starts from the new balance), and the payout
 * certificate. Refused when the account no longer holds that profit (it traded it away since).
 */
async function payOut(services: Services, tx: Transaction, payout: Payout, actorId: string, now: Date): Promise<void> {
  const [account] = await tx.select().from(tradingAccounts).where(eq(tradingAccounts.id, payout.accountId)).for('update');
  const [challenge] = account ? await tx.select().from(challenges).where(eq(challenges.id, account.challengeId)) : [];
  if (!account || !challenge) throw new Error('Account or challenge vanished');
  if (account.balance - account.initialBalance < payout.withdrawn) throw new DomainError('conflict', 'payout.error.profitGone');
  const [adjustment] = await tx
    .insert(balanceAdjustments)
    .values({ accountId: account.id, time: now, amount: -payout.withdrawn, reason: 'payout', payoutId: payout.id })
    .returning();
  if (!adjustment) throw new Error('Adjustment was not stored');
  const checkpoint = await foldNewEvents(tx, account, [
    { kind: 'adjustment', time: now.toISOString(), id: adjustment.id, amount: adjustment.amount, reason: 'payout' },
  ]);
  await settleEvaluation(tx, services.certificates, account, challenge, conclude(checkpoint.state, now.toISOString()), now, {
    checkpoint,
    actorId,
  });
  await issueCertificate(tx, services.certificates, {
    userId: payout.userId,
    accountId: account.id,
    payoutId: payout.id,
    kind: 'payout',
    title: `${challenge.name} — Payout`,
    amount: payout.amount,
    currency: payout.currency,
    issuedAt: now,
  });
}
