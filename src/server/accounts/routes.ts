import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import {
  AccountListQuerySchema,
  AccountPageSchema,
  AccountViewSchema,
  AfterCloseSchema,
  BreachReceiptSchema,
  DailyReportSchema,
  DealPageSchema,
  OpenPositionsSchema,
  StatisticsSchema,
  TradePageSchema,
} from '../../schemas/accounts';
import { EquityQuerySchema, EquityReportSchema } from '../../schemas/equity';
import {
  DailyQuerySchema,
  ForceActionSchema,
  IdParamSchema,
  PageQuerySchema,
  TradeExportQuerySchema,
  TradeQuerySchema,
} from '../../schemas/trading';
import { requireSession } from '../http/auth';
import { type AppEnv, localeOf } from '../http/context';
import { answer, documented, file, refusal } from '../http/openapi';
import { paged, pageOf } from '../http/paging';
import { validate } from '../http/validate';
import { accountStream, describeStream } from '../live/stream';
import { log } from '../log';
import { forceAccount } from './admin';
import { breachReceipt } from './breach';
import { shownPositions } from './positions';
import { dailyReport, equityReport, statisticsReport } from './reports';
import { accountDeals, accountFor, accountsOf, dealsAfterClose } from './service';
import { tradeCsv, tradePage, tradeView } from './trades';
import { accountView, dealView } from './view';

const notReachable = {
  403: refusal('Another member’s account (or the caller’s account is suspended)'),
  404: refusal('No such account'),
};

