import { localizePath, splitLocale } from '../i18n/locales';
import { type PageKind, redirectFor, workArea } from '../routing/access';
import { allowPage, rememberArea } from './pageAccess';
import { $session } from './session';
import { releaseSplash } from './splash';

/**
 * Applies role routing to this page once the session is known, and keeps the splash over the
 * page until then, so no protected content shows to someone who may not see it.
 */
export function guardPage(page: PageKind): void {
  $session.subscribe((session) => {
    // An expired session shows its message, then goes to the login page by itself.
    if (session.status === 'expired') return;
    const target = redirectFor(
      page,
      { status: session.status, role: session.user?.role ?? null, twoFactorSetupRequired: session.user?.twoFactorSetupRequired },
      window.location.pathname,
    );
    if (target === 'wait') return;
    rememberArea(session.status === 'signedIn' && session.user ? workArea(session.user.role, session.user.twoFactorSetupRequired) : null);
    if (target) {
      const { locale } = splitLocale(window.location.pathname);
      window.location.replace(localizePath(target, locale));
      return;
    }
    // Later changes (signing in on the login page, signing out) route again.
    releaseSplash('session');
    allowPage();
  });
}
