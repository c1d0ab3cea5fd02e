import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { en } from '../../src/i18n/en';
import { zh } from '../../src/i18n/zh';
import { demoTwoStep, memberWithOrders } from './orders';
import { ready } from './pageChecks';
import { signInAs } from './session';

/**
 * A trader's account on its trading platform (issue 29), in English and Chinese: the demo order is
 * opened on the built-in demo platform by the job queue; the overview shows the platform, server,
 * login and the trading password (hidden until asked); a password change goes through the platform;
 * a breach reported by the bridge stops trading there within seconds, and the header says so.
 */
const bridgeSecret = 'e2e-bridge-secret-0123456789-abcdefghij';

type Account = {
  id: string;
  login: string;
  access: { server: string | null; state: string; target: string; passwordChangePending: boolean };
};

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

const runs = [
  { locale: 'en', prefix: '', t: en },
  { locale: 'zh', prefix: '/zh', t: zh },
] as const;

for (const { locale, prefix, t } of runs) {
  test(`a trader signs in to the platform with what the overview shows, changes the password, and trading stops at a breach (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const trader = await memberWithOrders(request, `platform-${locale}`, demoTwoStep);
    const token = await signInAs(page, request, trader);
    const account = async () => (await api<{ items: Account[] }>(request, token, '/api/accounts?status=all')).items[0] as Account;
    // Opened on the demo platform by the job queue, within moments of the payment.
    await expect.poll(async () => (await account()).access.state, { timeout: 10_000 }).toBe('enabled');
    const opened = await account();
    const credentials = () =>
      api<{ server: string; login: string; password: string }>(request, token, `/api/accounts/${opened.id}/credentials`);
    const first = await credentials();
    expect(first).toMatchObject({ server: 'FundingPlatform-Demo', login: opened.login });

    await page.goto(`${prefix}/accounts`);
    await ready(page);
    const table = page.getByRole('table', { name: t['accounts.caption'] });
    await table.getByRole('row').filter({ hasText: opened.login }).getByRole('link', { name: t['nav.accountOverview'] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/accounts/account-overview`));
    await ready(page);
    await expect(page.getByText(t['account.trading.enabled'], { exact: true }).first()).toBeVisible();

    // The sign-in details, the password only when asked for.
    const panel = page.getByRole('region', { name: t['overview.credentials'] });
    await expect(panel).toContainText('FundingPlatform-Demo');
    await expect(panel).toContainText(opened.login);
    await expect(panel).not.toContainText(first.password);
    await panel.getByRole('button', { name: t['overview.credentials.showPassword'] }).click();
    await expect(panel).toContainText(first.password);
    await panel.getByRole('button', { name: t['overview.credentials.hidePassword'] }).click();
    await expect(panel).not.toContainText(first.password);

    // A new password through the platform: shown once the platform has it.
    await panel.getByRole('button', { name: t['overview.credentials.changePassword'] }).click();
    const dialog = page.getByRole('dialog', { name: t['overview.credentials.changePassword'] });
    await dialog.getByRole('button', { name: t['overview.credentials.changePassword'] }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await credentials()).password, { timeout: 10_000 }).not.toBe(first.password);
    const second = await credentials();
    await expect(panel.getByRole('button', { name: t['overview.credentials.changePassword'] })).toBeVisible();
    await panel.getByRole('button', { name: t['overview.credentials.showPassword'] }).click();
    await expect(panel).toContainText(second.password);

    // A breach reported by the platform: close-only on the open screen within 2 s, then confirmed by the platform.
    const body = JSON.stringify({
      accountLogin: opened.login,
      events: [{ kind: 'equity', time: new Date().toISOString(), balance: 1_000_000, equity: 880_000 }],
    });
    const posted = await request.post('/api/bridge/events', {
      data: body,
      headers: {
        'content-type': 'application/json',
        'x-bridge-signature': `sha256=${createHmac('sha256', bridgeSecret).update(body).digest('hex')}`,
      },
    });
    expect(posted.status(), await posted.text()).toBe(200);
    await expect(page.getByText(t['account.trading.close_only']).first()).toBeVisible({ timeout: 2_000 });
    await expect
      .poll(async () => (await account()).access, { timeout: 10_000 })
      .toMatchObject({ state: 'close_only', target: 'close_only' });
    await expect(page.getByText(t['account.trading.waiting'])).toHaveCount(0);
    // Nothing is left open.
    const positions = await api<{ items: unknown[] }>(request, token, `/api/accounts/${opened.id}/positions`);
    expect(positions.items).toEqual([]);
  });
}
