import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type EventObject, transition } from 'xstate';
import { type VerificationEvent, type VerificationState, verificationMachine } from '../../machines/verification';
import { en } from '../../src/i18n/en';
import { generatePaths } from '../model/machinePaths';
import { auth, json } from './fundedTrader';
import { ready } from './pageChecks';
import { adminToken, newMember, signInAs } from './session';

/**
 * Paths generated from the verification machine (machines/verification.ts), replayed in the
 * browser against the built server with the demo provider (issue 31). The member's steps are
 * clicks (our page's action, the demo provider's "send documents" and its reviewer's decisions);
 * an administrator's are API calls. After every step the member's page must show the state the
 * machine reached, with its reason. A set of simple paths that together take every transition the
 * browser can take is replayed, each by a new member; expiry (a week) is left to the model and API tests.
 */
const t = en;
const reasons = {
  rejected: 'The document is blurred',
  resubmission: 'Please photograph the back of the card',
  approveByHand: 'Passport checked by video call',
  rejectByHand: 'The document belongs to someone else',
  requestNew: 'The name on the account has changed',
};
const events = [
  { type: 'verification.start' },
  { type: 'verification.submitted' },
  { type: 'verification.approved' },
  { type: 'verification.rejected', reason: reasons.rejected },
  { type: 'verification.resubmissionRequested', reason: reasons.resubmission },
  { type: 'verification.approveManually', reason: reasons.approveByHand },
  { type: 'verification.rejectManually', reason: reasons.rejectByHand },
  { type: 'verification.requestNew', reason: reasons.requestNew },
] as VerificationEvent[];
const adminEvents = new Set(['verification.approveManually', 'verification.rejectManually', 'verification.requestNew']);

/** What the pages offer a member in each state (an administrator acts in any state). */
const offered: Record<VerificationState, string[]> = {
  notStarted: ['verification.start'],
  inProgress: ['verification.submitted'],
  pendingReview: ['verification.approved', 'verification.rejected', 'verification.resubmissionRequested'],
  resubmissionRequested: ['verification.start'],
  expired: ['verification.start'],
  approved: [],
  rejected: [],
};
const startButton: Partial<Record<VerificationState, string>> = {
  notStarted: t['verification.action.start'],
  resubmissionRequested: t['verification.action.resend'],
  expired: t['verification.action.restart'],
};

type Step = { event: EventObject; state: { value: VerificationState; context: { reason: string | null } } };
const serializeState = (s: { value: unknown; context: { reason: string | null } }) => JSON.stringify([s.value, s.context.reason]);
const edgeOf = (from: Step, to: Step) => `${from.state.value} ${to.event.type} ${to.state.value}`;

/** Simple paths the browser can walk: every step offered where it is taken, and each one a change. */
const walkable = generatePaths(verificationMachine, { input: undefined, events, serializeState, kind: 'simple' })
  .map((path) => path.steps as unknown as Step[])
  .filter((steps) =>
    steps.slice(1).every((step, i) => {
      const before = steps[i] as Step;
      const allowed = adminEvents.has(step.event.type) || offered[before.state.value].includes(step.event.type);
      return allowed && serializeState(before.state) !== serializeState(step.state);
    }),
  );

/** Greedily, the paths that together take every edge any walkable path takes. */
function covering(paths: Step[][]): Step[][] {
  const edges = (steps: Step[]) => new Set(steps.slice(1).map((step, i) => edgeOf(steps[i] as Step, step)));
  const uncovered = new Set(paths.flatMap((steps) => [...edges(steps)]));
  const chosen: Step[][] = [];
  while (uncovered.size > 0) {
    const best = paths
      .map((steps) => ({ steps, gain: [...edges(steps)].filter((edge) => uncovered.has(edge)).length }))
      .sort((a, b) => b.gain - a.gain || a.steps.length - b.steps.length)[0];
    if (!best || best.gain === 0) break;
    chosen.push(best.steps);
    for (const edge of edges(best.steps)) uncovered.delete(edge);
  }
  return chosen;
}
const chosen = covering(walkable);

