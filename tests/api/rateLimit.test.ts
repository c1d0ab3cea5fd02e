import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseRateLimitStore,
  RateLimiter,
  type RateLimitStore,
  redisRateLimitStore,
  withFallback,
} from '../../src/server/auth/rateLimit';
import { startTcpProxy } from '../standins/tcpProxy';
import { Clock, drivers, useHarness } from './harness';

const key = (name: string) => `test:${name}:${randomBytes(4).toString('hex')}`;

describe.each(drivers)('databaseRateLimitStore (%s)', (driver) => {
  const h = useHarness(driver);
  let store: RateLimitStore;
  beforeAll(() => {
    store = databaseRateLimitStore(h.db);
  });

  it('counts hits within a window, and peek does not count', async () => {
    const k = key('count');
    const t0 = Date.UTC(2030, 0, 1, 12);
    expect(await store.peek(k, 60_000, t0)).toEqual({ hits: 0, resetAt: 0 });
    expect(await store.hit(k, 60_000, t0)).toEqual({ hits: 1, resetAt: t0 + 60_000 });
    expect(await store.hit(k, 60_000, t0 + 10_000)).toEqual({ hits: 2, resetAt: t0 + 60_000 });
    expect(await store.hit(k, 60_000, t0 + 59_999)).toEqual({ hits: 3, resetAt: t0 + 60_000 });
    expect(await store.peek(k, 60_000, t0 + 59_999)).toEqual({ hits: 3, resetAt: t0 + 60_000 });
  });

  it('starts a new window once the old one has passed', async () => {
    const k = key('window');
    const t0 = Date.UTC(2030, 0, 1, 12);
    await store.hit(k, 60_000, t0);
    await store.hit(k, 60_000, t0 + 1);
    expect((await store.peek(k, 60_000, t0 + 60_000)).hits).toBe(0);
    expect(await store.hit(k, 60_000, t0 + 60_000)).toEqual({ hits: 1, resetAt: t0 + 120_000 });
  });

  it('clears a key without touching the others', async () => {
    const a = key('a');
    const b = key('b');
    const t0 = Date.UTC(2030, 0, 1, 12);
    await store.hit(a, 60_000, t0);
    await store.hit(b, 60_000, t0);
    await store.clear(a);
    expect((await store.peek(a, 60_000, t0)).hits).toBe(0);
    expect((await store.peek(b, 60_000, t0)).hits).toBe(1);
    expect((await store.hit(a, 60_000, t0)).hits).toBe(1);
  });

  it('drives the RateLimiter: blocked at the limit, hit over it, with the seconds to wait', async () => {
    const clock = new Clock(Date.UTC(2030, 0, 1, 12));
    const limiter = new RateLimiter(store, clock.millis);
    const who = key('limiter');
    for (let i = 0; i < 10; i++) expect(await limiter.hit('loginAccount', who)).toBeNull();
    expect(await limiter.blocked('loginAccount', who)).toBe(15 * 60);
    clock.advance(60_000);
    expect(await limiter.hit('loginAccount', who)).toBe(14 * 60);
    clock.advance(14 * 60_000);
    expect(await limiter.blocked('loginAccount', who)).toBeNull();
    await limiter.hit('loginAccount', who);
    await limiter.clear('loginAccount', who);
    expect(await limiter.blocked('loginAccount', who)).toBeNull();
  });
});

describe.skipIf(!process.env.REDIS_URL)('redisRateLimitStore', () => {
  let redis: Redis;
  let store: RateLimitStore;
  const prefix = `fp:test:${randomBytes(4).toString('hex')}:`;
  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 2 });
    store = redisRateLimitStore(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts hits within a window, and peek does not count', async () => {
    const k = key('count');
    const now = Date.now();
    expect((await store.peek(k, 60_000, now)).hits).toBe(0);
    expect((await store.hit(k, 60_000, now)).hits).toBe(1);
    expect((await store.hit(k, 60_000, now)).hits).toBe(2);
    const count = await store.peek(k, 60_000, now);
    expect(count.hits).toBe(2);
    expect(count.resetAt).toBeGreaterThan(now + 55_000);
    expect(count.resetAt).toBeLessThanOrEqual(now + 60_000);
  });

  it('starts a new window once the old one has passed, without extending it on each hit', async () => {
    const k = key('window');
    expect((await store.hit(k, 300, Date.now())).hits).toBe(1);
    // Redis expires the window on its own clock: wait until less than half of it is left.
    const left = async () => (await store.peek(k, 300, Date.now())).resetAt - Date.now();
    await expect.poll(left, { interval: 20 }).toBeLessThan(150);
    const second = await store.hit(k, 300, Date.now());
    expect(second.hits).toBe(2);
    expect(second.resetAt - Date.now()).toBeLessThan(150);
    await expect.poll(async () => (await store.peek(k, 300, Date.now())).hits, { interval: 20 }).toBe(0);
    expect((await store.hit(k, 300, Date.now())).hits).toBe(1);
  });

  it('clears a key without touching the others', async () => {
    const a = key('a');
    const b = key('b');
    await store.hit(a, 60_000, Date.now());
    await store.hit(b, 60_000, Date.now());
    await store.clear(a);
    expect((await store.peek(a, 60_000, Date.now())).hits).toBe(0);
    expect((await store.peek(b, 60_000, Date.now())).hits).toBe(1);
  });
});

describe.skipIf(!process.env.REDIS_URL)('rate limits through a Redis outage (pglite counts the fallback)', () => {
  const h = useHarness('pglite');
  const target = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const prefix = `fp:test:${randomBytes(4).toString('hex')}:`;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let redis: Redis;
  beforeAll(async () => {
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    redis = new Redis({ host: '127.0.0.1', port: proxy.port, maxRetriesPerRequest: 2, retryStrategy: () => 50 });
    redis.on('error', () => undefined);
  });
  afterAll(async () => {
    redis.disconnect();
    await proxy.close();
  });

  it('keeps limiting while Redis is gone, and counts in Redis again once it is back', async () => {
    const store = withFallback(redisRateLimitStore(redis, prefix), databaseRateLimitStore(h.db), () => redis.status === 'ready');
    const limiter = new RateLimiter(store, () => Date.now());
    const who = key('outage');
    await expect.poll(() => redis.status).toBe('ready');
    for (let i = 0; i < 3; i++) expect(await limiter.hit('loginAccount', who)).toBeNull();
    expect(await redis.get(`${prefix}loginAccount:${who}`)).toBe('3');

    proxy.cut();
    await expect.poll(() => redis.status).not.toBe('ready');
    // Ten more attempts during the outage: the eleventh of them is refused, not let through.
    for (let i = 0; i < 10; i++) expect(await limiter.hit('loginAccount', who)).toBeNull();
    expect(await limiter.hit('loginAccount', who)).toBeGreaterThan(0);
    expect(await limiter.blocked('loginAccount', who)).toBeGreaterThan(0);

    proxy.restore();
    await expect.poll(() => redis.status, { timeout: 5_000 }).toBe('ready');
    expect(await limiter.hit('loginAccount', who)).toBeNull();
    expect(await redis.get(`${prefix}loginAccount:${who}`)).toBe('4');
    await redis.del(`${prefix}loginAccount:${who}`);
  });
});
