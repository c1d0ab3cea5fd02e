import { expect, test } from '@playwright/test';
import { admin, member, signInAs } from './session';

const layoutKey = 'funding-platform-layout-config';

test.describe('layout config', () => {
  test('a layout type change saves the config and reloads; the choice survives later visits @smoke', async ({ page, request }) => {
    await signInAs(page, request, member);
    await page.goto('/accounts/profile');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    const layout = page.getByRole('group', { name: 'Layout' });
    await Promise.all([page.waitForEvent('load'), layout.getByRole('button', { name: 'Light sidebar' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'light-sidebar');
    await expect(layout.getByRole('button', { name: 'Light sidebar' })).toHaveAttribute('aria-pressed', 'true');
    const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), layoutKey);
    expect(saved.layoutType).toBe('light-sidebar');
    await page.goto('/billing');
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'light-sidebar');
  });

  test('the toolbar layout is structural too and reloads', async ({ page, request }) => {
    await signInAs(page, request, admin);
    await page.goto('/admin-profile');
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('group', { name: 'Toolbar' }).getByRole('button', { name: 'Extended' }).click(),
    ]);
    await expect(page.locator('html')).toHaveAttribute('data-toolbar', 'extended');
  });

  test('a partial update applies at once behind the splash, which hides after 500 ms, without a reload', async ({ page, request }) => {
    await signInAs(page, request, member);
    // The page's clock stands still while the test looks (pauseAt), so the 500 ms are counted exactly.
    await page.clock.install();
    await page.goto('/accounts/profile');
    await expect(page.locator('html')).not.toHaveAttribute('data-splash', '');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('group', { name: 'Page width' }).getByRole('button', { name: 'Fixed' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-page-width', 'fixed');
    await expect(page.locator('html')).toHaveAttribute('data-splash', '');
    await page.clock.runFor(499);
    await expect(page.locator('html')).toHaveAttribute('data-splash', '');
    await page.clock.runFor(1);
    await expect(page.locator('html')).not.toHaveAttribute('data-splash', '');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), layoutKey);
    expect(saved.app.general.pageWidth).toBe('fixed');
  });

  test('with the page title in the header, the toolbar hides and the description shows', async ({ page, request }) => {
    await signInAs(page, request, member);
    await page.goto('/accounts/profile');
    await page.getByRole('group', { name: 'Header content' }).getByRole('button', { name: 'Page title' }).click();
    await expect(page.locator('.toolbar')).toBeHidden();
    await expect(page.locator('.header__title .page-title__description')).toBeVisible();
    await page.reload();
    await expect(page.locator('.toolbar')).toBeHidden();
  });

  test('a malformed stored config falls back to the defaults', async ({ page, request }) => {
    await signInAs(page, request, admin);
    await page.addInitScript((key) => localStorage.setItem(key, '{"layoutType":"purple"'), layoutKey);
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'dark-sidebar');
    await expect(page.locator('html')).toHaveAttribute('data-toolbar', 'classic');
  });
});
