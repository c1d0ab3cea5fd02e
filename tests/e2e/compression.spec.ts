import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminToken } from './session';

/**
 * What a phone's browser gets over the wire (docs/decisions/041): static files as the build
 * compressed them, API answers compressed as they go, the plain bytes for a client that asks for
 * them, and event streams never held back by compression.
 */

/** The raw answer, headers and body as sent (Playwright's request would decode the body). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer; status: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks), status: response.statusCode ?? 0 }));
    }).on('error', reject);
  });
}

/** The login page's stylesheet and its largest script (small files are not worth a compressed copy). */
async function loginAssets(request: APIRequestContext): Promise<{ script: string; stylesheet: string }> {
  const html = await (await request.get('/auth/login')).text();
  const scripts = [...new Set(html.match(/\/_astro\/[^"]+\.js/g) ?? [])];
  const sizes = await Promise.all(scripts.map(async (path) => (await (await request.get(path)).body()).length));
  const script = scripts[sizes.indexOf(Math.max(...sizes))];
  const stylesheet = html.match(/<link[^>]+href="(\/_astro\/[^"]+\.css)"/)?.[1];
  expect(script, 'the login page loads a script').toBeDefined();
  expect(stylesheet, 'the login page loads a stylesheet').toBeDefined();
  return { script: script as string, stylesheet: stylesheet as string };
}

test.describe('compression', () => {
  test('a page shell, a script and a stylesheet go out brotli- or gzip-compressed, and plain to a client that asks for identity', async ({
    request,
    baseURL,
  }) => {
    const { script, stylesheet } = await loginAssets(request);
    for (const path of ['/auth/login', '/ja/accounts', script, stylesheet]) {
      const plain = await rawGet(`${baseURL}${path}`, { 'Accept-Encoding': 'identity' });
      expect(plain.status, path).toBe(200);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.headers.vary, path).toContain('Accept-Encoding');

      const brotli = await rawGet(`${baseURL}${path}`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(brotli.headers['content-encoding'], path).toBe('br');
      expect(brotli.headers.vary, path).toContain('Accept-Encoding');
      expect(brotli.headers['content-type'], path).toBe(plain.headers['content-type']);
      expect(brotli.body.length, path).toBeLessThan(plain.body.length / 2);
      expect(brotliDecompressSync(brotli.body).equals(plain.body), `${path}: the same bytes once decoded`).toBe(true);

      const gzip = await rawGet(`${baseURL}${path}`, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body), `${path}: the same bytes once decoded`).toBe(true);
    }
    // Hashed assets keep their year-long caching when compressed.
    const cached = await rawGet(`${baseURL}${script}`, { 'Accept-Encoding': 'br' });
    expect(cached.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a compressed shell is revalidated with its own ETag (304), never with the plain one', async ({ baseURL }) => {
    const brotli = await rawGet(`${baseURL}/auth/login`, { 'Accept-Encoding': 'br' });
    const plain = await rawGet(`${baseURL}/auth/login`, { 'Accept-Encoding': 'identity' });
    expect(brotli.headers.etag).toBeDefined();
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    const again = await rawGet(`${baseURL}/auth/login`, { 'Accept-Encoding': 'br', 'If-None-Match': String(brotli.headers.etag) });
    expect(again.status).toBe(304);
  });

  test('a large API list is compressed as it goes out, a small answer is not, and an event stream never is', async ({
    request,
    baseURL,
  }) => {
    const token = await adminToken(request);
    const auth = { Authorization: `Bearer ${token}` };
    // Other workers write audit entries meanwhile: the compressed answer is compared with plain ones
    // read just before and after it, in a round where those two agree (the list stood still).
    const read = (encoding: string) => rawGet(`${baseURL}/api/admin/audit?pageSize=100`, { ...auth, 'Accept-Encoding': encoding });
    const steadyRound = async () => {
      for (let round = 0; round < 5; round++) {
        const before = await read('identity');
        const compressed = await read('br, gzip');
        const after = await read('identity');
        if (before.body.equals(after.body)) return { plain: before, list: compressed };
      }
      throw new Error('the audit list changed in every round');
    };
    const { plain, list } = await steadyRound();
    expect(plain.status).toBe(200);
    expect(plain.body.length, 'the list is large enough to compress').toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(list.body).toString())).toEqual(JSON.parse(plain.body.toString()));

    const health = await rawGet(`${baseURL}/api/health`, { 'Accept-Encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });

    // The stream's headers and first event arrive at once, uncompressed.
    const stream = await new Promise<{ encoding?: string; type?: string; first: string }>((resolve, reject) => {
      const started = get(`${baseURL}/api/accounts/stream`, { headers: { ...auth, 'Accept-Encoding': 'br, gzip' } }, (response) => {
        response.once('data', (chunk: Buffer) => {
          resolve({ encoding: response.headers['content-encoding'], type: response.headers['content-type'], first: chunk.toString() });
          started.destroy();
        });
      });
      started.on('error', reject);
      setTimeout(() => reject(new Error('no event within 10 s')), 10_000).unref();
    });
    expect(stream.type).toContain('text/event-stream');
    expect(stream.encoding).toBeUndefined();
  });
});
