import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { dictionaries } from '../../src/i18n';
import { format } from '../../src/i18n/format';
import { businessBilling } from '../builders/orders';
import { csvCells } from '../csvReader';
import { memberWithOrders, type Placed } from './orders';
import { startOwnServer } from './ownServer';
import { bodyRows, ready } from './pageChecks';
import { admin, newMember, signInAs } from './session';

/**
 * The administrator's orders screen (issue 10), as an administrator would use it, in English and in
 * Spanish: find a member's orders by filters, search, sort and pages, and get the same view after a
 * reload; mark a bank-transfer order paid and see the member's new account; export the filtered
 * orders as CSV; confirm a business's VAT number before payment (issue 27, item 4). Each test orders
 * for a member of its own (the demo data is shared by all tests).
 */

for (const locale of ['en', 'es'] as const) {
  const t = dictionaries[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test.describe(`admin orders (${locale})`, () => {
    test('filters, searches, sorts and pages the orders, and a reload keeps the view', async ({ page, request }) => {
      // Twelve orders to set up and a dozen round trips through the URL: more than the default 30 s on a busy machine.
      test.slow();
      // Eleven bank-transfer orders (two pages of ten), one dearer than all others, and one paid demo order.
      const buyer = await memberWithOrders(request, `orders-view-${locale}`, [
        ...Array.from({ length: 10 }, (_, i) => ({ slug: i % 2 ? 'two-step-10k' : 'one-step-25k', provider: 'manual' as const })),
        { slug: 'two-step-50k', provider: 'manual' },
        { slug: 'two-step-10k', provider: 'demo' },
      ]);
      const priciest = buyer.placed[10] as Placed;
      await signInAs(page, request, admin);
      await page.goto(`${prefix}/orders`);
      await ready(page);

      await page.getByRole('searchbox', { name: t['adminOrders.search'] }).fill(buyer.email);
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(bodyRows(page).filter({ hasText: buyer.email })).toHaveCount(12);

      await page.getByLabel(t['adminOrders.filter.status']).selectOption('pending');
      await page.getByLabel(t['adminOrders.filter.provider']).selectOption('manual');
      await expect(page).toHaveURL(/status=pending/);
      await page.getByLabel(t['table.rowsPerPage']).selectOption('10');
      await expect(bodyRows(page)).toHaveCount(10);
      await expect(page.getByText(format(t['table.page'], { page: 1, pages: 2 }))).toBeVisible();

      // Sorting goes back to page 1; the last page then holds the most expensive order.
      await page.getByRole('button', { name: t['billing.col.total'], exact: true }).click();
      await expect(page).toHaveURL(/sort=total/);
      await page.getByRole('button', { name: t['table.next'] }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(bodyRows(page)).toHaveCount(1);
      await expect(bodyRows(page).first()).toContainText(priciest.number);

      await page.reload();
      await ready(page);
      await expect(page.getByRole('searchbox', { name: t['adminOrders.search'] })).toHaveValue(buyer.email);
      await expect(page.getByLabel(t['adminOrders.filter.status'])).toHaveValue('pending');
      await expect(page.getByLabel(t['adminOrders.filter.provider'])).toHaveValue('manual');
      await expect(page.getByText(format(t['table.page'], { page: 2, pages: 2 }))).toBeVisible();
      await expect(bodyRows(page)).toHaveCount(1);
      await expect(bodyRows(page).first()).toContainText(priciest.number);

      // Paid only: the demo order, and no one else's once searched.
      await page.getByLabel(t['adminOrders.filter.status']).selectOption('paid');
      await page.getByLabel(t['adminOrders.filter.provider']).selectOption('');
      await expect(bodyRows(page)).toHaveCount(1);
      await expect(bodyRows(page).first()).toContainText(buyer.placed[11]?.number as string);

      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    test('marks a bank-transfer order paid after confirming, and the member has a new account', async ({ page, request }) => {
      const buyer = await memberWithOrders(request, `orders-paid-${locale}`, [{ slug: 'two-step-25k', provider: 'manual' }]);
      const [order] = buyer.placed as [Placed];
      const before = (await (await request.get('/api/accounts?status=all', { headers: buyer.auth })).json()) as { items: unknown[] };
      expect(before.items).toHaveLength(0);

      await signInAs(page, request, admin);
      await page.goto(`${prefix}/orders?q=${order.number}`);
      await ready(page);
      const row = bodyRows(page).filter({ hasText: order.number });
      await expect(row.getByText(t['billing.status.pending'], { exact: true })).toBeVisible();
      await row.getByRole('button', { name: `${t['adminOrders.markPaid']} ${order.number}` }).click();

      const dialog = page.getByRole('dialog', { name: format(t['adminOrders.markPaid.title'], { number: order.number }) });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t['adminOrders.markPaid'], exact: true }).click();
      await expect(page.getByText(format(t['adminOrders.markPaid.done'], { number: order.number }))).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row.getByText(t['billing.status.paid'], { exact: true })).toBeVisible();
      // A paid order offers a refund, no longer "mark paid".
      await expect(row.getByRole('button', { name: `${t['adminOrders.refund']} ${order.number}` })).toBeVisible();

      const after = (await (await request.get('/api/accounts', { headers: buyer.auth })).json()) as {
        items: { challengeName: string; status: string }[];
      };
      expect(after.items.map((a) => [a.challengeName, a.status])).toEqual([['Two-Step 25K', 'active']]);
    });

    test('exports the filtered orders as CSV with one row per order', async ({ page, request }) => {
      const buyer = await memberWithOrders(request, `orders-csv-${locale}`, [
        { slug: 'two-step-10k', provider: 'manual' },
        { slug: 'one-step-25k', provider: 'demo' },
      ]);
      await signInAs(page, request, admin);
      await page.goto(`${prefix}/orders?q=${encodeURIComponent(buyer.email)}&sort=total`);
      await ready(page);
      await expect(bodyRows(page)).toHaveCount(2);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: t['adminOrders.export'] }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await readFile(await download.path(), 'utf8');
      expect(text.split('\r\n')[0]?.split(',').slice(0, 4)).toEqual(['Order Number', 'Created At (UTC)', 'Status', 'Payment Method']);
      // Text quoted, amounts bare numbers (issue 27, item 10).
      const [header, ...rows] = csvCells(text) as [string[], ...(string | number)[][]];
      const records = rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
      const [cheap, dear] = buyer.placed as [Placed, Placed];
      expect(records).toEqual([
        expect.objectContaining({
          'Order Number': cheap.number,
          Status: 'pending',
          'Payment Method': 'manual',
          'Member Name': 'Session Tester',
          Total: 99,
          Currency: 'USD',
        }),
        expect.objectContaining({ 'Order Number': dear.number, Status: 'paid', 'Payment Method': 'demo', Total: 229, Currency: 'USD' }),
      ]);
    });
  });
}

