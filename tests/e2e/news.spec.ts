import { type APIRequestContext, expect, test } from '@playwright/test';
import { dictionaries } from '../../src/i18n';
import { addDays, mondayOf, rangeOf, todayIn } from '../../src/screens/member/news-calendar/week';
import { claimAgedTrader } from './agedTraders';
import { postEvents, ready } from './fundedTrader';
import { axeClean } from './pageChecks';
import { member, signInAs } from './session';

/**
 * The economic calendar (issue 9) as a member sees it, against the shipped sample the server loads
 * on its fresh database: a week grouped by day in the member's own time zone, filters by impact
 * and currency, moving between weeks, a reload that keeps the view; and a funded account's trade
 * opened inside a high-impact event's window, flagged in the trading overview's history.
 */
type Item = { id: string; time: string; currency: string; impact: string; title: string; restrictedFrom: string | null };
type NewsAnswer = { items: Item[]; window: { minutes: number | null } };

async function login(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { ...user, userGeolocation: null } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function news(request: APIRequestContext, token: string, query: Record<string, string>): Promise<NewsAnswer> {
  const response = await request.get(`/api/news?${new URLSearchParams(query)}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as NewsAnswer;
}

// Two zones, so days and weeks are the member's own; light and dark for the accessibility check.
const runs = [
  { locale: 'en', prefix: '', zone: 'Europe/Prague', colorScheme: 'light', tag: ' @smoke' },
  { locale: 'fr', prefix: '/fr', zone: 'America/New_York', colorScheme: 'dark', tag: '' },
] as const;

for (const { locale, prefix, zone, colorScheme, tag } of runs) {
  test.describe(`news calendar (${locale}, ${zone})`, () => {
    test.use({ timezoneId: zone, locale, colorScheme });

    test(`shows the sample week by day, filters by impact and currency, moves between weeks and keeps the view on reload${tag}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const t = dictionaries[locale];
      const token = await signInAs(page, request, member);
      const today = todayIn(zone);
      const thisWeek = mondayOf(today);
      const events = page.locator('.news-event');
      const impact = page.getByRole('group', { name: t['news.filter.impact'] });
      const currency = page.getByRole('group', { name: t['news.filter.currency'] });

      // This week, Monday to Sunday where the member is, every event of the API's answer.
      const week = await news(request, token, rangeOf(thisWeek, zone));
      expect(week.items.length).toBeGreaterThan(10);
      await page.goto(`${prefix}/news-calendar`);
      await ready(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await expect(events).toHaveCount(week.items.length);
      const days = page.getByRole('list', { name: t['news.list'] }).getByRole('heading', { level: 3 });
      await expect(days).toHaveCount(7);
      await expect(page.getByText(t['news.zone'].replace('{zone}', zone))).toBeVisible();

      // A high-impact event shows its restricted window; the row says its impact in words.
      const high = week.items.find((item) => item.impact === 'high');
      if (!high) throw new Error('The sample week has no high-impact event');
      const highRow = events
        .filter({ has: page.locator(`time[datetime="${high.time}"]`) })
        .filter({ hasText: high.title })
        .filter({ hasText: high.currency });
      await expect(highRow).toContainText(t['news.impact.high']);
      await expect(highRow).toContainText(t['news.restricted'].replace(' {window}', ''));
      await axeClean(page);

      // High impact only, then USD and EUR: the list and the URL follow.
      await impact.getByRole('button', { name: t['news.impact.high'], exact: true }).click();
      await expect(page).toHaveURL(/impact=high/);
      const highOnly = await news(request, token, { ...rangeOf(thisWeek, zone), impact: 'high' });
      await expect(events).toHaveCount(highOnly.items.length);
      await currency.getByRole('button', { name: 'USD', exact: true }).click();
      await currency.getByRole('button', { name: 'EUR', exact: true }).click();
      await expect(page).toHaveURL(/currency=USD%2CEUR|currency=USD,EUR/);
      const filters = { impact: 'high', currency: 'USD,EUR' };
      const usdEur = await news(request, token, { ...rangeOf(thisWeek, zone), ...filters });
      await expect(events).toHaveCount(usdEur.items.length);
      for (const item of usdEur.items) expect(['USD', 'EUR']).toContain(item.currency);

      // Next week, with the same filters; a reload shows the same view.
      const nextWeek = addDays(thisWeek, 7);
      await page.getByRole('button', { name: t['news.nextWeek'] }).click();
      await expect(page).toHaveURL(new RegExp(`week=${nextWeek}`));
      const next = await news(request, token, { ...rangeOf(nextWeek, zone), ...filters });
      expect(next.items.length).toBeGreaterThan(0);
      await expect(events).toHaveCount(next.items.length);
      await expect(events.first()).toContainText(next.items[0]?.title ?? '');
      const heading = await page.locator('#news-heading').textContent();
      await page.reload();
      await ready(page);
      await expect(page.locator('#news-heading')).toHaveText(heading ?? '');
      await expect(events).toHaveCount(next.items.length);
      await expect(impact.getByRole('button', { name: t['news.impact.high'], exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(currency.getByRole('button', { name: 'USD', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(currency.getByRole('button', { name: 'GBP', exact: true })).toHaveAttribute('aria-pressed', 'false');

      // Two weeks back is last week.
      await page.getByRole('button', { name: t['news.previousWeek'] }).click();
      await page.getByRole('button', { name: t['news.previousWeek'] }).click();
      const lastWeek = addDays(thisWeek, -7);
      await expect(page).toHaveURL(new RegExp(`week=${lastWeek}`));
      const previous = await news(request, token, { ...rangeOf(lastWeek, zone), ...filters });
      await expect(events).toHaveCount(previous.items.length);

      // Today: one day, this week's; back to the whole week; filters cleared.
      await page.getByRole('button', { name: t['news.today'], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`day=${today}`));
      await expect(days).toHaveCount(1);
      await page.getByRole('button', { name: t['news.thisWeek'], exact: true }).click();
      await expect(page).not.toHaveURL(/day=/);
      await expect(days).toHaveCount(7);
      await page.getByRole('button', { name: t['news.filter.clear'] }).first().click();
      await expect(page).not.toHaveURL(/impact=|currency=/);
      await expect(events).toHaveCount(week.items.length);
    });
  });
}

test('a funded trader’s trade opened inside a high-impact event’s window is flagged in the trade history', async ({ page, request }) => {
  test.setTimeout(60_000);
  const t = dictionaries.en;
  // A funded account of its own, a month old (the demo member's stays clear of news trades for the payout tests).
  const user = claimAgedTrader(test.info().project.name);
  const token = await login(request, user);
  const auth = { Authorization: `Bearer ${token}` };
  type Account = { id: string; login: string; funded: boolean; status: string };
  const accounts = (await (await request.get('/api/accounts?status=all', { headers: auth })).json()) as { items: Account[] };
  const funded = accounts.items.find((account) => account.funded && account.status === 'active');
  if (!funded) throw new Error('No funded account');

  // The latest high-impact US release of the sample that is at least an hour old.
  const now = Date.now();
  const recent = await news(request, token, {
    from: new Date(now - 20 * 86_400_000).toISOString(),
    to: new Date(now).toISOString(),
    impact: 'high',
    currency: 'USD',
  });
  const event = recent.items.filter((item) => Date.parse(item.time) < now - 3_600_000).at(-1);
  if (!event) throw new Error('The sample has no past high-impact USD release');
  const at = (offsetMinutes: number) => new Date(Date.parse(event.time) + offsetMinutes * 60_000).toISOString();
  const deal = (ticket: string, entry: 'in' | 'out', time: string, profit = 0) => ({
    kind: 'deal',
    ticket,
    entry,
    time,
    symbol: 'EURUSD',
    side: entry === 'in' ? 'buy' : 'sell',
    volume: 0.5,
    profit,
  });
  const inside = `N${now}`;
  const outside = `M${now}`;
  const posted = await postEvents(request, funded.login, [
    deal(inside, 'in', at(1)),
    deal(inside, 'out', at(30), 2_500),
    deal(outside, 'in', at(10)),
    deal(outside, 'out', at(40), 1_500),
  ]);
  expect(posted.status(), await posted.text()).toBe(200);

  await signInAs(page, request, user);
  await page.addInitScript((id) => localStorage.setItem('accountId', id), funded.id);
  await page.goto('/accounts/trading-overview');
  await ready(page);
  const table = page.getByRole('table', { name: t['tradingOverview.trades.caption'] });
  const flaggedRow = table.getByRole('row').filter({ hasText: inside });
  const cleanRow = table.getByRole('row').filter({ hasText: outside });
  await expect(flaggedRow).toContainText(t['tradingOverview.newsFlag']);
  // Its title names the event (for the pointer; the badge's hidden text does so for screen readers).
  const named = new RegExp(`${event.title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} \\(USD`);
  await expect(flaggedRow.getByTitle(named)).toBeVisible();
  await expect(cleanRow).toBeVisible();
  await expect(cleanRow).not.toContainText(t['tradingOverview.newsFlag']);
  await axeClean(page);
});
