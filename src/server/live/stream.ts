import { streamSSE } from 'hono/streaming';
import { describeRoute } from 'hono-openapi';
import { checkSession } from '../auth/sessions';
import { DomainError } from '../errors';
import type { AppContext } from '../http/context';
import { log } from '../log';
import type { LiveFilter } from './bus';

/**
 * A text/event-stream of account changes: `event: account` with `{ accountId, lastSyncedAt }`,
 * and a `: ping` comment every `pingIntervalMs`. Holds no database connection; when the client
 * goes away the subscription and the timer end with it.
 *
 * The stream lives no longer than its session: whenever the user or their sessions change (sign-out,
 * a session revoked, suspension, a password changed or reset; on every instance, through the
 * notifications the session cache listens to) and at each ping, the session is checked again, and
 * the server ends the stream once it no longer opens the API. Streams are capped per session and
 * per member (live/slots.ts): beyond, 429.
 */
export function accountStream(c: AppContext, filter: LiveFilter) {
  const services = c.env.services;
  const live = services.live;
  const user = c.get('user');
  const sessionId = c.get('sessionId');
  const authorization = c.req.header('authorization');
  const slot = live.slots.take(user.id, sessionId);
  if ('refused' in slot) {
    throw new DomainError('tooMany', slot.refused === 'session' ? 'error.streamsPerSession' : 'error.streamsPerMember', {
      limit: slot.refused === 'session' ? live.slots.perSession : live.slots.perMember,
    });
  }
  // Reverse proxies (nginx) would otherwise buffer the stream and deliver events late.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let unsubscribe = () => {};
    let unwatch = () => {};
    let ping: NodeJS.Timeout | undefined;
    let end = () => {};
    const ended = new Promise<void>((resolve) => {
      end = () => {
        clearInterval(ping);
        unsubscribe();
        unwatch();
        slot.release();
        resolve();
      };
    });
    stream.onAbort(end);

    // One check at a time; a change during a check asks for one more after it.
    let checking = false;
    let again = false;
    const recheck = async () => {
      if (checking) {
        again = true;
        return;
      }
      checking = true;
      try {
        do {
          again = false;
          const check = await checkSession(services, authorization);
          if (check.state !== 'active' || check.sessionId !== sessionId) return end();
        } while (again);
      } catch (error) {
        // The database unreachable: the stream stays; the next ping checks again.
        log.warn({ err: error }, 'Live stream: the session check failed');
      } finally {
        checking = false;
      }
    };

    unwatch = services.sessionCache.watch(user.id, () => void recheck());
    unsubscribe = live.subscribe(filter, ({ accountId, lastSyncedAt }) => {
      void stream.writeSSE({ event: 'account', data: JSON.stringify({ accountId, lastSyncedAt }) });
    });
    ping = setInterval(() => {
      void stream.write(': ping\n\n');
      void recheck();
    }, live.pingIntervalMs);
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
      'Server-sent events: `event: account` with `data: {"accountId","lastSyncedAt"}` after the platform or an administrator changed the account (refetch it then), and a `: ping` comment every 15 s. The server ends the stream when its session ends (sign-out, revocation, suspension, a password change).',
    responses: {
      200: { description: 'An open event stream', content: { 'text/event-stream': { schema: { type: 'string' } } } },
      401: { description: 'Not signed in' },
      403: { description: 'Not the owner or an administrator' },
      429: { description: 'Too many streams open for this session or this member (closing one frees its place)' },
    },
  });
}
