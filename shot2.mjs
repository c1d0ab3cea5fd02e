import { chromium } from 'playwright-core';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const ctx = await browser.newContext({ colorScheme: 'dark' });
const page = await ctx.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('page error', e.message));
await page.goto('http://localhost:4399/dashboard');
await page.waitForTimeout(1500);
console.log(
  await page.evaluate(() => [
    document.documentElement.dataset.theme,
    document.documentElement.hasAttribute('data-splash'),
    [...document.scripts].map((s) => s.src || s.textContent.slice(0, 60)),
  ]),
);
console.log(await page.locator('.header .icon-button').last().innerHTML());
await browser.close();
