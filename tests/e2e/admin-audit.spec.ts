import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { dictionaries } from '../../src/i18n';
import { formatDate, formatMoney } from '../../src/i18n/format';
import { billing } from '../builders/orders';
import { admin, adminToken, newMember, signInAs } from './session';

/**
 * The audit log on the admin profile (issue 10), in English and in Japanese: actions an
 * administrator took (mark paid, export, bulk suspension, deletion of a user with history, a new
 * user, a challenge given) are found by filtering the log, with their change before and after, and
 * a subject links to its screen. What the log shows is in words (issue 26, docs/decisions/044):
 * field names and codes in the page's language, amounts as money, moments in the viewer's zone,
 * and the seeded demo history at the moments it happened. Other tests write to the same log at the
 * same time: every search is narrowed to this test's own subjects.
 */

type Dict = (typeof dictionaries)['en'];
type Api = { request: APIRequestContext; auth: { Authorization: string } };

/** A word no other test's users have. */
const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

async function adminApi(request: APIRequestContext): Promise<Api> {
  return { request, auth: { Authorization: `Bearer ${await adminToken(request)}` } };
}

async function userId({ request, auth }: Api, email: string): Promise<string> {
  const response = await request.get(`/api/users?q=${encodeURIComponent(email)}`, { headers: auth });
  const { items } = (await response.json()) as { items: { id: string; email: string }[] };
  const row = items.find((item) => item.email === email);
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

/** A fresh member with one bank-transfer order, placed through the API as the configurator would. */
async function memberWithOrder(request: APIRequestContext, tag: string) {
  const user = await newMember(request, tag);
  const login = await request.post('/api/auth/login', { data: { ...user, userGeolocation: null } });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const { items } = (await (await request.get('/api/challenges')).json()) as { items: { id: string }[] };
  const response = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: { challengeId: items[0]?.id, billing: { ...billing, email: user.email }, provider: 'manual', acceptTerms: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { order } = (await response.json()) as { order: { id: string; number: string; total: number; currency: string } };
  return { ...user, order };
}

async function openLog(page: Page, prefix: string, t: Dict) {
  await page.goto(`${prefix}/admin-profile`);
  await expect(page.locator('html')).not.toHaveAttribute('data-splash', '', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: t['audit.title'] })).toBeVisible();
}

const logTable = (page: Page, t: Dict) => page.getByRole('table', { name: t['audit.caption'] });

/** The log's entries on screen (its body rows; a whole-record table inside a row is not one). */
const entries = (page: Page, t: Dict) => logTable(page, t).locator(':scope > tbody > tr');

/** The log's filter bar (the page has other controls named alike, such as the toolbar's actions). */
const filters = (page: Page, t: Dict) => page.getByRole('search', { name: t['audit.filters'] });

