import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { and, eq, gte, inArray, like } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../src/server/db';
import { deals, invoices, orders, tradingAccounts, users } from '../../src/server/db/schema';
import { billing } from '../builders/orders';
import { startOwnServer } from './ownServer';
import { member } from './session';

/**
 * kill -9 while orders are bought and a trading platform reports deals, then a restart: every
 * write the server acknowledged is there, and nothing is half-written (an order paid without its
 * invoice or account, part of a deal batch).
 */
const bridgeSecret = 'faults-bridge-secret-0123456789-abcdefghij';
const postgresServer = process.env.DATABASE_URL;

for (const driver of ['pglite', 'postgres'] as const) {
  test(`kill -9 during concurrent orders and deal ingestion loses no acknowledged write and leaves none half done (${driver})`, async ({
    baseURL,
  }) => {
    test.skip(driver === 'postgres' && !postgresServer, 'needs PostgreSQL: DATABASE_URL (CI sets it)');
    test.setTimeout(300_000);
    const port = Number(new URL(baseURL ?? '').port) + (driver === 'pglite' ? 40 : 41);
    const dataDir = `.e2e-data/faults-${port}`;
    const database = `fp_faults_${process.pid}`;
    let databaseUrl = '';
    const admin = postgresServer && driver === 'postgres' ? new pg.Client({ connectionString: postgresServer }) : null;
    if (admin) {
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.query(`create database ${database}`);
      databaseUrl = Object.assign(new URL(postgresServer as string), { pathname: `/${database}` }).toString();
    }
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, BRIDGE_SECRET: bridgeSecret, LOG_LEVEL: 'warn' };
    let server = startOwnServer(port, env);
    try {
      await server.ready();
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
        fetch(`${server.base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
      const login = await post('/api/auth/login', { email: member.email, password: member.password, userGeolocation: null });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const auth = { authorization: `Bearer ${accessToken}` };
      const accounts = (await (await fetch(`${server.base}/api/accounts?status=all`, { headers: auth })).json()) as {
        items: { login: string; status: string }[];
      };
      const account = accounts.items.find((item) => item.status === 'active');
      if (!account) throw new Error('The demo member has no active account');
      const catalogue = (await (await fetch(`${server.base}/api/challenges`)).json()) as { items: { id: string }[] };
      const challengeId = catalogue.items[0]?.id;

      // Writers that keep going until the server dies, noting what it acknowledged.
      const startedAt = new Date();
      const acknowledgedOrders: string[] = [];
      const acknowledgedBatches: string[] = [];
      let stop = false;
      const buyer = async () => {
        while (!stop) {
          const answer = await post(
            '/api/orders',
            { challengeId, billing: { ...billing, email: member.email }, provider: 'demo', acceptTerms: true },
            auth,
          ).catch(() => null);
          if (answer?.status === 201) acknowledgedOrders.push(((await answer.json()) as { id: string }).id);
        }
      };
      let batchNumber = 0;
      const platform = async () => {
        while (!stop) {
          batchNumber += 1;
          const batch = `F${process.pid}-${driver}-${batchNumber}`;
          const time = new Date(Date.now() - 60_000).toISOString();
          // Closed at no profit: the account's rules stay as they are.
          const events = Array.from({ length: 5 }, (_, i) => [
            { kind: 'deal', time, entry: 'in', profit: 0, ticket: `${batch}-${i}`, symbol: 'EURUSD', side: 'buy', volume: 0.1 },
            { kind: 'deal', time, entry: 'out', profit: 0, ticket: `${batch}-${i}`, symbol: 'EURUSD', side: 'buy', volume: 0.1 },
          ]).flat();
          const body = JSON.stringify({ accountLogin: account.login, events });
          const signature = `sha256=${createHmac('sha256', bridgeSecret).update(body).digest('hex')}`;
          const answer = await fetch(`${server.base}/api/bridge/events`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-bridge-signature': signature },
            body,
          }).catch(() => null);
          if (answer?.status === 200) acknowledgedBatches.push(batch);
        }
      };
      const writers = [buyer(), buyer(), platform(), platform()];
      await expect.poll(() => acknowledgedOrders.length >= 3 && acknowledgedBatches.length >= 3, { timeout: 60_000 }).toBe(true);
      await server.kill('SIGKILL');
      stop = true;
      await Promise.all(writers);

      // The restart opens the same data at once (the dead process's lock is taken over) and serves.
      server = startOwnServer(port, env);
      await server.ready();
      await server.kill('SIGTERM');

      const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
      try {
        const db = handle.db;
        const stored = await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, acknowledgedOrders));
        expect(stored.map((order) => order.id).sort()).toEqual([...acknowledgedOrders].sort());
        // Every order bought during the run, acknowledged or cut off by the kill, is whole if it is
        // there at all: paid, with its invoice and its account (the demo's older orders have an
        // account per passed phase, so they are left out).
        const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
        const bought = await db
          .select({ id: orders.id, status: orders.status })
          .from(orders)
          .where(and(eq(orders.userId, owner?.id ?? ''), gte(orders.createdAt, startedAt)));
        expect(bought.length).toBeGreaterThanOrEqual(acknowledgedOrders.length);
        for (const order of bought) {
          expect(order.status, order.id).toBe('paid');
          expect(
            await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id)),
            `invoice of ${order.id}`,
          ).toHaveLength(1);
          expect(
            await db.select({ id: tradingAccounts.id }).from(tradingAccounts).where(eq(tradingAccounts.orderId, order.id)),
            `account of ${order.id}`,
          ).toHaveLength(1);
        }
        // Deal batches: each acknowledged one whole, and no batch in part.
        const written = await db
          .select({ ticket: deals.ticket })
          .from(deals)
          .where(like(deals.ticket, `F${process.pid}-${driver}-%`));
        const perBatch = new Map<string, number>();
        for (const { ticket } of written) {
          const batch = ticket.slice(0, ticket.lastIndexOf('-'));
          perBatch.set(batch, (perBatch.get(batch) ?? 0) + 1);
        }
        for (const batch of acknowledgedBatches) expect(perBatch.get(batch), batch).toBe(10);
        for (const [batch, count] of perBatch) expect(count, batch).toBe(10);
      } finally {
        await handle.close();
      }
    } finally {
      await server.kill();
      if (admin) {
        await admin.query(`drop database if exists ${database} with (force)`);
        await admin.end();
      }
    }
  });
}
