import { describe, expect, it } from 'vitest';
import { redirectFor, workArea } from '../../src/routing/access';
import { routesById } from '../../src/routing/routes';

/** Role routing (seed §2, §6), and the administrator who must first turn on two-step sign-in (issue 12). */
describe('redirectFor', () => {
  const admin = { status: 'signedIn' as const, role: 'ADMIN' };
  const member = { status: 'signedIn' as const, role: 'USER' };

  it('keeps each role on its own pages and sends it home from the others', () => {
    expect(redirectFor('admin', admin, '/dashboard')).toBeNull();
    expect(redirectFor('member', admin, '/accounts')).toBe('/dashboard');
    expect(redirectFor('admin', member, '/dashboard')).toBe('/accounts');
    expect(redirectFor('auth', { status: 'signedOut', role: null }, '/auth/login')).toBeNull();
    expect(redirectFor('admin', { status: 'verifying', role: null }, '/dashboard')).toBe('wait');
  });

  it('sends an administrator who must still turn on two-step sign-in to the profile, in any language', () => {
    const obliged = { ...admin, twoFactorSetupRequired: true };
    expect(redirectFor('admin', obliged, '/dashboard')).toBe('/admin-profile');
    expect(redirectFor('admin', obliged, '/zh/users')).toBe('/admin-profile');
    expect(redirectFor('member', obliged, '/accounts')).toBe('/admin-profile');
    expect(redirectFor('admin', obliged, '/admin-profile')).toBeNull();
    expect(redirectFor('admin', obliged, '/ja/admin-profile/')).toBeNull();
    expect(redirectFor('public', obliged, '/certificates/verify')).toBeNull();
    // The flag means nothing for a member.
    expect(redirectFor('member', { ...member, twoFactorSetupRequired: true }, '/accounts')).toBeNull();
  });

  it('lets everyone stay on the definitions page, signed in or not', () => {
    expect(routesById.howWeCalculate).toMatchObject({ pattern: '/how-we-calculate', area: 'public', screen: 'howWeCalculate' });
    for (const session of [admin, member, { status: 'signedOut' as const, role: null }]) {
      expect(redirectFor('public', session, '/de/how-we-calculate')).toBeNull();
    }
  });

  it('names the area a user works in, none for an administrator who must still turn it on (early requests, docs/decisions/041)', () => {
    expect(workArea('USER')).toBe('member');
    expect(workArea('USER', true)).toBe('member');
    expect(workArea('ADMIN')).toBe('admin');
    expect(workArea('SUPPORT', false)).toBe('admin');
    expect(workArea('ADMIN', true)).toBeNull();
  });
});
