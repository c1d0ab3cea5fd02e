import { randomUUID } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import { log, requestScope } from '../log';
import { compressAnswer } from './compression';

type Fetch = (request: Request, env: { clientAddress?: string }) => Response | Promise<Response>;

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
    const env = { clientAddress: incoming.socket.remoteAddress };
    // Compressed when the client accepts it (src/server/http/compression.ts); load generators and
    // health checks send no Accept-Encoding and skip it.
    const acceptEncoding = rawHeader(incoming.rawHeaders, 'accept-encoding');
    const compressed = (response: Response) => (acceptEncoding === undefined ? response : compressAnswer(acceptEncoding, response));
    if (!log.isLevelEnabled('debug')) {
      const answer = requestScope.run({ requestId }, fetch, request, env);
      return acceptEncoding === undefined ? answer : Promise.resolve(answer).then(compressed);
    }
    return requestScope.run({ requestId }, async () => {
      const startedAt = performance.now();
      const response = await fetch(request, env);
      const path = incoming.url?.split('?')[0];
      log.debug({ method: request.method, path, status: response.status, ms: Math.round(performance.now() - startedAt) }, 'request');
      return compressed(response);
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
