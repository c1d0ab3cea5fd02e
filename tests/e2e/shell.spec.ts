import { expect, test } from '@playwright/test';
import { admin, member, signInAs } from './session';

test.describe('member and admin shells', () => {
  test('the member sidebar lists its pages; the overviews wait for an account @smoke', async ({ page, request }) => {
    await signInAs(page, request, member);
    await page.goto('/accounts');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['Accounts', 'Billing', 'Payout', 'Verification', 'Certificates', 'News Calendar']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: /Help & Support/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Start New Challenge' })).toHaveAttribute('href', '/start-new-challenge');
    await expect(nav.getByRole('link', { name: 'Account Overview' })).toHaveCount(0);
    await expect(nav.getByText('Account Overview')).toHaveAttribute('aria-disabled', 'true');

    await page.evaluate(() => localStorage.setItem('accountId', '1001'));
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Account Overview' })).toHaveAttribute('href', '/accounts/account-overview');
    await nav.getByRole('link', { name: 'Trading Overview' }).click();
    await expect(page.getByText('Account ID: 1001')).toBeVisible();
  });

  test('the admin sidebar lists the admin pages and marks the current one @smoke', async ({ page, request }) => {
    await signInAs(page, request, admin);
    await page.goto('/de/orders');
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(nav.getByRole('link')).toHaveCount(7);
    await expect(nav.getByRole('link', { name: 'Risiko-Desk' })).toHaveAttribute('href', '/de/risk');
    await expect(nav.getByRole('link', { name: 'Bestellungen' })).toHaveAttribute('aria-current', 'page');
  });

  test('the toolbar Create button opens a modal with what this area can create; Escape closes it @smoke', async ({ page, request }) => {
    await signInAs(page, request, member);
    await page.goto('/payout');
    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog', { name: 'What would you like to create?' });
    await expect(dialog.getByRole('link', { name: /Start a new challenge/ })).toHaveAttribute('href', '/start-new-challenge');
    await expect(dialog.getByRole('link', { name: /Start a new challenge/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create' })).toBeFocused();

    const adminPage = await page.context().newPage();
    await signInAs(adminPage, request, admin);
    await adminPage.goto('/challenges');
    await adminPage.getByRole('button', { name: 'Create' }).click();
    await expect(adminPage.getByRole('dialog').getByRole('link', { name: /New challenge/ })).toHaveAttribute('href', '/challenges/create');
  });

  test('breadcrumbs lead back up, with the ids of the current page', async ({ page, request }) => {
    await signInAs(page, request, admin);
    await page.goto('/users/42/trading-accounts/7/view-report');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Trading Accounts' })).toHaveAttribute('href', '/users/42/trading-accounts');
    await expect(crumbs.getByRole('link', { name: 'Account Report' })).toHaveAttribute('aria-current', 'page');
  });

  test('on small screens the sidebar is a 225 px drawer opened from the header', async ({ page, request }) => {
    await signInAs(page, request, member);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/accounts');
    const sidebar = page.locator('#sidebar');
    await expect(sidebar).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar).toBeInViewport();
    expect((await sidebar.boundingBox())?.width).toBeCloseTo(225, 1);
    await page.keyboard.press('Escape');
    await expect(sidebar).not.toBeInViewport();
  });

  test('the header shows first name and last initial; the user menu offers profile, billing and log out', async ({ page, request }) => {
    const token = await signInAs(page, request, member);
    await page.goto('/accounts');
    await page.evaluate(() => localStorage.setItem('accountId', '1001'));
    await page.getByRole('button', { name: /Maria N\./ }).click();
    await expect(page.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/accounts/profile');
    await expect(page.locator('#user-menu').getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const left = await page.evaluate(() => ['access', 'email', 'accountId', 'id', 'status'].map((key) => localStorage.getItem(key)));
    expect(left).toEqual([null, null, null, null, null]);
    // The token was revoked on the server, not only forgotten here.
    const check = await request.get('/api/auth/verify-token', { headers: { Authorization: `Bearer ${token}` } });
    expect(check.status()).toBe(401);
  });

  test('administrators get My Profile at /admin-profile and no Billing', async ({ page, request }) => {
    await signInAs(page, request, admin);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Adam K\./ }).click();
    await expect(page.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/admin-profile');
    await expect(page.locator('#user-menu').getByRole('link', { name: 'Billing' })).toHaveCount(0);
  });

  test('/logout ends the session and goes to the login page', async ({ page, request }) => {
    const token = await signInAs(page, request, member);
    await page.goto('/de/logout');
    await expect(page).toHaveURL(/\/de\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
    const check = await request.get('/api/auth/verify-token', { headers: { Authorization: `Bearer ${token}` } });
    expect(check.status()).toBe(401);
  });
});
