import { createServer, request as httpRequest, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startOwnServer } from './ownServer';
import { member } from './session';

/**
 * Two instances on their own ports sharing one PostgreSQL database and Redis, behind a small
 * round-robin proxy, as several machines behind a load balancer (docs/operations.md).
 */
const databaseServer = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

test('two instances share sessions, sign-outs and rate limits, and run background work once', async ({ baseURL }) => {
  test.skip(!databaseServer || !redisUrl, 'needs PostgreSQL and Redis: DATABASE_URL and REDIS_URL (CI sets both)');
  test.setTimeout(240_000);
  const base = Number(new URL(baseURL ?? '').port) + 30;
  const database = `fp_instances_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseServer });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  const databaseUrl = Object.assign(new URL(databaseServer as string), { pathname: `/${database}` }).toString();

  const instances: ReturnType<typeof startOwnServer>[] = [];
  /** Starts an instance and waits until it says it is ready. */
  const start = async (port: number) => {
    const instance = startOwnServer(port, {
      DATA_DIR: `.e2e-data/instance-${port}`,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl as string,
      JWT_SECRET: 'instances-shared-jwt-secret-0123456789abcdef',
      BRIDGE_SECRET: 'instances-shared-bridge-secret-0123456789ab',
      TWO_FACTOR_KEY: 'instances-shared-two-factor-key-0123456789',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    });
    instances.push(instance);
    await instance.ready();
  };

  // The load balancer: each request to the next instance in turn.
  let turn = 0;
  const ports = [base, base + 1];
  const balancer: Server = createServer((incoming, outgoing) => {
    turn += 1;
    const upstream = httpRequest(
      { host: '127.0.0.1', port: ports[turn % 2], path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instance': String(ports[turn % 2]) });
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
  try {
    // One after the other: the first migrates and seeds the demo accounts, the second finds them.
    const startedAt = Date.now();
    await start(ports[0] as number);
    await start(ports[1] as number);
    await new Promise<void>((resolve) => balancer.listen(base + 2, '127.0.0.1', resolve));
    const through = `http://127.0.0.1:${base + 2}`;
    const on = (port: number | undefined) => `http://127.0.0.1:${port}`;
    const json = { 'content-type': 'application/json' };

    // A session made through the balancer verifies on both instances.
    const login = await fetch(`${through}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: member.email, password: member.password, userGeolocation: null }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const verify = (port: number | undefined) =>
      fetch(`${on(port)}/api/auth/verify-token`, { headers: { authorization: `Bearer ${accessToken}` } }).then((answer) => answer.status);
    expect([await verify(ports[0]), await verify(ports[1])]).toEqual([200, 200]);

    // Signed out on the first: the second refuses the session within a second.
    const logout = await fetch(`${on(ports[0])}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } });
    expect(logout.status).toBe(200);
    expect(await verify(ports[0])).toBe(401);
    await expect.poll(() => verify(ports[1]), { timeout: 1_000, intervals: [50] }).toBe(401);

    // Wrong passwords spread over both instances count together: the eleventh is refused.
    const address = `10.77.${process.pid % 250}.${Date.now() % 250}`;
    const attempt = () =>
      fetch(`${through}/api/auth/login`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': address },
        body: JSON.stringify({ email: member.email, password: 'Wrong#2026', userGeolocation: null }),
      });
    const served = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const answer = await attempt();
      expect(answer.status, `attempt ${i + 1}`).toBe(400);
      served.add(answer.headers.get('x-instance') ?? '');
    }
    expect(served.size).toBe(2);
    expect((await attempt()).status).toBe(429);

    // Background work runs once: each minute's run of the account deadlines is one job of the shared
    // queue, whichever instance queued it and whichever took it (decision 038).
    const jobs = new pg.Client({ connectionString: databaseUrl });
    await jobs.connect();
    try {
      const runs = async () =>
        (
          await jobs.query<{ slot: string; state: string }>(
            `select singleton_on::text as slot, state from pgboss.job where name = 'account-deadlines'`,
          )
        ).rows;
      await expect.poll(async () => (await runs()).filter((run) => run.state === 'completed').length).toBeGreaterThanOrEqual(1);
      const all = await runs();
      const minutes = Math.ceil((Date.now() - startedAt) / 60_000) + 1;
      expect(all.filter((run) => run.state === 'completed' || run.state === 'active').length).toBeLessThanOrEqual(minutes);
      expect(new Set(all.map((run) => run.slot)).size).toBe(all.length);
    } finally {
      await jobs.end();
    }
  } finally {
    balancer.close();
    for (const instance of instances) await instance.kill();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
});
