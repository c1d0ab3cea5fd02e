// Screenshots of every page kind, to prove a style change keeps the look.
//
//   node scripts/screenshots.mjs --build <OUT_DIR> --out <folder> [--compare <baseline folder>]
//        [--data <seeded data dir to copy>] [--only <substring of the file name>]
//        [--port <4620..4639>] [--serve <serve script>]
//
// Serves the build (scripts/serve.mjs on a fresh copy of a seeded data dir), signs in as the demo
// member and administrator, and takes full-page screenshots of every route of the route table in
// light and dark, 1366 and 375 px wide, English and Japanese: <route id>__<theme>__<width>__<locale>.png.
// --compare compares them pixel by pixel with a baseline folder (diffs in <out>/diff/).
//
// Same data, same clock: without --data the demo data is seeded once into .screenshots-data/ and
// every run serves a copy of it; the browser's clock is pinned to the data's creation time
// (screenshots-clock.json in the data dir), so countdowns and relative dates match between runs.
// The server's clock is real: compare runs of the same day (the daily figures of the demo accounts
// are counted from the server's today).
//
// --serve: the serve script to run (default scripts/serve.mjs). A build made before a change to
// serve.mjs needs the serve.mjs of its time: dist-before/ predates compression (1c6ece3), so
//   mkdir -p /tmp/old/scripts && git show 1c6ece3^:scripts/serve.mjs > /tmp/old/scripts/serve.mjs
//   node scripts/screenshots.mjs --build dist-before --out /work/shots/before --serve /tmp/old/scripts/serve.mjs
import { spawn } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    build: { type: 'string' },
    out: { type: 'string' },
    compare: { type: 'string' },
    data: { type: 'string' },
    only: { type: 'string' },
    port: { type: 'string', default: '4620' },
    serve: { type: 'string', default: join(root, 'scripts/serve.mjs') },
  },
});
if (!args.build || !args.out) {
  console.error(
    'Usage: node scripts/screenshots.mjs --build <OUT_DIR> --out <folder> [--compare <baseline>] [--data <dir>] [--only <text>]',
  );
  process.exit(2);
}
const build = resolve(root, args.build);
const out = resolve(args.out);
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const keptData = join(root, '.screenshots-data');
const clockFile = 'screenshots-clock.json';
if (!existsSync(join(build, 'server/entry.mjs'))) fail(`No build at ${build} (expected server/entry.mjs).`);

const themes = ['light', 'dark'];
const widths = [1366, 375];
const locales = ['en', 'ja'];
// Fixed so runs on other machines (or another TZ) render dates alike.
const timezoneId = 'Europe/Prague';
const browserLocale = { en: 'en-US', ja: 'ja-JP' };
const users = {
  member: { email: 'member@demo.local', password: 'Member#2026' },
  admin: { email: 'admin@demo.local', password: 'Admin#2026' },
};
// Who visits each area of the route table (src/routing/routes.ts); signed-out pages get no session.
const visitorOf = { auth: null, error: null, root: null, public: null, member: 'member', admin: 'admin' };
// Like playwright.config.ts: Debian's Chromium, never a downloaded browser.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium re-rasters only the changed part of a tile by default, which leaves edges (rounded
  // corners, icons) a shade different depending on what changed when: the same page came out in
  // two or three variants. Whole tiles make it the same every time.
  '--disable-partial-raster',
];
// Parts of a page that the app itself draws differently from one load to the next, covered.
// The dashboard's revenue chart fits its days before the price axis has its width (fitContent in
// drawDailyChart.ts), so the last day is sometimes hidden behind the axis, with or without the
// pinned clock.
const masks = {
  dashboard: (page) => [page.locator('.dashboard-chart__figure .lazy-chart__canvas').first()],
};

let server = null;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    console.error(`\nStopped by ${signal}: the screenshots in ${out} are incomplete.`);
    stopServer().then(() => process.exit(code));
  });
}

