import type { MessageKey } from '../i18n/en';

/**
 * Every screen of the product (seed §2). Pages are rendered from this table, so a route,
 * its area (which layout and who may see it), its title and its breadcrumbs live in one place.
 * `:name` segments take any id; those routes are rendered on demand (docs/decisions/002).
 */
/** `public`: open to everyone, signed in or not (certificate verification, how we calculate). */
export type Area = 'auth' | 'member' | 'admin' | 'error' | 'root' | 'public';

export type RouteId =
  | 'home'
  | 'logout'
  | 'error404'
  | 'error500'
  | 'authIndex'
  | 'login'
  | 'loginAdmin'
  | 'registration'
  | 'forgotPassword'
  | 'resetPassword'
  | 'accounts'
  | 'accountOverview'
  | 'tradingOverview'
  | 'profile'
  | 'billing'
  | 'payout'
  | 'verification'
  | 'verificationDemo'
  | 'certificates'
  | 'newsCalendar'
  | 'helpSupport'
  | 'startNewChallenge'
  | 'dashboard'
  | 'orders'
  | 'users'
  | 'userChallengeCreate'
  | 'userTradingAccounts'
  | 'viewReport'
  | 'userEdit'
  | 'editUser'
  | 'challenges'
  | 'challengeCreate'
  | 'challengeEdit'
  | 'adminPayouts'
  | 'adminCertificates'
  | 'adminProfile'
  | 'adminNews'
  | 'risk'
  | 'riskFlag'
  | 'certificateVerify'
  | 'howWeCalculate';

/** What a route shows inside its layout; src/screens/index.ts maps each to its component. */
export type ScreenId =
  | 'login'
  | 'registration'
  | 'forgotPassword'
  | 'resetPassword'
  | 'profile'
  | 'accounts'
  | 'accountOverview'
  | 'tradingOverview'
  | 'startNewChallenge'
  | 'billing'
  | 'certificates'
  | 'certificateVerify'
  | 'payout'
  | 'verification'
  | 'verificationDemo'
  | 'helpSupport'
  | 'newsCalendar'
  | 'orders'
  | 'users'
  | 'userEdit'
  | 'dashboard'
  | 'giveChallenge'
  | 'adminProfile'
  | 'adminPayouts'
  | 'adminCertificates'
  | 'userTradingAccounts'
  | 'viewReport'
  | 'challenges'
  | 'challengeEditor'
  | 'adminNews'
  | 'risk'
  | 'riskFlag'
  | 'howWeCalculate';

export interface RouteDef {
  id: RouteId;
  /** The screen rendered in the route's layout; none yet for routes whose issue is still open. */
  screen?: ScreenId;
  pattern: string;
  area: Area;
  title: MessageKey;
  description?: MessageKey;
  /** The route this one sits under in the breadcrumbs. */
  parent?: RouteId;
}

