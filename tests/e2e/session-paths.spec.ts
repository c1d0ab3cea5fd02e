import { expect, type Page, test } from '@playwright/test';
import type { EventObject } from 'xstate';
import { getPathsFromEvents, getStateNodes } from 'xstate/graph';
import { type SessionEvent, sessionMachine, VerifyError } from '../../machines/session';
import { generatePaths } from '../model/machinePaths';
import { adminToken, newMember, recordToasts, shownToasts, storedValues } from './session';

/**
 * Paths generated from the session machine, replayed in the browser against the real server.
 * Each actor outcome on a path is arranged on the server (or the network) before the browser
 * meets it: a revoked token, a suspended account, an unreachable API.
 */
type Outcome = 'done' | 'rejected' | 'suspended' | 'exception';

function outcomeEvents(): EventObject[] {
  const list: EventObject[] = [];
  for (const node of getStateNodes(sessionMachine.root)) {
    for (const invoke of node.invoke) {
      list.push({ type: `xstate.done.actor.${invoke.id}`, outcome: 'done' } as EventObject);
      const failures: Outcome[] = invoke.src === 'verifyToken' ? ['rejected', 'suspended', 'exception'] : ['exception'];
      for (const outcome of failures)
        list.push({ type: `xstate.error.actor.${invoke.id}`, outcome, error: serverAnswer[outcome] } as EventObject);
    }
  }
  return list;
}

// What the real server (or a dead network) answers a token check with.
const serverAnswer: Record<Outcome, VerifyError | undefined> = {
  done: undefined,
  rejected: new VerifyError('Session expired', false),
  suspended: new VerifyError('Your account has been suspended', false),
  exception: new VerifyError(null, true),
};

const serializeState = (s: { value: unknown; context: { failure: unknown } }) => JSON.stringify([s.value, s.context.failure]);
const paths = generatePaths(sessionMachine, {
  input: { storedToken: null, storedEmail: null },
  events: [{ type: 'session.login', token: 't', email: 'e' }, { type: 'session.logout' }, ...outcomeEvents()] as SessionEvent[],
  serializeState,
  serializeEvent: (event) =>
    JSON.stringify(event, (_, value) => (value instanceof VerifyError ? [value.serverMessage, value.exception] : value)),
  // Simple paths: every way through the machine without repeating a state, failures included.
  kind: 'simple',
  // In a browser, an expired session leaves the page; logging in again happens on the next one.
}).filter(
  (path) => !path.steps.some((step, i) => i > 0 && step.event.type === 'session.login' && path.steps[i - 1]?.state.value === 'expired'),
);

// Simple paths never return to a state they passed, so the ways back to "signed out" (and the
// redirect after an expiry) are added as event sequences, resolved through the machine too.
const find = (type: string, outcome: Outcome) =>
  outcomeEvents().find((e) => e.type.endsWith(type) && (e as { outcome?: Outcome }).outcome === outcome) as EventObject;
const login = { type: 'session.login', token: 't', email: 'e' };
const poll = { type: `xstate.after.pollInterval.session.signedIn.waiting` };
const sequences: EventObject[][] = [
  [login, find('session.loadingUser', 'exception')],
  [login, find('session.loadingUser', 'done'), { type: 'session.logout' }, find('session.signingOut', 'done')],
  [login, find('session.loadingUser', 'done'), { type: 'session.logout' }, find('session.signingOut', 'exception')],
  [
    login,
    find('session.loadingUser', 'done'),
    poll,
    find('signedIn.checking', 'rejected'),
    { type: 'xstate.after.redirectDelay.session.expired' },
  ],
  [
    login,
    find('session.loadingUser', 'done'),
    poll,
    find('signedIn.checking', 'suspended'),
    { type: 'xstate.after.redirectDelay.session.expired' },
  ],
];
for (const events of sequences) {
  paths.push(...getPathsFromEvents(sessionMachine, events as SessionEvent[], { input: { storedToken: null, storedEmail: null } }));
}

const outcomeOf = (event: EventObject | undefined): Outcome => (event as { outcome?: Outcome } | undefined)?.outcome ?? 'done';

