import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { dictionaries, type Locale } from '../../src/i18n';
import { format, formatDate, formatMoney } from '../../src/i18n/format';
import { demoTwoStep, memberWithOrders } from './orders';
import { adminToken } from './session';

/**
 * The public certificate page renders its content on the server (docs/decisions/040): what a
 * crawler or a link preview reads without JavaScript (the holder, kind, amount and date; the title,
 * description, Open Graph and Twitter card tags with an absolute image that answers a PNG), the
 * answer's status (404 unknown, 410 revoked), and the same page in a browser with no console errors
 * and no API call for its content.
 */

type Verified = {
  status: string;
  certificate: {
    code: string;
    holderName: string;
    kind: 'phase_passed' | 'funded' | 'payout';
    title: string;
    amount: number;
    currency: string;
    issuedAt: string;
  };
};

/**
 * A certificate of its own: a new member with this name buys a demo 10K challenge and an
 * administrator passes its first phase (so no other test's certificate is touched). Its id is for
 * revoking it; the rest is the public check's answer.
 */
async function freshCertificate(request: APIRequestContext, name: { firstName: string; lastName: string }) {
  const { auth } = await memberWithOrders(request, 'certificate-page', demoTwoStep, name);
  const accounts = (await (await request.get('/api/accounts?status=all', { headers: auth })).json()) as { items: { id: string }[] };
  const passed = await request.post(`/api/admin/accounts/${accounts.items[0]?.id}/force`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { action: 'pass', reason: 'End-to-end certificate page' },
  });
  expect(passed.status(), await passed.text()).toBe(200);
  const list = (await (await request.get('/api/certificates', { headers: auth })).json()) as { items: { id: string; code: string }[] };
  const [row] = list.items;
  if (!row) throw new Error('Passing the phase issued no certificate');
  const verified = (await (await request.get(`/api/certificates/verify/${row.code}`)).json()) as Verified;
  return { id: row.id, ...verified.certificate };
}

const pagePath = (code: string, locale: Locale) => `${locale === 'en' ? '' : `/${locale}`}/certificates/verify/${code}`;

/** Text as Astro writes it into HTML (text and attribute values), to find it in the raw page. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** The page's text with tags out and entities read, every run of white space one plain space. */
const textOf = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0\u202f]+/g, ' ');
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

/** The content of `<meta property|name="key" content="…">` in the page's head, entities read. */
function meta(page: string, key: string): string | undefined {
  const head = page.slice(0, page.indexOf('</head>'));
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    if (!new RegExp(`\\b(?:property|name)="${key.replace(/[.:]/g, '\\$&')}"`).test(tag)) continue;
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    return content === undefined ? undefined : textOf(content);
  }
  return undefined;
}

/** Checks an answer is a 1200 × 630 PNG: the signature, then the IHDR chunk's width and height. */
async function expectPng(response: APIResponse) {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const bytes = await response.body();
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
}

for (const { locale, name, holder } of [
  { locale: 'en' as const, name: { firstName: 'Session', lastName: 'Tester' }, holder: 'Session Tester' },
  // Written family name first, as the certificate prints a name in Chinese characters.
  { locale: 'ja' as const, name: { firstName: '健太郎', lastName: '長谷川' }, holder: '長谷川 健太郎' },
]) {
  test(`the page sent without JavaScript names the holder, kind, amount and date, with link-preview tags (${locale})`, async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const t = dictionaries[locale];
    const certificate = await freshCertificate(request, name);
    expect(certificate.holderName).toBe(holder);
    const amount = formatMoney(certificate.amount, certificate.currency, locale, { whole: true });
    const date = formatDate(certificate.issuedAt, locale, 'date', { timeZone: 'UTC' });

    const response = await request.get(pagePath(certificate.code, locale));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    // The security headers every answer of the site carries.
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers()['x-frame-options']).toBe('DENY');
    const page = await response.text();
    const text = textOf(page);
    expect(text).toContain(t['certificateVerify.valid.heading']);
    expect(text).toContain(holder);
    expect(text).toContain(t['certificate.kind.phase_passed']);
    expect(text).toContain(certificate.title);
    expect(text).toContain(plain(amount));
    expect(text).toContain(plain(date));
    expect(text).toContain(certificate.code);
    // Not a skeleton waiting for the browser to fetch it.
    expect(page).not.toContain('aria-busy="true"');

    expect(page).toContain(
      `<title>${html(format(t['certificateVerify.meta.pageTitle'], { page: t['page.certificateVerify.title'], name: holder }))} | ${t['app.name']}</title>`,
    );
    const description = meta(page, 'description') ?? '';
    for (const part of [holder, t['certificate.kind.phase_passed'], plain(amount), plain(date)]) expect(plain(description)).toContain(part);
    expect(meta(page, 'og:description')).toBe(description);
    expect(meta(page, 'twitter:description')).toBe(description);
    const title = format(t['certificateVerify.meta.title'], { heading: t['certificate.pdf.heading.phase_passed'], name: holder });
    expect(meta(page, 'og:title')).toBe(title);
    expect(meta(page, 'twitter:title')).toBe(title);
    expect(meta(page, 'og:type')).toBe('website');
    expect(meta(page, 'og:url')).toMatch(new RegExp(`^https?://[^/]+${pagePath(certificate.code, locale)}$`));
    expect(page).toContain(`<link rel="canonical" href="${meta(page, 'og:url')}">`);
    expect(meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(meta(page, 'og:image:width')).toBe('1200');
    expect(meta(page, 'og:image:height')).toBe('630');
    expect(meta(page, 'og:image:alt')).toContain(holder);
    const image = meta(page, 'og:image') ?? '';
    expect(image).toMatch(/^https?:\/\/[^/]+\/api\/certificates\/verify\/[A-Z2-9]{10}\/image\.png/);
    expect(meta(page, 'twitter:image')).toBe(image);
    // The image's address is the site's configured one (APP_URL, localhost here); fetched on the test server's.
    const { pathname, search } = new URL(image);
    expect(search).toBe(locale === 'en' ? '' : `?lang=${locale}`);
    await expectPng(await request.get(pathname + search));
  });
}

