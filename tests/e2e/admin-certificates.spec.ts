import { type APIRequestContext, expect, test } from '@playwright/test';
import { dictionaries } from '../../src/i18n';
import { format, formatMoney } from '../../src/i18n/format';
import { demoTwoStep, memberWithOrders } from './orders';
import { axeClean, bodyRows, ready } from './pageChecks';
import { admin, adminToken, signInAs } from './session';

/**
 * The administrators' certificates screen (issue 11), as an administrator would use it, in English
 * and in Chinese: find a member's certificate by holder and by code, revoke it with a reason and
 * see the public page say so at once; issue a payout certificate by hand and see it listed and
 * verifying as valid. Each test makes a member of its own (the demo data is shared by all tests).
 */

type Account = { id: string; login: string; funded: boolean; status: string };

/**
 * A fresh member who bought a demo two-step 10K, whose phases an administrator passed `passes`
 * times (through the API): one pass gives a phase certificate, two a funded account as well.
 */
async function memberWithPasses(request: APIRequestContext, tag: string, passes: 1 | 2) {
  const { auth, ...user } = await memberWithOrders(request, tag, demoTwoStep);
  const boss = { Authorization: `Bearer ${await adminToken(request)}` };
  for (let pass = 0; pass < passes; pass++) {
    const accounts = (await (await request.get('/api/accounts?status=active', { headers: auth })).json()) as { items: Account[] };
    const passed = await request.post(`/api/admin/accounts/${accounts.items[0]?.id}/force`, {
      headers: boss,
      data: { action: 'pass', reason: 'End-to-end certificate' },
    });
    expect(passed.status(), await passed.text()).toBe(200);
  }
  const certificates = (await (await request.get('/api/certificates?sort=issued', { headers: auth })).json()) as {
    items: { id: string; code: string; kind: string; title: string }[];
  };
  const accounts = (await (await request.get('/api/accounts?status=all&pageSize=100', { headers: auth })).json()) as { items: Account[] };
  return { ...user, certificates: certificates.items, accounts: accounts.items };
}

