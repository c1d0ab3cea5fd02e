import { and, asc, count, desc, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import { compareEvents, type RuleEvent } from '../../domain/rules';
import type { LocalNames } from '../../i18n/names';
import type { AccountListQuery } from '../../schemas/accounts';
import type { accountSorts } from '../../schemas/enums';
import type { PageQuery } from '../../schemas/trading';
import type { Db } from '../db';
import { balanceAdjustments, challenges, deals, equitySnapshots, type TradingAccount, tradingAccounts, type User } from '../db/schema';
import { DomainError } from '../errors';
import { assertMayReach } from '../http/auth';
import { offsetOf } from '../http/paging';
import type { Services } from '../services';

/**
 * An account with the name of its challenge (joined in the same query), and the names per language
 * of the product and of the account's phase (docs/decisions/045) for the view to pick from.
 */
export type AccountWithChallenge = TradingAccount & {
  challengeName: string;
  challengeNames?: LocalNames;
  /** The product version the account was sold with (decision 030). */
  challengeVersion: number;
  phaseNames?: LocalNames | null;
  /** A trading password change is on its way to the platform. */
  passwordChangePending?: boolean;
};

/** The phase's names per language, while the product still calls the phase what the account does. */
const phaseNames = sql<LocalNames | null>`case when not ${tradingAccounts.funded}
  and ${challenges.phases} -> (${tradingAccounts.phase} - 1) ->> 'name' = ${tradingAccounts.phaseName}
  then ${challenges.phases} -> (${tradingAccounts.phase} - 1) -> 'names' end`;
const passwordChangePending = sql<boolean>`exists (select 1 from platform_commands pc where pc.account_id = ${tradingAccounts.id}
  and pc.kind = 'change_password' and pc.status = 'queued')`;
const withChallengeName = {
  account: tradingAccounts,
  challengeName: challenges.name,
  challengeNames: challenges.names,
  challengeVersion: challenges.version,
  phaseNames,
  passwordChangePending,
};
const flatten = ({
  account,
  ...names
}: { account: TradingAccount } & Omit<AccountWithChallenge, keyof TradingAccount>): AccountWithChallenge => ({
  ...account,
  ...names,
});

/** The account, if the caller may see it: its owner, or an administrator. */
export async function accountFor(services: Services, user: User, id: string): Promise<AccountWithChallenge> {
  const [row] = await services.db
    .select(withChallengeName)
    .from(tradingAccounts)
    .innerJoin(challenges, eq(challenges.id, tradingAccounts.challengeId))
    .where(eq(tradingAccounts.id, id));
  if (!row) throw new DomainError('notFound', 'error.notFound', { name: 'entity.account' });
  assertMayReach(services.env, user, row.account.userId);
  return flatten(row);
}

const accountOrder: Record<(typeof accountSorts)[number], SQL> = {
  started: asc(tradingAccounts.startedAt),
  '-started': desc(tradingAccounts.startedAt),
  balance: asc(tradingAccounts.balance),
  '-balance': desc(tradingAccounts.balance),
};

/** One page of a user's accounts (running ones only, or all), with their challenge names. */
export async function accountsOf(services: Services, userId: string, query: AccountListQuery) {
  const { db } = services;
  const own = eq(tradingAccounts.userId, userId);
  const where = query.status === 'active' ? and(own, eq(tradingAccounts.status, 'active')) : own;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(tradingAccounts).where(where);
  const rows = await db
    .select(withChallengeName)
    .from(tradingAccounts)
    .innerJoin(challenges, eq(challenges.id, tradingAccounts.challengeId))
    .where(where)
    // Ties (a reset opens its successor at the same instant) newest first, then by id for stable pages.
    .orderBy(accountOrder[query.sort], desc(tradingAccounts.createdAt), desc(tradingAccounts.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { rows: rows.map(flatten), total };
}

/** One page of the account's deals, newest first; `after`: only those later than that instant. */
export async function accountDeals(services: Services, accountId: string, query: PageQuery, after?: Date) {
  const { db } = services;
  const own = and(eq(deals.accountId, accountId), after ? gt(deals.time, after) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(deals).where(own);
  const rows = await db
    .select()
    .from(deals)
    .where(own)
    .orderBy(desc(deals.time), desc(deals.ticket))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { rows, total };
}

/** What the platform reported after the account closed: kept, listed apart, in no figure (decision 042); nothing while it runs. */
export async function dealsAfterClose(services: Services, account: TradingAccount, query: PageQuery) {
  const closedAt = account.status === 'active' ? null : (account.failedAt ?? account.passedAt);
  const { rows, total } = closedAt ? await accountDeals(services, account.id, query, closedAt) : { rows: [], total: 0 };
  return { closedAt, rows, total };
}

/**
 * The account's history as the rule engine folds it (the platform's deals and snapshots, and the
 * firm's balance adjustments): all of it, or the events within [from, to].
 */
export async function loadEvents(db: Db, accountId: string, window?: { from: Date; to: Date }): Promise<RuleEvent[]> {
  const dealRows = await db
    .select()
    .from(deals)
    .where(and(eq(deals.accountId, accountId), window && gte(deals.time, window.from), window && lte(deals.time, window.to)))
    .orderBy(asc(deals.time));
  const snapshotRows = await db
    .select()
    .from(equitySnapshots)
    .where(
      and(
        eq(equitySnapshots.accountId, accountId),
        window && gte(equitySnapshots.time, window.from),
        window && lte(equitySnapshots.time, window.to),
      ),
    )
    .orderBy(asc(equitySnapshots.time));
  const adjustmentRows = await db
    .select()
    .from(balanceAdjustments)
    .where(
      and(
        eq(balanceAdjustments.accountId, accountId),
        window && gte(balanceAdjustments.time, window.from),
        window && lte(balanceAdjustments.time, window.to),
      ),
    );
  const events: RuleEvent[] = [
    ...dealRows.map((d) => ({
      kind: 'deal' as const,
      time: d.time.toISOString(),
      ticket: d.ticket,
      entry: d.entry,
      symbol: d.symbol,
      side: d.side,
      volume: d.volume,
      profit: d.profit,
      commission: d.commission,
      swap: d.swap,
    })),
    ...snapshotRows.map((s) => ({ kind: 'equity' as const, time: s.time.toISOString(), balance: s.balance, equity: s.equity })),
    ...adjustmentRows.map((a) => ({
      kind: 'adjustment' as const,
      time: a.time.toISOString(),
      id: a.id,
      amount: a.amount,
      reason: a.reason,
    })),
  ];
  return events.sort(compareEvents);
}
