import { and, arrayContains, asc, eq, gte, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import { gambling, martingale, newsStraddling, tickScalping } from '../../domain/risk/account';
import { linkedMembers } from '../../domain/risk/members';
import { copyTrading, hedging } from '../../domain/risk/pairs';
import { type Detector, type RiskThresholds, type RiskTrade, type Severity, thresholdsOf } from '../../domain/risk/types';
import type { Db, Transaction } from '../db';
import { rows } from '../db/rows';
import { challenges, deals, loginEvents, newsEvents, riskFlags, riskScans, tradingAccounts, users } from '../db/schema';
import { log } from '../log';
import type { Services } from '../services';
import { sharedRanges } from './sharedRanges';

/**
 * The risk scan (issue 30): accounts with new deals and members with new sign-ins are queued in the
 * transaction that stored them, and a repeating job scans them, once across instances (each queued
 * subject is taken under a row lock that other instances skip). An account's own detectors read its
 * whole history; the detectors over pairs of accounts look only at accounts that opened the same
 * symbol near one of its new openings (nearbyAccounts), found through an index. Findings become flags (./service.ts).
 */

const DAY_MS = 86_400_000;

/** Queues an account for the scan, from its earliest new deal (in the transaction that stored the deals). */
export async function queueAccountScan(db: Db, accountId: string, since: Date): Promise<void> {
  await db
    .insert(riskScans)
    .values({ kind: 'account', subjectId: accountId, since })
    .onConflictDoUpdate({ target: [riskScans.kind, riskScans.subjectId], set: { since: sql`least(${riskScans.since}, excluded.since)` } });
}

/** Queues a member after a successful sign-in. */
export async function queueMemberScan(db: Db, userId: string, at: Date): Promise<void> {
  await db.insert(riskScans).values({ kind: 'member', subjectId: userId, since: at }).onConflictDoNothing();
}

/** The positions of accounts as the detectors read them, from their deals (a close without its opening is left out). */
export async function tradesOf(db: Db, accountIds: string[]): Promise<Map<string, RiskTrade[]>> {
  const out = new Map<string, RiskTrade[]>(accountIds.map((id) => [id, []]));
  if (accountIds.length === 0) return out;
  const rows = await db.select().from(deals).where(inArray(deals.accountId, accountIds)).orderBy(asc(deals.time), asc(deals.ticket));
  // Positions open so far, with their opening deal's costs (part of the position's result).
  const open = new Map<string, { trade: RiskTrade; costs: number }>();
  for (const deal of rows) {
    const key = `${deal.accountId}|${deal.ticket}`;
    if (deal.entry === 'in') {
      const trade: RiskTrade = {
        accountId: deal.accountId,
        ticket: deal.ticket,
        symbol: deal.symbol,
        side: deal.side,
        volume: deal.volume,
        openTime: deal.time.getTime(),
        openPrice: deal.price,
        closeTime: null,
        result: null,
      };
      open.set(key, { trade, costs: deal.commission + deal.swap });
      out.get(deal.accountId)?.push(trade);
      continue;
    }
    const position = open.get(key);
    if (!position) continue;
    position.trade.closeTime = deal.time.getTime();
    position.trade.result = deal.profit + deal.commission + deal.swap + position.costs;
    open.delete(key);
  }
  return out;
}

export type Finding = {
  detector: Detector;
  severity: Severity;
  score: number;
  accountIds: string[];
  userIds: string[];
  evidence: object;
};

/**
 * One flag per detector and subject: found again, its evidence is brought up to date and its review
 * left as it is. Answers whether the flag is new or its evidence changed.
 */
async function record(tx: Transaction, finding: Finding, now: Date): Promise<boolean> {
  const subjects = finding.accountIds.length > 0 ? [...finding.accountIds].sort() : [...finding.userIds].sort();
  const values = {
    detector: finding.detector,
    key: [finding.detector, ...subjects].join(':'),
    severity: finding.severity,
    score: finding.score,
    accountIds: [...finding.accountIds].sort(),
    userIds: [...new Set(finding.userIds)].sort(),
    evidence: finding.evidence as Record<string, unknown>,
    firstSeenAt: now,
    updatedAt: now,
  };
  const written = await tx
    .insert(riskFlags)
    .values(values)
    .onConflictDoUpdate({
      target: riskFlags.key,
      set: { severity: values.severity, score: values.score, evidence: values.evidence, updatedAt: now },
      setWhere: sql`${riskFlags.evidence} is distinct from excluded.evidence`,
    })
    .returning({ id: riskFlags.id });
  return written.length > 0;
}

/** Members linked to `userId` by a multi-accounting flag not dismissed: their accounts are compared for hedging. */
async function linkedTo(tx: Transaction, userId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ userIds: riskFlags.userIds })
    .from(riskFlags)
    .where(and(eq(riskFlags.detector, 'multiAccounting'), ne(riskFlags.status, 'dismissed'), arrayContains(riskFlags.userIds, [userId])));
  return new Set(rows.flatMap((row) => row.userIds).filter((id) => id !== userId));
}

