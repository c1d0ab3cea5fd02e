import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness } from './harness';

describe('GET /api/openapi.json', () => {
  const h = new Harness('pglite');
  beforeAll(() => h.open());
  afterAll(() => h.close());

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
      ['/api/accounts/{id}', 'get'],
      ['/api/admin/challenges', 'post'],
      ['/api/admin/accounts/{id}/force', 'post'],
      ['/api/bridge/events', 'post'],
    ] as const) {
      expect(spec.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const order = JSON.stringify(spec.paths['/api/orders']?.post?.requestBody);
    expect(order).toContain('challengeId');
    expect(order).toContain('billing');
  });
});
