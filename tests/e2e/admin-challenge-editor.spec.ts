import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { dictionaries } from '../../src/i18n';
import { format, formatNumber } from '../../src/i18n/format';
import { localeNames } from '../../src/i18n/locales';
import { billing } from '../builders/orders';
import { ready } from './pageChecks';
import { admin, newMember, signInAs } from './session';

/**
 * The challenge editor (issue 11), in English and in Chinese, as an administrator uses it: a
 * two-phase product with a news window made in the form (a rule out of range caught first), seen
 * by a member in the configurator and bought, then edited: saving asks to make version 2, the
 * sold account keeps the rules it was sold with, and both versions are listed.
 */

for (const locale of ['en', 'zh'] as const) {
  const t = dictionaries[locale];
  const say = (key: keyof typeof t, values: Record<string, string | number> = {}) => format(t[key], values);
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const number = (value: number) => formatNumber(value, locale, 0);
  // The language phase 1 is named in besides the default: the page's own for Chinese, another for English.
  const otherLanguage = locale === 'zh' ? 'zh' : 'ja';
  const phaseOneName = locale === 'zh' ? '考核阶段' : '審査フェーズ';

  test(`admin challenge editor (${locale}): two phases with a news window, bought, then edited as version 2 while the sold account keeps its rules`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    // A long walk (two users, a build of the catalogue, axe) on a 2-core machine shared with other workers.
    test.setTimeout(180_000);
    const name = `E2E Editor ${locale} ${Date.now()}`;
    await signInAs(page, request, admin);
    await page.goto(`${prefix}/challenges/create`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 2, name: t['adminChallenge.heading.create'], exact: true })).toBeVisible();

    await page.getByLabel(t['adminChallenge.name'], { exact: true }).fill(name);
    await expect(page.getByLabel(t['adminChallenge.slug'])).toHaveValue(/^e2e-editor-/);
    const phase = (n: number) => page.getByRole('group', { name: say('adminChallenge.phase.title', { number: number(n) }) });
    await expect(phase(1)).toBeVisible();
    await expect(phase(2)).toBeVisible();
    await phase(1).getByLabel(t['adminChallenge.rule.profitTarget']).fill('8');
    await phase(1).getByLabel(t['adminChallenge.rule.newsWindow']).fill('5');
    await phase(2).getByLabel(t['adminChallenge.rule.profitTarget']).fill('4');
    // A daily loss above the maximum loss is refused in words, and the field takes the focus.
    await phase(1).getByLabel(t['adminChallenge.rule.dailyLoss']).fill('12');
    await page.getByRole('button', { name: t['adminChallenge.create'] }).click();
    await expect(page.getByText(t['adminChallenge.error.dailyAboveMax'])).toBeVisible();
    await expect(phase(1).getByLabel(t['adminChallenge.rule.dailyLoss'])).toBeFocused();
    // An out-of-range time limit states the range.
    await phase(2).getByLabel(t['adminChallenge.rule.timeLimit']).fill('0');
    await phase(2).getByLabel(t['adminChallenge.rule.timeLimit']).blur();
    await expect(phase(2).getByRole('alert')).toHaveText(say('adminChallenge.range', { min: number(1), max: number(3650) }));
    await phase(2).getByLabel(t['adminChallenge.rule.timeLimit']).fill('');
    await phase(1).getByLabel(t['adminChallenge.rule.dailyLoss']).fill('4');

    // The preview words the rules as the configurator will, news window included.
    const preview = page.getByRole('complementary');
    await expect(preview.getByRole('heading', { name: say('checkout.rules', { name }) })).toBeVisible();
    await expect(preview.getByText(say('checkout.rule.newsWindow', { minutes: number(5) }))).toBeVisible();

    // Phase 1 gets a name in one more language (docs/decisions/045): Chinese members read it, English ones the default.
    const phaseOneNamed = say('adminChallenge.names.input', {
      field: say('adminChallenge.phase.title', { number: number(1) }),
      language: localeNames[otherLanguage],
    });
    await phase(1).getByText(t['adminChallenge.names.summary']).click();
    await phase(1).getByRole('textbox', { name: phaseOneNamed, exact: true }).fill(phaseOneName);
    await expect(phase(1).getByText(say('adminChallenge.names.given', { count: number(1), total: number(6) }))).toBeVisible();

    await page.getByRole('button', { name: t['adminChallenge.create'] }).click();
    await expect(page).toHaveURL(/\/challenges\/edit\/[0-9a-f-]{36}(\?saved=created)?$/);
    await expect(page.getByText(say('adminChallenge.created', { name }))).toBeVisible();
    const firstId = new URL(page.url()).pathname.split('/').at(-1) as string;
    await expect(phase(1).getByRole('textbox', { name: phaseOneNamed, exact: true })).toHaveValue(phaseOneName);

    // A member finds it in the configurator with its rules, news window included, and buys it.
    const buyer = await newMember(request, `editor-${locale}`);
    const memberContext = await browser.newContext({ baseURL });
    const memberPage = await memberContext.newPage();
    const memberToken = await signInAs(memberPage, request, buyer);
    await memberPage.goto(`${prefix}/start-new-challenge`);
    await ready(memberPage);
    await memberPage.getByRole('radio', { name: new RegExp(name) }).check();
    const named = memberPage.getByRole('radio', { name: new RegExp(name) });
    if (locale === 'zh') await expect(named).toHaveAccessibleName(new RegExp(phaseOneName));
    else await expect(named).not.toHaveAccessibleName(new RegExp(phaseOneName));
    const rules = memberPage.getByRole('region', { name: say('checkout.rules', { name }) });
    await expect(rules.getByText(say('checkout.rule.newsWindow', { minutes: number(5) }))).toBeVisible();
    const ordered = await request.post('/api/orders', {
      headers: { Authorization: `Bearer ${memberToken}` },
      data: { challengeId: firstId, billing: { ...billing, email: buyer.email }, provider: 'demo', discountCode: '', acceptTerms: true },
    });
    expect(ordered.status(), await ordered.text()).toBe(201);
    await memberContext.close();

    // Edited after the sale: the editor says a new version will be made, and asks.
    await page.reload();
    await ready(page);
    await expect(page.getByText(say('adminChallenge.sold.notice', { version: number(2) }))).toBeVisible();
    await phase(1).getByLabel(t['adminChallenge.rule.profitTarget']).fill('12');
    await page.getByRole('button', { name: t['adminChallenge.save'] }).click();
    const dialog = page.getByRole('dialog', { name: say('adminChallenge.confirm.title', { version: number(2) }) });
    await expect(dialog).toContainText(say('adminChallenge.confirm.body', { current: number(1), version: number(2) }));
    await dialog.getByRole('button', { name: say('adminChallenge.confirm.save', { version: number(2) }) }).click();
    // The editor moves to the new version's address (the old one matches the same pattern).
    await expect(page).not.toHaveURL(new RegExp(firstId));
    await expect(page).toHaveURL(/\/challenges\/edit\/[0-9a-f-]{36}(\?saved=versioned)?$/);
    await expect(page.getByText(say('adminChallenge.versioned', { name, version: number(2) }))).toBeVisible();
    const versions = page.getByRole('table', { name: t['adminChallenge.versions.caption'] });
    await expect(versions.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(2);
    await expect(versions.getByRole('link', { name: say('adminChallenge.openLabel', { version: number(1) }) })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
      [],
    );

    // The sold account keeps the 8 % target; the configurator now sells 12 %.
    const accounts = (await (await request.get('/api/accounts', { headers: { Authorization: `Bearer ${memberToken}` } })).json()) as {
      items: { challengeId: string; rules: { profitTargetPct: number } }[];
    };
    expect(accounts.items.map((item) => [item.challengeId, item.rules.profitTargetPct])).toEqual([[firstId, 8]]);
    const catalogue = (await (await request.get('/api/challenges')).json()) as {
      items: { name: string; phases: { rules: { profitTargetPct: number } }[] }[];
    };
    expect(catalogue.items.filter((item) => item.name === name).map((item) => item.phases[0]?.rules.profitTargetPct)).toEqual([12]);

    // The first version opens read-only, pointing at the current one.
    await versions.getByRole('link', { name: say('adminChallenge.openLabel', { version: number(1) }) }).click();
    await ready(page);
    await expect(page.getByText(say('adminChallenge.replaced.notice', { version: number(1) }))).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: t['adminChallenge.save'] })).toBeDisabled();
  });
}
