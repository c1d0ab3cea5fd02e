import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { dictionaries } from '../../src/i18n';
import { format } from '../../src/i18n/format';
import { ready } from './pageChecks';
import { admin, adminToken, newMember, signInAs } from './session';

/**
 * Giving a member a challenge (issue 10), as an administrator would, in English and in Spanish:
 * find the member, pick the challenge and the reason, confirm, and see the account open — on the
 * member's side too — and the order in the orders list as granted.
 */

/** The member's own view of their accounts, through the API with their session. */
async function accountsOf(request: APIRequestContext, user: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: { ...user, userGeolocation: null } });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const response = await request.get('/api/accounts?status=all', { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { items: { login: string; challengeName: string }[] }).items;
}

for (const locale of ['en', 'es'] as const) {
  const t = dictionaries[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test.describe(`give a challenge (${locale})`, () => {
    test('finds the member, checks the form, confirms, and the account opens for them', async ({ page, request }) => {
      const member = await newMember(request, `grant-${locale}`);
      await signInAs(page, request, admin);
      await page.goto(`${prefix}/users/challenge/create`);
      await ready(page);
      await expect(page.getByRole('heading', { name: t['grant.heading'] })).toBeVisible();

      // Nothing chosen: each field says what it needs, and nothing is sent.
      await page.getByRole('button', { name: t['grant.submit'] }).click();
      await expect(page.getByRole('alert').filter({ hasText: t['grant.memberRequired'] })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: t['validation.challengeRequired'] })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: t['grant.reasonRequired'] })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('searchbox', { name: t['memberPicker.search'] }).fill(member.email);
      const match = page.getByRole('radio', { name: new RegExp(member.email.replace(/[.+]/g, '\\$&')) });
      await expect(match).toHaveCount(1);
      await match.click();
      await expect(page.getByRole('button', { name: t['memberPicker.change'] })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: t['grant.memberRequired'] })).toHaveCount(0);

      const catalogue = (await (await request.get('/api/challenges')).json()) as { items: { id: string; slug: string }[] };
      const fifty = catalogue.items.find((item) => item.slug === 'two-step-50k');
      await page.getByLabel(t['grant.challenge'], { exact: true }).selectOption(fifty?.id ?? '');
      await page.getByLabel(t['grant.reason'], { exact: true }).selectOption('competitionPrize');
      await page.getByLabel(t['grant.note']).fill('League winner');
      await page.getByRole('button', { name: t['grant.submit'] }).click();

      const dialog = page.getByRole('dialog', { name: t['grant.confirm.title'] });
      await expect(dialog).toContainText(member.email);
      await expect(dialog).toContainText(t['grant.reason.competitionPrize']);
      expect(
        await new AxeBuilder({ page })
          .include('dialog')
          .analyze()
          .then((r) => r.violations),
      ).toEqual([]);
      await dialog.getByRole('button', { name: t['grant.submit'] }).click();

      await expect(page.getByRole('link', { name: t['grant.done.member'] })).toBeVisible();
      const [account] = await accountsOf(request, member);
      expect(account?.challengeName).toBe('Two-Step 50K');
      await expect(page.getByRole('status')).toContainText(
        format(t['grant.done'], { challenge: 'Two-Step 50K', login: account?.login ?? '', name: 'Session Tester' }),
      );

      // The order is in the list as granted, with its reason.
      await page.getByRole('link', { name: t['grant.done.order'] }).click();
      await expect(page).toHaveURL(/\/orders\?q=FP-/);
      const row = page.getByRole('row').filter({ hasText: member.email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(t['billing.provider.grant']);
      await expect(row).toContainText(t['grant.reason.competitionPrize']);
      await expect(row).toContainText(t['billing.status.paid']);
    });

    test('a customer’s page links here with the member already picked', async ({ page, request }) => {
      const member = await newMember(request, `grant-link-${locale}`);
      const users = await request.get(`/api/users?q=${encodeURIComponent(member.email)}`, {
        headers: { Authorization: `Bearer ${await adminToken(request)}` },
      });
      const userId = ((await users.json()) as { items: { id: string }[] }).items[0]?.id;
      await signInAs(page, request, admin);
      await page.goto(`${prefix}/users/${userId}/edit-user`);
      await ready(page);
      await page.getByRole('link', { name: t['users.giveChallenge'] }).click();
      await expect(page).toHaveURL(new RegExp(`/users/challenge/create\\?userId=${userId}`));
      await expect(page.getByRole('group', { name: t['memberPicker.legend'] })).toContainText(member.email);
      await page.getByLabel(t['grant.challenge'], { exact: true }).selectOption({ index: 1 });
      await page.getByLabel(t['grant.reason'], { exact: true }).selectOption('freeRetry');
      await page.getByRole('button', { name: t['grant.submit'] }).click();
      await page.getByRole('dialog').getByRole('button', { name: t['grant.submit'] }).click();
      await expect(page.getByRole('link', { name: t['grant.done.member'] })).toBeVisible();
      expect(await accountsOf(request, member)).toHaveLength(1);
    });
  });
}