/**
 * The accounts to compare with this one, found through the openings index. Copy trading: accounts
 * of other members with an opening of the same symbol within the copy window of one of this
 * account's new openings, and with enough such openings over the account's history to make a flag
 * (so a busy hour's crowd is not loaded). Hedging: the accounts of this member and of linked members
 * with an opening within the wider hedging window of a new one.
 */
async function nearbyAccounts(
  tx: Transaction,
  account: { id: string; userId: string },
  since: Date,
  t: RiskThresholds,
  linked: Set<string>,
) {
  // The owners are read per account found: the planner overestimates the openings a time window
  // holds, and a join to every account would be planned for far more.
  const near = (windowMs: number) => sql`
    from deals mine
    join deals other on other.entry = 'in' and other.symbol = mine.symbol
      and other.time between mine.time - ${windowMs} * interval '1 millisecond' and mine.time + ${windowMs} * interval '1 millisecond'
      and other.account_id <> mine.account_id
    where mine.account_id = ${account.id} and mine.entry = 'in'`;
  const copies = await rows<{ account_id: string; user_id: string }>(
    tx,
    sql`
    select found.account_id, (select a.user_id from trading_accounts a where a.id = found.account_id) as user_id
    from (
      select other.account_id ${near(t.copyTrading.windowMs)}
      group by other.account_id
      having bool_or(mine.time >= ${since.toISOString()}::timestamptz) and count(*) >= ${t.copyTrading.minMatches}
    ) found`,
  );
  const owners = [account.userId, ...linked];
  const hedges = await rows<{ account_id: string; user_id: string }>(
    tx,
    sql`
    select found.account_id, (select a.user_id from trading_accounts a where a.id = found.account_id) as user_id
    from (
      select distinct other.account_id ${near(t.hedging.windowMs)}
        and mine.time >= ${since.toISOString()}::timestamptz
        and other.account_id in (select id from trading_accounts where user_id in (${sql.join(
          owners.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}))
    ) found`,
  );
  return {
    copies: copies.filter((row) => row.user_id !== account.userId).map((row) => ({ accountId: row.account_id, userId: row.user_id })),
    hedges: hedges.map((row) => ({ accountId: row.account_id, userId: row.user_id })),
  };
}

/** The account's own detectors and those over it and each nearby account; what they find is recorded. */
export async function scanAccount(tx: Transaction, accountId: string, since: Date, now: Date): Promise<void> {
  const [found] = await tx
    .select({ account: tradingAccounts, riskRules: challenges.riskRules })
    .from(tradingAccounts)
    .innerJoin(challenges, eq(challenges.id, tradingAccounts.challengeId))
    .where(eq(tradingAccounts.id, accountId));
  if (!found) return;
  const { account } = found;
  const t: RiskThresholds = thresholdsOf(found.riskRules);
  const linked = await linkedTo(tx, account.userId);
  const nearby = await nearbyAccounts(tx, account, since, t, linked);
  const others = [...new Map([...nearby.copies, ...nearby.hedges].map((other) => [other.accountId, other])).values()];
  const trades = await tradesOf(tx, [account.id, ...others.map((other) => other.accountId)]);
  const mine = trades.get(account.id) ?? [];
  const own = { accountIds: [account.id], userIds: [account.userId] };

  const events = await tx
    .select({ time: newsEvents.time, currency: newsEvents.currency, impact: newsEvents.impact, title: newsEvents.title })
    .from(newsEvents)
    .where(
      and(eq(newsEvents.impact, 'high'), gte(newsEvents.time, new Date(account.startedAt.getTime() - DAY_MS)), lte(newsEvents.time, now)),
    );
  const dailyLossLimit = Math.round((account.rules.maxDailyLossPct * account.initialBalance) / 100);
  const findings: Finding[] = [];
  const add = (detector: Detector, result: { severity: Severity; score: number; evidence: object } | null, subjects = own) => {
    if (result) findings.push({ detector, ...result, ...subjects });
  };
  add('tickScalping', tickScalping(mine, t.tickScalping));
  add('martingale', martingale(mine, t.martingale));
  add('gambling', gambling(mine, t.gambling, { dailyLossLimit, timeZone: account.rules.resetTimeZone }));
  add(
    'newsStraddling',
    newsStraddling(
      mine,
      events.map((event) => ({ ...event, time: event.time.getTime() })),
      t.newsStraddling,
    ),
  );

  const pairOf = (other: { accountId: string; userId: string }) => ({
    accountIds: [account.id, other.accountId],
    userIds: [account.userId, other.userId],
  });
  for (const other of nearby.copies) add('copyTrading', copyTrading(mine, trades.get(other.accountId) ?? [], t.copyTrading), pairOf(other));
  for (const other of nearby.hedges)
    add('hedging', hedging(mine, trades.get(other.accountId) ?? [], t.hedging, now.getTime()), pairOf(other));
  for (const finding of findings) await record(tx, finding, now);
}

/**
 * Members who signed in from the member's addresses within the look-back (addresses in shared ranges
 * and those of many members left out), compared with the member; links found are recorded. Only
 * members (administrators sign in from the office). Thresholds: the defaults (a member is no product's).
 */
