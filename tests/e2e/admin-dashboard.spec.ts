import { type APIRequestContext, expect, test } from '@playwright/test';
import { dictionaries } from '../../src/i18n';
import { format } from '../../src/i18n/format';
import { productInput } from '../builders/challenges';
import { billing } from '../builders/orders';
import { admin, adminToken, newMember, signInAs } from './session';

/**
 * The admin dashboard (issue 10) as an administrator reads it, in English and in Spanish: pick a
 * preset, find a figure only this test can change (a challenge of its own, bought once today), follow
 * its link to the orders list with the same filter, and see the charts drawn. Other tests order at
 * the same time, so shared totals are only checked to include this order.
 */

/** A challenge no other test sells, paid once today (demo payment) by a fresh member; then withdrawn from sale. */
async function challengeSoldOnce(request: APIRequestContext, locale: string) {
  const boss = { Authorization: `Bearer ${await adminToken(request)}` };
  const slug = `dash-${locale}-${Date.now().toString(36)}`;
  const input = productInput(slug, { name: `Dashboard ${slug}`, price: 12_345 });
  const created = await request.post('/api/admin/challenges', { headers: boss, data: input });
  expect(created.status(), await created.text()).toBe(201);
  const challenge = (await created.json()) as { id: string; name: string };

  const user = await newMember(request, `dashboard-${locale}`);
  const login = await request.post('/api/auth/login', { data: { ...user, userGeolocation: null } });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const ordered = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: { challengeId: challenge.id, billing: { ...billing, email: user.email }, provider: 'demo', discountCode: '', acceptTerms: true },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const { order } = (await ordered.json()) as { order: { total: number; status: string } };
  expect(order.status).toBe('paid');
  // Off the shop again, so other tests' catalogues stay as they were.
  const withdrawn = await request.put(`/api/admin/challenges/${challenge.id}`, { headers: boss, data: { ...input, active: false } });
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  return { ...challenge, total: order.total };
}

const today = () => new Date().toISOString().slice(0, 10);

for (const locale of ['en', 'es'] as const) {
  const t = dictionaries[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const money = (minor: number, currency = 'USD') =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100).replace(/\s/g, ' ');

  test.describe(`admin dashboard (${locale})`, () => {
    test('reads today’s figures, follows a challenge to its filtered orders, and draws the charts', async ({ page, request }) => {
      test.slow();
      const challenge = await challengeSoldOnce(request, locale);
      await signInAs(page, request, admin);
      await page.goto(`${prefix}/dashboard`);
      await expect(page.locator('html')).not.toHaveAttribute('data-splash', '', { timeout: 15_000 });

      // The default range is the last 30 days; "Today" goes into the URL and survives a reload.
      await expect(page.getByRole('button', { name: t['dashboard.preset.30d'] })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: t['dashboard.preset.today'] }).click();
      await expect(page).toHaveURL(/[?&]range=today/);
      await page.reload();
      await expect(page.getByRole('button', { name: t['dashboard.preset.today'] })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByLabel(t['dashboard.from'], { exact: true })).toHaveValue(today());
      await expect(page.getByLabel(t['dashboard.to'], { exact: true })).toHaveValue(today());

      // The challenge's row: one paid order, its total as gross and net, nothing refunded.
      const row = page.getByRole('row').filter({ hasText: challenge.name });
      await expect(row).toBeVisible();
      const cells = row.getByRole('cell');
      await expect(cells.nth(1)).toHaveText('1');
      await expect(cells.nth(2)).toHaveText(money(challenge.total));
      await expect(cells.nth(3)).toHaveText(money(0));
      await expect(cells.nth(4)).toHaveText(money(challenge.total));

      // Shared totals include it (other tests order too): at least one paid order today.
      const paidTile = page.getByRole('link', { name: new RegExp(`^${t['billing.status.paid']} \\(${t['dashboard.orders.title']}\\)$`) });
      await expect(paidTile).toBeVisible();
      const paidCount = page.locator('.stat-tile', { has: paidTile }).locator('.stat-tile__value');
      await expect.poll(async () => Number((await paidCount.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);

      // Both charts are drawn from their own chunk after the first paint.
      await expect(
        page
          .getByRole('group', { name: format(t['dashboard.chart.revenueLabel'], { currency: 'USD' }) })
          .locator('canvas')
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('group', { name: t['dashboard.chart.signUpsLabel'] }).locator('canvas').first()).toBeVisible();

      // The challenge links to the orders list, filtered the same way.
      await row.getByRole('link', { name: challenge.name }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/orders\\?`));
      const url = new URL(page.url());
      expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'paid', challengeId: challenge.id, from: today(), to: today() });
      await expect(page.getByLabel(t['adminOrders.filter.status'])).toHaveValue('paid');
      await expect(page.getByLabel(t['adminOrders.filter.from'], { exact: true })).toHaveValue(today());
      await expect(page.getByLabel(t['adminOrders.filter.to'], { exact: true })).toHaveValue(today());
      const orderRows = page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell') });
      await expect(orderRows).toHaveCount(1);
      await expect(orderRows.first()).toContainText(challenge.name);
    });

    test('a custom range goes into the URL; an impossible one says why in the page’s language', async ({ page, request }) => {
      await signInAs(page, request, admin);
      await page.goto(`${prefix}/dashboard?from=2020-01-01&to=2020-01-03`);
      await expect(page.getByRole('heading', { name: t['dashboard.orders.title'] })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: t['dashboard.preset.30d'] })).toHaveAttribute('aria-pressed', 'false');
      // Nothing happened in those days: every section says so.
      await expect(page.getByText(t['dashboard.revenue.empty'])).toBeVisible();
      await expect(page.getByText(t['dashboard.orders.empty'])).toBeVisible();
      await expect(page.getByText(t['dashboard.payouts.empty'])).toBeVisible();
      // The sign-ups tile opens the users list with the same days.
      await page.getByRole('link', { name: t['dashboard.signUps.tile'] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/users\\?from=2020-01-01&to=2020-01-03$`));
      await expect(page.getByLabel(t['users.filter.from'], { exact: true })).toHaveValue('2020-01-01');
      await expect(page.getByLabel(t['users.filter.to'], { exact: true })).toHaveValue('2020-01-03');

      await page.goto(`${prefix}/dashboard?from=2020-01-01&to=2021-06-01`);
      await expect(page.getByRole('alert').filter({ hasText: t['dashboard.error.tooLong'] })).toBeVisible({ timeout: 15_000 });
    });
  });
}
