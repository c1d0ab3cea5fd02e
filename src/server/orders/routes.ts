import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { CreateOrderSchema, OrderListQuerySchema, QuoteSchema } from '../../schemas/orders';
import { IdParamSchema, PageQuerySchema, RefundSchema } from '../../schemas/trading';
import { tradingAccounts } from '../db/schema';
import { requireSession } from '../http/auth';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { paged } from '../http/paging';
import { validate } from '../http/validate';
import { invoicesOf } from '../invoices/service';
import { announceAccounts } from '../live/announce';
import { expireCardCheckout } from '../payments/card';
import type { Services } from '../services';
import {
  afterPaid,
  allOrders,
  closeOrder,
  createOrder,
  markPaid,
  ownOrder,
  ownOrders,
  providersOffered,
  quote,
  refundOrder,
  withLockedOrder,
} from './service';
import { orderView, paymentInstructions } from './view';

type Row = Awaited<ReturnType<typeof ownOrder>>;

/** Rows as the API answers them, with their invoice and credit note ids. */
async function viewsOf(services: Services, rows: Row[]) {
  const documents = await invoicesOf(
    services.db,
    rows.map((row) => row.order.id),
  );
  return rows.map((row) => orderView(row, documents.get(row.order.id)));
}

async function detail(services: Services, row: Row) {
  const [order] = await viewsOf(services, [row]);
  return { order: order as NonNullable<typeof order>, instructions: paymentInstructions(services.env, row.order) };
}

/** /api/orders: a member's orders. */
export const orderRoutes = new Hono<AppEnv>()
  .use(requireSession)
  /** What the configurator may offer: payment methods, the VAT rate inside prices, the seller's country. */
  .get('/options', (c) => {
    const { env } = c.get('services');
    return c.json({ providers: providersOffered(env), vatRate: env.VAT_RATE, sellerCountry: env.SELLER_COUNTRY });
  })
  .post('/quote', validate('json', QuoteSchema), async (c) => c.json(await quote(c.get('services'), c.req.valid('json'))))
  .post('/', validate('json', CreateOrderSchema), async (c) => {
    const services = c.get('services');
    const user = c.get('user');
    const { order, checkoutUrl } = await createOrder(services, user, c.req.valid('json'));
    return c.json({ ...(await detail(services, await ownOrder(services, user, order.id))), checkoutUrl }, 201);
  })
  .get('/', validate('query', OrderListQuerySchema), async (c) => {
    const services = c.get('services');
    const query = c.req.valid('query');
    const { rows, total } = await ownOrders(services.db, c.get('user').id, query);
    return c.json(paged(await viewsOf(services, rows), total, query));
  })
  .get('/:id', validate('param', IdParamSchema), async (c) => {
    const services = c.get('services');
    return c.json(await detail(services, await ownOrder(services, c.get('user'), c.req.valid('param').id)));
  })
  .post('/:id/cancel', validate('param', IdParamSchema), async (c) => {
    const services = c.get('services');
    const user = c.get('user');
    const { order } = await ownOrder(services, user, c.req.valid('param').id);
    if (order.status === 'pending' && order.provider === 'card' && !(await expireCardCheckout(services, order))) {
      throw new HttpError(409, 'order.cardPaymentUnderway');
    }
    await withLockedOrder(services.db, order.id, (tx, locked) => closeOrder(tx, locked, 'cancelled', user.id, services.now()));
    return c.json((await detail(services, await ownOrder(services, user, order.id))).order);
  });

/** /api/admin/orders: every order; payments confirmed and refunded by hand (app.ts guards /admin). */
export const adminOrderRoutes = new Hono<AppEnv>()
  .get('/', validate('query', PageQuerySchema), async (c) => {
    const services = c.get('services');
    const query = c.req.valid('query');
    const { rows, total } = await allOrders(services.db, query);
    return c.json(paged(await viewsOf(services, rows), total, query));
  })
  .post('/:id/mark-paid', validate('param', IdParamSchema), async (c) => {
    const services = c.get('services');
    const user = c.get('user');
    const order = await withLockedOrder(services.db, c.req.valid('param').id, (tx, locked) =>
      markPaid(tx, services.env, locked, user.id, services.now()),
    );
    await afterPaid(services, order);
    return c.json((await detail(services, await ownOrder(services, user, order.id))).order);
  })
  .post('/:id/refund', validate('param', IdParamSchema), validate('json', RefundSchema), async (c) => {
    const services = c.get('services');
    const user = c.get('user');
    const order = await withLockedOrder(services.db, c.req.valid('param').id, (tx, locked) =>
      refundOrder(tx, services.env, services.certificates, locked, user.id, services.now(), c.req.valid('json').reason),
    );
    await announceAccounts(services, eq(tradingAccounts.orderId, order.id));
    return c.json((await detail(services, await ownOrder(services, user, order.id))).order);
  });
