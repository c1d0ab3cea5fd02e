import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { Dictionary, MessageKey } from '../../src/i18n/en';
import { en } from '../../src/i18n/en';
import { format, formatMoney } from '../../src/i18n/format';
import { zh } from '../../src/i18n/zh';
import { eligibilityCodes } from '../../src/schemas/enums';
import { agedFundedTrader, auth, json, ready } from './fundedTrader';
import { admin, signInAs } from './session';

/**
 * The payout queue (issue 11) as an administrator works it, in English and in Chinese: three new
 * members each request a payout (set up through the API as in payout.spec.ts); the administrator
 * approves one, rejects one with a reason the member then reads on their payout page, and pays one,
 * whose certificate the public verification page shows. Other tests share the server, so every
 * step filters the queue to the member at hand (by email).
 */
type Trader = { email: string; password: string; token: string; amount: number };

/** A member with a funded account and an open request of half its payable profit. */
async function traderWithRequest(request: APIRequestContext): Promise<Trader> {
  const user = await agedFundedTrader(request);
  const login = await request.post('/api/auth/login', { data: { email: user.email, password: user.password, userGeolocation: null } });
  const { accessToken: token } = await json<{ accessToken: string }>(login);
  const accounts = await json<{ items: { accountId: string; payable: number; eligible: boolean }[] }>(
    await request.get('/api/payouts/accounts', { headers: auth(token) }),
  );
  const account = accounts.items.find((item) => item.eligible);
  if (!account) throw new Error('The funded account may not be paid out');
  const amount = Math.floor(account.payable / 2 / 100) * 100;
  const destination = { method: 'bankTransfer', accountHolder: 'Session Tester', iban: 'CZ6508000000192000145399', bic: 'GIBACZPX' };
  await json(
    await request.post('/api/payouts', { headers: auth(token), data: { accountId: account.accountId, amount, destination } }),
    201,
  );
  return { email: user.email, password: user.password, token, amount };
}

/** Intl puts narrow no-break spaces into some amounts and dates; match any space. */
const loose = (text: string) =>
  new RegExp(
    text
      .replace(/[\s\u00a0\u202f]+/g, ' ')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/ /g, '[\\s\\u00a0\\u202f]*'),
  );

