import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getPathsFromEvents, getStateNodes } from 'xstate/graph';
import { type VerificationEvent, type VerificationState, verificationMachine, verificationStates } from '../../machines/verification';
import { delayedEvents, describePath, generatePaths, replayPath } from './machinePaths';

type VerificationSnapshot = SnapshotFrom<typeof verificationMachine>;
type Path = Parameters<typeof replayPath>[1];
type Input = { reason?: string | null } | undefined;

/** Distinct words for every kind of reason, so the one on screen says who gave it. */
const reasons = {
  providerRejection: 'The document is blurred',
  resubmission: 'Document expired',
  manualApproval: 'Passport checked by hand at the office',
  manualRejection: 'The photo does not match the member',
  newVerification: 'The name on the account has changed',
  imported: 'Imported from the previous provider',
};

/** One event of every type the machine declares: the compiler rejects a missing or unknown type. */
const eventsByType: { [K in VerificationEvent['type']]: Extract<VerificationEvent, { type: K }> } = {
  'verification.start': { type: 'verification.start' },
  'verification.submitted': { type: 'verification.submitted' },
  'verification.approved': { type: 'verification.approved' },
  'verification.rejected': { type: 'verification.rejected', reason: reasons.providerRejection },
  'verification.resubmissionRequested': { type: 'verification.resubmissionRequested', reason: reasons.resubmission },
  'verification.approveManually': { type: 'verification.approveManually', reason: reasons.manualApproval },
  'verification.rejectManually': { type: 'verification.rejectManually', reason: reasons.manualRejection },
  'verification.requestNew': { type: 'verification.requestNew', reason: reasons.newVerification },
};
const events: VerificationEvent[] = Object.values(eventsByType);
const adminEvents = new Set(['verification.approveManually', 'verification.rejectManually', 'verification.requestNew']);

const serializeState = (s: VerificationSnapshot) => JSON.stringify([s.value, s.context.reason]);
const delays = delayedEvents(verificationMachine);
const expiry = Number(verificationMachine.implementations.delays.expiry);
/** The `after` event of a state, as xstate names it (xstate.after.expiry.verification.<state>). */
const expiryOf = (state: VerificationState) => `xstate.after.expiry.verification.${state}`;

const starts: { label: string; input: Input }[] = [
  { label: 'a new member', input: undefined },
  { label: 'a member imported with a reason', input: { reason: reasons.imported } },
];

const triple = (from: unknown, type: string, to: unknown) => `${String(from)} --${type}--> ${String(to)}`;

/**
 * Every transition the definition gives each state, as (from, event, to): the state's own `on` and
 * `after` transitions, plus the root's (administrators') transitions the state does not override.
 * A targetless transition stays in its state.
 */
function definedTransitions(): Set<string> {
  const root = verificationMachine.root;
  const defined = new Set<string>();
  for (const node of getStateNodes(root)) {
    const own = node.transitions;
    for (const delayed of node.after) expect(own.get(delayed.eventType)).toContain(delayed);
    const inherited = [...root.transitions].filter(([type]) => !own.has(type));
    for (const [type, transitions] of [...own, ...inherited]) {
      for (const transition of transitions) defined.add(triple(node.key, type, transition.target?.[0]?.key ?? node.key));
    }
  }
  return defined;
}

/** The state node of a state, from the machine's definition. */
function stateNode(state: VerificationState) {
  const node = verificationMachine.root.states[state];
  if (!node) throw new Error(`No state node ${state}`);
  return node;
}

/** Event types a state takes (its own and the root's), from the definition. */
function handledEvents(state: VerificationState): Set<string> {
  const node = stateNode(state);
  return new Set([...node.transitions.keys(), ...verificationMachine.root.transitions.keys()]);
}

/**
 * What a member (on the verification page) or an operator (in the admin view) notices after
 * `event` moved the verification from `before` to `after`.
 */