test('the chosen paths take every transition the browser can take', () => {
  // Every change a member's click or an administrator's call makes, from every state a member can
  // be in without waiting a week (expired is reached by time alone).
  const expected = new Set<string>();
  for (const state of Object.keys(offered).filter((s) => s !== 'expired') as VerificationState[]) {
    for (const event of events) {
      if (!adminEvents.has(event.type) && !offered[state].includes(event.type)) continue;
      const snapshot = verificationMachine.resolveState({ value: state, context: { reason: null } });
      const [next] = transition(verificationMachine, snapshot, event);
      if (serializeState(next as never) !== serializeState(snapshot as never)) expected.add(`${state} ${event.type} ${next.value}`);
    }
  }
  const taken = new Set(chosen.flatMap((steps) => steps.slice(1).map((step, i) => edgeOf(steps[i] as Step, step))));
  expect([...expected].filter((edge) => !taken.has(edge)).sort()).toEqual([]);
});

async function memberId(request: APIRequestContext, token: string, email: string): Promise<string> {
  return (await json<{ id: string }>(await request.get(`/api/user/${encodeURIComponent(email)}`, { headers: auth(token) }))).id;
}

/** The member's page shows the state and, when there is one, the reason. */
async function expectShown(page: Page, expected: Step['state']) {
  const status = page.getByRole('region', { name: t['verification.title.individual'] });
  await expect(status.getByText(t[`verification.state.${expected.value}`], { exact: true }).first()).toBeVisible();
  if (expected.context.reason) await expect(status.getByText(expected.context.reason)).toBeVisible();
}

for (const steps of chosen) {
  const title = steps
    .slice(1)
    .map((step) => step.event.type.replace('verification.', ''))
    .join(' → ');
  test(`the member's page follows the machine: ${title}`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const user = await newMember(request, 'paths', { firstName: 'Path', lastName: 'Walker' });
    const token = await signInAs(page, request, user);
    const id = await memberId(request, token, user.email);
    const admin = await adminToken(request);
    await page.goto('/verification');
    await ready(page);
    await expectShown(page, (steps[0] as Step).state);

    for (const [i, step] of steps.slice(1).entries()) {
      const before = (steps[i] as Step).state;
      const event = step.event as VerificationEvent;
      if (adminEvents.has(event.type)) {
        const action = {
          'verification.approveManually': 'approve',
          'verification.rejectManually': 'reject',
          'verification.requestNew': 'requestNew',
        }[event.type as string];
        await json(
          await request.post(`/api/users/${id}/verification/decision`, {
            headers: auth(admin),
            data: { action, reason: (event as { reason: string }).reason },
          }),
        );
        await page.goto('/verification');
      } else if (event.type === 'verification.start') {
        await page.getByRole('button', { name: startButton[before.value] }).click();
        await expect(page).toHaveURL(/\/verification\/demo$/);
        await page.getByRole('link', { name: t['verification.demo.back'] }).click();
      } else if (event.type === 'verification.submitted') {
        await page.goto('/verification/demo');
        await page.getByRole('button', { name: t['verification.demo.submit'] }).click();
      } else {
        await page.goto('/verification/demo');
        const reviewer = page.getByRole('region', { name: t['verification.demo.step2.title'] });
        if (event.type === 'verification.approved') {
          await reviewer.getByLabel(t['verification.demo.country']).selectOption('CZ');
          await reviewer.getByRole('button', { name: t['verification.demo.approve'], exact: true }).click();
        } else {
          await reviewer.getByLabel(t['verification.demo.reason']).fill((event as { reason: string }).reason);
          const button = event.type === 'verification.rejected' ? t['verification.demo.reject'] : t['verification.demo.askNew'];
          await reviewer.getByRole('button', { name: button, exact: true }).click();
        }
      }
      await expect(page).toHaveURL(/\/verification$/);
      await ready(page);
      await expectShown(page, step.state);
    }
  });
}
