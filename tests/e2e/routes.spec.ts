import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { dictionaries, locales, localizePath } from '../../src/i18n';
import { buildPath, routes } from '../../src/routing/routes';
import { adminToken } from './session';

const sampleParams = { userId: '42', tradingAccountId: '7', id: 'two-step-100k', code: 'ZZZZZZZZ22', flagId: '9' };
const decode = (html: string) =>
  html
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

test.describe('every route in every locale', () => {
  for (const locale of locales) {
    test(`${locale}: each route answers 200 (404 for an unknown certificate) with lang="${locale}" and its translated heading @smoke`, async ({
      request,
    }) => {
      const t = dictionaries[locale];
      for (const route of routes) {
        const path = localizePath(buildPath(route.pattern, sampleParams), locale);
        const response = await request.get(path);
        // No certificate has the sample code: its page says so, with 404 (docs/decisions/040).
        expect(response.status(), path).toBe(route.id === 'certificateVerify' ? 404 : 200);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${locale}"`);
        if (route.area === 'root') continue; // `/` and `/logout` redirect at once; their title names the page.
        const heading = decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');
        expect(heading, path).toBe(t[route.title]);
      }
    });
  }

  test('an unknown path gets the 404 page with status 404, in the language of its prefix @smoke', async ({ request }) => {
    for (const [path, locale] of [
      ['/no-such-page', 'en'],
      ['/fr/no-such-page', 'fr'],
      ['/users/42/edit-user/extra', 'en'],
      ['/ja/challenges/edit/', 'ja'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(decode(html)).toContain(dictionaries[locale]['page.error404.title']);
    }
  });

  test('the error pages offer Return Home, to /dashboard for someone who is not a member', async ({ page }) => {
    await page.goto('/error/500');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('System Error - Something went wrong! Please try again later.');
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/dashboard');
    await page.goto('/es/error/404');
    await expect(page.getByRole('link', { name: dictionaries.es['error.returnHome'] })).toHaveAttribute('href', '/es/dashboard');
  });

  test('the API answers health and unknown paths in JSON @smoke', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    // Idle connections are kept longer than a proxy's (or this test's client's) own idle timeout,
    // so a reused connection is never one the server is closing (scripts/serve.mjs).
    expect(health.headers()['keep-alive']).toBe('timeout=65');
    const missing = await request.get('/api/nothing-here.csv');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found' });
  });

  test('requests no handler can read are refused in JSON too: a NUL or CR in the request line, huge headers', async ({ baseURL }) => {
    const { hostname, port } = new URL(baseURL ?? '');
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), hostname, () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const line of ['GET /api/user/a\u0000b HTTP/1.1', 'GET /api/user/a\rb HTTP/1.1']) {
      const answer = await raw(`${line}\r\nHost: x\r\n\r\n`);
      expect(answer, line).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer, line).toContain('Content-Type: application/json');
      expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toEqual({
        message: 'The request could not be read. Please check it and try again.',
      });
    }
    const huge = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
  });

  test('hostile paths and queries get a JSON 4xx from the API, never a page, a redirect or a 500', async ({ request }) => {
    const token = await adminToken(request);
    for (const path of [
      '/api/user/%E0%A4%A',
      '/api/user/%ZZ',
      '/api/user/a%0D%0Ab',
      '/api/user/..%2f..%2fhealth',
      '/api/users/..%2F',
      '/api/users?q=%E0%A4%A%',
      '/api/users?q=%00',
      '/api/users?page=99999999999999999999',
      '/api/admin/users/%E0%A4%A/accounts',
    ]) {
      const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` }, maxRedirects: 0 });
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(response.status(), path).toBeLessThan(500);
      expect(response.headers()['content-type'], path).toMatch(/^application\/json/);
      expect(await response.json(), path).toEqual({ message: expect.any(String) });
    }
  });

  test('a page carries only its own language', async ({ request }) => {
    const html = await (await request.get('/de/accounts/profile')).text();
    // The Appearance panel's strings are shipped to the browser: only the German ones.
    expect(html).toContain(dictionaries.de['appearance.title']);
    const scripts = [...html.matchAll(/(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    const shipped = [html, ...(await Promise.all(scripts.map(async (src) => (await request.get(src)).text())))].join('\n');
    for (const other of locales.filter((l) => l !== 'de')) {
      expect(shipped, other).not.toContain(dictionaries[other]['appearance.reloadNotice']);
      expect(shipped, other).not.toContain(dictionaries[other]['page.error500.title']);
    }
  });
});
