import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type { Locale } from '../../i18n/locales';
import { AdminOrderExportSchema, AdminOrderQuerySchema, CreateOrderSchema, OrderListQuerySchema, QuoteSchema } from '../../schemas/orders';
import { IdParamSchema, RefundSchema } from '../../schemas/trading';
import { audit } from '../audit';
import { DomainError } from '../errors';
import { requireSession } from '../http/auth';
import { type AppEnv, localeOf } from '../http/context';
import { documented } from '../http/openapi';
import { paged } from '../http/paging';
import { validate } from '../http/validate';
import { invoicesOf } from '../invoices/service';
import { log } from '../log';
import { expireCardCheckout } from '../payments/card';
import type { Services } from '../services';
import { orderCsv } from './csv';
import {
  type AdminOrderRow,
  adminCancel,
  adminConfirmVatNumber,
  adminMarkPaid,
  adminOrder,
  adminRefund,
  allOrders,
  closeOrder,
  createOrder,
  ownOrder,
  ownOrders,
  providersOffered,
  quote,
  withLockedOrder,
} from './service';
import { adminOrderView, orderView, paymentInstructions } from './view';

type Row = Awaited<ReturnType<typeof ownOrder>>;

/** Rows as the API answers them, with their invoice and credit note ids. */
async function viewsOf(services: Services, rows: Row[], locale: Locale) {
  const documents = await invoicesOf(
    services.db,
    rows.map((row) => row.order.id),
  );
  return rows.map((row) => orderView(row, documents.get(row.order.id), locale));
}

async function detail(services: Services, locale: Locale, row: Row) {
  const [order] = await viewsOf(services, [row], locale);
  return { order: order as NonNullable<typeof order>, instructions: paymentInstructions(services.env, row.order) };
}

/** /api/orders: a member's orders. */
export const orderRoutes = new Hono<AppEnv>()
  .use(requireSession)
  /** What the configurator may offer: payment methods, the VAT rate inside prices, the seller's country. */
  .get('/options', (c) => {
    const { env } = c.env.services;
    return c.json({ providers: providersOffered(env), vatRate: env.VAT_RATE, sellerCountry: env.SELLER_COUNTRY });
  })
  .post(
    '/quote',
    documented('Price an order before placing it: discount, VAT, total', { 200: { description: 'The quote' } }),
    validate('json', QuoteSchema),
    async (c) => c.json(await quote(c.env.services, c.req.valid('json'), c.get('user').id)),
  )
  .post(
    '/',
    documented('Place an order for a challenge', { 201: { description: 'The order, and where to pay' } }),
    validate('json', CreateOrderSchema),
    async (c) => {
      const services = c.env.services;
      const user = c.get('user');
      const { order, checkoutUrl } = await createOrder(services, user, c.req.valid('json'));
      return c.json({ ...(await detail(services, localeOf(c), await ownOrder(services, user, order.id))), checkoutUrl }, 201);
    },
  )
  .get(
    '/',
    documented('The caller’s orders', { 200: { description: 'A page of orders' } }),
    validate('query', OrderListQuerySchema),
    async (c) => {
      const services = c.env.services;
      const query = c.req.valid('query');
      const { rows, total } = await ownOrders(services.db, c.get('user').id, query);
      return c.json(paged(await viewsOf(services, rows, localeOf(c)), total, query));
    },
  )
  .get(
    '/:id',
    documented('One of the caller’s orders', { 200: { description: 'The order' } }),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      return c.json(await detail(services, localeOf(c), await ownOrder(services, c.get('user'), c.req.valid('param').id)));
    },
  )
  .post(
    '/:id/cancel',
    documented('Cancel a pending order', { 200: { description: 'The order' } }),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      const user = c.get('user');
      const { order } = await ownOrder(services, user, c.req.valid('param').id);
      if (order.status === 'pending' && order.provider === 'card' && !(await expireCardCheckout(services, order))) {
        throw new DomainError('conflict', 'order.cardPaymentUnderway');
      }
      await withLockedOrder(services.db, order.id, (tx, locked) => closeOrder(tx, locked, 'cancelled', user.id, services.now()));
      return c.json((await detail(services, localeOf(c), await ownOrder(services, user, order.id))).order);
    },
  );

