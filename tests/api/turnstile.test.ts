import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnstileSecurityCheck } from '../../src/server/auth/securityCheck';

/** A local stand-in for Cloudflare's siteverify: answers by the token it is sent. */
let server: Server;
let verifyUrl: string;
const received: URLSearchParams[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const token = form.get('response');
      const answers: Record<string, object> = {
        good: { success: true, hostname: 'platform.example', action: 'register' },
        'other-host': { success: true, hostname: 'evil.example', action: 'register' },
        'other-action': { success: true, hostname: 'platform.example', action: 'login' },
        spent: { success: false, 'error-codes': ['timeout-or-duplicate'] },
      };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answers[token ?? ''] ?? { success: false, 'error-codes': ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Turnstile security check', () => {
  const check = () => turnstileSecurityCheck({ siteKey: 'site', secretKey: 'secret', verifyUrl, expectedHostname: 'platform.example' });

  it('accepts a token Cloudflare confirms for this host and the register action, sending secret and IP', async () => {
    expect(await check().verify('good', '203.0.113.9')).toBe('ok');
    const sent = received.at(-1);
    expect(sent?.get('secret')).toBe('secret');
    expect(sent?.get('remoteip')).toBe('203.0.113.9');
    expect(sent?.get('idempotency_key')).toBeTruthy();
  });

  it('refuses a token confirmed for another host or another action', async () => {
    expect(await check().verify('other-host', null)).toBe('failed');
    expect(await check().verify('other-action', null)).toBe('failed');
  });

  it('tells an expired or already used token from an invalid one', async () => {
    expect(await check().verify('spent', null)).toBe('expired');
    expect(await check().verify('forged', null)).toBe('failed');
  });

  it('fails closed when siteverify cannot be reached', async () => {
    const unreachable = turnstileSecurityCheck({ siteKey: 's', secretKey: 's', verifyUrl: 'http://127.0.0.1:9/', expectedHostname: 'x' });
    expect(await unreachable.verify('good', null)).toBe('failed');
  });
});
