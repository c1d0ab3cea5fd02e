import { Hono } from 'hono';
import { NewsQuerySchema } from '../../schemas/news';
import { requireSession } from '../http/auth';
import type { AppEnv } from '../http/context';
import { documented } from '../http/openapi';
import { validate } from '../http/validate';
import { calendarWindow, listNews } from './service';
import { newsView } from './view';

/** /api/news: the economic calendar for signed-in members (docs/decisions/019). */
export const newsRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get(
    '/',
    documented('The economic calendar, filtered', { 200: { description: 'The news events' } }),
    validate('query', NewsQuerySchema),
    async (c) => {
      const { db } = c.env.services;
      const query = c.req.valid('query');
      const [events, window] = await Promise.all([listNews(db, query), calendarWindow(db, c.get('user').id)]);
      return c.json({
        items: events.map((event) => newsView(event, window.minutes)),
        from: query.from.toISOString(),
        to: query.to.toISOString(),
        /** Minutes either side of high-impact news; `default`: the member has no funded account yet. */
        window,
      });
    },
  );
