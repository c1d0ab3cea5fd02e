import { expect, test } from '@playwright/test';
import { dictionaries } from '../../src/i18n';
import { format } from '../../src/i18n/format';
import { axeClean, ready } from './pageChecks';
import { admin, member, signInAs } from './session';

/**
 * The administrators' news import (issue 11), as an administrator would use it, in English and in
 * Chinese: from the dashboard to the import, a CSV with two bad rows previewed (the report names
 * both rows and why), the accepted rows imported and listed, one edited, one deleted; and a member
 * sees an imported event in the news calendar. Each run imports events of its own (a tag in the
 * titles), so runs and other tests never meet.
 */

const runs = [
  { locale: 'en', prefix: '', colorScheme: 'light' },
  { locale: 'zh', prefix: '/zh', colorScheme: 'dark' },
] as const;

for (const { locale, prefix, colorScheme } of runs) {
  const t = dictionaries[locale];

  test.describe(`admin news import (${locale})`, () => {
    // Today in UTC, so the events fall in the week the member's calendar opens on.
    test.use({ timezoneId: 'UTC', colorScheme });

    test('imports a CSV with two bad rows after reading the report, edits and deletes events, and members see them', async ({
      page,
      browser,
      request,
    }) => {
      // A long walk through two screens and two sessions, on a machine that may be running other suites.
      test.setTimeout(180_000);
      const tag = `E2E${locale}${Date.now().toString(36)}`;
      // Five weeks ahead: the member calendar spec counts this week's and its neighbours' events on the same server.
      const day = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
      const csv = [
        'time,currency,impact,title,forecast,previous,actual,externalId',
        `${day}T10:00:00Z,USD,high,${tag} Payrolls,180K,150K,,${tag}-nfp`,
        `${day} 11:00,EUR,medium,${tag} Bad Time,,,,`,
        `${day}T12:00:00Z,GBP,low,${tag} Retail Sales,0.2%,0.1%,,${tag}-retail`,
        `${day}T13:00:00Z,EURO,high,${tag} Bad Currency,,,,`,
        `${day}T14:00:00Z,JPY,medium,${tag} Tankan,12,13,,${tag}-tankan`,
      ].join('\n');

      await signInAs(page, request, admin);
      await page.goto(`${prefix}/dashboard`);
      await ready(page);
      // No menu item: the dashboard's header leads to the import.
      await page.getByRole('link', { name: t['adminNews.link'] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/news$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['page.adminNews.title']);
      await ready(page);

      // The picker speaks the page's language (not the browser's "Choose File"), then names the file.
      const picker = page.locator('.admin-news__file');
      await expect(picker).toContainText(t['adminNews.import.choose']);
      await expect(picker).toContainText(t['adminNews.import.noFile']);
      await page
        .getByLabel(t['adminNews.import.file'])
        .setInputFiles({ name: 'calendar.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect(picker).toContainText('calendar.csv');
      await page.getByRole('button', { name: t['adminNews.import.preview'], exact: true }).click();
      const report = page.getByRole('region', { name: format(t['adminNews.report.heading'], { file: 'calendar.csv' }) });
      await expect(report.getByText(format(t['adminNews.report.summary'], { rows: 5, accepted: 3, rejected: 2 }))).toBeVisible();
      // The two bad rows, by their line in the file (the header is line 1), each with why.
      const reportRows = report.getByRole('row').filter({ has: page.getByRole('cell') });
      await expect(reportRows).toHaveCount(5);
      const rejected = reportRows.filter({ hasText: t['adminNews.report.rejected'] });
      await expect(rejected).toHaveCount(2);
      await expect(rejected.nth(0).getByRole('cell').first()).toHaveText('3');
      await expect(rejected.nth(0)).toContainText(`${t['adminNews.field.time']}: ${t['newsImport.error.time']}`);
      await expect(rejected.nth(1).getByRole('cell').first()).toHaveText('5');
      await expect(rejected.nth(1)).toContainText(`${t['adminNews.field.currency']}: ${t['newsImport.error.currency']}`);
      await axeClean(page);

      await page.getByRole('button', { name: format(t['adminNews.import.submit'], { count: 3 }) }).click();
      const confirm = page.getByRole('dialog', { name: format(t['adminNews.import.confirm.title'], { count: 3 }) });
      await expect(confirm).toContainText(format(t['adminNews.import.confirm.body'], { adds: 3, updates: 0, rejected: 2 }));
      await confirm.getByRole('button', { name: t['adminNews.import.confirm.submit'], exact: true }).click();
      await expect(page.getByText(format(t['adminNews.import.done'], { count: 3 }))).toBeVisible({ timeout: 15_000 });
      await expect(report).toBeHidden();

      // The accepted events in the list, newest first.
      await page.getByLabel(t['adminNews.search'], { exact: true }).fill(tag);
      const list = page.getByRole('table', { name: t['adminNews.list.caption'] });
      const listRows = list.getByRole('row').filter({ has: page.getByRole('cell') });
      await expect(listRows).toHaveCount(3);
      await expect(listRows.nth(0)).toContainText(`${tag} Tankan`);
      await expect(listRows.nth(1)).toContainText(`${tag} Retail Sales`);
      await expect(listRows.nth(2)).toContainText(`${tag} Payrolls`);
      await expect(list).not.toContainText('Bad');

      // Edit one: the title and its actual figure.
      await page.getByRole('button', { name: format(t['adminNews.editLabel'], { title: `${tag} Payrolls` }) }).click();
      const edit = page.getByRole('dialog', { name: t['adminNews.edit.title'] });
      await edit.getByLabel(t['adminNews.field.title'], { exact: true }).fill(`${tag} Nonfarm Payrolls`);
      await edit.getByLabel(t['news.actual']).fill('199K');
      await axeClean(page);
      await edit.getByRole('button', { name: t['adminNews.edit.save'] }).click();
      await expect(edit).toBeHidden();
      await expect(listRows.nth(2)).toContainText(`${tag} Nonfarm Payrolls`);
      await expect(listRows.nth(2)).toContainText('199K');

      // Delete one, confirmed.
      await page.getByRole('button', { name: format(t['adminNews.deleteLabel'], { title: `${tag} Retail Sales` }) }).click();
      const remove = page.getByRole('dialog', { name: t['adminNews.delete.title'] });
      await remove.getByRole('button', { name: t['adminNews.delete.confirm'] }).click();
      await expect(remove).toBeHidden();
      await expect(listRows).toHaveCount(2);
      await expect(list).not.toContainText('Retail Sales');

      // A member's calendar shows the imported (and edited) event, and not the deleted one.
      const context = await browser.newContext({ timezoneId: 'UTC', colorScheme });
      const memberPage = await context.newPage();
      await signInAs(memberPage, request, member);
      await memberPage.goto(`${prefix}/news-calendar?week=${day}&q=${encodeURIComponent(tag)}`);
      await ready(memberPage);
      await expect(memberPage.getByText(`${tag} Nonfarm Payrolls`)).toBeVisible();
      await expect(memberPage.getByText(`${tag} Tankan`)).toBeVisible();
      await expect(memberPage.getByText(`${tag} Retail Sales`)).toHaveCount(0);
      await context.close();
    });
  });
}
