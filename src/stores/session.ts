import { atom } from 'nanostores';
import { type Actor, createActor, fromPromise } from 'xstate';
import { type SessionUser, sessionMachine, VerifyError } from '../../machines/session';
import { goToLogin } from '../api/navigation';
import { storage, storageKeys } from './storage';
import { toast } from './toast';

export type { SessionUser };
export type SessionStatus = 'signedOut' | 'verifying' | 'signedIn' | 'expired';

/** The signed-in user as islands see it; null until the session machine has verified it. */
export const $session = atom<{ status: SessionStatus; user: SessionUser | null }>({ status: 'verifying', user: null });

/** Members have role USER; every other role is an administrator (seed §6). */
export function isMember(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return user?.role === 'USER';
}

/** "Jane D." — first name plus last initial, as the header shows it. */
export function shortName(user: Pick<SessionUser, 'firstName' | 'lastName'>): string {
  const initial = user.lastName.trim().charAt(0);
  return initial ? `${user.firstName} ${initial.toUpperCase()}.` : user.firstName;
}

/** Messages the session shows, in the page's language (Document.astro embeds them). */
export interface SessionMessages {
  'error.sessionEnded': string;
  'error.sessionVerificationFailed': string;
  'error.sessionExpired': string;
}

const credentialKeys = [
  storageKeys.token,
  storageKeys.email,
  storageKeys.accountId,
  storageKeys.userId,
  storageKeys.status,
  storageKeys.allowedArea,
];
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
// Loaded when there is a token to check, load or revoke: a signed-out page never needs the HTTP
// client; a signed-in screen has loaded it already, for its own requests.
const apiClient = () => import('../api/rpc');

// Leaving the page aborts the requests in flight. That says nothing about the session, so such a
// failure never settles: the machine must not sign out (and forget the token) on its way out.
let leaving = false;
const unlessLeaving = async <T>(request: () => Promise<T>): Promise<T> => {
  try {
    return await request();
  } catch (error) {
    if (leaving) return new Promise<T>(() => {});
    throw error;
  }
};

let actor: Actor<typeof sessionMachine> | undefined;

/** Starts the session once per page (browser only). */
export function startSession(messages: SessionMessages): void {
  if (actor || typeof window === 'undefined') return;
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
  const storedToken = storage.get(storageKeys.token);
  const storedEmail = storage.get(storageKeys.email);
  const fetchUser = (token: string, email: string) =>
    unlessLeaving(async () => {
      const { call, publicRpc } = await apiClient();
      // hono's client puts a path parameter in as it is.
      return (await call(
        publicRpc.api.user[':email'].$get({ param: { email: encodeURIComponent(email) } }, { headers: bearer(token) }),
      )) as SessionUser;
    });
  // The stored user is asked for together with the token's check, not after it: role routing
  // waits for both, and one round trip is a second on a slow phone. The machine still takes the
  // answer only once the token has checked out.
  let userAtStart = storedToken && storedEmail ? fetchUser(storedToken, storedEmail) : null;
  userAtStart?.catch(() => {});
  actor = createActor(
    sessionMachine.provide({
      actors: {
        verifyToken: fromPromise(({ input }) =>
          unlessLeaving(async () => {
            const { ApiError, call, publicRpc } = await apiClient();
            // The answer is read to its end, even when it is only `{ valid: true }`: a body left
            // unread keeps its request open, and the check repeats every 15 s.
            try {
              await call(publicRpc.api.auth['verify-token'].$get(undefined, { headers: bearer(input.token) }));
            } catch (error) {
              // A refusal ends the session with the server's message; no answer at all (network
              // down, status 0) means the check failed, not the token.
              if (error instanceof ApiError && error.status !== 0) throw new VerifyError(error.message || null, false);
              throw new VerifyError(null, true);
            }
          }),
        ),
        fetchUser: fromPromise(({ input }) => {
          const early = input.token === storedToken && input.email === storedEmail ? userAtStart : null;
          userAtStart = null;
          return early ?? fetchUser(input.token, input.email);
        }),
        revokeToken: fromPromise(async ({ input }) => {
          const { call, publicRpc } = await apiClient();
          // keepalive: the revocation completes even if the page is left meanwhile.
          await call(publicRpc.api.auth.logout.$post(undefined, { headers: bearer(input.token), init: { keepalive: true } }));
        }),
      },
      actions: {
        storeCredentials: (_, { token, email }) => {
          storage.set(storageKeys.token, token);
          storage.set(storageKeys.email, email);
          // Another user, perhaps of another role: routing learns the area again.
          storage.remove(storageKeys.allowedArea);
        },
        storeUser: (_, { user }) => {
          storage.set(storageKeys.userId, user.id);
          storage.set(storageKeys.status, user.status);
        },
        clearCredentials: () => {
          for (const key of credentialKeys) storage.remove(key);
        },
        saveAuthError: (_, { serverMessage }) =>
          storage.set(storageKeys.authErrorMessage, serverMessage ?? messages['error.sessionExpired']),
        notifyExpired: (_, { serverMessage, exception }) => {
          toast.error(exception ? messages['error.sessionVerificationFailed'] : (serverMessage ?? messages['error.sessionEnded']));
        },
        redirectToLogin: goToLogin,
      },
    }),
    { input: { storedToken, storedEmail } },
  );
  actor.subscribe((snapshot) => {
    const status: SessionStatus = snapshot.matches('signedIn')
      ? 'signedIn'
      : snapshot.matches('expired')
        ? 'expired'
        : snapshot.matches('signedOut')
          ? 'signedOut'
          : // Starting, verifying, loading the user or signing out: routing waits for the outcome.
            'verifying';
    $session.set({ status, user: snapshot.context.user });
  });
  actor.start();
}

/** After a successful login call: store the token and email, then load the user. */
export function signIn(token: string, email: string): void {
  actor?.send({ type: 'session.login', token, email });
}

/** The user's record as saved on the profile page: the header and menus show it at once. */
export function updateUser(user: SessionUser): void {
  actor?.send({ type: 'session.userUpdated', user });
}

/** Log Out: revoke on the server, clear access, email, accountId, id and status, go to login. */
export function signOut(): void {
  if ($session.get().status === 'verifying') {
    // Wait until the stored token has been checked, so a live one is revoked on the server.
    const unsubscribe = $session.listen(({ status }) => {
      if (status === 'verifying') return;
      unsubscribe();
      signOut();
    });
    return;
  }
  if (actor?.getSnapshot().matches('signedIn')) {
    actor.send({ type: 'session.logout' });
    return;
  }
  // Not signed in (or still verifying): nothing to revoke, but clear what is stored.
  for (const key of credentialKeys) storage.remove(key);
  goToLogin();
}
