import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The page has hydrated: the shell's splash is gone (the admin shell waits for the session check; other workers' set-ups can slow the server). */
export async function ready(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-splash', '', { timeout: 15_000 });
}

/** No serious or critical axe violation on the page as it stands. */
export async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A table's body rows (the header row has no cells); the only table, or the one named `caption`. */
export const bodyRows = (page: Page, caption?: string) =>
  page
    .getByRole('table', caption === undefined ? {} : { name: caption })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
