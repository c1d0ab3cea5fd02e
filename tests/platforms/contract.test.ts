import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BridgeBatchSchema } from '../../src/schemas/trading';
import { newTradingPassword } from '../../src/server/platforms/credentials';
import { PlatformError, type ProvisionRequest } from '../../src/server/platforms/port';
import { drivers, useHarness } from '../api/harness';
import { type AdapterFixture, type AdapterUnderTest, demoFixture, matchTraderFixture } from './fixtures';

/**
 * What every trading-platform adapter must do (issue 29; docs/operations.md, "Writing a platform
 * adapter"), run against each adapter: the built-in demo platform, and each real platform's adapter
 * against a local stand-in speaking that platform's documented API.
 */
const fixtures: AdapterFixture[] = [demoFixture, matchTraderFixture];

let logins = 0;
const request = (overrides: Partial<ProvisionRequest> = {}): ProvisionRequest => ({
  key: randomUUID(),
  login: String(70_000_000 + (Date.now() % 1_000_000) * 10 + (++logins % 10)),
  trader: { id: randomUUID(), email: `trader-${logins}-${randomUUID().slice(0, 6)}@example.com`, firstName: 'Ada', lastName: 'Trader' },
  password: newTradingPassword(),
  balance: 10_000_00,
  currency: 'USD',
  product: { platform: 'MT5', accountSize: 10_000_00, phaseName: 'Phase 1' },
  ...overrides,
});

describe.each(drivers)('platform adapters (%s)', (driver) => {
  const h = useHarness(driver, 60_000);

  describe.each(fixtures)('$name', (fixture) => {
    let adapter: AdapterUnderTest;
    beforeAll(async () => {
      adapter = await fixture.open(h);
    });
    afterAll(() => adapter?.close());

    const opened = async () => {
      const asked = request();
      const made = await adapter.platform.provision(asked);
      return { asked, made, account: { login: made.login, ref: made.ref } };
    };

    it('opens an account the trader can sign in to and trade on, once however often it is asked', async () => {
      const { asked, made } = await opened();
      expect(made.server).toBe(adapter.platform.server);
      expect(await adapter.signsIn(made.login, asked.password)).toBe(true);
      expect(await adapter.signsIn(made.login, `${asked.password}x`)).toBe(false);
      // The same command again (an answer lost on the way): the same account, not a second one.
      const again = await adapter.platform.provision(asked);
      expect(again).toEqual(made);
      const state = await adapter.platform.readAccount({ login: made.login, ref: made.ref });
      expect(state.state).toBe('enabled');
      expect(state.report.balance).toBe(asked.balance);
      expect(await adapter.tryTrade(made.login)).toBe(true);
    });

    it('lets a close-only, read-only or disabled account open nothing, and an enabled one trade again', async () => {
      const { made, account } = await opened();
      for (const state of ['close_only', 'read_only', 'disabled'] as const) {
        await adapter.platform.setTradingState(account, state, randomUUID(), 'contract suite');
        expect((await adapter.platform.readAccount(account)).state).toBe(state);
        expect(await adapter.tryTrade(made.login)).toBe(false);
      }
      await adapter.platform.setTradingState(account, 'enabled', randomUUID(), 'contract suite');
      expect(await adapter.tryTrade(made.login)).toBe(true);
    });

    it('closes every open position, reports the closes, and closes nothing twice', async () => {
      const { made, account } = await opened();
      expect(await adapter.tryTrade(made.login)).toBe(true);
      expect(await adapter.tryTrade(made.login)).toBe(true);
      const before = await adapter.platform.readAccount(account);
      expect(before.positions).toHaveLength(2);
      const floating = before.positions.reduce((sum, p) => sum + p.profit, 0);
      const key = randomUUID();
      expect(await adapter.platform.closeAllPositions(account, key)).toBe(2);
      const after = await adapter.platform.readAccount(account);
      expect(after.positions).toEqual([]);
      expect(after.report.equity).toBe(after.report.balance);
      if (adapter.reported) {
        // A platform the adapter reports for: the closing deals went to the bridge.
        const reported = adapter.reported.filter((batch) => batch.accountLogin === made.login);
        const closes = reported.flatMap((batch) => batch.events).filter((e) => e.kind === 'deal' && e.entry === 'out');
        expect(closes).toHaveLength(2);
      } else {
        // Its own feed reports the deals; the account shows their result.
        expect(after.report.balance).toBe(before.report.balance + floating);
      }
      expect(await adapter.platform.closeAllPositions(account, key)).toBe(0);
    });

    it('changes the trading password, and a command sent again leaves it as that command set it', async () => {
      const { asked, made, account } = await opened();
      const fresh = newTradingPassword();
      const key = randomUUID();
      await adapter.platform.changePassword(account, fresh, key);
      expect(await adapter.signsIn(made.login, fresh)).toBe(true);
      expect(await adapter.signsIn(made.login, asked.password)).toBe(false);
      // The same command again (its answer lost on the way): the password it set still signs in, the old one still not.
      await adapter.platform.changePassword(account, fresh, key);
      expect(await adapter.signsIn(made.login, fresh)).toBe(true);
      expect(await adapter.signsIn(made.login, asked.password)).toBe(false);
    });

    it('reports the account in the bridge format: balance, equity and open positions marked to market', async () => {
      const { made, account } = await opened();
      expect(await adapter.tryTrade(made.login)).toBe(true);
      const { report, positions } = await adapter.platform.readAccount(account);
      const parsed = v.safeParse(BridgeBatchSchema, { accountLogin: made.login, events: [report] });
      expect(parsed.success, JSON.stringify(parsed.issues)).toBe(true);
      expect(positions).toHaveLength(1);
      expect(report.positions).toEqual(positions);
      expect(report.equity).toBe(report.balance + positions.reduce((sum, p) => sum + p.profit, 0));
    });

    it('surfaces a refusal, an outage and a timeout as errors, never as success', async (context) => {
      const faults = adapter.faults;
      if (!faults) return context.skip('the demo platform is our own database: it has no network to fail');
      const { account } = await opened();
      try {
        await faults.refuse(400, 'accessRight FOO is not valid');
        const refused = await adapter.platform.setTradingState(account, 'disabled', randomUUID(), 'contract suite').catch((error) => error);
        expect(refused).toBeInstanceOf(PlatformError);
        expect(refused).toMatchObject({ retryable: false, message: expect.stringContaining('accessRight FOO is not valid') });
        await faults.refuse(503, 'maintenance');
        const down = await adapter.platform.closeAllPositions(account, randomUUID()).catch((error) => error);
        expect(down).toMatchObject({ retryable: true, message: expect.stringContaining('maintenance') });
        await faults.hang(3_000);
        const slow = await adapter.platform.readAccount(account).catch((error) => error);
        expect(slow).toBeInstanceOf(PlatformError);
        expect(slow.message).toMatch(/did not answer/);
      } finally {
        await faults.reset();
      }
      // Nothing was changed by the calls that failed.
      expect((await adapter.platform.readAccount(account)).state).toBe('enabled');
    });

    it('fails loudly on an account it does not hold', async () => {
      const unknown = { login: '99999999', ref: {} };
      await expect(adapter.platform.setTradingState(unknown, 'disabled', randomUUID(), 'contract suite')).rejects.toBeInstanceOf(
        PlatformError,
      );
      await expect(adapter.platform.closeAllPositions(unknown, randomUUID())).rejects.toBeInstanceOf(PlatformError);
      await expect(adapter.platform.readAccount(unknown)).rejects.toBeInstanceOf(PlatformError);
    });
  });
});
