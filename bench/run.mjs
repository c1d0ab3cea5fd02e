// `npm run bench`: performance figures, each printed next to the baseline it is compared with.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measureJsSize } from './js-size.mjs';
import { benchVerifyToken } from './verify-token.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// BENCH_ONLY=admin-scale (or a comma-separated list of js-size, verify-token, lighthouse, trading,
// overview, admin-scale, risk) runs only those; without it, every benchmark runs.
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim())) : null;
const selected = (name) => only === null || only.has(name);
const build = (script) => {
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// The builds in dist/ and dist-preact/; Lighthouse can be pointed at others (LIGHTHOUSE_REACT_DIR, LIGHTHOUSE_PREACT_DIR).
const onDefaultBuilds = selected('js-size') || selected('verify-token');
if (onDefaultBuilds || (selected('lighthouse') && !process.env.LIGHTHOUSE_REACT_DIR)) {
  if (!existsSync(`${root}/dist/client`) || process.argv.includes('--build')) build('build');
}
if (onDefaultBuilds || (selected('lighthouse') && !process.env.LIGHTHOUSE_PREACT_DIR)) {
  if (!existsSync(`${root}/dist-preact/client`) || process.argv.includes('--build')) build('build:preact');
}

const overBudget = [];
if (selected('js-size')) {
  // Information only: the page-weight budgets are the bytes as served, in the Lighthouse benchmark.
  console.log('\nJavaScript shipped per page kind (bytes; baseline: the React build)');
  console.table(measureJsSize(root));
}

// Lighthouse (mobile) on every page kind of both builds, the bytes as served and the API round trips.
// Loaded only when selected: Lighthouse is a large import.
if (selected('lighthouse')) {
  const { benchLighthouse, printLighthouse } = await import('./lighthouse.mjs');
  const result = await benchLighthouse(root);
  printLighthouse(result);
  // Reported here and as the exit status at the end, after the other benchmarks have run.
  if (result.failures.length) console.log(`Over budget: ${result.failures.join('; ')}`);
  overBudget.push(...result.failures);
}

if (selected('verify-token')) {
  console.log(`\nThe API's fast path with 100 concurrent clients (baseline: a bare node:http server answering the same JSON)`);
  const fastPath = await benchVerifyToken(root);
  console.table(fastPath);
  for (const { server, verdict } of fastPath) if (verdict === 'OVER') overBudget.push(server);
}

// The trading benchmarks load TypeScript sources directly.
if (selected('trading')) {
  const trading = spawnSync('npx', ['tsx', 'bench/trading.ts'], { cwd: root, stdio: 'inherit' });
  if (trading.status !== 0) process.exit(trading.status ?? 1);
}

// Overview answers for 100 against 100,000 deals; exits 1 (reported at the end) when one is over 50 ms at p95.
const overview = selected('overview') ? spawnSync('npx', ['tsx', 'bench/overview.ts'], { cwd: root, stdio: 'inherit' }) : { status: 0 };

// Every admin list and the dashboard at a firm's scale, on PostgreSQL (budgets) and PGlite (shown beside):
// exits 1 (reported at the end) when a PostgreSQL p95 is over budget. docs/decisions/032.
const adminScale = selected('admin-scale')
  ? spawnSync('npx', ['tsx', 'bench/admin-scale.ts'], { cwd: root, stdio: 'inherit' })
  : { status: 0 };

// The risk detectors' false-positive rates on honest members, and the risk scan at a firm's scale on
// PostgreSQL: exits 1 (reported at the end) when the incremental scan of a batch is over 10 ms at p95.
const risk = selected('risk') ? spawnSync('npx', ['tsx', 'bench/risk.ts'], { cwd: root, stdio: 'inherit' }) : { status: 0 };

if (overBudget.length || overview.status !== 0 || adminScale.status !== 0 || risk.status !== 0) process.exitCode = 1;
