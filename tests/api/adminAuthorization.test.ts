import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useHarness } from './harness';
import { forbidden, signedInAdmin, signedInMember, unauthorized } from './tradingHelpers';

/**
 * Every administration route answers 401 signed out and 403 to a member, and lets an administrator
 * through. The table must name every admin route the app has: a route added without an entry here
 * fails the first test, so no admin route ships without its authorisation checked.
 */
const id = randomUUID();
const adminRoutes: Record<string, { path: string; body?: unknown }> = {
  'GET /api/admin/challenges': { path: '/api/admin/challenges' },
  'POST /api/admin/challenges': { path: '/api/admin/challenges', body: {} },
  'GET /api/admin/challenges/:id': { path: `/api/admin/challenges/${id}` },
  'PUT /api/admin/challenges/:id': { path: `/api/admin/challenges/${id}`, body: {} },
  'DELETE /api/admin/challenges/:id': { path: `/api/admin/challenges/${id}` },
  'POST /api/admin/challenges/:id/archive': { path: `/api/admin/challenges/${id}/archive` },
  'POST /api/admin/challenges/:id/restore': { path: `/api/admin/challenges/${id}/restore` },
  'GET /api/admin/dashboard': { path: '/api/admin/dashboard?from=2026-01-01&to=2026-01-31' },
  'GET /api/admin/orders': { path: '/api/admin/orders' },
  'POST /api/admin/orders/:id/mark-paid': { path: `/api/admin/orders/${id}/mark-paid` },
  'POST /api/admin/orders/:id/refund': { path: `/api/admin/orders/${id}/refund`, body: { reason: 'test' } },
  'POST /api/admin/orders/:id/cancel': { path: `/api/admin/orders/${id}/cancel` },
  'POST /api/admin/orders/:id/confirm-vat-number': { path: `/api/admin/orders/${id}/confirm-vat-number` },
  'GET /api/admin/orders/export.csv': { path: '/api/admin/orders/export.csv' },
  'GET /api/admin/audit': { path: '/api/admin/audit' },
  'GET /api/admin/audit/actions': { path: '/api/admin/audit/actions' },
  'POST /api/admin/grants': { path: '/api/admin/grants', body: {} },
  'GET /api/admin/discount-codes': { path: '/api/admin/discount-codes' },
  'POST /api/admin/discount-codes': { path: '/api/admin/discount-codes', body: {} },
  'POST /api/admin/discount-codes/:id/disable': { path: `/api/admin/discount-codes/${id}/disable` },
  'PUT /api/admin/discount-codes/:id': { path: `/api/admin/discount-codes/${id}`, body: {} },
  'GET /api/admin/certificates': { path: '/api/admin/certificates' },
  'POST /api/admin/certificates': { path: '/api/admin/certificates', body: {} },
  'POST /api/admin/certificates/:id/revoke': { path: `/api/admin/certificates/${id}/revoke`, body: { reason: 'test' } },
  'GET /api/admin/payouts': { path: '/api/admin/payouts' },
  'GET /api/admin/payouts/summary': { path: '/api/admin/payouts/summary' },
  'GET /api/admin/payouts/:id': { path: `/api/admin/payouts/${id}` },
  'POST /api/admin/payouts/:id/approve': { path: `/api/admin/payouts/${id}/approve` },
  'POST /api/admin/payouts/:id/reject': { path: `/api/admin/payouts/${id}/reject`, body: { reason: 'test' } },
  'POST /api/admin/payouts/:id/pay': { path: `/api/admin/payouts/${id}/pay`, body: { reference: 'test' } },
  'GET /api/admin/news': { path: '/api/admin/news' },
  'POST /api/admin/news/import/preview': { path: '/api/admin/news/import/preview', body: {} },
  'POST /api/admin/news/import': { path: '/api/admin/news/import', body: {} },
  'PUT /api/admin/news/:id': { path: `/api/admin/news/${id}`, body: {} },
  'DELETE /api/admin/news/:id': { path: `/api/admin/news/${id}` },
  'GET /api/admin/users/:id/accounts': { path: `/api/admin/users/${id}/accounts` },
  'POST /api/admin/accounts/:id/force': { path: `/api/admin/accounts/${id}/force`, body: { action: 'pass', reason: 'test' } },
  'GET /api/admin/accounts/:id/platform': { path: `/api/admin/accounts/${id}/platform` },
  'POST /api/admin/accounts/:id/platform/trading-state': {
    path: `/api/admin/accounts/${id}/platform/trading-state`,
    body: { state: 'disabled', reason: 'test' },
  },
  'POST /api/admin/accounts/:id/platform/password': { path: `/api/admin/accounts/${id}/platform/password` },
  'GET /api/admin/platform-commands': { path: '/api/admin/platform-commands' },
  'POST /api/admin/platform-commands/:id/retry': { path: `/api/admin/platform-commands/${id}/retry` },
  'GET /api/admin/risk/flags': { path: '/api/admin/risk/flags' },
  'GET /api/admin/risk/summary': { path: '/api/admin/risk/summary' },
  'GET /api/admin/risk/flags/:id': { path: `/api/admin/risk/flags/${id}` },
  'POST /api/admin/risk/flags/:id/decision': { path: `/api/admin/risk/flags/${id}/decision`, body: { action: 'dismiss', reason: 'fine' } },
  'POST /api/admin/risk/accounts/:id/rescan': { path: `/api/admin/risk/accounts/${id}/rescan` },
  'PATCH /api/users/:id/status': { path: `/api/users/${id}/status`, body: { status: 'Active' } },
  'GET /api/users': { path: '/api/users' },
  'POST /api/users': { path: '/api/users', body: {} },
  'PATCH /api/users/status': { path: '/api/users/status', body: { ids: [id], status: 'Active' } },
  'POST /api/users/delete': { path: '/api/users/delete', body: { ids: [id] } },
  'GET /api/users/:id': { path: `/api/users/${id}` },
  'PUT /api/users/:id': { path: `/api/users/${id}`, body: {} },
  'DELETE /api/users/:id': { path: `/api/users/${id}` },
  'POST /api/users/:id/password-reset': { path: `/api/users/${id}/password-reset` },
  'POST /api/users/:id/two-factor/reset': { path: `/api/users/${id}/two-factor/reset`, body: { reason: 'test' } },
  'GET /api/users/:id/verification': { path: `/api/users/${id}/verification` },
  'POST /api/users/:id/verification/decision': {
    path: `/api/users/${id}/verification/decision`,
    body: { action: 'approve', reason: 'test' },
  },
  'POST /api/users/:id/verification/holder-names': {
    path: `/api/users/${id}/verification/holder-names`,
    body: { name: 'A B', reason: 'test' },
  },
};

