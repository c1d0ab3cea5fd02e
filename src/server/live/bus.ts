import pLimit from 'p-limit';
import { listenPostgres } from '../db/listen';
import { KeyedSets } from '../keyedSets';
import { log } from '../log';
import { StreamSlots } from './slots';

/**
 * Live account changes for the streams (GET /api/accounts/stream, /api/accounts/:id/stream).
 * Viewers subscribe in process, so no viewer holds a database connection. With PostgreSQL,
 * several instances share one database: each keeps ONE connection that LISTENs on
 * `account_events`, and a publish is a NOTIFY that every instance (this one included) receives.
 */
export type AccountChange = { accountId: string; userId: string; lastSyncedAt: string | null };
/** One account, or every account of a user (the change carries its userId, so no lookup is needed). */
export type LiveFilter = { accountId: string } | { userId: string };
export type LiveListener = (change: AccountChange) => void;

export interface LiveBus {
  /** Announces a committed change to every viewer; never rejects. */
  publish(change: AccountChange): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(filter: LiveFilter, listener: LiveListener): () => void;
  /** Listeners subscribed on this instance (a closed stream must leave none behind). */
  listenerCount(): number;
  /** How often a stream sends a `: ping` comment so proxies keep it open. */
  readonly pingIntervalMs: number;
  /** The streams open on this instance, within their caps per session and per member. */
  readonly slots: StreamSlots;
  close(): Promise<void>;
}

export const LIVE_CHANNEL = 'account_events';
export const LIVE_APPLICATION = 'funding-platform live feed';
const DEFAULT_PING_MS = 15_000;

/** The in-process fan-out: listeners by account and by user. */
class Listeners {
  private readonly byKey = new KeyedSets<LiveListener>();

  add(filter: LiveFilter, listener: LiveListener): () => void {
    return this.byKey.add('accountId' in filter ? `a:${filter.accountId}` : `u:${filter.userId}`, listener);
  }

  deliver(change: AccountChange): void {
    for (const key of [`a:${change.accountId}`, `u:${change.userId}`]) {
      for (const listener of this.byKey.of(key)) {
        try {
          listener(change);
        } catch (error) {
          log.error({ err: error }, 'Live listener failed');
        }
      }
    }
  }

  count(): number {
    return this.byKey.size;
  }
}

function parseChange(payload: string): AccountChange | null {
  try {
    const value = JSON.parse(payload) as Partial<AccountChange>;
    if (typeof value.accountId !== 'string' || typeof value.userId !== 'string') return null;
    return {
      accountId: value.accountId,
      userId: value.userId,
      lastSyncedAt: typeof value.lastSyncedAt === 'string' ? value.lastSyncedAt : null,
    };
  } catch {
    return null;
  }
}

/** One process (PGlite, tests): publish delivers directly. */
export function localLiveBus(options: { pingIntervalMs?: number } = {}): LiveBus {
  const listeners = new Listeners();
  return {
    pingIntervalMs: options.pingIntervalMs ?? DEFAULT_PING_MS,
    slots: new StreamSlots(),
    async publish(change) {
      listeners.deliver(change);
    },
    subscribe: (filter, listener) => listeners.add(filter, listener),
    listenerCount: () => listeners.count(),
    async close() {},
  };
}

/**
 * Fan-out across instances through PostgreSQL LISTEN/NOTIFY on one dedicated client, reconnected
 * after a failure. While it is down, changes still reach this instance's viewers (the others catch
 * up when their screens refetch).
 */
export async function postgresLiveBus(connectionString: string, options: { pingIntervalMs?: number } = {}): Promise<LiveBus> {
  const listeners = new Listeners();
  const connection = await listenPostgres({
    connectionString,
    applicationName: LIVE_APPLICATION,
    channels: [LIVE_CHANNEL],
    onNotification(channel, payload) {
      const change = channel === LIVE_CHANNEL ? parseChange(payload) : null;
      if (change) listeners.deliver(change);
    },
  });

  // A client runs one query at a time: publishes from concurrent requests wait their turn here
  // rather than in pg's own queue, which pg 8 warns about and pg 9 removes.
  const oneAtATime = pLimit(1);

  return {
    pingIntervalMs: options.pingIntervalMs ?? DEFAULT_PING_MS,
    slots: new StreamSlots(),
    async publish(change) {
      const current = connection.current();
      if (current) {
        try {
          // Delivered here too, through this client's own LISTEN.
          await oneAtATime(() => current.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(change)]));
          return;
        } catch (error) {
          log.error({ err: error }, 'Live feed: NOTIFY failed');
        }
      }
      listeners.deliver(change);
    },
    subscribe: (filter, listener) => listeners.add(filter, listener),
    listenerCount: () => listeners.count(),
    close: () => connection.close(),
  };
}
