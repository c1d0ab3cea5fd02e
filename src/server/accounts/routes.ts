import { Hono } from 'hono';
import { ForceActionSchema, IdParamSchema, PageQuerySchema, PointsQuerySchema } from '../../schemas/trading';
import { requireSession } from '../http/auth';
import type { AppEnv } from '../http/context';
import { paged } from '../http/paging';
import { validate } from '../http/validate';
import { dailySummaries, equitySeries, statistics } from './reports';
import { accountDeals, accountFor, accountsOf, forceAccount, loadEvents } from './service';
import { accountView, dealView } from './view';

/** /api/accounts: a member's trading accounts, their deals and reports (administrators may read any). */
export const accountRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => {
    const services = c.get('services');
    const rows = await accountsOf(services.db, c.get('user').id);
    return c.json({ items: rows.map((row) => accountView(row, services.now())) });
  })
  .get('/:id', validate('param', IdParamSchema), async (c) => {
    const services = c.get('services');
    const account = await accountFor(services, c.get('user'), c.req.valid('param').id);
    return c.json(accountView(account, services.now()));
  })
  .get('/:id/deals', validate('param', IdParamSchema), validate('query', PageQuerySchema), async (c) => {
    const services = c.get('services');
    const account = await accountFor(services, c.get('user'), c.req.valid('param').id);
    const query = c.req.valid('query');
    const { rows, total } = await accountDeals(services.db, account.id, query);
    return c.json(paged(rows.map(dealView), total, query));
  })
  .get('/:id/daily', validate('param', IdParamSchema), async (c) => {
    const services = c.get('services');
    const account = await accountFor(services, c.get('user'), c.req.valid('param').id);
    return c.json({ items: dailySummaries(account, await loadEvents(services.db, account.id)) });
  })
  .get('/:id/equity', validate('param', IdParamSchema), validate('query', PointsQuerySchema), async (c) => {
    const services = c.get('services');
    const account = await accountFor(services, c.get('user'), c.req.valid('param').id);
    return c.json({ items: equitySeries(account, await loadEvents(services.db, account.id), c.req.valid('query').points) });
  })
  .get('/:id/statistics', validate('param', IdParamSchema), async (c) => {
    const services = c.get('services');
    const account = await accountFor(services, c.get('user'), c.req.valid('param').id);
    return c.json(statistics(account, await loadEvents(services.db, account.id)));
  });

/** Mounted at /api/admin (app.ts guards it): a user's accounts, and forcing an account's outcome. */
export const adminAccountRoutes = new Hono<AppEnv>()
  .get('/users/:id/accounts', validate('param', IdParamSchema), async (c) => {
    const services = c.get('services');
    const rows = await accountsOf(services.db, c.req.valid('param').id);
    return c.json({ items: rows.map((row) => accountView(row, services.now())) });
  })
  .post('/accounts/:id/force', validate('param', IdParamSchema), validate('json', ForceActionSchema), async (c) => {
    const services = c.get('services');
    const account = await forceAccount(services, c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
    return c.json(accountView(account, services.now()));
  });
