import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { languageDetector } from 'hono/language';
import { openAPIRouteHandler } from 'hono-openapi';
import { locales } from '../i18n/locales';
import { accountRoutes, adminAccountRoutes } from './accounts/routes';
import { adminAuditRoutes } from './activity/routes';
import { authRoutes } from './auth/routes';
import { billingRoutes } from './billing/routes';
import { bridgeRoutes } from './bridge/routes';
import { adminCertificateRoutes, certificateRoutes } from './certificates/routes';
import { adminChallengeRoutes, catalogueRoutes } from './challenges/routes';
import { adminDashboardRoutes } from './dashboard/routes';
import { adminDiscountRoutes } from './discounts/routes';
import { adminGrantRoutes } from './grants/routes';
import { requireAdmin, requireSession } from './http/auth';
import { type AppEnv, translate } from './http/context';
import { HttpError } from './http/errors';
import { invoiceRoutes } from './invoices/routes';
import { adminNewsRoutes } from './news/adminRoutes';
import { newsRoutes } from './news/routes';
import { adminOrderRoutes, orderRoutes } from './orders/routes';
import { paymentRoutes } from './payments/routes';
import { adminPayoutRoutes, payoutRoutes } from './payouts/routes';
import { profileRoutes } from './profile/routes';
import type { Services } from './services';
import { supportRoutes } from './support/routes';
import { adminUserRoutes, userRoutes } from './users/routes';

/**
 * Every route of the API, one chained expression, so `hc<AppType>` knows each request and answer.
 * Resources live in their folders; their admin routers are mounted under /admin.
 */
const routes = new Hono<AppEnv>()
  .basePath('/api')
  .get('/health', (c) => c.json({ status: 'ok' }))
  .get('/config', (c) => {
    const { security } = c.get('services');
    return c.json({ securityCheck: security.kind, turnstileSiteKey: security.siteKey });
  })
  // One guard for all of /admin, so an unknown admin path too answers 401/403 before 404.
  .use('/admin/*', requireSession, requireAdmin)
  .route('/auth', authRoutes)
  .route('/user', userRoutes)
  .route('/profile', profileRoutes)
  .route('/users', adminUserRoutes)
  .route('/challenges', catalogueRoutes)
  .route('/orders', orderRoutes)
  .route('/billing', billingRoutes)
  .route('/invoices', invoiceRoutes)
  .route('/payments', paymentRoutes)
  .route('/accounts', accountRoutes)
  .route('/certificates', certificateRoutes)
  .route('/news', newsRoutes)
  .route('/payouts', payoutRoutes)
  .route('/support', supportRoutes)
  .route('/admin/challenges', adminChallengeRoutes)
  .route('/admin/dashboard', adminDashboardRoutes)
  .route('/admin/orders', adminOrderRoutes)
  .route('/admin/audit', adminAuditRoutes)
  .route('/admin/grants', adminGrantRoutes)
  .route('/admin/discount-codes', adminDiscountRoutes)
  .route('/admin/certificates', adminCertificateRoutes)
  .route('/admin/payouts', adminPayoutRoutes)
  .route('/admin/news', adminNewsRoutes)
  .route('/admin', adminAccountRoutes)
  .route('/bridge', bridgeRoutes);

export type AppType = typeof routes;

/**
 * The JSON API under /api. Every answer is JSON; errors are `{ message }` in the caller's
 * language (Accept-Language) with the right status, never a stack trace.
 */
export function createApp(services: Services | Promise<Services>) {
  const ready = Promise.resolve(services);
  const app = new Hono<AppEnv>();

  app.use('/api/*', async (c, next) => {
    c.set('services', await ready);
    await next();
  });
  app.use('/api/*', languageDetector({ supportedLanguages: [...locales], fallbackLanguage: 'en', order: ['header'], caches: false }));
  // Trading platforms send batches of up to 1000 events, administrators news files of up to 1 MB:
  // those routes set their own, larger limits.
  const jsonLimit = bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ message: translate(c as never, 'error.badRequest') }, 413) });
  const ownLimit = (path: string) => path.startsWith('/api/bridge/') || path.startsWith('/api/admin/news/import');
  app.use('/api/*', async (c, next) => (ownLimit(c.req.path) ? next() : jsonLimit(c, next)));
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.route('/', routes);

  app.get(
    '/api/openapi.json',
    openAPIRouteHandler(app, {
      documentation: {
        info: {
          title: 'Funding Platform API',
          version: '1.0.0',
          description:
            'Errors are `{ message }` in the Accept-Language of the request. Authenticated routes take `Authorization: Bearer <accessToken>`. The bridge takes `X-Bridge-Signature: sha256=<hex HMAC-SHA256 of the raw body>`.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    }),
  );

  app.notFound((c) => c.json({ message: translate(c, 'error.apiNotFound') }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json({ message: translate(c, error.key, error.values) }, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: translate(c, 'error.badRequest') }, error.status);
    }
    console.error(error);
    return c.json({ message: translate(c, 'error.server') }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
