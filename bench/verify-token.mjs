// verify-token under load: requests per second with 100 concurrent clients, against a bare
// node:http server answering the same JSON in the same run (the baseline).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const connections = 100;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

function start(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.resume();
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
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

export async function benchVerifyToken(root) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fp-bench-'));
  const app = start(process.execPath, [join(root, 'scripts', 'serve.mjs')], {
    PORT: '4471',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_DEMO: 'true',
  });
  const bare = start(process.execPath, [
    '-e',
    "require('node:http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json'});s.end('{\"valid\":true}')}).listen(4472,'127.0.0.1')",
  ]);
  try {
    await waitFor('http://127.0.0.1:4471/api/health');
    await waitFor('http://127.0.0.1:4472/');
    const login = await fetch('http://127.0.0.1:4471/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@demo.local', password: 'Member#2026', userGeolocation: null }),
    });
    const { accessToken } = await login.json();
    const headers = { authorization: `Bearer ${accessToken}`, accept: 'application/json' };
    const baseline = await load('http://127.0.0.1:4472/api/auth/verify-token', headers);
    const ours = await load('http://127.0.0.1:4471/api/auth/verify-token', headers);
    if (ours.non2xx > 0 || ours.errors > 0) throw new Error(`verify-token answered ${ours.non2xx} non-2xx and ${ours.errors} errors`);
    return [
      { server: 'bare node:http (baseline)', 'requests/s': Math.round(baseline.requests.average), 'p99 ms': baseline.latency.p99 },
      { server: 'GET /api/auth/verify-token', 'requests/s': Math.round(ours.requests.average), 'p99 ms': ours.latency.p99 },
      { server: 'ratio to baseline', 'requests/s': (ours.requests.average / baseline.requests.average).toFixed(3), 'p99 ms': '' },
    ];
  } finally {
    app.kill('SIGTERM');
    bare.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
