import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { type AccountEvent, conclude } from '../../domain/rules';
import type { BridgeAnswer } from '../../schemas/accounts';
import type { BridgeBatchSchema } from '../../schemas/trading';
import { mailBreach } from '../accounts/breachMail';
import { foldNewEvents } from '../accounts/checkpoint';
import { settleEvaluation } from '../accounts/lifecycle';
import type { Transaction } from '../db';
import { challenges, deals, equitySnapshots, type TradingAccount, tradingAccounts } from '../db/schema';
import { DomainError } from '../errors';
import { announceAccounts } from '../live/announce';
import { queueAccountScan } from '../risk/scan';
import type { Services } from '../services';

/**
 * Signed, idempotent ingestion of what trading platforms report (issue 4). A deal is identified
 * by (ticket, entry) and a snapshot by its time, so a batch sent twice changes nothing. The
 * rule engine and the overview's projections go on from the account's checkpoint (./checkpoint.ts).
 */
export type BridgeBatch = v.InferOutput<typeof BridgeBatchSchema>;

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function hasValidSignature(secret: string, body: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(header.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Times are kept to the millisecond, as the database stores them. */
function normalise(event: AccountEvent): AccountEvent {
  return { ...event, time: new Date(event.time).toISOString() };
}

const dealKey = (e: { ticket: string; entry: string }) => `${e.ticket}|${e.entry}`;

/**
 * The batch in one transaction: the account locked (with its challenge, in the same statement), new
 * events stored and folded in, the evaluation settled. Answers what the bridge is told, the
 * account as it now is (for the live streams) and whether this batch failed it (for the breach mail).
 */
export async function ingestBatch(services: Services, batch: BridgeBatch, connection?: string) {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ account: tradingAccounts, challenge: challenges })
      .from(tradingAccounts)
      .innerJoin(challenges, eq(challenges.id, tradingAccounts.challengeId))
      .where(eq(tradingAccounts.login, batch.accountLogin))
      .for('update', { of: tradingAccounts });
    // A connection reports the accounts it holds (one not opened anywhere yet: any).
    if (!found || (connection && found.account.connection && found.account.connection !== connection))
      throw new DomainError('notFound', 'error.notFound', { name: 'entity.account' });
    const { account, challenge } = found;
    refuseOutsideAccount(batch, account, now);
    const fresh = await storeNewEvents(tx, account, batch.events.map(normalise));
    // New deals are looked at by the risk scan (src/server/risk), from the earliest of them.
    const newDeals = fresh.filter((event) => event.kind === 'deal');
    if (newDeals.length > 0) await queueAccountScan(tx, account.id, new Date(Math.min(...newDeals.map((deal) => Date.parse(deal.time)))));
    const checkpoint = await foldNewEvents(tx, account, fresh);
    const evaluation = conclude(checkpoint.state, now.toISOString());
    const updated = await settleEvaluation(tx, services.certificates, account, challenge, evaluation, now, {
      checkpoint,
      lastSyncedAt: now,
    });
    const failed = account.status === 'active' && updated.status === 'failed';
    const answer: BridgeAnswer = { accountLogin: account.login, accepted: fresh.length, evaluation };
    return { answer, account: updated, failed };
  });
}

/**
 * A platform's batch as the bridge sends it: ingested, then, after the commit, the live streams told
 * (a viewer that refetches on the event sees the batch; the simulator posts here too) and the member
 * mailed when the batch failed the account. Answers what the bridge is told.
 */
export async function receiveBatch(services: Services, batch: BridgeBatch, connection?: string): Promise<BridgeAnswer> {
  const { answer, account, failed } = await ingestBatch(services, batch, connection);
  await announceAccounts(services, [account]);
  if (failed) await mailBreach(services, account.id);
  return answer;
}

/** How far a platform's clock may run ahead of ours, or behind. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * What a platform reports happened on the account, so between its start and now: an event more
 * than a few minutes outside (a platform's clock a little off) is a platform's error, refused with
 * the whole batch rather than folded in. One dated 9999-12-31 failed its account at that date; one
 * dated before the start counted on its first day and, as the first trade, shortened the payout
 * interval counted from it.
 */
function refuseOutsideAccount(batch: BridgeBatch, account: TradingAccount, now: Date) {
  const latest = now.getTime() + CLOCK_SKEW_MS;
  const earliest = account.startedAt.getTime() - CLOCK_SKEW_MS;
  const future = batch.events.findIndex((event) => Date.parse(event.time) > latest);
  if (future >= 0) throw new DomainError('invalid', 'error.eventInFuture', { name: `events.${future}.time` });
  const early = batch.events.findIndex((event) => Date.parse(event.time) < earliest);
  if (early >= 0)
    throw new DomainError('invalid', 'error.eventBeforeAccount', { name: `events.${early}.time`, start: account.startedAt.toISOString() });
}

/** Inserts what is new; returns only those events (each once, even if repeated in the batch). */
async function storeNewEvents(tx: Transaction, account: TradingAccount, events: AccountEvent[]): Promise<AccountEvent[]> {
  const dealEvents = new Map<string, Extract<AccountEvent, { kind: 'deal' }>>();
  const snapshots = new Map<string, Extract<AccountEvent, { kind: 'equity' }>>();
  for (const event of events) {
    if (event.kind === 'deal') {
      if (!dealEvents.has(dealKey(event))) dealEvents.set(dealKey(event), event);
    } else if (!snapshots.has(event.time)) snapshots.set(event.time, event);
  }
  const fresh: AccountEvent[] = [];
  if (dealEvents.size > 0) {
    const inserted = await tx
      .insert(deals)
      .values(
        [...dealEvents.values()].map((d) => ({
          accountId: account.id,
          ticket: d.ticket,
          entry: d.entry,
          time: new Date(d.time),
          symbol: d.symbol,
          side: d.side,
          volume: d.volume,
          profit: d.profit,
          commission: d.commission ?? 0,
          swap: d.swap ?? 0,
          price: d.price ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ ticket: deals.ticket, entry: deals.entry });
    for (const row of inserted) fresh.push(dealEvents.get(dealKey(row)) as AccountEvent);
  }
  if (snapshots.size > 0) {
    const inserted = await tx
      .insert(equitySnapshots)
      .values(
        [...snapshots.values()].map((s) => ({
          accountId: account.id,
          time: new Date(s.time),
          balance: s.balance,
          equity: s.equity,
          positions: s.positions ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ time: equitySnapshots.time });
    for (const row of inserted) fresh.push(snapshots.get(row.time.toISOString()) as AccountEvent);
  }
  return fresh;
}