try {
  const started = Date.now();
  const source = args.data ? resolve(args.data) : await keptSeed();
  const taken = await shoot(source);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${taken.shots.length} screenshots in ${out} (${Math.floor(seconds / 60)} min ${seconds % 60} s).`);
  if (taken.unsettled.length > 0) {
    console.log(`WARNING: ${taken.unsettled.length} page(s) never settled (taken anyway):`);
    for (const line of taken.unsettled) console.log(`  ${line}`);
  }
  if (args.compare) compare(taken.shots, resolve(args.compare));
} catch (error) {
  await stopServer();
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
}

// ---- data and server ----

/** The demo data seeded once and kept, so every run (before and after a change) sees the same. */
async function keptSeed() {
  if (existsSync(join(keptData, clockFile))) return keptData;
  console.log(`Seeding the demo data once into ${keptData} ...`);
  // Seeded into a temporary folder and renamed when complete: an interrupted seed leaves nothing half-made.
  const seeding = `${keptData}.seeding`;
  rmSync(seeding, { recursive: true, force: true });
  mkdirSync(seeding, { recursive: true });
  await startServer(seeding, join(seeding, 'seed.log'));
  // The pinned browser clock: the moment the seed was complete (nothing signs in here, so the kept
  // data has no sign-ins of its own).
  const time = new Date().toISOString();
  await stopServer();
  rmSync(join(seeding, 'seed.log'), { force: true });
  writeFileSync(join(seeding, clockFile), `${JSON.stringify({ time, why: 'the browser clock of scripts/screenshots.mjs' }, null, 2)}\n`);
  rmSync(keptData, { recursive: true, force: true });
  renameSync(seeding, keptData);
  return keptData;
}

/** For a --data dir without a clock file: its newest audit entry, i.e. when its data was last changed. */
async function dataTime(adminToken) {
  const audit = await api('/api/admin/audit', adminToken);
  const time = audit.items[0]?.createdAt;
  if (!time) throw new Error(`No audit entries to take the clock from: put {"time": "<ISO time>"} in ${clockFile} of the data dir.`);
  return time;
}

/** scripts/serve.mjs on this build and data dir, as playwright.config.ts starts it; resolves once /api/health answers. */
async function startServer(dataDir, logFile) {
  // Another server on the port would answer the health check in place of ours.
  const busy = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${port} is in use: pick another with --port.`);
  // serve.mjs looks for the build relative to its own project root.
  const serveScript = resolve(args.serve);
  const outDir = relative(dirname(dirname(serveScript)), build);
  // The project's pinned Node (24, a devDependency); the machine's may be older.
  const pinnedNode = join(root, 'node_modules/.bin/node');
  const log = createWriteStream(logFile);
  server = spawn(existsSync(pinnedNode) ? pinnedNode : process.execPath, [serveScript], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      OUT_DIR: outDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      SIMULATOR: 'off',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const code = await Promise.race([exited, sleep(500).then(() => 'running')]);
    if (code !== 'running') {
      server = null;
      throw new Error(`The server stopped (${code}) before it was ready:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    }
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
  }
  throw new Error(`The server did not answer /api/health within 180 s (log: ${logFile}).`);
}

/** SIGTERM lets the embedded database close cleanly (the kept seed is copied from it). */
async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(killer);
}

/** As the browser would (its user agent), so the profile's sessions show a real device. */
async function signIn(user, userAgent) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email: user.email, password: user.password, userGeolocation: null }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${user.email}: ${response.status} ${await response.text()}`);
  return (await response.json()).accessToken;
}

async function api(path, token) {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

// ---- pages ----

/** Every route of the route table, parsed from its source so a new route is not forgotten. */
function routeTable() {
  const source = readFileSync(join(root, 'src/routing/routes.ts'), 'utf8');
  const routes = [...source.matchAll(/id: '(\w+)',\s*pattern: '([^']+)',\s*area: '(\w+)'/g)].map(([, id, pattern, area]) => ({
    id,
    pattern,
    area,
  }));
  if (routes.length < 10) throw new Error('Could not read the route table (src/routing/routes.ts).');
  return routes;
}