/** Types into one of the log's text filters and waits for the URL (the box is debounced). */
async function typeFilter(page: Page, t: Dict, label: string, name: string, text: string) {
  await filters(page, t).getByRole('searchbox', { name: label }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]${name}=${encodeURIComponent(text).replace(/[.+*()]/g, '\\$&')}(&|$)`));
}

/**
 * The log narrowed to one subject and one action, as an administrator would search it: the
 * entry's row. (Each case of this spec, and the "give a challenge" case, finds its action here.)
 */
async function findInLog(page: Page, t: Dict, { subject, action }: { subject: string; action: string }): Promise<Locator> {
  await filters(page, t).getByLabel(t['audit.filter.action']).selectOption(action);
  await expect(page).toHaveURL(new RegExp(`[?&]action=${action.replace('.', '\\.')}`));
  await typeFilter(page, t, t['audit.filter.subject'], 'subject', subject);
  const rows = entries(page, t);
  const label = t[`audit.action.${action}` as keyof Dict] ?? action;
  await expect(rows.filter({ hasText: label }).first()).toBeVisible();
  return rows.filter({ hasText: label });
}

/** A field of a row's compact change, by its name in words: the old value struck, the new one inserted. */
async function expectChange(row: Locator, field: string, before: string | null, after: string) {
  const line = row.getByRole('listitem').filter({ has: row.page().locator('.audit-field', { hasText: new RegExp(`^${field}$`) }) });
  if (before !== null) await expect(line.locator('del')).toContainText(before);
  await expect(line.locator('ins')).toContainText(after);
}

/** The viewer's zone per run: times on screen must follow the browser's zone, not the server's (UTC). */
const zones = { en: 'America/New_York', ja: 'Asia/Tokyo' } as const;

for (const locale of ['en', 'ja'] as const) {
  const t = dictionaries[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const timeZone = zones[locale];

  test.describe(`audit log (${locale})`, () => {
    // A handful of set-ups through the API, then a dozen filter round trips.
    test.slow();
    test.use({ timezoneId: timeZone });

    test('finds a marked-paid order and the export of its orders, by subject, action, actor and day, and links to the order', async ({
      page,
      request,
    }) => {
      const api = await adminApi(request);
      const buyer = await memberWithOrder(request, `audit-paid-${locale}`);
      const paid = await request.post(`/api/admin/orders/${buyer.order.id}/mark-paid`, { headers: api.auth });
      expect(paid.status(), await paid.text()).toBe(200);
      const csv = await request.get(`/api/admin/orders/export.csv?q=${encodeURIComponent(buyer.email)}`, { headers: api.auth });
      expect(csv.status()).toBe(200);

      await signInAs(page, request, admin);
      await openLog(page, prefix, t);
      const row = await findInLog(page, t, { subject: buyer.order.number, action: 'order.paid' });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(admin.email);
      await expect(row).toContainText(buyer.order.number);
      await expectChange(row, t['audit.field.status'], t['billing.status.pending'], t['billing.status.paid']);
      // Its details in words: the payment method by its label, the total as money in the order's currency.
      await row.getByRole('button', { name: t['audit.showRecord'] }).click();
      const details = row.locator('.audit-record dl');
      await expect(details.locator('div').filter({ hasText: t['audit.field.provider'] })).toContainText(t['billing.provider.manual']);
      await expect(details.locator('div').filter({ hasText: t['audit.field.total'] })).toContainText(
        formatMoney(buyer.order.total, buyer.order.currency, locale),
      );
      await expect(row).not.toContainText(`total${buyer.order.total}`);
      await row.getByRole('button', { name: t['audit.hideRecord'] }).click();

      // The actor: the administrator by email, then "system only" shows the invoice the platform issued.
      await typeFilter(page, t, t['audit.filter.actor'], 'actor', admin.email);
      await expect(row).toHaveCount(1);
      await filters(page, t).getByLabel(t['audit.filter.action']).selectOption('');
      await filters(page, t).getByLabel(t['audit.filter.systemOnly'], { exact: true }).check();
      await expect(page).toHaveURL(/[?&]actor=system/);
      await expect(entries(page, t)).toHaveCount(1);
      await expect(entries(page, t).first()).toContainText(t['audit.action.invoice.issued']);
      await expect(entries(page, t).first()).toContainText(t['audit.system']);
      await filters(page, t).getByLabel(t['audit.filter.systemOnly'], { exact: true }).uncheck();

      // The day: today holds the order's three entries, yesterday none.
      await filters(page, t).getByLabel(t['audit.filter.from'], { exact: true }).fill(today());
      await filters(page, t).getByLabel(t['audit.filter.to'], { exact: true }).fill(today());
      await expect(page).toHaveURL(/[?&]to=\d{4}-\d{2}-\d{2}/);
      await expect(entries(page, t)).toHaveCount(3);
      await filters(page, t).getByLabel(t['audit.filter.from'], { exact: true }).fill(yesterday());
      await filters(page, t).getByLabel(t['audit.filter.to'], { exact: true }).fill(yesterday());
      await expect(page.getByText(t['audit.emptyFiltered'])).toBeVisible();
      await page.getByRole('button', { name: t['audit.filter.clear'] }).click();
      await expect(page).not.toHaveURL(/subject=/);

      // The export: the administrator's, with the filters it was made with.
      await filters(page, t).getByLabel(t['audit.filter.action']).selectOption('orders.exported');
      await typeFilter(page, t, t['audit.filter.actor'], 'actor', admin.email);
      const exported = entries(page, t).filter({ hasText: buyer.email });
      await expect(exported).toHaveCount(1);
      await expect(exported).toContainText(t['audit.subject.export']);

      // The order's number links to the orders list, searched for it, in the page's language.
      await page.getByRole('button', { name: t['audit.filter.clear'] }).click();
      const again = await findInLog(page, t, { subject: buyer.order.number, action: 'order.paid' });
      await again.getByRole('link', { name: buyer.order.number }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/orders\\?q=${buyer.order.number}$`));
      await expect(page.getByRole('row').filter({ hasText: buyer.order.number })).toBeVisible();
    });

    test('finds two users bulk-suspended, a deleted user anonymised and a new user, with their records', async ({ page, request }) => {
      const api = await adminApi(request);
      const tag = uniqueTag('abulk');
      const one = await newMember(request, tag);
      const two = await newMember(request, tag);
      const ids = [await userId(api, one.email), await userId(api, two.email)];
      const suspend = await request.patch('/api/users/status', { headers: api.auth, data: { ids, status: 'Suspended' } });
      expect(suspend.status(), await suspend.text()).toBe(200);

      const leaving = await memberWithOrder(request, uniqueTag('aanon'));
      const leavingId = await userId(api, leaving.email);
      const removed = await request.delete(`/api/users/${leavingId}`, { headers: api.auth });
      expect(await removed.json()).toMatchObject({ anonymised: 1 });

      const invited = `${uniqueTag('anew')}@example.com`;
      const created = await request.post('/api/users', {
        headers: api.auth,
        data: { firstName: 'Irene', lastName: 'Invitada', email: invited, role: 'USER', status: 'Active', type: 'Individual' },
      });
      expect(created.status(), await created.text()).toBe(201);

      await signInAs(page, request, admin);
      await openLog(page, prefix, t);

      // Both suspensions, each Active → Suspended, found by the tag in their emails.
      const suspended = await findInLog(page, t, { subject: tag, action: 'user.status' });
      await expect(suspended).toHaveCount(2);
      for (const user of [one, two]) {
        const entry = suspended.filter({ hasText: user.email });
        await expectChange(entry, t['audit.field.status'], t['customers.statusActive'], t['customers.statusSuspended']);
      }
      // The subject links to the user's page.
      await suspended.filter({ hasText: one.email }).getByRole('link', { name: one.email }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/users/${ids[0]}/edit-user$`));
      await page.goBack();

      // The anonymised user: the email before, struck, and the placeholder after.
      const anonymised = await findInLog(page, t, { subject: leavingId, action: 'user.anonymised' });
      await expect(anonymised).toHaveCount(1);
      await expectChange(anonymised, t['audit.field.email'], leaving.email, `deleted-${leavingId}@invalid`);

      // The new user: nothing before; the whole record opens from a disclosure button.
      const newUser = await findInLog(page, t, { subject: invited, action: 'user.created' });
      await expect(newUser).toHaveCount(1);
      const disclosure = newUser.getByRole('button', { name: t['audit.showRecord'] });
      await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
      await disclosure.focus();
      await page.keyboard.press('Enter');
      const open = newUser.getByRole('button', { name: t['audit.hideRecord'] });
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      const record = newUser.getByRole('table');
      await expect(record.getByRole('columnheader', { name: t['audit.before'] })).toBeVisible();
      await expect(record.getByRole('row').filter({ hasText: t['audit.field.lastName'] })).toContainText('Invitada');
      await expect(record.getByRole('row').filter({ hasText: t['audit.field.status'] })).toContainText(t['customers.statusActive']);
      await expect(record.getByRole('row').filter({ hasText: t['audit.field.role'] })).toContainText(t['users.role.USER']);
      await expect(record).not.toContainText('lastName');

      // An expanded entry keeps the page free of serious accessibility problems, light and dark.
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        const results = await new AxeBuilder({ page }).include('.admin-audit').analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          scheme,
        ).toEqual([]);
      }
    });

    test('finds a challenge given to a member, with its reason and note, and links to the order', async ({ page, request }) => {
      const api = await adminApi(request);
      const member = await newMember(request, uniqueTag('agrant'));
      const memberId = await userId(api, member.email);
      const { items } = (await (await request.get('/api/challenges')).json()) as { items: { id: string; name: string }[] };
      const challenge = items[0] as { id: string; name: string };
      const given = await request.post('/api/admin/grants', {
        headers: api.auth,
        data: { userId: memberId, challengeId: challenge.id, reason: 'compensation', note: 'Platform outage on Friday' },
      });
      expect(given.status(), await given.text()).toBe(201);
      const { order } = (await given.json()) as { order: { number: string } };

      await signInAs(page, request, admin);
      await openLog(page, prefix, t);
      const row = await findInLog(page, t, { subject: order.number, action: 'order.granted' });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(admin.email);
      await expectChange(row, t['audit.field.member'], null, member.email);
      await expectChange(row, t['audit.field.note'], null, 'Platform outage on Friday');
      // The compact change shows the first fields; the reason (a code, in words) and the status are in the whole record.
      await row.getByRole('button', { name: t['audit.showRecord'] }).click();
      const record = row.getByRole('table');
      await expect(record.getByRole('row').filter({ hasText: t['audit.field.reason'] })).toContainText(t['grant.reason.compensation']);
      await expect(record.getByRole('row').filter({ hasText: t['audit.field.status'] })).toContainText(t['billing.status.paid']);
      await row.getByRole('link', { name: order.number }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/orders\\?q=${order.number}$`));
      await expect(page.getByRole('row').filter({ hasText: order.number })).toContainText(t['billing.provider.grant']);
    });

    test('reads the failed demo account’s breach at the moment it happened: the floor and equity as money, the moment in the viewer’s zone, the rule in words', async ({
      page,
      request,
    }) => {
      const api = await adminApi(request);
      type Entry = { createdAt: string; currency: string | null; subject: { label: string | null }; details: Record<string, unknown> };
      const response = await request.get('/api/admin/audit?action=account.failed&actor=system&sort=created&pageSize=100', {
        headers: api.auth,
      });
      const { items } = (await response.json()) as { items: Entry[] };
      // The seeded breach: the demo's rule engine failed it, days before the server started.
      const seeded = items.find((entry) => entry.subject.label && Date.parse(entry.createdAt) < Date.now() - 86_400_000);
      if (!seeded) throw new Error('The demo seed has no failed account');
      const { floor, equity, at, rule } = seeded.details as { floor: number; equity: number; at: string; rule: string };
      expect(seeded.createdAt).toBe(at);
      const currency = seeded.currency as string;

      await signInAs(page, request, admin);
      await openLog(page, prefix, t);
      const row = await findInLog(page, t, { subject: seeded.subject.label as string, action: 'account.failed' });
      await expect(row).toHaveCount(1);
      // The entry is dated at the breach, in the viewer's zone.
      await expect(row.locator('.audit-when')).toContainText(formatDate(at, locale, 'date', { timeZone }));
      await row.getByRole('button', { name: t['audit.showDetails'] }).click();
      const details = row.locator('.audit-record dl');
      const detail = (field: string) => details.locator('div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${field}$`) }) });
      await expect(detail(t['audit.field.floor'])).toContainText(formatMoney(floor, currency, locale));
      await expect(detail(t['audit.field.equity'])).toContainText(formatMoney(equity, currency, locale));
      await expect(detail(t['audit.field.at'])).toContainText(formatDate(at, locale, 'dateTime', { withZone: true, timeZone }));
      await expect(detail(t['audit.field.rule'])).toContainText(t[`overview.breach.rule.${rule}` as keyof Dict]);
      // Nothing raw: no field name as stored, no ISO moment, no minor units.
      await expect(row).not.toContainText(at);
      await expect(row).not.toContainText(String(floor));
    });
  });
}
