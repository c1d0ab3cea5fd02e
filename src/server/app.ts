import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ClientConfigSchema } from '../schemas/auth';
import { HealthSchema, type NotReadyReason, NotReadySchema, ReadySchema } from '../schemas/health';
import { accountRoutes, adminAccountRoutes } from './accounts/routes';
import { adminAuditRoutes } from './activity/routes';
import { authRoutes } from './auth/routes';
import { billingRoutes } from './billing/routes';
import { bridgeRoutes } from './bridge/routes';
import { adminCertificateRoutes, certificateRoutes } from './certificates/routes';
import { adminChallengeRoutes, catalogueRoutes } from './challenges/routes';
import { adminDashboardRoutes } from './dashboard/routes';
import { isDatabaseUnreachable, pendingMigrations } from './db';
import { adminDiscountRoutes } from './discounts/routes';
import { DomainError } from './errors';
import { adminGrantRoutes } from './grants/routes';
import { requireAdmin } from './http/auth';
import { refuseUnstorable, tooLarge } from './http/bodies';
import { type AppEnv, translate } from './http/context';
import { headersOf, statusOf } from './http/errors';
import { answer, documented, documentedHandler, openApiDocument } from './http/openapi';
import { invoiceRoutes } from './invoices/routes';
import { log } from './log';
import { adminNewsRoutes, newsRoutes } from './news/routes';
import { adminOrderRoutes, orderRoutes } from './orders/routes';
import { paymentRoutes } from './payments/routes';
import { adminPayoutRoutes, payoutRoutes } from './payouts/routes';
import { adminPlatformRoutes, memberPlatformRoutes } from './platforms/routes';
import { profileRoutes } from './profile/routes';
import { adminRiskRoutes } from './risk/routes';
import type { Services } from './services';
import { supportRoutes } from './support/routes';
import { adminUserRoutes, userRoutes } from './users/routes';
import { verificationRoutes, verificationWebhookRoutes } from './verification/routes';

/**
 * Every route of the API, one chained expression, so `hc<AppType>` knows each request and answer.
 * Resources live in their folders; their admin routers are mounted under /admin.
 */
const routes = new Hono<AppEnv>()
  .basePath('/api')
  .get(
    '/health',
    documentedHandler('Whether the process runs (see /api/ready for taking traffic)', { 200: answer('Running', HealthSchema) }, (c) =>
      c.json({ status: 'ok' as const }),
    ),
  )
  .get(
    '/config',
    documented('What the sign-up form needs: which security check, and its site key', {
      200: answer('The configuration', ClientConfigSchema),
    }),
    (c) => {
      const { security } = c.env.services;
      return c.json({ securityCheck: security.kind, turnstileSiteKey: security.siteKey });
    },
  )
  // One guard for all of /admin, so an unknown admin path too answers 401/403 before 404.
  .use('/admin/*', requireAdmin)
  .route('/auth', authRoutes)
  .route('/user', userRoutes)
  .route('/profile', profileRoutes)
  .route('/users', adminUserRoutes)
  .route('/verification', verificationRoutes)
  .route('/webhooks', verificationWebhookRoutes)
  .route('/challenges', catalogueRoutes)
  .route('/orders', orderRoutes)
  .route('/billing', billingRoutes)
  .route('/invoices', invoiceRoutes)
  .route('/payments', paymentRoutes)
  .route('/accounts', memberPlatformRoutes)
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
  .route('/admin/risk', adminRiskRoutes)
  .route('/admin', adminPlatformRoutes)
  .route('/admin', adminAccountRoutes)
  .route('/bridge', bridgeRoutes);

export type AppType = typeof routes;

/**
 * The JSON API under /api. Every answer is JSON; errors are `{ message }` in the caller's
 * language (Accept-Language) with the right status, never a stack trace.
 */
