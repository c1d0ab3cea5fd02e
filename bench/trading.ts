// Rule engine and ingestion throughput, each next to the figure it is compared with.
// Run through `npm run bench` (tsx, so it can load the TypeScript sources directly).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { type AccountEvent, evaluate, type PhaseRules } from '../src/domain/rules';
import { provisionAccount } from '../src/server/accounts/lifecycle';
import { ingestBatch } from '../src/server/bridge/ingestion';
import { defaultCatalogue, seedCatalogue } from '../src/server/challenges/catalogue';
import { openDatabase } from '../src/server/db';
import { deals, equitySnapshots, tradingAccounts, users } from '../src/server/db/schema';
import { tradeHistory } from '../src/server/demo/history';
import { randomSource } from '../src/server/demo/market';
import { parseEnv } from '../src/server/env';
import type { Services } from '../src/server/services';

const firstRules = defaultCatalogue[0]?.phases[0]?.rules;
if (!firstRules) throw new Error('No default rules');
const rules: PhaseRules = firstRules;
const initialBalance = 100_000_000_00; // large enough that a million random events never breach
const startedAt = '2026-01-05T08:00:00.000Z';

function history(count: number, seed: number): AccountEvent[] {
  const events: AccountEvent[] = [];
  let from = Date.parse(startedAt);
  let part = 0;
  while (events.length < count) {
    // Chunks of about a week, each with its own tickets, strung together.
    const chunk = tradeHistory({
      random: randomSource(seed + part),
      from: new Date(from),
      to: new Date(from + 7 * 86_400_000),
      initialBalance,
      tradesPerDay: 600,
      winRate: 0.5,
      riskPct: 0.001,
      ticketPrefix: `${part}-`,
    });
    events.push(...chunk);
    from += 7 * 86_400_000;
    part += 1;
  }
  return events.slice(0, count);
}

function time<T>(run: () => T): { ms: number; result: T } {
  const start = performance.now();
  const result = run();
  return { ms: performance.now() - start, result };
}

async function main() {
  const rows: Record<string, string | number>[] = [];

  // 1. evaluate() over one million events, against a bare loop summing the same events.
  const million = history(1_000_000, 7);
  const now = million[million.length - 1]?.time ?? startedAt;
  const baseline = time(() => million.reduce((sum, e) => sum + (e.kind === 'deal' ? e.profit : 0), 0));
  const replay = time(() => evaluate({ rules, initialBalance, startedAt, events: million, now }));
  rows.push(
    { measure: 'bare loop over the events (baseline)', 'events/s': Math.round(1_000_000 / (baseline.ms / 1000)) },
    { measure: 'evaluate() full replay, 1,000,000 events', 'events/s': Math.round(1_000_000 / (replay.ms / 1000)) },
    { measure: 'evaluate / baseline', 'events/s': (baseline.ms / replay.ms).toFixed(3) },
  );

  // 2. Ingestion through the embedded database, batches of 100, against plain inserts of the same rows.
  const dataDir = mkdtempSync(join(tmpdir(), 'fp-bench-ingest-'));
  const handle = await openDatabase({ dataDir });
  try {
    const env = parseEnv({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), BRIDGE_SECRET: 'y'.repeat(32) });
    const services = { env, db: handle.db, now: () => new Date(Date.parse(now)) } as unknown as Services;
    await seedCatalogue(handle.db);
    const [user] = await handle.db
      .insert(users)
      .values({ email: 'bench@example.com', passwordHash: 'x', firstName: 'Bench', lastName: 'Mark' })
      .returning();
    const challenge = (await handle.db.query.challenges.findFirst()) ?? null;
    if (!user || !challenge) throw new Error('Bench set-up failed');
    const events = history(20_000, 11);
    const account = async () => {
      const created = await provisionAccount(handle.db, {
        userId: user.id,
        challenge,
        phase: 1,
        funded: false,
        orderId: null,
        startedAt: new Date(startedAt),
      });
      await handle.db
        .update(tradingAccounts)
        .set({ initialBalance, balance: initialBalance, equity: initialBalance })
        .where(eq(tradingAccounts.id, created.id));
      return created;
    };
    const plain = await account();
    const insertStart = performance.now();
    for (let i = 0; i < events.length; i += 100) {
      const batch = events.slice(i, i + 100);
      const dealRows = batch.flatMap((e) =>
        e.kind === 'deal'
          ? [
              {
                accountId: plain.id,
                ticket: e.ticket,
                entry: e.entry,
                time: new Date(e.time),
                symbol: e.symbol,
                side: e.side,
                volume: e.volume,
                profit: e.profit,
                commission: e.commission ?? 0,
                swap: e.swap ?? 0,
              },
            ]
          : [],
      );
      const snapshotRows = batch.flatMap((e) =>
        e.kind === 'equity' ? [{ accountId: plain.id, time: new Date(e.time), balance: e.balance, equity: e.equity }] : [],
      );
      await handle.db.transaction(async (tx) => {
        if (dealRows.length) await tx.insert(deals).values(dealRows).onConflictDoNothing();
        if (snapshotRows.length) await tx.insert(equitySnapshots).values(snapshotRows).onConflictDoNothing();
      });
    }
    const insertMs = performance.now() - insertStart;
    const ingested = await account();
    const ingestStart = performance.now();
    for (let i = 0; i < events.length; i += 100)
      await ingestBatch(services, { accountLogin: ingested.login, events: events.slice(i, i + 100) });
    const ingestMs = performance.now() - ingestStart;
    rows.push(
      { measure: 'plain inserts of the same rows, batches of 100 (baseline)', 'events/s': Math.round(events.length / (insertMs / 1000)) },
      { measure: 'ingestBatch(), batches of 100, embedded PGlite', 'events/s': Math.round(events.length / (ingestMs / 1000)) },
      { measure: 'ingestion / baseline', 'events/s': (insertMs / ingestMs).toFixed(3) },
    );
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\nRule engine and ingestion throughput');
  console.table(rows);
}

await main();