test('an unknown code, or one that cannot be a code, answers 404 with the page saying no certificate has it', async ({ request }) => {
  for (const locale of ['en', 'ja'] as const) {
    const t = dictionaries[locale];
    const unknown = await request.get(pagePath('ZZZZZZZZ22', locale));
    expect(unknown.status()).toBe(404);
    const text = textOf(await unknown.text());
    expect(text).toContain(t['certificateVerify.unknown.heading']);
    expect(text).toContain(format(t['certificateVerify.unknown.text'], { code: 'ZZZZZZZZ22' }));
  }
  const malformed = await request.get('/de/certificates/verify/not-a-code');
  expect(malformed.status()).toBe(404);
  expect(textOf(await malformed.text())).toContain(dictionaries.de['certificateVerify.unknown.heading']);
  const image = await request.get('/api/certificates/verify/ZZZZZZZZ22/image.png');
  expect(image.status()).toBe(404);
  expect(await image.json()).toEqual({ message: expect.any(String) });
});

test('a revoked certificate answers 410 with the page saying so, and its picture is still there to show it', async ({ request }) => {
  test.setTimeout(60_000);
  const certificate = await freshCertificate(request, { firstName: 'Session', lastName: 'Tester' });
  const reason = 'Issued in error during a price feed outage';
  const revoked = await request.post(`/api/admin/certificates/${certificate.id}/revoke`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { reason },
  });
  expect(revoked.status(), await revoked.text()).toBe(200);
  const { revokedAt } = (await revoked.json()) as { revokedAt: string };

  for (const locale of ['en', 'ja'] as const) {
    const t = dictionaries[locale];
    const response = await request.get(pagePath(certificate.code, locale));
    expect(response.status()).toBe(410);
    const page = await response.text();
    const text = textOf(page);
    expect(text).toContain(t['certificateVerify.revoked.heading']);
    expect(text).toContain(format(t['certificate.reason'], { reason }));
    expect(text).toContain(certificate.holderName);
    const date = formatDate(revokedAt, locale, 'date', { timeZone: 'UTC' });
    expect(plain(meta(page, 'og:description') ?? '')).toContain(plain(format(t['certificateVerify.meta.revoked'], { date })));
    const { pathname, search } = new URL(meta(page, 'og:image') ?? '');
    await expectPng(await request.get(pathname + search));
  }
});

test('in a browser the page shows the certificate at once: no console errors, no API call for it, and another code can be checked', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const certificate = await freshCertificate(request, { firstName: 'Session', lastName: 'Tester' });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/certificates')) calls.push(sent.url());
  });

  const t = dictionaries.ja;
  await page.goto(pagePath(certificate.code, 'ja'));
  await expect(page.locator('html')).not.toHaveAttribute('data-splash', '', { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: t['page.certificateVerify.title'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: t['certificateVerify.valid.heading'] })).toBeVisible();
  await expect(page.getByText(certificate.holderName, { exact: true })).toBeVisible();
  await expect(page.getByText(t['certificate.kind.phase_passed'], { exact: true })).toBeVisible();

  // The form for another code is the page's island: it hydrates and goes to that code's page.
  const field = page.getByLabel(t['certificateVerify.checkAnother']);
  await field.fill('zzzzzzzz22');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/ja\/certificates\/verify\/ZZZZZZZZ22$/);
  await expect(page.getByRole('heading', { name: t['certificateVerify.unknown.heading'] })).toBeVisible();

  expect(calls).toEqual([]);
  // The unknown code's page answers 404, which Chromium reports as a failed resource on the console.
  expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
});
