import { and, asc, avg, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { conclude } from '../../domain/rules';
import type { LocalNames } from '../../i18n/names';
import { dayAfter, dayStart } from '../../schemas/days';
import { type PayoutStatus, payoutStatuses } from '../../schemas/enums';
import {
  type AdminPayoutFilter,
  type AdminPayoutQuery,
  type EligibilityItem,
  type PayoutDestination,
  sameDestination,
} from '../../schemas/payouts';
import { foldNewEvents } from '../accounts/checkpoint';
import { settleEvaluation } from '../accounts/lifecycle';
import { audit } from '../audit';
import { spendCode } from '../auth/twoFactor';
import { issueCertificate } from '../certificates/service';
import type { Database, Transaction } from '../db';
import { totalOf } from '../db/count';
import { containsPattern, namesUserMatching } from '../db/like';
import {
  balanceAdjustments,
  type Challenge,
  certificates,
  challenges,
  type Payout,
  payoutDestinations,
  payouts,
  type TradingAccount,
  tradingAccounts,
  type User,
  users,
} from '../db/schema';
import { DomainError } from '../errors';
import { assertMayReach } from '../http/auth';
import { offsetOf } from '../http/paging';
import type { Services } from '../services';
import { type Eligibility, eligibilityOf, eligibilityOfRequests, minimumPayout, withdrawnFor } from './eligibility';

/**
 * Payouts (issue 9): a member requests one on a funded account; an administrator approves, rejects
 * with a reason, or pays it. Paying takes the withdrawn profit off the account as a balance
 * adjustment the rule engine folds, and issues the payout certificate, in one transaction.
 */

/** A payout with what the screens name it by: the account's login, the challenge and the certificate once paid. */
export type PayoutRow = {
  payout: Payout;
  login: string;
  challengeName: string;
  challengeNames?: LocalNames;
  certificateCode: string | null;
};

const withNames = {
  payout: payouts,
  login: tradingAccounts.login,
  challengeName: challenges.name,
  challengeNames: challenges.names,
  certificateCode: certificates.code,
};

function selectPayouts(db: Database | Transaction, where: SQL | undefined) {
  return db
    .select(withNames)
    .from(payouts)
    .innerJoin(tradingAccounts, eq(tradingAccounts.id, payouts.accountId))
    .innerJoin(challenges, eq(challenges.id, tradingAccounts.challengeId))
    .leftJoin(certificates, eq(certificates.payoutId, payouts.id))
    .where(where);
}

export type PayoutAccount = { account: TradingAccount; challenge: Challenge; eligibility: Eligibility };

/** The member's funded accounts, newest first, each with its checklist and payable amount. */
export async function payoutAccounts(services: Services, user: User): Promise<PayoutAccount[]> {
  const rows = await services.db
    .select({ account: tradingAccounts, challenge: challenges })
    .from(tradingAccounts)
    .innerJoin(challenges, eq(challenges.id, tradingAccounts.challengeId))
    .where(and(eq(tradingAccounts.userId, user.id), eq(tradingAccounts.funded, true)))
    .orderBy(desc(tradingAccounts.startedAt), desc(tradingAccounts.id));
  const now = services.now();
  return Promise.all(rows.map(async (row) => ({ ...row, eligibility: await eligibilityOf(services.db, row.account, row.challenge, now) })));
}

/** One funded account of the member's (or any, for an administrator), with its checklist. */
export async function payoutAccount(services: Services, user: User, accountId: string): Promise<PayoutAccount> {
  const [row] = await services.db
    .select({ account: tradingAccounts, challenge: challenges })
    .from(tradingAccounts)
    .innerJoin(challenges, eq(challenges.id, tradingAccounts.challengeId))
    .where(eq(tradingAccounts.id, accountId));
  const missing = () => new DomainError('notFound', 'error.notFound', { name: 'entity.account' });
  if (!row) throw missing();
  assertMayReach(services.env, user, row.account.userId, missing);
  return { ...row, eligibility: await eligibilityOf(services.db, row.account, row.challenge, services.now()) };
}

/** The destinations the member used last, per method, to prefill the next request. */
export async function savedDestinations(db: Database, userId: string) {
  const rows = await db.select().from(payoutDestinations).where(eq(payoutDestinations.userId, userId));
  const of = <M extends PayoutDestination['method']>(method: M) =>
    (rows.find((row) => row.method === method)?.destination ?? null) as Extract<PayoutDestination, { method: M }> | null;
  return { bankTransfer: of('bankTransfer'), crypto: of('crypto') };
}

/**
 * A member's request. Under the account's row lock: the checklist, then the amount against the
 * minimum and the payable; two requests racing on one account are serialised by the lock, and the
 * second finds the first open (the unique index on open requests backs this up).
 */
export async function requestPayout(
  services: Services,
  user: User,
  input: { accountId: string; amount: number; destination: PayoutDestination; twoFactorCode?: string | undefined },
): Promise<string> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [account] = await tx.select().from(tradingAccounts).where(eq(tradingAccounts.id, input.accountId)).for('update');
    if (!account || account.userId !== user.id) throw new DomainError('notFound', 'error.notFound', { name: 'entity.account' });
    if (!account.funded) throw new DomainError('conflict', 'payout.error.notFunded');
    const [challenge] = await tx.select().from(challenges).where(eq(challenges.id, account.challengeId));
    if (!challenge) throw new Error('Challenge vanished');
    const eligibility = await eligibilityOf(tx, account, challenge, now);
    const unmet = eligibility.checklist.filter((item) => !item.met);
    if (unmet.some((item) => item.code === 'noOpenRequest')) throw new DomainError('conflict', 'payout.error.openRequest');
    if (unmet.length > 0) throw new NotEligible(unmet, account.currency);
    const minimum = minimumPayout(services.env.PAYOUT_MINIMUM, account.currency);
    if (input.amount < minimum)
      throw new DomainError('invalid', 'payout.error.belowMinimum', { amount: { minor: minimum, currency: account.currency } });
    if (input.amount > eligibility.payable) {
      throw new DomainError('conflict', 'payout.error.abovePayable', {
        amount: { minor: eligibility.payable, currency: account.currency },
      });
    }
    if (user.twoFactorAt) await confirmNewDestination(services, tx, user.id, input.destination, input.twoFactorCode);
    const [payout] = await tx
      .insert(payouts)
      .values({
        userId: user.id,
        accountId: account.id,
        amount: input.amount,
        withdrawn: withdrawnFor(input.amount, account, challenge.profitSplitPct),
        currency: account.currency,
        method: input.destination.method,
        destination: input.destination,
        eligibility: eligibility.checklist,
        requestedAt: now,
      })
      .returning();
    if (!payout) throw new Error('Payout was not stored');
    await tx
      .insert(payoutDestinations)
      .values({ userId: user.id, method: input.destination.method, destination: input.destination, updatedAt: now })
      .onConflictDoUpdate({
        target: [payoutDestinations.userId, payoutDestinations.method],
        set: { destination: input.destination, updatedAt: now },
      });
    await audit(tx, {
      actorId: user.id,
      action: 'payout.requested',
      subjectType: 'payout',
      subjectId: payout.id,
      at: now,
      details: { accountId: account.id, amount: payout.amount, withdrawn: payout.withdrawn, method: payout.method },
    });
    return payout.id;
  });
}

