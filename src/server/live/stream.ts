import { streamSSE } from 'hono/streaming';
import { describeRoute } from 'hono-openapi';
import type { AppContext } from '../http/context';
import type { LiveFilter } from './bus';

/**
 * A text/event-stream of account changes: `event: account` with `{ accountId, lastSyncedAt }`,
 * and a `: ping` comment every `pingIntervalMs`. Holds no database connection; when the client
 * goes away the subscription and the timer end with it.
 */
export function accountStream(c: AppContext, filter: LiveFilter) {
  const live = c.env.services.live;
  // Reverse proxies (nginx) would otherwise buffer the stream and deliver events late.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let unsubscribe = () => {};
    let ping: NodeJS.Timeout | undefined;
    const ended = new Promise<void>((resolve) => {
      stream.onAbort(() => {
        clearInterval(ping);
        unsubscribe();
        resolve();
      });
    });
    unsubscribe = live.subscribe(filter, ({ accountId, lastSyncedAt }) => {
      void stream.writeSSE({ event: 'account', data: JSON.stringify({ accountId, lastSyncedAt }) });
    });
    ping = setInterval(() => void stream.write(': ping\n\n'), live.pingIntervalMs);
    // Opens the stream at once, so the client knows it is connected before the first change.
    await stream.write(': connected\n\n');
    await ended;
  });
}

/** The OpenAPI entry of a stream route (its answer is not JSON, so no schema describes it). */
export function describeStream(summary: string) {
  return describeRoute({
    summary,
    description:
      'Server-sent events: `event: account` with `data: {"accountId","lastSyncedAt"}` after the platform or an administrator changed the account (refetch it then), and a `: ping` comment every 15 s.',
    responses: {
      200: { description: 'An open event stream', content: { 'text/event-stream': { schema: { type: 'string' } } } },
      401: { description: 'Not signed in' },
      403: { description: 'Not the owner or an administrator' },
    },
  });
}
