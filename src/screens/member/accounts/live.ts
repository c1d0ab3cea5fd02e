import { createParser } from 'eventsource-parser';
import { useEffect, useRef } from 'react';
import { createActor, fromCallback } from 'xstate';
import { type FeedMessage, type LiveFeedEvent, liveFeedMachine } from '../../../../machines/liveFeed';
import { authorisedFetch, rpc } from '../../../api/rpc';
import { type AccountView, refreshAccount } from './queries';

/**
 * Opens a server-sent event stream with the stored token (EventSource cannot send one, so this
 * reads the stream through fetch) and reports it to the feed machine.
 */
const connect = fromCallback<LiveFeedEvent, { url: string }>(({ sendBack, input }) => {
  const abort = new AbortController();
  const parser = createParser({
    onEvent: (event) => {
      if (event.event === 'account') sendBack({ type: 'feed.message', message: JSON.parse(event.data) as FeedMessage });
    },
  });
  (async () => {
    // Low priority: a stream that never ends must not count as the page still loading (a browser
    // waits for its high-priority requests before it calls a page loaded).
    const response = await authorisedFetch(input.url, { signal: abort.signal, headers: { Accept: 'text/event-stream' }, priority: 'low' });
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    sendBack({ type: 'feed.opened' });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
    throw new Error('stream ended');
  })().catch(() => {
    if (!abort.signal.aborted) sendBack({ type: 'feed.failed' });
  });
  return () => abort.abort();
});

/** Keeps a stream open while the screen shows; each event refreshes what is shown of that account. */
function useFeed(url: string | null, catchUp: () => void) {
  const catchUpRef = useRef(catchUp);
  catchUpRef.current = catchUp;
  useEffect(() => {
    if (!url) return;
    const actor = createActor(
      liveFeedMachine.provide({
        actors: { connect },
        actions: {
          catchUp: () => catchUpRef.current(),
          applyMessage: (_, { message }) => refreshAccount(message.accountId),
        },
      }),
      { input: { url } },
    ).start();
    const onVisibility = () => actor.send({ type: document.visibilityState === 'hidden' ? 'feed.hidden' : 'feed.visible' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      actor.stop();
    };
  }, [url]);
}

/** One account's stream (the overview screens). */
export function useLiveAccount(accountId: string | null) {
  useFeed(accountId ? rpc.api.accounts[':id'].stream.$url({ param: { id: accountId } }).toString() : null, () => {
    if (accountId) refreshAccount(accountId);
  });
}

/** The member's own accounts in one stream (the accounts list): one connection however many accounts. */
export function useLiveAccounts(activeIds: string[]) {
  useFeed(activeIds.length > 0 ? rpc.api.accounts.stream.$url().toString() : null, () => activeIds.forEach(refreshAccount));
}

/**
 * While something is on its way to the trading platform (the account being opened, a verdict, a new
 * password), the account is asked for again every 2 s until the platform confirmed it: the live
 * event of its arrival can fall inside a fetch already under way, whose older answer would stay.
 */
export function useUntilPlatformConfirms(account: AccountView | undefined) {
  const access = account?.access;
  const waiting = !!access && (access.state === 'pending' || access.state !== access.target || access.passwordChangePending);
  const accountId = account?.id;
  useEffect(() => {
    if (!waiting || !accountId) return;
    const timer = setInterval(() => refreshAccount(accountId), 2_000);
    return () => clearInterval(timer);
  }, [waiting, accountId]);
}
