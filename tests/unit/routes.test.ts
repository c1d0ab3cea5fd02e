import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, buildPath, matchRoute, routes, routesById } from '../../src/routing/routes';

describe('route table', () => {
  it('lists every route of the seed', () => {
    const patterns = routes.map((r) => r.pattern);
    for (const pattern of [
      '/auth/login',
      '/auth/registration',
      '/auth/forgot-password',
      '/error/404',
      '/error/500',
      '/logout',
      '/accounts',
      '/accounts/account-overview',
      '/accounts/trading-overview',
      '/accounts/profile',
      '/billing',
      '/payout',
      '/certificates',
      '/news-calendar',
      '/help-support',
      '/start-new-challenge',
      '/dashboard',
      '/orders',
      '/users',
      '/users/challenge/create',
      '/users/:userId/trading-accounts',
      '/users/:userId/trading-accounts/:tradingAccountId/view-report',
      '/users/:userId/edit-user',
      '/users/edit-user',
      '/challenges',
      '/challenges/create',
      '/challenges/edit/:id',
      '/admin-payouts-requests',
      '/admin-certificates',
      '/admin-profile',
    ]) {
      expect(patterns).toContain(pattern);
    }
  });

  it('matches paths with ids, and prefers fixed segments', () => {
    expect(matchRoute('/users/42/trading-accounts/7/view-report')).toEqual({
      route: routesById.viewReport,
      params: { userId: '42', tradingAccountId: '7' },
    });
    expect(matchRoute('/users/edit-user')?.route.id).toBe('editUser');
    expect(matchRoute('/users/challenge/create')?.route.id).toBe('userChallengeCreate');
    expect(matchRoute('/challenges/edit/')).toBeNull();
    expect(matchRoute('/nowhere')).toBeNull();
  });

  it('builds breadcrumbs from parents, with ids filled in', () => {
    expect(breadcrumbTrail(routesById.viewReport).map((r) => r.id)).toEqual(['users', 'userTradingAccounts', 'viewReport']);
    expect(buildPath(routesById.userTradingAccounts.pattern, { userId: 'a b' })).toBe('/users/a%20b/trading-accounts');
    // The news import has no menu item: it sits under the dashboard, which links to it.
    expect(breadcrumbTrail(routesById.adminNews).map((r) => r.id)).toEqual(['dashboard', 'adminNews']);
    expect(matchRoute('/dashboard/news')?.route).toMatchObject({ id: 'adminNews', area: 'admin', screen: 'adminNews' });
  });
});