export async function scanMember(tx: Transaction, services: Services, userId: string, now: Date): Promise<void> {
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'USER')));
  if (!member) return;
  const t = thresholdsOf(null).multiAccounting;
  const isSharedRange = sharedRanges(services.env.RISK_SHARED_RANGES);
  const after = new Date(now.getTime() - t.lookbackDays * DAY_MS);
  const recent = and(eq(loginEvents.success, true), gte(loginEvents.at, after));
  const mine = await tx
    .selectDistinct({ ip: loginEvents.ip })
    .from(loginEvents)
    .where(and(recent, eq(loginEvents.userId, userId)));
  const addresses = mine.flatMap((row) => (row.ip && !isSharedRange(row.ip) ? [row.ip] : []));
  if (addresses.length === 0) return;
  const membersAt = new Map(
    (
      await tx
        .select({ ip: loginEvents.ip, members: sql<number>`count(distinct ${loginEvents.userId})::int` })
        .from(loginEvents)
        .where(and(recent, inArray(loginEvents.ip, addresses)))
        .groupBy(loginEvents.ip)
    ).map((row) => [row.ip as string, row.members]),
  );
  const candidates = addresses.filter((ip) => (membersAt.get(ip) ?? 0) < t.sharedNetworkMembers);
  if (candidates.length === 0) return;
  const others = await tx
    .selectDistinct({ userId: loginEvents.userId })
    .from(loginEvents)
    .innerJoin(users, eq(users.id, loginEvents.userId))
    .where(and(recent, inArray(loginEvents.ip, candidates), ne(loginEvents.userId, userId), eq(users.role, 'USER')));
  if (others.length === 0) return;
  const signIns = await tx
    .select({ userId: loginEvents.userId, at: loginEvents.at, ip: loginEvents.ip, userAgent: loginEvents.userAgent })
    .from(loginEvents)
    .where(and(recent, inArray(loginEvents.userId, [userId, ...others.map((other) => other.userId)])));
  const links = linkedMembers(
    signIns.map((s) => ({ ...s, at: s.at.getTime() })),
    t,
    // An address the whole database has seen for many members is shared, however few of them are compared here.
    { asOf: now.getTime(), isSharedRange: (ip) => isSharedRange(ip) || (membersAt.get(ip) ?? 0) >= t.sharedNetworkMembers },
  );
  for (const link of links) {
    if (!link.userIds.includes(userId)) continue;
    const changed = await record(tx, { detector: 'multiAccounting', ...link, accountIds: [], userIds: link.userIds }, now);
    // Linked members' accounts are now compared for hedging: their whole histories, once more.
    if (changed) {
      const accounts = await tx
        .select({ id: tradingAccounts.id, startedAt: tradingAccounts.startedAt })
        .from(tradingAccounts)
        .where(inArray(tradingAccounts.userId, link.userIds));
      for (const account of accounts) await queueAccountScan(tx, account.id, account.startedAt);
    }
  }
}

/**
 * Scans what is queued, one subject per transaction, until the queue is empty or `budgetMs` is
 * spent. A subject another instance is scanning is skipped (it holds its row). A scan that fails is
 * logged and left queued for the next run, and this run goes on with the others, so one bad subject
 * never holds up the queue. Answers how many were scanned.
 */
export async function runRiskScans(services: Services, budgetMs = 8_000): Promise<number> {
  const started = Date.now();
  const failed: string[] = [];
  let scanned = 0;
  while (Date.now() - started < budgetMs) {
    let subject: string | undefined;
    try {
      const done = await services.db.transaction(async (tx) => {
        const [next] = await tx
          .select()
          .from(riskScans)
          .where(failed.length ? notInArray(riskScans.subjectId, failed) : undefined)
          .orderBy(asc(riskScans.since))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!next) return false;
        subject = next.subjectId;
        // Each scan is a handful of index probes. The planner overestimates the openings a time window
        // holds (thousands for one or two), and would then compile the queries (JIT) and spread a scan of
        // every deal over parallel workers: 60 ms instead of 1 ms on a firm's million deals.
        await tx.execute(sql`set local jit = off`);
        await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
        const now = services.now();
        if (next.kind === 'account') await scanAccount(tx, next.subjectId, next.since, now);
        else await scanMember(tx, services, next.subjectId, now);
        await tx.delete(riskScans).where(and(eq(riskScans.kind, next.kind), eq(riskScans.subjectId, next.subjectId)));
        return true;
      });
      if (!done) break;
      scanned++;
    } catch (error) {
      if (!subject) throw error;
      log.error({ err: error, subject }, 'Risk scan failed; it stays queued for the next run');
      failed.push(subject);
    }
  }
  return scanned;
}

/** An account scanned again from its whole history (an administrator's recompute, or thresholds changed). */
export async function rescanAccount(services: Services, accountId: string): Promise<void> {
  await services.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ startedAt: tradingAccounts.startedAt })
      .from(tradingAccounts)
      .where(eq(tradingAccounts.id, accountId));
    if (account) await scanAccount(tx, accountId, new Date(account.startedAt.getTime() - DAY_MS), services.now());
  });
}
