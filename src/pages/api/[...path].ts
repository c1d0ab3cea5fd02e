import type { APIRoute } from 'astro';
import { createApp } from '../../server/app';
import { serverRuntime } from '../../server/process';

/** Every /api request goes to the Hono app, served by the same Node process. */
export const prerender = false;

const app = createApp(serverRuntime().then((runtime) => runtime.services));

export const ALL: APIRoute = ({ request, clientAddress }) => app.fetch(request, { clientAddress });
