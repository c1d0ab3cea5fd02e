import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rows } from '../../src/server/db/rows';
import { deals, demoPlatformAccounts, platformCommands, tradingAccounts } from '../../src/server/db/schema';
import { symbols } from '../../src/server/demo/market';
import { startSimulator } from '../../src/server/demo/simulator';
import { openJobQueue } from '../../src/server/jobs/queue';
import { platformConnections } from '../../src/server/platforms/connections';
import { type DemoPlatform, openOnBook } from '../../src/server/platforms/demo';
import { startCommandDispatch } from '../../src/server/platforms/dispatch';
import { PlatformError, type TradingPlatform } from '../../src/server/platforms/port';
import { snapshot } from '../builders/events';
import { drivers, useHarness } from './harness';
import { accountRow, auditRows, demoAccount, ingest, signedInMember, useSignedInAdmin } from './tradingHelpers';

/**
 * Commands to the trading platform (issue 29): an account is opened on the platform after payment
 * and its trader reads the sign-in details; a breach stops trading and closes positions; password
 * changes and an administrator's state changes go through the platform; a failing platform leaves
 * the command visible and retryable, never done by mistake.
 */
describe.each(drivers)('platform commands (%s)', (driver) => {
  const h = useHarness(driver, 60_000);
  const admin = useSignedInAdmin(h);
  const demo = () => h.services.platforms.get('demo') as DemoPlatform;
  const view = async (token: string, id: string) => (await h.authed(token, `/api/accounts/${id}`)).body;
  const credentials = async (token: string, id: string) => {
    const response = await h.authed(token, `/api/accounts/${id}/credentials`);
    expect(response.status, response.text).toBe(200);
    return response.body as { platform: string; server: string | null; login: string; password: string | null };
  };
  const original = () => h.services.platforms;
  let restore: (() => void) | null = null;
  afterEach(() => {
    restore?.();
    restore = null;
  });

  it('opens a paid account on the platform, and shows its trader the server, login and a password that signs in', async () => {
    const member = await signedInMember(h);
    const account = await demoAccount(h, member.token);
    expect((await view(member.token, account.id)).access).toEqual({
      server: null,
      state: 'pending',
      target: 'enabled',
      passwordChangePending: false,
    });
    expect(await credentials(member.token, account.id)).toMatchObject({ server: null, password: null });
    await h.runPlatformCommands();
    expect((await view(member.token, account.id)).access).toMatchObject({
      server: 'FundingPlatform-Demo',
      state: 'enabled',
      target: 'enabled',
    });
    const shown = await credentials(member.token, account.id);
    expect(shown).toMatchObject({ platform: 'MT5', server: 'FundingPlatform-Demo', login: account.login });
    expect(shown.password).toMatch(/^.{12}$/);
    expect(await demo().signsIn(account.login, shown.password!)).toBe(true);
    // Another member, or an administrator, does not read it.
    const other = await signedInMember(h);
    expect((await h.authed(other.token, `/api/accounts/${account.id}/credentials`)).status).toBe(403);
    expect((await h.authed(admin.token, `/api/accounts/${account.id}/credentials`)).status).toBe(404);
  });

  it('carries out a decision’s commands through the job queue within seconds of its commit, one job per account', async () => {
    h.clock.set(Date.now());
    const jobs = await openJobQueue(h.handle as NonNullable<typeof h.handle>, h.databaseUrl ?? '', { pollingIntervalSeconds: 0.5 });
    const dispatch = await startCommandDispatch(h.services, jobs, h.handle as NonNullable<typeof h.handle>, h.databaseUrl ?? '');
    try {
      const member = await signedInMember(h);
      const account = await demoAccount(h, member.token);
      const started = Date.now();
      await expect.poll(async () => (await accountRow(h, account.id)).tradingState, { timeout: 5_000, interval: 100 }).toBe('enabled');
      expect(Date.now() - started).toBeLessThan(3_000);
      // A verdict's two commands (and their two wake-ups) are one job's work.
      h.clock.set(Date.now());
      expect((await ingest(h, account.login, [snapshot(new Date().toISOString(), 1_000_000, 880_000)])).evaluation.status).toBe('failed');
      await expect.poll(async () => (await accountRow(h, account.id)).tradingState, { timeout: 5_000, interval: 100 }).toBe('close_only');
      const ran = await rows<{ n: number }>(
        h.db,
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'platform-commands' AND data->>'accountId' = ${account.id}`,
      );
      expect(ran[0]!.n).toBeLessThanOrEqual(3);
    } finally {
      await dispatch.close();
      await jobs.stop(2_000);
    }
  });

  it('changes the trading password through the platform, one change at a time', async () => {
    const member = await signedInMember(h);
    const account = await demoAccount(h, member.token);
    await h.runPlatformCommands();
    const before = (await credentials(member.token, account.id)).password!;
    const asked = await h.authed(member.token, `/api/accounts/${account.id}/trading-password`, { method: 'POST' });
    expect(asked.status, asked.text).toBe(202);
    expect((await view(member.token, account.id)).access.passwordChangePending).toBe(true);
    const again = await h.authed(member.token, `/api/accounts/${account.id}/trading-password`, { method: 'POST', lang: 'de' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Eine Passwortänderung ist bereits auf dem Weg zur Plattform.');
    // Until the platform took it, the old password is the one shown, and the one that works.
    expect((await credentials(member.token, account.id)).password).toBe(before);
    await h.runPlatformCommands();
    const after = (await credentials(member.token, account.id)).password!;
    expect(after).not.toBe(before);
    expect(await demo().signsIn(account.login, after)).toBe(true);
    expect(await demo().signsIn(account.login, before)).toBe(false);
    expect((await view(member.token, account.id)).access.passwordChangePending).toBe(false);
    expect((await auditRows(h, 'trading_account', account.id)).map((row) => row.action)).toContain('account.tradingPassword');
  });

  it('stops trading at a breach and closes the open positions on the platform', async () => {
    h.clock.set('2026-05-04T08:00:00Z');
    const member = await signedInMember(h);
    const account = await demoAccount(h, member.token);
    await h.runPlatformCommands();
    await demo().withBook(account.login, (book) => {
      const spec = symbols[0]!;
      openOnBook(book, { ticket: 'p-1', spec, side: 'buy', volume: 1, openPrice: spec.price, openedAt: h.clock.now() });
    });
    h.clock.set('2026-05-04T09:00:00Z');
    const failed = await ingest(h, account.login, [snapshot('2026-05-04T09:00:00Z', 1_000_000, 880_000)]);
    expect(failed.evaluation.status).toBe('failed');
    // Decided at once; confirmed once the platform did it.
    expect((await view(member.token, account.id)).access).toMatchObject({ state: 'enabled', target: 'close_only' });
    await h.runPlatformCommands();
    expect((await view(member.token, account.id)).access).toMatchObject({ state: 'close_only', target: 'close_only' });
    const [book] = await h.db.select().from(demoPlatformAccounts).where(eq(demoPlatformAccounts.login, account.login));
    expect(book).toMatchObject({ state: 'close_only', positions: [] });
    const commands = await h.db
      .select()
      .from(platformCommands)
      .where(eq(platformCommands.accountId, account.id))
      .orderBy(platformCommands.seq);
    expect(commands.map((c) => [c.kind, c.status, c.attempts])).toEqual([
      ['provision', 'done', 1],
      ['set_trading_state', 'done', 1],
      ['close_positions', 'done', 1],
    ]);
    // Nothing more can be opened on it.
    await expect(
      demo().withBook(account.login, (book) => {
        const spec = symbols[1]!;
        openOnBook(book, { ticket: 'p-2', spec, side: 'sell', volume: 1, openPrice: spec.price, openedAt: h.clock.now() });
      }),
    ).rejects.toBeInstanceOf(PlatformError);
  });

  it('keeps the market simulator off an account once the platform stopped its trading', async () => {
    h.clock.set('2026-05-11T08:00:00Z');
    const member = await signedInMember(h);
    const account = await demoAccount(h, member.token);
    await h.runPlatformCommands();
    const post = async (body: string, signature: string) =>
      h.app.request(
        '/api/bridge/events',
        { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Bridge-Signature': signature }, body },
        {
          clientAddress: '127.0.0.1',
        },
      );
    const simulator = startSimulator(h.services, post, { seed: 11, intervalMs: 3_600_000 });
    const opened = async () =>
      (await h.db.select().from(deals).where(eq(deals.accountId, account.id))).filter((deal) => deal.entry === 'in').length;
    try {
      // It trades while the platform lets it.
      for (let tick = 0; tick < 40 && (await opened()) === 0; tick++) {
        h.clock.advance(5_000);
        await simulator.tick();
      }
      expect(await opened()).toBeGreaterThan(0);
      h.clock.advance(5_000);
      expect((await ingest(h, account.login, [snapshot(h.clock.now().toISOString(), 1_000_000, 880_000)])).evaluation.status).toBe(
        'failed',
      );
      await h.runPlatformCommands();
      const [book] = await h.db.select().from(demoPlatformAccounts).where(eq(demoPlatformAccounts.login, account.login));
      expect(book).toMatchObject({ state: 'close_only', positions: [] });
      const before = await opened();
      for (let tick = 0; tick < 20; tick++) {
        h.clock.advance(5_000);
        await simulator.tick();
      }
      expect(await opened()).toBe(before);
    } finally {
      simulator.stop();
    }
  });

  it('lets an administrator disable and enable trading with a reason, but not re-enable a closed account', async () => {
    const member = await signedInMember(h);
    const account = await demoAccount(h, member.token);
    await h.runPlatformCommands();
    const path = `/api/admin/accounts/${account.id}/platform/trading-state`;
    expect((await h.authed(admin.token, path, { body: { state: 'disabled', reason: '' } })).status).toBe(400);
    const off = await h.authed(admin.token, path, { body: { state: 'disabled', reason: 'Copy trading across accounts' } });
    expect(off.status, off.text).toBe(202);
    expect(off.body).toMatchObject({ kind: 'set_trading_state', state: 'disabled', status: 'queued' });
    await h.runPlatformCommands();
    expect((await view(member.token, account.id)).access.state).toBe('disabled');
    expect(await demo().signsIn(account.login, (await credentials(member.token, account.id)).password!)).toBe(false);
    expect((await h.authed(member.token, path, { body: { state: 'enabled', reason: 'me' } })).status).toBe(403);
    const on = await h.authed(admin.token, path, { body: { state: 'enabled', reason: 'Reviewed, no abuse' } });
    expect(on.status, on.text).toBe(202);
    await h.runPlatformCommands();
    expect((await view(member.token, account.id)).access.state).toBe('enabled');
    const audit = (await auditRows(h, 'trading_account', account.id)).filter((row) => row.action === 'account.tradingState');
    expect(audit.map((row) => row.details)).toEqual([
      { from: 'enabled', to: 'disabled', reason: 'Copy trading across accounts' },
      { from: 'disabled', to: 'enabled', reason: 'Reviewed, no abuse' },
    ]);
    await h.db.update(tradingAccounts).set({ status: 'failed' }).where(eq(tradingAccounts.id, account.id));
    expect((await h.authed(admin.token, path, { body: { state: 'enabled', reason: 'Try again' } })).status).toBe(409);
  });

  it('keeps a command the platform fails queued with its message, lists it for administrators, and carries it out once retried', async () => {
    const member = await signedInMember(h);
    const account = await demoAccount(h, member.token);
    // The platform is down: every call fails as a network error would.
    const platforms = original();
    let down = true;
    const flaky: TradingPlatform = new Proxy(demo(), {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver);
        if (typeof value !== 'function' || !['provision', 'setTradingState', 'closeAllPositions', 'changePassword'].includes(String(name)))
          return value;
        return (...args: unknown[]) => (down ? Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:443')) : value.apply(target, args));
      },
    });
    h.services.platforms = platformConnections([{ platform: flaky, labels: [] }], 'demo');
    restore = () => {
      h.services.platforms = platforms;
    };
    await h.runPlatformCommands();
    const [waiting] = await h.db.select().from(platformCommands).where(eq(platformCommands.accountId, account.id));
    expect(waiting).toMatchObject({ kind: 'provision', status: 'queued', attempts: 1, lastError: 'connect ECONNREFUSED 10.0.0.7:443' });
    expect((await accountRow(h, account.id)).tradingState).toBe('pending');
    const listed = await h.authed(admin.token, '/api/admin/platform-commands');
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.items).toContainEqual(
      expect.objectContaining({ id: waiting!.id, login: account.login, kind: 'provision', status: 'queued', attempts: 1 }),
    );
    const report = await h.authed(admin.token, `/api/admin/accounts/${account.id}/platform`);
    expect(report.body).toMatchObject({
      state: 'pending',
      commands: [{ id: waiting!.id, lastError: 'connect ECONNREFUSED 10.0.0.7:443' }],
    });
    // Not due yet (tried again after 5 s), unless an administrator retries it now.
    await h.runPlatformCommands();
    expect((await h.db.select().from(platformCommands).where(eq(platformCommands.id, waiting!.id)))[0]!.attempts).toBe(1);
    down = false;
    const retried = await h.authed(admin.token, `/api/admin/platform-commands/${waiting!.id}/retry`, { method: 'POST' });
    expect(retried.status, retried.text).toBe(202);
    await h.runPlatformCommands();
    expect(await accountRow(h, account.id)).toMatchObject({ tradingState: 'enabled', server: 'FundingPlatform-Demo' });
    const done = (await h.db.select().from(platformCommands).where(eq(platformCommands.id, waiting!.id)))[0]!;
    expect(done).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect((await h.authed(admin.token, `/api/admin/platform-commands/${waiting!.id}/retry`, { method: 'POST' })).status).toBe(409);
    expect((await auditRows(h, 'trading_account', account.id)).map((row) => row.action)).toEqual(
      expect.arrayContaining(['platform.commandRetried', 'platform.commandDone']),
    );
  });

  it('gives up a command the platform refuses outright, and holds the account’s later commands behind a failed opening', async () => {
    const member = await signedInMember(h);
    const account = await demoAccount(h, member.token);
    const platforms = original();
    const refusing: TradingPlatform = {
      ...demo(),
      provision: () => Promise.reject(new PlatformError('Template account 4411 not found', false)),
    };
    h.services.platforms = platformConnections([{ platform: refusing, labels: [] }], 'demo');
    restore = () => {
      h.services.platforms = platforms;
    };
    await h.runPlatformCommands();
    const change = await h.authed(admin.token, `/api/admin/accounts/${account.id}/platform/trading-state`, {
      body: { state: 'disabled', reason: 'Held for review' },
    });
    expect(change.status).toBe(202);
    await h.runPlatformCommands();
    const commands = await h.db
      .select()
      .from(platformCommands)
      .where(eq(platformCommands.accountId, account.id))
      .orderBy(platformCommands.seq);
    expect(commands.map((c) => [c.kind, c.status, c.attempts, c.lastError])).toEqual([
      ['provision', 'failed', 1, 'Template account 4411 not found'],
      ['set_trading_state', 'queued', 0, null],
    ]);
    expect((await auditRows(h, 'trading_account', account.id)).map((row) => row.action)).toContain('platform.commandFailed');
  });
});
