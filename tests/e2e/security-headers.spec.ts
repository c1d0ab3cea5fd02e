import { createHash } from 'node:crypto';
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { locales, localizePath } from '../../src/i18n';
import { buildPath, routes } from '../../src/routing/routes';
import { adminToken, admin as adminUser, member, signInAs } from './session';

const sampleParams = { userId: '42', tradingAccountId: '7', id: 'two-step-100k', code: 'ZZZZZZZZ22' };

/**
 * The headers of every document (docs/decisions/035): pages and SVG images the policy and the rest,
 * JSON a policy that allows nothing; scripts, stylesheets and fonts only nosniff (decision 041).
 */
function expectSecured(response: APIResponse, what: string, kind: 'page' | 'api' | 'asset' = 'page') {
  const headers = response.headers();
  if (kind === 'asset') {
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['content-security-policy'], what).toBeUndefined();
    expect(headers['permissions-policy'], what).toBeUndefined();
    expect(headers['strict-transport-security'], what).toBeUndefined();
    return '';
  }
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';
  if (kind === 'api') {
    expect(csp, what).toBe("default-src 'none'; frame-ancestors 'none'");
  } else {
    expect(directive('script-src'), what).toMatch(/^script-src 'self' /);
    expect(directive('script-src'), what).not.toContain('unsafe-inline');
    expect(directive('script-src'), what).not.toContain('unsafe-eval');
    expect(directive('script-src'), what).toContain('https://challenges.cloudflare.com');
    expect(directive('frame-ancestors'), what).toBe("frame-ancestors 'none'");
    expect(directive('object-src'), what).toBe("object-src 'none'");
  }
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('same-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  // The e2e server is plain HTTP and no proxy said otherwise: no HSTS.
  expect(headers['strict-transport-security'], what).toBeUndefined();
  return csp;
}

/** Inline scripts a browser would run (JSON data blocks are not run). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes, body]) =>
        body !== '' && !/\bsrc\s*=/i.test(attributes ?? '') && !/type\s*=\s*"application\/(ld\+)?json"/i.test(attributes ?? ''),
    )
    .map(([, , body]) => body as string);
}

test.describe('security headers', () => {
  test('every page in every locale, each asset it loads and the 404 page carry theirs; every inline script is in the policy', async ({
    request,
  }) => {
    const assets = new Set<string>(['/favicon.svg']);
    const paths = locales.flatMap((locale) => routes.map((route) => localizePath(buildPath(route.pattern, sampleParams), locale)));
    for (const path of [...paths, '/no-such-page', '/ja/no-such-page']) {
      const response = await request.get(path);
      const csp = expectSecured(response, path);
      const html = await response.text();
      for (const script of inlineScripts(html)) {
        const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
        expect(csp, `${path}: ${script.slice(0, 60)}`).toContain(hash);
      }
      for (const [, asset] of html.matchAll(
        /(?:src|href|component-url|renderer-url|before-hydration-url)="(\/(?!\/)[^"?#]+\.[a-z0-9]+)"/g,
      )) {
        assets.add(asset as string);
      }
    }
    // Fonts and images come from the stylesheets.
    for (const sheet of [...assets].filter((asset) => asset.endsWith('.css'))) {
      const css = await (await request.get(sheet)).text();
      for (const [, url] of css.matchAll(/url\((\/_astro\/[^)'"]+)\)/g)) assets.add(url as string);
    }
    expect([...assets].filter((asset) => asset.startsWith('/_astro/')).length).toBeGreaterThan(5);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expectSecured(response, asset, /\.(js|css|woff2?)$/.test(asset) ? 'asset' : 'page');
      // Hashed build assets never change: browsers keep them for a year without asking again.
      if (asset.startsWith('/_astro/')) expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
  });

  test('API answers carry them with a policy that allows nothing, and are never cached, successes and refusals alike', async ({
    request,
  }) => {
    const token = await adminToken(request);
    const answers = [
      await request.get('/api/health'),
      await request.get('/api/openapi.json'),
      await request.get('/api/nothing-here'),
      await request.get('/api/accounts'),
      await request.get('/api/admin/challenges', { headers: { Authorization: `Bearer ${token}` } }),
      await request.post('/api/auth/login', { data: { email: 'nobody' } }),
    ];
    expect(answers.map((answer) => answer.status())).toEqual([200, 200, 404, 401, 200, 400]);
    for (const answer of answers) {
      expectSecured(answer, answer.url(), 'api');
      expect(answer.headers()['cache-control'], answer.url()).toBe('no-store');
      expect(answer.headers()['x-request-id'], answer.url()).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set(answers.map((answer) => answer.headers()['x-request-id'])).size).toBe(answers.length);
  });

  test('a missing script is answered with the 404 page, which carries the page policy', async ({ request }) => {
    const response = await request.get('/_astro/no-such-chunk.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
    expectSecured(response, 'the 404 page of a missing script');
  });

  test('HSTS only when a trusted proxy says the request came over HTTPS', async ({ request }) => {
    // The e2e server runs with TRUST_PROXY=true (playwright.config.ts).
    const script = (await (await request.get('/auth/login')).text()).match(/\/_astro\/[^"]+\.js/)?.[0] as string;
    for (const path of ['/auth/login', '/api/health', script]) {
      const secure = await request.get(path, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(secure.headers()['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
      const plain = await request.get(path, { headers: { 'X-Forwarded-Proto': 'http' } });
      expect(plain.headers()['strict-transport-security'], path).toBeUndefined();
    }
  });
});

/** Every page of an area, opened in the browser: nothing the policy refuses. */
test.describe('the policy breaks nothing', () => {
  // Each walk opens every page of an area (sixteen for an administrator), each bounded below; on
  // CI's busy two cores the whole walk needs more than the default minute.
  test.describe.configure({ timeout: 180_000 });
  /** Opens each path and returns what Chromium refused under the page's policy. */
  async function visit(page: Page, paths: string[]): Promise<string[]> {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(`${page.url()}: ${message.text()}`);
    });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html'), path).not.toHaveAttribute('data-splash', '', { timeout: 15_000 });
      // The splash goes once the session is checked and the islands have started.
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
    return refused;
  }

  test('public, sign-in and error pages', async ({ page }) => {
    const paths = routes
      .filter((route) => ['auth', 'error', 'public'].includes(route.area))
      .map((route) => buildPath(route.pattern, sampleParams));
    expect(await visit(page, paths)).toEqual([]);
  });

  test("a member's pages", async ({ page, request }) => {
    await signInAs(page, request, member);
    const paths = routes.filter((route) => route.area === 'member').map((route) => localizePath(route.pattern, 'ja'));
    expect(await visit(page, paths)).toEqual([]);
  });

  test("an administrator's pages, with a real user, account and challenge", async ({ page, request }) => {
    const token = await signInAs(page, request, adminUser);
    const headers = { Authorization: `Bearer ${token}` };
    const users = (await (await request.get('/api/users?q=member%40demo.local', { headers })).json()) as { items: { id: string }[] };
    const userId = users.items[0]?.id ?? '';
    const accounts = (await (await request.get(`/api/admin/users/${userId}/accounts`, { headers })).json()) as {
      items: { id: string }[];
    };
    const challenges = (await (await request.get('/api/admin/challenges', { headers })).json()) as { items: { id: string }[] };
    const params = { userId, tradingAccountId: accounts.items[0]?.id ?? '', id: challenges.items[0]?.id ?? '' };
    const paths = routes.filter((route) => route.area === 'admin').map((route) => buildPath(route.pattern, params));
    expect(await visit(page, paths)).toEqual([]);
  });
});
