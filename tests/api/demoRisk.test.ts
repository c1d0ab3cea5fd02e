import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { riskFlags, tradingAccounts, users } from '../../src/server/db/schema';
import { riskCast, seedDemoRisk } from '../../src/server/demo/risk';
import { seedDemoTrading } from '../../src/server/demo/seed';
import { demoUsers } from '../../src/server/demoUsers';
import { drivers, useHarness } from './harness';
import { insertDemoUsers } from './tradingHelpers';

describe.each(drivers)('the demo firm’s risk cast (%s)', (driver) => {
  const h = useHarness(driver);
  const ids = new Map<string, string>();

  beforeAll(async () => {
    await seedCatalogue(h.services.db);
    h.clock.set('2026-06-10T12:00:00Z');
    await insertDemoUsers(h);
    await seedDemoTrading(h.services, demoUsers[0].email);
    await seedDemoRisk(h.services, demoUsers[0].password);
    // As the repeating job does on the first start: until nothing is queued (a new link queues its members' accounts again).
    while ((await h.runRiskScans()) > 0);
    for (const user of await h.db.select({ id: users.id, email: users.email }).from(users)) ids.set(user.email, user.id);
  }, 180_000);

  const flagsOf = async (email: string) =>
    (await h.db.select().from(riskFlags)).filter((flag) => flag.userIds.includes(ids.get(email) as string));

  it('flags the copy-trading pair on their funded accounts, with the copier behind the leader', async () => {
    const [flag] = (await flagsOf(riskCast.copier.email)).filter((f) => f.detector === 'copyTrading');
    expect(flag?.userIds.sort()).toEqual([ids.get(riskCast.leader.email), ids.get(riskCast.copier.email)].sort());
    const accounts = await h.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userId, ids.get(riskCast.leader.email) as string));
    const leaderFunded = accounts.find((account) => account.funded);
    expect(flag?.accountIds).toContain(leaderFunded?.id);
    expect(flag?.evidence).toMatchObject({ leaderAccountId: leaderFunded?.id });
    expect((flag?.evidence as { matched: number } | undefined)?.matched).toBeGreaterThanOrEqual(10);
  });

  it('links the household and finds their hedging; finds the scalper and the martingale trader', async () => {
    const household = (await flagsOf(riskCast.hedgeA.email)).map((flag) => flag.detector).sort();
    expect(household).toEqual(['hedging', 'multiAccounting']);
    expect((await flagsOf(riskCast.scalper.email)).map((flag) => flag.detector)).toEqual(['tickScalping']);
    expect((await flagsOf(riskCast.martingale.email)).map((flag) => flag.detector)).toEqual(['martingale']);
  });

  it('leaves the honest members alone', async () => {
    expect(await flagsOf(riskCast.honest.email)).toEqual([]);
    expect(await flagsOf(demoUsers[0].email)).toEqual([]);
    expect(await h.db.select().from(riskFlags)).toHaveLength(5);
  });
});
