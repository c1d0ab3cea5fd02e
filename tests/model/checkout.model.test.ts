import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise, SimulatedClock } from 'xstate';
import { type CheckoutEvent, checkoutMachine, type OrderAnswer } from '../../machines/checkout';
import { describePath, generatePaths } from './machinePaths';

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void; kind: 'place' | 'fetch'; input: unknown };

/** What the server can answer when an order is placed, and when it is looked up again. */
const placed = {
  card: { order: { id: 'o-card', status: 'pending' }, checkoutUrl: 'https://checkout.stripe.test/c/pay/cs_1' },
  demo: { order: { id: 'o-demo', status: 'paid' }, checkoutUrl: null },
  manual: { order: { id: 'o-manual', status: 'pending' }, checkoutUrl: null },
} satisfies Record<string, OrderAnswer>;
const lookedUp = {
  paid: { order: { id: 'o-card', status: 'paid' } },
  pending: { order: { id: 'o-card', status: 'pending' } },
  failed: { order: { id: 'o-card', status: 'failed' } },
} satisfies Record<string, OrderAnswer>;

/**
 * The configurator's page as the checkout sees it: requests settled by each generated step, the
 * address the browser was sent to, and whether ?order/&result were dropped from the URL.
 */
function fakePage() {
  const page = { pending: [] as Pending[], redirects: [] as string[], forgotten: 0, placedWith: [] as unknown[], lookups: [] as string[] };
  const deferred = (kind: Pending['kind'], input: unknown) =>
    new Promise<OrderAnswer>((resolve, reject) => page.pending.push({ resolve: resolve as never, reject, kind, input }));
  const machine = checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise(({ input }) => {
        page.placedWith.push(input.values);
        return deferred('place', input);
      }),
      fetchOrder: fromPromise(({ input }) => {
        page.lookups.push(input.orderId);
        return deferred('fetch', input);
      }),
    },
    actions: {
      goToCheckout: (_, { url }) => page.redirects.push(url),
      forgetReturn: () => {
        page.forgotten += 1;
      },
    },
  });
  return { page, machine };
}

/** A failed request as the client throws it; named by its message in the test titles. */
const failure = (message: string) => Object.assign(new Error(message), { toJSON: () => message });

const values = { challengeId: 'c-1', provider: 'demo', acceptTerms: true };
const events = [
  { type: 'checkout.submit', values },
  { type: 'checkout.return', orderId: 'o-card', result: 'success' },
  { type: 'checkout.return', orderId: 'o-card', result: 'cancelled' },
  { type: 'checkout.retry' },
  { type: 'checkout.restart' },
  ...Object.values(placed).map((output) => ({ type: 'xstate.done.actor.placeOrder', output })),
  { type: 'xstate.error.actor.placeOrder', error: failure('This discount code has expired') },
  ...Object.values(lookedUp).map((output) => ({ type: 'xstate.done.actor.fetchOrder', output })),
  { type: 'xstate.error.actor.fetchOrder', error: failure('The requested order is not found') },
] as unknown as CheckoutEvent[];

const serializeState = (s: { value: unknown; context: { answer: OrderAnswer | null; errorMessage: string | null; returning: unknown } }) =>
  JSON.stringify([
    s.value,
    s.context.answer?.order.id ?? null,
    s.context.answer?.order.status ?? null,
    s.context.errorMessage,
    s.context.returning,
  ]);
