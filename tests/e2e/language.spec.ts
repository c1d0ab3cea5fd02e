import { expect, test } from '@playwright/test';
import { dictionaries } from '../../src/i18n';
import { member, signInAs } from './session';

test.describe('language', () => {
  test('the switcher on the auth pages stores the choice and moves to the same page in that language @smoke', async ({ page }) => {
    await page.goto('/auth/forgot-password');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/auth\/forgot-password$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('i18nConfig') ?? 'null'))).toEqual({ selectedLang: 'fr' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('an unprefixed visit with a stored choice goes to that language, and English can be chosen back', async ({ page, request }) => {
    await signInAs(page, request, member);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('i18nConfig', JSON.stringify({ selectedLang: 'ja' }));
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/accounts?tab=1');
    await expect(page).toHaveURL(/\/ja\/accounts\?tab=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dictionaries.ja['page.accounts.title']);
    // The user menu carries the switcher on signed-in pages.
    await page.locator('.user-button').click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/accounts\?tab=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('i18nConfig') ?? 'null'))).toEqual({ selectedLang: 'en' });
  });
});
