import { chromium } from 'playwright-core';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const shots = JSON.parse(process.argv[2]);
for (const s of shots) {
  const ctx = await browser.newContext({
    viewport: s.mobile ? { width: 390, height: 800 } : { width: 1400, height: 850 },
    colorScheme: s.dark ? 'dark' : 'light',
  });
  const page = await ctx.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') console.log('console error', m.text());
  });
  page.on('pageerror', (e) => console.log('page error', e.message));
  await page.goto('http://localhost:4399' + s.url);
  await page.waitForTimeout(700);
  if (s.click) {
    await page.click(s.click);
    await page.waitForTimeout(300);
  }
  await page.screenshot({ path: s.out });
  await ctx.close();
}
await browser.close();