function expectWhatTheyNotice(before: VerificationSnapshot, after: VerificationSnapshot, event: EventObject, input: Input) {
  const reason = (event as { reason?: string }).reason;
  const unchanged = () => expect([after.value, after.context]).toEqual([before.value, before.context]);

  // An administrator's decision: it holds, with the administrator's words, unless the
  // verification already says the same (then nothing changes, not even the reason).
  if (event.type === 'verification.approveManually') {
    if (before.value === 'approved') unchanged();
    else expect([after.value, after.context.reason]).toEqual(['approved', reason]);
  }
  if (event.type === 'verification.rejectManually') {
    if (before.value === 'rejected') unchanged();
    else expect([after.value, after.context.reason]).toEqual(['rejected', reason]);
  }
  if (event.type === 'verification.requestNew') expect([after.value, after.context.reason]).toEqual(['notStarted', reason]);

  // Nothing the member sends, and nothing the provider sends but a final refusal, moves a decision:
  // a provider may withdraw an approval (a fraudster found out later), never reopen a refusal.
  const withdrawal = before.value === 'approved' && event.type === 'verification.rejected';
  if ((before.value === 'approved' || before.value === 'rejected') && !adminEvents.has(event.type) && !withdrawal) unchanged();
  if (withdrawal) expect([after.value, after.context.reason]).toEqual(['rejected', reason]);

  // The provider's decision shows the provider's reason; its approval shows none.
  if (event.type === 'verification.rejected' && after.value === 'rejected') expect(after.context.reason).toBe(reason);
  if (event.type === 'verification.resubmissionRequested' && after.value === 'resubmissionRequested') {
    expect(after.context.reason).toBe(reason);
  }
  if (event.type === 'verification.approved' && after.value === 'approved') expect(after.context.reason).toBeNull();

  // Starting afresh shows no reason; going back into the flow after a resubmission request keeps
  // the provider's reason on screen until the documents are in.
  if (event.type === 'verification.start' && before.value === 'notStarted') {
    expect([after.value, after.context.reason]).toEqual(['inProgress', null]);
  }
  if (event.type === 'verification.start' && before.value === 'resubmissionRequested') {
    expect([after.value, after.context.reason]).toEqual(['inProgress', before.context.reason]);
  }
  if (event.type === 'verification.submitted' && before.value === 'resubmissionRequested') {
    expect([after.value, after.context.reason]).toEqual(['pendingReview', null]);
  }
  // (From inProgress the reason is not checked here: see the resubmission test below.)

  // An expired flow shows no reason.
  if (event.type.startsWith('xstate.after.')) expect([after.value, after.context.reason]).toEqual(['expired', null]);

  // Whatever the state, the reason on screen is one that can stand there.
  const standing: Record<VerificationState, (string | null)[]> = {
    notStarted: [input?.reason ?? null, reasons.newVerification],
    inProgress: [null, reasons.resubmission],
    pendingReview: [null, reasons.resubmission],
    approved: [null, reasons.manualApproval],
    rejected: [reasons.providerRejection, reasons.manualRejection],
    resubmissionRequested: [reasons.resubmission],
    expired: [null],
  };
  expect(standing[after.value]).toContain(after.context.reason);
}

/** Replays a path, checking every step, and returns the transitions it took as (from, event, to). */
function replayAndCheck(path: Path, input: Input): string[] {
  const taken: string[] = [];
  let before: VerificationSnapshot | undefined;
  replayPath(verificationMachine, path, {
    input,
    serializeState,
    check: (after: VerificationSnapshot, event) => {
      if (!before) {
        expect([after.value, after.context.reason]).toEqual(['notStarted', input?.reason ?? null]);
      } else {
        const transitions = verificationMachine.getTransitionData(before, event as VerificationEvent);
        if (transitions.length) taken.push(triple(before.value, event.type, after.value));
        // An event the state does not take changes nothing.
        else expect([after.value, after.context]).toEqual([before.value, before.context]);
        expectWhatTheyNotice(before, after, event, input);
      }
      before = after;
    },
  });
  return taken;
}

/** A running actor on a simulated clock, moved along `steps` (delayed events advance the clock). */
function actorAfter(steps: EventObject[], input?: Input) {
  const clock = new SimulatedClock();
  const actor = createActor(verificationMachine, { input, clock }).start();
  for (const event of steps) {
    const delay = delays.get(event.type);
    if (delay !== undefined) clock.increment(delay);
    else actor.send(event as VerificationEvent);
  }
  return { actor, clock };
}
const stepsOf = (path: Path) => path.steps.slice(1).map((step) => step.event);
const seen = (actor: ReturnType<typeof actorAfter>['actor']) => {
  const { value, context } = actor.getSnapshot();
  return [value, context.reason];
};

