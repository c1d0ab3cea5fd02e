import { type AnyStateMachine, createActor, type EventObject, SimulatedClock, type Snapshot } from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes, type StatePath } from 'xstate/graph';

/**
 * Model-based testing helpers: generate paths from a machine (xstate/graph) and replay them
 * against a real actor on a simulated clock. `createTestModel` rejects `after` transitions,
 * so delayed events are listed explicitly and replayed by advancing the clock.
 */
export function delayedEvents(machine: AnyStateMachine): Map<string, number> {
  const delays = new Map<string, number>();
  for (const node of getStateNodes(machine.root)) {
    for (const transition of node.after) {
      const delay = transition.delay;
      const ms = typeof delay === 'number' ? delay : Number(machine.implementations.delays[delay as string]);
      if (!Number.isFinite(ms)) throw new Error(`Delay ${String(delay)} must be a number for replay`);
      delays.set(transition.eventType, ms);
    }
  }
  return delays;
}

export interface PathOptions<TEvent extends EventObject> {
  input: unknown;
  events: TEvent[];
  serializeState: (snapshot: any) => string;
  serializeEvent?: (event: any) => string;
  kind?: 'shortest' | 'simple';
}

export function generatePaths<TEvent extends EventObject>(machine: AnyStateMachine, options: PathOptions<TEvent>) {
  const events = [...options.events, ...[...delayedEvents(machine).keys()].map((type) => ({ type }))];
  // A final state ends a path: the actor takes no more events.
  const stopWhen = (snapshot: Snapshot<unknown>) => snapshot.status === 'done';
  const traversal = {
    input: options.input,
    events,
    serializeState: options.serializeState,
    ...(options.serializeEvent && { serializeEvent: options.serializeEvent }),
    stopWhen,
  } as never;
  return options.kind === 'simple' ? getSimplePaths(machine, traversal) : getShortestPaths(machine, traversal);
}

export function describePath(path: StatePath<Snapshot<unknown>, EventObject>): string {
  return (
    path.steps
      .slice(1)
      .map(({ event: { type, ...payload } }) => {
        const name = type.replace(/^xstate\.after\.([^.]+)\..*/, 'after $1');
        return Object.keys(payload).length ? `${name} ${JSON.stringify(payload)}` : name;
      })
      .join(' → ') || '(start)'
  );
}

/**
 * Replays one generated path. After every step the actor's snapshot must serialise like the
 * path's, and `check` asserts the machine's observable effects at that point.
 */
export function replayPath(
  machine: AnyStateMachine,
  path: StatePath<Snapshot<unknown>, EventObject>,
  options: { input: unknown; serializeState: (snapshot: any) => string; check?: (snapshot: any, event: EventObject) => void },
): void {
  const delays = delayedEvents(machine);
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: options.input, clock });
  actor.start();
  for (const step of path.steps) {
    const event = step.event;
    if (event.type === 'xstate.init') {
      // The first step is the start itself.
    } else if (delays.has(event.type)) {
      clock.increment(delays.get(event.type) ?? 0);
    } else {
      actor.send(event);
    }
    const actual = options.serializeState(actor.getSnapshot());
    const expected = options.serializeState(step.state);
    if (actual !== expected) {
      throw new Error(`After ${event.type}: expected ${expected}, got ${actual}`);
    }
    options.check?.(actor.getSnapshot(), event);
  }
  actor.stop();
}
