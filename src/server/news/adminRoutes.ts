import { type Context, Hono } from 'hono';
import { AdminNewsQuerySchema, NewsEventEditSchema, NewsImportSchema } from '../../schemas/newsImport';
import { IdParamSchema } from '../../schemas/trading';
import { type AppContext, type AppEnv, translate } from '../http/context';
import { documented } from '../http/openapi';
import { paged } from '../http/paging';
import { validate } from '../http/validate';
import { adminNewsList, checkImport, deleteNewsEvent, type ImportReport, importNews, updateNewsEvent } from './admin';
import { adminNewsView } from './view';

/**
 * /api/admin/news (app.ts guards /admin): the news import — a preview that writes nothing, and the
 * import of the accepted rows — and every event listed, edited or deleted (docs/decisions/031).
 */

/** The file (about 1 MB of text) as a JSON string: room for its escaping; the schema names the real limit. */
const importBody = {
  maxSize: 3 * 1024 * 1024,
  onTooLarge: (c: Context) => {
    // The rest is not read: the connection closes after the answer (src/server/http/bodies.ts).
    c.header('Connection', 'close');
    return c.json({ message: translate(c as never, 'newsImport.error.tooLarge') }, 413);
  },
};

/** A report with each problem's message in the caller's language (its key stays, for clients that translate). */
function reportView(c: AppContext, report: ImportReport) {
  return {
    ...report,
    items: report.items.map((item) => ({
      ...item,
      problems: item.problems.map((problem) => ({
        field: problem.field,
        code: problem.key,
        message: translate(c, problem.key, { name: problem.field, ...problem.values }),
      })),
    })),
  };
}

export const adminNewsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented('News events for editing (administrators)', { 200: { description: 'A page of events' } }),
    validate('query', AdminNewsQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await adminNewsList(c.env.services.db, query);
      return c.json(paged(rows.map(adminNewsView), total, query));
    },
  )
  .post(
    '/import/preview',
    documented('Check a news import without saving it (administrators)', { 200: { description: 'What the import would do' } }),
    validate('json', NewsImportSchema, importBody),
    async (c) => {
      const { report } = await checkImport(c.env.services.db, c.req.valid('json'));
      return c.json(reportView(c, report));
    },
  )
  .post(
    '/import',
    documented('Import news events (administrators)', { 200: { description: 'What was imported' } }),
    validate('json', NewsImportSchema, importBody),
    async (c) => {
      const report = await importNews(c.env.services, c.get('user').id, c.req.valid('json'));
      return c.json(reportView(c, report));
    },
  )
  .put(
    '/:id',
    documented('Edit a news event (administrators)', { 200: { description: 'The event' } }),
    validate('param', IdParamSchema),
    validate('json', NewsEventEditSchema),
    async (c) => {
      const event = await updateNewsEvent(c.env.services, c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
      return c.json(adminNewsView(event));
    },
  )
  .delete(
    '/:id',
    documented('Delete a news event (administrators)', { 200: { description: 'Deleted' } }),
    validate('param', IdParamSchema),
    async (c) => {
      await deleteNewsEvent(c.env.services, c.get('user').id, c.req.valid('param').id);
      return c.json({ deleted: true });
    },
  );
