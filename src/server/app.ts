import { Hono } from 'hono';

/** The JSON API under /api. Errors are always `{ message }` with the right status, never a stack. */
export function createApp() {
  const app = new Hono().basePath('/api');

  app.get('/health', (c) => c.json({ status: 'ok' }));

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    console.error(error);
    return c.json({ message: 'System Error - Something went wrong! Please try again later.' }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
