import { Hono } from 'hono';
import { DashboardQuerySchema, DashboardSchema } from '../../schemas/dashboard';
import { type AppEnv, localeOf } from '../http/context';
import { answer, documented } from '../http/openapi';
import { validate } from '../http/validate';
import { dashboard } from './service';

/** /api/admin/dashboard (app.ts guards /admin): the firm's figures over a range of UTC days. */
export const adminDashboardRoutes = new Hono<AppEnv>().get(
  '/',
  documented('The back office dashboard’s figures (administrators)', { 200: answer('The figures', DashboardSchema) }),
  validate('query', DashboardQuerySchema),
  async (c) => c.json(await dashboard(c.env.services, c.req.valid('query'), localeOf(c))),
);
