// Page budgets measured with Lighthouse (mobile preset: its default config, simulated slow 4G and
// 4x CPU) on the React and the Preact build, in Debian's Chromium. For every page kind: the
// Lighthouse figures and scores, the bytes the browser received for the page's HTML, CSS and JS
// (as served, compressed), and for signed-in screens the sequential API round trips of a load over slow 4G.
//
//   node bench/lighthouse.mjs          the tables; exits 1 when a budget is missed
//   LIGHTHOUSE_REACT_DIR=dist-lh LIGHTHOUSE_PREACT_DIR=dist-lh-preact   builds to measure (OUT_DIR
//                                      names relative to the project root; dist and dist-preact by default)
//   LIGHTHOUSE_RUNS=3                  the median run of three per page (Lighthouse's own pick)
//   LIGHTHOUSE_PORT=4600               the servers use it and the next port, Chrome the ten from the tenth after it
//   LIGHTHOUSE_ONLY=react,/accounts    only the runtimes and page kinds named (a page kind matches by prefix)
//
// Every report is written to bench/results/lighthouse/<runtime><page>.json (open it in the Lighthouse viewer).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
// chrome-launcher comes with lighthouse (its dependency); it never downloads a browser.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

/** KB here are 1000 bytes, as the budgets are stated. */
const kB = 1000;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const basePort = Number(process.env.LIGHTHOUSE_PORT ?? 4600);

export const budgets = {
  performance: { react: 95, preact: 98 },
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
  accessibility: 100,
  bestPractices: 100,
  /** Longest chain of API requests, each sent after the one before it answered (signed-in screens). */
  roundTrips: 2,
};

const only = (process.env.LIGHTHOUSE_ONLY ?? '').split(',').filter(Boolean);
const onlyRuntimes = only.filter((name) => !name.startsWith('/'));
const onlyKinds = only.filter((name) => name.startsWith('/'));
const runtimes = [
  { name: 'react', outDir: process.env.LIGHTHOUSE_REACT_DIR || 'dist' },
  { name: 'preact', outDir: process.env.LIGHTHOUSE_PREACT_DIR || 'dist-preact' },
].filter(({ name }) => !onlyRuntimes.length || onlyRuntimes.includes(name));

const member = { email: 'member@demo.local', password: 'Member#2026' };
const admin = { email: 'admin@demo.local', password: 'Admin#2026' };