async function inOwnContext(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function noSeriousAxeViolations(page: Page) {
  // After a theme switch the colours fade over a moment: axe must read the final ones.
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const runs = [
  { locale: 'en', prefix: '', t: en as Dictionary },
  { locale: 'zh', prefix: '/zh', t: zh as Dictionary },
] as const;

for (const { locale, prefix, t } of runs) {
  test(`an administrator approves, rejects with a reason and pays payout requests (${locale})`, async ({ page, request, browser }) => {
    test.setTimeout(240_000);
    const say = (key: MessageKey, values?: Record<string, string | number>) => format(t[key], values);
    const money = (minor: number) => formatMoney(minor, 'USD', locale);
    const [approving, rejecting, paying] = await Promise.all([
      traderWithRequest(request),
      traderWithRequest(request),
      traderWithRequest(request),
    ]);
    await signInAs(page, request, admin);

    const queue = page.getByRole('table', { name: t['adminPayouts.caption'] });
    const panel = page.getByRole('region', { name: say('adminPayouts.review.title', { member: 'Session Tester' }) });
    const dialog = page.getByRole('dialog');
    const rowOf = (trader: Trader) => queue.getByRole('row').filter({ hasText: trader.email });
    const review = async (trader: Trader) => {
      await rowOf(trader).getByRole('button').click();
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(loose(money(trader.amount)));
    };

    // The first member, found by typing into the search box: the request with its evidence, approved.
    await page.goto(`${prefix}/admin-payouts-requests`);
    await ready(page);
    await page.getByRole('searchbox', { name: t['adminPayouts.search'] }).fill(approving.email);
    await expect(queue.getByRole('row')).toHaveCount(2);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(approving.email).replace(/\./g, '\\.')}`));
    await expect(rowOf(approving)).toContainText(t['payout.status.requested']);
    await expect(rowOf(approving)).toContainText(loose(money(approving.amount)));
    await expect(rowOf(approving)).toContainText(t['adminPayouts.evidence.allMet']);
    await review(approving);
    await expect(panel.getByRole('list', { name: t['adminPayouts.evidence.now'] }).getByRole('listitem')).toHaveCount(
      eligibilityCodes.length,
    ); // every item, the risk review's and the identity's included
    await expect(panel).toContainText('CZ65 0800 0000 1920 0014 5399');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await noSeriousAxeViolations(page);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await panel.getByRole('button', { name: t['adminPayouts.approve'] }).click();
    await expect(dialog.getByRole('heading')).toHaveText(loose(say('adminPayouts.approve.title', { amount: money(approving.amount) })));
    await dialog.getByRole('button', { name: t['adminPayouts.approve'] }).click();
    await expect(page.getByText(loose(say('adminPayouts.approve.done', { amount: money(approving.amount) })))).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(rowOf(approving)).toContainText(t['payout.status.approved']);
    await expect(panel.getByRole('button', { name: t['adminPayouts.pay'] })).toBeVisible();

    // The second: rejected — a reason is required, and the member reads it on their payout page.
    await page.goto(`${prefix}/admin-payouts-requests?q=${encodeURIComponent(rejecting.email)}`);
    await ready(page);
    await review(rejecting);
    await panel.getByRole('button', { name: t['adminPayouts.reject'] }).click();
    await dialog.getByRole('button', { name: t['adminPayouts.reject'] }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t['validation.reasonRequired']);
    const reason = `Trades copied from another account (${locale})`;
    await dialog.getByLabel(t['adminPayouts.reject.reason']).fill(reason);
    await dialog.getByRole('button', { name: t['adminPayouts.reject'] }).click();
    await expect(page.getByText(loose(say('adminPayouts.reject.done', { amount: money(rejecting.amount) })))).toBeVisible();
    await expect(rowOf(rejecting)).toContainText(t['payout.status.rejected']);
    await expect(panel).toContainText(say('payout.rejectionReason', { reason }));
    await inOwnContext(browser, async (memberPage) => {
      await signInAs(memberPage, request, rejecting);
      await memberPage.goto(`${prefix}/payout`);
      await ready(memberPage);
      const history = memberPage.getByRole('table', { name: t['payout.history.caption'] });
      await expect(history.getByRole('row').filter({ hasText: t['payout.status.rejected'] })).toContainText(
        say('payout.rejectionReason', { reason }),
      );
    });

    // The third: approved, then paid with a reference; the certificate is issued and publicly valid.
    await page.goto(`${prefix}/admin-payouts-requests?q=${encodeURIComponent(paying.email)}`);
    await ready(page);
    await review(paying);
    await panel.getByRole('button', { name: t['adminPayouts.approve'] }).click();
    await dialog.getByRole('button', { name: t['adminPayouts.approve'] }).click();
    await expect(rowOf(paying)).toContainText(t['payout.status.approved']);
    await panel.getByRole('button', { name: t['adminPayouts.pay'] }).click();
    await dialog.getByRole('button', { name: t['adminPayouts.pay'] }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t['validation.referenceRequired']);
    const reference = `SEPA-QUEUE-${locale}-${Date.now()}`;
    await dialog.getByLabel(t['adminPayouts.pay.reference']).fill(reference);
    await dialog.getByRole('button', { name: t['adminPayouts.pay'] }).click();
    await expect(page.getByText(loose(say('adminPayouts.pay.done', { amount: money(paying.amount) })))).toBeVisible();
    await expect(rowOf(paying)).toContainText(t['payout.status.paid']);
    await expect(panel).toContainText(say('payout.reference', { reference }));
    const certificate = panel.getByRole('link', { name: t['payout.certificate'] });
    const href = (await certificate.getAttribute('href')) as string;
    expect(href).toMatch(new RegExp(`^${prefix}/certificates/verify/[A-Z0-9]{10}$`));
    await inOwnContext(browser, async (visitor) => {
      await visitor.goto(href);
      await ready(visitor);
      await expect(visitor.getByRole('heading', { name: t['certificateVerify.valid.heading'] })).toBeVisible();
      await expect(visitor.getByText(loose(money(paying.amount)))).toBeVisible();
    });

    // The figures for this member: one paid, with the average time from request to paid; the tile links to the list.
    const figures = page.getByRole('region', { name: t['adminPayouts.summary'] });
    await expect(figures).toContainText(say('adminPayouts.average.hint', { count: '1' }));
    await figures.getByRole('link', { name: new RegExp(t['payout.status.paid']) }).click();
    await expect(page).toHaveURL(/status=paid/);
    await expect(queue.getByRole('row')).toHaveCount(2);
    await expect(rowOf(paying)).toContainText(t['payout.status.paid']);
  });
}
