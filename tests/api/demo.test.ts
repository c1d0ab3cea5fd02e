import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasValidSignature } from '../../src/server/bridge/ingestion';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { auditLog, breaches, certificates, deals, equitySnapshots, invoices, orders, tradingAccounts } from '../../src/server/db/schema';
import { seedDemoTrading } from '../../src/server/demo/seed';
import { startSimulator } from '../../src/server/demo/simulator';
import { demoUsers } from '../../src/server/demoUsers';
import { BRIDGE_SECRET, drivers, type Harness, useHarness } from './harness';
import { accountRow, insertDemoUsers, placeOrder, signedInAdmin, signedInMember } from './tradingHelpers';

const demoMember = demoUsers[0];

async function demoMemberId(h: Harness): Promise<string> {
  const user = await h.userByEmail(demoMember.email);
  return user!.id;
}

async function totals(h: Harness, userId: string) {
  const accounts = await h.db.select({ id: tradingAccounts.id }).from(tradingAccounts).where(eq(tradingAccounts.userId, userId));
  const ids = accounts.map((a) => a.id);
  const [d] = await h.db.select({ n: count() }).from(deals).where(inArray(deals.accountId, ids));
  const [s] = await h.db.select({ n: count() }).from(equitySnapshots).where(inArray(equitySnapshots.accountId, ids));
  const [o] = await h.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  const [c] = await h.db.select({ n: count() }).from(certificates).where(eq(certificates.userId, userId));
  return { accounts: ids.length, deals: d!.n, snapshots: s!.n, orders: o!.n, certificates: c!.n };
}