/** Admin rows as the API answers them: the order, its documents and its member. */
async function adminViewsOf(services: Services, rows: AdminOrderRow[], locale: Locale) {
  const documents = await invoicesOf(
    services.db,
    rows.map((row) => row.order.id),
  );
  return rows.map((row) => adminOrderView(row, documents.get(row.order.id), locale));
}

async function adminDetail(services: Services, id: string, locale: Locale) {
  const [order] = await adminViewsOf(services, [await adminOrder(services.db, id)], locale);
  return order as NonNullable<typeof order>;
}

/**
 * /api/admin/orders (app.ts guards /admin): every order, filtered, searched, sorted and paged; the
 * filtered set as CSV; and the actions on one order, each idempotent (service.ts).
 */
export const adminOrderRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented('Every order, filtered and sorted (administrators)', { 200: { description: 'A page of orders' } }),
    validate('query', AdminOrderQuerySchema),
    async (c) => {
      const services = c.env.services;
      const query = c.req.valid('query');
      const { rows, total } = await allOrders(services.db, query);
      return c.json(paged(await adminViewsOf(services, rows, localeOf(c)), total, query));
    },
  )
  .get('/export.csv', validate('query', AdminOrderExportSchema), async (c) => {
    const services = c.env.services;
    const filters = c.req.valid('query');
    // Member data leaving the platform is traced: who exported which set (docs/decisions/024).
    await audit(services.db, {
      actorId: c.get('user').id,
      action: 'orders.exported',
      subjectType: 'orders',
      subjectId: 'export',
      at: services.now(),
      details: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '' && value !== undefined)),
    });
    const chunks = orderCsv(services.db, filters, 500, localeOf(c));
    const day = services.now().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="orders-${day}.csv"`);
    // Streamed page by page (keyset), so the whole order book is never held in memory.
    return stream(
      c,
      async (out) => {
        for await (const chunk of chunks) {
          // A download the client gave up: stop reading pages.
          if (out.aborted) break;
          await out.write(chunk);
        }
      },
      async (error) => log.error({ err: error }, 'Order export failed'),
    );
  })
  .post(
    '/:id/mark-paid',
    documented('Mark a bank-transfer order paid (administrators; provisions the account)', { 200: { description: 'The order' } }),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      const order = await adminMarkPaid(services, c.req.valid('param').id, c.get('user'));
      return c.json(await adminDetail(services, order.id, localeOf(c)));
    },
  )
  .post(
    '/:id/refund',
    documented('Refund a paid order (administrators; closes its account)', { 200: { description: 'The order' } }),
    validate('param', IdParamSchema),
    validate('json', RefundSchema),
    async (c) => {
      const services = c.env.services;
      const order = await adminRefund(services, c.req.valid('param').id, c.get('user'), c.req.valid('json').reason);
      return c.json(await adminDetail(services, order.id, localeOf(c)));
    },
  )
  .post(
    '/:id/cancel',
    documented('Cancel an order (administrators)', { 200: { description: 'The order' } }),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      const order = await adminCancel(services, c.req.valid('param').id, c.get('user'));
      return c.json(await adminDetail(services, order.id, localeOf(c)));
    },
  )
  /** The member's VAT number confirmed by hand before payment: reverse charge (service.ts). */
  .post(
    '/:id/confirm-vat-number',
    documented('Confirm a business’s VAT number by hand (administrators)', { 200: { description: 'The order' } }),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      const order = await adminConfirmVatNumber(services, c.req.valid('param').id, c.get('user'));
      return c.json(await adminDetail(services, order.id, localeOf(c)));
    },
  );
