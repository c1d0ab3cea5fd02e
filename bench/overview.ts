// Issue 7 "Fast as history grows": every overview answer for an account with 100,000 deals, next to
// the same answer for an account with 100 deals, through the Hono app on the embedded PGlite.
// Run through `npm run bench` (or `npx tsx bench/overview.ts`). Exits 1 when a p95 is over budget.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { AccountEvent } from '../src/domain/rules';
import { provisionAccount } from '../src/server/accounts/lifecycle';
import { createApp } from '../src/server/app';
import { startSession } from '../src/server/auth/sessions';
import { ingestBatch } from '../src/server/bridge/ingestion';
import { defaultCatalogue } from '../src/server/challenges/catalogue';
import { firstVersion } from '../src/server/challenges/versions';
import { openDatabase } from '../src/server/db';
import { accountDays, accountSymbols, accountTrades, challenges, type TradingAccount, users } from '../src/server/db/schema';
import { tradeHistory } from '../src/server/demo/history';
import { randomSource } from '../src/server/demo/market';
import { localLiveBus } from '../src/server/live/bus';
import { benchServices } from './services';

const BUDGET_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 10;
const SMALL = 100;
const LARGE = Number(process.env.BENCH_DEALS ?? 100_000);
const startedAt = Date.parse('2024-01-01T07:00:00.000Z');
// Large enough that the generated trades never reach a loss limit (a funded account has no target).
const accountSize = 10_000_000_000;

