import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { lt, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { settleDeadlines } from './accounts/deadlines';
import { backfillProjections } from './accounts/reports';
import { hashPassword } from './auth/passwords';
import { databaseRateLimitStore, RateLimiter, redisRateLimitStore, withFallback } from './auth/rateLimit';
import { developmentSecurityCheck, turnstileSecurityCheck } from './auth/securityCheck';
import { tokenKey } from './auth/tokens';
import { twoFactorKey } from './auth/twoFactor';
import { receiveBatch } from './bridge/ingestion';
import { signUnsigned } from './certificates/service';
import { loadCertificateSigner } from './certificates/signing';
import { seedCatalogue } from './challenges/catalogue';
import { type DatabaseHandle, openDatabase } from './db';
import { rateLimits, sessions, usedChallenges, users } from './db/schema';
import { seedDemoRisk } from './demo/risk';
import { seedDemoTrading } from './demo/seed';
import { demoUsers } from './demoUsers';
import type { Env } from './env';
import { openJobQueue } from './jobs/queue';
import { localLiveBus, postgresLiveBus } from './live/bus';
import { log } from './log';
import { createMailer, mailJob, smtpDelivery } from './mail';
import { newsFeedJob } from './news/feed';
import { loadSampleNews } from './news/service';
import { expirePendingOrders } from './orders/expiry';
import { configuredPlatforms } from './platforms/configured';
import { checkConnections } from './platforms/connections';
import { startCommandDispatch } from './platforms/dispatch';
import { runRiskScans } from './risk/scan';
import type { Services } from './services';
import { expireVerifications } from './verification/service';

export { demoUsers };

export interface Runtime {
  services: Services;
  /** Runs `stop` first when the runtime closes (background work such as the simulator). */
  onClose(stop: () => void): void;
  close(): Promise<void>;
}

/** Makes the services from the parsed environment: database (migrated), secrets, mail, limits. */
export async function startRuntime(env: Env): Promise<Runtime> {
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const handle: DatabaseHandle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  const jobs = await openJobQueue(handle, env.DATABASE_URL);
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL) : null;
  const key = tokenKey(env.JWT_SECRET || developmentSecret(dataDir, 'jwt-secret'));
  // The one clock of the server: services.now, and the rate limiter's windows.
  const now = () => new Date();
  // One LISTEN connection per process when instances share PostgreSQL; none with PGlite.
  const live = env.DATABASE_URL ? await postgresLiveBus(env.DATABASE_URL) : localLiveBus();
  const services: Services = {
    env,
    db: handle.db,
    tokenKey: key,
    twoFactorKey: twoFactorKey(env.TWO_FACTOR_KEY || developmentSecret(dataDir, 'two-factor-key')),
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: join(dataDir, 'outbox'),
      retryLater: (mail) => jobs.send('mail', mail, 30),
    }),
    limiter: new RateLimiter(
      redis
        ? withFallback(redisRateLimitStore(redis), databaseRateLimitStore(handle.db), () => redis.status === 'ready')
        : databaseRateLimitStore(handle.db),
      () => now().getTime(),
    ),
    security: env.TURNSTILE_SECRET_KEY
      ? turnstileSecurityCheck({
          siteKey: env.TURNSTILE_SITE_KEY,
          secretKey: env.TURNSTILE_SECRET_KEY,
          verifyUrl: env.TURNSTILE_VERIFY_URL,
          expectedHostname: new URL(env.APP_URL).hostname,
        })
      : developmentSecurityCheck(handle.db, key),
    now,
    sessionCache: handle.sessionCache,
    live,
    certificates: loadCertificateSigner({ pem: env.CERTIFICATE_SIGNING_KEY, dataDir }),
    // The demo platform reports to the bridge in process, as the signed route would after its check.
    platforms: configuredPlatforms(env, {
      db: handle.db,
      bridgeSecret: env.BRIDGE_SECRET || developmentSecret(dataDir, 'bridge-secret'),
      now,
      report: async (batch) => void (await receiveBatch(services, batch)),
    }),
  };
  // Not awaited: a platform that does not answer must not hold the server's start (the check logs either way).
  void checkConnections(services.platforms);
  if (env.SMTP_URL) await jobs.work(mailJob(smtpDelivery(env.SMTP_URL, env.MAIL_FROM)));
  await ensureAdmin(services);
  await seedCatalogue(handle.db);
  // Accounts with events from before the overview's projections existed (migration 0002) get them once.
  const projected = await backfillProjections(handle.db);
  if (projected > 0) log.info(`Built the overview projections of ${projected} account(s).`);
  // Certificates issued before signing existed (migration 0004) are signed once, on the first start after it.
  const signed = await signUnsigned(handle.db, services.certificates);
  if (signed > 0) log.info(`Signed ${signed} certificate(s) issued before signing existed.`);
  const closers: (() => void)[] = [];
  // News calendar (issue 9): the configured feed as a repeating job, or else the shipped sample on an
  // empty calendar. Before the demo seed, whose funded account trades around the restricted windows.
  if (env.NEWS_FEED_URL) await jobs.work(newsFeedJob(services));
  else {
    const added = await loadSampleNews(services);
    if (added > 0) log.info(`Loaded ${added} sample economic calendar events (set NEWS_FEED_URL for a real calendar).`);
  }
  await seedDemo(services);
  // Commands to the trading platforms, queued by decisions (platforms/commands.ts), carried out as jobs.
  const dispatch = await startCommandDispatch(services, jobs, handle, env.DATABASE_URL);
  // Background work as jobs: once across instances sharing PostgreSQL, kept across restarts (jobs/queue.ts).
  await jobs.work({
    name: 'clean-up',
    everySeconds: 3_600,
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    run: () => sweepExpired(services),
  });
  // Accounts that receive no events still fail when their time limit runs out (accounts/deadlines.ts).
  await jobs.work({
    name: 'account-deadlines',
    everySeconds: 60,
    retryLimit: 2,
    retryDelaySeconds: 10,
    expireInSeconds: 300,
    async run() {
      const failed = await settleDeadlines(services);
      if (failed > 0) log.info(`Failed ${failed} account(s) whose time limit ran out without trading.`);
    },
  });
  // Orders unpaid for PENDING_ORDER_TTL expire and give their discount code's use back (orders/expiry.ts).
  await jobs.work({
    name: 'pending-orders',
    everySeconds: 300,
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 600,
    async run() {
      const expired = await expirePendingOrders(services);
      if (expired > 0) log.info(`Expired ${expired} order(s) unpaid for PENDING_ORDER_TTL.`);
    },
  });
  // The risk desk's scan of new deals and sign-ins (src/server/risk/scan.ts), once across instances.
  await jobs.work({
    name: 'risk-scan',
    everySeconds: 10,
    retryLimit: 1,
    retryDelaySeconds: 10,
    expireInSeconds: 120,
    async run() {
      await runRiskScans(services);
    },
  });
  // Identity verifications left unfinished past VERIFICATION_EXPIRY_DAYS expire (src/server/verification).
  await jobs.work({
    name: 'verification-expiry',
    everySeconds: 600,
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
    async run() {
      await expireVerifications(services);
    },
  });
  return {
    services,
    onClose: (stop) => closers.push(stop),
    async close() {
      for (const stop of closers) stop();
      await dispatch.close();
      await jobs.stop();
      redis?.disconnect();
      await live.close();
      await handle.close();
    },
  };
}

