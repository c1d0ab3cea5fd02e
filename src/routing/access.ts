import { splitLocale } from '../i18n/locales';
import type { SessionStatus } from '../stores/session';
import type { Area } from './routes';

/**
 * Role routing (seed §2, §6): where a visitor of a page must go instead, or null to stay.
 * Signed out: auth pages only. Members (role USER): member pages; auth, admin and unknown paths
 * go to /accounts. Everyone else: admin pages; the rest goes to /dashboard. The error pages
 * and the public pages (certificate verification, how we calculate) stay open to all; an
 * unknown path (served as the 404 page) routes like any other page.
 * While the session is still being verified the answer is 'wait'.
 */
export type PageKind = Area | 'unknown';

export function redirectFor(
  page: PageKind,
  session: { status: SessionStatus; role: string | null; twoFactorSetupRequired?: boolean | undefined },
  path = '',
): string | null | 'wait' {
  if (session.status === 'verifying') return 'wait';
  if (page === 'error' || page === 'public') return null;
  if (session.status !== 'signedIn' || session.role === null) return page === 'auth' ? null : '/auth/login';
  const own = workArea(session.role, session.twoFactorSetupRequired);
  // An administrator who must turn on two-step sign-in (ADMIN_REQUIRE_2FA) does so on the profile first.
  if (own === null) return splitLocale(path).path.replace(/\/$/, '') === setUpTwoFactorAt ? null : setUpTwoFactorAt;
  return page === own ? null : own === 'member' ? '/accounts' : '/dashboard';
}

/** The area a signed-in user works in: none yet for an administrator who must turn on two-step sign-in. */
export function workArea(role: string, twoFactorSetupRequired?: boolean): 'member' | 'admin' | null {
  if (role === 'USER') return 'member';
  return twoFactorSetupRequired ? null : 'admin';
}

export const setUpTwoFactorAt = '/admin-profile';
