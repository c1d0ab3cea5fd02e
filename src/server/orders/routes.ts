import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { CreateOrderSchema, IdParamSchema, PageQuerySchema, RefundSchema } from '../../schemas/trading';
import { tradingAccounts } from '../db/schema';
import { requireSession } from '../http/auth';
import type { AppEnv } from '../http/context';
import { paged } from '../http/paging';
import { validate } from '../http/validate';
import { announceAccounts } from '../live/announce';
import { allOrders, cancelOrder, createOrder, markPaid, ownOrder, ownOrders, refundOrder, withLockedOrder } from './service';
import { orderView, paymentInstructions } from './view';

/** /api/orders: a member's orders. */
export const orderRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .post('/', validate('json', CreateOrderSchema), async (c) => {
    const services = c.get('services');
    const order = await createOrder(services, c.get('user'), c.req.valid('json'));
    return c.json({ order: orderView(order), instructions: paymentInstructions(services, order) }, 201);
  })
  .get('/', validate('query', PageQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await ownOrders(c.get('services').db, c.get('user').id, query);
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

/** /api/admin/orders: every order; payments confirmed and refunded by hand (app.ts guards /admin). */
export const adminOrderRoutes = new Hono<AppEnv>()
  .get('/', validate('query', PageQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await allOrders(c.get('services').db, query);
    return c.json(paged(rows.map(orderView), total, query));
  })
  .post('/:id/mark-paid', validate('param', IdParamSchema), async (c) => {
    const services = c.get('services');
    const order = await withLockedOrder(services.db, c.req.valid('param').id, (tx, locked) =>
      markPaid(tx, locked, c.get('user').id, services.now()),
    );
    // The member's stream learns of the account the payment opened.
    await announceAccounts(services, eq(tradingAccounts.orderId, order.id));
    return c.json(orderView(order));
  })
  .post('/:id/refund', validate('param', IdParamSchema), validate('json', RefundSchema), async (c) => {
    const services = c.get('services');
    const order = await withLockedOrder(services.db, c.req.valid('param').id, (tx, locked) =>
      refundOrder(tx, locked, c.get('user').id, services.now(), c.req.valid('json').reason),
    );
    await announceAccounts(services, eq(tradingAccounts.orderId, order.id));
    return c.json(orderView(order));
  });
