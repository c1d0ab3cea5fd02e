import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback, SimulatedClock } from 'xstate';
import { type LiveFeedEvent, liveFeedMachine } from '../../machines/liveFeed';
import { describePath, generatePaths } from './machinePaths';

/** A page with a fake stream: counts open connections, catch-ups and applied messages. */
function fakePage() {
  const page = { open: 0, opened: 0, catchUps: 0, applied: [] as string[] };
  const machine = liveFeedMachine.provide({
    actors: {
      connect: fromCallback(() => {
        page.open += 1;
        page.opened += 1;
        return () => {
          page.open -= 1;
        };
      }),
    },
    actions: {
      catchUp: () => {
        page.catchUps += 1;
      },
      applyMessage: (_, { message }) => {
        page.applied.push(message.accountId);
      },
    },
  });
  return { page, machine };
}

const events: LiveFeedEvent[] = [
  { type: 'feed.opened' },
  { type: 'feed.message', message: { accountId: 'a1', lastSyncedAt: '2026-11-23T10:00:00.000Z' } },
  { type: 'feed.failed' },
  { type: 'feed.hidden' },
  { type: 'feed.visible' },
];
const input = { url: '/api/accounts/a1/stream' };
const serializeState = (s: { value: unknown }) => JSON.stringify(s.value);

describe('live feed machine, replayed along generated paths', () => {
  const paths = generatePaths(liveFeedMachine, { input, events, serializeState, kind: 'simple' });

  it('reaches connecting, open, waiting and paused', () => {
    const reached = new Set(paths.map((p) => serializeState(p.state)));
    for (const state of ['{"online":"connecting"}', '{"online":"open"}', '"waiting"', '"paused"']) expect(reached).toContain(state);
  });

  for (const path of paths) {
    it(describePath(path), () => {
      const { page, machine } = fakePage();
      const clock = new SimulatedClock();
      const actor = createActor(machine, { input, clock }).start();
      let opens = 0;
      let messages = 0;
      for (const step of path.steps.slice(1)) {
        const event = step.event as EventObject;
        const before = serializeState(actor.getSnapshot());
        if (event.type.startsWith('xstate.after.')) clock.increment(3_000);
        else actor.send(event as LiveFeedEvent);
        const state = serializeState(actor.getSnapshot());
        expect(state).toBe(serializeState(step.state as never));
        // A stream is open exactly while the feed is online, and never twice.
        expect(page.open).toBe(state.includes('online') ? 1 : 0);
        if (before === '{"online":"connecting"}' && event.type === 'feed.opened') opens += 1;
        if (before === '{"online":"open"}' && event.type === 'feed.message') messages += 1;
        // Every opening catches up on what was missed; messages count only on an open stream.
        expect(page.catchUps).toBe(opens);
        expect(page.applied).toHaveLength(messages);
      }
      actor.stop();
      expect(page.open).toBe(0);
    });
  }
});

describe('live feed timing', () => {
  it('reopens a dropped stream after 3 s, and not while the page is hidden', () => {
    const { page, machine } = fakePage();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input, clock }).start();
    actor.send({ type: 'feed.opened' });
    actor.send({ type: 'feed.failed' });
    expect(page.open).toBe(0);
    clock.increment(2_999);
    expect(page.opened).toBe(1);
    clock.increment(1);
    expect(page.opened).toBe(2);
    actor.send({ type: 'feed.failed' });
    actor.send({ type: 'feed.hidden' });
    clock.increment(60_000);
    expect(page.opened).toBe(2);
    actor.send({ type: 'feed.visible' });
    expect(page.opened).toBe(3);
    actor.stop();
  });
});
