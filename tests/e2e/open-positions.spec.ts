import { expect, test } from '@playwright/test';
import { en } from '../../src/i18n/en';
import { formatMoney } from '../../src/i18n/format';
import { ja } from '../../src/i18n/ja';
import { agedFundedTrader, auth, json, postEvents, ready } from './fundedTrader';
import { signInAs } from './session';

/**
 * Open positions as a trader follows them: a signed platform report that opens one shows on the open
 * account overview within 2 s (live feed), with its floating result; the payout page names it as
 * what blocks a payout; the platform closing it empties the list and unblocks the payout.
 */
type PayoutAccount = { accountId: string; login: string; balance: number; currency: string; eligible: boolean };

const runs = [
  { locale: 'en', prefix: '', t: en },
  { locale: 'ja', prefix: '/ja', t: ja },
] as const;

for (const { locale, prefix, t } of runs) {
  test(`a position opened on the platform shows live, blocks the payout by name, and goes when closed (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const trader = await agedFundedTrader(request);
    const token = await signInAs(page, request, trader);
    const [account] = (await json<{ items: PayoutAccount[] }>(await request.get('/api/payouts/accounts', { headers: auth(token) }))).items;
    if (!account) throw new Error('The trader has no funded account');
    expect(account.eligible).toBe(true);
    const money = (minor: number) => formatMoney(minor, account.currency, locale, { signed: true });
    await page.addInitScript((id) => localStorage.setItem('accountId', id), account.accountId);

    await page.goto(`${prefix}/accounts/account-overview`);
    await ready(page);
    const section = page.getByRole('region', { name: t['positions.title'] });
    await expect(section.getByText(t['positions.empty'])).toBeVisible();

    // The platform opens a position and reports it priced; the open screen shows it within 2 s.
    const ticket = `E2E-POS-${Date.now()}`;
    const openTime = new Date(Date.now() - 60_000).toISOString();
    const floating = -3_456;
    const position = {
      ticket,
      symbol: 'XAUUSD',
      side: 'sell',
      volume: 0.25,
      openTime,
      openPrice: 2010.5,
      price: 2011.88,
      profit: floating,
    };
    const opened = await postEvents(request, account.login, [
      { kind: 'deal', time: openTime, ticket, entry: 'in', symbol: 'XAUUSD', side: 'sell', volume: 0.25, profit: 0, price: 2010.5 },
      {
        kind: 'equity',
        time: new Date().toISOString(),
        balance: account.balance,
        equity: account.balance + floating,
        positions: [position],
      },
    ]);
    expect(opened.status(), await opened.text()).toBe(200);
    const row = section.locator(`tr[data-key="${ticket}"]`);
    await expect(row).toBeVisible({ timeout: 2_000 });
    await expect(row).toContainText('XAUUSD');
    await expect(row).toContainText(t['tradingOverview.side.sell']);
    await expect(row).toContainText(money(floating));
    await expect(section).toContainText(t['positions.total']);

    // The payout page: not eligible, and the checklist names the position.
    await page.goto(`${prefix}/payout`);
    await ready(page);
    const checklist = page.getByRole('region', { name: t['payout.eligibility.title'] });
    await expect(checklist).toContainText(`XAUUSD #${ticket}`);
    await expect(checklist).toContainText(t['payout.eligibility.notEligible']);

    // Closed on the platform (a later report lists nothing open): gone from the overview within 2 s.
    await page.goto(`${prefix}/accounts/account-overview`);
    await ready(page);
    await expect(row).toBeVisible();
    const closed = await postEvents(request, account.login, [
      {
        kind: 'deal',
        time: new Date().toISOString(),
        ticket,
        entry: 'out',
        symbol: 'XAUUSD',
        side: 'buy',
        volume: 0.25,
        profit: 0,
        price: 2010.5,
      },
      { kind: 'equity', time: new Date(Date.now() + 1).toISOString(), balance: account.balance, equity: account.balance, positions: [] },
    ]);
    expect(closed.status(), await closed.text()).toBe(200);
    await expect(row).toHaveCount(0, { timeout: 2_000 });
    await expect(section.getByText(t['positions.empty'])).toBeVisible();
  });
}
