import { assign, fromPromise, setup } from 'xstate';

/**
 * The browser session (seed §4). On start a stored token is verified and the user loaded;
 * login stores the token and email and loads the user; while signed in the token is re-verified
 * every 15 s; a failed check saves the message, clears the credentials, tells the user and goes
 * to the login page. All I/O is injected: actors for the API, actions for storage and navigation.
 */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  status: string;
  /** When two-step sign-in was turned on (null: off). */
  twoFactorAt?: string | null;
  /** An administrator who must turn on two-step sign-in before any admin screen (ADMIN_REQUIRE_2FA). */
  twoFactorSetupRequired?: boolean;
}

/** Why a token check failed: the server said no (with its message), or the check itself broke. */
export class VerifyError extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly exception: boolean,
  ) {
    super(serverMessage ?? (exception ? 'verification failed' : 'token rejected'));
  }
}

export interface SessionContext {
  token: string | null;
  email: string | null;
  user: SessionUser | null;
  failure: { serverMessage: string | null; exception: boolean } | null;
}

export type SessionEvent =
  | { type: 'session.login'; token: string; email: string }
  | { type: 'session.logout' }
  // The user's own record changed (new names on the profile page): show it without signing in again.
  | { type: 'session.userUpdated'; user: SessionUser };

export interface SessionInput {
  storedToken: string | null;
  storedEmail: string | null;
}

const failureOf = (error: unknown) =>
  error instanceof VerifyError
    ? { serverMessage: error.serverMessage, exception: error.exception }
    : { serverMessage: null, exception: true };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    verifyToken: fromPromise<void, { token: string }>(async () => {}),
    fetchUser: fromPromise<SessionUser, { token: string; email: string }>(async () => {
      throw new Error('fetchUser not provided');
    }),
    revokeToken: fromPromise<void, { token: string }>(async () => {}),
  },
  actions: {
    takeCredentials: assign(({ event }) =>
      event.type === 'session.login' ? { token: event.token, email: event.email, failure: null } : {},
    ),
    // Provided by the store: write `access` and `email`.
    storeCredentials: (_, _params: { token: string; email: string }) => {},
    storeUser: (_, _params: { user: SessionUser }) => {},
    // Provided by the store: remove access, email, accountId, id, status.
    clearCredentials: () => {},
    forget: assign({ token: null, email: null, user: null }),
    saveAuthError: (_, _params: { serverMessage: string | null }) => {},
    notifyExpired: (_, _params: { serverMessage: string | null; exception: boolean }) => {},
    redirectToLogin: () => {},
  },
  guards: {
    hasStoredToken: ({ context }) => Boolean(context.token && context.email),
  },
  delays: {
    pollInterval: 15_000,
    redirectDelay: 1_500,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.storedToken, email: input.storedEmail, user: null, failure: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasStoredToken', target: 'verifying' },
        { target: 'signedOut', actions: ['clearCredentials', 'forget'] },
      ],
    },
    // A token found at start: verify it, then load the user; any failure means signed out.
    verifying: {
      invoke: {
        src: 'verifyToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: 'loadingUser',
        onError: { target: 'signedOut', actions: ['clearCredentials', 'forget'] },
      },
    },
    loadingUser: {
      invoke: {
        src: 'fetchUser',
        input: ({ context }) => ({ token: context.token ?? '', email: context.email ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [assign({ user: ({ event }) => event.output }), { type: 'storeUser', params: ({ event }) => ({ user: event.output }) }],
        },
        onError: { target: 'signedOut', actions: ['clearCredentials', 'forget'] },
      },
    },
    signedOut: {
      on: {
        'session.login': {
          target: 'loadingUser',
          actions: ['takeCredentials', { type: 'storeCredentials', params: ({ event }) => ({ token: event.token, email: event.email }) }],
        },
      },
    },
    signedIn: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { pollInterval: 'checking' },
        },
        checking: {
          invoke: {
            src: 'verifyToken',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: 'waiting',
            onError: { target: '#session.expired', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
          },
        },
      },
      on: {
        'session.logout': 'signingOut',
        'session.userUpdated': {
          actions: [assign({ user: ({ event }) => event.user }), { type: 'storeUser', params: ({ event }) => ({ user: event.user }) }],
        },
      },
    },
    // The server no longer accepts the token: keep its message for the login page, then go there.
    expired: {
      entry: [
        { type: 'saveAuthError', params: ({ context }) => ({ serverMessage: context.failure?.serverMessage ?? null }) },
        'clearCredentials',
        'forget',
        {
          type: 'notifyExpired',
          params: ({ context }) => ({
            serverMessage: context.failure?.serverMessage ?? null,
            exception: context.failure?.exception ?? false,
          }),
        },
      ],
      // Long enough to read "Redirecting to login..." before the page changes.
      after: { redirectDelay: { actions: 'redirectToLogin' } },
      on: {
        'session.login': {
          target: 'loadingUser',
          actions: ['takeCredentials', { type: 'storeCredentials', params: ({ event }) => ({ token: event.token, email: event.email }) }],
        },
      },
    },
    // Forget the credentials here at once (nothing may sign the browser back in), then revoke the
    // token on the server; a failure there does not keep anyone signed in.
    signingOut: {
      entry: 'clearCredentials',
      invoke: {
        src: 'revokeToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'signedOut', actions: ['forget', 'redirectToLogin'] },
        onError: { target: 'signedOut', actions: ['forget', 'redirectToLogin'] },
      },
    },
  },
});
