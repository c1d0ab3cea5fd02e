import { execFileSync } from 'node:child_process';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { dictionaries } from '../../src/i18n';
import type { Dictionary, MessageKey } from '../../src/i18n/en';
import { format, formatMoney } from '../../src/i18n/format';
import { type LocalNames, localName } from '../../src/i18n/names';
import { explainRule, type Product } from '../../src/screens/member/start-new-challenge/catalogue';
import { defaultCatalogue } from '../../src/server/challenges/catalogue';
import { ready } from './pageChecks';
import { adminToken, newMember, signInAs } from './session';

/**
 * Buying a challenge as a new trader would, in English and in German: register, sign in,
 * configure a 100K two-step challenge, apply a discount code, pay with the demo provider, find
 * the account, download the invoice and read it. And a bank-transfer order: its instructions,
 * then cancelled from Billing.
 */
const twoStep100k = defaultCatalogue.find((product) => product.slug === 'two-step-100k') as Omit<Product, 'id'> & { names: LocalNames };

/** Intl puts no-break spaces into German amounts; the page, the PDF and the test may differ in which. */
const loose = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0\u202f]+/g, '\\s*'));
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

/** A discount code made by an administrator through the API, as the admin screen will. */
async function discountCode(request: APIRequestContext, percent: number): Promise<string> {
  const code = `E2E${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
  const response = await request.post('/api/admin/discount-codes', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { code, kind: 'percent', value: percent },
  });
  expect(response.status(), await response.text()).toBe(201);
  return code;
}

let addresses = 0;
/** Each trader signs up from an address of its own (the server trusts X-Forwarded-For in tests), so rate limits stay per test. */
async function ownAddress(page: Page) {
  addresses += 1;
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${200 + (process.pid % 50)}.${addresses}.${Date.now() % 250}` });
}

