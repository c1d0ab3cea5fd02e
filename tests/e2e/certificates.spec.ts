import { execFileSync } from 'node:child_process';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { dictionaries } from '../../src/i18n';
import { format, formatMoney } from '../../src/i18n/format';
import { demoTwoStep, memberWithOrders } from './orders';
import { axeClean, ready } from './pageChecks';
import { adminToken, member, signInAs } from './session';

/**
 * Certificates (issue 9) as a member and as anyone holding a code: the member's list and a PDF
 * read back with pdftotext; the public verification page, signed out, in English and French,
 * valid and then revoked once an administrator revokes it (through the API, as the admin screen
 * will). The signature check of a tampered record is covered by tests/api/certificates.test.ts.
 */
const en = dictionaries.en;
const fr = dictionaries.fr;

/** Intl puts no-break spaces into amounts; the page, the PDF and the test may differ in which. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

type CertificateRow = { id: string; code: string; kind: string; title: string; status: string };

async function certificatesOf(request: APIRequestContext, token: string): Promise<CertificateRow[]> {
  const response = await request.get('/api/certificates?pageSize=100', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: CertificateRow[] }).items;
}

async function login(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { ...user, userGeolocation: null } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * A certificate of its own for a test that revokes one: a new member buys a demo 10K challenge and
 * an administrator passes its first phase (so no other test's certificate changes).
 */
async function freshCertificate(request: APIRequestContext): Promise<CertificateRow> {
  const { auth, token } = await memberWithOrders(request, 'certificate', demoTwoStep);
  const accounts = (await (await request.get('/api/accounts?status=all', { headers: auth })).json()) as { items: { id: string }[] };
  const boss = await adminToken(request);
  const passed = await request.post(`/api/admin/accounts/${accounts.items[0]?.id}/force`, {
    headers: { Authorization: `Bearer ${boss}` },
    data: { action: 'pass', reason: 'End-to-end certificate' },
  });
  expect(passed.status(), await passed.text()).toBe(200);
  const [certificate] = await certificatesOf(request, token);
  if (!certificate) throw new Error('Passing the phase issued no certificate');
  return certificate;
}

test('the member sees their certificates and downloads one as a PDF @smoke', async ({ page, request }) => {
  const token = await signInAs(page, request, member);
  const funded = (await certificatesOf(request, token)).find((c) => c.kind === 'funded');
  if (!funded) throw new Error('The demo member has no funded certificate');

  await page.goto('/certificates');
  await ready(page);
  const table = page.getByRole('table', { name: en['certificates.caption'] });
  const row = table.getByRole('row').filter({ hasText: funded.code });
  await expect(row).toContainText(en['certificate.kind.funded']);
  await expect(row).toContainText(funded.title);
  await expect(row).toContainText(formatMoney(1_000_000, 'USD', 'en', { whole: true }));
  await expect(table.getByRole('row').filter({ hasText: en['certificate.kind.phase_passed'] }).first()).toBeVisible();

  // The kind filter keeps only funded certificates (and the URL says so).
  await page.getByLabel(en['certificates.filter.kind']).selectOption('funded');
  await expect(page).toHaveURL(/kind=funded/);
  await expect(table.getByRole('row').filter({ hasText: en['certificate.kind.phase_passed'] })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: format(en['certificates.downloadLabel'], { code: funded.code }) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`certificate-${funded.code}.pdf`);
  const text = plain(execFileSync('pdftotext', [(await download.path()) as string, '-'], { encoding: 'utf8' }));
  expect(text).toContain(en['certificate.pdf.heading.funded']);
  expect(text).toContain(`${member.firstName} ${member.lastName}`);
  expect(text).toContain(funded.code);
  expect(text).toContain(plain(formatMoney(1_000_000, 'USD', 'en', { whole: true })));
  expect(text).toContain(`/certificates/verify/${funded.code}`);

  // Its Verify link opens the public page, which finds it valid.
  await row.getByRole('link', { name: format(en['certificates.verifyLabel'], { code: funded.code }) }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/verify/${funded.code}$`));
  await expect(page.getByRole('heading', { name: en['certificateVerify.valid.heading'] })).toBeVisible();
});

test('the public page, signed out, shows a certificate valid in English and French, then revoked once an administrator revokes it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const certificate = await freshCertificate(request);

  await page.goto(`/certificates/verify/${certificate.code}`);
  await ready(page);
  await expect(page).toHaveURL(new RegExp(`/certificates/verify/${certificate.code}$`));
  await expect(page.getByRole('heading', { level: 1, name: en['page.certificateVerify.title'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: en['certificateVerify.valid.heading'] })).toBeVisible();
  await expect(page.getByText('Session Tester', { exact: true })).toBeVisible();
  await expect(page.getByText(certificate.title, { exact: true })).toBeVisible();
  await axeClean(page);

  await page.goto(`/fr/certificates/verify/${certificate.code}`);
  await ready(page);
  await expect(page.getByRole('heading', { name: fr['certificateVerify.valid.heading'] })).toBeVisible();
  await expect(page.getByText(fr['certificate.kind.phase_passed'], { exact: true })).toBeVisible();
  await expect(page.getByText(plain(formatMoney(1_000_000, 'USD', 'fr', { whole: true })))).toBeVisible();

  const reason = 'Issued in error during a price feed outage';
  const revoked = await request.post(`/api/admin/certificates/${certificate.id}/revoke`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { reason },
  });
  expect(revoked.status(), await revoked.text()).toBe(200);

  await page.reload();
  await ready(page);
  await expect(page.getByRole('heading', { name: fr['certificateVerify.revoked.heading'] })).toBeVisible();
  await expect(page.getByText(format(fr['certificate.reason'], { reason }))).toBeVisible();
  await page.goto(`/certificates/verify/${certificate.code}`);
  await ready(page);
  await expect(page.getByRole('heading', { name: en['certificateVerify.revoked.heading'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: en['certificateVerify.valid.heading'] })).toHaveCount(0);
  await axeClean(page);
});

test('an unknown code says so, and another code can be typed in', async ({ page, request }) => {
  const certificate = (await certificatesOf(request, await login(request, member)))[0];
  if (!certificate) throw new Error('The demo member has no certificate');
  await page.goto('/certificates/verify/ZZZZZZZZ22');
  await ready(page);
  await expect(page.getByRole('heading', { name: en['certificateVerify.unknown.heading'] })).toBeVisible();
  await expect(page.getByText(format(en['certificateVerify.unknown.text'], { code: 'ZZZZZZZZ22' }))).toBeVisible();
  await page.getByLabel(en['certificateVerify.checkAnother']).fill(certificate.code.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/certificates/verify/${certificate.code}$`));
  await expect(page.getByRole('heading', { name: en[`certificateVerify.${certificate.status as 'valid'}.heading`] })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the certificates list and the public page have no serious or critical axe violations (${scheme})`, async ({ page, request }) => {
    const token = await signInAs(page, request, member);
    const [certificate] = await certificatesOf(request, token);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/certificates');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await expect(page.getByRole('table', { name: en['certificates.caption'] }).getByRole('row').nth(1)).toBeVisible();
    await axeClean(page);

    await page.goto(`/ja/certificates/verify/${certificate?.code}`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await axeClean(page);
  });
}