describe('administration routes', () => {
  const h = useHarness('pglite');

  it('the table names every admin route of the app, and only those', () => {
    const found = new Set<string>();
    for (const route of h.app.routes) {
      if (route.method === 'ALL') continue;
      if (route.path.startsWith('/api/admin/') || route.path === '/api/users' || route.path.startsWith('/api/users/'))
        found.add(`${route.method} ${route.path}`);
    }
    expect([...found].sort()).toEqual(Object.keys(adminRoutes).sort());
  });

  it('signed out: 401; a member: 403; an administrator gets past the guard', async () => {
    const member = await signedInMember(h);
    const admin = await signedInAdmin(h);
    for (const [name, { path, body }] of Object.entries(adminRoutes)) {
      const method = name.split(' ')[0] as string;
      const call = (token?: string) => h.request(path, { method, ...(body !== undefined && { body }), ...(token && { token }) });
      expect(await call(), `${name} signed out`).toMatchObject({ status: 401, body: unauthorized });
      expect(await call(member.token), `${name} as a member`).toMatchObject({ status: 403, body: forbidden });
      const answer = await call(admin.token);
      expect([401, 403], `${name} as an administrator: ${answer.text}`).not.toContain(answer.status);
      // A guard that answered for the route would say so; the administrator reached the handler or its validation.
      expect(answer.status, name).toBeLessThan(500);
    }
  });
});
