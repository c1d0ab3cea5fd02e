import { rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { dictionaries } from '../../src/i18n';
import { startOwnServer } from './ownServer';
import { admin, newMember, signInAs } from './session';

/** Two-step sign-in (issue 12) as a member and an obliged administrator would use it. */
const codeNow = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret.replaceAll(' ', '')) });

/** Turns it on from the profile card: the key read off the page, a code from it, the recovery codes shown once. */
async function turnOn(page: Page, t: (typeof dictionaries)['en']): Promise<string[]> {
  const card = page.getByRole('region', { name: t['profile.twoFactor.title'] });
  await card.getByRole('button', { name: t['profile.twoFactor.enable'] }).click();
  await expect(card.getByRole('img', { name: t['profile.twoFactor.qr'] })).toBeVisible();
  const secret = (await card.locator('.two-factor-key code').textContent()) ?? '';
  await card.getByLabel(t['profile.twoFactor.code']).fill('000000');
  await card.getByRole('button', { name: t['profile.twoFactor.confirm'], exact: true }).click();
  await expect(card.getByRole('alert')).toHaveText(t['error.twoFactorIncorrect']);
  await card.getByLabel(t['profile.twoFactor.code']).fill(codeNow(secret));
  await card.getByRole('button', { name: t['profile.twoFactor.confirm'], exact: true }).click();
  const codes = card.getByRole('region', { name: t['profile.twoFactor.recoveryTitle'] }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const shown = await codes.allTextContents();
  await card.getByRole('button', { name: t['profile.twoFactor.saved'] }).click();
  await expect(card.getByText(t['profile.twoFactor.codesLeft'].replace('{count}', '10'))).toBeVisible();
  return shown;
}

test.describe('two-step sign-in', () => {
  for (const locale of ['en', 'zh'] as const) {
    test(`a member turns it on, then signs in with the password and a recovery code after a wrong code (${locale}) @smoke`, async ({
      browser,
      request,
    }) => {
      const t = dictionaries[locale];
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const user = await newMember(request, `two-step-${locale}`);
      const page = await (await browser.newContext()).newPage();
      await signInAs(page, request, user);
      await page.goto(`${prefix}/accounts/profile`);
      const recovery = await turnOn(page, t);
      expect((await new AxeBuilder({ page }).include('.two-factor').analyze()).violations).toEqual([]);

      const fresh = await (await browser.newContext()).newPage();
      await fresh.goto(`${prefix}/auth/login`);
      await fresh.getByLabel(t['auth.email']).fill(user.email);
      await fresh.getByLabel(t['auth.password']).fill(user.password);
      await fresh.getByRole('button', { name: t['auth.signIn'] }).click();
      const step = fresh.getByRole('form', { name: t['auth.twoFactor.title'] });
      await expect(step.getByText(t['auth.twoFactor.prompt'])).toBeVisible();
      // The code field has the focus, ready for the code.
      await expect(step.getByLabel(t['auth.twoFactor.code'])).toBeFocused();
      await fresh.keyboard.type('123456');
      await fresh.keyboard.press('Enter');
      await expect(step.getByRole('alert')).toHaveText(t['error.twoFactorIncorrect']);
      await step.getByRole('button', { name: t['auth.twoFactor.useRecovery'] }).click();
      await expect(step.getByText(t['auth.twoFactor.recoveryPrompt'])).toBeVisible();
      await step.getByLabel(t['auth.twoFactor.recoveryCode']).fill(recovery[0] ?? '');
      await step.getByRole('button', { name: t['auth.twoFactor.verify'], exact: true }).click();
      await expect(fresh).toHaveURL(new RegExp(`${prefix}/accounts$`));
    });
  }

  test('support turns off the two-step sign-in of a member who lost phone and codes, with a reason', async ({ page, request }) => {
    const t = dictionaries.zh;
    const user = await newMember(request, 'two-step-reset');
    // The member has it on (through the API, as the profile card would).
    const login = await request.post('/api/auth/login', { data: { ...user, userGeolocation: null } });
    const auth = { Authorization: `Bearer ${(await login.json()).accessToken}` };
    const { secret } = await (await request.post('/api/profile/two-factor/setup', { headers: auth })).json();
    expect((await request.post('/api/profile/two-factor/enable', { headers: auth, data: { code: codeNow(secret) } })).status()).toBe(200);
    const id = (await (await request.get(`/api/user/${encodeURIComponent(user.email)}`, { headers: auth })).json()).id;

    await signInAs(page, request, admin);
    await page.goto(`/zh/users/${id}/edit-user`);
    const on = page.locator('.admin-user__meta').getByText(t['users.twoFactor.on'].split('{date}')[0]?.trim() ?? '');
    await expect(on).toBeVisible();
    await page.getByRole('button', { name: t['users.twoFactorReset.open'] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t['users.twoFactorReset.confirm'], exact: true }).click();
    await expect(dialog.getByLabel(t['users.twoFactorReset.reason'])).toBeFocused();
    await expect(dialog.getByText(t['validation.reasonRequired'])).toBeVisible();
    await dialog.getByLabel(t['users.twoFactorReset.reason']).fill('手机和恢复码都丢失；已通过视频核实身份');
    await dialog.getByRole('button', { name: t['users.twoFactorReset.confirm'], exact: true }).click();
    await expect(page.getByText(t['users.twoFactorReset.done'])).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: t['users.twoFactorReset.open'] })).toHaveCount(0);
    await expect(on).toHaveCount(0);
    // The member signs in with the password alone again.
    const plain = await request.post('/api/auth/login', { data: { ...user, userGeolocation: null } });
    expect(await plain.json()).toMatchObject({ accessToken: expect.any(String) });
  });

  test('with ADMIN_REQUIRE_2FA an administrator is kept on the profile until it is on, then works as before', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const port = Number(new URL(baseURL ?? '').port) + 25;
    // A fresh database: the demo administrator of an earlier run has it on already.
    const dataDir = `.e2e-data/two-step-${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    const server = startOwnServer(port, { DATA_DIR: dataDir, ADMIN_REQUIRE_2FA: 'true' });
    try {
      await server.ready();
      const t = dictionaries.en;
      const context = await browser.newContext({ baseURL: server.base });
      const page = await context.newPage();
      await signInAs(page, context.request, admin);
      const adminCalls: string[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/admin')) adminCalls.push(`${response.status()} ${response.url()}`);
      });
      await page.goto('/dashboard');
      // After the session check and the user's record (slow on a busy machine), as routing waits for both.
      await expect(page).toHaveURL(/\/admin-profile$/, { timeout: 20_000 });
      await expect(page.getByText(t['profile.twoFactor.mandatory'])).toBeVisible();
      // The audit log waits, and nothing asks the admin API, which would refuse.
      await expect(page.getByRole('region', { name: t['profile.logins.title'] })).toBeVisible();
      await expect(page.getByRole('region', { name: t['audit.title'] })).toHaveCount(0);
      expect(adminCalls).toEqual([]);
      // Nor will the next admin page ask before routing (src/stores/pageAccess.ts).
      expect(await page.evaluate(() => localStorage.getItem('allowed_area'))).toBeNull();
      await turnOn(page, t);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Turning it off is not offered.
      await page.goto('/admin-profile');
      await expect(page.getByRole('region', { name: t['audit.title'] })).toBeVisible();
      const card = page.getByRole('region', { name: t['profile.twoFactor.title'] });
      await expect(card.getByText(t['profile.twoFactor.codesLeft'].replace('{count}', '10'))).toBeVisible();
      await expect(card.getByRole('button', { name: t['profile.twoFactor.disable'] })).toHaveCount(0);
    } finally {
      await server.kill('SIGTERM');
    }
  });
});
