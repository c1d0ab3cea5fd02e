import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountEvent, OpenPosition } from '../../src/domain/rules';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { dealIn, dealOut, snapshot } from '../builders/events';
import { drivers, useHarness } from './harness';
import { demoAccount, ingest, postEvents, signedInMember } from './tradingHelpers';

type Positions = {
  at: string;
  pricedAt: string | null;
  floating: number;
  items: (Omit<OpenPosition, 'openPrice' | 'price' | 'profit'> & Record<'openPrice' | 'price' | 'profit', number | null>)[];
};

const position = (ticket: string, profit: number, extra: Partial<OpenPosition> = {}): OpenPosition => ({
  ticket,
  symbol: 'EURUSD',
  side: 'buy',
  volume: 1,
  openTime: '2026-02-02T09:00:00.000Z',
  openPrice: 1.085,
  price: 1.084,
  profit,
  ...extra,
});

const report = (time: string, balance: number, positions: OpenPosition[]): AccountEvent => ({
  kind: 'equity',
  time,
  balance,
  equity: balance + positions.reduce((sum, p) => sum + p.profit, 0),
  positions,
});

describe.each(drivers)('open positions (%s)', (driver) => {
  const h = useHarness(driver);
  beforeAll(() => seedCatalogue(h.services.db));

  /** A fresh active two-step 10K account opened at 2026-02-02 08:00 UTC; the member's token with it. */
  async function freshAccount() {
    h.clock.set('2026-02-02T08:00:00Z');
    const member = await signedInMember(h);
    return { token: member.token, email: member.email, account: await demoAccount(h, member.token, 'two-step-10k') };
  }
  const positionsOf = async (token: string, id: string) => {
    const response = await h.authed<Positions>(token, `/api/accounts/${id}/positions`);
    expect(response.status).toBe(200);
    return response.body;
  };

  it('lists what the last report priced, then the deals after it: an opening deal unpriced, a closing one gone', async () => {
    const { token, account } = await freshAccount();
    await ingest(h, account.login, [
      dealIn('11', '2026-02-02T09:00:00Z', { price: 1.085 }),
      dealIn('12', '2026-02-02T09:05:00Z', { symbol: 'XAUUSD', side: 'sell', volume: 0.5, price: 2010.5 }),
      report('2026-02-02T09:10:00Z', 1_000_000, [
        position('11', -10_000),
        position('12', 2_500, {
          symbol: 'XAUUSD',
          side: 'sell',
          volume: 0.5,
          openTime: '2026-02-02T09:05:00.000Z',
          openPrice: 2010.5,
          price: 2009,
        }),
      ]),
    ]);
    h.clock.set('2026-02-02T09:20:00Z');
    const priced = await positionsOf(token, account.id);
    expect(priced).toMatchObject({ pricedAt: '2026-02-02T09:10:00.000Z', floating: -7_500 });
    expect(priced.items.map((p) => [p.ticket, p.symbol, p.side, p.volume, p.openPrice, p.price, p.profit])).toEqual([
      ['11', 'EURUSD', 'buy', 1, 1.085, 1.084, -10_000],
      ['12', 'XAUUSD', 'sell', 0.5, 2010.5, 2009, 2_500],
    ]);

    // After the report: 11 closes, 13 opens (at its deal's price, floating result not known yet).
    await ingest(h, account.login, [
      dealOut('11', '2026-02-02T09:30:00Z', -9_000),
      dealIn('13', '2026-02-02T09:31:00Z', { symbol: 'GBPUSD', price: 1.27 }),
    ]);
    h.clock.set('2026-02-02T09:40:00Z');
    const moved = await positionsOf(token, account.id);
    expect(moved.items.map((p) => [p.ticket, p.openTime, p.openPrice, p.price, p.profit])).toEqual([
      ['12', '2026-02-02T09:05:00.000Z', 2010.5, 2009, 2_500],
      ['13', '2026-02-02T09:31:00.000Z', 1.27, null, null],
    ]);
    expect(moved.floating).toBe(2_500);

    // The next report is the platform's word: an empty list means nothing is open.
    await ingest(h, account.login, [
      dealOut('12', '2026-02-02T09:50:00Z', 2_000),
      dealOut('13', '2026-02-02T09:55:00Z', 0),
      report('2026-02-02T10:00:00Z', 993_000, []),
    ]);
    h.clock.set('2026-02-02T10:05:00Z');
    expect((await positionsOf(token, account.id)).items).toEqual([]);
  });

  it('without reported positions, every opening deal without its closing one is open', async () => {
    const { token, account } = await freshAccount();
    await ingest(h, account.login, [
      dealIn('21', '2026-02-02T09:00:00Z'),
      dealIn('22', '2026-02-02T09:01:00Z'),
      dealOut('21', '2026-02-02T09:02:00Z', 100),
      snapshot('2026-02-02T09:03:00Z', 1_000_100, 1_000_050),
    ]);
    h.clock.set('2026-02-02T09:10:00Z');
    const answer = await positionsOf(token, account.id);
    expect(answer.pricedAt).toBeNull();
    expect(answer.items.map((p) => [p.ticket, p.price, p.profit])).toEqual([['22', null, null]]);
  });

  it('a breached account shows, and its receipt names, the positions open when it failed; what the platform did later is listed apart', async () => {
    const { token, email, account } = await freshAccount();
    // Daily loss limit 5 % of 10,000: a report at equity 9,400 fails the account.
    await ingest(h, account.login, [
      dealIn('31', '2026-02-02T09:00:00Z', { price: 1.085 }),
      report('2026-02-02T09:30:00Z', 1_000_000, [position('31', -60_000)]),
      dealOut('31', '2026-02-02T09:31:00Z', -61_000),
      report('2026-02-02T09:32:00Z', 939_000, []),
    ]);
    h.clock.set('2026-02-02T10:00:00Z');
    const shown = await positionsOf(token, account.id);
    expect(shown.at).toBe('2026-02-02T09:30:00.000Z');
    expect(shown.items.map((p) => [p.ticket, p.profit])).toEqual([['31', -60_000]]);
    const receipt = await h.authed<{ positions: Positions; equity: number }>(token, `/api/accounts/${account.id}/breach`);
    expect(receipt.status).toBe(200);
    expect(receipt.body.equity).toBe(940_000);
    expect(receipt.body.positions).toEqual(shown);
    // The platform's close of 31 came after the breach: listed apart, in no figure.
    const after = await h.authed<{ closedAt: string; total: number; items: { ticket: string; entry: string; profit: number }[] }>(
      token,
      `/api/accounts/${account.id}/after-close`,
    );
    expect(after.body).toMatchObject({ closedAt: '2026-02-02T09:30:00.000Z', total: 1 });
    expect(after.body.items.map((d) => [d.ticket, d.entry, d.profit])).toEqual([['31', 'out', -61_000]]);
    const view = await h.authed<{ balance: number; equity: number }>(token, `/api/accounts/${account.id}`);
    expect(view.body).toMatchObject({ balance: 1_000_000, equity: 940_000 });
    const trades = await h.authed<{ total: number }>(token, `/api/accounts/${account.id}/trades`);
    expect(trades.body.total).toBe(0);

    // The member was told at once, with the same receipt the overview shows.
    const mails = h.mails.filter((mail) => mail.to === email && mail.subject.includes('breach receipt'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Account ${account.login} failed: its breach receipt`);
    const lines = mails[0]!.text.split('\n');
    expect(lines.find((line) => line.startsWith('Trigger:'))).toMatch(/^Trigger: equity update at .*2026.* UTC$/);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Maximum daily loss breached',
        'Equity: Equity $9,400.00 against the floor $9,500.00',
        'Balance: $10,000.00',
        'How the floor was computed: daily loss floor = start-of-day balance $10,000.00 − 5% × $10,000.00 = $9,500.00',
        'Positions open when the account closed',
        '- EURUSD #31 · Buy 1 · -$600.00',
      ]),
    );
  });

  it('a running account has nothing after its close', async () => {
    const { token, account } = await freshAccount();
    await ingest(h, account.login, [dealIn('51', '2026-02-02T09:00:00Z'), dealOut('51', '2026-02-02T09:10:00Z', 500)]);
    const after = await h.authed(token, `/api/accounts/${account.id}/after-close`);
    expect(after.body).toMatchObject({ closedAt: null, total: 0, items: [] });
  });

  it('refuses a report whose positions are malformed, and stores nothing of it', async () => {
    const { token, account } = await freshAccount();
    const bad = report('2026-02-02T09:00:00Z', 1_000_000, [{ ...position('41', 10), side: 'long' as 'buy' }]);
    const response = await postEvents(h, account.login, [bad]);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/events\.0\.positions\.0\.side/);
    h.clock.set('2026-02-02T09:10:00Z');
    expect((await positionsOf(token, account.id)).items).toEqual([]);
  });

  it('another member cannot read them', async () => {
    const { account } = await freshAccount();
    const stranger = await signedInMember(h);
    expect((await h.authed(stranger.token, `/api/accounts/${account.id}/positions`)).status).toBe(403);
  });
});