const routeList: RouteDef[] = [
  { id: 'home', pattern: '/', area: 'root', title: 'page.home.title' },
  { id: 'logout', pattern: '/logout', area: 'root', title: 'page.logout.title' },
  { id: 'error404', pattern: '/error/404', area: 'error', title: 'page.error404.title' },
  { id: 'error500', pattern: '/error/500', area: 'error', title: 'page.error500.title' },

  { id: 'authIndex', pattern: '/auth', area: 'auth', title: 'page.login.title', screen: 'login' },
  { id: 'login', pattern: '/auth/login', area: 'auth', title: 'page.login.title', screen: 'login' },
  { id: 'loginAdmin', pattern: '/auth/login/admin', area: 'auth', title: 'page.loginAdmin.title', screen: 'login' },
  { id: 'registration', pattern: '/auth/registration', area: 'auth', title: 'page.registration.title', screen: 'registration' },
  { id: 'forgotPassword', pattern: '/auth/forgot-password', area: 'auth', title: 'page.forgotPassword.title', screen: 'forgotPassword' },
  { id: 'resetPassword', pattern: '/auth/reset-password', area: 'auth', title: 'page.resetPassword.title', screen: 'resetPassword' },

  { id: 'accounts', pattern: '/accounts', area: 'member', title: 'page.accounts.title', screen: 'accounts' },
  {
    id: 'accountOverview',
    pattern: '/accounts/account-overview',
    area: 'member',
    title: 'page.accountOverview.title',
    parent: 'accounts',
    screen: 'accountOverview',
  },
  {
    id: 'tradingOverview',
    pattern: '/accounts/trading-overview',
    area: 'member',
    title: 'page.tradingOverview.title',
    parent: 'accounts',
    screen: 'tradingOverview',
  },
  { id: 'profile', pattern: '/accounts/profile', area: 'member', title: 'page.profile.title', parent: 'accounts', screen: 'profile' },
  { id: 'billing', pattern: '/billing', area: 'member', title: 'page.billing.title', screen: 'billing' },
  { id: 'payout', pattern: '/payout', area: 'member', title: 'page.payout.title', screen: 'payout' },
  // Identity verification (issue 31); the demo provider's hosted flow is our own page under it.
  { id: 'verification', pattern: '/verification', area: 'member', title: 'page.verification.title', screen: 'verification' },
  {
    id: 'verificationDemo',
    pattern: '/verification/demo',
    area: 'member',
    title: 'page.verificationDemo.title',
    parent: 'verification',
    screen: 'verificationDemo',
  },
  { id: 'certificates', pattern: '/certificates', area: 'member', title: 'page.certificates.title', screen: 'certificates' },
  {
    id: 'certificateVerify',
    pattern: '/certificates/verify/:code',
    area: 'public',
    title: 'page.certificateVerify.title',
    screen: 'certificateVerify',
  },
  // The published definitions (docs/definitions.md); every figure of an account links to its section.
  { id: 'howWeCalculate', pattern: '/how-we-calculate', area: 'public', title: 'page.howWeCalculate.title', screen: 'howWeCalculate' },
  { id: 'newsCalendar', pattern: '/news-calendar', area: 'member', title: 'page.newsCalendar.title', screen: 'newsCalendar' },
  { id: 'helpSupport', pattern: '/help-support', area: 'member', title: 'page.helpSupport.title', screen: 'helpSupport' },
  {
    id: 'startNewChallenge',
    pattern: '/start-new-challenge',
    area: 'member',
    title: 'page.startNewChallenge.title',
    screen: 'startNewChallenge',
  },

  { id: 'dashboard', pattern: '/dashboard', area: 'admin', title: 'page.dashboard.title', screen: 'dashboard' },
  // Not in the admin menu (the seed fixes it): reached from the dashboard's header.
  { id: 'adminNews', pattern: '/dashboard/news', area: 'admin', title: 'page.adminNews.title', parent: 'dashboard', screen: 'adminNews' },
  { id: 'orders', pattern: '/orders', area: 'admin', title: 'page.orders.title', screen: 'orders' },
  { id: 'users', pattern: '/users', area: 'admin', title: 'page.users.title', screen: 'users' },
  {
    id: 'userChallengeCreate',
    pattern: '/users/challenge/create',
    area: 'admin',
    title: 'page.userChallengeCreate.title',
    parent: 'users',
    screen: 'giveChallenge',
  },
  {
    id: 'userTradingAccounts',
    pattern: '/users/:userId/trading-accounts',
    area: 'admin',
    title: 'page.userTradingAccounts.title',
    parent: 'users',
    screen: 'userTradingAccounts',
  },
  {
    id: 'viewReport',
    pattern: '/users/:userId/trading-accounts/:tradingAccountId/view-report',
    area: 'admin',
    title: 'page.viewReport.title',
    parent: 'userTradingAccounts',
    screen: 'viewReport',
  },
  { id: 'userEdit', pattern: '/users/:userId/edit-user', area: 'admin', title: 'page.editUser.title', parent: 'users', screen: 'userEdit' },
  { id: 'editUser', pattern: '/users/edit-user', area: 'admin', title: 'page.editUser.title', parent: 'users', screen: 'userEdit' },
  { id: 'challenges', pattern: '/challenges', area: 'admin', title: 'page.challenges.title', screen: 'challenges' },
  {
    id: 'challengeCreate',
    pattern: '/challenges/create',
    area: 'admin',
    title: 'page.challengeCreate.title',
    parent: 'challenges',
    screen: 'challengeEditor',
  },
  {
    id: 'challengeEdit',
    pattern: '/challenges/edit/:id',
    area: 'admin',
    title: 'page.challengeEdit.title',
    parent: 'challenges',
    screen: 'challengeEditor',
  },
  { id: 'adminPayouts', pattern: '/admin-payouts-requests', area: 'admin', title: 'page.adminPayouts.title', screen: 'adminPayouts' },
  {
    id: 'adminCertificates',
    pattern: '/admin-certificates',
    area: 'admin',
    title: 'page.adminCertificates.title',
    screen: 'adminCertificates',
  },
  // The risk desk (issue 30): flags the risk scan raised, and one flag's evidence and decision.
  { id: 'risk', pattern: '/risk', area: 'admin', title: 'page.risk.title', screen: 'risk' },
  { id: 'riskFlag', pattern: '/risk/:flagId', area: 'admin', title: 'page.riskFlag.title', parent: 'risk', screen: 'riskFlag' },
  { id: 'adminProfile', pattern: '/admin-profile', area: 'admin', title: 'page.adminProfile.title', screen: 'adminProfile' },
];

export const routes: ReadonlyArray<RouteDef> = routeList.map((route) => ({
  ...route,
  description:
    route.area === 'member' || route.area === 'admin' ? (route.title.replace('.title', '.description') as MessageKey) : undefined,
}));

export const routesById = Object.fromEntries(routes.map((r) => [r.id, r])) as Record<RouteId, RouteDef>;

export function hasParams(route: RouteDef): boolean {
  return route.pattern.includes('/:');
}

/** The route a concrete path (without locale prefix) belongs to, with its params. */
export function matchRoute(path: string): { route: RouteDef; params: Record<string, string> } | null {
  const segments = trimSlashes(path).split('/');
  for (const route of routes) {
    const parts = trimSlashes(route.pattern).split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return segment.length > 0;
      }
      return part === segment;
    });
    if (matches) return { route, params };
  }
  return null;
}

/** Fills `:name` segments: `buildPath('/users/:userId/edit-user', { userId: '7' })`. */
export function buildPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Ancestors first, the route itself last. */
export function breadcrumbTrail(route: RouteDef): RouteDef[] {
  const trail: RouteDef[] = [];
  for (let current: RouteDef | undefined = route; current; current = current.parent ? routesById[current.parent] : undefined) {
    trail.unshift(current);
  }
  return trail;
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}
