/**
 * Whether this page's visitor may stay here, once role routing has decided (src/stores/routeGuard.ts).
 * An island on an app page (member or admin area) asks the API nothing before that: a member sent
 * to /dashboard would otherwise call an admin route, get its 403, and be signed out (seed §4).
 */
let allow: () => void = () => {};
const allowed = new Promise<void>((resolve) => {
  allow = resolve;
});

export const allowPage = (): void => allow();

/** Resolves once the visitor may use this page; pages outside the app shell (auth, public) never wait. */
export function pageAllowed(): Promise<void> {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute('data-app-shell') ? allowed : Promise.resolve();
}
