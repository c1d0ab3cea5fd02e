import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { en } from '../../src/i18n/en';
import { formatMoney } from '../../src/i18n/format';
import { ja } from '../../src/i18n/ja';
import { member, signInAs } from './session';

/**
 * The trading overview's equity chart on a true time scale: x positions read through
 * lightweight-charts' own API (timeToCoordinate, exposed on the chart's element as `equityChart`)
 * are proportional to time, a day as wide as 1440 minutes; the crosshair shows the time, equity and
 * balance; the presets are buttons; a closed account's chart ends at its close.
 */
type Account = {
  id: string;
  login: string;
  currency: string;
  status: string;
  phase: number;
  challengeName: string;
  failedAt: string | null;
};
type GridPoint = { time: number; at: number; equity: number | null; balance: number | null };

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

async function openChart(page: Page, accountId: string, prefix: string, label: string): Promise<Locator> {
  await page.addInitScript((id) => localStorage.setItem('accountId', id), accountId);
  await page.goto(`${prefix}/accounts/trading-overview`);
  await expect(page.locator('html')).not.toHaveAttribute('data-splash', '');
  const chart = page.getByRole('group', { name: label });
  // The chart is a chunk of its own, loaded after the first paint (and the e2e server may be busy).
  await expect(chart.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  return chart;
}

/** The positions drawn, once the chart shows a window of `step` seconds between positions. */
async function points(chart: Locator, step?: number): Promise<GridPoint[]> {
  await expect
    .poll(() =>
      chart.evaluate((el, step) => {
        const probe = (el as unknown as { equityChart?: { points: () => GridPoint[] } }).equityChart;
        const grid = probe?.points() ?? [];
        return grid.length > 2 && (step === undefined || (grid[1] as GridPoint).time - (grid[0] as GridPoint).time === step);
      }, step),
    )
    .toBe(true);
  return chart.evaluate((el) => (el as unknown as { equityChart: { points: () => GridPoint[] } }).equityChart.points());
}

/** x of each time (UTC seconds) on the chart, through lightweight-charts' timeToCoordinate. */
function xs(chart: Locator, times: number[]): Promise<(number | null)[]> {
  return chart.evaluate((el, times) => {
    const probe = (el as unknown as { equityChart: { x: (time: number) => number | null } }).equityChart;
    return times.map((time) => probe.x(time));
  }, times);
}

const runs = [
  { locale: 'en', prefix: '', t: en },
  { locale: 'ja', prefix: '/ja', t: ja },
] as const;

for (const { locale, prefix, t } of runs) {
  test(`the equity chart spaces time evenly and shows equity and balance under the crosshair (${locale})`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const token = await signInAs(page, request, member);
    const list = await api<{ items: Account[] }>(request, token, '/api/accounts?status=active&pageSize=10');
    const account = list.items.find((a) => a.challengeName === 'Two-Step 100K' && a.phase === 1) ?? list.items[0];
    if (!account) throw new Error('No active demo account');
    const chart = await openChart(page, account.id, prefix, t['tradingOverview.chart.label']);

    // The presets: labelled buttons in a labelled group, reachable and pressed from the keyboard.
    const ranges = page.getByRole('group', { name: t['tradingOverview.chart.range'] });
    const all = ranges.getByRole('button', { name: t['tradingOverview.chart.range.all'] });
    const day = ranges.getByRole('button', { name: t['tradingOverview.chart.range.day'] });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await day.focus();
    await page.keyboard.press('Enter');
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');

    // The last day, a position a minute: a day is 1440 times as wide as a minute.
    const grid = await points(chart, 60);
    const a = (grid[0] as GridPoint).time;
    const last = (grid.at(-1) as GridPoint).time;
    expect(last - a).toBeGreaterThanOrEqual(86_400 - 180);
    const [xa, xMinute, xHour, xEnd] = await xs(chart, [a, a + 60, a + 3_600, last]);
    if (xa == null || xMinute == null || xHour == null || xEnd == null) throw new Error('A time is not on the chart');
    const minute = xMinute - xa;
    expect(minute).toBeGreaterThan(0);
    expect((xEnd - xa) / minute).toBeCloseTo((last - a) / 60, 0);
    expect((xHour - xa) / minute).toBeCloseTo(60, 0);

    // The whole life: two positions a day apart against two a step apart, in the ratio of their times.
    await all.click();
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    // The demo account is weeks old: its whole life starts before its last day.
    await expect.poll(async () => ((await points(chart))[0] as GridPoint).time).toBeLessThan(a);
    const whole = await points(chart);
    const step = (whole[1] as GridPoint).time - (whole[0] as GridPoint).time;
    const start = (whole[0] as GridPoint).time;
    const end = (whole.at(-1) as GridPoint).time;
    if (end - start >= 86_400 + step) {
      const [x0, xStep, xDay] = await xs(chart, [start, start + step, start + 86_400]);
      if (x0 == null || xStep == null || xDay == null) throw new Error('A time is not on the chart');
      expect((xDay - x0) / (xStep - x0)).toBeCloseTo(86_400 / step, 0);
    }

    // The crosshair: the time, equity and balance of the point under it, money in the page's locale.
    await day.click();
    const dayGrid = await points(chart, 60);
    const box = await chart.boundingBox();
    if (!box) throw new Error('The chart has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tooltip = chart.locator('.equity-chart__tooltip');
    await expect(tooltip).toBeVisible();
    const time = Number(await tooltip.getAttribute('data-time'));
    const shown = dayGrid.find((p) => p.time === time);
    if (!shown || shown.equity === null || shown.balance === null) throw new Error(`No point at ${time}`);
    await expect(tooltip).toContainText(`${t['tradingOverview.chart.equity']}: ${formatMoney(shown.equity, account.currency, locale)}`);
    await expect(tooltip).toContainText(`${t['tradingOverview.chart.balance']}: ${formatMoney(shown.balance, account.currency, locale)}`);
    await expect(tooltip.locator('time')).toHaveAttribute('datetime', new Date(shown.at).toISOString());
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200);
    await expect(tooltip).toBeHidden();
  });
}

test('a closed account’s chart ends at its close', async ({ page, request }) => {
  const token = await signInAs(page, request, member);
  const list = await api<{ items: Account[] }>(request, token, '/api/accounts?status=all&pageSize=50');
  const failed = list.items.find((a) => a.status === 'failed' && a.failedAt);
  if (!failed?.failedAt) throw new Error('The failed demo account is missing');
  const answer = await api<{ to: string }>(request, token, `/api/accounts/${failed.id}/equity?range=all`);
  expect(answer.to).toBe(failed.failedAt);
  const chart = await openChart(page, failed.id, '', en['tradingOverview.chart.label']);
  const grid = await points(chart);
  const step = (grid[1] as GridPoint).time - (grid[0] as GridPoint).time;
  const close = Date.parse(failed.failedAt) / 1000;
  const last = grid.at(-1) as GridPoint;
  expect(last.time).toBeLessThanOrEqual(close);
  expect(close - last.time).toBeLessThan(2 * step);
});
