import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { admin, signInAs } from './session';
for (const scheme of ['light', 'dark'] as const)
  for (const path of ['/users', '/users#dialog', '/es/users/edit-user', '/ja/users/USERID/edit-user'])
    test(`${path} axe ${scheme}`, async ({ page, request }) => {
      const token = await signInAs(page, request, admin);
      const r = await request.get('/api/users?q=member@demo.local', { headers: { Authorization: `Bearer ${token}` } });
      const id = ((await r.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path.replace('USERID', id).replace('#dialog', ''));
      await expect(page.locator('html')).not.toHaveAttribute('data-splash', '');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await page.waitForTimeout(2000);
      if (path === '/users') { await page.getByRole('checkbox').nth(1).check(); }
      if (path === '/users#dialog') { await page.getByRole('button', { name: /^Delete / }).first().click(); await expect(page.getByRole('dialog')).toBeVisible(); }
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
