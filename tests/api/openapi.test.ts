import { readFileSync, writeFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPageSchema, AccountViewSchema } from '../../src/schemas/accounts';
import { LoginAnswerSchema } from '../../src/schemas/auth';
import { CatalogueSchema } from '../../src/schemas/challenges';
import { UserPageSchema } from '../../src/schemas/users';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import type { paths } from './generated/openapi';
import { Harness, PASSWORD } from './harness';
import { demoAccount, signedInAdmin } from './tradingHelpers';

/** The types an integrator generates from the document; `npm run openapi:types` rewrites them. */
const typesFile = new URL('./generated/openapi.d.ts', import.meta.url);

describe('GET /api/openapi.json', () => {
  const h = new Harness('pglite');
  // Opening PGlite and migrating takes seconds on a busy machine.
  beforeAll(() => h.open(), 60_000);
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

  it('passes Redocly’s recommended ruleset without an error', async () => {
    const source = (await h.request('/api/openapi.json')).text;
    const problems = await lintFromString({
      source,
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((error) => `${error.ruleId}: ${error.message} at ${error.location[0]?.pointer}`)).toEqual([]);
  }, 60_000);

  it('gives an integrator the committed client types (npm run openapi:types after a change)', async () => {
    const document = (await h.request('/api/openapi.json')).body;
    const types = astToString(await openapiTS(document));
    if (process.env.UPDATE_OPENAPI_TYPES) writeFileSync(typesFile, types);
    expect(types).toBe(readFileSync(typesFile, 'utf8'));
  }, 60_000);

  it('serves an integrator’s generated client: sign-in, accounts, an account, the catalogue, the users list', async () => {
    await seedCatalogue(h.db);
    const { email, user } = await h.member();
    const api = createClient<paths>({
      baseUrl: 'http://localhost',
      fetch: async (request) => h.app.request(request, undefined, { clientAddress: h.nextIp() }),
    });

    const login = await api.POST('/api/auth/login', { body: { email, password: PASSWORD } });
    expect(login.response.status).toBe(200);
    const session = v.parse(LoginAnswerSchema, login.data);
    if (!('accessToken' in session)) throw new Error('A member without two-step sign-in gets a session');
    const member = { headers: { Authorization: `Bearer ${session.accessToken}` } };
    const opened = await demoAccount(h, session.accessToken);

    const accounts = await api.GET('/api/accounts', { ...member, params: { query: { status: 'all' } } });
    expect(accounts.response.status).toBe(200);
    expect(v.parse(AccountPageSchema, accounts.data).items.map((account) => account.id)).toEqual([opened.id]);

    const account = await api.GET('/api/accounts/{id}', { ...member, params: { path: { id: opened.id } } });
    expect(account.response.status).toBe(200);
    expect(v.parse(AccountViewSchema, account.data)).toMatchObject({ id: opened.id, login: opened.login, status: 'active' });

    const catalogue = await api.GET('/api/challenges');
    expect(catalogue.response.status).toBe(200);
    expect(v.parse(CatalogueSchema, catalogue.data).items.map((product) => product.slug)).toContain('two-step-10k');

    const refused = await api.GET('/api/users', { ...member, params: { query: {} } });
    expect(refused.response.status).toBe(403);
    expect(refused.error?.message).toEqual(expect.any(String));

    const admin = await signedInAdmin(h);
    const users = await api.GET('/api/users', { headers: { Authorization: `Bearer ${admin.token}` }, params: { query: { q: email } } });
    expect(users.response.status).toBe(200);
    expect(v.parse(UserPageSchema, users.data).items).toEqual([expect.objectContaining({ id: user.id, email, accounts: 1 })]);
  }, 60_000);
});
