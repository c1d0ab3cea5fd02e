import { assign, fromPromise, setup } from 'xstate';

/**
 * The challenge configurator's checkout (issue 8). The member configures and submits; the order
 * is placed by the injected `placeOrder` actor and the answer decides what follows: a card order
 * goes to the provider's hosted page (redirecting), a demo order is paid at once (paid), a bank
 * transfer waits for the money (awaitingTransfer). A member coming back from the card page
 * (`?order=…&result=…`, the `checkout.return` event) sees the order's state: while the webhook has not arrived yet the order is
 * looked up again every few seconds, for up to a minute (confirming → stillPending).
 * All I/O is injected: `placeOrder` and `fetchOrder` actors, `goToCheckout` and `forgetReturn`.
 */
export interface CheckoutOrder {
  id: string;
  status: string;
}

/** What the API answers for an order: the order, how to pay it and, for a card, where. */
export interface OrderAnswer {
  order: CheckoutOrder;
  checkoutUrl?: string | null;
}

/** Back from the card page: the order and what the provider said. */
export type Returning = { orderId: string; result: 'success' | 'cancelled' };

export interface CheckoutContext {
  returning: Returning | null;
  values: unknown;
  answer: OrderAnswer | null;
  errorMessage: string | null;
}

export type CheckoutEvent =
  | { type: 'checkout.submit'; values: unknown }
  // The page was opened with ?order=…&result=… (read once the island runs in the browser).
  | { type: 'checkout.return'; orderId: string; result: Returning['result'] }
  | { type: 'checkout.retry' }
  | { type: 'checkout.restart' };

const closedStatuses = ['cancelled', 'failed', 'refunded'];
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    placeOrder: fromPromise<OrderAnswer, { values: unknown }>(async () => {
      throw new Error('placeOrder not provided');
    }),
    fetchOrder: fromPromise<OrderAnswer, { orderId: string }>(async () => {
      throw new Error('fetchOrder not provided');
    }),
  },
  actions: {
    takeReturn: assign({
      returning: ({ event }) => (event.type === 'checkout.return' ? { orderId: event.orderId, result: event.result } : null),
    }),
    takeValues: assign({ values: ({ event }) => (event.type === 'checkout.submit' ? event.values : null), errorMessage: null }),
    takeAnswer: assign({ answer: (_, params: { answer: OrderAnswer }) => params.answer }),
    takeError: assign({ errorMessage: (_, params: { error: unknown }) => messageOf(params.error) }),
    // Provided by the island: window.location.assign(url).
    goToCheckout: (_, _params: { url: string }) => {},
    // Provided by the island: drop ?order and ?result from the address, so a reload starts afresh.
    forgetReturn: () => {},
    reset: assign({ returning: null, values: null, answer: null, errorMessage: null }),
  },
  guards: {
    hasCheckoutUrl: (_, params: { answer: OrderAnswer }) => Boolean(params.answer.checkoutUrl),
    isPaid: (_, params: { answer: OrderAnswer }) => params.answer.order.status === 'paid',
    isClosed: (_, params: { answer: OrderAnswer }) => closedStatuses.includes(params.answer.order.status),
    cameBackCancelled: ({ context }) => context.returning?.result === 'cancelled',
  },
  delays: {
    pollInterval: 3_000,
    confirmDeadline: 60_000,
  },
}).createMachine({
  id: 'checkout',
  context: { returning: null, values: null, answer: null, errorMessage: null },
  initial: 'configuring',
  states: {
    configuring: {
      on: {
        'checkout.submit': { target: 'submitting', actions: 'takeValues' },
        'checkout.return': { target: 'confirming', actions: 'takeReturn' },
      },
    },
    submitting: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({ values: context.values }),
        onDone: [
          {
            guard: { type: 'hasCheckoutUrl', params: ({ event }) => ({ answer: event.output }) },
            target: 'redirecting',
            actions: { type: 'takeAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            guard: { type: 'isPaid', params: ({ event }) => ({ answer: event.output }) },
            target: 'paid',
            actions: { type: 'takeAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'awaitingTransfer', actions: { type: 'takeAnswer', params: ({ event }) => ({ answer: event.output }) } },
        ],
        // The server's message (a code that expired meanwhile, a field it refused) shows on the form.
        onError: { target: 'configuring', actions: { type: 'takeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    redirecting: {
      entry: { type: 'goToCheckout', params: ({ context }) => ({ url: context.answer?.checkoutUrl ?? '' }) },
    },
    paid: {
      on: { 'checkout.restart': { target: 'configuring', actions: ['forgetReturn', 'reset'] } },
    },
    awaitingTransfer: {
      on: { 'checkout.restart': { target: 'configuring', actions: ['forgetReturn', 'reset'] } },
    },
    // Back from the card page: the webhook may arrive after the member does.
    confirming: {
      initial: 'checking',
      after: { confirmDeadline: 'stillPending' },
      states: {
        checking: {
          invoke: {
            id: 'fetchOrder',
            src: 'fetchOrder',
            input: ({ context }) => ({ orderId: context.returning?.orderId ?? '' }),
            onDone: [
              {
                guard: { type: 'isPaid', params: ({ event }) => ({ answer: event.output }) },
                target: '#checkout.paid',
                actions: { type: 'takeAnswer', params: ({ event }) => ({ answer: event.output }) },
              },
              {
                guard: { type: 'isClosed', params: ({ event }) => ({ answer: event.output }) },
                target: '#checkout.notPaid',
                actions: { type: 'takeAnswer', params: ({ event }) => ({ answer: event.output }) },
              },
              {
                guard: 'cameBackCancelled',
                target: '#checkout.paymentCancelled',
                actions: { type: 'takeAnswer', params: ({ event }) => ({ answer: event.output }) },
              },
              { target: 'waiting', actions: { type: 'takeAnswer', params: ({ event }) => ({ answer: event.output }) } },
            ],
            onError: { target: '#checkout.lookupFailed', actions: { type: 'takeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        waiting: {
          after: { pollInterval: 'checking' },
        },
      },
    },
    // A minute went by and the payment is still not confirmed: say so, let the member look again.
    stillPending: {
      on: { 'checkout.retry': 'confirming', 'checkout.restart': { target: 'configuring', actions: ['forgetReturn', 'reset'] } },
    },
    lookupFailed: {
      on: {
        'checkout.retry': { target: 'confirming', actions: assign({ errorMessage: null }) },
        'checkout.restart': { target: 'configuring', actions: ['forgetReturn', 'reset'] },
      },
    },
    paymentCancelled: {
      on: { 'checkout.restart': { target: 'configuring', actions: ['forgetReturn', 'reset'] } },
    },
    notPaid: {
      on: { 'checkout.restart': { target: 'configuring', actions: ['forgetReturn', 'reset'] } },
    },
  },
});
