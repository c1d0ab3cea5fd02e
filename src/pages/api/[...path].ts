import type { APIRoute } from 'astro';
import { createApp } from '../../server/app';
import { startSimulator } from '../../server/demo/simulator';
import { serverRuntime } from '../../server/process';

/** Every /api request goes to the Hono app, served by the same Node process. */
export const prerender = false;

const runtime = serverRuntime();
const app = createApp(runtime.then((started) => started.services));

// The demo market simulator posts to the bridge like a trading platform would (SIMULATOR=off stops it).
runtime.then((started) => {
  if (started.services.env.SIMULATOR !== 'on') return;
  const simulator = startSimulator(started.services, async (body, signature) =>
    app.request('/api/bridge/events', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-bridge-signature': signature },
    }),
  );
  started.onClose(simulator.stop);
});

export const ALL: APIRoute = ({ request, clientAddress }) => app.fetch(request, { clientAddress });