test('confirms a business’s VAT number before payment: VAT comes off and the invoice will say the seller confirmed it', async ({
  browser,
  baseURL,
}) => {
  // Its own server with 21 % VAT inside prices (the suite's has none), on a fresh database.
  test.setTimeout(240_000);
  const port = Number(new URL(baseURL ?? '').port) + 5;
  const dataDir = `.e2e-data/vat-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = startOwnServer(port, { DATA_DIR: dataDir, VAT_RATE: '21', SELLER_COUNTRY: 'CZ', TRUST_PROXY: 'true' });
  try {
    await server.ready();
    const t = dictionaries.en;
    const context = await browser.newContext({ baseURL: server.base });
    const { request } = context;
    const user = await newMember(request, 'vat-confirm');
    const login = await request.post('/api/auth/login', { data: { ...user, userGeolocation: null } });
    const auth = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
    const catalogue = (await (await request.get('/api/challenges')).json()) as { items: { id: string; slug: string }[] };
    const challenge = catalogue.items.find((item) => item.slug === 'two-step-10k');
    const placed = await request.post('/api/orders', {
      headers: auth,
      data: { challengeId: challenge?.id, billing: { ...businessBilling, email: user.email }, provider: 'manual', acceptTerms: true },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as { order: Placed & { vat: number } }).order;
    // A format-valid number is not proof: VAT is in the total until someone verifies it.
    expect(order).toMatchObject({ total: 9_900, vat: 1_718 });

    const page = await context.newPage();
    await signInAs(page, request, admin);
    await page.goto(`/orders?q=${order.number}`);
    await ready(page);
    const row = bodyRows(page).filter({ hasText: order.number });
    await expect(row.getByText(t['billing.vatUnverified'])).toBeVisible();
    await row.getByRole('button', { name: `${t['adminOrders.confirmVat']} ${order.number}` }).click();
    const dialog = page.getByRole('dialog', { name: format(t['adminOrders.confirmVat.title'], { number: order.number }) });
    await expect(dialog).toContainText('DE136695976');
    await expect(dialog).toContainText('Becker Trading GmbH');
    await expect(dialog).toContainText('$81.82');
    await dialog.getByRole('button', { name: t['adminOrders.confirmVat'], exact: true }).click();
    await expect(page.getByText(format(t['adminOrders.confirmVat.done'], { number: order.number, amount: '$81.82' }))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(t['billing.reverseCharge'])).toBeVisible();
    await expect(row.getByText(t['billing.vatUnverified'])).toHaveCount(0);
    await expect(row.getByRole('button', { name: `${t['adminOrders.confirmVat']} ${order.number}` })).toHaveCount(0);
    // The member owes the price without VAT now.
    const own = (await (await request.get(`/api/orders/${order.id}`, { headers: auth })).json()) as {
      instructions: { amount: number };
    };
    expect(own.instructions.amount).toBe(8_182);
    await context.close();
  } finally {
    await server.kill('SIGTERM');
  }
});