const shortestPaths = new Map(
  starts.map(({ input }) => [input, generatePaths(verificationMachine, { input, events, serializeState }) as Path[]]),
);
const simplePaths = new Map(
  starts.map(({ input }) => [input, generatePaths(verificationMachine, { input, events, serializeState, kind: 'simple' }) as Path[]]),
);
/**
 * Sequences the generated paths cannot hold: a simple path never revisits a state, so it never
 * takes a transition that stays where it is (an administrator repeating the decision) or leads back
 * to a state already seen (an expired flow started again: every path through expired has already
 * passed inProgress without a reason), nor a late webhook after a decision.
 */
const explicitSequences: VerificationEvent[][] = [
  [eventsByType['verification.start'], eventsByType['verification.approved'], eventsByType['verification.approveManually']],
  [eventsByType['verification.start'], eventsByType['verification.rejected'], eventsByType['verification.rejectManually']],
  [eventsByType['verification.approveManually'], eventsByType['verification.approveManually']],
  [eventsByType['verification.start'], eventsByType['verification.approveManually'], eventsByType['verification.rejected']],
  [
    eventsByType['verification.start'],
    eventsByType['verification.submitted'],
    eventsByType['verification.rejectManually'],
    eventsByType['verification.approved'],
  ],
  [eventsByType['verification.requestNew'], eventsByType['verification.requestNew'], eventsByType['verification.start']],
  [eventsByType['verification.start'], { type: expiryOf('inProgress') } as never, eventsByType['verification.start']],
];
const explicitPaths = explicitSequences.flatMap(
  (sequence) => getPathsFromEvents(verificationMachine, sequence, { serializeState }) as Path[],
);

describe('verification machine, replayed along generated paths', () => {
  for (const { label, input } of starts) {
    const shortest = shortestPaths.get(input) ?? [];
    const simple = simplePaths.get(input) ?? [];

    it(`generates a shortest path to every state and reason for ${label} (${shortest.length} paths)`, () => {
      // 7 states; notStarted with its first and the administrator's reason, approved and rejected
      // with the provider's and an administrator's, inProgress with and without the resubmission
      // reason (pendingReview never keeps it: the new documents answer it).
      expect(shortest).toHaveLength(11);
    });

    it(`keeps the simple paths for ${label} to a few hundred (${simple.length} paths)`, () => {
      expect(simple.length).toBeGreaterThan(shortest.length);
      expect(simple.length).toBeLessThan(3_000);
    });

    describe(`shortest paths for ${label}`, () => {
      for (const path of shortest) {
        it(`shows the right state and reason along ${describePath(path)}`, () => {
          replayAndCheck(path, input);
        });
      }
    });

    describe(`simple paths for ${label}`, () => {
      for (const path of simple) {
        it(`shows the right state and reason along ${describePath(path)}`, () => {
          replayAndCheck(path, input);
        });
      }
    });
  }

  describe('explicit sequences', () => {
    for (const path of explicitPaths) {
      it(`shows the right state and reason along ${describePath(path)}`, () => {
        replayAndCheck(path, undefined);
      });
    }
  });
});

describe('verification machine coverage', () => {
  it('reaches every verification state on some generated path', () => {
    for (const { input } of starts) {
      const reached = new Set((shortestPaths.get(input) ?? []).map((path) => (path.state as VerificationSnapshot).value));
      expect([...reached].sort()).toEqual([...verificationStates].sort());
    }
  });

  it('takes every transition of the definition, and no other, on the generated paths', () => {
    const defined = definedTransitions();
    // Own transitions, the two expiries and the administrators' from each state.
    expect(defined.size).toBe(35);
    const taken = new Set<string>();
    for (const { input } of starts) {
      for (const path of [...(shortestPaths.get(input) ?? []), ...(simplePaths.get(input) ?? [])]) {
        for (const transition of replayAndCheck(path, input)) taken.add(transition);
      }
    }
    for (const path of explicitPaths) for (const transition of replayAndCheck(path, undefined)) taken.add(transition);
    expect([...taken].sort()).toEqual([...defined].sort());
  });

  it('knows every state of verificationStates as a state node, and no other', () => {
    expect(getStateNodes(verificationMachine.root).map((node) => node.key)).toEqual([...verificationStates]);
  });
});

