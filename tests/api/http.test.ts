import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { de } from '../../src/i18n/de';
import { type App, createApp } from '../../src/server/app';
import type { RateLimiter } from '../../src/server/auth/rateLimit';
import { apiRequestListener } from '../../src/server/http/nodeListener';
import { log } from '../../src/server/log';
import { drivers, useHarness } from './harness';
import { signedInAdmin, signedInMember } from './tradingHelpers';

const badRequest = 'The request could not be read. Please check it and try again.';
const tooLarge = 'The request is too large. Please send less and try again.';

/** An 8 MB request body, counting what the server pulls from it (a chunk goes out ahead of each read). */
const chunk = 16 * 1024;
function countedBody() {
  let read = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read >= 8 * 1024 * 1024) return controller.close();
      read += chunk;
      controller.enqueue(new Uint8Array(chunk).fill(0x20));
    },
    // Nothing is buffered ahead of what the server asks for.
    highWaterMark: 0,
  } as UnderlyingDefaultSource<Uint8Array>);
  return { stream, read: () => read };
}

/**
 * Node's HTTP client sending a 16 MB body whole, still sending when the server answers: a server
 * that resets the connection meanwhile fails the request before its answer is read (seen as
 * connections closed without an answer).
 */
function sendWhole(
  port: number,
  path: string,
  head: Record<string, string>,
): Promise<{ status?: number; headers?: IncomingHttpHeaders; text?: string; error?: string }> {
  return new Promise((resolve) => {
    const request = httpRequest(
      { port, host: '127.0.0.1', path, method: 'POST', headers: { 'content-type': 'application/json', ...head } },
      (response) => {
        let text = '';
        response.on('data', (data) => {
          text += data;
        });
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text }));
      },
    );
    request.on('error', (failure: NodeJS.ErrnoException) => resolve({ error: failure.code ?? failure.message }));
    // 16 MB as fast as the connection takes it.
    const piece = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < 256 && !request.destroyed) {
        sent += 1;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
      request.end();
    };
    pump();
  });
}

/** The server log's lines while a test runs (it is silent under the tests otherwise). */
function captureLog() {
  const stream = (log as unknown as Record<symbol, { write(line: string): boolean }>)[pino.symbols.streamSym];
  const lines: Record<string, unknown>[] = [];
  const level = log.level;
  log.level = 'debug';
  const write = vi.spyOn(stream as { write(line: string): boolean }, 'write').mockImplementation((line: string) => {
    lines.push(JSON.parse(line));
    return true;
  });
  return {
    lines,
    restore() {
      write.mockRestore();
      log.level = level;
    },
  };
}

/**
 * `app` behind Node's HTTP server with the listener scripts/serve.mjs uses: what that layer adds to
 * every answer (the request id, no-store) shows only there, not in `app.request`.
 */
