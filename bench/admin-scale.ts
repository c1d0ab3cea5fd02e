// Issue 11 "Fast at a firm's scale": every admin list and the dashboard against a firm-sized data set
// (100,000 users, 150,000 orders, 200,000 trading accounts, 1,000,000 deals, 20,000 payouts, 500,000
// audit rows, certificates in proportion), through the Hono app in-process (server time, no network),
// on PostgreSQL (the budgets) and on the embedded PGlite (shown beside, for information).
// Run through `npm run bench` (or `npx tsx bench/admin-scale.ts`; BENCH_ONLY=admin-scale npm run bench).
// Environment: BENCH_ADMIN_TARGETS=postgres,pglite (default both), BENCH_ADMIN_SCALE (a fraction of the
// full set, for trials), BENCH_RUNS (30), BENCH_ADMIN_PG (the server, default postgres://postgres@127.0.0.1:5432/test),
// BENCH_ADMIN_KEEP=1 keeps the bench_admin database for EXPLAIN by hand. Exits 1 when a PostgreSQL p95 is over budget.
// See docs/decisions/032-admin-lists-at-scale.md.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { provisionAccount } from '../src/server/accounts/lifecycle';
import { createApp } from '../src/server/app';
import { startSession } from '../src/server/auth/sessions';
import { ingestBatch } from '../src/server/bridge/ingestion';
import { defaultCatalogue } from '../src/server/challenges/catalogue';
import { firstVersion } from '../src/server/challenges/versions';
import { type DatabaseHandle, openDatabase } from '../src/server/db';
import { challenges, users } from '../src/server/db/schema';
import { tradeHistory } from '../src/server/demo/history';
import { randomSource } from '../src/server/demo/market';
import { localLiveBus } from '../src/server/live/bus';
import { fullScale, type Scale, seedStatements } from './admin-scale-seed';
import { benchServices } from './services';

const LIST_BUDGET_MS = 100;
const DASHBOARD_BUDGET_MS = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const fraction = Number(process.env.BENCH_ADMIN_SCALE ?? 1);
const scale = Object.fromEntries(Object.entries(fullScale).map(([key, n]) => [key, Math.max(10, Math.round(n * fraction))])) as Scale;
const targets = (process.env.BENCH_ADMIN_TARGETS ?? 'postgres,pglite').split(',').map((target) => target.trim());
const serverUrl = process.env.BENCH_ADMIN_PG ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDatabase = 'bench_admin';
/** Deals of the one account whose report is read (ingested with its projections, as the bridge would). */
const REPORT_DEALS = 5_000;
const now = new Date();

