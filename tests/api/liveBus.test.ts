import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountChange, LIVE_APPLICATION, type LiveBus, localLiveBus, postgresLiveBus } from '../../src/server/live/bus';
import { Harness } from './harness';

const change = (userId = randomUUID()): AccountChange => ({ accountId: randomUUID(), userId, lastSyncedAt: '2026-03-04T15:00:00.000Z' });

async function eventually(check: () => boolean, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the in-process live bus', () => {
  it('delivers a change to the account’s and the user’s listeners only, until they unsubscribe', async () => {
    const bus = localLiveBus();
    const one = change();
    const byAccount: AccountChange[] = [];
    const byUser: AccountChange[] = [];
    const elsewhere: AccountChange[] = [];
    const offAccount = bus.subscribe({ accountId: one.accountId }, (c) => byAccount.push(c));
    const offUser = bus.subscribe({ userId: one.userId }, (c) => byUser.push(c));
    const offOther = bus.subscribe({ accountId: randomUUID() }, (c) => elsewhere.push(c));
    expect(bus.listenerCount()).toBe(3);

    await bus.publish(one);
    expect(byAccount).toEqual([one]);
    expect(byUser).toEqual([one]);
    expect(elsewhere).toEqual([]);

    offAccount();
    offUser();
    offOther();
    offOther();
    expect(bus.listenerCount()).toBe(0);
    await bus.publish(one);
    expect(byAccount).toHaveLength(1);
  });

  it('keeps delivering when one listener throws', async () => {
    const bus = localLiveBus();
    const one = change();
    const seen: string[] = [];
    bus.subscribe({ userId: one.userId }, () => {
      throw new Error('broken viewer');
    });
    bus.subscribe({ userId: one.userId }, (c) => seen.push(c.accountId));
    const quiet = console.error;
    console.error = () => {};
    try {
      await bus.publish(one);
    } finally {
      console.error = quiet;
    }
    expect(seen).toEqual([one.accountId]);
  });

  it('defaults to a ping every 15 seconds', () => {
    expect(localLiveBus().pingIntervalMs).toBe(15_000);
    expect(localLiveBus({ pingIntervalMs: 50 }).pingIntervalMs).toBe(50);
  });
});

describe.runIf(process.env.DATABASE_URL)('the PostgreSQL live bus', () => {
  // A throw-away database, so NOTIFYs of other test files never meet these.
  const h = new Harness('postgres');
  let a: LiveBus;
  let b: LiveBus;

  beforeAll(async () => {
    await h.open();
    a = h.services.live;
    b = await postgresLiveBus(h.databaseUrl!);
  }, 30_000);
  afterAll(async () => {
    await b?.close();
    await h.close();
  }, 30_000);

  it('fans a change out to every instance through one LISTEN connection each', async () => {
    const one = change();
    const onA: AccountChange[] = [];
    const onB: AccountChange[] = [];
    const offA = a.subscribe({ accountId: one.accountId }, (c) => onA.push(c));
    const offB = b.subscribe({ userId: one.userId }, (c) => onB.push(c));
    await a.publish(one);
    await eventually(() => onA.length === 1 && onB.length === 1);
    expect(onA).toEqual([one]);
    expect(onB).toEqual([one]);
    offA();
    offB();

    const admin = new pg.Client({ connectionString: h.databaseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
        [LIVE_APPLICATION],
      );
      expect(rows[0].n).toBe(2);
    } finally {
      await admin.end();
    }
  });

  it('reconnects its listener after the connection is lost', async () => {
    const admin = new pg.Client({ connectionString: h.databaseUrl });
    await admin.connect();
    const quiet = console.error;
    console.error = () => {};
    try {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
        [LIVE_APPLICATION],
      );
      const one = change();
      const seen: AccountChange[] = [];
      const off = b.subscribe({ accountId: one.accountId }, (c) => seen.push(c));
      // Published from the other instance until its listener is back (it retries after a second).
      await eventually(() => {
        if (seen.length === 0) void a.publish(one);
        return seen.length > 0;
      }, 8_000);
      off();
    } finally {
      console.error = quiet;
      await admin.end();
    }
  });
});
