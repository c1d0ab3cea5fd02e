import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Dictionary, en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import { billing } from '../builders/orders';
import { adminToken, admin as demoAdmin, linkFromOutbox, newMember, recordToasts, shownToasts, signInAs } from './session';

/**
 * The admin's user management (issue 10) as an administrator would use it, in English and in
 * Spanish: the seed's customer messages letter for letter (from the dictionaries, which the API
 * tests pin in English), a bulk suspension that signs a user out elsewhere, deletion that
 * anonymises a user with history, and a new user invited by mail. Every test works on fresh users:
 * the demo member and administrator are never suspended or deleted (other tests use them).
 */

const languages = [
  { code: 'en', prefix: '', dict: en },
  { code: 'es', prefix: '/es', dict: es },
] as const;

// The seed's strings in English, letter for letter.
test('the English dictionary holds the seed’s customer messages', () => {
  expect(en['customers.statusUpdated']).toBe('Selected customers status have successfully been updated');
  expect(en['customers.confirmDelete']).toBe('Are you sure to permanently delete this customer?');
  expect(en['customers.deleted']).toBe('Customer has been deleted');
  expect(en['customers.created']).toBe('Customer has been created');
  expect(en['customers.selectedCount']).toBe('Selected records count:');
});

/** A word no other test's users have, to search the list down to this test's users. */
const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function userId(request: APIRequestContext, email: string): Promise<string> {
  const token = await adminToken(request);
  const response = await request.get(`/api/users?q=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${token}` } });
  const { items } = (await response.json()) as { items: { id: string; email: string }[] };
  const row = items.find((item) => item.email === email);
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