/** Outside production signing secrets are generated once and kept in the data directory. */
function developmentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** ADMIN_EMAIL + ADMIN_PASSWORD create that administrator, or reset its password and role. */
export async function ensureAdmin(services: Services): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = services.env;
  if (!email || !password) return;
  await upsertAdmin(services, { email, password, firstName: 'Platform', lastName: 'Administrator' });
  log.info(`Administrator ${email} is ready.`);
}

export async function upsertAdmin(
  services: Pick<Services, 'db' | 'now'>,
  admin: { email: string; password: string; firstName: string; lastName: string },
) {
  const passwordHash = await hashPassword(admin.password);
  await services.db
    .insert(users)
    .values({ ...admin, email: admin.email.toLowerCase(), passwordHash, role: 'ADMIN', status: 'Active' })
    .onConflictDoUpdate({ target: users.email, set: { passwordHash, role: 'ADMIN', status: 'Active', updatedAt: services.now() } });
}

async function seedDemo(services: Services): Promise<void> {
  if (!services.env.SEED_DEMO) return;
  await seedDemoUsers(services);
  await seedDemoTrading(services, demoUsers[0].email);
  // Members whose trading the risk desk flags on the first start (and one it leaves alone).
  await seedDemoRisk(services, demoUsers[0].password);
}

async function seedDemoUsers(services: Services): Promise<void> {
  const [{ count } = { count: 0 }] = await services.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > (services.env.ADMIN_EMAIL ? 1 : 0)) return;
  for (const demo of demoUsers) {
    const { password, ...rest } = demo;
    await services.db
      .insert(users)
      .values({ ...rest, passwordHash: await hashPassword(password) })
      .onConflictDoNothing();
  }
  const demoAccounts = demoUsers.map((u) => ({ role: u.role === 'USER' ? 'member' : 'admin', email: u.email, password: u.password }));
  log.info({ demoAccounts }, 'Demo accounts created (shown once, also in the README)');
}

/** Redis for the rate limits: reconnects by itself; an outage is logged once, and its end. */
function connectRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  let down = false;
  redis.on('error', (error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis unreachable: rate limits are counted in the database until it is back');
  });
  redis.on('ready', () => {
    if (down) log.info('Redis is back: rate limits are counted there again');
    down = false;
  });
  return redis;
}

async function sweepExpired(services: Services): Promise<void> {
  const now = services.now();
  await services.db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, now));
  await services.db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - 30 * 86_400_000)));
  await services.db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)));
}
