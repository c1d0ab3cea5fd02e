import { expect, type Page, test } from '@playwright/test';
import { member, signInAs } from './session';

/**
 * What a phone shows while a page loads does not move (docs/decisions/041): no paint of a
 * half-parsed page, no content pushed down when an island hydrates or its data arrives. The CPU
 * runs four times slower, as Lighthouse's mobile preset has it, so the parser pauses where a
 * phone's would.
 */
async function layoutShifts(page: Page, path: string, ready: () => Promise<void>): Promise<{ value: number; nodes: string[] }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const nodes = entry.sources.map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 80) : String(node?.nodeName)));
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await ready();
  // Shifts are reported after the frame that made them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts);
}

test.describe('layout shift while loading', () => {
  for (const path of ['/auth/login', '/ja/auth/login']) {
    test(`${path}: the sign-in card is painted whole, never half parsed`, async ({ page }) => {
      const shifts = await layoutShifts(page, path, async () => {
        await expect(page.locator('html')).not.toHaveAttribute('data-splash', '');
        await expect(page.locator('#login-email')).toBeEnabled();
      });
      expect(shifts).toEqual([]);
    });
  }

  test('the accounts list: the footer stays below the fold while the list arrives', async ({ page, request }) => {
    await signInAs(page, request, member);
    const shifts = await layoutShifts(page, '/accounts', async () => {
      await expect(page.locator('html')).not.toHaveAttribute('data-splash', '');
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    });
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
  });
});
