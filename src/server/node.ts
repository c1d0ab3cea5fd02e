import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApp } from './app';
import { certificateImagePath } from './certificates/image';
import { verifyCertificate } from './certificates/service';
import { isDatabaseUnreachable } from './db';
import { onOneInstance } from './db/oneInstance';
import { startSimulator } from './demo/simulator';
import { parseEnv } from './env';
import { apiRequestListener } from './http/nodeListener';
import { secureWhenSent, securityHeaders } from './http/securityHeaders';
import { log } from './log';
import { type PageServices, providePageServices } from './pageServices';
import { drainBeforeClose, isDraining, serverRuntime } from './process';
import type { Services } from './services';

/** True for the API's paths: they go to Hono, everything else to Astro. */
export function isApiPath(url: string | undefined): boolean {
  return url !== undefined && /^\/api(?:[/?#]|$)/.test(url);
}

/**
 * The API as a Node request listener, straight from Hono: scripts/serve.mjs puts it in front of
 * Astro's handler (it is built to `<outDir>/server/api.mjs`) and the dev server mounts it the same
 * way, so no API request passes through Astro's rendering (docs/decisions/034).
 */
export function createApiListener() {
  const runtime = serverRuntime();
  const app = createApp(
    runtime.then((started) => started.services),
    { isDraining },
  );
  // The pages Astro renders on request answer from the same services (docs/decisions/040).
  const forPages = runtime.then((started) => servicesForPages(started.services));
  forPages.catch(() => undefined);
  providePageServices(forPages);

  // The demo market simulator posts to the bridge like a trading platform would (SIMULATOR=off stops it).
  runtime.then((started) => {
    const { env } = started.services;
    if (env.SIMULATOR !== 'on') return;
    // One simulator for all instances sharing a database: two would trade the same accounts twice.
    const simulator = onOneInstance(
      env.DATABASE_URL,
      'simulator',
      () =>
        startSimulator(started.services, async (body, signature) =>
          app.request('/api/bridge/events', {
            method: 'POST',
            body,
            headers: { 'content-type': 'application/json', 'x-bridge-signature': signature },
          }),
        ).stop,
    );
    started.onClose(() => void simulator.stop());
  });

  // Handlers under way, counted apart from connections: a client that hangs up (a closed tab, a load
  // generator stopping) closes its connection while its handler still works with the database, which
  // must stay open until that handler is done.
  let underWay = 0;
  let allDone: (() => void) | null = null;
  const listener = apiRequestListener(async (request, env) => {
    underWay += 1;
    try {
      return await app.fetch(request, env);
    } finally {
      underWay -= 1;
      if (underWay === 0) allDone?.();
    }
  });
  drainBeforeClose(
    () =>
      new Promise<void>((resolve) => {
        if (underWay === 0) return resolve();
        allDone = resolve;
        // Live streams and anything stuck are cut with their connections after 10 s (scripts/serve.mjs).
        setTimeout(resolve, 10_000).unref();
      }),
  );
  return { listener, ready: runtime, drainBeforeClose };
}

/** What Astro's on-demand pages may ask of the API: the same service functions its routes call. */
function servicesForPages(services: Services): PageServices {
  return {
    publicUrl: (path) => `${services.env.APP_URL.replace(/\/+$/, '')}${path}`,
    certificates: {
      verify: async (code) => {
        try {
          return await verifyCertificate(services, code);
        } catch (error) {
          if (isDatabaseUnreachable(error)) log.warn({ err: error }, 'Database unreachable');
          else log.error({ err: error }, 'Unexpected error');
          throw error;
        }
      },
      imagePath: certificateImagePath,
    },
  };
}

/**
 * The security headers of every answer (src/server/http/securityHeaders.ts), for what the build
 * found the pages need (`<outDir>/server/content-security.json`).
 */
export function createSecurityHeaders(policy: { scriptHashes: string[]; connectSources: string[] }) {
  let trustProxy = false;
  try {
    trustProxy = parseEnv(process.env).TRUST_PROXY;
  } catch {
    // A bad configuration stops the process with its message as the runtime starts.
  }
  const headersFor = securityHeaders({ ...policy, trustProxy });
  return {
    /** The API's, set at once (decision 034's fast path). */
    api(request: IncomingMessage, response: ServerResponse) {
      for (const [name, value] of headersFor(request, 'api')) response.setHeader(name, value);
    },
    /** A page's or a file's, by the type it is sent with. */
    other: (request: IncomingMessage, response: ServerResponse) => secureWhenSent(headersFor, request, response),
  };
}

export { compressPages, precompressedFiles } from './http/compression';
/** The server's JSON log, for scripts/serve.mjs's own lines. */
export { log };
