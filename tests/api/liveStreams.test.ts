import { randomUUID } from 'node:crypto';
import { createParser } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db';
import { postgresLiveBus } from '../../src/server/live/bus';
import { STREAMS_PER_MEMBER, STREAMS_PER_SESSION } from '../../src/server/live/slots';
import { drivers, type Harness, PASSWORD, useHarness } from './harness';
import { type Person, refresh, signedInAdmin, signedInMember } from './tradingHelpers';

/**
 * Live streams end with their session and are capped (issue 27, item 9): the server closes an
 * open GET /api/accounts/stream within a second or two of sign-out, the session's revocation, the
 * member's suspension or a password change (on another instance too), and refuses a stream beyond
 * the caps per session and per member with 429 until one closes.
 */
type App = { request: Harness['app']['request'] };

/** An open stream: `ended()` resolves when the server closes it, `events` collects `account` events. */
async function open(h: Harness, token: string, app: App = h.app) {
  const response = await app.request(
    '/api/accounts/stream',
    { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' } },
    { clientAddress: h.nextIp() },
  );
  expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: string[] = [];
  const parser = createParser({ onEvent: (event) => events.push(JSON.parse(event.data).accountId) });
  let closed = false;
  const done = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (done) break;
      parser.feed(value);
    }
    closed = true;
  })();
  return {
    events,
    isOpen: () => !closed,
    /** Resolves once the server has ended the stream; fails after `ms`. */
    ended: (ms = 2_000) =>
      Promise.race([done, new Promise((_, reject) => setTimeout(() => reject(new Error(`The stream was still open after ${ms} ms`)), ms))]),
    cancel: () => reader.cancel(),
  };
}

/** A stream still delivers: a change of one of the member's accounts reaches it. */
async function delivers(h: Harness, stream: Awaited<ReturnType<typeof open>>, userId: string) {
  const accountId = randomUUID();
  await h.services.live.publish({ accountId, userId, lastSyncedAt: null });
  await eventually(() => stream.events.includes(accountId));
}

async function eventually(check: () => boolean, ms = 2_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).jti as string;
const streamRequest = (h: Harness, token: string, lang = 'en') =>
  h.request('/api/accounts/stream', { token, lang, headers: { Accept: 'text/event-stream' } });

