import { expect, test } from '@playwright/test';
import { dictionaries } from '../../src/i18n';
import { axeClean, ready } from './pageChecks';
import { newMember, signInAs } from './session';

/**
 * Identity verification with the demo provider (issue 31), as a new member goes through it: the
 * page says what to do, the demo provider's page takes the documents and plays the reviewer, and
 * each decision shows on the verification page with its reason and in the history. A member of
 * its own per run, so the demo member's state is never touched.
 */
test.describe('identity verification', () => {
  for (const locale of ['en', 'ja'] as const) {
    test(`a member sends documents, is asked for new ones, sends them again and is verified (${locale})`, async ({ page, request }) => {
      const t = dictionaries[locale];
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const user = await newMember(request, `verify-${locale}`, { firstName: 'Vera', lastName: 'Fied' });
      const token = await signInAs(page, request, user);
      // The provider's flow speaks the account's language (the demo provider's page is under its prefix).
      const language = await request.put('/api/profile/locale', { headers: { Authorization: `Bearer ${token}` }, data: { locale } });
      expect(language.status()).toBe(200);

      await page.goto(`${prefix}/verification`);
      await ready(page);
      const status = page.getByRole('region', { name: t['verification.title.individual'] });
      await expect(status.getByText(t['verification.state.notStarted'], { exact: true })).toBeVisible();
      await expect(status.getByText(t['verification.privacy'])).toBeVisible();
      await expect(status.getByText(t['verification.demoNotice'])).toBeVisible();
      await expect(page.getByText(t['verification.history.empty'])).toBeVisible();
      await axeClean(page);

      // Into the provider's flow: the demo provider's page, clearly a demo.
      await status.getByRole('button', { name: t['verification.action.start'] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/verification/demo$`));
      await expect(page.getByText(t['verification.demo.banner'])).toBeVisible();
      await page.getByRole('button', { name: t['verification.demo.submit'] }).click();

      // Back on our page, under review; the demo's reviewer is one link away.
      await expect(page).toHaveURL(new RegExp(`${prefix}/verification$`));
      await expect(status.getByText(t['verification.state.pendingReview'], { exact: true })).toBeVisible();
      await expect(status.getByRole('button')).toHaveCount(0);
      await status.getByRole('link', { name: t['verification.demoReviewer'] }).click();

      const reviewer = page.getByRole('region', { name: t['verification.demo.step2.title'] });
      await expect(reviewer.getByLabel(t['verification.demo.name'])).toHaveValue('Vera Fied');
      await axeClean(page);
      // A refusal needs a reason the member can read.
      const reason = reviewer.getByLabel(t['verification.demo.reason']);
      await reason.fill('no');
      await reviewer.getByRole('button', { name: t['verification.demo.askNew'] }).click();
      await expect(reviewer.getByRole('alert').filter({ hasText: t['validation.min3'] })).toBeVisible();
      await expect(reason).toBeFocused();
      await reason.fill('The photo is blurred');
      await reviewer.getByRole('button', { name: t['verification.demo.askNew'] }).click();

      await expect(page).toHaveURL(new RegExp(`${prefix}/verification$`));
      await expect(status.getByText(t['verification.state.resubmissionRequested'], { exact: true })).toBeVisible();
      await expect(status.getByText(t['verification.reason.provider'])).toBeVisible();
      await expect(status.getByText('The photo is blurred')).toBeVisible();
      await status.getByRole('button', { name: t['verification.action.resend'] }).click();
      await page.getByRole('button', { name: t['verification.demo.submit'] }).click();
      await expect(status.getByText(t['verification.state.pendingReview'], { exact: true })).toBeVisible();
      await status.getByRole('link', { name: t['verification.demoReviewer'] }).click();

      // Approval names who the document shows; the country is a choice the reviewer must make.
      await reviewer.getByRole('button', { name: t['verification.demo.approve'] }).click();
      await expect(reviewer.getByRole('alert').filter({ hasText: t['validation.countryRequired'] })).toBeVisible();
      await reviewer.getByLabel(t['verification.demo.country']).selectOption('DE');
      await reviewer.getByRole('button', { name: t['verification.demo.approve'] }).click();

      await expect(page).toHaveURL(new RegExp(`${prefix}/verification$`));
      await expect(status.getByText(t['verification.state.approved'], { exact: true })).toBeVisible();
      await expect(status.getByText('Vera Fied')).toBeVisible();
      const germany = new Intl.DisplayNames([locale], { type: 'region' }).of('DE') as string;
      await expect(status.getByText(germany, { exact: true })).toBeVisible();
      await expect(status.getByRole('button')).toHaveCount(0);
      // Six changes, newest first: the approval by the provider.
      const history = page.getByRole('table', { name: t['verification.history.caption'] });
      const rows = history.getByRole('row').filter({ has: page.getByRole('cell') });
      await expect(rows).toHaveCount(6);
      await expect(rows.first()).toContainText(t['verification.source.provider']);
      await expect(rows.last()).toContainText(t['verification.source.member']);

      // The demo provider has nothing left to do.
      await page.goto(`${prefix}/verification/demo`);
      await expect(page.getByRole('region', { name: t['verification.demo.nothingTitle'] })).toBeVisible();
    });
  }
});
