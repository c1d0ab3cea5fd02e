import { defineMiddleware } from 'astro:middleware';
import { pageServices } from './server/pageServices';

/**
 * Pages rendered on request get what the API hands them in `Astro.locals.services` (see
 * src/server/pageServices.ts for why it is not passed through the adapter's handler).
 */
export const onRequest = defineMiddleware((context, next) => {
  if (!context.isPrerendered) context.locals.services ??= pageServices();
  return next();
});
