import type { APIRoute } from 'astro';
import { createApp } from '../../server/app';

/** Every /api request goes to the Hono app, served by the same Node process. */
export const prerender = false;

const app = createApp();

export const ALL: APIRoute = ({ request }) => app.fetch(request);