/**
 * With two-step sign-in on, money goes to a destination not used before (for that method) only
 * with a code: a stolen session alone cannot send a payout elsewhere.
 */
async function confirmNewDestination(
  services: Services,
  tx: Transaction,
  userId: string,
  destination: PayoutDestination,
  code: string | undefined,
): Promise<void> {
  const [saved] = await tx
    .select({ destination: payoutDestinations.destination })
    .from(payoutDestinations)
    .where(and(eq(payoutDestinations.userId, userId), eq(payoutDestinations.method, destination.method)));
  if (sameDestination(saved?.destination as PayoutDestination | undefined, destination)) return;
  if (!code) throw new DomainError('invalid', 'payout.error.twoFactorRequired');
  const spent = await spendCode(services, tx, userId, code);
  if (!spent.ok) throw new DomainError('invalid', 'error.twoFactorIncorrect');
  if (spent.method === 'recovery') {
    await audit(tx, { actorId: userId, action: 'user.recoveryCodeUsed', subjectType: 'user', subjectId: userId, at: services.now() });
  }
}

/** A refusal naming the checklist items that are not met (the route words them in the caller's language). */
export class NotEligible extends Error {
  constructor(
    readonly unmet: EligibilityItem[],
    readonly currency: string,
  ) {
    super('Not eligible for a payout');
  }
}

/** One payout, if the caller may see it: its member, or an administrator. */
export async function payoutFor(services: Services, user: User, id: string): Promise<PayoutRow> {
  const [row] = await selectPayouts(services.db, eq(payouts.id, id));
  const missing = () => new DomainError('notFound', 'error.notFound', { name: 'entity.payout' });
  if (!row) throw missing();
  assertMayReach(services.env, user, row.payout.userId, missing);
  return row;
}

/** One page of payouts, newest first: a member's own, or (admin) everyone's, filtered by account and status. */
export async function listPayouts(
  db: Database,
  query: { page: number; pageSize: number; accountId?: string; status?: PayoutStatus; userId?: string },
): Promise<{ rows: PayoutRow[]; total: number }> {
  const where = and(
    query.userId ? eq(payouts.userId, query.userId) : undefined,
    query.accountId ? eq(payouts.accountId, query.accountId) : undefined,
    query.status ? eq(payouts.status, query.status) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(payouts).where(where);
  const rows = await selectPayouts(db, where)
    .orderBy(desc(payouts.requestedAt), desc(payouts.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { rows, total };
}

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
export async function payoutSummary(db: Database, query: AdminPayoutFilter) {
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
/** Where each transition goes, and from where. Repeating a transition already made changes nothing. */
const transitions: Record<Transition, { from: PayoutStatus[]; to: PayoutStatus }> = {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested', 'approved'], to: 'rejected' },
  pay: { from: ['approved'], to: 'paid' },
};

/**
 * An administrator moves a payout on, under its row lock: two administrators pressing the same
 * button at once make one change (the second finds it made and gets the payout as it is).
 * Answers whether this call changed it.
 */
export async function movePayout(
  services: Services,
  actorId: string,
  id: string,
  action: Transition,
  details: { reason?: string; reference?: string } = {},
): Promise<boolean> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
    if (!payout) throw new DomainError('notFound', 'error.notFound', { name: 'entity.payout' });
    const { from, to } = transitions[action];
    if (payout.status === to) return false;
    if (!from.includes(payout.status))
      throw new DomainError('conflict', 'payout.error.status', { status: `payout.status.${payout.status}` });
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
      details: { before: { status: payout.status }, after: { status: to }, ...details },
    });
    return true;
  });
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