type Timing = { p50: number; p95: number; runs: number };
type Case = { group: string; label: string; path: string; budget: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

async function seed(handle: DatabaseHandle, name: string) {
  const started = performance.now();
  await handle.db
    .insert(challenges)
    .values(
      defaultCatalogue.map((product, index) =>
        firstVersion({ ...product, sortOrder: index, createdAt: new Date(now.getTime() - 800 * 86_400_000) }),
      ),
    );
  for (const statement of seedStatements(scale, now)) {
    const start = performance.now();
    try {
      // One command per call: PGlite prepares each query and takes no lists of commands.
      for (const command of statement.sql.split(/;\s*(?:\n|$)/).filter((part) => part.trim() !== ''))
        await handle.db.execute(sql.raw(command));
    } catch (error) {
      const cause = (error as { cause?: Error }).cause ?? error;
      throw new Error(`Seeding ${statement.label} failed: ${(cause as Error).message}`);
    }
    console.log(`  ${name}: ${statement.label} in ${seconds(start)}`);
  }
  const start = performance.now();
  await handle.db.execute(sql.raw('vacuum analyze'));
  console.log(`  ${name}: VACUUM ANALYZE in ${seconds(start)}; seeded in ${seconds(started)}`);
}

async function fresh(target: string): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> {
  if (target === 'postgres') {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${benchDatabase} with (force)`);
    await admin.query(`create database ${benchDatabase}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${benchDatabase}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    return {
      handle,
      cleanup: async () => {
        if (process.env.BENCH_ADMIN_KEEP === '1') return;
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists ${benchDatabase} with (force)`);
        await client.end();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fp-bench-admin-'));
  const handle = await openDatabase({ dataDir });
  return { handle, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Every admin list (first page, a deep page, the default and another sort, a filter or search) and the dashboard. */
function cases(ids: { memberId: string; accountId: string; code: string; orderNumber: string; searchName: string }): Case[] {
  const list = (group: string, label: string, path: string): Case => ({ group, label, path, budget: LIST_BUDGET_MS });
  const lastUsers = Math.ceil(scale.users / 25);
  const lastOrders = Math.ceil(scale.orders / 50);
  const lastPayouts = Math.ceil(scale.payouts / 25);
  const q = encodeURIComponent(ids.searchName);
  const day = (offset: number) => new Date(now.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  const account = `/api/accounts/${ids.accountId}`;
  return [
    list('baseline', 'GET /api/health', '/api/health'),
    list('users', 'first page (-created)', '/api/users'),
    list('users', `page ${lastUsers} (last)`, `/api/users?page=${lastUsers}`),
    list('users', 'page 2000', '/api/users?page=2000'),
    list('users', 'sort=name', '/api/users?sort=name'),
    list('users', 'sort=name page 2000', '/api/users?sort=name&page=2000'),
    list('users', 'sort=-lastLogin', '/api/users?sort=-lastLogin'),
    list('users', 'sort=-totalPaid', '/api/users?sort=-totalPaid'),
    list('users', 'sort=-accounts', '/api/users?sort=-accounts'),
    list('users', 'status=Suspended', '/api/users?status=Suspended'),
    list('users', `q=${ids.searchName}`, `/api/users?q=${q}`),
    list('users', 'q=gmail (many)', '/api/users?q=gmail'),
    list('users', 'from–to 30 days', `/api/users?from=${day(30)}&to=${day(0)}`),
    list('orders', 'first page (-created)', '/api/admin/orders'),
    list('orders', `page ${lastOrders} (last)`, `/api/admin/orders?page=${lastOrders}`),
    list('orders', 'page 2000', '/api/admin/orders?page=2000'),
    list('orders', 'sort=-total', '/api/admin/orders?sort=-total'),
    list('orders', 'sort=-total page 2000', '/api/admin/orders?sort=-total&page=2000'),
    list('orders', 'sort=number', '/api/admin/orders?sort=number'),
    list('orders', 'status=refunded', '/api/admin/orders?status=refunded'),
    list('orders', 'status=pending page 100', '/api/admin/orders?status=pending&page=100'),
    list('orders', `q=${ids.searchName}`, `/api/admin/orders?q=${q}`),
    list('orders', 'q=<order number>', `/api/admin/orders?q=${encodeURIComponent(ids.orderNumber)}`),
    list('orders', 'from–to 30 days', `/api/admin/orders?from=${day(30)}&to=${day(0)}`),
    list('payouts', 'first page (-requested)', '/api/admin/payouts'),
    list('payouts', `page ${lastPayouts} (last)`, `/api/admin/payouts?page=${lastPayouts}`),
    list('payouts', 'sort=-amount', '/api/admin/payouts?sort=-amount'),
    list('payouts', 'status=requested', '/api/admin/payouts?status=requested'),
    list('payouts', 'status=paid page 200', '/api/admin/payouts?status=paid&page=200'),
    list('payouts', `q=${ids.searchName}`, `/api/admin/payouts?q=${q}`),
    list('payouts', 'summary', '/api/admin/payouts/summary'),
    list('certificates', 'first page (-issued)', '/api/admin/certificates'),
    list('certificates', 'page 2000', '/api/admin/certificates?page=2000'),
    list('certificates', 'sort=issued', '/api/admin/certificates?sort=issued'),
    list('certificates', 'kind=payout', '/api/admin/certificates?kind=payout'),
    list('certificates', 'state=revoked', '/api/admin/certificates?state=revoked'),
    list('certificates', 'q=<code>', `/api/admin/certificates?q=${ids.code}`),
    list('certificates', `q=${ids.searchName}`, `/api/admin/certificates?q=${q}`),
    list('audit', 'first page (-created)', '/api/admin/audit'),
    list('audit', 'page 2000', '/api/admin/audit?page=2000'),
    list('audit', 'page 20000 (last)', `/api/admin/audit?page=${Math.ceil(scale.audit / 25)}`),
    list('audit', 'sort=created', '/api/admin/audit?sort=created'),
    list('audit', 'actor=system', '/api/admin/audit?actor=system'),
    list('audit', 'action=order.refunded', '/api/admin/audit?action=order.refunded'),
    list('audit', 'subjectType=payout', '/api/admin/audit?subjectType=payout'),
    list('audit', `actor=${ids.searchName}`, `/api/admin/audit?actor=${q}`),
    list('audit', 'subject=<order number>', `/api/admin/audit?subject=${encodeURIComponent(ids.orderNumber)}`),
    list('audit', 'actions', '/api/admin/audit/actions'),
    list('member accounts', 'status=all', `/api/admin/users/${ids.memberId}/accounts?status=all`),
    list('member accounts', 'sort=-balance', `/api/admin/users/${ids.memberId}/accounts?status=all&sort=-balance`),
    list('account report', 'account', account),
    list('account report', 'daily', `${account}/daily`),
    list('account report', 'equity', `${account}/equity?points=600`),
    list('account report', 'statistics', `${account}/statistics`),
    list('account report', 'trades', `${account}/trades`),
    list('account report', 'trades sort=result', `${account}/trades?sort=result`),
    list('account report', 'trades page 100', `${account}/trades?page=100`),
    list('account report', 'deals', `${account}/deals`),
    list('account report', 'deals page 100 (last)', `${account}/deals?page=${Math.ceil(REPORT_DEALS / 50)}`),
    list('discount codes', 'first page', '/api/admin/discount-codes'),
    list('discount codes', 'last page', `/api/admin/discount-codes?page=${Math.ceil(scale.discounts / 50)}`),
    list('challenges', 'catalogue', '/api/admin/challenges'),
    { group: 'dashboard', label: '30 days', path: `/api/admin/dashboard?from=${day(29)}&to=${day(0)}`, budget: DASHBOARD_BUDGET_MS },
    { group: 'dashboard', label: '366 days', path: `/api/admin/dashboard?from=${day(365)}&to=${day(0)}`, budget: DASHBOARD_BUDGET_MS },
  ];
}

async function measureTarget(target: string): Promise<Map<string, Timing>> {
  console.log(`\nAdmin lists at scale (issue 11): seeding ${target}…`);
  const { handle, cleanup } = await fresh(target);
  const live = localLiveBus();
  const results = new Map<string, Timing>();
  try {
    await seed(handle, target);
    let clock = now.getTime();
    const services = benchServices(handle, live, () => clock);
    const app = createApp(services);

    // The bench's administrator, and a member with a few accounts, one with a report's worth of history.
    const [admin] = await handle.db
      .insert(users)
      .values({ email: 'bench-admin@example.com', passwordHash: 'x', firstName: 'Bench', lastName: 'Admin', role: 'ADMIN' })
      .returning();
    const [member] = await handle.db
      .insert(users)
      .values({ email: 'bench-member@example.com', passwordHash: 'x', firstName: 'Bench', lastName: 'Member' })
      .returning();
    const [challenge] = await handle.db.select().from(challenges).where(eq(challenges.slug, 'two-step-100k'));
    if (!admin || !member || !challenge) throw new Error('Bench set-up failed');
    const startedAt = new Date(now.getTime() - 60 * 86_400_000);
    const accounts = [];
    for (let i = 0; i < 12; i++) {
      accounts.push(
        await provisionAccount(handle.db, {
          userId: member.id,
          challenge,
          phase: 1 + (i % 2),
          funded: i % 3 === 0,
          orderId: null,
          startedAt,
        }),
      );
    }
    const reportAccount = accounts[0];
    if (!reportAccount) throw new Error('No account');
    const events = [];
    let deals = 0;
    for (const event of tradeHistory({
      random: randomSource(11),
      from: startedAt,
      to: new Date(now.getTime() - 86_400_000),
      initialBalance: challenge.accountSize * 1000,
      tradesPerDay: Math.ceil(REPORT_DEALS / 2 / 58),
      winRate: 0.5,
      riskPct: 0.0005,
      ticketPrefix: 'r-',
    })) {
      if (event.kind === 'deal') {
        if (deals === REPORT_DEALS) break;
        deals += 1;
      }
      events.push(event);
    }
    const ingestStart = performance.now();
    for (let i = 0; i < events.length; i += 1000) {
      const batch = events.slice(i, i + 1000);
      clock = Date.parse(batch[batch.length - 1]?.time ?? now.toISOString()) + 60_000;
      await ingestBatch(services, { accountLogin: reportAccount.login, events: batch });
    }
    clock = now.getTime();
    console.log(`  ${target}: report account: ${deals} deals ingested in ${seconds(ingestStart)}`);
    await handle.db.execute(sql.raw('analyze'));

    const token = await startSession(services, admin, { ip: '127.0.0.1', geolocation: null, userAgent: 'bench' });
    const request = async (path: string) => {
      const response = await app.request(
        path,
        { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } },
        { clientAddress: '127.0.0.1' },
      );
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body}`);
      return body;
    };
    const pick = async (query: string) =>
      ((await handle.db.execute(sql.raw(query))) as unknown as { rows: Record<string, string>[] }).rows[0];
    const ids = {
      memberId: member.id,
      accountId: reportAccount.id,
      code: (await pick(`select code from certificates order by code offset 777 limit 1`))?.code ?? 'X',
      orderNumber: (await pick(`select number from orders order by number offset 4242 limit 1`))?.number ?? 'FP-',
      searchName: 'novak',
    };
    for (const item of cases(ids)) {
      const first = performance.now();
      await request(item.path);
      // A case slower than a second is measured fewer times (PGlite's deep pages), said in the table.
      const slow = performance.now() - first > 1000;
      for (let i = 1; i < (slow ? 1 : WARMUP); i++) await request(item.path);
      const runs = slow ? 5 : RUNS;
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        await request(item.path);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const timing = { p50: percentile(times, 50), p95: percentile(times, 95), runs };
      results.set(`${item.group}|${item.label}`, timing);
      if (process.env.BENCH_ADMIN_VERBOSE === '1') console.log(`  ${target}: ${item.group} ${item.label}: p95 ${timing.p95.toFixed(1)} ms`);
    }
    // A trivial query through the same driver: the floor every answer stands on.
    const times: number[] = [];
    for (let i = 0; i < RUNS + WARMUP; i++) {
      const start = performance.now();
      await handle.db.execute(sql`select 1`);
      if (i >= WARMUP) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    results.set('baseline|select 1', { p50: percentile(times, 50), p95: percentile(times, 95), runs: RUNS });
    return results;
  } finally {
    await live.close();
    await handle.close();
    await cleanup();
  }
}

async function main() {
  console.log(
    `\nAdmin lists at scale: ${Object.entries(scale)
      .map(([key, n]) => `${n.toLocaleString('en')} ${key}`)
      .join(', ')}; p50/p95 of ${RUNS} runs, server time in-process`,
  );
  const byTarget = new Map<string, Map<string, Timing>>();
  for (const target of targets) byTarget.set(target, await measureTarget(target));
  const pgResults = byTarget.get('postgres');
  const liteResults = byTarget.get('pglite');
  const health = (results: Map<string, Timing> | undefined) => results?.get('baseline|GET /api/health')?.p95;
  const all = cases({ memberId: '', accountId: '', code: '', orderNumber: '', searchName: 'novak' });
  const keys = [
    ...all.map((item) => ({ key: `${item.group}|${item.label}`, budget: item.budget })),
    { key: 'baseline|select 1', budget: LIST_BUDGET_MS },
  ];
  let failures = 0;
  const rows = keys.map(({ key, budget }) => {
    const [group, label] = key.split('|');
    const a = pgResults?.get(key);
    const b = liteResults?.get(key);
    const pass = a ? a.p95 < budget : undefined;
    if (pass === false && group !== 'baseline') failures += 1;
    const ratio = (t: Timing | undefined, base: number | undefined) => (t && base ? (t.p95 / base).toFixed(1) : '');
    return {
      list: group,
      case: label,
      'pg p50': a ? a.p50.toFixed(1) : '',
      'pg p95': a ? a.p95.toFixed(1) : '',
      'pg ÷ health': ratio(a, health(pgResults)),
      'pglite p50': b ? b.p50.toFixed(1) : '',
      'pglite p95': b ? `${b.p95.toFixed(1)}${b.runs < RUNS ? ` (${b.runs} runs)` : ''}` : '',
      'pglite ÷ health': ratio(b, health(liteResults)),
      budget: `< ${budget}`,
      'pg verdict': pass === undefined ? '—' : pass ? 'PASS' : 'FAIL',
    };
  });
  console.table(rows);
  if (!pgResults) console.log('PostgreSQL not measured (BENCH_ADMIN_TARGETS): no budget checked.');
  else
    console.log(
      failures === 0
        ? `PASS: every admin list under ${LIST_BUDGET_MS} ms and the dashboard under ${DASHBOARD_BUDGET_MS} ms at p95 on PostgreSQL`
        : `FAIL: ${failures} case(s) over budget at p95 on PostgreSQL`,
    );
  if (failures > 0) process.exitCode = 1;
}

await main();