test.describe('session machine paths in the browser', () => {
  for (const path of paths) {
    test(`from signed out: ${stepNames(path)}`, async ({ page, request }) => {
      const user = await newMember(request, 'path');
      let token = '';
      await page.clock.install();
      await recordToasts(page);
      await page.goto('/auth/login');
      await expect(page.getByLabel('Email')).toBeEnabled();
      const steps = path.steps.slice(1);
      // How the last token check failed, as arranged on the server.
      let failure: VerifyError | undefined;
      for (const [i, step] of steps.entries()) {
        const event = step.event;
        const next = steps[i + 1]?.event;
        const state = JSON.stringify(step.state.value);
        if (event.type === 'session.login') {
          if (outcomeOf(next) === 'exception') await page.route('**/api/user/**', (route) => route.abort('connectionrefused'));
          await page.getByLabel('Email').fill(user.email);
          await page.getByLabel('Password').fill(user.password);
          await page.getByRole('button', { name: 'Sign In' }).click();
          if (outcomeOf(next) === 'done') {
            await expect
              .poll(async () => {
                token = (await storedToken(page)) ?? token;
                return token;
              })
              .toBeTruthy();
          }
        } else if (event.type === 'session.logout') {
          if (outcomeOf(next) === 'exception') await page.route('**/api/auth/logout', (route) => route.abort('connectionrefused'));
          await page.getByRole('button', { name: /Session T\./ }).click();
          const revoked = page.waitForResponse('**/api/auth/logout').catch(() => null);
          await page.getByRole('button', { name: 'Log Out' }).click();
          // A path that ends here still lets the revocation and the way to the login page finish:
          // Chromium's context close hangs (over a minute) on a keepalive request cut short.
          if (!next) {
            await revoked;
            await expect(page).toHaveURL(/\/auth\/login$/);
          }
        } else if (event.type.includes('pollInterval')) {
          await arrange(page, request, outcomeOf(next), token);
          failure = serverAnswer[outcomeOf(next)];
          await page.clock.fastForward(15_000);
        } else if (event.type.includes('redirectDelay')) {
          await page.clock.fastForward(1_500);
          // On to the login page, where session.spec.ts checks the message is shown once.
          await expect(page).toHaveURL(/\/auth\/login$/);
          continue;
        }
        // A check about to fail has already failed by the time the page can be looked at.
        if (state.includes('checking') && outcomeOf(next) !== 'done') continue;
        await expectState(page, state, failure);
      }
    });
  }
});

/** Steps by name, with the outcome an actor's result stands for. */
function stepNames(path: (typeof paths)[number]): string {
  return (
    path.steps
      .slice(1)
      .map(({ event }) => {
        const name = event.type
          .replace(/^xstate\.after\.(\w+)\..*/, 'after $1')
          .replace(/^xstate\.(done|error)\.actor\.\d+\.session\.([\w.]+)/, '$2 $1');
        const outcome = (event as { outcome?: Outcome }).outcome;
        return outcome && outcome !== 'done' ? `${name} (${outcome})` : name;
      })
      .join(' → ') || '(start)'
  );
}

/** The stored token; tolerant of the page navigating meanwhile. */
async function storedToken(page: Page): Promise<string | null> {
  try {
    return await page.evaluate(() => localStorage.getItem('access'));
  } catch {
    return null;
  }
}

/** Makes the server answer the coming token check as the path says. */
async function arrange(page: Page, request: import('@playwright/test').APIRequestContext, outcome: Outcome, token: string) {
  if (outcome === 'rejected') {
    expect((await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  } else if (outcome === 'suspended') {
    let id: string | null | undefined;
    await expect
      .poll(async () => {
        id = (await storedValues(page, ['id']))?.[0];
        return id;
      })
      .toBeTruthy();
    const response = await request.patch(`/api/users/${id}/status`, {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
      data: { status: 'Suspended' },
    });
    expect(response.status()).toBe(200);
  } else if (outcome === 'exception') {
    await page.route('**/api/auth/verify-token', (route) => route.abort('connectionrefused'));
  }
}

/** What a person sees in each state of the machine. */
async function expectState(page: Page, state: string, failure: VerifyError | undefined) {
  const stored = () => storedValues(page, ['access', 'email', 'id', 'status']);
  if (state.includes('signedIn')) {
    await expect(page).toHaveURL(/\/accounts$/);
    await expect(page.getByRole('button', { name: /Session T\./ })).toBeVisible();
    await expect.poll(async () => (await stored())?.every(Boolean)).toBe(true);
  } else if (state === '"expired"') {
    const toast = failure?.exception
      ? 'Session verification failed. Redirecting to login...'
      : (failure?.serverMessage ?? 'Your session has ended. Redirecting to login...');
    await expect.poll(() => shownToasts(page)).toContainEqual(expect.stringContaining(toast));
    await expect.poll(stored).toEqual([null, null, null, null]);
  } else if (state === '"signedOut"') {
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect.poll(stored).toEqual([null, null, null, null]);
  }
  if (state === '"signedOut"' && (await page.getByRole('alert').count()) > 0) {
    // Arriving from an expired session: its message is shown once.
    await expect(page.getByRole('alert')).toHaveText(/^(Session expired|Your account has been suspended)$/);
  }
}