describe.each(drivers)('demo trading (%s)', (driver) => {
  const h = useHarness(driver);

  beforeAll(async () => {
    await seedCatalogue(h.services.db);
    // A fixed Wednesday afternoon keeps the generated days the same on every run.
    h.clock.set('2026-06-10T12:00:00Z');
    await insertDemoUsers(h);
  });

  it('seeds the demo member with accounts in every state, and a second run adds nothing', async () => {
    await seedDemoTrading(h.services, demoMember.email);
    const userId = await demoMemberId(h);
    const accounts = await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.userId, userId));
    expect(accounts.every((a) => a.demo)).toBe(true);
    const has = (predicate: (a: (typeof accounts)[number]) => boolean) => accounts.filter(predicate);

    expect(has((a) => a.status === 'active' && a.phase === 1 && !a.funded).length).toBeGreaterThanOrEqual(1);
    expect(has((a) => a.status === 'active' && a.phase === 2 && !a.funded).length).toBeGreaterThanOrEqual(1);
    expect(has((a) => a.funded).length).toBeGreaterThanOrEqual(1);
    const passed = has((a) => a.status === 'passed');
    expect(passed.length).toBeGreaterThanOrEqual(1);
    for (const account of passed) {
      expect(account.passedAt).not.toBeNull();
      expect(await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.previousAccountId, account.id))).toHaveLength(1);
    }
    const failed = has((a) => a.status === 'failed');
    expect(failed.length).toBeGreaterThanOrEqual(1);
    for (const account of failed) {
      const [breach] = await h.db.select().from(breaches).where(eq(breaches.accountId, account.id));
      expect(breach).toBeDefined();
      expect(breach!.equity).toBeLessThanOrEqual(breach!.floor);
      expect(account.failedAt).toEqual(breach!.at);
      // It stopped trading at its breach: what it shows is what it had then.
      expect(account.balance).toBe(breach!.equity);
    }
    // The platform enforces a verdict: nothing of a closed account is reported after its close.
    for (const account of [...passed, ...failed]) {
      const closedAt = (account.failedAt ?? account.passedAt)!;
      const later = (rows: { time: Date }[]) => rows.filter((row) => row.time > closedAt);
      expect(later(await h.db.select({ time: deals.time }).from(deals).where(eq(deals.accountId, account.id)))).toEqual([]);
      expect(
        later(await h.db.select({ time: equitySnapshots.time }).from(equitySnapshots).where(eq(equitySnapshots.accountId, account.id))),
      ).toEqual([]);
    }
    // Every account has a history that ends before now.
    for (const account of accounts) {
      expect(account.startedAt.getTime()).toBeLessThan(h.clock.millis());
    }
    const withDeals = await h.db
      .select({ n: count() })
      .from(deals)
      .where(
        inArray(
          deals.accountId,
          accounts.map((a) => a.id),
        ),
      );
    expect(withDeals[0]!.n).toBeGreaterThan(100);

    const before = await totals(h, userId);
    expect(before.certificates).toBeGreaterThanOrEqual(passed.length);
    await seedDemoTrading(h.services, demoMember.email);
    expect(await totals(h, userId)).toEqual(before);

    // The demo member sees them through the API.
    const token = await h.token(demoMember.email, demoMember.password);
    const list = await h.authed(token, '/api/accounts?status=all&pageSize=100');
    expect(list.body.items).toHaveLength(accounts.length);
    expect(list.body.total).toBe(accounts.length);
  });

  it('dates the seeded history when it happened: each order, payment, invoice, account and audit entry at or before the account it started', async () => {
    await seedDemoTrading(h.services, demoMember.email);
    const seededAt = h.clock.millis();
    const userId = await demoMemberId(h);
    const accounts = await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.userId, userId));
    const memberOrders = await h.db.select().from(orders).where(eq(orders.userId, userId));
    expect(memberOrders.length).toBeGreaterThanOrEqual(4);
    for (const order of memberOrders) {
      const [first] = accounts.filter((a) => a.orderId === order.id && a.previousAccountId === null);
      expect(first, order.number).toBeDefined();
      const start = first!.startedAt.getTime();
      // Bought when the account started, not on the day of seeding (the oldest started 45 days ago).
      expect(order.createdAt.getTime()).toBeLessThanOrEqual(start);
      expect(order.paidAt!.getTime()).toBeLessThanOrEqual(start);
      expect(start - order.createdAt.getTime()).toBeLessThan(3_600_000);
      const [invoice] = await h.db.select().from(invoices).where(eq(invoices.orderId, order.id));
      expect(invoice!.issuedAt.getTime()).toBeLessThanOrEqual(start);
      // Its audit entries (placed, paid, invoiced) are dated then too.
      const entries = await h.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectType, 'order'), eq(auditLog.subjectId, order.id)));
      expect(entries.map((e) => e.action).sort()).toEqual(['invoice.issued', 'order.created', 'order.paid']);
      for (const entry of entries) expect(entry.createdAt.getTime(), entry.action).toBeLessThanOrEqual(start);
    }
    expect(Math.min(...memberOrders.map((o) => o.createdAt.getTime()))).toBeLessThan(seededAt - 40 * 86_400_000);

    // Each account's entries at its own moments: opened at its start, passed or failed when it did.
    for (const account of accounts) {
      const entries = await h.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectType, 'trading_account'), eq(auditLog.subjectId, account.id)));
      const at = (action: string) => entries.find((e) => e.action === action)?.createdAt;
      expect(at('account.provisioned')).toEqual(account.startedAt);
      if (account.status === 'passed') expect(at('account.passed')).toEqual(account.passedAt);
      if (account.status === 'failed') expect(at('account.failed')).toEqual(account.failedAt);
      for (const entry of entries) expect(entry.createdAt.getTime(), entry.action).toBeLessThan(seededAt);
    }
    // A pass's certificate is dated at the pass.
    for (const account of accounts.filter((a) => a.status === 'passed')) {
      const [certificate] = await h.db
        .select()
        .from(certificates)
        .where(and(eq(certificates.accountId, account.id), eq(certificates.kind, 'phase_passed')));
      expect(certificate!.issuedAt).toEqual(account.passedAt);
    }

    // The administrator reads the failed account's entries at the breach, with the account's currency.
    const admin = await signedInAdmin(h);
    const failed = accounts.find((a) => a.status === 'failed')!;
    const log = await h.authed<{
      items: { action: string; createdAt: string; currency: string | null; details: Record<string, unknown> }[];
    }>(admin.token, `/api/admin/audit?${new URLSearchParams({ subject: failed.login, sort: 'created' })}`);
    expect(log.status, log.text).toBe(200);
    expect(log.body.items.map((e) => e.action)).toEqual(['account.provisioned', 'account.failed']);
    const [opened, breach] = log.body.items;
    expect(opened!.createdAt).toBe(failed.startedAt.toISOString());
    expect(breach).toMatchObject({ createdAt: failed.failedAt!.toISOString(), currency: failed.currency });
    expect(typeof breach!.details.floor).toBe('number');
  });

  it('does nothing for an email no user has', async () => {
    const [before] = await h.db.select({ n: count() }).from(tradingAccounts);
    await seedDemoTrading(h.services, 'nobody@demo.local');
    const [after] = await h.db.select({ n: count() }).from(tradingAccounts);
    expect(after!.n).toBe(before!.n);
  });

  it('simulates trading on active demo accounts only, through signed batches the bridge accepts', async () => {
    // A real (non-demo) account: a manual order marked paid by an administrator.
    const boss = await signedInAdmin(h);
    const member = await signedInMember(h);
    const { order } = await placeOrder(h, member.token, 'two-step-10k', 'manual');
    expect((await h.authed(boss.token, `/api/admin/orders/${order.id}/mark-paid`, { method: 'POST' })).status).toBe(200);
    const [real] = await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.orderId, order.id));
    expect(real!.demo).toBe(false);

    const activeDemo = await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.demo, true));
    const expectedLogins = activeDemo
      .filter((a) => a.status === 'active')
      .map((a) => a.login)
      .sort();
    expect(expectedLogins.length).toBeGreaterThanOrEqual(3);

    const posted: { login: string; status: number; accepted: number }[] = [];
    const post = async (body: string, signature: string) => {
      expect(hasValidSignature(BRIDGE_SECRET, body, signature)).toBe(true);
      const response = await h.app.request(
        '/api/bridge/events',
        { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Bridge-Signature': signature }, body },
        { clientAddress: '127.0.0.1' },
      );
      const answer = await response.clone().json();
      posted.push({ login: JSON.parse(body).accountLogin, status: response.status, accepted: answer.accepted });
      return response;
    };
    h.clock.set('2026-06-10T12:05:00Z');
    // The accounts are opened on the demo platform, and the closed ones' verdicts enforced there.
    await h.runPlatformCommands();
    const simulator = startSimulator(h.services, post, { seed: 7, intervalMs: 3_600_000 });
    try {
      await simulator.tick();
      h.clock.advance(5_000);
      await simulator.tick();
    } finally {
      simulator.stop();
    }

    // The first tick posts once for every active demo account; the second for those still active.
    const firstTick = posted.slice(0, expectedLogins.length);
    expect(firstTick.map((p) => p.login).sort()).toEqual(expectedLogins);
    expect(posted.length).toBeGreaterThan(expectedLogins.length);
    expect(posted.slice(expectedLogins.length).every((p) => expectedLogins.includes(p.login))).toBe(true);
    expect(posted.every((p) => p.status === 200)).toBe(true);
    // Each batch carries at least the equity snapshot.
    expect(posted.every((p) => p.accepted >= 1)).toBe(true);
    expect(posted.map((p) => p.login)).not.toContain(real!.login);

    const untouched = await accountRow(h, real!.id);
    expect(untouched.lastSyncedAt).toBeNull();
    expect(await h.db.select().from(deals).where(eq(deals.accountId, real!.id))).toHaveLength(0);
    expect(await h.db.select().from(equitySnapshots).where(eq(equitySnapshots.accountId, real!.id))).toHaveLength(0);
    for (const { login } of posted.slice(expectedLogins.length)) {
      const [account] = await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.login, login));
      expect(account!.lastSyncedAt).toEqual(new Date('2026-06-10T12:05:05Z'));
    }
  });
});
