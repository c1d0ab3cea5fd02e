import { type Context, Hono } from 'hono';
import { AdminNewsEventSchema, AdminNewsPageSchema, NewsCalendarSchema, NewsQuerySchema } from '../../schemas/news';
import {
  AdminNewsQuerySchema,
  NewsDeletedSchema,
  NewsEventEditSchema,
  NewsImportReportSchema,
  NewsImportSchema,
} from '../../schemas/newsImport';
import { IdParamSchema } from '../../schemas/trading';
import { requireSession } from '../http/auth';
import { type AppEnv, translate } from '../http/context';
import { answer, documented, refusal } from '../http/openapi';
import { pageOf } from '../http/paging';
import { validate } from '../http/validate';
import { adminNewsList, checkImport, deleteNewsEvent, importNews, updateNewsEvent } from './admin';
import { calendarWindow, listNews } from './service';
import { adminNewsView, calendarView, importReportView } from './view';

/** /api/news: the economic calendar for signed-in members (docs/decisions/019). */
export const newsRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get(
    '/',
    documented('The economic calendar, filtered', { 200: answer('The news events of the period', NewsCalendarSchema) }),
    validate('query', NewsQuerySchema),
    async (c) => {
      const services = c.env.services;
      const query = c.req.valid('query');
      const [events, window] = await Promise.all([listNews(services, query), calendarWindow(services, c.get('user').id)]);
      return c.json(calendarView(events, window, query));
    },
  );

/** The file (about 1 MB of text) as a JSON string: room for its escaping; the schema names the real limit. */
const importBody = {
  maxSize: 3 * 1024 * 1024,
  onTooLarge: (c: Context) => {
    // The rest is not read: the connection closes after the answer (src/server/http/bodies.ts).
    c.header('Connection', 'close');
    return c.json({ message: translate(c as never, 'newsImport.error.tooLarge') }, 413);
  },
};
const noSuchEvent = { 404: refusal('No such news event') };

/**
 * /api/admin/news (app.ts guards /admin): the news import — a preview that writes nothing, and the
 * import of the accepted rows — and every event listed, edited or deleted (docs/decisions/031).
 */
export const adminNewsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented('News events for editing (administrators)', { 200: answer('A page of events', AdminNewsPageSchema) }),
    validate('query', AdminNewsQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(pageOf(await adminNewsList(c.env.services, query), query, adminNewsView));
    },
  )
  .post(
    '/import/preview',
    documented('Check a news import without saving it (administrators)', {
      200: answer('What the import would do, row by row', NewsImportReportSchema),
      413: refusal('The file is too large'),
    }),
    validate('json', NewsImportSchema, importBody),
    async (c) => {
      const { report } = await checkImport(c.env.services, c.req.valid('json'));
      return c.json(importReportView(report, (key, values) => translate(c, key, values)));
    },
  )
  .post(
    '/import',
    documented('Import news events (administrators, audited)', {
      200: answer('What was imported, row by row', NewsImportReportSchema),
      409: refusal('The file no longer gives the accepted count the preview showed'),
      413: refusal('The file is too large'),
    }),
    validate('json', NewsImportSchema, importBody),
    async (c) => {
      const report = await importNews(c.env.services, c.get('user').id, c.req.valid('json'));
      return c.json(importReportView(report, (key, values) => translate(c, key, values)));
    },
  )
  .put(
    '/:id',
    documented('Edit a news event (administrators, audited)', { 200: answer('The event', AdminNewsEventSchema), ...noSuchEvent }),
    validate('param', IdParamSchema),
    validate('json', NewsEventEditSchema),
    async (c) => {
      const event = await updateNewsEvent(c.env.services, c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
      return c.json(adminNewsView(event));
    },
  )
  .delete(
    '/:id',
    documented('Delete a news event (administrators, audited)', { 200: answer('Deleted', NewsDeletedSchema), ...noSuchEvent }),
    validate('param', IdParamSchema),
    async (c) => {
      await deleteNewsEvent(c.env.services, c.get('user').id, c.req.valid('param').id);
      return c.json({ deleted: true });
    },
  );
