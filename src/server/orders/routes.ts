import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type { Locale } from '../../i18n/locales';
import {
  AdminOrderExportSchema,
  AdminOrderPageSchema,
  AdminOrderQuerySchema,
  AdminOrderSchema,
  CreateOrderSchema,
  OrderDetailSchema,
  OrderListQuerySchema,
  OrderOptionsSchema,
  OrderPageSchema,
  OrderSchema,
  PlacedOrderSchema,
  QuoteAnswerSchema,
  QuoteSchema,
} from '../../schemas/orders';
import { IdParamSchema, RefundSchema } from '../../schemas/trading';
import { requireSession } from '../http/auth';
import { type AppEnv, localeOf } from '../http/context';
import { answer, documented, file, refusal } from '../http/openapi';
import { paged } from '../http/paging';
import { validate } from '../http/validate';
import { invoicesOf } from '../invoices/service';
import { log } from '../log';
import type { Services } from '../services';
import {
  type AdminOrderRow,
  adminCancel,
  adminConfirmVatNumber,
  adminMarkPaid,
  adminOrder,
  adminRefund,
  allOrders,
  recordOrderExport,
} from './admin';
import { orderCsv } from './csv';
import { cancelOwnOrder, createOrder, ownOrder, ownOrders, providersOffered, quote } from './service';
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

const noSuchOrder = { 404: refusal('No such order') };
const notReachable = { 403: refusal('Another member’s order (or the caller’s account is suspended)'), ...noSuchOrder };
const noSuchChallenge = { 404: refusal('No such challenge on sale') };

/** /api/orders: a member's orders. */
export const orderRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get(
    '/options',
    documented('What the configurator may offer: payment methods, the VAT rate inside prices, the seller’s country', {
      200: answer('The options', OrderOptionsSchema),
    }),
    (c) => {
      const { env } = c.env.services;
      return c.json({ providers: providersOffered(env), vatRate: env.VAT_RATE, sellerCountry: env.SELLER_COUNTRY });
    },
  )
  .post(
    '/quote',
    documented('Price an order before placing it: discount, VAT, total', {
      200: answer('The quote', QuoteAnswerSchema),
      ...noSuchChallenge,
    }),
    validate('json', QuoteSchema),
    async (c) => c.json(await quote(c.env.services, c.req.valid('json'), c.get('user').id)),
  )
  .post(
    '/',
    documented('Place an order for a challenge', {
      201: answer('The order, and where to pay', PlacedOrderSchema),
      ...noSuchChallenge,
      503: refusal('The card checkout could not be opened (the order failed; nothing is owed)'),
    }),
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
    documented('The caller’s orders', { 200: answer('A page of orders', OrderPageSchema) }),
    validate('query', OrderListQuerySchema),
    async (c) => {
      const services = c.env.services;
      const query = c.req.valid('query');
      const { rows, total } = await ownOrders(services, c.get('user').id, query);
      return c.json(paged(await viewsOf(services, rows, localeOf(c)), total, query));
    },
  )
  .get(
    '/:id',
    documented('One of the caller’s orders, and how to pay it', { 200: answer('The order', OrderDetailSchema), ...notReachable }),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      return c.json(await detail(services, localeOf(c), await ownOrder(services, c.get('user'), c.req.valid('param').id)));
    },
  )
  .post(
    '/:id/cancel',
    documented('Cancel a pending order (audited)', {
      200: answer('The order', OrderSchema),
      ...notReachable,
      409: refusal('The order is no longer pending, or its card payment is under way'),
    }),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      const user = c.get('user');
      const { id } = c.req.valid('param');
      await cancelOwnOrder(services, user, id);
      return c.json((await detail(services, localeOf(c), await ownOrder(services, user, id))).order);
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
  const [order] = await adminViewsOf(services, [await adminOrder(services, id)], locale);
  return order as NonNullable<typeof order>;
}

const adminAction = (summary: string, conflict: string) =>
  documented(summary, { 200: answer('The order', AdminOrderSchema), ...noSuchOrder, 409: refusal(conflict) });

/**
 * /api/admin/orders (app.ts guards /admin): every order, filtered, searched, sorted and paged; the
 * filtered set as CSV; and the actions on one order, each idempotent (admin.ts).
 */
export const adminOrderRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented('Every order, filtered and sorted (administrators)', { 200: answer('A page of orders', AdminOrderPageSchema) }),
    validate('query', AdminOrderQuerySchema),
    async (c) => {
      const services = c.env.services;
      const query = c.req.valid('query');
      const { rows, total } = await allOrders(services, query);
      return c.json(paged(await adminViewsOf(services, rows, localeOf(c)), total, query));
    },
  )
  .get(
    '/export.csv',
    documented('Every order the list’s filters select, as CSV (administrators, audited)', {
      200: file('The orders as CSV, streamed', 'text/csv'),
    }),
    validate('query', AdminOrderExportSchema),
    async (c) => {
      const services = c.env.services;
      const filters = c.req.valid('query');
      await recordOrderExport(services, c.get('user').id, filters);
      const chunks = orderCsv(services, filters, 500, localeOf(c));
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
    },
  )
  .post(
    '/:id/mark-paid',
    adminAction('Mark a bank-transfer order paid (administrators; provisions the account)', 'The order is no longer pending'),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      const order = await adminMarkPaid(services, c.req.valid('param').id, c.get('user'));
      return c.json(await adminDetail(services, order.id, localeOf(c)));
    },
  )
  .post(
    '/:id/refund',
    adminAction('Refund a paid order (administrators; closes its account)', 'The order is not paid'),
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
    adminAction('Cancel an order (administrators)', 'The order is no longer pending, or its card payment is under way'),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      const order = await adminCancel(services, c.req.valid('param').id, c.get('user'));
      return c.json(await adminDetail(services, order.id, localeOf(c)));
    },
  )
  /** The member's VAT number confirmed by hand before payment: reverse charge (admin.ts). */
  .post(
    '/:id/confirm-vat-number',
    adminAction(
      'Confirm a business’s VAT number by hand (administrators)',
      'Not a pending bank-transfer order whose VAT number is unverified',
    ),
    validate('param', IdParamSchema),
    async (c) => {
      const services = c.env.services;
      const order = await adminConfirmVatNumber(services, c.req.valid('param').id, c.get('user'));
      return c.json(await adminDetail(services, order.id, localeOf(c)));
    },
  );