async function registerAndSignIn(page: Page, prefix: string, t: Dictionary, user: { firstName: string; lastName: string; email: string }) {
  await page.goto(`${prefix}/auth/registration`);
  await ready(page);
  await page.getByLabel(t['auth.firstName']).fill(user.firstName);
  await page.getByLabel(t['auth.lastName']).fill(user.lastName);
  await page.getByLabel(t['auth.email']).fill(user.email);
  await page.getByLabel(t['auth.password'], { exact: true }).fill('Secret#2026');
  await page.getByLabel(t['auth.confirmPassword']).fill('Secret#2026');
  await page.getByLabel(t['auth.acceptTerms']).check();
  await page.getByLabel(t['auth.securityCheck']).check();
  await expect(page.getByText(t['security.verified'])).toBeVisible();
  await page.getByRole('button', { name: t['auth.signUp'] }).click();
  await expect(page).toHaveURL(/registration=success/);
  await page.getByLabel(t['auth.email']).fill(user.email);
  await page.getByLabel(t['auth.password']).fill('Secret#2026');
  await page.getByRole('button', { name: t['auth.signIn'] }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/accounts$`));
}

/** The address part of the billing form (a new trader's names and email are prefilled from the account). */
async function fillAddress(page: Page, t: Dictionary, country: string) {
  await page.getByLabel(t['billing.address']).fill('Hauptstraße 5');
  await page.getByLabel(t['billing.postalCode']).fill('10115');
  await page.getByLabel(t['billing.city']).fill('Berlin');
  await page.getByLabel(t['billing.country']).selectOption({ label: country });
}

const runs = [
  { locale: 'en', prefix: '', firstName: 'Tereza', lastName: 'Svobodova' },
  { locale: 'de', prefix: '/de', firstName: 'Jürgen', lastName: 'Weiß' },
] as const;

for (const { locale, prefix, firstName, lastName } of runs) {
  test(`a new trader buys a 100K two-step challenge with a discount code and reads the invoice (${locale})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const t = dictionaries[locale];
    const say = (key: MessageKey, values?: Record<string, string | number>) => format(t[key], values);
    const money = (minor: number) => formatMoney(minor, 'USD', locale);
    // The catalogue's names in the page's language (docs/decisions/045): "Zweistufig 100K" in German.
    const productName = localName(twoStep100k.name, twoStep100k.names, locale);
    const email = `buyer.${locale}.${Date.now()}@example.com`;
    const code = await discountCode(request, 10);
    await ownAddress(page);
    await registerAndSignIn(page, prefix, t, { firstName, lastName, email });

    // Configure: type, size, platform; the rules read in the page's language with the size's figures.
    await page.goto(`${prefix}/start-new-challenge`);
    await ready(page);
    await page.getByRole('radio', { name: new RegExp(productName.replace(/ 100K$/, '')) }).check();
    await page.getByRole('radio', { name: loose(formatMoney(twoStep100k.accountSize, 'USD', locale, { whole: true })) }).check();
    await page.getByRole('radio', { name: 'MT5' }).check();
    await expect(page).toHaveURL(/challenge=two-step-100k/);
    const rules = page.getByRole('region', { name: say('checkout.rules', { name: productName }) });
    const product = { ...twoStep100k, id: 'x' };
    for (const rule of ['profitTarget', 'maxDailyLoss', 'maxLoss'] as const) {
      const phrase = explainRule(product, twoStep100k.phases[0]!.rules, rule, locale);
      await expect(rules.getByText(loose(say(phrase.key, phrase.values))).first()).toBeVisible();
    }
    const comparison = page.getByRole('table', {
      name: loose(say('checkout.compare.caption', { size: formatMoney(10_000_000, 'USD', locale, { whole: true }) })),
    });
    await expect(comparison).toContainText(loose(money(49_900)));

    // Billing details: prefilled names, the rest typed; the browser checks them before the server does.
    await expect(page.getByLabel(t['auth.firstName'])).toHaveValue(firstName);
    await expect(page.getByLabel(t['auth.email'])).toHaveValue(email);
    const summary = page.getByRole('complementary', { name: t['checkout.summary'] });
    await summary.getByRole('radio', { name: t['checkout.provider.demo'] }).check();
    await summary.getByRole('button', { name: t['checkout.submit.demo'] }).click();
    await expect(page.getByText(t['validation.addressRequired'])).toBeVisible();
    await expect(page.getByText(t['validation.termsRequired'])).toBeVisible();
    await fillAddress(page, t, new Intl.DisplayNames([locale], { type: 'region' }).of('DE') as string);

    // A code that does not exist is refused next to the field; the real one takes 10 % off.
    const codeField = summary.getByLabel(t['checkout.code']);
    await codeField.fill('NO-SUCH-CODE');
    await summary.getByRole('button', { name: t['checkout.code.apply'] }).click();
    await expect(summary.getByRole('alert').filter({ hasText: t['discount.unknown'] })).toBeVisible();
    await codeField.fill(code.toLowerCase());
    await summary.getByRole('button', { name: t['checkout.code.apply'] }).click();
    await expect(summary.getByText(say('checkout.code.applied', { code }))).toBeVisible();
    await expect(summary.getByText(loose(money(-4_990).replace('-', ''))).first()).toBeVisible();
    await expect(summary.getByText(loose(money(44_910))).first()).toBeVisible();

    await summary.getByLabel(t['auth.acceptTerms']).check();
    await summary.getByRole('button', { name: t['checkout.submit.demo'] }).click();

    // Paid at once (demo): the new account's login, and the way to it.
    const result = page.getByRole('region', { name: t['checkout.ready'] });
    await expect(result).toBeVisible();
    await expect(result).toContainText(t['account.demo']);
    const login = (await result.locator('code.login').textContent())?.trim() ?? '';
    expect(login).toMatch(/^\d+$/);
    // Opened on the trading platform moments later: its server, and where the password is.
    await expect(result).toContainText('FundingPlatform-Demo');
    await expect(result).toContainText(t['checkout.newAccount.password']);
    await result.getByRole('link', { name: t['nav.accounts'], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/accounts$`));
    const accounts = page.getByRole('table', { name: t['accounts.caption'] });
    await expect(accounts.getByRole('row').filter({ hasText: login })).toContainText(productName);

    // Billing: the order with its discount and total; its invoice as a PDF.
    await page.goto(`${prefix}/billing`);
    await ready(page);
    const orders = page.getByRole('table', { name: t['billing.orders.caption'] });
    const row = orders.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText(productName);
    await expect(row).toContainText(loose(money(44_910)));
    await expect(row).toContainText(t['billing.status.paid']);
    const number = (await row.locator('code.order-number').textContent())?.trim() ?? '';
    expect(number).toMatch(/^FP-/);
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: t['billing.downloadInvoice'] }).click();
    const download = await downloading;
    const invoiceNumber = download.suggestedFilename().replace(/\.pdf$/, '');
    expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    const text = plain(execFileSync('pdftotext', ['-layout', (await download.path()) as string, '-'], { encoding: 'utf8' }));
    expect(text).toContain(invoiceNumber);
    expect(text).toContain(`${firstName} ${lastName}`);
    expect(text).toContain(code);
    expect(text).toContain(plain(money(-4_990)));
    expect(text).toContain(plain(money(44_910)));
  });
}

test('a bank-transfer order shows its payment instructions and is cancelled from Billing', async ({ page, request }) => {
  test.setTimeout(60_000);
  const t = dictionaries.en;
  const user = await newMember(request, 'transfer');
  const token = await signInAs(page, request, user);
  await page.goto('/start-new-challenge?challenge=one-step-25k');
  await ready(page);
  await expect(page.getByRole('radio', { name: /One-Step/ })).toBeChecked();
  await fillAddress(page, t, 'Germany');
  const summary = page.getByRole('complementary', { name: t['checkout.summary'] });
  await summary.getByRole('radio', { name: t['checkout.provider.manual'] }).check();
  await summary.getByLabel(t['auth.acceptTerms']).check();
  await summary.getByRole('button', { name: t['checkout.submit.manual'] }).click();

  const result = page.getByRole('region', { name: t['checkout.transfer.title'] });
  await expect(result).toBeVisible();
  const listed = await request.get('/api/orders', { headers: { Authorization: `Bearer ${token}` } });
  const { items } = (await listed.json()) as { items: { id: string; number: string; status: string; total: number }[] };
  const order = items[0]!;
  expect(order.status).toBe('pending');
  await expect(result.getByText(order.number, { exact: true })).toBeVisible();
  await expect(result).toContainText(formatMoney(order.total, 'USD', 'en'));
  await expect(result).toContainText('CZ65 0800 0000 1920 0014 5399');
  await expect(result).toContainText('GIBACZPX');
  await expect(result.getByRole('button', { name: format(t['ui.copy'], { name: t['billing.transfer.reference'] }) })).toBeVisible();

  await result.getByRole('link', { name: t['nav.billing'] }).click();
  await expect(page).toHaveURL(/\/billing$/);
  const row = page.getByRole('table', { name: t['billing.orders.caption'] }).getByRole('row').filter({ hasText: order.number });
  await expect(row).toContainText(t['billing.status.pending']);
  await row.getByRole('button', { name: t['billing.showInstructions'] }).click();
  const instructions = page.getByRole('dialog', { name: format(t['billing.instructions.title'], { number: order.number }) });
  await expect(instructions.getByText(order.number, { exact: true })).toBeVisible();
  await instructions.getByRole('button', { name: t['billing.cancel'] }).click();
  const confirm = page.getByRole('dialog', { name: format(t['billing.cancel.title'], { number: order.number }) });
  await confirm.getByRole('button', { name: t['billing.cancel.confirm'] }).click();
  await expect(page.getByText(format(t['billing.cancelled'], { number: order.number }))).toBeVisible();
  await expect(row).toContainText(t['billing.status.cancelled']);
  await expect(row.getByRole('button', { name: t['billing.cancel'] })).toHaveCount(0);
  const stored = await request.get(`/api/orders/${order.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await stored.json()) as { order: { status: string } }).order.status).toBe('cancelled');
});

