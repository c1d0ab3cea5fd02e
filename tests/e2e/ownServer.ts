import { type ChildProcess, spawn } from 'node:child_process';
import { expect } from '@playwright/test';

/**
 * A server of a test's own, from the build the suite serves (tests that stop, kill or multiply
 * servers must not touch the suite's). Its stdout lines (JSON log) are kept for the test to read.
 */
export function startOwnServer(port: number, env: Record<string, string>) {
  const lines: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      OUT_DIR: process.env.E2E_OUT_DIR ?? '',
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      SIMULATOR: 'off',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const complete = (partial + chunk.toString()).split('\n');
    partial = complete.pop() ?? '';
    lines.push(...complete.filter(Boolean));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    base,
    lines,
    exited,
    /** Until /api/ready answers 200: migrated, seeded and serving (a busy 2-core machine takes a while). */
    ready: () => expect.poll(async () => (await fetch(`${base}/api/ready`).catch(() => null))?.status, { timeout: 150_000 }).toBe(200),
    kill: (signal: NodeJS.Signals = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