async function overHttp(app: App, use: (base: string) => Promise<void>) {
  const server = createServer(apiRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await use(`http://127.0.0.1:${port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe.each(drivers)('HTTP edges of the API (%s)', (driver) => {
  const h = useHarness(driver);

  it('answers an unknown /api path with 404 {message: "Not found"}', async () => {
    for (const [method, path] of [
      ['GET', '/api/whatever'],
      ['POST', '/api/whatever/deeper'],
      ['GET', '/api/auth/login'],
    ] as const) {
      const response = await h.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toEqual({ message: 'Not found' });
    }
  });

  it('answers the 404 in the caller language', async () => {
    const response = await h.request('/api/whatever', { lang: 'de' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: de['error.apiNotFound'] });
  });

  it('answers a malformed JSON body with 400 {message} and no stack trace', async () => {
    for (const path of ['/api/auth/login', '/api/auth/register', '/api/auth/recover']) {
      const response = await h.request(path, { rawBody: '{"email": "a@b.co", "password": ' });
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({ message: badRequest });
      expect(response.text).not.toMatch(/stack|at \w+ \(|node_modules|SyntaxError|\.ts:\d+/);
    }
  });

  it('answers deeply nested JSON with 400 before anything walks it, whoever asks (was a 500: a stack overflow)', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const { token } = await signedInMember(h);
    for (const [path, caller] of [
      ['/api/auth/login', undefined],
      ['/api/auth/register', undefined],
      ['/api/orders', token],
    ] as const) {
      const response = await h.request(path, { rawBody: deep, token: caller });
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({ message: badRequest });
    }
    // A route that needs a session says so first: its body is not read for a stranger.
    expect((await h.request('/api/orders', { rawBody: deep })).status).toBe(401);
    // Nesting as deep as a real request's still reaches the route (which refuses the shape itself).
    const shallow = await h.request('/api/auth/login', { rawBody: JSON.stringify({ email: [[['a@b.co']]], password: 'x' }) });
    expect(shallow.status).toBe(400);
  });

  it('answers a lone surrogate anywhere in a JSON body with 400 (PostgreSQL cannot store it: was a 500), and counts nothing', async () => {
    const { email, password } = await h.member();
    const lone = '"\\udc00"';
    const login = await h.request('/api/auth/login', {
      rawBody: `{"email":${JSON.stringify(email)},"password":${JSON.stringify(password)},"userGeolocation":{"city":${lone}}}`,
    });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ message: badRequest });
    const { accessToken } = (await h.login(email, password)).body;
    for (const [path, body] of [
      ['/api/profile', `{"firstName":${lone}}`],
      ['/api/billing/details', `{"companyName":${lone}}`],
      ['/api/profile', `{${lone}:"x"}`],
    ] as const) {
      const response = await h.authed(accessToken, path, { method: 'PUT', rawBody: body });
      expect(response.status, `${path} ${body}`).toBe(400);
    }
  });

  it('answers a broken percent-escape in a path or a query with 400, whoever asks', async () => {
    const { token } = await signedInAdmin(h);
    for (const path of ['/api/user/%E0%A4%A', '/api/user/%ZZ', '/api/users?q=%E0%A4%A%', '/api/health?x=%']) {
      const response = await h.request(path, { token });
      expect(response.status, path).toBe(400);
      expect(response.body, path).toEqual({ message: badRequest });
    }
  });

  it('answers a body over 64 KB with 413, with or without a Content-Length header, and ends the connection', async () => {
    const big = JSON.stringify({ email: 'big@example.com', password: 'Secret#123', userGeolocation: { pad: 'x'.repeat(70 * 1024) } });
    const declared = await h.request('/api/auth/login', { rawBody: big, headers: { 'Content-Length': String(Buffer.byteLength(big)) } });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ message: tooLarge });
    expect(declared.headers.get('connection')).toBe('close');
    const streamed = await h.request('/api/auth/login', { rawBody: big, lang: 'de' });
    expect(streamed.status).toBe(413);
    expect(streamed.body).toEqual({ message: de['error.tooLarge'] });
  });

  it("reads no body before the route's check of who is asking, and none beyond the route's limit (a stranger's 200 MB was read whole)", async () => {
    const { token } = await signedInMember(h);
    const { token: adminToken } = await signedInAdmin(h);
    const bridgeSigned = { 'x-bridge-signature': `sha256=${'0'.repeat(64)}` };
    for (const [path, method, headers, status, readAtMost] of [
      // Strangers: refused before the body is read.
      ['/api/admin/news/import/preview', 'POST', {}, 401, chunk],
      ['/api/admin/users', 'POST', {}, 401, chunk],
      ['/api/orders', 'POST', {}, 401, chunk],
      ['/api/profile', 'PUT', {}, 401, chunk],
      ['/api/bridge/events', 'POST', {}, 401, chunk],
      ['/api/admin/news/import/preview', 'POST', { authorization: `Bearer ${token}` }, 403, chunk],
      // Allowed callers: read up to the route's limit, then refused.
      ['/api/auth/login', 'POST', {}, 413, 64 * 1024 + 2 * chunk],
      ['/api/orders', 'POST', { authorization: `Bearer ${token}` }, 413, 64 * 1024 + 2 * chunk],
      ['/api/bridge/events', 'POST', bridgeSigned, 413, 1024 * 1024 + 2 * chunk],
      ['/api/admin/news/import/preview', 'POST', { authorization: `Bearer ${adminToken}` }, 413, 3 * 1024 * 1024 + 2 * chunk],
    ] as const) {
      const body = countedBody();
      const response = await h.app.request(
        path,
        { method, headers: { 'content-type': 'application/json', ...headers }, body: body.stream, duplex: 'half' } as RequestInit,
        { clientAddress: h.nextIp() },
      );
      expect(response.status, path).toBe(status);
      expect(body.read(), `${method} ${path} → ${status}: bytes read`).toBeLessThanOrEqual(readAtMost);
    }
  });

  it('answers a refused body completely, then ends the connection without a reset while the client is still sending', async () => {
    await overHttp(h.app, async (base) => {
      const { port } = new URL(base);
      for (const [path, head, status] of [
        ['/api/auth/login', { 'content-length': '209715200' }, 413],
        ['/api/auth/login', {}, 413],
        ['/api/bridge/events', {}, 401],
        ['/api/admin/news/import/preview', {}, 401],
      ] as const) {
        // Ten at once, as a client's connection pool sends them.
        for (const answer of await Promise.all(Array.from({ length: 10 }, () => sendWhole(Number(port), path, head)))) {
          expect(answer.error, `${path}: the connection failed while the client was still sending`).toBeUndefined();
          expect(answer.status, path).toBe(status);
          expect(answer.headers?.connection, path).toBe('close');
          expect(JSON.parse(answer.text ?? '').message, path).toEqual(expect.any(String));
        }
      }
    });
  });

  it('refuses a geolocation object over 4 KB with 400', async () => {
    const response = await h.request('/api/auth/login', {
      body: { email: 'geo@example.com', password: 'Secret#123', userGeolocation: { pad: 'x'.repeat(5000) } },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Field is not valid' });
  });

  it('answers an unexpected server failure with 500 and the generic message, never the error itself; the log has it with the request id', async () => {
    const failing = {
      hit: () => Promise.reject(new Error('boom in /srv/app/src/secret.ts:12')),
    } as unknown as RateLimiter;
    const app = createApp({ ...h.services, limiter: failing });
    const logged = captureLog();
    try {
      await overHttp(app, async (base) => {
        const response = await fetch(`${base}/api/auth/register`, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        });
        expect(response.status).toBe(500);
        const text = await response.text();
        expect(JSON.parse(text)).toEqual({ message: 'System Error - Something went wrong! Please try again later.' });
        expect(text).not.toMatch(/boom|secret\.ts|stack/);
        const requestId = response.headers.get('x-request-id');
        expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
        const error = logged.lines.find((line) => line.level === 'error');
        expect(error).toMatchObject({ msg: 'Unexpected error', requestId, method: 'POST', path: '/api/auth/register' });
        expect(error?.err).toMatchObject({ message: 'boom in /srv/app/src/secret.ts:12' });
        // The access line of the same request carries the same id.
        expect(logged.lines.find((line) => line.msg === 'request')).toMatchObject({ requestId, status: 500, path: '/api/auth/register' });
      });
    } finally {
      logged.restore();
    }
  });

  it("names every answer with its own X-Request-Id, keeping a proxy's when it is a plain token", async () => {
    await overHttp(h.app, async (base) => {
      const first = await fetch(`${base}/api/health`);
      const second = await fetch(`${base}/api/whatever`);
      expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
      const kept = await fetch(`${base}/api/health`, { headers: { 'X-Request-Id': 'nginx-4f2a9c1e77' } });
      expect(kept.headers.get('x-request-id')).toBe('nginx-4f2a9c1e77');
      for (const odd of ['short', 'has space in it', '<script>alert(1)</script>', 'x'.repeat(200)]) {
        const replaced = await fetch(`${base}/api/health`, { headers: { 'X-Request-Id': odd } });
        expect(replaced.headers.get('x-request-id'), odd).toMatch(/^[0-9a-f-]{36}$/);
      }
    });
  });

  it('says ready only when started, not stopping, and the database answers with every migration applied', async () => {
    expect(await h.request('/api/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
    const unavailable = async (app: ReturnType<typeof createApp>) => {
      const response = await app.request('/api/ready', {}, { clientAddress: h.nextIp() });
      return { status: response.status, body: await response.json() };
    };
    // Still starting: answers at once rather than waiting for the runtime.
    expect(await unavailable(createApp(new Promise<never>(() => undefined)))).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'starting' },
    });
    const starting = createApp(h.services);
    await starting.request('/api/health', {}, { clientAddress: h.nextIp() });
    expect((await unavailable(starting)).status).toBe(200);
    const stopping = createApp(h.services, { isDraining: () => true });
    await stopping.request('/api/health', {}, { clientAddress: h.nextIp() });
    expect(await unavailable(stopping)).toEqual({ status: 503, body: { status: 'unavailable', reason: 'stopping' } });
    const behind = createApp({ ...h.services, db: { execute: async () => ({ rows: [{ applied: 1 }] }) } as never });
    await behind.request('/api/health', {}, { clientAddress: h.nextIp() });
    expect(await unavailable(behind)).toEqual({ status: 503, body: { status: 'unavailable', reason: 'migrations pending' } });
    const down = createApp({ ...h.services, db: { execute: () => Promise.reject(new Error('ECONNREFUSED')) } as never });
    await down.request('/api/health', {}, { clientAddress: h.nextIp() });
    expect(await unavailable(down)).toEqual({ status: 503, body: { status: 'unavailable', reason: 'database unreachable' } });
  });

  it('marks every answer Cache-Control: no-store and JSON', async () => {
    await overHttp(h.app, async (base) => {
      for (const path of ['/api/health', '/api/whatever', '/api/auth/verify-token', '/api/users?page=%zz']) {
        const response = await fetch(`${base}${path}`);
        expect(response.headers.get('cache-control'), path).toBe('no-store');
        expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      }
    });
  });

  it('serves health and config: the development security check has no site key', async () => {
    expect((await h.request('/api/health')).body).toEqual({ status: 'ok' });
    expect((await h.request('/api/config')).body).toEqual({ securityCheck: 'development', turnstileSiteKey: null });
  });
});
