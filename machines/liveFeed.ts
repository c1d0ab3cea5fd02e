import { fromCallback, setup } from 'xstate';

/**
 * An account's live feed (issue 7): a server-sent event stream that tells an open screen the
 * platform reported something, so its figures refresh within a second. A dropped stream is
 * reopened after `retryDelay`; while the page is hidden the stream is closed (nobody is looking,
 * and the server keeps no idle connection) and reopened when it shows again. Every (re)opening
 * catches up on what was missed. Meanwhile queries still refetch on focus.
 */
export type FeedMessage = { accountId: string; lastSyncedAt: string | null };

export type LiveFeedEvent =
  | { type: 'feed.opened' }
  | { type: 'feed.message'; message: FeedMessage }
  | { type: 'feed.failed' }
  | { type: 'feed.hidden' }
  | { type: 'feed.visible' };

export interface LiveFeedInput {
  /** The stream to open: one account's, or all of the member's accounts. */
  url: string;
}

export const liveFeedMachine = setup({
  types: {
    context: {} as LiveFeedInput,
    events: {} as LiveFeedEvent,
    input: {} as LiveFeedInput,
  },
  actors: {
    // Provided by the screen: opens the stream and sends feed.opened, feed.message and feed.failed.
    connect: fromCallback<LiveFeedEvent, LiveFeedInput>(() => () => {}),
  },
  actions: {
    // Provided by the screen: refetch everything shown for the account.
    catchUp: () => {},
    applyMessage: (_, _params: { message: FeedMessage }) => {},
  },
  delays: {
    retryDelay: 3_000,
  },
}).createMachine({
  id: 'liveFeed',
  context: ({ input }) => ({ url: input.url }),
  initial: 'online',
  states: {
    online: {
      invoke: { src: 'connect', input: ({ context }) => ({ url: context.url }) },
      initial: 'connecting',
      states: {
        connecting: {
          on: {
            'feed.opened': { target: 'open', actions: 'catchUp' },
          },
        },
        open: {
          on: {
            'feed.message': { actions: { type: 'applyMessage', params: ({ event }) => ({ message: event.message }) } },
          },
        },
      },
      on: {
        'feed.failed': 'waiting',
        'feed.hidden': 'paused',
      },
    },
    waiting: {
      after: { retryDelay: 'online' },
      on: { 'feed.hidden': 'paused' },
    },
    paused: {
      on: { 'feed.visible': 'online' },
    },
  },
});
