import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradingAccounts } from '../../src/server/db/schema';
import { productInput } from '../builders/challenges';
import { type MatchTraderStandIn, startMatchTraderStandIn } from '../standins/matchTrader';
import { drivers, useHarness } from './harness';
import { accountRow, signedInMember, useSignedInAdmin } from './tradingHelpers';

/**
 * A product on a Match-Trader connection (the local stand-in of its Broker API v2): its accounts open
 * there under the trader's one user account, with our login; a trader's second account brings a new
 * password for both (Match-Trader keeps one per user), and every account of theirs shows it.
 */
describe.each(drivers)('accounts on Match-Trader (%s)', (driver) => {
  let standIn: MatchTraderStandIn;
  beforeAll(async () => {
    standIn = await startMatchTraderStandIn('harness-api-key');
  });
  afterAll(() => standIn?.close());
  const h = useHarness(driver, 60_000, {
    env: () => ({
      MATCH_TRADER_URL: standIn.url,
      MATCH_TRADER_API_KEY: 'harness-api-key',
      MATCH_TRADER_GROUP: 'prop-eval',
      MATCH_TRADER_SERVER: 'MatchTrader-Live',
      MATCH_TRADER_BRIDGE_SECRET: 'harness-match-trader-bridge-secret-0123456789',
      MATCH_TRADER_LABELS: 'Match-Trader, MTR',
    }),
  });
  const admin = useSignedInAdmin(h);

  it('opens a trader’s accounts under one Match-Trader user, and a second account’s password holds for both', async () => {
    const created = await h.authed(admin.token, '/api/admin/challenges', {
      body: productInput(`mtr-${driver}`, { name: `Match ${driver}`, platform: 'MTR' }),
    });
    expect(created.status, created.text).toBe(201);
    const member = await signedInMember(h);
    const give = async () => {
      const granted = await h.authed(admin.token, '/api/admin/grants', {
        body: { userId: member.id, challengeId: created.body.id, reason: 'compensation' },
      });
      expect(granted.status, granted.text).toBe(201);
      return granted.body.account.id as string;
    };
    const first = await give();
    await h.runPlatformCommands();
    expect(await accountRow(h, first)).toMatchObject({ connection: 'match-trader', server: 'MatchTrader-Live', tradingState: 'enabled' });
    const login = (await accountRow(h, first)).login;
    const held = standIn.accounts.get(login);
    expect(held).toMatchObject({ group: 'prop-eval', accessRight: 'FULL', accountType: 'DEMO', balance: 5_000 });
    const passwordOf = async (id: string) => (await h.authed(member.token, `/api/accounts/${id}/credentials`)).body.password as string;
    expect(standIn.users.get(held!.userUuid)?.password).toBe(await passwordOf(first));

    const second = await give();
    await h.runPlatformCommands();
    const secondLogin = (await accountRow(h, second)).login;
    expect(standIn.accounts.get(secondLogin)?.userUuid).toBe(held!.userUuid);
    expect(standIn.users.size).toBe(1);
    const now = standIn.users.get(held!.userUuid)?.password;
    expect(await passwordOf(second)).toBe(now);
    expect(await passwordOf(first)).toBe(now);
    const mine = await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.userId, member.id));
    expect(mine.map((account) => account.connection)).toEqual(['match-trader', 'match-trader']);
  });
});
