import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { startOwnServer } from './ownServer';
import { member } from './session';

/** Stopped with SIGTERM while a request is under way, as systemd or a container runtime stops it. */
test('SIGTERM lets the request under way finish, then the server closes and exits 0, logging in JSON throughout', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const port = Number(new URL(baseURL ?? '').port) + 20;
  const server = startOwnServer(port, { DATA_DIR: `.e2e-data/shutdown-${port}` });
  try {
    await server.ready();

    // A sign-in (its password hash takes a moment) is sent, then SIGTERM arrives while it runs.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const body = JSON.stringify({ email: member.email, password: member.password, userGeolocation: null });
      const call = httpRequest(
        { host: '127.0.0.1', port, path: '/api/auth/login', method: 'POST', headers: { 'content-type': 'application/json' } },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      call.on('error', reject);
      call.on('finish', () => server.child.kill('SIGTERM'));
      call.end(body);
    });
    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(body)).toHaveProperty('accessToken');
    expect(await server.exited).toBe(0);

    // Closed: nothing listens any more.
    const refused = await fetch(`${server.base}/api/health`).then(
      () => 'answered',
      (error: Error & { cause?: { code?: string } }) => error.cause?.code,
    );
    expect(refused).toBe('ECONNREFUSED');
    // Every line is one JSON object; the stop is logged from its start to its end.
    const parsed = server.lines.map((line) => JSON.parse(line) as { msg: string; level: string });
    expect(parsed.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['Stopping: finishing the requests under way, then closing the database', 'Stopped']),
    );
  } finally {
    await server.kill();
  }
});

/** A client that hangs up leaves its handler working: the database stays open until it is done. */
test('SIGTERM right after a client hung up mid-request still lets its handler finish with the database', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const port = Number(new URL(baseURL ?? '').port) + 21;
  const server = startOwnServer(port, { DATA_DIR: `.e2e-data/shutdown-${port}` });
  try {
    await server.ready();
    // A sign-in (its password hash takes a moment, then it writes the sign-in history), abandoned at once.
    const body = JSON.stringify({ email: member.email, password: member.password, userGeolocation: null });
    const call = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/api/auth/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    call.on('error', () => {});
    call.end(body);
    await new Promise((resolve) => setTimeout(resolve, 20));
    call.destroy();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const problems = server.lines
      .map((line) => JSON.parse(line) as { msg: string; level: number | string })
      .filter((line) => line.level === 'error' || Number(line.level) >= 50);
    expect(problems.map((line) => line.msg)).toEqual([]);
  } finally {
    await server.kill();
  }
});
