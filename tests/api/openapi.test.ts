import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness } from './harness';

describe('GET /api/openapi.json', () => {
  const h = new Harness('pglite');
  // Opening PGlite and migrating takes seconds on a busy machine.
  beforeAll(() => h.open(), 30_000);
  afterAll(() => h.close(), 30_000);

  it('documents the routes with the request schemas the server validates', async () => {
    const response = await h.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const spec = response.body as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>>;
    };
    expect(spec.openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ['/api/auth/login', 'post'],
      ['/api/auth/register', 'post'],
      ['/api/orders', 'post'],
      ['/api/accounts', 'get'],
      ['/api/accounts/{id}', 'get'],
      ['/api/accounts/{id}/breach', 'get'],
      ['/api/accounts/{id}/stream', 'get'],
      ['/api/accounts/stream', 'get'],
      ['/api/admin/challenges', 'post'],
      ['/api/admin/accounts/{id}/force', 'post'],
      ['/api/bridge/events', 'post'],
      ['/api/payouts', 'post'],
      ['/api/admin/payouts/{id}/pay', 'post'],
    ] as const) {
      expect(spec.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const order = JSON.stringify(spec.paths['/api/orders']?.post?.requestBody);
    expect(order).toContain('challengeId');
    expect(order).toContain('billing');
    const payout = JSON.stringify(spec.paths['/api/payouts']?.post?.requestBody);
    expect(payout).toContain('destination');
    expect(payout).toContain('iban');
  });
});