for (const locale of ['en', 'zh'] as const) {
  const t = dictionaries[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test.describe(`admin certificates (${locale})`, () => {
    test('finds a certificate by holder and by code, revokes it with a reason, and the public page says so at once', async ({
      page,
      request,
    }) => {
      test.slow();
      const holder = await memberWithPasses(request, `certificates-revoke-${locale}`, 1);
      const certificate = holder.certificates[0];
      if (!certificate) throw new Error('Passing the phase issued no certificate');
      await signInAs(page, request, admin);
      await page.goto(`${prefix}/admin-certificates`);
      await ready(page);
      await expect(page.getByRole('heading', { level: 2, name: t['adminCertificates.heading'] })).toBeVisible();

      const search = page.getByRole('searchbox', { name: t['adminCertificates.search'] });
      await search.fill(holder.email);
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(bodyRows(page)).toHaveCount(1);
      const row = bodyRows(page).first();
      await expect(row).toContainText(certificate.code);
      await expect(row).toContainText(t['certificate.kind.phase_passed']);
      await expect(row).toContainText(t['certificate.status.valid']);

      // The code, typed in lower case, finds the same one; the view survives a reload.
      await search.fill(certificate.code.toLowerCase());
      await expect(page).toHaveURL(new RegExp(`q=${certificate.code.toLowerCase()}`));
      await page.reload();
      await ready(page);
      await expect(bodyRows(page)).toHaveCount(1);
      await expect(bodyRows(page).first()).toContainText(holder.email);

      const revokeButton = page.getByRole('button', { name: format(t['adminCertificates.revokeLabel'], { code: certificate.code }) });
      await revokeButton.click();
      const dialog = page.getByRole('dialog', { name: format(t['adminCertificates.revoke.title'], { code: certificate.code }) });
      await expect(dialog).toBeVisible();
      // A reason is required: the public page will show it.
      await dialog.getByRole('button', { name: t['adminCertificates.revoke.confirm'] }).click();
      await expect(dialog.getByText(t['validation.reasonRequired'])).toBeVisible();
      const reason = locale === 'en' ? 'Passed during a price feed outage' : '在行情中断期间通过';
      await dialog.getByLabel(t['adminCertificates.revoke.reason']).fill(reason);
      await dialog.getByRole('button', { name: t['adminCertificates.revoke.confirm'] }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(format(t['adminCertificates.revoke.done'], { code: certificate.code }))).toBeVisible();
      await expect(bodyRows(page).first()).toContainText(t['certificate.status.revoked']);
      await expect(bodyRows(page).first()).toContainText(format(t['certificate.reason'], { reason }));
      // Revoked once: no second revocation is offered.
      await expect(revokeButton).toHaveCount(0);

      // Its public page says so at once, with the reason.
      await bodyRows(page)
        .first()
        .getByRole('link', { name: format(t['adminCertificates.publicPageLabel'], { code: certificate.code }) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/certificates/verify/${certificate.code}$`));
      await expect(page.getByRole('heading', { name: t['certificateVerify.revoked.heading'] })).toBeVisible();
      await expect(page.getByText(format(t['certificate.reason'], { reason }))).toBeVisible();
    });

    test('issues a payout certificate by hand, sees it listed and verifying as valid', async ({ page, request }) => {
      test.slow();
      const holder = await memberWithPasses(request, `certificates-issue-${locale}`, 2);
      const funded = holder.accounts.find((account) => account.funded);
      if (!funded) throw new Error('Passing both phases opened no funded account');
      await signInAs(page, request, admin);
      await page.goto(`${prefix}/admin-certificates`);
      await ready(page);

      await page.getByRole('button', { name: t['adminCertificates.issue'], exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: t['adminCertificates.issue.title'] });
      await expect(dialog).toBeVisible();
      // Issuing with nothing chosen says what is missing.
      await dialog.getByRole('button', { name: t['adminCertificates.issue.submit'] }).click();
      await expect(dialog.getByText(t['adminCertificates.error.member'])).toBeVisible();

      await dialog.getByRole('searchbox', { name: t['memberPicker.search'] }).fill(holder.email);
      // Picking replaces the matches by the member picked.
      await dialog.getByRole('radio', { name: new RegExp(holder.email.replace(/[.+]/g, '\\$&')) }).click();
      await dialog.getByLabel(t['adminCertificates.issue.account']).selectOption(funded.id);
      // A funded account supports funded and payout certificates, not a passed phase.
      await expect(dialog.getByRole('radio', { name: t['certificate.kind.phase_passed'] })).toBeDisabled();
      await dialog.getByRole('radio', { name: t['certificate.kind.payout'] }).check();
      const amount = dialog.getByLabel(format(t['adminCertificates.issue.amount'], { currency: 'USD' }));
      await amount.fill('abc');
      await amount.blur();
      await expect(dialog.getByText(t['adminCertificates.error.amount'])).toBeVisible();
      await amount.fill('250.50');
      await dialog.getByRole('button', { name: t['adminCertificates.issue.submit'] }).click();
      await expect(dialog).toBeHidden();

      // Listed: the member's payout certificate, with the amount in the page's language.
      await page.getByRole('searchbox', { name: t['adminCertificates.search'] }).fill(holder.email);
      await page.getByLabel(t['certificates.filter.kind']).selectOption('payout');
      await expect(bodyRows(page)).toHaveCount(1);
      const row = bodyRows(page).first();
      await expect(row).toContainText(formatMoney(25_050, 'USD', locale));
      await expect(row).toContainText(t['certificate.status.valid']);
      const code = (await row.locator('.certificate-code code').textContent()) ?? '';
      expect(code).toMatch(/^[A-Z2-9]{10}$/);
      await expect(page.getByText(format(t['adminCertificates.issue.done'], { code, name: 'Session Tester' }))).toBeVisible();

      await page.goto(`${prefix}/certificates/verify/${code}`);
      await ready(page);
      await expect(page.getByRole('heading', { name: t['certificateVerify.valid.heading'] })).toBeVisible();
      await expect(page.getByText(t['certificate.kind.payout'], { exact: true })).toBeVisible();
    });
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the admin certificates screen and its issue dialog have no serious or critical axe violations (${scheme})`, async ({
    page,
    request,
  }) => {
    const t = dictionaries.en;
    await signInAs(page, request, admin);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/admin-certificates');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await expect(bodyRows(page).first()).toBeVisible();
    await axeClean(page);

    await page.getByRole('button', { name: t['adminCertificates.issue'], exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: t['adminCertificates.issue.title'] });
    // The demo member is already among the first matches: the click waits for the search's own
    // answer, which replaces the list (a click on a list being replaced was lost).
    const searched = page.waitForResponse((response) => response.url().includes('q=member%40demo'));
    await dialog.getByRole('searchbox', { name: t['memberPicker.search'] }).fill('member@demo');
    await searched;
    await dialog.getByRole('radio', { name: /member@demo/ }).click();
    await expect(dialog.getByLabel(t['adminCertificates.issue.account'])).toBeVisible();
    await axeClean(page);
  });
}
