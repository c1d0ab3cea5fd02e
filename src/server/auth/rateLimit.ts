import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db';
import { rows } from '../db/rows';
import { log } from '../log';

/**
 * Fixed-window rate limits (ASVS V2.2). Counters live in the database, or in Redis when
 * REDIS_URL is set, so every instance of the server shares them.
 */
export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
}

export const policies = {
  /** Failed logins for one account from one address. */
  loginAccount: { limit: 10, windowMs: 15 * 60_000 },
  /** Failed logins from one address, whatever the account. */
  loginIp: { limit: 50, windowMs: 15 * 60_000 },
  registerIp: { limit: 10, windowMs: 60 * 60_000 },
  recoverIp: { limit: 10, windowMs: 60 * 60_000 },
  recoverAccount: { limit: 5, windowMs: 60 * 60_000 },
  resetIp: { limit: 10, windowMs: 15 * 60_000 },
  resetToken: { limit: 5, windowMs: 15 * 60_000 },
  challengeIp: { limit: 30, windowMs: 15 * 60_000 },
  /** Wrong two-step codes for one account (a 6-digit code must not be guessable). */
  twoFactor: { limit: 5, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitPolicy>;

export type PolicyName = keyof typeof policies;

export interface WindowCount {
  hits: number;
  resetAt: number;
}

export interface RateLimitStore {
  /** Hits in the current window, without adding one. */
  peek(key: string, windowMs: number, now: number): Promise<WindowCount>;
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
  clear(key: string): Promise<void>;
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    /** Epoch ms from the services' clock, so tests can move it. */
    private readonly now: () => number,
  ) {}

  /** Seconds to wait when `key` is over its limit, else null. */
  async blocked(policy: PolicyName, key: string): Promise<number | null> {
    const { limit, windowMs } = policies[policy];
    const count = await this.store.peek(`${policy}:${key}`, windowMs, this.now());
    return count.hits >= limit ? this.retryAfter(count) : null;
  }

  /** Counts one attempt; seconds to wait when it went over the limit, else null. */
  async hit(policy: PolicyName, key: string): Promise<number | null> {
    const { limit, windowMs } = policies[policy];
    const count = await this.store.hit(`${policy}:${key}`, windowMs, this.now());
    return count.hits > limit ? this.retryAfter(count) : null;
  }

  clear(policy: PolicyName, key: string): Promise<void> {
    return this.store.clear(`${policy}:${key}`);
  }

  private retryAfter(count: WindowCount): number {
    return Math.max(1, Math.ceil((count.resetAt - this.now()) / 1000));
  }
}

type Row = { hits: number; window_start: Date | string };

export function databaseRateLimitStore(db: Database): RateLimitStore {
  const read = (row: Row | undefined, windowMs: number): WindowCount =>
    row ? { hits: Number(row.hits), resetAt: new Date(row.window_start).getTime() + windowMs } : { hits: 0, resetAt: 0 };
  return {
    async peek(key, windowMs, now) {
      const since = new Date(now - windowMs);
      const [row] = await rows<Row>(
        db,
        sql`select hits, window_start from rate_limits where key = ${key} and window_start > ${since.toISOString()}`,
      );
      return read(row, windowMs);
    },
    async hit(key, windowMs, now) {
      const at = new Date(now).toISOString();
      const since = new Date(now - windowMs).toISOString();
      // One statement: a new window starts when the old one has passed.
      const [row] = await rows<Row>(
        db,
        sql`
        insert into rate_limits (key, window_start, hits) values (${key}, ${at}, 1)
        on conflict (key) do update set
          hits = case when rate_limits.window_start <= ${since} then 1 else rate_limits.hits + 1 end,
          window_start = case when rate_limits.window_start <= ${since} then ${at}::timestamptz else rate_limits.window_start end
        returning hits, window_start`,
      );
      return read(row, windowMs);
    },
    async clear(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}

/**
 * Redis while it answers, the database while it does not: limits keep applying through a Redis
 * outage (counted afresh in the database for its length), never failing open and never failing
 * the request. `available` says whether to try Redis at all (a client that is not connected would
 * queue the command and make the caller wait for its retries).
 */
export function withFallback(primary: RateLimitStore, fallback: RateLimitStore, available: () => boolean): RateLimitStore {
  const either =
    <A extends unknown[], R>(pick: (store: RateLimitStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!available()) return pick(fallback)(...args);
      try {
        return await pick(primary)(...args);
      } catch (error) {
        log.warn({ err: error }, 'Rate limits: Redis failed, counting in the database');
        return pick(fallback)(...args);
      }
    };
  return {
    peek: either((store) => store.peek),
    hit: either((store) => store.hit),
    clear: either((store) => store.clear),
  };
}

export function redisRateLimitStore(redis: Redis, prefix = 'fp:rl:'): RateLimitStore {
  const toCount = (hits: number, ttl: number, now: number): WindowCount => ({ hits, resetAt: now + Math.max(ttl, 0) });
  return {
    async peek(key, _windowMs, now) {
      const [hits, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return toCount(Number(hits ?? 0), ttl, now);
    },
    async hit(key, windowMs, now) {
      const results = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec();
      if (!results) throw new Error('Redis transaction was aborted');
      return toCount(Number(results[0]?.[1]), Number(results[2]?.[1]), now);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