async function search(page: Page, dict: Dictionary, text: string) {
  await page.getByLabel(dict['customers.search']).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/[.+]/g, '\\$&')}`));
}

for (const { code, prefix, dict } of languages) {
  test.describe(`admin users (${code})`, () => {
    // Each test drives two browsers (the administrator and the user) through several page loads and
    // password hashes: on a loaded machine that runs close to the default 30 s.
    test.slow();
    test('bulk-suspends two users with the seed’s messages; one is signed out in another browser', async ({ page, request, browser }) => {
      const tag = uniqueTag('bulk');
      const one = await newMember(request, tag);
      const two = await newMember(request, tag);

      // The first user is signed in elsewhere, on their accounts page.
      const elsewhere = await browser.newContext();
      const theirPage = await elsewhere.newPage();
      await signInAs(theirPage, request, one);
      await theirPage.clock.install();
      await theirPage.goto('/accounts');
      await expect(theirPage.getByRole('button', { name: /Session T\./ })).toBeVisible();

      await signInAs(page, request, demoAdmin);
      await recordToasts(page);
      await page.goto(`${prefix}/users`);
      await expect(page.getByRole('heading', { name: dict['template.customersList'] })).toBeVisible();
      await search(page, dict, tag);
      await expect(page.getByRole('cell', { name: one.email })).toBeVisible();
      await expect(page.getByRole('cell', { name: two.email })).toBeVisible();
      await page.getByLabel(dict['users.selectAll']).check();
      await expect(page.getByText(dict['customers.selectedCount'])).toContainText('2');
      await page.getByLabel(dict['users.bulk.status']).selectOption('Suspended');
      await page.getByRole('button', { name: dict['users.bulk.apply'] }).click();
      await expect.poll(() => shownToasts(page)).toContainEqual(expect.stringContaining(dict['customers.statusUpdated']));
      await expect(page.getByRole('row').filter({ hasText: one.email })).toContainText(dict['customers.statusSuspended']);
      await expect(page.getByRole('row').filter({ hasText: two.email })).toContainText(dict['customers.statusSuspended']);
      await expect(page.getByText(dict['customers.selectedCount'])).toContainText('0');
      // The filter finds them as suspended too.
      await page.getByLabel(dict['customers.filterStatus']).selectOption('Suspended');
      await expect(page.getByRole('cell', { name: one.email })).toBeVisible();

      // Their next session check (every 15 s) signs them out, and the login page says why.
      await theirPage.clock.fastForward(15_000);
      await theirPage.clock.fastForward(2_000);
      await expect(theirPage).toHaveURL(/\/auth\/login$/);
      await expect(theirPage.getByRole('alert')).toHaveText('Your account has been suspended');
      await elsewhere.close();
    });

    test('deletes a user with history: they are anonymised, their order stays', async ({ page, request }) => {
      const tag = uniqueTag('anon');
      const user = await newMember(request, tag);
      // History: a bank-transfer order.
      const login = await request.post('/api/auth/login', { data: { ...user, userGeolocation: null } });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const { items } = (await (await request.get('/api/challenges')).json()) as { items: { id: string }[] };
      const order = await request.post('/api/orders', {
        headers: { Authorization: `Bearer ${accessToken}` },
        data: { challengeId: items[0]?.id, billing, provider: 'manual', acceptTerms: true },
      });
      expect(order.status()).toBe(201);
      const { order: placed } = (await order.json()) as { order: { number: string } };
      const id = await userId(request, user.email);

      await signInAs(page, request, demoAdmin);
      await recordToasts(page);
      await page.goto(`${prefix}/users`);
      await search(page, dict, user.email);
      await page.getByRole('button', { name: dict['users.delete'].replace('{name}', 'Session Tester') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(dict['customers.confirmDelete']);
      await expect(dialog).toContainText(dict['users.anonymiseNote']);
      await dialog.getByRole('button', { name: dict['users.confirmDelete'], exact: true }).click();
      await expect.poll(() => shownToasts(page)).toContainEqual(expect.stringContaining(dict['customers.deleted']));
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('cell', { name: user.email })).toHaveCount(0);

      // The record remains without the person: a placeholder name and address, the order kept.
      await page.goto(`${prefix}/users/${id}/edit-user`);
      await expect(page.getByRole('heading', { name: 'Deleted user' })).toBeVisible();
      await expect(page.getByLabel(dict['auth.email'], { exact: true })).toHaveValue(`deleted-${id}@invalid`);
      await expect(page.getByRole('link', { name: placed.number })).toBeVisible();
      expect((await request.post('/api/auth/login', { data: { ...user, userGeolocation: null } })).status()).toBe(400);
    });

    test('asks a member to verify, approves it by hand with a reason, accepts a payout holder name, and finds them by the filter', async ({
      page,
      request,
    }) => {
      const member = await newMember(request, uniqueTag('kyc'));
      const id = await userId(request, member.email);
      await signInAs(page, request, demoAdmin);
      await recordToasts(page);
      await page.goto(`${prefix}/users/${id}/edit-user`);
      const card = page.getByRole('region', { name: dict['users.verification.title'] });
      const dialog = page.getByRole('dialog');
      await expect(card).toContainText(dict['users.verification.notAsked']);
      // Never asked: asking is the one decision offered.
      await expect(card.getByRole('button', { name: dict['users.verification.approve'] })).toHaveCount(0);
      await card.getByRole('button', { name: dict['users.verification.requestFirst'] }).click();
      await dialog.getByLabel(dict['users.verification.reason']).fill('Large payout expected');
      await dialog.getByRole('button', { name: dict['users.verification.requestFirst'] }).click();
      await expect.poll(() => shownToasts(page)).toContainEqual(expect.stringContaining(dict['users.verification.done.requestNew']));

      await card.getByRole('button', { name: dict['users.verification.approve'] }).click();
      await dialog.getByLabel(dict['users.verification.reason']).fill('Passport checked by video call');
      await dialog.getByRole('button', { name: dict['users.verification.approve'] }).click();
      await expect.poll(() => shownToasts(page)).toContainEqual(expect.stringContaining(dict['users.verification.done.approve']));
      await expect(card.getByText(dict['verification.state.approved'], { exact: true })).toBeVisible();
      // Approved: approving again would change nothing, so it is not offered; the history names who decided and why.
      await expect(card.getByRole('button', { name: dict['users.verification.approve'] })).toHaveCount(0);
      await expect(card.getByRole('row').filter({ hasText: 'Passport checked by video call' })).toContainText(
        `${demoAdmin.firstName} ${demoAdmin.lastName}`,
      );

      await card.getByLabel(dict['users.verification.holder.name']).fill('Session T. Married-Tester');
      await card.getByRole('textbox', { name: dict['users.verification.reason'] }).fill('Married name on the bank account');
      await card.getByRole('button', { name: dict['users.verification.holder.submit'] }).click();
      await expect.poll(() => shownToasts(page)).toContainEqual(expect.stringContaining('Session T. Married-Tester'));
      await expect(card.getByRole('row').filter({ hasText: 'Session T. Married-Tester' })).toContainText(
        'Married name on the bank account',
      );

      await page.goto(`${prefix}/users`);
      await search(page, dict, member.email);
      await page.getByLabel(dict['users.filter.verification']).selectOption('approved');
      await expect(page).toHaveURL(/[?&]verification=approved/);
      await expect(page.getByRole('row').filter({ hasText: member.email })).toContainText(dict['verification.state.approved']);
      await page.getByLabel(dict['users.filter.verification']).selectOption('rejected');
      await expect(page.getByRole('row').filter({ hasText: member.email })).toHaveCount(0);
    });

    test('creates a user, who follows the invitation from the outbox to set a password and sign in', async ({
      page,
      request,
      browser,
    }, testInfo) => {
      const email = `${uniqueTag('invite')}@example.com`;
      await signInAs(page, request, demoAdmin);
      await recordToasts(page);
      await page.goto(`${prefix}/users`);
      await page.getByRole('link', { name: dict['template.newCustomer'] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/users/edit-user$`));
      await page.getByLabel(dict['auth.firstName']).fill('Irene');
      await page.getByLabel(dict['auth.lastName']).fill('Invitada');
      await page.getByLabel(dict['auth.email']).fill(email);
      await page.getByRole('button', { name: dict['users.create'] }).click();
      // The new user's page opens and says so.
      await expect(page).toHaveURL(new RegExp(`${prefix}/users/[0-9a-f-]{36}/edit-user$`));
      await expect(page.getByRole('heading', { name: 'Irene Invitada' })).toBeVisible();
      await expect.poll(() => shownToasts(page)).toContainEqual(expect.stringContaining(dict['customers.created']));

      // The invitation, in the language it was created in.
      const link = await linkFromOutbox(testInfo.project.name, email);
      expect(link.startsWith(`${prefix}/auth/reset-password?token=`)).toBe(true);
      const theirs = await browser.newContext();
      const them = await theirs.newPage();
      await them.goto(link);
      await them.getByLabel(dict['auth.newPassword']).fill('Invited#2026');
      await them.getByLabel(dict['auth.confirmPassword']).fill('Invited#2026');
      await them.getByRole('button', { name: dict['auth.submit'] }).click();
      await expect(them.getByText(dict['success.accountReset'])).toBeVisible();
      await them.goto(`${prefix}/auth/login`);
      await them.getByLabel(dict['auth.email']).fill(email);
      await them.getByLabel(dict['auth.password']).fill('Invited#2026');
      await them.getByRole('button', { name: dict['auth.signIn'] }).click();
      await expect(them).toHaveURL(new RegExp(`${prefix}/accounts$`));
      await theirs.close();
    });
  });
}
