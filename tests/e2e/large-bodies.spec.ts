import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { startOwnServer } from './ownServer';

/**
 * Twenty 200 MB bodies at once to routes a stranger may call (issue 27): each gets a complete JSON
 * answer — no connection closed without one — while the server's memory stays within 100 MB of
 * where it started, and the server answers its health check at once afterwards. Before, one such
 * body took the server from 569 MB to 1.36 GB and kept it there, and clients saw resets.
 */
const MB = 1024 * 1024;

/** The server's resident memory in MB, from the kernel (the process is the server itself). */
function residentMb(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(match?.[1]) / 1024;
}

type Answer = { status?: number; connection?: string; message?: string; error?: string };

/** Sends `size` bytes as fast as the connection takes them, until the server answers. */
function send(port: number, agent: Agent, path: string, size: number, declared: boolean): Promise<Answer> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (declared) headers['content-length'] = String(size);
    const request = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (data) => {
        text += data;
      });
      response.on('end', () => {
        let message: string | undefined;
        try {
          message = JSON.parse(text).message;
        } catch {
          message = undefined;
        }
        resolve({ status: response.statusCode, connection: response.headers.connection, message });
        request.destroy();
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    const piece = Buffer.alloc(256 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < size && !request.destroyed) {
        sent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
}

test('twenty 200 MB bodies to routes a stranger may call get complete answers while memory stays within 100 MB', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const port = Number(new URL(baseURL ?? '').port) + 42;
  const server = startOwnServer(port, { DATA_DIR: `.e2e-data/bodies-${port}`, LOG_LEVEL: 'warn' });
  try {
    await server.ready();
    const pid = server.child.pid as number;
    // Settled after the start (migrations, demo data): what the bodies are measured against.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = residentMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMb(pid));
    }, 50);
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    const routes = [
      ['/api/bridge/events', false, 401],
      ['/api/admin/news/import/preview', true, 413],
      ['/api/admin/news/import/preview', false, 401],
      ['/api/auth/login', true, 413],
      ['/api/auth/register', false, 413],
    ] as const;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const [path, declared, status] = routes[i % routes.length] as (typeof routes)[number];
        return send(port, agent, path, 200 * MB, declared).then((answer) => ({ path, declared, expected: status, ...answer }));
      }),
    );
    clearInterval(sampler);
    agent.destroy();
    const after = residentMb(pid);

    for (const answer of answers) {
      const where = `${answer.path} (${answer.declared ? 'Content-Length' : 'chunked'})`;
      expect(answer.error, `${where}: closed without an answer`).toBeUndefined();
      expect(answer.status, where).toBe(answer.expected);
      expect(answer.message, where).toEqual(expect.any(String));
      expect(answer.connection, where).toBe('close');
    }
    const memory = `${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak, ${after.toFixed(0)} MB after`;
    console.info(`large bodies: ${memory}`);
    test.info().annotations.push({ type: 'memory', description: memory });
    expect(peak - before, `peak ${peak.toFixed(0)} MB against ${before.toFixed(0)} MB at the start`).toBeLessThan(100);

    const healthStarted = performance.now();
    const health = await fetch(`${server.base}/api/health`);
    expect(health.status).toBe(200);
    expect(performance.now() - healthStarted, 'health answered promptly after the bodies').toBeLessThan(1_000);
  } finally {
    await server.kill();
  }
});
