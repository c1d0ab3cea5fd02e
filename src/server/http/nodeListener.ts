import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { log, requestScope } from '../log';
import { BODY_CEILING } from './bodies';
import { compressAnswer } from './compression';

type Fetch = (request: Request, env: { clientAddress?: string; bodyTooLarge?: boolean }) => Response | Promise<Response>;

/** A proxy's own request id is kept when it is a plain token; anything else is replaced. */
const plainToken = /^[\w.:-]{8,128}$/;

/**
 * The API as a Node request listener. Every answer names its request (`X-Request-Id`) and says
 * `Cache-Control: no-store`, set on Node's response as the security headers are (scripts/serve.mjs):
 * there they cost next to nothing, where set through Hono they build a `Headers` object per request
 * and cost `/api/health` two fifths of its throughput (docs/decisions/034). Every log line written
 * while answering carries the same id (src/server/log.ts).
 */
export function apiRequestListener(fetch: Fetch) {
  return getRequestListener((request, { incoming, outgoing }) => {
    const given = rawHeader(incoming.rawHeaders, 'x-request-id');
    const requestId = given !== undefined && plainToken.test(given) ? given : randomUUID();
    outgoing.setHeader('X-Request-Id', requestId);
    outgoing.setHeader('Cache-Control', 'no-store');
    lingerBeforeClosing(incoming.socket);
    // A body larger than any route takes is refused before a byte of it is read (src/server/app.ts).
    const length = rawHeader(incoming.rawHeaders, 'content-length');
    const env = { clientAddress: incoming.socket.remoteAddress, bodyTooLarge: length !== undefined && Number(length) > BODY_CEILING };
    // Compressed when the client accepts it (src/server/http/compression.ts); load generators and
    // health checks send no Accept-Encoding and skip it. An answer given before the request's body
    // was read whole (a refusal) ends the connection: reusing it would mean reading the rest first.
    const acceptEncoding = rawHeader(incoming.rawHeaders, 'accept-encoding');
    const finished = (response: Response) => {
      if (!incoming.complete) outgoing.setHeader('Connection', 'close');
      return acceptEncoding === undefined ? response : compressAnswer(acceptEncoding, response);
    };
    if (!log.isLevelEnabled('debug')) {
      const answer = requestScope.run({ requestId }, fetch, request, env);
      return answer instanceof Response ? finished(answer) : answer.then(finished);
    }
    return requestScope.run({ requestId }, async () => {
      const startedAt = performance.now();
      const response = await fetch(request, env);
      const path = incoming.url?.split('?')[0];
      log.debug({ method: request.method, path, status: response.status, ms: Math.round(performance.now() - startedAt) }, 'request');
      return finished(response);
    });
  });
}

/** A header's first value, from the raw list: Node builds the parsed `headers` object only when asked. */
function rawHeader(raw: string[], lowerName: string): string | undefined {
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    if (name.length === lowerName.length && name.toLowerCase() === lowerName) return raw[i + 1];
  }
  return undefined;
}

/** How long a connection the server ends keeps reading what the client still sends. */
const LINGER_MS = 5_000;
const lingering = new WeakSet<Socket>();

/**
 * When Node ends a connection after an answer (`Connection: close`, as on a refused body), it
 * destroys the socket at once; a client still sending its body then gets a reset that can wipe the
 * answer before it is read (fuzzing saw sockets closed with no answer). Like nginx's lingering
 * close, the answer goes out with the end of our side and what the client still sends is read and
 * dropped (never buffered) until it stops or LINGER_MS pass.
 */
function lingerBeforeClosing(socket: Socket) {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    const close = () => socket.destroy();
    // The client already said it has sent everything: nothing to wait for.
    if (socket.readableEnded) {
      close();
      return;
    }
    setTimeout(close, LINGER_MS).unref();
    socket.once('end', close);
    socket.resume();
  };
}
