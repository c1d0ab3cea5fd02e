import { expect, test } from '@playwright/test';
import { en } from '../../src/i18n/en';
import { productInput } from '../builders/challenges';
import { ready } from './pageChecks';
import { admin, adminToken, newMember, signInAs } from './session';

/**
 * An administrator and a platform that refuses (issue 29): a product on the e2e servers' Match-Trader
 * connection (a local stand-in of its Broker API, told to answer 503), a challenge given to a member;
 * the opening command fails and shows on the dashboard and on the account's report with the
 * platform's words; once the platform answers again, Retry now carries it out.
 */
const standIn = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4411) + 9}/__standin`;
const t = en;
/** The dashboard's panel, whatever the count in its title. */
const failingTitle = new RegExp(`^${t['adminPlatform.failing'].split('{count}')[0]}`);

test('a command the platform refused is listed on the dashboard and the report, and done once retried', async ({ page, request }) => {
  test.setTimeout(90_000);
  const boss = { Authorization: `Bearer ${await adminToken(request)}` };
  const slug = `mt-${Date.now().toString(36)}`;
  const input = productInput(slug, { name: `Match ${slug}`, platform: 'Match-Trader' });
  const created = await request.post('/api/admin/challenges', { headers: boss, data: input });
  expect(created.status(), await created.text()).toBe(201);
  const challenge = (await created.json()) as { id: string };
  const user = await newMember(request, 'platform-refused');
  const found = (await (await request.get(`/api/users?q=${encodeURIComponent(user.email)}`, { headers: boss })).json()) as {
    items: { id: string }[];
  };
  const userId = found.items[0]?.id as string;

  // The platform is down for maintenance when the challenge is given.
  expect(
    (
      await request.post(`${standIn}/refuse`, { data: { status: 503, title: 'Service Unavailable', detail: 'Scheduled maintenance' } })
    ).ok(),
  ).toBe(true);
  try {
    const granted = await request.post('/api/admin/grants', {
      headers: boss,
      data: { userId, challengeId: challenge.id, reason: 'compensation' },
    });
    expect(granted.status(), await granted.text()).toBe(201);
    const { account } = (await granted.json()) as { account: { id: string; login: string } };
    // Off the shop again, so other tests' catalogues stay as they were.
    await request.put(`/api/admin/challenges/${challenge.id}`, { headers: boss, data: { ...input, active: false } });
    const side = async () =>
      (await (await request.get(`/api/admin/accounts/${account.id}/platform`, { headers: boss })).json()) as {
        state: string;
        commands: { kind: string; status: string; attempts: number; lastError: string | null }[];
      };
    await expect.poll(async () => (await side()).commands[0]?.lastError ?? null, { timeout: 10_000 }).toContain('Scheduled maintenance');

    // The dashboard lists it with the platform's words and the way to the account.
    await signInAs(page, request, admin);
    await page.goto('/dashboard');
    await ready(page);
    const failing = page.getByRole('region', { name: failingTitle });
    const row = failing.getByRole('row').filter({ hasText: account.login });
    await expect(row).toContainText(t['adminPlatform.kind.provision']);
    await expect(row).toContainText('Match-Trader answered 503');
    await expect(row).toContainText('Scheduled maintenance');
    await row.getByRole('link', { name: account.login }).click();
    await expect(page).toHaveURL(new RegExp(`/trading-accounts/${account.id}/view-report`));
    await ready(page);

    // The report: the account still being opened, the failed command, and a retry once the platform is back.
    const panel = page.getByRole('region', { name: t['adminPlatform.title'] });
    await expect(panel).toContainText(t['account.trading.pending']);
    const command = panel.getByRole('row').filter({ hasText: t['adminPlatform.kind.provision'] });
    await expect(command).toContainText(t['adminPlatform.status.retrying']);
    await expect(command).toContainText('Scheduled maintenance');
    await command.getByRole('button', { name: t['adminPlatform.retry'] }).click();
    const dialog = page.getByRole('dialog', { name: t['adminPlatform.retry.title'] });
    // The platform comes back only now: the job's own retries (every few seconds) keep failing until
    // then, so it is the administrator's retry that carries the command out.
    expect((await request.post(`${standIn}/reset`, { data: {} })).ok()).toBe(true);
    await dialog.getByRole('button', { name: t['adminPlatform.retry'] }).click();
    await expect(dialog).toBeHidden();
    await expect(command).toContainText(t['adminPlatform.status.done'], { timeout: 10_000 });
    await expect(panel).toContainText(t['account.trading.enabled']);
    await expect(panel).toContainText('MatchTrader-E2E');
    expect(await side()).toMatchObject({ state: 'enabled', commands: [{ kind: 'provision', status: 'done' }] });

    // Nothing is left on the dashboard for it.
    await page.goto('/dashboard');
    await ready(page);
    await expect(page.getByRole('region', { name: failingTitle }).getByRole('row').filter({ hasText: account.login })).toHaveCount(0);
  } finally {
    await request.post(`${standIn}/reset`, { data: {} });
  }
});
