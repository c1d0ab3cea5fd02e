import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { admin, member, signInAs } from './session';

const pages = [
  { path: '/auth/login', as: null },
  { path: '/auth/registration', as: null },
  { path: '/de/auth/forgot-password', as: null },
  { path: '/accounts', as: member },
  { path: '/accounts/profile', as: member },
  { path: '/accounts/account-overview', as: member, withAccount: 'failed' },
  { path: '/ja/accounts/trading-overview', as: member, withAccount: 'active' },
  // Checked once their data is on screen (these texts show when it has loaded).
  { path: '/start-new-challenge', as: member, ready: 'Compare the challenge types' },
  { path: '/de/billing', as: member, ready: 'Rechnungsdaten speichern' },
  { path: '/verification', as: member, ready: 'History' },
  { path: '/ja/verification/demo', as: member, ready: 'プロバイダー側で行う操作はありません' },
  { path: '/dashboard', as: admin, ready: 'Orders by status' },
  { path: '/zh/dashboard/news', as: admin, ready: '导入事件' },
  { path: '/ja/orders', as: admin },
  { path: '/admin-profile', as: admin },
  { path: '/users', as: admin, ready: 'member@demo.local' },
  { path: '/risk', as: admin, ready: 'Kenji Sato' },
  { path: '/zh/users/challenge/create', as: admin, ready: 'member@demo.local' },
  { path: '/ja/challenges/create', as: admin, ready: '新しいチャレンジのルール（わかりやすい説明）' },
  { path: '/error/404', as: null },
  // Public: the definitions, signed out and, with an account named, signed in (the account box shows).
  { path: '/how-we-calculate', as: null },
  { path: '/ja/how-we-calculate', as: member, withAccount: 'failed', accountQuery: true },
];

test.describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const { path, as, withAccount, ready, accountQuery } of pages) {
      test(`${path} has no serious or critical axe violations (${scheme})`, async ({ page, request }) => {
        const token = as ? await signInAs(page, request, as) : null;
        let target = path;
        if (withAccount && token) {
          // The overviews show the account chosen on /accounts (a failed one shows its breach receipt).
          const list = await request.get('/api/accounts?status=all', { headers: { Authorization: `Bearer ${token}` } });
          const { items } = (await list.json()) as { items: { id: string; status: string }[] };
          const account = items.find((item) => item.status === withAccount);
          await page.addInitScript((id) => localStorage.setItem('accountId', id), account?.id ?? '');
          // The definitions page names the account of its ?account= (the box is checked too).
          if (accountQuery) target = `${path}?account=${account?.id ?? ''}`;
        }
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(target);
        // The splash waits for the session check and the user; on CI's two busy cores that took over 5 s.
        await expect(page.locator('html')).not.toHaveAttribute('data-splash', '', { timeout: 15_000 });
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        // The scan reads the page as it is once its data is in: no placeholder or loading region left.
        await expect(page.locator('.skeleton, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
        if (ready) await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
        if (accountQuery) await expect(page.locator('.definitions-account')).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }

  test('the user menu and the Create modal are reachable by keyboard', async ({ page, request }) => {
    await signInAs(page, request, admin);
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
