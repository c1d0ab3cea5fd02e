import { expect, test } from '@playwright/test';
import { dictionaries } from '../../src/i18n';
import { agedFundedTrader, auth, json } from './fundedTrader';
import { ready } from './pageChecks';
import { admin, newMember, signInAs } from './session';

/**
 * Identity before money (issue 31), in English and Japanese: a funded member's payout page says to
 * verify, the member goes through the demo provider's flow from there and then asks for a payout to
 * an account in the verified name; and an administrator's rejection, with its reason, reaches the
 * member's page. Each run has members of its own.
 */
type PayoutAccount = {
  accountId: string;
  currency: string;
  payable: number;
  eligible: boolean;
  checklist: { code: string; met: boolean }[];
};

for (const locale of ['en', 'ja'] as const) {
  const t = dictionaries[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test(`a funded member is told to verify on the payout page, verifies, and asks for a payout in that name (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const trader = await agedFundedTrader(request, { verified: false });
    const token = await signInAs(page, request, trader);
    await json(await request.put('/api/profile/locale', { headers: auth(token), data: { locale } }));
    const [account] = (await json<{ items: PayoutAccount[] }>(await request.get('/api/payouts/accounts', { headers: auth(token, locale) })))
      .items;
    if (!account) throw new Error('The trader has no funded account');
    expect(account.checklist.filter((item) => !item.met).map((item) => item.code)).toEqual(['identity']);
    await page.addInitScript((id) => localStorage.setItem('accountId', id), account.accountId);

    // The payout page names the one thing missing, and the way to it.
    await page.goto(`${prefix}/payout`);
    await ready(page);
    const checklist = page.getByRole('region', { name: t['payout.eligibility.title'] });
    await expect(checklist.getByText(t['payout.eligibility.identity.notStarted'])).toBeVisible();
    await checklist.getByRole('link', { name: t['payout.eligibility.identity.link'] }).click();

    // The demo provider's flow: documents, then its reviewer approves the name on them.
    await expect(page).toHaveURL(new RegExp(`${prefix}/verification$`));
    const status = page.getByRole('region', { name: t['verification.title.individual'] });
    await status.getByRole('button', { name: t['verification.action.start'] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/verification/demo$`));
    await page.getByRole('button', { name: t['verification.demo.submit'] }).click();
    await expect(status.getByText(t['verification.state.pendingReview'], { exact: true })).toBeVisible();
    await status.getByRole('link', { name: t['verification.demoReviewer'] }).click();
    const reviewer = page.getByRole('region', { name: t['verification.demo.step2.title'] });
    await expect(reviewer.getByLabel(t['verification.demo.name'])).toHaveValue(`${trader.firstName} ${trader.lastName}`);
    await reviewer.getByLabel(t['verification.demo.country']).selectOption('CZ');
    await reviewer.getByRole('button', { name: t['verification.demo.approve'], exact: true }).click();
    await expect(status.getByText(t['verification.state.approved'], { exact: true })).toBeVisible();
    // The page says how the payout account's holder is compared with the verified name.
    await expect(status.getByText(t['verification.holderRule'])).toBeVisible();

    // Back on the payout page: eligible, and the request to an account in the verified name goes through.
    await page.goto(`${prefix}/payout`);
    await ready(page);
    await expect(checklist.getByText(t['payout.eligibility.identity.met'])).toBeVisible();
    await expect(checklist).toContainText(t['payout.eligibility.eligible']);
    const form = page.getByRole('region', { name: t['payout.form.title'] });
    await form.getByRole('button', { name: t['payout.form.max'] }).click();
    await form.getByRole('radio', { name: t['payout.method.bankTransfer'] }).check();
    // The bank writes the name its own way: upper case, surname first.
    await form.getByLabel(t['payout.form.accountHolder']).fill(`${trader.lastName.toUpperCase()} ${trader.firstName.toUpperCase()}`);
    await form.getByLabel(t['payout.form.iban']).fill('CZ65 0800 0000 1920 0014 5399');
    await form.getByLabel(t['payout.form.bic']).fill('GIBACZPX');
    await form.getByRole('button', { name: t['payout.form.submit'] }).click();
    const history = page.getByRole('table', { name: t['payout.history.caption'] });
    await expect(history.getByRole('row').filter({ hasText: t['payout.status.requested'] })).toHaveCount(1);
    const payouts = await json<{ items: { status: string }[] }>(
      await request.get(`/api/payouts?accountId=${account.accountId}`, { headers: auth(token) }),
    );
    expect(payouts.items.map((payout) => payout.status)).toEqual(['requested']);
  });

  test(`an administrator rejects a verification with a reason, and the member reads it (${locale})`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const member = await newMember(request, `reject-${locale}`, { firstName: 'Rita', lastName: 'Jection' });
    const token = (
      await json<{ accessToken: string }>(await request.post('/api/auth/login', { data: { ...member, userGeolocation: null } }))
    ).accessToken;
    await json(await request.post('/api/verification/start', { headers: auth(token) }));
    await json(await request.post('/api/verification/demo/submit', { headers: auth(token) }));
    const { id } = await json<{ id: string }>(await request.get(`/api/user/${encodeURIComponent(member.email)}`, { headers: auth(token) }));

    // The administrator, in English, on the member's page.
    const context = await browser.newContext({ baseURL });
    try {
      const desk = await context.newPage();
      await signInAs(desk, request, admin);
      await desk.goto(`/users/${id}/edit-user`);
      await ready(desk);
      const card = desk.getByRole('region', { name: dictionaries.en['users.verification.title'] });
      await expect(card.getByText(dictionaries.en['verification.state.pendingReview'], { exact: true }).first()).toBeVisible();
      await card.getByRole('button', { name: dictionaries.en['users.verification.reject'], exact: true }).click();
      const dialog = desk.getByRole('dialog', { name: dictionaries.en['users.verification.reject'] });
      await dialog.getByLabel(dictionaries.en['users.verification.reason']).fill('The photo on the ID does not match the selfie');
      await dialog.getByRole('button', { name: dictionaries.en['users.verification.reject'], exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByText(dictionaries.en['verification.state.rejected'], { exact: true }).first()).toBeVisible();
      await expect(card.getByRole('table')).toContainText('The photo on the ID does not match the selfie');
    } finally {
      await context.close();
    }

    // The member reads the decision and its reason, in their language, and is pointed to support.
    await signInAs(page, request, member);
    await page.goto(`${prefix}/verification`);
    await ready(page);
    const status = page.getByRole('region', { name: t['verification.title.individual'] });
    await expect(status.getByText(t['verification.state.rejected'], { exact: true })).toBeVisible();
    await expect(status.getByText('The photo on the ID does not match the selfie')).toBeVisible();
    await expect(status.getByRole('link', { name: t['verification.contactSupport'] })).toBeVisible();
  });
}