test('the configurator answers the keyboard, and billing filters the orders by status in the URL', async ({ page, request }) => {
  test.setTimeout(60_000);
  const user = await newMember(request, 'keyboard');
  await signInAs(page, request, user);
  await page.goto('/start-new-challenge');
  await ready(page);
  const t = dictionaries.en;
  // Arrow keys move through a radio group; the choice lands in the URL.
  await page.getByRole('radio', { name: /Two-Step/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /One-Step/ })).toBeChecked();
  await expect(page).toHaveURL(/challenge=one-step-10k/);
  await page.getByLabel(t['checkout.code']).focus();
  await page.keyboard.type('nope-42');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: t['discount.unknown'] })).toBeVisible();
  await expect(page).toHaveURL(/start-new-challenge/);
  await page.goto('/billing');
  await ready(page);
  await page.getByLabel(t['billing.filter.status']).selectOption('paid');
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.getByText(t['billing.emptyFiltered'])).toBeVisible();
  await expect(page.getByRole('link', { name: t['nav.startNewChallenge'] }).last()).toBeVisible();
});

test('billing details are checked in the browser and saved from Billing for the next order', async ({ page, request }) => {
  test.setTimeout(60_000);
  const t = dictionaries.en;
  const user = await newMember(request, 'details');
  const token = await signInAs(page, request, user);
  await page.goto('/billing');
  await ready(page);
  const save = page.getByRole('button', { name: t['billing.save'] });
  await page.getByRole('group', { name: t['billing.type'] }).getByRole('radio', { name: t['customers.typeBusiness'] }).check();
  await page.getByLabel(t['billing.vatNumber']).fill('DE123');
  await fillAddress(page, t, 'Germany');
  await save.click();
  // Refused in the browser: the messages sit under their fields and nothing is saved.
  await expect(page.getByText(t['validation.companyRequired'])).toBeVisible();
  await expect(page.getByText(t['validation.vatNumberInvalid'])).toBeVisible();
  await expect(page.getByLabel(t['billing.companyName'])).toBeFocused();
  const before = await request.get('/api/billing/details', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await before.json()) as { saved: boolean }).saved).toBe(false);

  await page.getByLabel(t['billing.companyName']).fill('Becker Trading GmbH');
  await page.getByLabel(t['billing.vatNumber']).fill('de 136 695 976');
  await save.click();
  await expect(page.getByText(t['billing.saved'])).toBeVisible();
  const after = await request.get('/api/billing/details', { headers: { Authorization: `Bearer ${token}` } });
  expect(await after.json()).toMatchObject({
    saved: true,
    details: { type: 'Business', companyName: 'Becker Trading GmbH', vatNumber: 'DE 136 695 976', city: 'Berlin', country: 'DE' },
  });
  // The configurator starts from them next time.
  await page.goto('/start-new-challenge');
  await ready(page);
  await expect(page.getByLabel(t['billing.companyName'])).toHaveValue('Becker Trading GmbH');
});
