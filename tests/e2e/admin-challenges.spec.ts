import { type APIRequestContext, expect, test } from '@playwright/test';
import { dictionaries } from '../../src/i18n';
import { format, formatDate, formatPercent } from '../../src/i18n/format';
import { productInput } from '../builders/challenges';
import { billing } from '../builders/orders';
import { axeClean, bodyRows, ready } from './pageChecks';
import { admin, adminToken, newMember, signInAs } from './session';

/**
 * The administrators' challenges screen (issue 11), in English and in Chinese: the catalogue with
 * the accounts each product sold, a product archived out of the members' configurator and
 * restored, and a discount code created in its dialog (a validation error first), listed and
 * disabled, and one edited in the same dialog (a past last day refused first) and quoted at
 * checkout. Each test makes its own product and code (the demo data is shared by all tests).
 */

/** A product of its own, sold once to a fresh member through a demo (paid at once) order. */
async function soldProduct(request: APIRequestContext, tag: string) {
  const boss = { Authorization: `Bearer ${await adminToken(request)}` };
  const slug = `${tag}-${Date.now()}`;
  const input = productInput(slug, { name: `E2E ${slug}`, sortOrder: 1000 });
  const created = await request.post('/api/admin/challenges', { headers: boss, data: input });
  expect(created.status(), await created.text()).toBe(201);
  const challenge = (await created.json()) as { id: string; name: string; slug: string };
  const user = await newMember(request, tag);
  const login = await request.post('/api/auth/login', { data: { ...user, userGeolocation: null } });
  const auth = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const ordered = await request.post('/api/orders', {
    headers: auth,
    data: { challengeId: challenge.id, billing: { ...billing, email: user.email }, provider: 'demo', discountCode: '', acceptTerms: true },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  return challenge;
}

/** The slugs the members' configurator offers now. */
async function configuratorSlugs(request: APIRequestContext): Promise<string[]> {
  const catalogue = (await (await request.get('/api/challenges')).json()) as { items: { slug: string }[] };
  return catalogue.items.map((item) => item.slug);
}

for (const locale of ['en', 'zh'] as const) {
  const t = dictionaries[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test.describe(`admin challenges (${locale})`, () => {
    test('shows the catalogue with accounts sold, archives a product out of the configurator and restores it', async ({
      page,
      request,
    }) => {
      test.slow();
      const challenge = await soldProduct(request, `catalogue-${locale}`);
      await signInAs(page, request, admin);
      await page.goto(`${prefix}/challenges`);
      await ready(page);
      await expect(page.getByRole('heading', { level: 2, name: t['adminChallenges.heading'] })).toBeVisible();

      const catalogue = t['adminChallenges.caption'];
      const row = bodyRows(page, catalogue).filter({ hasText: challenge.name });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell').nth(6)).toHaveText('1');
      await expect(row).toContainText('MT5');
      await expect(row).toContainText(t['adminChallenges.type.1']);
      await expect(row).toContainText(format(t['adminChallenges.phase.target'], { value: formatPercent(8, locale, { points: true }) }));
      await expect(row).toContainText(t['adminChallenges.state.active']);
      // The demo catalogue's products show their sales too (every row has a count).
      // Named in the page's language (docs/decisions/045).
      await expect(
        bodyRows(page, catalogue)
          .filter({ hasText: locale === 'zh' ? '两阶段' : 'Two-Step' })
          .first(),
      ).toBeVisible();

      // Archive: confirmed, with what stays for the account already sold.
      await row.getByRole('button', { name: format(t['adminChallenges.archiveLabel'], { name: challenge.name }) }).click();
      const dialog = page.getByRole('dialog', { name: format(t['adminChallenges.archive.title'], { name: challenge.name }) });
      await expect(dialog).toContainText(format(t['adminChallenges.archive.sold'], { count: '1' }));
      await dialog.getByRole('button', { name: t['adminChallenges.archive'], exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(format(t['adminChallenges.archive.done'], { name: challenge.name }))).toBeVisible();
      await expect(row).toContainText(t['adminChallenges.state.archived']);
      expect(await configuratorSlugs(request)).not.toContain(challenge.slug);

      // The state filter lives in the URL: archived products only, also after a reload.
      await page.getByLabel(t['adminChallenges.filter.state']).selectOption('archived');
      await expect(page).toHaveURL(/[?&]state=archived/);
      await page.reload();
      await ready(page);
      await expect(row).toHaveCount(1);
      await expect(bodyRows(page, catalogue).filter({ hasText: t['adminChallenges.state.active'] })).toHaveCount(0);

      await row.getByRole('button', { name: format(t['adminChallenges.restoreLabel'], { name: challenge.name }) }).click();
      await expect(page.getByText(format(t['adminChallenges.restore.done'], { name: challenge.name }))).toBeVisible();
      // Restored, it leaves the archived view and the configurator offers it again.
      await expect(row).toHaveCount(0);
      expect(await configuratorSlugs(request)).toContain(challenge.slug);
      await page.getByLabel(t['adminChallenges.filter.state']).selectOption('active');
      await expect(row).toContainText(t['adminChallenges.state.active']);
    });

    test('creates a discount code in the dialog after a validation error, sees it listed and disables it', async ({ page, request }) => {
      const code = `E2E${locale.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
      await signInAs(page, request, admin);
      await page.goto(`${prefix}/challenges`);
      await ready(page);

      await page.getByRole('button', { name: t['adminDiscounts.new'], exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t['adminDiscounts.create.title'] });
      await expect(dialog).toBeVisible();
      // Nothing filled in: the code and the value say what is wrong, and nothing is sent.
      await dialog.getByRole('button', { name: t['adminDiscounts.create.submit'] }).click();
      await expect(dialog.getByText(t['validation.discountCodeInvalid'])).toBeVisible();
      await expect(dialog.getByText(t['adminDiscounts.error.value'])).toBeVisible();
      await expect(dialog.getByLabel(t['adminDiscounts.create.code'])).toBeFocused();

      await dialog.getByLabel(t['adminDiscounts.create.code']).fill(code.toLowerCase());
      await dialog.getByLabel(t['adminDiscounts.create.percent']).fill('150');
      await expect(dialog.getByText(t['adminDiscounts.error.percent'])).toBeVisible();
      await dialog.getByLabel(t['adminDiscounts.create.percent']).fill('15');
      await expect(dialog.getByText(t['adminDiscounts.error.percent'])).toBeHidden();
      await dialog.getByLabel(t['adminDiscounts.create.maxUses']).fill('3');
      await dialog.getByRole('button', { name: t['adminDiscounts.create.submit'] }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(format(t['adminDiscounts.create.done'], { code }))).toBeVisible();

      // Listed first (newest first), in capitals, with its value, limit, uses and state.
      const row = bodyRows(page, t['adminDiscounts.caption']).filter({ hasText: code });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(format(t['adminDiscounts.off'], { value: formatPercent(15, locale, { points: true }) }));
      await expect(row).toContainText(t['adminDiscounts.allChallenges']);
      await expect(row).toContainText(format(t['adminDiscounts.uses'], { uses: '0', max: '3' }));
      await expect(row).toContainText(t['adminDiscounts.state.active']);

      await row.getByRole('button', { name: format(t['adminDiscounts.disableLabel'], { code }) }).click();
      const confirm = page.getByRole('dialog', { name: format(t['adminDiscounts.disable.title'], { code }) });
      await confirm.getByRole('button', { name: t['adminDiscounts.disable.confirm'] }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText(format(t['adminDiscounts.disable.done'], { code }))).toBeVisible();
      await expect(row).toContainText(t['adminDiscounts.state.disabled']);
      await expect(row.getByRole('button', { name: format(t['adminDiscounts.disableLabel'], { code }) })).toHaveCount(0);
      // The checkout now refuses it.
      const demo = (await (await request.get('/api/challenges')).json()) as { items: { id: string }[] };
      const quote = await request.post('/api/orders/quote', {
        headers: { Authorization: `Bearer ${await adminToken(request)}` },
        data: { challengeId: demo.items[0]?.id, discountCode: code },
      });
      expect(quote.status()).toBe(400);
      expect(await quote.json()).toEqual({ message: dictionaries.en['discount.disabled'] });
    });

    test('edits a discount code in the same dialog: a past last day is refused, the new value is listed and quoted at checkout', async ({
      page,
      request,
    }) => {
      test.slow();
      const boss = { Authorization: `Bearer ${await adminToken(request)}` };
      const code = `EDIT${locale.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
      const created = await request.post('/api/admin/discount-codes', {
        headers: boss,
        data: { code, kind: 'percent', value: 10, maxUses: 3 },
      });
      expect(created.status(), await created.text()).toBe(201);
      await signInAs(page, request, admin);
      await page.goto(`${prefix}/challenges`);
      await ready(page);

      const row = bodyRows(page, t['adminDiscounts.caption']).filter({ hasText: code });
      await row.getByRole('button', { name: format(t['adminDiscounts.editLabel'], { code }) }).click();
      const dialog = page.getByRole('dialog', { name: format(t['adminDiscounts.edit.title'], { code }) });
      await expect(dialog).toBeVisible();
      // Prefilled; the code's text is shown but cannot change.
      await expect(dialog.getByLabel(t['adminDiscounts.create.code'])).toHaveValue(code);
      await expect(dialog.getByLabel(t['adminDiscounts.create.code'])).not.toBeEditable();
      await expect(dialog.getByLabel(t['adminDiscounts.create.percent'])).toHaveValue('10');
      await expect(dialog.getByLabel(t['adminDiscounts.create.maxUses'])).toHaveValue('3');
      await axeClean(page);

      await dialog.getByLabel(t['adminDiscounts.create.percent']).fill('25');
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await dialog.getByLabel(t['adminDiscounts.create.expires']).fill(yesterday);
      await dialog.getByRole('button', { name: t['adminDiscounts.edit.submit'] }).click();
      await expect(dialog.getByText(t['adminDiscounts.error.past'])).toBeVisible();
      await expect(dialog.getByLabel(t['adminDiscounts.create.expires'])).toBeFocused();

      const lastDay = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      await dialog.getByLabel(t['adminDiscounts.create.expires']).fill(lastDay);
      await expect(dialog.getByText(t['adminDiscounts.error.past'])).toBeHidden();
      await dialog.getByRole('button', { name: t['adminDiscounts.edit.submit'] }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(format(t['adminDiscounts.edit.done'], { code }))).toBeVisible();
      await expect(row).toContainText(format(t['adminDiscounts.off'], { value: formatPercent(25, locale, { points: true }) }));
      await expect(row).toContainText(
        format(t['adminDiscounts.validUntil'], { date: formatDate(`${lastDay}T23:59:59Z`, locale, 'date', { timeZone: 'UTC' }) }),
      );

      // The checkout's price preview takes the new value off.
      const demo = (await (await request.get('/api/challenges')).json()) as { items: { id: string; price: number }[] };
      const product = demo.items[0]!;
      const quote = await request.post('/api/orders/quote', { headers: boss, data: { challengeId: product.id, discountCode: code } });
      expect(quote.status(), await quote.text()).toBe(200);
      expect(await quote.json()).toMatchObject({ discount: Math.round(product.price * 0.25), discountCode: code });
    });
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the challenges screen and its new-code dialog have no serious or critical axe violations (${scheme})`, async ({
    page,
    request,
  }) => {
    // Two full axe passes (the screen, then the dialog) over a long table.
    test.slow();
    const t = dictionaries.en;
    await signInAs(page, request, admin);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/challenges');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await expect(bodyRows(page, t['adminChallenges.caption']).first()).toBeVisible();
    await axeClean(page);

    await page.getByRole('button', { name: t['adminDiscounts.new'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t['adminDiscounts.create.title'] });
    await dialog.getByRole('button', { name: t['adminDiscounts.create.submit'] }).click();
    await expect(dialog.getByText(t['validation.discountCodeInvalid'])).toBeVisible();
    await axeClean(page);
  });
}