/** `bytes`: budget for the HTML, CSS and JS received at load (transfer size), per runtime. */
const pages = [
  { kind: '/auth/login', as: null, bytes: { react: 120 * kB, preact: 60 * kB } },
  { kind: '/accounts', as: member },
  { kind: '/accounts/account-overview', as: member, withAccount: true },
  // Counts the chart's code: it is loaded by import() once the data has arrived, within the load
  // Lighthouse waits out (this screen's open live feed keeps it waiting the full 14 s, see audit).
  { kind: '/accounts/trading-overview', as: member, withAccount: true, bytes: { react: 200 * kB, preact: 140 * kB } },
  { kind: '/start-new-challenge', as: member },
  { kind: '/dashboard', as: admin },
  { kind: '/users', as: admin },
  { kind: '/orders', as: admin },
  // The risk desk's queue (issue 30): the demo firm's flags.
  { kind: '/risk', as: admin },
  // The member's identity verification (issue 31): the demo member's approved one and its history.
  { kind: '/verification', as: member },
  { kind: '/certificates/verify/<code>', as: null, certificate: true },
  // The published definitions: the sign-in page's runtime and the public stylesheet, with 10 kB of
  // text (28 definitions) and the account island (3 kB); measured at 121 kB and 71 kB (ja).
  { kind: '/how-we-calculate', as: null, bytes: { react: 130 * kB, preact: 75 * kB } },
];

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** One build served by scripts/serve.mjs, with demo data in a throw-away directory. */
async function serve(root, runtime, port) {
  if (!existsSync(join(root, runtime.outDir, 'server', 'entry.mjs'))) {
    throw new Error(`No ${runtime.name} build in ${runtime.outDir}/: build it first (npm run build, npm run build:preact).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fp-lighthouse-'));
  const server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      SIMULATOR: 'off',
      DATABASE_URL: '',
      REDIS_URL: '',
      OUT_DIR: runtime.outDir,
      UI_RUNTIME: runtime.name,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return {
    base,
    async close() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function api(base, path, { token, body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/**
 * What each page needs before its load: the localStorage of a signed-in browser that has seen a
 * page of its area (the e2e tests set the first two keys, tests/e2e/session.ts) with an active
 * account chosen, and a real certificate's code.
 */
async function demoData(base) {
  // allowed_area: what role routing stores on the first page after signing in (src/stores/pageAccess.ts).
  const signIn = async (user, area) => {
    const { accessToken } = await api(base, '/api/auth/login', { body: { ...user, userGeolocation: null } });
    return { access: accessToken, email: user.email, allowed_area: area };
  };
  const sessions = new Map([
    [member, await signIn(member, 'member')],
    [admin, await signIn(admin, 'admin')],
  ]);
  const token = sessions.get(member).access;
  const { items: accounts } = await api(base, '/api/accounts?status=all', { token });
  const account = accounts.find((item) => item.status === 'active');
  const { items: certificates } = await api(base, '/api/certificates', { token });
  const certificate = certificates.find((item) => item.status === 'valid') ?? certificates[0];
  if (!account || !certificate) throw new Error('The demo member has no active account or no certificate');
  return { sessions, accountId: account.id, certificateCode: certificate.code };
}

let launches = 0;

/**
 * One Lighthouse load in a fresh Chrome: a new profile means an empty HTTP cache (a first visit),
 * which Lighthouse would otherwise clear only together with the storage the session needs. The
 * storage is written from a page of the same origin (an API answer: no app code runs) in the same
 * profile, so the sign-in is not part of the audited load.
 */
async function audit(url, storage) {
  // A port of its own for each Chrome (ten in turn): the one just killed may still hold the last.
  const port = basePort + 10 + (launches++ % 10);
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags, port });
  try {
    if (storage) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate((entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, Object.entries(storage));
      await page.close();
      await browser.close(); // disconnects only: Chrome was not started by Playwright
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // The account screens keep their live feed open (a fetch() stream, which Lighthouse counts as
      // a critical request in flight), so their network is never quiet and Lighthouse would wait its
      // default 45 s: a trace that long can lose its navigation start (NO_NAVSTART) and records the
      // session's token check, made every 15 s, as if it were part of the load. 14 s is past the
      // chart's import() on a quiet machine and before the first token check after the load; a load
      // still receiving code then is flagged as cut short (see measure).
      maxWaitForLoad: 14_000,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** The page's network records, as Lighthouse's network-requests audit lists them (times in ms). */
const requestsOf = (lhr) => lhr.audits['network-requests']?.details?.items ?? [];
const isApiUrl = (url) => new URL(url).pathname.startsWith('/api/');

/**
 * Transfer size of the HTML, CSS and JS the page loaded (API answers, images and fonts left out),
 * and how many of those were still arriving when Lighthouse stopped (then the bytes are too few).
 */
function servedBytes(lhr) {
  const files = requestsOf(lhr).filter(
    (request) => !isApiUrl(request.url) && ['Document', 'Stylesheet', 'Script'].includes(request.resourceType),
  );
  return {
    bytes: files.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    files: files.length,
    unfinished: files.filter((request) => request.finished === false).length,
  };
}

/**
 * Sequential API round trips: the longest chain of /api requests in which each one was asked for
 * after the one before it in the chain had answered. Requests that overlap run side by side and
 * count once; a stream still open at the end (the live account feed) brings changes later, not the
 * screen's data, and is left out, and so is a request repeating one made before (the feed's
 * catch-up once it opens): the data was shown by then. `requests`: { url, start, end } in ms.
 */
export function roundTrips(requests) {
  const calls = [...requests]
    .sort((a, b) => a.start - b.start)
    .filter((call, i, all) => all.findIndex(({ url }) => url === call.url) === i);
  // chains[i]: the longest chain ending with call i (a call can only follow one that started before it).
  const chains = [];
  for (const [i, call] of calls.entries()) {
    const before = chains.filter((_, j) => calls[j].end <= call.start);
    chains[i] = [...before.reduce((longest, chain) => (chain.length > longest.length ? chain : longest), []), call];
  }
  const longest = chains.reduce((a, b) => (b.length > a.length ? b : a), []);
  // The chain's paths, ids and emails shortened, to say which requests wait for which.
  const paths = longest.map((call) => new URL(call.url).pathname.slice(5).replace(/[0-9a-f-]{36}|[^/]*%40[^/]*/g, ':id'));
  return { count: longest.length, chain: paths.join(' → ') };
}

/**
 * The API requests of one load over a phone's network: Lighthouse's slow 4G (150 ms a round trip,
 * 1.6 Mbit/s down) and 4x slower CPU, applied for real. Lighthouse itself loads at full speed and
 * only simulates the network afterwards, and over loopback an API answer takes a few milliseconds,
 * so requests that do not wait for each other would look sequential; with a round trip's latency
 * only those that really wait for an answer form a chain. Ends when no API request has been in
 * flight for 2 s (the open live feed aside).
 */
async function apiRequestsOverSlow4G(url, storage) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript((entries) => {
      if (sessionStorage.getItem('bench-signed-in')) return;
      for (const [key, value] of entries) localStorage.setItem(key, value);
      sessionStorage.setItem('bench-signed-in', '1');
    }, Object.entries(storage));
    const calls = new Map();
    let lastActivity = Date.now();
    page.on('request', (request) => {
      if (!isApiUrl(request.url())) return;
      calls.set(request, { url: request.url(), start: Date.now(), end: null });
      lastActivity = Date.now();
    });
    page.on('requestfinished', (request) => {
      const call = calls.get(request);
      if (call) call.end = Date.now();
      lastActivity = Date.now();
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const inFlight = () => [...calls.values()].filter((call) => call.end === null && !call.url.endsWith('/stream')).length;
    const started = Date.now();
    while (Date.now() - started < 30_000 && (inFlight() > 0 || Date.now() - lastActivity < 2_000)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [...calls.values()].filter((call) => call.end !== null);
  } finally {
    await browser.close();
  }
}

/** Audits that keep a category below 100, by id. */
const failingAudits = (lhr, category) =>
  (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);

const score = (lhr, category) => (lhr.categories[category]?.score == null ? null : Math.round(lhr.categories[category].score * 100));

function measure(page, runtime, lhr, apiRequests) {
  const value = (id) => lhr.audits[id]?.numericValue;
  const figures = {
    performance: score(lhr, 'performance'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    weight: value('total-byte-weight'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    ...servedBytes(lhr),
    roundTrips: apiRequests ? roundTrips(apiRequests) : null,
    // Lighthouse's measure of the machine's speed during the run: low on a slow or busy machine,
    // whose figures then come out worse (the simulation scales what it observed).
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
  const byteBudget = page.bytes?.[runtime];
  // A page Lighthouse could not measure (a hung page, a broken trace) misses its budgets.
  if (lhr.runtimeError) return { figures, misses: [`Lighthouse: ${lhr.runtimeError.code}`], servedMisses: [], byteBudget, measured: false };
  const misses = [];
  const minPerformance = budgets.performance[runtime];
  if (figures.performance < minPerformance) misses.push(`performance ${figures.performance} < ${minPerformance}`);
  if (figures.lcp > budgets.lcpMs) misses.push(`LCP ${(figures.lcp / 1000).toFixed(2)} s > ${budgets.lcpMs / 1000} s`);
  if (figures.tbt > budgets.tbtMs) misses.push(`TBT ${Math.round(figures.tbt)} ms > ${budgets.tbtMs} ms`);
  if (figures.cls > budgets.cls) misses.push(`CLS ${figures.cls.toFixed(3)} > ${budgets.cls}`);
  if (figures.accessibility < budgets.accessibility) {
    misses.push(`accessibility ${figures.accessibility} (${failingAudits(lhr, 'accessibility').join(', ')})`);
  }
  if (figures.bestPractices < budgets.bestPractices) {
    misses.push(`best practices ${figures.bestPractices} (${failingAudits(lhr, 'best-practices').join(', ')})`);
  }
  const servedMisses = [];
  if (figures.unfinished) servedMisses.push(`load cut short: ${figures.unfinished} HTML/CSS/JS files still arriving, bytes undercounted`);
  if (byteBudget && figures.bytes > byteBudget) {
    servedMisses.push(`HTML+CSS+JS ${(figures.bytes / kB).toFixed(1)} KB > ${byteBudget / kB} KB`);
  }
  if (page.as && figures.roundTrips.count > budgets.roundTrips) {
    servedMisses.push(`${figures.roundTrips.count} sequential API round trips > ${budgets.roundTrips} (${figures.roundTrips.chain})`);
  }
  return { figures, misses, servedMisses, byteBudget, measured: true };
}

export async function benchLighthouse(root = fileURLToPath(new URL('..', import.meta.url))) {
  const reports = join(root, 'bench', 'results', 'lighthouse');
  mkdirSync(reports, { recursive: true });
  const measured = [];
  for (const [index, runtime] of runtimes.entries()) {
    const server = await serve(root, runtime, basePort + index);
    try {
      const { sessions, accountId, certificateCode } = await demoData(server.base);
      for (const page of pages.filter(({ kind }) => !onlyKinds.length || onlyKinds.some((prefix) => kind.startsWith(prefix)))) {
        const path = page.certificate ? `/certificates/verify/${certificateCode}` : page.kind;
        const storage = page.as ? { ...sessions.get(page.as), ...(page.withAccount ? { accountId } : {}) } : null;
        const lhrs = [];
        for (let run = 0; run < runs; run++) {
          let lhr = await audit(`${server.base}${path}`, storage);
          // Lighthouse's own failures (a page it saw hang, a trace without its start) come from a busy
          // machine more often than from the page: tried once more.
          if (lhr.runtimeError) lhr = await audit(`${server.base}${path}`, storage);
          lhrs.push(lhr);
        }
        // Lighthouse's median run (by FCP and TTI), among the runs it could measure.
        const valid = filterToValidRuns(lhrs);
        const lhr = valid.length ? computeMedianRun(valid) : lhrs[0];
        writeFileSync(join(reports, `${runtime.name}${page.kind.replace(/[<>]/g, '').replaceAll('/', '-')}.json`), JSON.stringify(lhr));
        for (const warning of lhr.runWarnings) console.log(`${page.kind} (${runtime.name}): ${warning}`);
        const apiRequests = page.as ? await apiRequestsOverSlow4G(`${server.base}${path}`, storage) : null;
        measured.push({ page, runtime: runtime.name, ...measure(page, runtime.name, lhr, apiRequests) });
      }
    } finally {
      await server.close();
    }
  }

  const seconds = (ms) => (ms === undefined ? '' : (ms / 1000).toFixed(2));
  const lighthouseRows = measured.map(({ page, runtime, figures: f, misses }) => ({
    'page kind': page.kind,
    runtime,
    performance: f.performance,
    'FCP s': seconds(f.fcp),
    'LCP s': seconds(f.lcp),
    'TBT ms': f.tbt === undefined ? '' : Math.round(f.tbt),
    CLS: f.cls === undefined ? '' : Number(f.cls.toFixed(3)),
    'total KB': f.weight === undefined ? '' : Number((f.weight / kB).toFixed(1)),
    accessibility: f.accessibility,
    'best practices': f.bestPractices,
    'CPU index': f.benchmarkIndex === undefined ? '' : Math.round(f.benchmarkIndex),
    verdict: misses.length ? `FAIL: ${misses.join('; ')}` : 'pass',
  }));
  const servedRows = measured.map(({ page, runtime, figures: f, servedMisses, byteBudget, measured: ok }) => ({
    'page kind': page.kind,
    runtime,
    'HTML+CSS+JS KB': ok ? Number((f.bytes / kB).toFixed(1)) : '',
    files: ok ? f.files : '',
    'budget KB': byteBudget ? byteBudget / kB : '',
    // A load cut short may have stopped before its API calls: its count is a floor.
    'API round trips': f.roundTrips ? f.roundTrips.count : '',
    'longest chain': f.roundTrips ? f.roundTrips.chain : '',
    verdict: !ok ? 'FAIL: not measured (Lighthouse error above)' : servedMisses.length ? `FAIL: ${servedMisses.join('; ')}` : 'pass',
  }));
  const failures = measured.flatMap(({ page, runtime, misses, servedMisses }) =>
    [...misses, ...servedMisses].map((miss) => `${page.kind} (${runtime}): ${miss}`),
  );
  return { lighthouseRows, servedRows, failures };
}

export function printLighthouse({ lighthouseRows, servedRows }) {
  console.log(
    `\nLighthouse, mobile (simulated slow 4G, 4x CPU), ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page ` +
      `(budgets: performance ≥ ${budgets.performance.react} React / ≥ ${budgets.performance.preact} Preact, ` +
      `LCP ≤ ${budgets.lcpMs / 1000} s, TBT ≤ ${budgets.tbtMs} ms, CLS ≤ ${budgets.cls}, accessibility and best practices 100; ` +
      "CPU index: Lighthouse's benchmarkIndex, lower on a busy machine, whose figures then come out worse)",
  );
  console.table(lighthouseRows);
  console.log(
    '\nBytes as served (transfer size of the HTML, CSS and JS the load received; KB = 1000 bytes) and sequential API ' +
      `round trips before a signed-in screen shows its data (budget ≤ ${budgets.roundTrips})`,
  );
  console.table(servedRows);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchLighthouse();
  printLighthouse(result);
  if (result.failures.length) {
    console.log(`Over budget: ${result.failures.join('; ')}`);
    process.exitCode = 1;
  }
}