describe('events a verification does not take change nothing', () => {
  it('leaves every reachable state and reason as it is on every event the state does not take', () => {
    let checked = 0;
    for (const { input } of starts) {
      for (const path of shortestPaths.get(input) ?? []) {
        const state = (path.state as VerificationSnapshot).value;
        for (const event of events.filter((e) => !handledEvents(state).has(e.type))) {
          const { actor } = actorAfter(stepsOf(path), input);
          const before = actor.getSnapshot();
          expect(verificationMachine.getTransitionData(before, event)).toEqual([]);
          actor.send(event);
          expect([actor.getSnapshot().value, actor.getSnapshot().context]).toEqual([before.value, before.context]);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('does not let the provider approve a verification the member has not started', () => {
    const { actor } = actorAfter([eventsByType['verification.approved']]);
    expect(seen(actor)).toEqual(['notStarted', null]);
  });

  it('does not let a provider approval overturn a rejection', () => {
    const { actor } = actorAfter([
      eventsByType['verification.start'],
      eventsByType['verification.rejected'],
      eventsByType['verification.approved'],
    ]);
    expect(seen(actor)).toEqual(['rejected', reasons.providerRejection]);
  });

  it('ignores documents submitted after the verification was approved', () => {
    const { actor } = actorAfter([
      eventsByType['verification.start'],
      eventsByType['verification.approved'],
      eventsByType['verification.submitted'],
    ]);
    expect(seen(actor)).toEqual(['approved', null]);
  });

  it("keeps an administrator's approval when the provider asks for documents again or the member reopens the flow", () => {
    const { actor } = actorAfter([
      eventsByType['verification.start'],
      eventsByType['verification.submitted'],
      eventsByType['verification.approveManually'],
      eventsByType['verification.resubmissionRequested'],
      eventsByType['verification.submitted'],
      eventsByType['verification.start'],
    ]);
    expect(seen(actor)).toEqual(['approved', reasons.manualApproval]);
  });

  // A provider's final refusal after an approval withdraws it (Sumsub sends a second RED for a
  // fraudster found out later). One that is merely late is dropped by the server, by its date
  // (tests/api/verification.test.ts), before it reaches the machine.
  it('lets a final refusal from the provider withdraw an approval, with the provider’s reason', () => {
    const { actor } = actorAfter([
      eventsByType['verification.start'],
      eventsByType['verification.approved'],
      eventsByType['verification.rejected'],
    ]);
    expect(seen(actor)).toEqual(['rejected', reasons.providerRejection]);
  });

  it("keeps an administrator's rejection, with its reason, when a late provider approval arrives", () => {
    const { actor } = actorAfter([
      eventsByType['verification.start'],
      eventsByType['verification.submitted'],
      eventsByType['verification.rejectManually'],
      eventsByType['verification.approved'],
      eventsByType['verification.start'],
    ]);
    expect(seen(actor)).toEqual(['rejected', reasons.manualRejection]);
  });

  it('does not let a late provider decision revive an expired verification', () => {
    const { actor } = actorAfter([
      eventsByType['verification.start'],
      { type: expiryOf('inProgress') },
      eventsByType['verification.submitted'],
      eventsByType['verification.approved'],
      eventsByType['verification.rejected'],
    ]);
    expect(seen(actor)).toEqual(['expired', null]);
  });

  it('changes nothing, not even the reason, when an administrator repeats the decision the verification already has', () => {
    const approved = actorAfter([eventsByType['verification.start'], eventsByType['verification.approved']]).actor;
    approved.send({ type: 'verification.approveManually', reason: 'Approved again' });
    expect(seen(approved)).toEqual(['approved', null]);
    const rejected = actorAfter([eventsByType['verification.start'], eventsByType['verification.rejected']]).actor;
    rejected.send({ type: 'verification.rejectManually', reason: 'Rejected again' });
    expect(seen(rejected)).toEqual(['rejected', reasons.providerRejection]);
  });
});

describe('verification expiry', () => {
  const expiring = verificationStates.filter((state) => stateNode(state).after.length > 0);
  /** A shortest path that ends on entering the state (with no reason, or the only one it can have). */
  const pathTo = (state: VerificationState) => {
    const path = (shortestPaths.get(undefined) ?? []).find((p) => (p.state as VerificationSnapshot).value === state);
    if (!path) throw new Error(`No path to ${state}`);
    return path;
  };

  it('lets only an unfinished flow expire: in progress or asked to resubmit', () => {
    expect(expiring).toEqual(['inProgress', 'resubmissionRequested']);
    expect(expiry).toBe(7 * 86_400_000);
  });

  for (const state of verificationStates) {
    const expires = expiring.includes(state);
    it(`${expires ? 'expires' : 'does not expire'} ${state} ${expires ? 'exactly' : 'even'} when the expiry delay has passed since it was entered`, () => {
      const { actor, clock } = actorAfter(stepsOf(pathTo(state)));
      const entered = seen(actor);
      clock.increment(expiry - 1);
      expect(seen(actor)).toEqual(entered);
      clock.increment(1);
      expect(seen(actor)).toEqual(expires ? ['expired', null] : entered);
      clock.increment(10 * expiry);
      expect(seen(actor)).toEqual(expires ? ['expired', null] : entered);
    });
  }

  it('never expires a verification pending review, even after the flow had almost run out', () => {
    const { actor, clock } = actorAfter([eventsByType['verification.start']]);
    clock.increment(expiry - 1);
    actor.send(eventsByType['verification.submitted']);
    clock.increment(100 * expiry);
    expect(seen(actor)).toEqual(['pendingReview', null]);
  });

  it('counts the expiry of a resubmission from the request, not from when the flow was opened', () => {
    const { actor, clock } = actorAfter([eventsByType['verification.start']]);
    clock.increment(expiry - 10);
    actor.send(eventsByType['verification.resubmissionRequested']);
    clock.increment(expiry - 1);
    expect(seen(actor)).toEqual(['resubmissionRequested', reasons.resubmission]);
    clock.increment(1);
    expect(seen(actor)).toEqual(['expired', null]);
  });

  it('starts a fresh expiry when the member goes back into the flow after a resubmission request', () => {
    const { actor, clock } = actorAfter([eventsByType['verification.start'], eventsByType['verification.resubmissionRequested']]);
    clock.increment(expiry - 1);
    actor.send(eventsByType['verification.start']);
    clock.increment(expiry - 1);
    expect(seen(actor)).toEqual(['inProgress', reasons.resubmission]);
    clock.increment(1);
    expect(seen(actor)).toEqual(['expired', null]);
  });

  it('does not restart the expiry on an event the state ignores, such as the member reopening the flow', () => {
    const { actor, clock } = actorAfter([eventsByType['verification.start']]);
    clock.increment(expiry - 1);
    actor.send(eventsByType['verification.start']);
    clock.increment(1);
    expect(seen(actor)).toEqual(['expired', null]);
  });

  it("cancels the expiry when an administrator decides, so a timer cannot undo the administrator's word", () => {
    for (const decision of ['verification.approveManually', 'verification.rejectManually', 'verification.requestNew'] as const) {
      const { actor, clock } = actorAfter([eventsByType['verification.start']]);
      clock.increment(expiry - 1);
      actor.send(eventsByType[decision]);
      const decided = seen(actor);
      clock.increment(10 * expiry);
      expect(seen(actor)).toEqual(decided);
    }
  });

  it('lets an expired verification start again, without a reason', () => {
    const { actor } = actorAfter([
      eventsByType['verification.start'],
      { type: expiryOf('inProgress') },
      eventsByType['verification.start'],
    ]);
    expect(seen(actor)).toEqual(['inProgress', null]);
  });
});

describe('the resubmission reason', () => {
  it('stays on screen while the member is back in the provider flow', () => {
    const { actor } = actorAfter([
      eventsByType['verification.start'],
      eventsByType['verification.resubmissionRequested'],
      eventsByType['verification.start'],
    ]);
    expect(seen(actor)).toEqual(['inProgress', reasons.resubmission]);
  });

  it('goes once the new documents are in, when they come straight from the resubmission request', () => {
    const { actor } = actorAfter([
      eventsByType['verification.start'],
      eventsByType['verification.resubmissionRequested'],
      eventsByType['verification.submitted'],
    ]);
    expect(seen(actor)).toEqual(['pendingReview', null]);
  });
  it('goes once the new documents are in, also when the member went back into the flow first', () => {
    const { actor } = actorAfter([
      eventsByType['verification.start'],
      eventsByType['verification.resubmissionRequested'],
      eventsByType['verification.start'],
      eventsByType['verification.submitted'],
    ]);
    expect(seen(actor)).toEqual(['pendingReview', null]);
  });
});
