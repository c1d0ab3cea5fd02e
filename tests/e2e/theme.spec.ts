import { expect, type Page, test } from '@playwright/test';
import { resolveTheme, type ThemeEvent, type ThemeMode, themeMachine } from '../../machines/theme';
import { describePath, generatePaths } from '../model/machinePaths';
import { admin, member, signInAs } from './session';

const themeLabel: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', system: 'System' };

async function chooseTheme(page: Page, mode: ThemeMode) {
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.locator('#theme-menu').getByRole('button', { name: themeLabel[mode], exact: true }).click();
}

const htmlTheme = (page: Page) => page.locator('html').getAttribute('data-theme');
const stored = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('kt_theme_mode_menu'), localStorage.getItem('kt_theme_mode_value')]);

test.describe('theme', () => {
  test('a chosen theme persists across reloads, and the document never starts in the wrong one @smoke', async ({ page, request }) => {
    await signInAs(page, request, admin);
    await page.goto('/dashboard');
    await chooseTheme(page, 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await stored(page)).toEqual(['dark', 'dark']);
    // The head script applies the stored theme before any island runs.
    await page.route('**/_astro/**', (route) => route.abort());
    await page.reload();
    expect(await htmlTheme(page)).toBe('dark');
  });

  test('system mode follows the operating system live, and images swap with the theme', async ({ page, request }) => {
    await signInAs(page, request, member);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 800, height: 700 }); // the header logo is visible on small screens
    await page.goto('/accounts');
    await chooseTheme(page, 'system');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const logo = page.locator('.header__brand img');
    await expect(logo).toHaveAttribute('src', '/media/logo-light.svg');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(logo).toHaveAttribute('src', '/media/logo-dark.svg');
    expect(await stored(page)).toEqual(['system', 'dark']);
  });

  test('an invalid stored value means system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('kt_theme_mode_menu', 'sepia'));
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  // Paths generated from the theme machine, replayed in the browser against the real page.
  const events: ThemeEvent[] = [
    { type: 'theme.select', mode: 'light' },
    { type: 'theme.select', mode: 'dark' },
    { type: 'theme.select', mode: 'system' },
    { type: 'theme.systemChanged', prefersDark: true },
    { type: 'theme.systemChanged', prefersDark: false },
  ];
  const input = { storedMode: null, systemPrefersDark: false };
  const paths = generatePaths(themeMachine, {
    input,
    events,
    serializeState: (s: { value: unknown; context: unknown }) => JSON.stringify([s.value, s.context]),
  });
  for (const path of paths) {
    test(`machine path in the browser: ${describePath(path)}`, async ({ page, request }) => {
      await signInAs(page, request, member);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.addInitScript(() => {
        (window as unknown as { reinits: number }).reinits = 0;
        document.addEventListener('widgets:reinit', () => {
          (window as unknown as { reinits: number }).reinits += 1;
        });
      });
      await page.goto('/accounts/profile');
      for (const step of path.steps.slice(1)) {
        const event = step.event as ThemeEvent | { type: string };
        if (event.type === 'theme.select') await chooseTheme(page, (event as { mode: ThemeMode }).mode);
        else if (event.type === 'theme.systemChanged') {
          await page.emulateMedia({ colorScheme: (event as { prefersDark: boolean }).prefersDark ? 'dark' : 'light' });
        } else {
          // The delayed widget re-initialisation, 500 ms after start.
          await expect.poll(() => page.evaluate(() => (window as unknown as { reinits: number }).reinits)).toBe(1);
        }
        const { mode, systemPrefersDark } = step.state.context as { mode: ThemeMode; systemPrefersDark: boolean };
        await expect(page.locator('html')).toHaveAttribute('data-theme', resolveTheme(mode, systemPrefersDark));
      }
    });
  }
});
