import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { openAPIRouteHandler } from 'hono-openapi';
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
import { adminGrantRoutes } from './grants/routes';
import { requireAdmin, requireSession } from './http/auth';
import { type AppEnv, translate } from './http/context';
import { HttpError } from './http/errors';
import { invoiceRoutes } from './invoices/routes';
import { log, requestScope } from './log';
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
export function createApp(services: Services | Promise<Services>, options: { isDraining?: () => boolean } = {}) {
  const ready = Promise.resolve(services);
  let started: Services | undefined;
  ready.then((resolved) => {
    started = resolved;
  });
  const app = new Hono<AppEnv>();

  // Every answer names its request (X-Request-Id, a proxy's own id kept when it sends a sane one),
  // and every log line written while answering it carries the same id (src/server/log.ts).
  app.use('/api/*', async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w.:-]{8,128}$/.test(incoming) ? incoming : randomUUID();
    c.header('X-Request-Id', requestId);
    // Set before the handler runs, so it goes into the answer as it is made: a header added to a
    // finished answer makes Node's adapter rebuild it (a third of /api/health's throughput).
    c.header('Cache-Control', 'no-store');
    const startedAt = performance.now();
    await requestScope.run({ requestId }, async () => {
      await next();
      // Built only when wanted: this runs on every request.
      if (log.isLevelEnabled('debug')) {
        log.debug(
          { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - startedAt) },
          'request',
        );
      }
    });
  });
  // Ready to take traffic (a load balancer's check): started, not stopping, the database answering
  // within 2 s with every migration of this version applied. /api/health only says the process runs.
  app.get('/api/ready', async (c) => {
    const reason = !started ? 'starting' : options.isDraining?.() ? 'stopping' : await databaseProblem(started);
    return reason ? c.json({ status: 'unavailable', reason }, 503) : c.json({ status: 'ready' });
  });
  app.use('/api/*', async (c, next) => {
    c.set('services', await ready);
    await next();
  });
  // Trading platforms send batches of up to 1000 events, administrators news files of up to 1 MB:
  // those routes set their own, larger limits.
  const jsonLimit = bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ message: translate(c as never, 'error.badRequest') }, 413) });
  const ownLimit = (path: string) => path.startsWith('/api/bridge/') || path.startsWith('/api/admin/news/import');
  // Only requests that may carry a body: reading `body` on a GET makes Node's adapter build a full Request.
  const bodiless = (method: string) => method === 'GET' || method === 'HEAD';
  app.use('/api/*', async (c, next) => (bodiless(c.req.method) || ownLimit(c.req.path) ? next() : jsonLimit(c, next)));
  // PostgreSQL cannot store a NUL character in text or jsonb: refused wherever it arrives (a path,
  // a query, a JSON body) as a bad request, before it can reach a query and fail there as a 500.
  // A broken percent-escape is refused too (Hono would pass it on undecoded).
  app.use('/api/*', async (c, next) => {
    const url = c.req.url;
    if (
      /%00/i.test(url) ||
      !decodable(url) ||
      (c.req.header('content-type')?.includes('json') && hasNul(await jsonBody(c.req.raw.clone())))
    ) {
      return c.json({ message: translate(c, 'error.badRequest') }, 400);
    }
    return next();
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
    // The database is restarting or out of reach: the caller may try again shortly; nothing was written.
    if (isDatabaseUnreachable(error)) {
      log.warn({ err: error, method: c.req.method, path: c.req.path }, 'Database unreachable');
      c.header('Retry-After', '5');
      return c.json({ message: translate(c, 'error.unavailable') }, 503);
    }
    log.error({ err: error, method: c.req.method, path: c.req.path }, 'Unexpected error');
    return c.json({ message: translate(c, 'error.server') }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;

/** The body parsed as JSON, or undefined when it is not (its route's validation answers that). */
async function jsonBody(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.text());
  } catch {
    return undefined;
  }
}

function decodable(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\0') || hasNul(item));
  return false;
}

/** Why the database cannot serve this version now, or null when it can. */
async function databaseProblem(services: Services): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('database not answering'), 2_000);
  });
  const check = pendingMigrations(services.db).then(
    (pending) => (pending > 0 ? 'migrations pending' : null),
    () => 'database unreachable',
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