/** A trader's history with exactly `dealCount` deals (and the snapshot after each close), ~70 trades a day. */
function history(dealCount: number, seed: number): AccountEvent[] {
  const events: AccountEvent[] = [];
  let deals = 0;
  let from = startedAt + 3_600_000;
  for (let part = 0; deals < dealCount; part++) {
    const chunk = tradeHistory({
      random: randomSource(seed + part),
      from: new Date(from),
      to: new Date(from + 7 * 86_400_000),
      initialBalance: accountSize,
      tradesPerDay: 70,
      winRate: 0.5,
      riskPct: 0.0005,
      ticketPrefix: `${part}-`,
    });
    for (const event of chunk) {
      if (event.kind === 'deal') {
        if (deals === dealCount) break;
        deals += 1;
      }
      events.push(event);
    }
    from += 7 * 86_400_000;
  }
  return events;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fp-bench-overview-'));
  const handle = await openDatabase({ dataDir });
  const live = localLiveBus();
  try {
    let clock = Date.now();
    const services = benchServices(handle, live, () => clock);
    const app = createApp(services);
    const base = defaultCatalogue[0];
    if (!base) throw new Error('No default challenge');
    const [challenge] = await handle.db
      .insert(challenges)
      .values(firstVersion({ ...base, slug: 'bench-overview', name: 'Bench overview', accountSize, active: false }))
      .returning();
    const [member] = await handle.db
      .insert(users)
      .values({ email: 'bench-overview@example.com', passwordHash: 'x', firstName: 'Bench', lastName: 'Mark' })
      .returning();
    if (!challenge || !member) throw new Error('Bench set-up failed');

    const open = () =>
      provisionAccount(handle.db, { userId: member.id, challenge, phase: 1, funded: true, orderId: null, startedAt: new Date(startedAt) });
    const feed = async (account: TradingAccount, events: AccountEvent[]) => {
      const start = performance.now();
      for (let i = 0; i < events.length; i += 1000) {
        const batch = events.slice(i, i + 1000);
        clock = Date.parse(batch[batch.length - 1]?.time ?? new Date(clock).toISOString()) + 60_000;
        await ingestBatch(services, { accountLogin: account.login, events: batch });
      }
      return performance.now() - start;
    };

    const small = await open();
    const large = await open();
    const smallEvents = history(SMALL, 1);
    const largeEvents = history(LARGE, 1);
    await feed(small, smallEvents);
    const ingestMs = await feed(large, largeEvents);
    console.log(
      `\nOverview answers (issue 7): ${SMALL} vs ${LARGE.toLocaleString('en')} deals (${largeEvents.length.toLocaleString('en')} events, ingested in batches of 1000 at ${Math.round(largeEvents.length / (ingestMs / 1000)).toLocaleString('en')} events/s with the projections)`,
    );

    const token = await startSession(services, member, { ip: '127.0.0.1', geolocation: null, userAgent: 'bench' });
    const request = async (path: string) => {
      const response = await app.request(
        path,
        { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } },
        {
          clientAddress: '127.0.0.1',
        },
      );
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body}`);
      return body;
    };
    // Filters that select something in each account: its most traded symbol, its busiest close day.
    const filters = async (account: TradingAccount) => {
      const [symbol] = await handle.db
        .select({ symbol: accountSymbols.symbol })
        .from(accountSymbols)
        .where(eq(accountSymbols.accountId, account.id))
        .orderBy(sql`${accountSymbols.trades} desc`, asc(accountSymbols.symbol))
        .limit(1);
      const [day] = await handle.db
        .select({ day: accountDays.day })
        .from(accountDays)
        .where(eq(accountDays.accountId, account.id))
        .orderBy(sql`${accountDays.closed} desc`, asc(accountDays.day))
        .limit(1);
      return { symbol: symbol?.symbol ?? 'EURUSD', day: day?.day ?? '2024-01-01' };
    };
    const answers = (account: TradingAccount, filter: { symbol: string; day: string }): [string, string][] => {
      const at = `/api/accounts/${account.id}`;
      return [
        ['GET /accounts/:id', at],
        ['/daily', `${at}/daily`],
        ['/equity?points=600', `${at}/equity?points=600`],
        ['/statistics', `${at}/statistics`],
        ...['-time', 'time', 'symbol', '-symbol', 'result', '-result'].map((sort): [string, string] => [
          `/trades?sort=${sort}`,
          `${at}/trades?sort=${sort}`,
        ]),
        ['/trades?symbol=…', `${at}/trades?symbol=${encodeURIComponent(filter.symbol)}`],
        ['/trades?day=…', `${at}/trades?day=${filter.day}`],
      ];
    };
    type Timing = { p50: number; p95: number };
    const measure = async (path: string): Promise<Timing> => {
      for (let i = 0; i < WARMUP; i++) await request(path);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await request(path);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      return { p50: percentile(times, 50), p95: percentile(times, 95) };
    };

    const smallAnswers = answers(small, await filters(small));
    const largeAnswers = answers(large, await filters(large));
    // First right after the bulk ingestion (PGlite's statistics as the server's minute-by-minute
    // ANALYZE of changed tables left them, possibly none yet), then with fresh statistics.
    const fresh: { a: Timing; b: Timing }[] = [];
    for (let i = 0; i < smallAnswers.length; i++) {
      fresh.push({
        a: await measure((smallAnswers[i] as [string, string])[1]),
        b: await measure((largeAnswers[i] as [string, string])[1]),
      });
    }
    await handle.db.execute(sql`analyze`);
    const rows: Record<string, string>[] = [];
    let failures = 0;
    for (let i = 0; i < smallAnswers.length; i++) {
      const { a, b } = fresh[i] as { a: Timing; b: Timing };
      const c = await measure((largeAnswers[i] as [string, string])[1]);
      const pass = a.p95 < BUDGET_MS && b.p95 < BUDGET_MS && c.p95 < BUDGET_MS;
      if (!pass) failures += 1;
      rows.push({
        answer: (smallAnswers[i] as [string, string])[0],
        [`${SMALL} p50 ms`]: a.p50.toFixed(2),
        [`${SMALL} p95 ms`]: a.p95.toFixed(2),
        [`${LARGE / 1000}k p50 ms`]: b.p50.toFixed(2),
        [`${LARGE / 1000}k p95 ms`]: b.p95.toFixed(2),
        'p95 ratio': (b.p95 / a.p95).toFixed(2),
        [`${LARGE / 1000}k p95 analyzed`]: c.p95.toFixed(2),
        [`< ${BUDGET_MS} ms`]: pass ? 'PASS' : 'FAIL',
      });
    }
    console.table(rows);

    // The whole CSV of the large account, streamed (not an overview answer; shown for scale).
    const [{ trades } = { trades: 0 }] = await handle.db
      .select({ trades: sql<number>`count(*)::int` })
      .from(accountTrades)
      .where(eq(accountTrades.accountId, large.id));
    const exportStart = performance.now();
    const csv = await request(`/api/accounts/${large.id}/trades/export`);
    console.log(
      `CSV export of ${Number(trades).toLocaleString('en')} trades: ${(csv.length / 1e6).toFixed(1)} MB in ${Math.round(performance.now() - exportStart)} ms`,
    );

    // How the symbol list is read: the small account_symbols table, against a DISTINCT over the
    // trades' (account, symbol, close time) index.
    const symbolRuns = async (query: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < 50; i++) {
        const start = performance.now();
        await query();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      return `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`;
    };
    console.table([
      {
        'symbols of the large account': 'account_symbols table',
        time: await symbolRuns(() =>
          handle.db.select({ symbol: accountSymbols.symbol }).from(accountSymbols).where(eq(accountSymbols.accountId, large.id)),
        ),
      },
      {
        'symbols of the large account': 'DISTINCT over account_trades',
        time: await symbolRuns(() =>
          handle.db
            .selectDistinct({ symbol: accountTrades.symbol })
            .from(accountTrades)
            .where(eq(accountTrades.accountId, large.id))
            .orderBy(asc(accountTrades.symbol)),
        ),
      },
    ]);
    console.log(
      failures === 0
        ? `PASS: every overview answer under ${BUDGET_MS} ms at p95`
        : `FAIL: ${failures} answer(s) over ${BUDGET_MS} ms at p95`,
    );
    if (failures > 0) process.exitCode = 1;
  } finally {
    await live.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
