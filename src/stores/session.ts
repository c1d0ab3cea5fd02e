import { atom } from 'nanostores';
import { storage, storageKeys } from './storage';

/**
 * The signed-in user as the islands see it. The session machine (identity issue) drives it;
 * until a session is verified the user is null, never a made-up one.
 */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  status: string;
}

export type SessionStatus = 'signedOut' | 'verifying' | 'signedIn' | 'expired';

export const $session = atom<{ status: SessionStatus; user: SessionUser | null }>({ status: 'signedOut', user: null });

/** Members have role USER; every other role is an administrator (seed §6). */
export function isMember(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return user?.role === 'USER';
}

/** "Jane D." — first name plus last initial, as the header shows it. */
export function shortName(user: Pick<SessionUser, 'firstName' | 'lastName'>): string {
  const initial = user.lastName.trim().charAt(0);
  return initial ? `${user.firstName} ${initial.toUpperCase()}.` : user.firstName;
}

/**
 * Ends the session in this browser (seed §4: clears access, email, accountId, id, status)
 * and goes to the login page. The identity issue adds the server-side revocation.
 */
export function clearSession(): void {
  for (const key of [storageKeys.token, storageKeys.email, storageKeys.accountId, storageKeys.userId, storageKeys.status]) {
    storage.remove(key);
  }
  $session.set({ status: 'signedOut', user: null });
}
