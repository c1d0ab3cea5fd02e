import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = [
  '/auth/login',
  '/auth/registration',
  '/de/auth/forgot-password',
  '/accounts',
  '/accounts/profile',
  '/dashboard',
  '/ja/orders',
  '/error/404',
];

test.describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const path of pages) {
      test(`${path} has no serious or critical axe violations (${scheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await expect(page.locator('html')).not.toHaveAttribute('data-splash', '');
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }

  test('the user menu and the Create modal are reachable by keyboard', async ({ page }) => {
    await page.goto('/dashboard');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    const create = page.getByRole('button', { name: 'Create' });
    await create.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('.user-button').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'My Profile' })).toBeFocused();
  });
});
