import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise, SimulatedClock } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { type SessionEvent, type SessionUser, sessionMachine, VerifyError } from '../../machines/session';
import { describePath, generatePaths } from './machinePaths';

const user: SessionUser = { id: 'u1', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', role: 'USER', status: 'Active' };
const events: SessionEvent[] = [{ type: 'session.login', token: 'new-token', email: 'jane@example.com' }, { type: 'session.logout' }];

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * The browser as the session's actions see it. API calls are deferred: a replayed path settles
 * each one exactly as its next step says (done with the user, or one of the failure kinds).
 */
function fakeBrowser() {
  const page = { storage: {} as Record<string, string>, toasts: [] as string[], redirects: 0, pending: [] as Pending[] };
  const deferred = () => new Promise((resolve, reject) => page.pending.push({ resolve, reject }));
  const machine = sessionMachine.provide({
    actors: {
      verifyToken: fromPromise(async () => {
        await deferred();
      }),
      fetchUser: fromPromise(async () => (await deferred()) as SessionUser),
      revokeToken: fromPromise(async () => {
        await deferred();
      }),
    },
    actions: {
      storeCredentials: (_, { token, email }) => Object.assign(page.storage, { access: token, email }),
      storeUser: (_, { user: u }) => Object.assign(page.storage, { id: u.id, status: u.status }),
      clearCredentials: () => {
        for (const key of ['access', 'email', 'accountId', 'id', 'status']) delete page.storage[key];
      },
      saveAuthError: (_, { serverMessage }) => {
        page.storage.auth_error_message = serverMessage ?? 'Session expired';
      },
      notifyExpired: (_, { serverMessage, exception }) => {
        page.toasts.push(
          exception
            ? 'Session verification failed. Redirecting to login...'
            : (serverMessage ?? 'Your session has ended. Redirecting to login...'),
        );
      },
      redirectToLogin: () => {
        page.redirects += 1;
      },
    },
  });
  return { page, machine };
}

/** done/error events of every invoked actor, with the outcomes the server can give. */
function actorOutcomes(): EventObject[] {
  const outcomes: EventObject[] = [];
  for (const node of getStateNodes(sessionMachine.root)) {
    for (const invoke of node.invoke) {
      outcomes.push({ type: `xstate.done.actor.${invoke.id}`, output: invoke.src === 'fetchUser' ? user : undefined } as EventObject);
      const failures =
        invoke.src === 'verifyToken'
          ? [new VerifyError(null, false), new VerifyError('Your account has been suspended', false), new VerifyError(null, true)]
          : [new Error('network')];
      for (const error of failures) outcomes.push({ type: `xstate.error.actor.${invoke.id}`, error } as EventObject);
    }
  }
  return outcomes;
}

const serializeState = (s: { value: unknown; context: { token: unknown; user: unknown; failure: unknown } }) =>
  JSON.stringify([s.value, Boolean(s.context.token), Boolean(s.context.user), s.context.failure]);
const serializeEvent = (event: EventObject) =>
  JSON.stringify(event, (_, value) => (value instanceof VerifyError ? [value.serverMessage, value.exception] : value));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function check(page: ReturnType<typeof fakeBrowser>['page'], snapshot: { value: unknown; context: { user: SessionUser | null } }) {
  const value = JSON.stringify(snapshot.value);
  if (value.includes('signedIn')) {
    // Signed in: token, email, id and status are stored and the user is known.
    expect(page.storage.access).toBeTruthy();
    expect(page.storage.email).toBe('jane@example.com');
    expect(page.storage.id).toBe('u1');
    expect(snapshot.context.user).toEqual(user);
  }
  if (value === '"signedOut"' || value === '"expired"') {
    // Signed out or expired: nothing of the session is left in storage.
    for (const key of ['access', 'email', 'accountId', 'id', 'status']) expect(page.storage[key]).toBeUndefined();
    expect(snapshot.context.user).toBeNull();
  }
  if (value === '"expired"') {
    // One toast, and the message kept for the login page.
    expect(page.toasts).toHaveLength(1);
    expect(page.storage.auth_error_message).toMatch(/^(Session expired|Your account has been suspended)$/);
  }
}

describe('session machine, replayed along generated paths', () => {
  for (const input of [
    { storedToken: 'stored-token', storedEmail: 'jane@example.com' },
    { storedToken: null, storedEmail: null },
  ]) {
    const label = input.storedToken ? 'with a stored token' : 'without a stored token';
    const paths = generatePaths(sessionMachine, {
      input,
      events: [...events, ...actorOutcomes()] as SessionEvent[],
      serializeState,
      serializeEvent,
    });

    it(`reaches every state ${label}`, () => {
      const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
      for (const state of ['"signedOut"', '{"signedIn":"waiting"}', '{"signedIn":"checking"}', '"expired"', '"signingOut"']) {
        expect(reached).toContain(state);
      }
    });

    for (const path of paths) {
      it(`${label}: ${describePath(path)}`, async () => {
        const { page, machine } = fakeBrowser();
        // What an earlier visit left in storage.
        if (input.storedToken) Object.assign(page.storage, { access: input.storedToken, email: input.storedEmail });
        const clock = new SimulatedClock();
        const actor = createActor(machine, { input, clock }).start();
        await flush();
        for (const step of path.steps.slice(1)) {
          const event = step.event as EventObject & { output?: unknown; error?: unknown };
          if (event.type.startsWith('xstate.after.')) clock.increment(event.type.includes('pollInterval') ? 15_000 : 1_500);
          else if (event.type.startsWith('xstate.done.actor.')) page.pending.shift()?.resolve(event.output);
          else if (event.type.startsWith('xstate.error.actor.')) page.pending.shift()?.reject(event.error);
          else actor.send(event as SessionEvent);
          await flush();
          expect(serializeState(actor.getSnapshot())).toBe(serializeState(step.state as never));
          check(page, actor.getSnapshot());
        }
        actor.stop();
      });
    }
  }
});

describe('session machine timing', () => {
  it('re-verifies every 15 s, and an expiry toasts, saves the message and redirects after 1.5 s', async () => {
    const { page, machine } = fakeBrowser();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input: { storedToken: 't', storedEmail: 'jane@example.com' }, clock }).start();
    page.pending.shift()?.resolve(undefined); // the check at start
    await flush();
    page.pending.shift()?.resolve(user); // the user
    await flush();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    clock.increment(14_999);
    expect(page.pending).toHaveLength(0);
    clock.increment(1);
    expect(page.pending).toHaveLength(1);
    page.pending.shift()?.resolve(undefined);
    await flush();
    clock.increment(15_000);
    page.pending.shift()?.reject(new VerifyError('Your account has been suspended', false));
    await flush();
    expect(actor.getSnapshot().value).toBe('expired');
    expect(page.toasts).toEqual(['Your account has been suspended']);
    expect(page.storage.auth_error_message).toBe('Your account has been suspended');
    expect(page.redirects).toBe(0);
    clock.increment(1_500);
    expect(page.redirects).toBe(1);
  });

  it('takes the user saved on the profile page while signed in, without another check', async () => {
    const { page, machine } = fakeBrowser();
    const actor = createActor(machine, {
      input: { storedToken: 't', storedEmail: 'jane@example.com' },
      clock: new SimulatedClock(),
    }).start();
    page.pending.shift()?.resolve(undefined);
    await flush();
    page.pending.shift()?.resolve(user);
    await flush();
    const renamed = { ...user, firstName: 'Janet', lastName: 'Smith' };
    actor.send({ type: 'session.userUpdated', user: renamed });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'waiting' });
    expect(actor.getSnapshot().context.user).toEqual(renamed);
    expect(page.pending).toHaveLength(0);
    expect(page.storage.id).toBe('u1');
  });
});
