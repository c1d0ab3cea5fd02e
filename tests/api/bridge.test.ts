import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountEvent, evaluate, type PhaseRules } from '../../src/domain/rules';
import { loadEvents } from '../../src/server/accounts/service';
import { signBody } from '../../src/server/bridge/ingestion';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { deals, equitySnapshots } from '../../src/server/db/schema';
import { tradeHistory } from '../../src/server/demo/history';
import { randomSource } from '../../src/server/demo/market';
import { dealIn, dealOut, snapshot } from '../builders/events';
import { BRIDGE_SECRET, drivers, type Harness, useHarness } from './harness';
import { accountRow, demoAccount, ingest, postEvents, postRaw, signedInMember, unauthorized } from './tradingHelpers';

const badRequest = { message: 'The request could not be read. Please check it and try again.' };

async function counts(h: Harness, accountId: string) {
  const [d] = await h.db.select({ n: count() }).from(deals).where(eq(deals.accountId, accountId));
  const [s] = await h.db.select({ n: count() }).from(equitySnapshots).where(eq(equitySnapshots.accountId, accountId));
  return { deals: d!.n, snapshots: s!.n };
}

describe.each(drivers)('bridge ingestion (%s)', (driver) => {
  const h = useHarness(driver);
  beforeAll(() => seedCatalogue(h.services.db));

  /** A fresh active two-step 10K account opened at 2026-02-02 08:00 UTC (Monday, 09:00 in Prague). */
  async function freshAccount() {
    h.clock.set('2026-02-02T08:00:00Z');
    const member = await signedInMember(h);
    return demoAccount(h, member.token, 'two-step-10k');
  }

  const batch: AccountEvent[] = [
    dealIn('1001', '2026-02-02T09:00:00Z', { commission: -350 }),
    dealOut('1001', '2026-02-02T10:00:00Z', 12_000, { commission: -350 }),
    snapshot('2026-02-02T10:00:00.001Z', 1_011_300, 1_011_300),
  ];

  describe('signature and shape', () => {
    it('answers 401 without a signature, with a wrong one, with another key and for a signature of another body', async () => {
      const account = await freshAccount();
      const body = JSON.stringify({ accountLogin: account.login, events: batch });
      const other = JSON.stringify({ accountLogin: account.login, events: [] });
      const signatures: (string | null)[] = [
        null,
        '',
        'sha256=',
        'sha256=deadbeef',
        signBody('another-bridge-secret-0123456789-abcdefgh', body),
        signBody(BRIDGE_SECRET, other),
        signBody(BRIDGE_SECRET, body).replace('sha256=', ''),
        signBody(BRIDGE_SECRET, body).replace('sha256=', 'sha1='),
        signBody(BRIDGE_SECRET, body).toUpperCase(),
      ];
      for (const signature of signatures) {
        const response = await postRaw(h, body, signature);
        expect(response.status, String(signature)).toBe(401);
        expect(response.body).toEqual(unauthorized);
      }
      expect(await counts(h, account.id)).toEqual({ deals: 0, snapshots: 0 });
      expect((await accountRow(h, account.id)).lastSyncedAt).toBeNull();
      // Surrounding spaces in the header are tolerated.
      h.clock.set('2026-02-02T10:05:00Z');
      const spaced = await postRaw(h, body, ` ${signBody(BRIDGE_SECRET, body)} `);
      expect(spaced.status).toBe(200);
    });

    it('answers 400 for a correctly signed body that is not JSON or not a batch', async () => {
      const account = await freshAccount();
      const malformed = await postRaw(h, '{"accountLogin": "1234');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual(badRequest);

      const noTime = await postRaw(h, JSON.stringify({ accountLogin: account.login, events: [{ ...batch[0], time: 'yesterday' }] }));
      expect(noTime.status).toBe(400);
      expect(noTime.body.message).toMatch(/^events\.0\.time is not valid/);
      // Years no platform means: year 0 was a 500, 9999 failed the account at that date.
      for (const time of ['0000-01-01T00:00:00Z', '9999-12-31T00:00:00Z']) {
        const far = await postRaw(h, JSON.stringify({ accountLogin: account.login, events: [{ ...batch[0], time }] }));
        expect(far.status, time).toBe(400);
        expect(far.body.message).toMatch(/^events\.0\.time is not valid/);
      }

      const fraction = await postEvents(h, account.login, [{ ...(batch[1] as any), profit: 12.5 }]);
      expect(fraction.status).toBe(400);
      expect(fraction.body.message).toMatch(/^events\.0\.profit is not valid/);

      const unknownKind = await postRaw(
        h,
        JSON.stringify({ accountLogin: account.login, events: [{ kind: 'order', time: batch[0]!.time }] }),
      );
      expect(unknownKind.status).toBe(400);

      expect(await counts(h, account.id)).toEqual({ deals: 0, snapshots: 0 });
    });

    it('answers 400 for 1001 events and accepts 1000', async () => {
      const account = await freshAccount();
      const start = Date.parse('2026-02-02T09:00:00Z');
      const events = Array.from({ length: 1001 }, (_, i) => snapshot(new Date(start + i * 1000).toISOString(), 1_000_000, 1_000_000 - i));
      const tooMany = await postEvents(h, account.login, events);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toBe('events is not valid (at most 1000 events per batch)');
      expect(await counts(h, account.id)).toEqual({ deals: 0, snapshots: 0 });

      h.clock.set('2026-02-02T12:00:00Z');
      const accepted = await ingest(h, account.login, events.slice(0, 1000));
      expect(accepted.accepted).toBe(1000);
      expect(accepted.evaluation).toMatchObject({ status: 'active', balance: 1_000_000, equity: 999_001 });
      expect(await counts(h, account.id)).toEqual({ deals: 0, snapshots: 1000 });
    });

    it('answers 413 for a body over 1 MiB', async () => {
      const account = await freshAccount();
      const body = JSON.stringify({ accountLogin: account.login, events: [], padding: 'x'.repeat(1024 * 1024) });
      const response = await postRaw(h, body);
      expect(response.status).toBe(413);
    });

    it('refuses a batch with an event over five minutes ahead of now, and stores none of it (a year-9999 report failed its account)', async () => {
      const account = await freshAccount();
      h.clock.set('2026-02-02T12:00:00Z');
      for (const [events, field] of [
        [[...batch, snapshot('2026-02-02T12:05:00.001Z', 500_000, 500_000)], 'events.3.time'],
        [[snapshot('2999-12-31T00:00:00Z', 1, 1), ...batch], 'events.0.time'],
      ] as const) {
        // As sent, without moving the test's clock on to the batch.
        const response = await postRaw(h, JSON.stringify({ accountLogin: account.login, events }));
        expect(response.status, field).toBe(400);
        expect(response.body.message).toBe(`${field}: an event cannot be dated more than five minutes from now`);
      }
      expect(await counts(h, account.id)).toEqual({ deals: 0, snapshots: 0 });
      expect((await accountRow(h, account.id)).status).toBe('active');
      // Up to five minutes ahead (a platform's clock running a little fast) is fine.
      const edges = await postRaw(
        h,
        JSON.stringify({
          accountLogin: account.login,
          events: [
            snapshot('2026-02-02T08:00:00Z', 1_000_000, 1_000_000),
            ...batch,
            snapshot('2026-02-02T12:05:00Z', 1_011_300, 1_011_300),
          ],
        }),
      );
      expect(edges.status, edges.text).toBe(200);
      expect(edges.body.accepted).toBe(5);
    });

    it('refuses a batch with an event over five minutes before the account started, and stores none of it', async () => {
      // Opened at 08:00: a trade reported from the day before would count on the first day and, as
      // the first trade, move the payout interval's start back.
      const account = await freshAccount();
      h.clock.set('2026-02-02T12:00:00Z');
      for (const [events, field] of [
        [[dealIn('990', '2026-02-01T09:00:00Z'), ...batch], 'events.0.time'],
        [[...batch, snapshot('2026-02-02T07:54:59.999Z', 1_000_000, 1_000_000)], 'events.3.time'],
      ] as const) {
        const response = await postRaw(h, JSON.stringify({ accountLogin: account.login, events }));
        expect(response.status, field).toBe(400);
        expect(response.body.message).toBe(
          `${field}: an event cannot be dated more than five minutes before the account started (2026-02-02T08:00:00.000Z)`,
        );
      }
      expect(await counts(h, account.id)).toEqual({ deals: 0, snapshots: 0 });
      // Up to five minutes before (a platform's clock running a little slow) is fine.
      const edge = await postRaw(
        h,
        JSON.stringify({ accountLogin: account.login, events: [snapshot('2026-02-02T07:55:00Z', 1_000_000, 1_000_000), ...batch] }),
      );
      expect(edge.status, edge.text).toBe(200);
      expect(edge.body.accepted).toBe(4);
    });

    it('answers 404 for a login no account has', async () => {
      await freshAccount();
      const response = await postEvents(h, '99999999x', batch);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'The requested account is not found' });
    });
  });

  describe('idempotent ingestion', () => {
    it('accepts a valid batch with 200 {accountLogin, accepted, evaluation} and records lastSyncedAt', async () => {
      const account = await freshAccount();
      h.clock.set('2026-02-02T11:00:00Z');
      const response = await postEvents(h, account.login, batch);
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual({
        accountLogin: account.login,
        accepted: 3,
        evaluation: {
          status: 'active',
          breach: null,
          balance: 1_011_300,
          equity: 1_011_300,
          tradingDays: 1,
          profitTarget: 1_100_000,
          dailyLossFloor: 950_000,
          maxLossFloor: 900_000,
          // Midnight in Prague (UTC+1 in February).
          nextResetAt: '2026-02-02T23:00:00.000Z',
          passedAt: null,
          objectives: {
            profitTarget: { met: false },
            maxDailyLoss: { met: true },
            maxLoss: { met: true },
            minTradingDays: { met: false },
            bestDay: { met: true },
          },
        },
      });
      const row = await accountRow(h, account.id);
      expect(row.lastSyncedAt).toEqual(new Date('2026-02-02T11:00:00Z'));
      expect(row).toMatchObject({ balance: 1_011_300, equity: 1_011_300, status: 'active' });
      expect(row.evaluation).toEqual(response.body.evaluation);
      expect(await counts(h, account.id)).toEqual({ deals: 2, snapshots: 1 });
    });

    it('accepts nothing from the same batch sent again, answers the identical evaluation and stores no duplicate rows', async () => {
      const account = await freshAccount();
      h.clock.set('2026-02-02T11:00:00Z');
      const first = await ingest(h, account.login, batch);
      h.clock.set('2026-02-02T11:30:00Z');
      const second = await ingest(h, account.login, batch);
      expect(second.accepted).toBe(0);
      expect(second.evaluation).toEqual(first.evaluation);
      expect(await counts(h, account.id)).toEqual({ deals: 2, snapshots: 1 });
      // The later sync is still recorded.
      expect((await accountRow(h, account.id)).lastSyncedAt).toEqual(new Date('2026-02-02T11:30:00Z'));
    });

    it('identifies a deal by (ticket, entry) and a snapshot by its time, also inside one batch', async () => {
      const account = await freshAccount();
      h.clock.set('2026-02-02T14:00:00Z');
      const events: AccountEvent[] = [
        dealIn('7', '2026-02-02T09:00:00Z'),
        // The same deal again, even with other figures: ignored.
        { ...(dealIn('7', '2026-02-02T09:00:00Z') as any), volume: 5 },
        dealOut('7', '2026-02-02T10:00:00Z', 5_000),
        snapshot('2026-02-02T10:30:00Z', 1_005_000, 1_004_000),
        // Same instant written differently: the same snapshot.
        snapshot('2026-02-02T11:30:00+01:00', 1_005_000, 1_003_000),
      ];
      const response = await ingest(h, account.login, events);
      expect(response.accepted).toBe(3);
      expect(response.evaluation).toMatchObject({ balance: 1_005_000, equity: 1_004_000 });
      const stored = await loadEvents(h.db, account.id);
      expect(stored).toEqual([
        { ...dealIn('7', '2026-02-02T09:00:00.000Z'), commission: 0, swap: 0 },
        { ...dealOut('7', '2026-02-02T10:00:00.000Z', 5_000), commission: 0, swap: 0 },
        snapshot('2026-02-02T10:30:00.000Z', 1_005_000, 1_004_000),
      ]);
      // A later batch with the out deal again and a new snapshot: only the snapshot is new.
      const next = await ingest(h, account.login, [
        dealOut('7', '2026-02-02T10:00:00Z', 5_000),
        snapshot('2026-02-02T12:00:00Z', 1_005_000, 1_005_000),
      ]);
      expect(next.accepted).toBe(1);
      expect(await counts(h, account.id)).toEqual({ deals: 2, snapshots: 2 });
    });

    it('stores a batch sent twice at the same time once', async () => {
      const account = await freshAccount();
      h.clock.set('2026-02-02T11:00:00Z');
      const [a, b] = await Promise.all([postEvents(h, account.login, batch), postEvents(h, account.login, batch)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([a.body.accepted, b.body.accepted].sort()).toEqual([0, 3]);
      expect(a.body.evaluation).toEqual(b.body.evaluation);
      expect(await counts(h, account.id)).toEqual({ deals: 2, snapshots: 1 });
    });

    it('folds batches sent at the same time one after the other', async () => {
      const account = await freshAccount();
      h.clock.set('2026-02-02T15:00:00Z');
      const parts = [
        [dealIn('1', '2026-02-02T09:00:00Z'), dealOut('1', '2026-02-02T09:30:00Z', 1_000)],
        [dealIn('2', '2026-02-02T10:00:00Z'), dealOut('2', '2026-02-02T10:30:00Z', -2_000)],
        [dealIn('3', '2026-02-02T11:00:00Z'), dealOut('3', '2026-02-02T11:30:00Z', 4_000)],
        [snapshot('2026-02-02T12:00:00Z', 1_003_000, 1_001_000)],
      ];
      const responses = await Promise.all(parts.map((events) => postEvents(h, account.login, events)));
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const all = parts.flat();
      const expected = evaluate({
        rules: account.rules as PhaseRules,
        initialBalance: account.initialBalance,
        startedAt: account.startedAt.toISOString(),
        events: all,
        now: '2026-02-02T15:00:00.000Z',
      });
      expect((await accountRow(h, account.id)).evaluation).toEqual(expected);
      expect(expected).toMatchObject({ balance: 1_003_000, equity: 1_001_000, tradingDays: 1 });
    });

    it('answers an empty batch with the current evaluation and accepts nothing', async () => {
      const account = await freshAccount();
      h.clock.set('2026-02-02T09:00:00Z');
      const response = await ingest(h, account.login, []);
      expect(response.accepted).toBe(0);
      expect(response.evaluation).toMatchObject({ status: 'active', balance: 1_000_000, equity: 1_000_000, tradingDays: 0 });
      expect((await accountRow(h, account.id)).lastSyncedAt).toEqual(new Date('2026-02-02T09:00:00Z'));
    });
  });

  describe('incremental evaluation', () => {
    it('folds a generated history sent in batches of 100 to the same evaluation as a full evaluate() of all events, also after a late event', async () => {
      const account = await freshAccount();
      const history = tradeHistory({
        random: randomSource(4242),
        from: new Date('2026-02-02T08:30:00Z'),
        to: new Date('2026-02-20T20:00:00Z'),
        initialBalance: account.initialBalance,
        tradesPerDay: 12,
        winRate: 0.5,
        riskPct: 0.25,
        ticketPrefix: 't',
      });
      expect(history.length).toBeGreaterThan(500);
      const now = '2026-02-21T10:00:00.000Z';
      h.clock.set(now);
      let accepted = 0;
      for (let i = 0; i < history.length; i += 100) {
        const response = await ingest(h, account.login, history.slice(i, i + 100));
        accepted += response.accepted;
      }
      expect(accepted).toBe(history.length);
      expect(await counts(h, account.id)).toEqual({
        deals: history.filter((e) => e.kind === 'deal').length,
        snapshots: history.filter((e) => e.kind === 'equity').length,
      });

      const base = {
        rules: account.rules as PhaseRules,
        initialBalance: account.initialBalance,
        startedAt: account.startedAt.toISOString(),
        now,
      };
      const full = evaluate({ ...base, events: history });
      const stored = await accountRow(h, account.id);
      expect(stored.evaluation).toEqual(full);
      expect(stored.balance).toBe(full.balance);
      expect(stored.equity).toBe(full.equity);

      // A late event (earlier than the last folded one): the account is replayed from its whole history.
      const late = dealIn('late-1', '2026-02-10T12:34:56.789Z', { commission: -12_345 });
      const lateResponse = await ingest(h, account.login, [late]);
      expect(lateResponse.accepted).toBe(1);
      const all = [...history, late];
      const fullWithLate = evaluate({ ...base, events: all });
      expect(lateResponse.evaluation).toEqual(fullWithLate);
      const afterLate = await accountRow(h, account.id);
      expect(afterLate.evaluation).toEqual(fullWithLate);
      expect(afterLate.evaluation).toEqual(evaluate({ ...base, events: await loadEvents(h.db, account.id) }));
      // Later snapshots carry the platform's balance, so the figures equal, but the late deal is stored.
      expect((await loadEvents(h.db, account.id)).filter((e) => e.kind === 'deal' && e.ticket === 'late-1')).toHaveLength(1);

      // Then in order again: continues from the replayed checkpoint.
      const after = [dealIn('after-1', '2026-02-20T21:00:00Z'), dealOut('after-1', '2026-02-20T21:30:00Z', 2_500)];
      const continued = await ingest(h, account.login, after);
      expect(continued.evaluation).toEqual(evaluate({ ...base, events: [...all, ...after] }));
    });

    it('evaluates batches that arrive out of order (newest first) like the whole history at once', async () => {
      const account = await freshAccount();
      const history = tradeHistory({
        random: randomSource(7),
        from: new Date('2026-02-02T09:00:00Z'),
        to: new Date('2026-02-09T20:00:00Z'),
        initialBalance: account.initialBalance,
        tradesPerDay: 10,
        winRate: 0.55,
        riskPct: 0.3,
        ticketPrefix: 'r',
      });
      const now = '2026-02-10T06:00:00.000Z';
      h.clock.set(now);
      const batches: AccountEvent[][] = [];
      for (let i = 0; i < history.length; i += 50) batches.push(history.slice(i, i + 50));
      for (const part of batches.reverse()) await ingest(h, account.login, part);
      const expected = evaluate({
        rules: account.rules as PhaseRules,
        initialBalance: account.initialBalance,
        startedAt: account.startedAt.toISOString(),
        events: history,
        now,
      });
      expect((await accountRow(h, account.id)).evaluation).toEqual(expected);
    });
  });
});
