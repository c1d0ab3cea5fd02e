import { advance, type Checkpoint, compareEvents, eventsBeforeClose, type RuleEvent, startEvaluation } from '../../domain/rules';
import type { Db } from '../db';
import type { TradingAccount } from '../db/schema';
import { appendProjections, rebuildProjections } from './reports';
import { loadEvents } from './service';

/**
 * The rule engine's checkpoint after events just stored (the platform's deals and snapshots, or a
 * paid payout's adjustment), with the overview's projections kept in step in the caller's
 * transaction: the engine and the projections go on from the checkpoint when the events come after
 * it, and only an event older than the checkpoint makes them replay the account's whole history.
 * A closed account is shown as it closed: what the platform reports afterwards is stored by the
 * caller and folded into nothing (neither the engine nor the projections), late or not.
 */
export async function foldNewEvents(tx: Db, account: TradingAccount, fresh: RuleEvent[]): Promise<Checkpoint> {
  const checkpoint = account.checkpoint;
  if (account.status !== 'active' && checkpoint) return checkpoint;
  if (!checkpoint) return replay(tx, account);
  if (fresh.length === 0) return checkpoint;
  const sorted = [...fresh].sort(compareEvents);
  const first = sorted[0] as RuleEvent;
  if (checkpoint.last && compareEvents(checkpoint.last, first) >= 0) return replay(tx, account);
  const taken = eventsBeforeClose(checkpoint.state, sorted);
  await appendProjections(tx, account, checkpoint.state, sorted.slice(0, taken), sorted.slice(taken));
  return { state: advance(checkpoint.state, sorted), last: sorted[sorted.length - 1] ?? null };
}

/** The account's whole history from the database, folded from the start; its projections rebuilt from it (up to its close). */
export async function replay(db: Db, account: TradingAccount): Promise<Checkpoint> {
  const events = await loadEvents(db, account.id);
  await rebuildProjections(db, account, events);
  const start = startEvaluation({
    rules: account.rules,
    initialBalance: account.initialBalance,
    startedAt: account.startedAt.toISOString(),
  });
  return { state: advance(start, events), last: events[events.length - 1] ?? null };
}
