import { describe, expect, it, vi } from 'vitest';
import { de } from '../../src/i18n/de';
import { createApp } from '../../src/server/app';
import type { RateLimiter } from '../../src/server/auth/rateLimit';
import { drivers, useHarness } from './harness';

const badRequest = 'The request could not be read. Please check it and try again.';

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

  it('answers a body over 64 KB with 413, with or without a Content-Length header', async () => {
    const big = JSON.stringify({ email: 'big@example.com', password: 'Secret#123', userGeolocation: { pad: 'x'.repeat(70 * 1024) } });
    const declared = await h.request('/api/auth/login', { rawBody: big, headers: { 'Content-Length': String(Buffer.byteLength(big)) } });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ message: badRequest });
    const streamed = await h.request('/api/auth/login', { rawBody: big });
    expect(streamed.status).toBe(413);
    expect(streamed.body).toEqual({ message: badRequest });
  });

  it('refuses a geolocation object over 4 KB with 400', async () => {
    const response = await h.request('/api/auth/login', {
      body: { email: 'geo@example.com', password: 'Secret#123', userGeolocation: { pad: 'x'.repeat(5000) } },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Field is not valid' });
  });

  it('answers an unexpected server failure with 500 and the generic message, never the error itself', async () => {
    const failing = {
      hit: () => Promise.reject(new Error('boom in /srv/app/src/secret.ts:12')),
    } as unknown as RateLimiter;
    const app = createApp({ ...h.services, limiter: failing });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await app.request('/api/auth/register', { method: 'POST', body: '{}' }, { clientAddress: h.nextIp() });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ message: 'System Error - Something went wrong! Please try again later.' });
      expect(text).not.toMatch(/boom|secret\.ts|stack/);
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it('marks every answer Cache-Control: no-store and JSON', async () => {
    for (const path of ['/api/health', '/api/whatever', '/api/auth/verify-token']) {
      const response = await h.request(path);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });

  it('serves health and config: the development security check has no site key', async () => {
    expect((await h.request('/api/health')).body).toEqual({ status: 'ok' });
    expect((await h.request('/api/config')).body).toEqual({ securityCheck: 'development', turnstileSiteKey: null });
  });
});
