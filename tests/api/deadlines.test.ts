import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { settleDeadlines } from '../../src/server/accounts/deadlines';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { breaches, tradingAccounts, users } from '../../src/server/db/schema';
import { dealIn, dealOut, snapshot } from '../builders/events';
import { drivers, useHarness } from './harness';
import { accountRow, auditRows, demoAccount, ingest, signedInMember } from './tradingHelpers';

const day = 86_400_000;

/**
 * An account whose time limit runs out while no event arrives (the trader stopped trading) still
 * fails at its deadline, as ingestion would fail it, once; one within its time is left alone.
 */
describe.each(drivers)('time limits of accounts without events (%s)', (driver) => {
  const h = useHarness(driver);
  beforeAll(() => seedCatalogue(h.services.db));

  /** A Phase 1 account with a 30-day time limit, started now, that traded once on its first day. */
  async function limitedAccount() {
    const member = await signedInMember(h);
    const account = await demoAccount(h, member.token);
    await h.db
      .update(tradingAccounts)
      // The engine's checkpoint holds the rules it started with: dropped, so the next batch replays with these.
      .set({ rules: { ...account.rules, timeLimitDays: 30 }, checkpoint: null })
      .where(eq(tradingAccounts.id, account.id));
    const start = account.startedAt.getTime();
    await ingest(h, account.login, [
      dealIn('d1', new Date(start + 3_600_000).toISOString()),
      dealOut('d1', new Date(start + 7_200_000).toISOString(), 20_000),
      snapshot(new Date(start + 7_200_000).toISOString(), 1_020_000, 1_020_000),
    ]);
    return accountRow(h, account.id);
  }

  it('fails the idle account at its deadline with the breach record, audit entry and mail ingestion writes, and only once', async () => {
    const account = await limitedAccount();
    const other = await limitedAccount();
    // The other started a day later, so it is still within its time at the first pass.
    const otherStart = account.startedAt.getTime() + day;
    await h.db
      .update(tradingAccounts)
      .set({ startedAt: new Date(otherStart), checkpoint: null })
      .where(eq(tradingAccounts.id, other.id));

    h.clock.set(account.startedAt.getTime() + 30 * day - 1_000);
    expect(await settleDeadlines(h.services)).toBe(0);
    h.clock.set(account.startedAt.getTime() + 30 * day + 60_000);
    expect(await settleDeadlines(h.services)).toBe(1);

    const failed = await accountRow(h, account.id);
    const deadline = new Date(account.startedAt.getTime() + 30 * day);
    expect(failed).toMatchObject({ status: 'failed', failedAt: deadline });
    expect(failed.evaluation?.breach).toMatchObject({ rule: 'timeLimit', at: deadline.toISOString() });
    const [breach] = await h.db.select().from(breaches).where(eq(breaches.accountId, account.id));
    expect(breach).toMatchObject({ rule: 'timeLimit', at: deadline });
    expect((await auditRows(h, 'trading_account', account.id)).map((row) => [row.action, row.actorId])).toContainEqual([
      'account.failed',
      null,
    ]);
    expect((await accountRow(h, other.id)).status).toBe('active');
    // The member is told, with the receipt's words.
    const [user] = await h.db.select().from(users).where(eq(users.id, account.userId));
    const told = h.mails.filter(
      (mail) => mail.to === user?.email && mail.subject === `Account ${account.login} failed: its breach receipt`,
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('Time limit reached');

    // A second pass finds nothing more to do; the other fails when its own time is up.
    expect(await settleDeadlines(h.services)).toBe(0);
    h.clock.set(otherStart + 30 * day + 1);
    expect(await settleDeadlines(h.services)).toBe(1);
    expect((await accountRow(h, other.id)).status).toBe('failed');
    expect(await h.db.select().from(breaches).where(eq(breaches.accountId, account.id))).toHaveLength(1);
  });
});
