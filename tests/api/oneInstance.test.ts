import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { onOneInstance } from '../../src/server/db/oneInstance';

/** Background work (simulator, news feed, clean-up) runs in one of the instances sharing PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('work run by one instance (postgres)', () => {
  const url = process.env.DATABASE_URL as string;

  it('runs in one of two instances; when that one stops or loses its connection, the other takes over', async () => {
    const name = `test-${randomBytes(4).toString('hex')}`;
    const runs: string[] = [];
    const work = (who: string) => () => {
      runs.push(`start ${who}`);
      return () => runs.push(`stop ${who}`);
    };
    const first = onOneInstance(url, name, work('first'), 100);
    await expect.poll(() => first.running()).toBe(true);
    // The second's tries for the lock (the first holds it already), so its refusals can be awaited.
    const tries = vi.spyOn(pg.Client.prototype, 'query');
    const lockTries = () => tries.mock.calls.filter(([text]) => String(text).includes('pg_try_advisory_lock')).length;
    const second = onOneInstance(url, name, work('second'), 100);
    // The second keeps trying and does not start while the first holds it.
    await expect.poll(lockTries).toBeGreaterThanOrEqual(2);
    expect(second.running()).toBe(false);
    tries.mockRestore();

    await first.stop();
    await expect.poll(() => second.running()).toBe(true);
    expect(runs).toEqual(['start first', 'stop first', 'start second']);

    // The second's connection is cut (a failover): it stops its work, and a third takes over.
    const third = onOneInstance(url, name, work('third'), 100);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [`funding-platform ${name}`]);
    await admin.end();
    await expect.poll(() => second.running()).toBe(false);
    await expect.poll(() => second.running() || third.running()).toBe(true);
    expect(runs.filter((line) => line.startsWith('start'))).toHaveLength(3);
    await Promise.all([second.stop(), third.stop()]);
  });
});

describe('work run by one instance (pglite)', () => {
  it('runs the work at once on the embedded database (one process by design)', async () => {
    let started = 0;
    const only = onOneInstance(undefined, 'embedded', () => {
      started += 1;
      return () => undefined;
    });
    expect(only.running()).toBe(true);
    expect(started).toBe(1);
    await only.stop();
  });
});
