import { expect, test } from '@playwright/test';
import { dictionaries } from '../../src/i18n';
import { format } from '../../src/i18n/format';
import { memberWithOrders } from './orders';
import { axeClean, ready } from './pageChecks';
import { admin, signInAs } from './session';

/**
 * The administrator's view of a member's trading accounts (issue 11), in English and in Chinese:
 * from the member's account list to one account's report, which shows the member's objectives, and
 * a forced fail with a reason that the breach receipt then names. Each test buys a demo account
 * for a member of its own.
 */

for (const locale of ['en', 'zh'] as const) {
  const t = dictionaries[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test(`an administrator opens a member's account report and force-fails it with a reason (${locale})`, async ({ page, request }) => {
    test.slow();
    const member = await memberWithOrders(request, `report-${locale}`, [{ slug: 'two-step-10k', provider: 'demo' }]);
    const profile = (await (await request.get(`/api/user/${encodeURIComponent(member.email)}`, { headers: member.auth })).json()) as {
      id: string;
    };
    const accounts = (await (await request.get('/api/accounts?status=all', { headers: member.auth })).json()) as {
      items: { id: string; login: string }[];
    };
    const login = accounts.items[0]?.login as string;
    expect(login).toBeTruthy();

    await signInAs(page, request, admin);
    await page.goto(`${prefix}/users/${profile.id}/trading-accounts`);
    await ready(page);
    await expect(page.getByText(member.email, { exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: t['adminAccounts.caption'] });
    await expect(table.getByRole('row').filter({ hasText: login })).toContainText(t['account.status.active']);
    await table.getByRole('link', { name: format(t['adminAccounts.viewReportOf'], { login }) }).click();

    await expect(page).toHaveURL(new RegExp(`/users/${profile.id}/trading-accounts/${accounts.items[0]?.id}/view-report$`));
    await ready(page);
    await expect(page.getByRole('heading', { name: t['overview.objectives'] })).toBeVisible();
    await expect(page.getByRole('heading', { name: t['overview.objective.profitTarget'] })).toBeVisible();
    await expect(page.getByRole('heading', { name: t['tradingOverview.stats.title'] })).toBeVisible();
    // A running, unfunded account: all three actions apply.
    const actions = page.getByRole('region', { name: t['adminAccounts.actions'] });
    for (const action of ['pass', 'fail', 'reset'] as const) {
      await expect(actions.getByRole('button', { name: t[`adminAccounts.${action}`], exact: true })).toBeVisible();
    }

    await actions.getByRole('button', { name: t['adminAccounts.fail'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: format(t['adminAccounts.fail.title'], { login }) });
    const confirm = dialog.getByRole('button', { name: t['adminAccounts.fail'], exact: true });
    // Too short a reason is refused in the dialog, which stays open.
    await dialog.getByRole('textbox', { name: t['adminAccounts.reason'] }).fill('no');
    await confirm.click();
    await expect(dialog.getByRole('alert')).toHaveText(t['validation.min3']);
    const reason = `Copy trading ${locale}`;
    await dialog.getByRole('textbox', { name: t['adminAccounts.reason'] }).fill(reason);
    await confirm.click();
    await expect(dialog).toBeHidden();

    const receipt = page.getByRole('region', { name: t['overview.breach.title'] });
    await expect(receipt.getByText(t['overview.breach.rule.manual'])).toBeVisible();
    await expect(receipt.getByText(reason, { exact: true })).toBeVisible();
    await expect(page.getByText(t['account.status.failed'], { exact: true }).first()).toBeVisible();
    // Failed: only a reset is left.
    await expect(actions.getByRole('button')).toHaveText([t['adminAccounts.reset']]);
    // Its figures stand at the closure, and say so; no warning that the platform's data is getting old.
    const closed = (await (await request.get(`/api/accounts/${accounts.items[0]?.id}`, { headers: member.auth })).json()) as {
      failedAt: string;
    };
    const asOfClosure = t['ui.asOfClosure'].split('{date}')[0] as string;
    await expect(page.locator(`.figures-as-of time[datetime="${closed.failedAt}"]`)).toHaveCount(2); // the overview's and the trading overview's
    await expect(page.locator('.figures-as-of').first()).toContainText(asOfClosure);
    await expect(page.locator('.data-age')).toHaveCount(0);

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.reload();
      await ready(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await expect(receipt.getByText(reason, { exact: true })).toBeVisible();
      await axeClean(page);
    }
  });
}
