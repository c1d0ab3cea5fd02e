import { asc, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { CreateOrderSchema, IdParamSchema, PageQuerySchema } from '../../schemas/trading';
import { certificates, challenges, deals, type Order, orders, type TradingAccount, tradingAccounts, type User } from '../db/schema';
import { requireSession } from '../http/auth';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { offsetOf, paged } from '../http/paging';
import { validate } from '../http/validate';
import type { Services } from '../services';
import { loadEvents } from '../trading/ingestion';
import { cancelOrder, createOrder, paymentInstructions } from '../trading/orders';
import { accountView, dailySummaries, equitySeries, statistics } from '../trading/reports';

/** What members use: the catalogue, their orders, accounts and certificates (issue 4). */
export function orderView(order: Order) {
  return {
    id: order.id,
    number: order.number,
    challengeId: order.challengeId,
    price: order.price,
    currency: order.currency,
    provider: order.provider,
    status: order.status,
    paymentReference: order.paymentReference,
    billing: order.billing,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** The account, if the caller may see it: its owner, or an administrator. */
export async function accountFor(services: Services, user: User, id: string): Promise<TradingAccount> {
  const [account] = await services.db.select().from(tradingAccounts).where(eq(tradingAccounts.id, id));
  if (!account) throw new HttpError(404, 'error.notFound', { name: 'entity.account' });
  if (account.userId !== user.id && user.role === 'USER') throw new HttpError(403, 'error.forbidden');
  return account;
}

const PointsQuerySchema = v.object({
  points: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(2), v.maxValue(5000)), '500'),
});

export const catalogueRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const rows = await c.get('services').db.select().from(challenges).where(eq(challenges.active, true)).orderBy(asc(challenges.sortOrder));
  return c.json({ items: rows.map(challengeView) });
});

export function challengeView(challenge: typeof challenges.$inferSelect) {
  const { createdAt, updatedAt, ...rest } = challenge;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

export const orderRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .post('/', validate('json', CreateOrderSchema), async (c) => {
    const services = c.get('services');
    const order = await createOrder(services, c.get('user'), c.req.valid('json'));
    return c.json({ order: orderView(order), instructions: paymentInstructions(services, order) }, 201);
  })
  .get('/', validate('query', PageQuerySchema), async (c) => {
    const { db } = c.get('services');
    const query = c.req.valid('query');
    const mine = eq(orders.userId, c.get('user').id);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(mine);
    const rows = await db.select().from(orders).where(mine).orderBy(desc(orders.createdAt)).limit(query.pageSize).offset(offsetOf(query));
    return c.json(paged(rows.map(orderView), total, query));
  })
  .get('/:id', validate('param', IdParamSchema), async (c) => {
    const services = c.get('services');
    const order = await ownOrder(services, c.get('user'), c.req.valid('param').id);
    return c.json({ order: orderView(order), instructions: paymentInstructions(services, order) });
  })
  .post('/:id/cancel', validate('param', IdParamSchema), async (c) => {
    const services = c.get('services');
    const user = c.get('user');
    const order = await ownOrder(services, user, c.req.valid('param').id);
    return c.json(orderView(await cancelOrder(services.db, order, user.id, services.now())));
  });

async function ownOrder(services: Services, user: User, id: string): Promise<Order> {
  const [order] = await services.db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new HttpError(404, 'error.notFound', { name: 'entity.order' });
  if (order.userId !== user.id && user.role === 'USER') throw new HttpError(403, 'error.forbidden');
  return order;
}

export const accountRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => {
    const services = c.get('services');
    const rows = await services.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userId, c.get('user').id))
      .orderBy(desc(tradingAccounts.createdAt));
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
    const own = eq(deals.accountId, account.id);
    const [{ total } = { total: 0 }] = await services.db.select({ total: count() }).from(deals).where(own);
    const rows = await services.db
      .select()
      .from(deals)
      .where(own)
      .orderBy(desc(deals.time), desc(deals.ticket))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    const items = rows.map(({ accountId: _, time, ...deal }) => ({ ...deal, time: time.toISOString() }));
    return c.json(paged(items, total, query));
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

const CodeParamSchema = v.object({ code: v.pipe(v.string(), v.regex(/^[A-Z2-9]{10}$/, 'validation.fieldNotValid')) });

export const certificateRoutes = new Hono<AppEnv>()
  // Public: anyone holding a code can check a certificate.
  .get('/verify/:code', validate('param', CodeParamSchema), async (c) => {
    const [certificate] = await c
      .get('services')
      .db.select()
      .from(certificates)
      .where(eq(certificates.code, c.req.valid('param').code));
    if (!certificate) throw new HttpError(404, 'error.notFound', { name: 'entity.certificate' });
    const { holderName, kind, title, amount, currency, issuedAt, code } = certificate;
    return c.json({ code, holderName, kind, title, amount, currency, issuedAt: issuedAt.toISOString() });
  })
  .get('/', requireSession, async (c) => {
    const rows = await c
      .get('services')
      .db.select()
      .from(certificates)
      .where(eq(certificates.userId, c.get('user').id))
      .orderBy(desc(certificates.issuedAt));
    return c.json({ items: rows.map(({ issuedAt, ...rest }) => ({ ...rest, issuedAt: issuedAt.toISOString() })) });
  });