const serializeEvent = (event: EventObject & { error?: Error }) => JSON.stringify({ ...event, error: event.error?.message });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('checkout machine, replayed along generated paths', () => {
  const paths = generatePaths(checkoutMachine, { input: undefined, events, serializeState, serializeEvent });

  it('reaches every view the configurator can show', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of [
      '"configuring"',
      '"submitting"',
      '"redirecting"',
      '"paid"',
      '"awaitingTransfer"',
      '{"confirming":"checking"}',
      '{"confirming":"waiting"}',
      '"stillPending"',
      '"paymentCancelled"',
      '"notPaid"',
      '"lookupFailed"',
    ]) {
      expect(reached).toContain(state);
    }
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const { page, machine } = fakePage();
      const clock = new SimulatedClock();
      const actor = createActor(machine, { clock }).start();
      let forgetsExpected = 0;
      for (const step of path.steps.slice(1)) {
        const event = step.event as EventObject & { output?: unknown; error?: unknown };
        const before = actor.getSnapshot();
        if (event.type.startsWith('xstate.after.')) clock.increment(event.type.includes('pollInterval') ? 3_000 : 60_000);
        // The newest request is the one the machine waits for (an older poll may be abandoned).
        else if (event.type.startsWith('xstate.done.actor.')) page.pending.pop()?.resolve(event.output);
        else if (event.type.startsWith('xstate.error.actor.')) page.pending.pop()?.reject(event.error);
        else actor.send(event as CheckoutEvent);
        await flush();
        const after = actor.getSnapshot();
        expect(serializeState(after)).toBe(serializeState(step.state as never));

        // What the member would notice at each step:
        if (event.type === 'checkout.restart' && !before.matches('configuring')) forgetsExpected += 1;
        expect(page.forgotten).toBe(forgetsExpected);
        if (after.matches('submitting')) expect(page.placedWith.at(-1)).toEqual(values);
        if (after.matches('redirecting')) expect(page.redirects).toEqual([placed.card.checkoutUrl]);
        else expect(page.redirects).toEqual([]);
        if (after.matches('paid')) expect(after.context.answer?.order.status).toBe('paid');
        if (after.matches('configuring') && event.type === 'xstate.error.actor.placeOrder') {
          expect(after.context.errorMessage).toBe('This discount code has expired');
        }
        if (after.matches('confirming')) expect(page.lookups.every((id) => id === 'o-card')).toBe(true);
      }
      actor.stop();
    });
  }
});

describe('checkout machine timing', () => {
  it('looks a pending card order up every 3 s after the return, and says so after a minute', async () => {
    const { page, machine } = fakePage();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'checkout.return', orderId: 'o-card', result: 'success' });
    for (let second = 0; second < 60; second += 3) {
      page.pending.pop()?.resolve(lookedUp.pending);
      await flush();
      expect(actor.getSnapshot().value).toEqual({ confirming: 'waiting' });
      clock.increment(3_000);
    }
    // 20 lookups in the minute (at 0, 3, …, 57 s); at 60 s the deadline comes before a 21st.
    expect(page.lookups).toHaveLength(20);
    expect(actor.getSnapshot().value).toBe('stillPending');
    actor.send({ type: 'checkout.retry' });
    page.pending.pop()?.resolve(lookedUp.paid);
    await flush();
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('shows a card order as paid as soon as the webhook has arrived, with no redirect and no further lookups', async () => {
    const { page, machine } = fakePage();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'checkout.return', orderId: 'o-card', result: 'success' });
    page.pending.pop()?.resolve(lookedUp.pending);
    await flush();
    clock.increment(3_000);
    page.pending.pop()?.resolve(lookedUp.paid);
    await flush();
    expect(actor.getSnapshot().value).toBe('paid');
    clock.increment(60_000);
    expect(page.lookups).toHaveLength(2);
    expect(page.redirects).toEqual([]);
  });

  it('keeps the configuration when placing the order fails, so the member can correct it and try again', async () => {
    const { page, machine } = fakePage();
    const actor = createActor(machine).start();
    actor.send({ type: 'checkout.submit', values });
    page.pending.pop()?.reject(new Error('This discount code has expired'));
    await flush();
    expect(actor.getSnapshot().value).toBe('configuring');
    expect(actor.getSnapshot().context.errorMessage).toBe('This discount code has expired');
    actor.send({ type: 'checkout.submit', values: { ...values, discountCode: '' } });
    expect(actor.getSnapshot().context.errorMessage).toBeNull();
    page.pending.pop()?.resolve(placed.manual);
    await flush();
    expect(actor.getSnapshot().value).toBe('awaitingTransfer');
  });
});
