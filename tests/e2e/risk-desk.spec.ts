import { expect, test } from '@playwright/test';
import type { Dictionary } from '../../src/i18n/en';
import { en } from '../../src/i18n/en';
import { zh } from '../../src/i18n/zh';
import { riskCast } from '../../src/server/demo/risk';
import { axeClean, bodyRows, ready } from './pageChecks';
import { admin, adminToken, member, signInAs } from './session';

/**
 * The risk desk (issue 30) on the demo firm: the administrator finds the copy-trading pair the scan
 * flagged on the first start, reads the matched trades side by side, confirms the flag with a reason,
 * and the copier's payout page says why payouts are refused. In English, then in Chinese (the same
 * flag, decided again).
 */
const copier = { email: riskCast.copier.email, password: member.password };

test.describe
  .serial('the risk desk', () => {
    for (const [locale, t, prefix] of [
      ['en', en, ''],
      ['zh', zh, '/zh'],
    ] as [string, Dictionary, string][]) {
      test(`(${locale}) a confirmed copy-trading flag refuses the copier's payouts with the reviewer's reason`, async ({
        page,
        browser,
        request,
        baseURL,
      }) => {
        test.setTimeout(90_000);
        const boss = { Authorization: `Bearer ${await adminToken(request)}` };
        // The scan runs every 10 s after the start: the flag is there by the time the first test gets here, or soon after.
        let status = '';
        await expect
          .poll(
            async () => {
              const answer = await request.get('/api/admin/risk/flags?detector=copyTrading&status=open', { headers: boss });
              const open = ((await answer.json()) as { items: unknown[] }).items.length;
              status = open > 0 ? 'open' : 'confirmed';
              if (status === 'open') return true;
              const confirmed = await request.get('/api/admin/risk/flags?detector=copyTrading&status=confirmed', { headers: boss });
              return ((await confirmed.json()) as { items: unknown[] }).items.length > 0;
            },
            { timeout: 30_000 },
          )
          .toBe(true);

        await signInAs(page, request, admin);
        // The queue's filters are in the address: the flag's review status and the check.
        await page.goto(`${prefix}/risk?detector=copyTrading${status === 'open' ? '' : `&status=${status}`}`);
        await ready(page);
        const row = bodyRows(page, t['risk.caption']).filter({ hasText: `${riskCast.copier.firstName} ${riskCast.copier.lastName}` });
        await expect(row).toHaveCount(1);
        await expect(row).toContainText(t['risk.severity.high']);
        await row.getByRole('link', { name: t['risk.detector.copyTrading'], exact: true }).click();

        // The evidence: the matched trades, each pair's openings to the millisecond and how far apart.
        const evidence = page.getByRole('region', { name: t['risk.evidence.title'] });
        const pairs = evidence
          .getByRole('table', { name: t['risk.evidence.pairs'] })
          .getByRole('row')
          .filter({ has: page.getByRole('cell') });
        await expect(pairs.first()).toBeVisible();
        expect(await pairs.count()).toBeGreaterThanOrEqual(10);
        await expect(pairs.first()).toContainText(/\d{2}:\d{2}:\d{2}\.\d{3}/);
        await expect(evidence.getByText(t['risk.evidence.copyTrading'].split('{')[0] as string).first()).toBeVisible();
        await expect(page.getByRole('region', { name: t['risk.charts.title'] }).locator('canvas').first()).toBeVisible();
        await axeClean(page);

        // Confirmed with a reason, which is required.
        const reason =
          locale === 'en' ? 'Trades copied from another member’s account, 0.15–0.8 s behind' : '与另一名会员的账户同步复制交易';
        await page.getByRole('button', { name: t['risk.action.confirm'], exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: t['risk.action.confirm'], exact: true }).click();
        await expect(dialog.getByRole('textbox', { name: t['risk.decision.reason'] })).toBeFocused();
        await dialog.getByRole('textbox', { name: t['risk.decision.reason'] }).fill(reason);
        await dialog.getByRole('button', { name: t['risk.action.confirm'], exact: true }).click();
        await expect(dialog).toBeHidden();
        const decision = page.getByRole('region', { name: t['risk.decision.title'] });
        await expect(decision).toContainText(t['risk.decision.made.confirm']);
        await expect(decision).toContainText(reason);

        // The copier's payout page names the refusal and its reason.
        const memberContext = await browser.newContext({ baseURL });
        const memberPage = await memberContext.newPage();
        await signInAs(memberPage, request, copier);
        await memberPage.goto(`${prefix}/payout`);
        await ready(memberPage);
        await expect(memberPage.getByText(t['payout.eligibility.riskReview.refused'].replace('{reason}', reason))).toBeVisible();
        await memberContext.close();
      });
    }
  });
