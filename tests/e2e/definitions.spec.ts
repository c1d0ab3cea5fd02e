import { type APIRequestContext, expect, test } from '@playwright/test';
import { dictionaries, format, type Locale, locales, localizePath } from '../../src/i18n';
import { formatMoney, formatNumber } from '../../src/i18n/format';
import { exampleCurrency, workedExamples } from '../../src/screens/public/how-we-calculate/examples';
import { definitionIds, definitionsVersion } from '../../src/ui/definitions';
import { member, newMember, signInAs } from './session';

/** The account line the page shows for an account, from the API's answer in that language. */
async function accountLine(request: APIRequestContext, token: string, id: string, locale: Locale): Promise<string> {
  const response = await request.get(`/api/accounts/${id}`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': locale } });
  expect(response.status()).toBe(200);
  const view = (await response.json()) as { login: string; challengeName: string; challengeVersion: number; definitionsVersion: number };
  expect(view.definitionsVersion).toBe(definitionsVersion);
  return format(dictionaries[locale]['definitions.account.line'], {
    login: view.login,
    challengeName: view.challengeName,
    challengeVersion: view.challengeVersion,
    definitionsVersion: view.definitionsVersion,
  });
}

async function memberAccounts(request: APIRequestContext, token: string): Promise<{ id: string; status: string }[]> {
  const response = await request.get('/api/accounts?status=all', { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { items: { id: string; status: string }[] }).items;
}

test.describe('how we calculate (/how-we-calculate)', () => {
  for (const locale of locales) {
    test(`${locale}: open without signing in, every definition, the version and the examples in the page's format @smoke`, async ({
      page,
    }) => {
      const t = dictionaries[locale];
      const path = localizePath('/how-we-calculate', locale);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).not.toHaveAttribute('data-splash', '', { timeout: 15_000 });
      // Role routing lets a signed-out visitor stay.
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['page.howWeCalculate.title']);
      // One section per definition id, in order: the account screens link to each.
      expect(await page.locator('section.definition').evaluateAll((sections) => sections.map((s) => s.id))).toEqual([...definitionIds]);
      for (const id of definitionIds) await expect(page.locator(`#${id} h3`)).not.toBeEmpty();
      await expect(page.getByText(format(t['definitions.version'], { version: definitionsVersion }), { exact: true })).toBeVisible();
      // Example numbers as the page's locale formats them (read from the formatter the page uses).
      const { rules, statistics } = workedExamples();
      await expect(page.locator('#rule-profit-target')).toContainText(formatMoney(rules.profitTarget.target, exampleCurrency, locale));
      await expect(page.locator('#rule-daily-loss')).toContainText(formatMoney(rules.dailyLoss.floor, exampleCurrency, locale));
      await expect(page.locator('#stat-profit-factor')).toContainText(formatNumber(statistics.profitFactor, locale, 2));
      // Nothing is said about an account to a visitor who is not signed in.
      await expect(page.locator('.definitions-account')).toHaveCount(0);
    });
  }

  test('the German page formats money as the German formatter does', async ({ page }) => {
    await page.goto('/de/how-we-calculate');
    const target = formatMoney(11_000_000, 'USD', 'de');
    expect(target.replace(/\s/g, ' ')).toBe('110.000,00 $');
    await expect(page.locator('#rule-profit-target')).toContainText(target);
  });

  test("signed in with ?account=: the account's product version, definitions version and rules, the linked definition kept in view", async ({
    page,
    request,
  }) => {
    const token = await signInAs(page, request, member);
    const accounts = await memberAccounts(request, token);
    const account = accounts.find((item) => item.status === 'failed') ?? accounts[0];
    expect(account).toBeDefined();
    const id = account?.id ?? '';
    const line = await accountLine(request, token, id, 'en');
    await page.goto(`/how-we-calculate?account=${id}#rule-max-loss`);
    const box = page.locator('.definitions-account');
    await expect(box).toContainText(line);
    await expect(box.getByRole('listitem')).toHaveCount(6);
    // The box appeared above the definition the figure linked to: that definition stays in view.
    await expect
      .poll(() => page.locator('#rule-max-loss').evaluate((section) => Math.abs(Math.round(section.getBoundingClientRect().top))))
      .toBeLessThan(40);

    // The same in Japanese, with the product's Japanese name.
    const jaLine = await accountLine(request, token, id, 'ja');
    await page.goto(`/ja/how-we-calculate?account=${id}`);
    await expect(page.locator('.definitions-account')).toContainText(jaLine);
  });

  test("signed out, someone else's or an unknown account: nothing about an account, no error, no sign-out", async ({
    browser,
    request,
  }) => {
    const owner = await signInAs(await browser.newPage(), request, member);
    const [account] = await memberAccounts(request, owner);
    const id = account?.id ?? '';

    const visitor = await browser.newPage();
    await visitor.goto(`/how-we-calculate?account=${id}`);
    await expect(visitor.locator('html')).not.toHaveAttribute('data-splash', '', { timeout: 15_000 });
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.locator('.definitions-account')).toHaveCount(0);
    await visitor.close();

    const other = await browser.newPage();
    await signInAs(other, request, await newMember(request, 'definitions'));
    for (const asked of [id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answered = other.waitForResponse((response) => response.url().includes(`/api/accounts/${asked}`));
      await other.goto(`/how-we-calculate?account=${asked}`);
      // The answer (403, 404, 400) has come and gone: still here, still signed in, nothing shown.
      expect((await answered).status()).toBeGreaterThanOrEqual(400);
      await expect(other.locator('html')).not.toHaveAttribute('data-splash', '', { timeout: 15_000 });
      expect(new URL(other.url()).pathname).toBe('/how-we-calculate');
      expect(await other.evaluate(() => localStorage.getItem('access'))).not.toBeNull();
      await expect(other.locator('.definitions-account')).toHaveCount(0);
      await expect(other.locator('[data-sonner-toast]')).toHaveCount(0);
    }
    await other.close();
  });

  test('Help & Support and the footers link to the page', async ({ page, request }) => {
    await signInAs(page, request, member);
    await page.goto('/fr/help-support');
    const title = dictionaries.fr['page.howWeCalculate.title'];
    await expect(page.getByRole('link', { name: dictionaries.fr['definitions.help.link'] })).toHaveAttribute(
      'href',
      '/fr/how-we-calculate',
    );
    await expect(page.locator('.app-footer').getByRole('link', { name: title })).toHaveAttribute('href', '/fr/how-we-calculate');
    const certificate = await page.request.get('/certificates/verify/ZZZZZZZZ22');
    expect(await certificate.text()).toContain('href="/how-we-calculate"');
  });
});
