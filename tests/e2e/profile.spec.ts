import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { dictionaries } from '../../src/i18n';
import { newMember, recordToasts, shownToasts, signInAs } from './session';

test.describe('profile page', () => {
  for (const locale of ['en', 'de'] as const) {
    test(`a password change signs the member out in another browser at its next check, and this browser stays signed in (${locale})`, async ({
      browser,
      request,
    }) => {
      const t = dictionaries[locale];
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const user = await newMember(request, `profile-password-${locale}`);
      const here = await (await browser.newContext()).newPage();
      const elsewhere = await (await browser.newContext()).newPage();
      await signInAs(here, request, user);
      await signInAs(elsewhere, request, user);
      for (const page of [here, elsewhere]) await page.clock.install();
      await recordToasts(elsewhere);
      await elsewhere.goto(`${prefix}/accounts`);
      await expect(elsewhere.getByRole('button', { name: /Session T\./ })).toBeVisible();

      await here.goto(`${prefix}/accounts/profile`);
      const sessions = here.getByRole('region', { name: t['profile.sessions.title'] });
      await expect(sessions.getByRole('listitem')).toHaveCount(2);
      const form = here.getByRole('form', { name: t['profile.password.title'] });
      await form.getByLabel(t['profile.currentPassword']).fill(user.password);
      await form.getByLabel(t['auth.newPassword'], { exact: true }).fill('Renewed#2027');
      await form.getByLabel(t['profile.confirmNewPassword']).fill('Renewed#2027');
      await form.getByRole('button', { name: t['profile.password.submit'] }).click();
      await expect(here.getByRole('status').filter({ hasText: t['success.passwordChanged'] })).toBeVisible();
      // The fields start empty again, and the list keeps this device only.
      await expect(form.getByLabel(t['profile.currentPassword'])).toHaveValue('');
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      await expect(sessions.getByText(t['profile.sessions.thisDevice'])).toBeVisible();

      // The other browser finds out at its next check (every 15 s).
      await elsewhere.clock.fastForward(15_000);
      await expect.poll(() => shownToasts(elsewhere)).toContainEqual(expect.stringContaining(t['error.sessionExpired']));
      await elsewhere.clock.fastForward(2_000);
      await expect(elsewhere).toHaveURL(/\/auth\/login$/);

      // This one passes its own check and stays.
      await here.clock.fastForward(17_000);
      await expect(here).toHaveURL(new RegExp(`${prefix}/accounts/profile$`));
      await expect(here.getByRole('button', { name: /Session T\./ })).toBeVisible();
    });
  }

  test('choosing the account’s language on the profile saves it with the account and moves the page to it', async ({ page, request }) => {
    const user = await newMember(request, 'profile-language');
    const token = await signInAs(page, request, user);
    await page.goto('/accounts/profile');
    const language = page.getByRole('group', { name: 'Language' });
    await expect(language.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await language.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/accounts\/profile$/);
    await expect(page.getByRole('group', { name: 'Sprache' }).getByRole('button', { name: 'Deutsch' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const stored = await request.get(`/api/user/${encodeURIComponent(user.email)}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await stored.json()) as { locale: string }).locale).toBe('de');
  });

  test('saving new names renames the header at once; a bad name gets the seed message', async ({ page, request }) => {
    const user = await newMember(request, 'profile-names');
    await signInAs(page, request, user);
    await page.goto('/accounts/profile');
    const form = page.getByRole('form', { name: 'Personal details' });
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
    await expect(form.getByRole('textbox', { name: 'Email' })).not.toBeEditable();
    const first = form.getByRole('textbox', { name: 'First name' });
    await first.fill('');
    await first.blur();
    await expect(form.getByText('First name is required')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await first.fill('Sabine');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByRole('status')).toHaveText('Your details have been saved.');
    await expect(page.getByRole('button', { name: /Sabine T\./ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /Sabine T\./ })).toBeVisible();
  });

  test('another session can be signed out from the list; the login history shows the attempts', async ({ page, request }) => {
    const user = await newMember(request, 'profile-sessions');
    const other = await request.post('/api/auth/login', { data: { email: user.email, password: 'Wrong#2026', userGeolocation: null } });
    expect(other.status()).toBe(400);
    const second = await request.post('/api/auth/login', { data: { email: user.email, password: user.password, userGeolocation: null } });
    const { accessToken } = (await second.json()) as { accessToken: string };
    await signInAs(page, request, user);
    await page.goto('/accounts/profile');

    const history = page.getByRole('table', { name: 'Sign-in attempts' });
    await expect(history.getByRole('row')).toHaveCount(4);
    await expect(history.getByRole('cell', { name: 'Failed' })).toHaveCount(1);

    const sessions = page.getByRole('region', { name: 'Active sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await sessions.getByRole('button', { name: 'Sign out this session' }).click();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions.getByText('No other device is signed in.')).toBeVisible();
    await expect(sessions.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
    const check = await request.get('/api/auth/verify-token', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(check.status()).toBe(401);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the loaded profile page has no serious or critical axe violations (${scheme})`, async ({ page, request }) => {
      const user = await newMember(request, `profile-axe-${scheme}`);
      // A failed attempt and a second session: the Failed tag and the enabled sign-out buttons are checked too.
      await request.post('/api/auth/login', { data: { email: user.email, password: 'Wrong#2026', userGeolocation: null } });
      await request.post('/api/auth/login', { data: { ...user, userGeolocation: { city: 'Brno', country: 'CZ' } } });
      await signInAs(page, request, user);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/accounts/profile');
      await expect(page.getByRole('region', { name: 'Active sessions' }).getByText('This device')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Sign-in attempts' }).getByRole('cell', { name: 'Failed' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign out all other sessions' })).toBeEnabled();
      await expect(page.getByRole('textbox', { name: 'First name' })).toBeEnabled();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