/** Real ids from the demo data for the routes rendered on demand (all chosen from the same data every run). */
async function routeParams(tokens) {
  const memberAccounts = (await api('/api/accounts?status=all&pageSize=100', tokens.member)).items;
  // Account pages show the account in localStorage: the Phase 1 account near its daily limit.
  const account = memberAccounts.find((a) => a.status === 'active' && a.phase === 1 && !a.funded) ?? memberAccounts[0];
  const member = (await api(`/api/users?search=${encodeURIComponent(users.member.email)}`, tokens.admin)).items.find(
    (u) => u.email === users.member.email,
  );
  const accounts = (await api(`/api/admin/users/${member.id}/accounts?status=all&pageSize=100`, tokens.admin)).items;
  // The report of the failed account, which also shows its breach.
  const report = accounts.find((a) => a.status === 'failed') ?? accounts[0];
  const challenge = (await api('/api/admin/challenges', tokens.admin)).items[0];
  const certificate = (await api('/api/admin/certificates', tokens.admin)).items.find((c) => c.status === 'valid');
  // The risk desk's copy-trading flag: the scan runs every 10 s after the start (src/server/risk/scan.ts).
  let flag;
  for (let attempt = 0; attempt < 30 && !flag; attempt++) {
    flag = (await api('/api/admin/risk/flags?detector=copyTrading', tokens.admin)).items[0];
    if (!flag) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (!account || !report || !challenge || !certificate || !flag)
    throw new Error('The demo data lacks an account, a challenge, a certificate or a copy-trading flag.');
  return {
    accountId: account.id,
    userId: member.id,
    tradingAccountId: report.id,
    id: challenge.id,
    code: certificate.code,
    flagId: flag.id,
  };
}

// ---- screenshots ----

async function shoot(source) {
  const clockPath = join(source, clockFile);
  mkdirSync(out, { recursive: true });
  // A fresh copy of the seeded data per run: what a run changes (its sign-ins) is never seen by the next.
  const work = mkdtempSync(join(tmpdir(), 'screenshots-'));
  const dataDir = join(work, 'data');
  cpSync(source, dataDir, { recursive: true });
  const serverStart = Date.now();
  let browser;
  try {
    await startServer(dataDir, join(out, 'server.log'));
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
    const page = await browser.newPage();
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await page.close();
    // Once per run and user: each run's copy of the data gets the same sign-ins.
    const tokens = { member: await signIn(users.member, userAgent), admin: await signIn(users.admin, userAgent) };
    const clock = existsSync(clockPath) ? JSON.parse(readFileSync(clockPath, 'utf8')).time : await dataTime(tokens.admin);
    const params = await routeParams(tokens);
    const shots = shotList(params);
    const unsettled = [];
    // One browser context per visitor, theme, width and locale, its pages one after the other: its
    // HTTP cache saves loading and compiling the same assets for every page. Two contexts at a time:
    // the 2-core machine also runs the server; more only makes each page slower.
    const byKey = new Map();
    for (const shot of shots) {
      const key = [shot.visitor, shot.theme, shot.width, shot.locale].join();
      byKey.set(key, [...(byKey.get(key) ?? []), shot]);
    }
    const groups = [...byKey.values()];
    let done = 0;
    const worker = async () => {
      for (let group = groups.shift(); group; group = groups.shift()) {
        const context = await newContext(browser, group[0], { tokens, clock, accountId: params.accountId, serverStart });
        try {
          for (const shot of group) {
            const problem = await take(context, shot, clock);
            if (problem) unsettled.push(`${shot.name}: ${problem}`);
            done += 1;
            if (process.stdout.isTTY) process.stdout.write(`\r${done}/${shots.length} ${shot.name}`.padEnd(72));
            else if (done % 20 === 0 || done === shots.length) console.log(`${done}/${shots.length}`);
          }
        } finally {
          await context.close();
        }
      }
    };
    await Promise.all([worker(), worker()]);
    if (process.stdout.isTTY) process.stdout.write('\n');
    return { shots: shots.map((shot) => shot.name), unsettled };
  } finally {
    await browser?.close();
    await stopServer();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Every route x theme x width x locale (--only keeps the names containing its text). */
function shotList(params) {
  const shots = [];
  for (const route of routeTable()) {
    const path = route.pattern.replace(/:(\w+)/g, (_, name) => {
      if (!params[name]) throw new Error(`No demo id for :${name} of route ${route.id}: add one in routeParams().`);
      return encodeURIComponent(params[name]);
    });
    for (const theme of themes)
      for (const width of widths)
        for (const locale of locales) {
          const name = `${route.id}__${theme}__${width}__${locale}`;
          if (args.only && !name.includes(args.only)) continue;
          // Japanese pages are under /ja (English has no prefix).
          const url = locale === 'en' ? path : path === '/' ? `/${locale}/` : `/${locale}${path}`;
          shots.push({ name, route: route.id, url, theme, width, locale, visitor: visitorOf[route.area] });
        }
  }
  return shots;
}

/** A browser context for one visitor, theme, width and locale. */
async function newContext(browser, shot, { tokens, clock, accountId, serverStart }) {
  const context = await browser.newContext({
    viewport: { width: shot.width, height: shot.width > 800 ? 768 : 812 },
    deviceScaleFactor: 1,
    colorScheme: shot.theme,
    locale: browserLocale[shot.locale],
    timezoneId,
    baseURL: base,
  });
  // The theme store's keys (src/stores/storage.ts, machines/theme.ts) and, signed in, the session
  // the way a login leaves it (tests/e2e/session.ts); account pages show the account in `accountId`.
  const storage = { kt_theme_mode_menu: shot.theme, kt_theme_mode_value: shot.theme };
  if (shot.visitor) Object.assign(storage, { access: tokens[shot.visitor], email: users[shot.visitor].email });
  if (shot.visitor === 'member') storage.accountId = accountId;
  // Every page starts from this storage alone, whatever the pages before it wrote.
  await context.addInitScript((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, storage);
  await pinRunTimestamps(context, clock, serverStart);
  return context;
}

/** One full-page screenshot in a new page; answers what did not settle, if anything. */
async function take(context, shot, clock) {
  const page = await context.newPage();
  try {
    // Date.now() and new Date() stay at the data's creation; timers keep running (the app needs them).
    await page.clock.setFixedTime(new Date(clock));
    const network = watchNetwork(page);
    await page.goto(shot.url);
    const problem = await settle(page, network);
    const mask = masks[shot.route]?.(page) ?? [];
    await page.screenshot({ path: join(out, `${shot.name}.png`), fullPage: true, animations: 'disabled', caret: 'hide', mask });
    return problem;
  } finally {
    await page.close();
  }
}

/**
 * The only server-made values that differ between runs: what the server stamps during this run
 * (the sign-ins above, the sessions' last-seen) carries its real clock. In the API answers the
 * browser gets, timestamps from this run's time span are set to the pinned clock; everything from
 * the seeded data is older and untouched.
 */
async function pinRunTimestamps(context, clock, serverStart) {
  const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
  const pin = (value) => {
    if (Array.isArray(value)) return value.map(pin);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pin(v)]));
    if (typeof value === 'string' && iso.test(value)) {
      const time = Date.parse(value);
      if (time >= serverStart && time <= Date.now() + 5_000) return clock;
    }
    return value;
  };
  await context.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      const request = route.request();
      // Live streams never end: they go straight through.
      if (request.method() !== 'GET' || (request.headers().accept ?? '').includes('text/event-stream')) return route.continue();
      const response = await route.fetch().catch(() => null);
      if (!response) return route.abort().catch(() => {}); // the page went on meanwhile
      if (!(response.headers()['content-type'] ?? '').includes('application/json')) return route.fulfill({ response });
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      return route.fulfill({ response, headers, body: JSON.stringify(pin(await response.json())) });
    },
  );
}