/** /api/accounts: a member's trading accounts, their deals and reports (administrators may read any). */
export const accountRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get(
    '/',
    documented('The caller’s trading accounts', { 200: answer('A page of accounts', AccountPageSchema) }),
    validate('query', AccountListQuerySchema),
    async (c) => {
      const services = c.env.services;
      const query = c.req.valid('query');
      const now = services.now();
      return c.json(pageOf(await accountsOf(services, c.get('user').id, query), query, (row) => accountView(row, now, localeOf(c))));
    },
  )
  // Before '/:id', which would take 'stream' for an id.
  .get('/stream', describeStream('Changes of every account of the caller'), (c) => accountStream(c, { userId: c.get('user').id }))
  .get(
    '/:id',
    documented('One trading account: figures, objectives and rules', { 200: answer('The account', AccountViewSchema), ...notReachable }),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      const account = await accountFor(services, c.get('user'), c.req.valid('param').id);
      return c.json(accountView(account, services.now(), localeOf(c)));
    },
  )
  .get('/:id/stream', describeStream('Changes of one account'), validate('param', IdParamSchema), async (c) => {
    const account = await accountFor(c.env.services, c.get('user'), c.req.valid('param').id);
    return accountStream(c, { accountId: account.id });
  })
  .get(
    '/:id/breach',
    documented('The breach receipt of a failed account: the rule, the moment, the figures then', {
      200: answer('The receipt', BreachReceiptSchema),
      ...notReachable,
    }),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      const account = await accountFor(services, c.get('user'), c.req.valid('param').id);
      return c.json(await breachReceipt(services, account));
    },
  )
  .get(
    '/:id/positions',
    documented('The positions open now (a closed account’s as they stood when it closed)', {
      200: answer('The open positions', OpenPositionsSchema),
      ...notReachable,
    }),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      const account = await accountFor(services, c.get('user'), c.req.valid('param').id);
      return c.json(await shownPositions(services, account));
    },
  )
  .get(
    '/:id/after-close',
    documented('Deals the platform reported after the account closed (in no figure)', {
      200: answer('The close time and a page of deals', AfterCloseSchema),
      ...notReachable,
    }),
    validate('param', IdParamSchema),
    validate('query', PageQuerySchema),
    async (c) => {
      const services = c.env.services;
      const account = await accountFor(services, c.get('user'), c.req.valid('param').id);
      const query = c.req.valid('query');
      const { closedAt, rows, total } = await dealsAfterClose(services, account, query);
      return c.json({ closedAt: closedAt?.toISOString() ?? null, ...paged(rows.map(dealView), total, query) });
    },
  )
  .get(
    '/:id/deals',
    documented('The account’s deals as the platform reported them', { 200: answer('A page of deals', DealPageSchema), ...notReachable }),
    validate('param', IdParamSchema),
    validate('query', PageQuerySchema),
    async (c) => {
      const services = c.env.services;
      const account = await accountFor(services, c.get('user'), c.req.valid('param').id);
      const query = c.req.valid('query');
      return c.json(pageOf(await accountDeals(services, account.id, query), query, dealView));
    },
  )
  // The overview's answers read projections kept by ingestion (reports.ts, trades.ts), never the whole history.
  .get(
    '/:id/daily',
    documented('The account’s results per trading day of a month', {
      200: answer('The days of the month', DailyReportSchema),
      ...notReachable,
    }),
    validate('param', IdParamSchema),
    validate('query', DailyQuerySchema),
    async (c) => {
      const services = c.env.services;
      const account = await accountFor(services, c.get('user'), c.req.valid('param').id);
      return c.json(await dailyReport(services, account, c.req.valid('query').month));
    },
  )
  .get(
    '/:id/equity',
    documented(
      "An account's balance and equity over time, with its floors and target",
      {
        200: answer('The series and the floors', EquityReportSchema),
        400: refusal('`points` outside 2–5000 or an unknown `range`'),
        ...notReachable,
      },
      {
        description:
          "`range` is the window: `day` or `week` (the last 24 hours or 7 days before the account's end) or `all` (its whole life, the default); the end is now for a running account and its close (breach or pass) for a closed one (`from`, `to`). `items` are at most `points` points {time, balance, equity} in time order, the first being the figures at `from`; longer histories are thinned by time (each of `points / 2` equal slots keeps its lowest equity and its last point), never by position. `floors` are the levels as they stood over the whole life: `dailyLoss` and `maxLoss` are steps {time, floor} in time order (the daily-loss floor steps at the daily resets in the challenge's reset time zone, a trailing maximum-loss floor when the highest end-of-day balance rises; the last step is the figure the account overview shows), `profitTarget` the balance to reach (null for a funded account). Money in minor units of the account's currency.",
      },
    ),
    validate('param', IdParamSchema),
    validate('query', EquityQuerySchema),
    async (c) => {
      const services = c.env.services;
      const account = await accountFor(services, c.get('user'), c.req.valid('param').id);
      const { points, range } = c.req.valid('query');
      return c.json(await equityReport(services, account, points, range));
    },
  )
  .get(
    '/:id/statistics',
    documented('The account’s trading statistics', { 200: answer('The statistics', StatisticsSchema), ...notReachable }),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      const account = await accountFor(services, c.get('user'), c.req.valid('param').id);
      return c.json(await statisticsReport(services, account));
    },
  )
  .get(
    '/:id/trades',
    documented('The account’s closed trades, filtered and sorted', { 200: answer('A page of trades', TradePageSchema), ...notReachable }),
    validate('param', IdParamSchema),
    validate('query', TradeQuerySchema),
    async (c) => {
      const services = c.env.services;
      const account = await accountFor(services, c.get('user'), c.req.valid('param').id);
      const query = c.req.valid('query');
      const { rows, total, restricted } = await tradePage(services, account, query);
      return c.json(
        paged(
          rows.map((row) => tradeView(row, restricted.get(row.ticket))),
          total,
          query,
        ),
      );
    },
  )
  .get(
    '/:id/trades/export',
    documented('The account’s closed trades as CSV', { 200: file('The trades as CSV, streamed', 'text/csv'), ...notReachable }),
    validate('param', IdParamSchema),
    validate('query', TradeExportQuerySchema),
    async (c) => {
      const services = c.env.services;
      const account = await accountFor(services, c.get('user'), c.req.valid('param').id);
      const chunks = tradeCsv(services, account, c.req.valid('query'));
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="trades-${account.login}.csv"`);
      // Streamed page by page (keyset), so a long history is never held in memory.
      return stream(
        c,
        async (out) => {
          for await (const chunk of chunks) {
            // A download the client gave up: stop reading pages (write() ignores a closed stream).
            if (out.aborted) break;
            await out.write(chunk);
          }
        },
        async (error) => log.error({ err: error }, 'Trade export failed'),
      );
    },
  );

/** Mounted at /api/admin (app.ts guards it): a user's accounts, and forcing an account's outcome. */
export const adminAccountRoutes = new Hono<AppEnv>()
  .get(
    '/users/:id/accounts',
    documented('A user’s trading accounts (administrators)', { 200: answer('A page of accounts', AccountPageSchema) }),
    validate('param', IdParamSchema),
    validate('query', AccountListQuerySchema),
    async (c) => {
      const services = c.env.services;
      const query = c.req.valid('query');
      const now = services.now();
      return c.json(pageOf(await accountsOf(services, c.req.valid('param').id, query), query, (row) => accountView(row, now, localeOf(c))));
    },
  )
  .post(
    '/accounts/:id/force',
    documented('Force an account’s outcome: pass, fail or reset (administrators, audited)', {
      200: answer('The account after the action', AccountViewSchema),
      404: refusal('No such account'),
      409: refusal('The account is no longer active'),
    }),
    validate('param', IdParamSchema),
    validate('json', ForceActionSchema),
    async (c) => {
      const services = c.env.services;
      const account = await forceAccount(services, c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
      return c.json(accountView(account, services.now(), localeOf(c)));
    },
  );