export function createApp(services: Services | Promise<Services>, options: { isDraining?: () => boolean } = {}) {
  const ready = Promise.resolve(services);
  let started: Services | undefined;
  ready.then((resolved) => {
    started = resolved;
  });
  const app = new Hono<AppEnv>();

  // Ready to take traffic (a load balancer's check): started, not stopping, the database answering
  // within 2 s with every migration of this version applied. /api/health only says the process runs.
  app.get(
    '/api/ready',
    documentedHandler(
      'Whether this instance takes traffic: started, not stopping, its database answering and migrated',
      { 200: answer('Ready', ReadySchema), 503: answer('Not ready, and why', NotReadySchema) },
      async (c) => {
        const reason = !started ? 'starting' : options.isDraining?.() ? 'stopping' : await databaseProblem(started);
        return reason ? c.json({ status: 'unavailable', reason }, 503) : c.json({ status: 'ready' });
      },
    ),
  );
  // Bodies are read by their routes only, after the routes' own checks of who is asking, and
  // under their limits (src/server/http/bodies.ts). PostgreSQL cannot store a NUL character (nor a
  // lone surrogate) in text or jsonb: a JSON body holding one is refused as a bad request as its
  // route reads it (a path or a query in fetch below), before it can reach a query and fail there as a 500.
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/api/*', (c, next) => {
    refuseUnstorable(c);
    return next();
  });
  app.route('/', routes);

  app.get('/api/openapi.json', openApiDocument(app));

  app.notFound((c) => c.json({ message: translate(c, 'error.apiNotFound') }, 404));
  app.onError((error, c) => {
    if (error instanceof DomainError) {
      for (const [name, value] of Object.entries(headersOf(error))) c.header(name, value);
      return c.json({ message: translate(c, error.key, error.values) }, statusOf[error.kind]);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: translate(c, 'error.badRequest') }, error.status);
    }
    // The database is restarting or out of reach: the caller may try again shortly; nothing was written.
    if (isDatabaseUnreachable(error)) {
      log.warn({ err: error, method: c.req.method, path: c.req.path }, 'Database unreachable');
      c.header('Retry-After', '5');
      return c.json({ message: translate(c, 'error.unavailable') }, 503);
    }
    log.error({ err: error, method: c.req.method, path: c.req.path }, 'Unexpected error');
    return c.json({ message: translate(c, 'error.server') }, 500);
  });

  // Every request gets the services in its bindings rather than from a middleware: a GET route
  // without middleware of its own then runs without Hono's middleware chain (a fifth of
  // /api/health's time, docs/decisions/034). A NUL or a broken percent-escape in the address is
  // refused here, before any route (Hono would pass a broken escape on undecoded), and so is a body
  // the listener found larger than any route takes.
  const dispatch = app.fetch;
  app.fetch = (request, env, executionCtx) => {
    if (env && 'bodyTooLarge' in env && env.bodyTooLarge) return refusedAsTooLarge.fetch(request);
    if (/%00/i.test(request.url) || !decodable(request.url)) return refusal.fetch(request);
    if (started) return dispatch(request, { ...env, services: started }, executionCtx);
    // Still starting: /api/ready says so at once, anything else waits for the services.
    if (new URL(request.url).pathname === '/api/ready') return dispatch(request, env, executionCtx);
    return ready.then((services) => dispatch(request, { ...env, services }, executionCtx));
  };
  return app;
}

const badRequest = (c: Context<AppEnv>) => c.json({ message: translate(c, 'error.badRequest') }, 400);
/** The 400 answer of an address no route may see, in the caller's language. */
const refusal = new Hono<AppEnv>().all('*', badRequest);

const refusedAsTooLarge = new Hono<AppEnv>().all('*', tooLarge);

export type App = ReturnType<typeof createApp>;

function decodable(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/** Why the database cannot serve this version now, or null when it can. */
async function databaseProblem(services: Services): Promise<NotReadyReason | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<NotReadyReason>((resolve) => {
    timer = setTimeout(() => resolve('database not answering'), 2_000);
  });
  const check = pendingMigrations(services.db).then(
    (pending): NotReadyReason | null => (pending > 0 ? 'migrations pending' : null),
    (): NotReadyReason => 'database unreachable',
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
