import { and, arrayContains, arrayOverlaps, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { riskActions } from '../../schemas/enums';
import type { RiskFlagQuery } from '../../schemas/risk';
import { forceAccount } from '../accounts/admin';
import { audit } from '../audit';
import type { Db } from '../db';
import { payouts, type RiskFlag, riskFlags, tradingAccounts, users } from '../db/schema';
import { DomainError } from '../errors';
import { offsetOf, paged } from '../http/paging';
import { movePayout } from '../payouts/admin';
import type { Services } from '../services';
import { rescanAccount } from './scan';

/** The review of what the risk scan flagged (issue 30): the queue, a flag with its subjects, decisions; and what payouts consult. */

const severityOrder = sql`case ${riskFlags.severity} when 'high' then 0 when 'medium' then 1 else 2 end`;
const name = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

async function membersOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; name: string; email: string }>();
  const rows = await db.select({ id: users.id, name, email: users.email }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

async function accountsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, typeof tradingAccounts.$inferSelect>();
  const rows = await db.select().from(tradingAccounts).where(inArray(tradingAccounts.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A page of flags, most severe first and then oldest first (what has waited longest). */
export async function listFlags(services: Services, query: RiskFlagQuery) {
  const { db } = services;
  const where = and(
    eq(riskFlags.status, query.status),
    query.detector ? eq(riskFlags.detector, query.detector) : undefined,
    query.severity ? eq(riskFlags.severity, query.severity) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(riskFlags).where(where);
  const flags = await db
    .select()
    .from(riskFlags)
    .where(where)
    .orderBy(severityOrder, asc(riskFlags.firstSeenAt), asc(riskFlags.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const members = await membersOf(db, [...new Set(flags.flatMap((flag) => flag.userIds))]);
  const accounts = await accountsOf(db, [...new Set(flags.flatMap((flag) => flag.accountIds))]);
  return paged(
    flags.map((flag) => rowOf(flag, members, accounts)),
    total,
    query,
  );
}

function rowOf(
  flag: RiskFlag,
  members: Map<string, { id: string; name: string; email: string }>,
  accounts: Map<string, typeof tradingAccounts.$inferSelect>,
) {
  return {
    id: flag.id,
    detector: flag.detector,
    severity: flag.severity,
    score: flag.score,
    status: flag.status,
    firstSeenAt: flag.firstSeenAt.toISOString(),
    updatedAt: flag.updatedAt.toISOString(),
    members: flag.userIds.flatMap((id) => members.get(id) ?? []),
    accounts: flag.accountIds.flatMap((id) => {
      const account = accounts.get(id);
      return account ? [{ id, login: account.login, userId: account.userId }] : [];
    }),
  };
}

/** Open flags per severity. */
export async function flagSummary(services: Services) {
  const rows = await services.db
    .select({ severity: riskFlags.severity, flags: count() })
    .from(riskFlags)
    .where(eq(riskFlags.status, 'open'))
    .groupBy(riskFlags.severity);
  const of = (severity: string) => rows.find((row) => row.severity === severity)?.flags ?? 0;
  return { open: rows.reduce((sum, row) => sum + row.flags, 0), high: of('high'), medium: of('medium'), low: of('low') };
}

/** One flag with its accounts, its members' linked group and the decision. */
export async function flagDetail(services: Services, id: string) {
  const { db } = services;
  const [flag] = await db.select().from(riskFlags).where(eq(riskFlags.id, id));
  if (!flag) throw new DomainError('notFound', 'error.notFound', { name: 'entity.riskFlag' });
  const links = await db
    .select({ id: riskFlags.id, userIds: riskFlags.userIds })
    .from(riskFlags)
    .where(
      and(
        eq(riskFlags.detector, 'multiAccounting'),
        ne(riskFlags.status, 'dismissed'),
        ne(riskFlags.id, flag.id),
        arrayOverlaps(riskFlags.userIds, flag.userIds),
      ),
    );
  const linked = links.flatMap((link) =>
    link.userIds.filter((user) => !flag.userIds.includes(user)).map((user) => ({ user, flagId: link.id })),
  );
  const members = await membersOf(db, [...new Set([...flag.userIds, ...linked.map((link) => link.user)])]);
  const accounts = await accountsOf(db, flag.accountIds);
  const [decider] = flag.decidedBy ? await db.select({ name }).from(users).where(eq(users.id, flag.decidedBy)) : [];
  return {
    ...rowOf(flag, members, accounts),
    evidence: flag.evidence,
    accounts: flag.accountIds.flatMap((accountId) => {
      const account = accounts.get(accountId);
      if (!account) return [];
      const { login, userId, status, funded, currency, balance, equity, initialBalance } = account;
      return [
        {
          id: accountId,
          login,
          userId,
          status,
          funded,
          currency,
          balance,
          equity,
          initialBalance,
          startedAt: account.startedAt.toISOString(),
        },
      ];
    }),
    group: [...new Map(linked.map((link) => [link.user, link])).values()].flatMap((link) => {
      const member = members.get(link.user);
      return member ? [{ ...member, flagId: link.flagId }] : [];
    }),
    decision:
      flag.action && flag.decidedAt
        ? { action: flag.action, reason: flag.reason ?? '', decidedAt: flag.decidedAt.toISOString(), decidedBy: decider?.name ?? null }
        : null,
  };
}

/** Flags that hold back an account's payouts: open or confirmed, on the account or (multi-accounting) on its member. */
function holding(account: { id: string; userId: string }): SQL {
  return and(
    inArray(riskFlags.status, ['open', 'confirmed']),
    or(
      arrayContains(riskFlags.accountIds, [account.id]),
      and(sql`cardinality(${riskFlags.accountIds}) = 0`, arrayContains(riskFlags.userIds, [account.userId])),
    ),
  ) as SQL;
}

export type HoldingFlag = Pick<RiskFlag, 'id' | 'detector' | 'status' | 'reason'>;

/** Per account, the flags holding back its payouts (one query for a page of accounts). */
export async function flagsHoldingPayouts(db: Db, accounts: { id: string; userId: string }[]): Promise<Map<string, HoldingFlag[]>> {
  const out = new Map<string, HoldingFlag[]>(accounts.map((account) => [account.id, []]));
  if (accounts.length === 0) return out;
  const rows = await db
    .select({
      id: riskFlags.id,
      detector: riskFlags.detector,
      status: riskFlags.status,
      reason: riskFlags.reason,
      accountIds: riskFlags.accountIds,
      userIds: riskFlags.userIds,
    })
    .from(riskFlags)
    .where(or(...accounts.map(holding)))
    .orderBy(desc(riskFlags.status), asc(riskFlags.firstSeenAt));
  for (const account of accounts)
    out.set(
      account.id,
      rows
        .filter((row) => row.accountIds.includes(account.id) || (row.accountIds.length === 0 && row.userIds.includes(account.userId)))
        .map(({ id, detector, status, reason }) => ({ id, detector, status, reason })),
    );
  return out;
}

/**
 * A reviewer decides a flag, with a reason (audited): dismiss it as legitimate, confirm it, or
 * confirm it and act: fail the accounts still running, or refuse their payouts not yet paid with
 * the reason. A decision may be revised; each is audited. The actions run after the decision is
 * committed, each audited and mailed as when done by hand. Answers the flag as it then stands.
 */
export async function decideFlag(
  services: Services,
  actorId: string,
  id: string,
  decision: { action: (typeof riskActions)[number]; reason: string },
) {
  const now = services.now();
  const flag = await services.db.transaction(async (tx) => {
    const [current] = await tx.select().from(riskFlags).where(eq(riskFlags.id, id)).for('update');
    if (!current) throw new DomainError('notFound', 'error.notFound', { name: 'entity.riskFlag' });
    const status = decision.action === 'dismiss' ? 'dismissed' : 'confirmed';
    await tx
      .update(riskFlags)
      .set({ status, action: decision.action, reason: decision.reason, decidedAt: now, decidedBy: actorId })
      .where(eq(riskFlags.id, id));
    await audit(tx, {
      actorId,
      action: `risk.${decision.action}`,
      subjectType: 'risk_flag',
      subjectId: id,
      at: now,
      details: { before: { status: current.status }, after: { status }, detector: current.detector, reason: decision.reason },
    });
    return current;
  });
  const accounts = await accountsActedOn(services.db, flag);
  if (decision.action === 'fail')
    for (const account of accounts.filter((a) => a.status === 'active'))
      await forceAccount(services, actorId, account.id, { action: 'fail', reason: decision.reason });
  if (decision.action === 'refusePayout') {
    const open = accounts.length
      ? await services.db
          .select({ id: payouts.id })
          .from(payouts)
          .where(
            and(
              inArray(
                payouts.accountId,
                accounts.map((a) => a.id),
              ),
              inArray(payouts.status, ['requested', 'approved']),
            ),
          )
      : [];
    for (const payout of open) await movePayout(services, actorId, payout.id, 'reject', { reason: decision.reason });
  }
  return flagDetail(services, id);
}

/** The accounts a decision acts on: the flag's, or for a flag on members, their accounts. */
async function accountsActedOn(db: Db, flag: RiskFlag) {
  return db
    .select({ id: tradingAccounts.id, status: tradingAccounts.status })
    .from(tradingAccounts)
    .where(flag.accountIds.length > 0 ? inArray(tradingAccounts.id, flag.accountIds) : inArray(tradingAccounts.userId, flag.userIds));
}

/** An administrator has an account scanned again from its whole history (audited); answers the account's flags then. */
export async function rescanByAdmin(services: Services, actorId: string, accountId: string) {
  const { db } = services;
  const [account] = await db.select({ id: tradingAccounts.id }).from(tradingAccounts).where(eq(tradingAccounts.id, accountId));
  if (!account) throw new DomainError('notFound', 'error.notFound', { name: 'entity.account' });
  await rescanAccount(services, accountId);
  await audit(db, {
    actorId,
    action: 'risk.rescan',
    subjectType: 'trading_account',
    subjectId: accountId,
    at: services.now(),
    details: {},
  });
  const flags = await db
    .select()
    .from(riskFlags)
    .where(arrayContains(riskFlags.accountIds, [accountId]))
    .orderBy(severityOrder, asc(riskFlags.firstSeenAt));
  const members = await membersOf(db, [...new Set(flags.flatMap((flag) => flag.userIds))]);
  const accounts = await accountsOf(db, [...new Set(flags.flatMap((flag) => flag.accountIds))]);
  return { items: flags.map((flag) => rowOf(flag, members, accounts)) };
}
