// The API's fast path under load (docs/decisions/034): requests per second and p99 with 100
// concurrent clients, for GET /api/health and for verify-token (the call every signed-in browser
// makes every 15 s) on the embedded database and on PostgreSQL, each as a ratio to a bare node:http
// server answering the same JSON in the same run (the baseline).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const connections = 100;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const postgresUrl = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Budgets as ratios to the baseline's requests/s, and p99 in ms (the issue's targets). */
export const fastPathBudgets = { health: 0.6, verifyToken: 0.3, verifyTokenP99Ms: 50 };

function start(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.resume();
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A throw-away database on the PostgreSQL server, or null when none answers. */
async function postgresDatabase() {
  const admin = new pg.Client({ connectionString: postgresUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `fp_bench_api_${process.pid}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: postgresUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await again.end();
    },
  };
}

/** Serves the build on `port` (PGlite in a temporary directory unless `databaseUrl`), signs the demo member in. */
async function serveBuild(root, port, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fp-bench-'));
  const server = start(process.execPath, [join(root, 'scripts', 'serve.mjs')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    REDIS_URL: '',
    SEED_DEMO: 'true',
    SIMULATOR: 'off',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'member@demo.local', password: 'Member#2026', userGeolocation: null }),
  });
  const { accessToken } = await login.json();
  return {
    base,
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    async close() {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function row(name, result, baseline, budget) {
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name} answered ${result.non2xx} non-2xx and ${result.errors} errors`);
  const ratio = result.requests.average / baseline.requests.average;
  const withinBudget = ratio >= budget.ratio && (budget.p99 === undefined || result.latency.p99 < budget.p99);
  return {
    server: name,
    'requests/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    'ratio to baseline': ratio.toFixed(3),
    budget: `≥ ${budget.ratio}${budget.p99 ? `, p99 < ${budget.p99}` : ''}`,
    verdict: withinBudget ? 'PASS' : 'OVER',
  };
}

export async function benchVerifyToken(root) {
  const bare = start(process.execPath, [
    '-e',
    "require('node:http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json'});s.end('{\"valid\":true}')}).listen(4472,'127.0.0.1')",
  ]);
  const measured = [];
  let postgresMissing = false;
  let before;
  let after;
  try {
    await waitFor('http://127.0.0.1:4472/');
    before = await load('http://127.0.0.1:4472/api/auth/verify-token');
    const embedded = await serveBuild(root, 4471);
    try {
      measured.push(['GET /api/health', await load(`${embedded.base}/api/health`), 'health']);
      measured.push(['verify-token, PGlite', await load(`${embedded.base}/api/auth/verify-token`, embedded.headers), 'verify']);
    } finally {
      await embedded.close();
    }
    const database = await postgresDatabase();
    if (!database) postgresMissing = true;
    else {
      try {
        const server = await serveBuild(root, 4473, database.url);
        try {
          measured.push(['verify-token, PostgreSQL', await load(`${server.base}/api/auth/verify-token`, server.headers), 'verify']);
        } finally {
          await server.close();
        }
      } finally {
        await database.drop();
      }
    }
    // The baseline again at the end: the machine's speed drifts during a run, so ratios are to the mean of both.
    after = await load('http://127.0.0.1:4472/api/auth/verify-token');
  } finally {
    await stop(bare);
  }
  const baseline = { requests: { average: (before.requests.average + after.requests.average) / 2 } };
  const budgets = {
    health: { ratio: fastPathBudgets.health },
    verify: { ratio: fastPathBudgets.verifyToken, p99: fastPathBudgets.verifyTokenP99Ms },
  };
  const rows = [
    {
      server: 'bare node:http (baseline: first run, last run)',
      'requests/s': `${Math.round(before.requests.average)}, ${Math.round(after.requests.average)}`,
      'p99 ms': `${before.latency.p99}, ${after.latency.p99}`,
    },
    ...measured.map(([name, result, kind]) => row(name, result, baseline, budgets[kind])),
  ];
  if (postgresMissing) rows.push({ server: `verify-token, PostgreSQL: not measured (nothing answers at ${postgresUrl})` });
  return rows;
}