describe.each(drivers)('live streams and sessions (%s)', (driver) => {
  // A ping far off: the streams must end on the change itself, not at the next ping's check.
  const h = useHarness(driver, 30_000, { pingIntervalMs: 60_000 });
  const slotsFree = () => h.services.live.slots.count() === 0 && h.services.live.listenerCount() === 0;

  it('ends a stream when its session signs out; the member’s other session keeps its own', async () => {
    const member = await signedInMember(h);
    const laptop = await refresh(h, member);
    const stream = await open(h, member.token);
    const other = await open(h, laptop.token);
    await delivers(h, stream, member.id);

    expect((await h.authed(member.token, '/api/auth/logout', { method: 'POST' })).status).toBe(200);
    await stream.ended();
    await delivers(h, other, member.id);
    expect(other.isOpen()).toBe(true);
    await other.cancel();
    await eventually(slotsFree);
  });

  it('ends a stream when its session is revoked from the sessions list', async () => {
    const member = await signedInMember(h);
    const phone = await refresh(h, member);
    const stream = await open(h, phone.token);
    const revoked = await h.authed(member.token, `/api/profile/sessions/${sessionIdOf(phone.token)}`, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    await stream.ended();
    await eventually(slotsFree);
  });

  it('ends every stream of a member an administrator suspends', async () => {
    const boss = await signedInAdmin(h);
    const member = await signedInMember(h);
    const streams = [await open(h, member.token), await open(h, (await refresh(h, member)).token)];
    const suspended = await h.authed(boss.token, `/api/users/${member.id}/status`, { method: 'PATCH', body: { status: 'Suspended' } });
    expect(suspended.status, suspended.text).toBe(200);
    await Promise.all(streams.map((stream) => stream.ended()));
    await eventually(slotsFree);
  });

  it('ends the other sessions’ streams when the password changes, and keeps the one that changed it', async () => {
    const member = await signedInMember(h);
    const elsewhere = await refresh(h, member);
    const kept = await open(h, member.token);
    const dropped = await open(h, elsewhere.token);
    const changed = await h.authed(member.token, '/api/user/password', {
      method: 'PUT',
      body: { currentPassword: PASSWORD, password: 'Another#456' },
    });
    expect(changed.status, changed.text).toBe(200);
    await dropped.ended();
    await delivers(h, kept, member.id);
    await kept.cancel();
    await eventually(slotsFree);
  });

  it(`accepts ${STREAMS_PER_SESSION} streams on one session, refuses the next with 429, and takes one again once one closes`, async () => {
    const member = await signedInMember(h);
    const streams = [];
    for (let i = 0; i < STREAMS_PER_SESSION; i++) streams.push(await open(h, member.token));
    const refused = await streamRequest(h, member.token);
    expect(refused).toMatchObject({
      status: 429,
      body: {
        message: `Live updates are already open in ${STREAMS_PER_SESSION} windows of this sign-in. Close one, and this one will reconnect.`,
      },
    });
    expect((await streamRequest(h, member.token, 'de')).body.message).toBe(
      `Live-Aktualisierungen sind in dieser Anmeldung bereits in ${STREAMS_PER_SESSION} Fenstern geöffnet. Schließen Sie eines, dann verbindet sich dieses neu.`,
    );
    // The client going away frees its place.
    await streams.pop()!.cancel();
    await eventually(() => h.services.live.slots.count() === STREAMS_PER_SESSION - 1);
    streams.push(await open(h, member.token));
    await Promise.all(streams.map((stream) => stream.cancel()));
    await eventually(slotsFree);
  });

  it(`refuses a member’s stream beyond ${STREAMS_PER_MEMBER} across sessions, and frees the places of streams the server ended`, async () => {
    const member = await signedInMember(h);
    const sessions: Person[] = [];
    const streams = [];
    for (let i = 0; i < STREAMS_PER_MEMBER; i++) {
      if (i % STREAMS_PER_SESSION === 0) sessions.push(await refresh(h, member));
      streams.push(await open(h, sessions.at(-1)!.token));
    }
    const another = await refresh(h, member);
    expect(await streamRequest(h, another.token)).toMatchObject({
      status: 429,
      body: {
        message: `Live updates are already open in ${STREAMS_PER_MEMBER} windows across your devices. Close one, and this one will reconnect.`,
      },
    });
    // Signing one session out ends its streams and gives their places back.
    await h.authed(sessions[0]!.token, '/api/auth/logout', { method: 'POST' });
    await Promise.all(streams.slice(0, STREAMS_PER_SESSION).map((stream) => stream.ended()));
    const fresh = await open(h, another.token);
    await Promise.all([fresh, ...streams.slice(STREAMS_PER_SESSION)].map((stream) => stream.cancel()));
    await eventually(slotsFree);
  });
});

describe.runIf(process.env.DATABASE_URL)('live streams on another instance', () => {
  const h = useHarness('postgres', 30_000, { pingIntervalMs: 60_000 });

  it('ends a stream held by another instance sharing the database when its session signs out here', async () => {
    const handle = await openDatabase({ databaseUrl: h.databaseUrl! });
    const live = await postgresLiveBus(h.databaseUrl!, { pingIntervalMs: 60_000 });
    try {
      const other = createApp({ ...h.services, db: handle.db, sessionCache: handle.sessionCache, live });
      const member = await signedInMember(h);
      const stream = await open(h, member.token, other);
      expect((await h.authed(member.token, '/api/auth/logout', { method: 'POST' })).status).toBe(200);
      await stream.ended();
      await eventually(() => live.slots.count() === 0 && live.listenerCount() === 0);
    } finally {
      await live.close();
      await handle.close();
    }
  });
});