/** Requests in flight, leaving out live streams (EventSource), which stay open for good. */
function watchNetwork(page) {
  const inFlight = new Set();
  let lastChange = Date.now();
  const done = (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    // The account feeds read their stream through fetch, with this Accept header.
    if (request.resourceType() === 'eventsource' || (request.headers().accept ?? '').includes('text/event-stream')) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { quiet: () => inFlight.size === 0 && Date.now() - lastChange >= 500 };
}

/**
 * Waits until the page (after any redirect by role or language) shows its data: network quiet, no
 * splash, no skeletons or aria-busy, every island hydrated, images and fonts loaded; twice in a row.
 */
async function settle(page, network) {
  const deadline = Date.now() + 30_000;
  let ready = 0;
  let lastUrl = '';
  let state = 'not checked';
  while (Date.now() < deadline) {
    await sleep(250);
    try {
      await page.waitForLoadState('load');
      state = network.quiet()
        ? await page.evaluate(async () => {
            await document.fonts.ready;
            if (document.documentElement.hasAttribute('data-splash')) return 'splash shown';
            if (document.querySelector('[aria-busy="true"], .skeleton')) return 'still loading (aria-busy or skeleton)';
            if (document.querySelector('astro-island[ssr]')) return 'islands not hydrated';
            if (![...document.images].every((image) => image.complete)) return 'images loading';
            return 'ok';
          })
        : 'network busy';
    } catch {
      state = 'navigating'; // a redirect replaced the page under the check
    }
    ready = state === 'ok' && page.url() === lastUrl ? ready + 1 : 0;
    lastUrl = page.url();
    if (ready >= 2) break;
  }
  // Two frames more: a chart drawn into its canvas after its data came.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))).catch(() => {});
  return ready >= 2 ? null : state;
}

// ---- comparison ----

/** Pixel by pixel (any change counts, anti-aliasing included), diff images for those that differ. */
function compare(names, baseline) {
  const diffDir = join(out, 'diff');
  mkdirSync(diffDir, { recursive: true });
  for (const name of names) rmSync(join(diffDir, `${name}.png`), { force: true });
  const rows = [];
  let identical = 0;
  const missing = [];
  for (const name of names) {
    const basePath = join(baseline, `${name}.png`);
    if (!existsSync(basePath)) {
      missing.push(name);
      continue;
    }
    const before = PNG.sync.read(readFileSync(basePath));
    const after = PNG.sync.read(readFileSync(join(out, `${name}.png`)));
    // Different heights: both are laid on the larger canvas, the missing part counts as different.
    const width = Math.max(before.width, after.width);
    const height = Math.max(before.height, after.height);
    const diff = new PNG({ width, height });
    const pixels = pixelmatch(padded(before, width, height), padded(after, width, height), diff.data, width, height, {
      threshold: 0,
      includeAA: true,
    });
    const resized = before.width !== after.width || before.height !== after.height;
    if (pixels === 0 && !resized) {
      identical += 1;
      continue;
    }
    writeFileSync(join(diffDir, `${name}.png`), PNG.sync.write(diff));
    const size = !resized
      ? 'same'
      : before.width === after.width
        ? `height ${before.height} -> ${after.height} (${after.height > before.height ? '+' : ''}${after.height - before.height})`
        : `${before.width}x${before.height} -> ${after.width}x${after.height}`;
    rows.push([name, String(pixels), `${((100 * pixels) / (width * height)).toFixed(3)} %`, size]);
  }
  const extra = args.only ? [] : readdirSync(baseline).filter((file) => file.endsWith('.png') && !names.includes(basename(file, '.png')));
  if (rows.length > 0) {
    const header = ['name', 'differing pixels', '% of image', 'size'];
    const widthsOf = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widthsOf[i]) : cell.padStart(widthsOf[i]))).join('  ');
    console.log(`\n${line(header)}\n${line(widthsOf.map((w) => '-'.repeat(w)))}`);
    for (const row of rows) console.log(line(row));
    console.log(`Diff images (differing pixels in red): ${diffDir}`);
  }
  for (const name of missing) console.log(`no baseline: ${name}`);
  for (const file of extra) console.log(`only in the baseline: ${file}`);
  console.log(
    `\nSUMMARY: ${identical} identical, ${rows.length} different` +
      (missing.length ? `, ${missing.length} without baseline` : '') +
      (extra.length ? `, ${extra.length} only in the baseline` : '') +
      ` (compared with ${baseline})`,
  );
}

/** The image's pixels on a width x height canvas (transparent where the image is smaller). */
function padded(image, width, height) {
  if (image.width === width && image.height === height) return image.data;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < image.height; y++) image.data.copy(data, y * width * 4, y * image.width * 4, (y + 1) * image.width * 4);
  return data;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
