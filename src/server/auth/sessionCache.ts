import type { Session, User } from '../db/schema';
import { KeyedSets } from '../keyedSets';

export type CachedSession = { session: Session; user: User };

/**
 * Session lookups kept in this process, so the token check every open tab makes every 15 s does
 * not read the database each time (docs/decisions/034). Exact, not eventually right: every change
 * to a user or a session row makes the database NOTIFY `auth_changed` with the user's id (migration
 * 0012), and `forgetUser` drops that user's entries. The instance that made the change receives
 * its own notification before its commit returns; other instances within the notification's trip.
 * While notifications may be missed (the listening connection is down), nothing is cached.
 *
 * A lookup that raced a change must not put back what the change made stale: `version` counts
 * evictions, a lookup notes it before reading the database, and `set` keeps the result only if
 * nothing was evicted in between.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession & { cachedAt: number }>();
  private readonly byUser = new Map<string, Set<string>>();
  private live = true;
  private evictions = 0;
  private readonly watchers = new KeyedSets<() => void>();

  constructor(
    /** Bounds memory: the oldest entry goes first. */
    readonly maxEntries = 50_000,
    /** A safety net only; eviction is by notification. */
    readonly maxAgeMs = 60_000,
  ) {}

  get(sessionId: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (now - entry.cachedAt > this.maxAgeMs) {
      this.delete(sessionId, entry.user.id);
      return undefined;
    }
    return entry;
  }

  /** Note it before reading the database; pass it to `set`. */
  get version(): number {
    return this.evictions;
  }

  set(value: CachedSession, now: number, readAtVersion: number): void {
    if (!this.live || readAtVersion !== this.evictions) return;
    const { id } = value.session;
    const userId = value.user.id;
    this.delete(id, userId);
    if (this.entries.size >= this.maxEntries) {
      const [oldestId, oldest] = this.entries.entries().next().value ?? [];
      if (oldestId && oldest) this.delete(oldestId, oldest.user.id);
    }
    this.entries.set(id, { ...value, cachedAt: now });
    let ids = this.byUser.get(userId);
    if (!ids) {
      ids = new Set();
      this.byUser.set(userId, ids);
    }
    ids.add(id);
  }

  /** After this process wrote the session's `last_seen_at` (a column that sends no notification). */
  touch(sessionId: string, lastSeenAt: Date): void {
    const entry = this.entries.get(sessionId);
    if (entry) entry.session = { ...entry.session, lastSeenAt };
  }

  forgetUser(userId: string): void {
    this.evictions += 1;
    const ids = this.byUser.get(userId);
    if (ids) {
      for (const id of ids) this.entries.delete(id);
      this.byUser.delete(userId);
    }
    for (const watcher of this.watchers.of(userId)) watcher();
  }

  /**
   * Calls `changed` whenever the user or one of their sessions changes (the same notifications),
   * and after notifications may have been missed, so an open stream checks its session again and
   * ends with it. Returns the function that stops watching.
   */
  watch(userId: string, changed: () => void): () => void {
    return this.watchers.add(userId, changed);
  }

  /** `false` while notifications may be missed: everything is forgotten and nothing is kept. */
  setLive(live: boolean): void {
    this.live = live;
    this.evictions += 1;
    if (!live) {
      this.entries.clear();
      this.byUser.clear();
    } else {
      for (const watcher of this.watchers.all()) watcher();
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(sessionId: string, userId: string): void {
    if (!this.entries.delete(sessionId)) return;
    const ids = this.byUser.get(userId);
    ids?.delete(sessionId);
    if (ids?.size === 0) this.byUser.delete(userId);
  }
}
