import { storage, storageKeys } from './storage';

/**
 * Whether this page's visitor may stay here, once role routing has decided (src/stores/routeGuard.ts).
 * No API answer reaches an island on an app page (member or admin area) before that: a member sent
 * from /dashboard would otherwise get an admin route's 403 and be signed out (seed §4).
 */
let allow: () => void = () => {};
const allowed = new Promise<void>((resolve) => {
  allow = resolve;
});

export const allowPage = (): void => allow();

const isAppPage = () => typeof document !== 'undefined' && document.documentElement.hasAttribute('data-app-shell');

/** Resolves once the visitor may use this page; pages outside the app shell (auth, public) never wait. */
export function pageAllowed(): Promise<void> {
  return isAppPage() ? allowed : Promise.resolve();
}

/**
 * The area the stored token's user was last let into, remembered by role routing, so that the next
 * page of that area can send its requests beside the session's check instead of one round trip
 * after it (docs/decisions/041). Only areas the user may work in count: not the admin area of an
 * administrator who must first turn on two-step sign-in, whose admin routes answer 403.
 */
export function rememberArea(area: 'member' | 'admin' | null): void {
  if (area) storage.set(storageKeys.allowedArea, area);
  else storage.remove(storageKeys.allowedArea);
}

/** Whether a request may leave now, before role routing: this page is of the area last let into. */
export function mayAskBeforeRouting(): boolean {
  return (
    isAppPage() && storage.get(storageKeys.token) !== null && storage.get(storageKeys.allowedArea) === document.documentElement.dataset.page
  );
}
