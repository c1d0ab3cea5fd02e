/**
 * Test harness for the identity API: the Hono app on a fresh database (in-memory PGlite, and a
 * throw-away PostgreSQL database when DATABASE_URL is set), with a controllable clock, a capturing
 * mailer, the development security check and the database rate-limit store.
 *
 * PGlite takes about a second to start, so one harness serves a whole describe block
 * (`useHarness(driver)` registers beforeAll/afterAll); tests stay independent by using the
 * unique emails and IP addresses the harness hands out, and each test's clock moves are undone after it.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { testClient } from 'hono/testing';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { type App, type AppType, createApp } from '../../src/server/app';
import { databaseRateLimitStore, RateLimiter } from '../../src/server/auth/rateLimit';
import { developmentSecurityCheck } from '../../src/server/auth/securityCheck';
import { type TokenKey, tokenKey } from '../../src/server/auth/tokens';
import { twoFactorKey } from '../../src/server/auth/twoFactor';
import { receiveBatch } from '../../src/server/bridge/ingestion';
import { generatedSigner } from '../../src/server/certificates/signing';
import { type DatabaseHandle, openDatabase } from '../../src/server/db';
import { type User, users } from '../../src/server/db/schema';
import { type Env, parseEnv } from '../../src/server/env';
import { localLiveBus, postgresLiveBus } from '../../src/server/live/bus';
import type { Mail } from '../../src/server/mail';
import { accountsWithDueCommands, runDueCommands } from '../../src/server/platforms/commands';
import { configuredPlatforms } from '../../src/server/platforms/configured';
import { runRiskScans } from '../../src/server/risk/scan';
import type { Services } from '../../src/server/services';

export type Driver = 'pglite' | 'postgres';

/** Every test runs against each of these. */
export const drivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
export const BRIDGE_SECRET = 'test-bridge-secret-0123456789-abcdefghij';
export const APP_URL = 'https://app.example.test';
/** A password that meets every rule. */
export const PASSWORD = 'Secret#123';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  /** The raw body text. */
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  body: T;
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (with Content-Type: application/json unless headers say otherwise). */
  rawBody?: string;
  token?: string;
  ip?: string;
  lang?: string;
  headers?: Record<string, string>;
}

export interface RegisterOptions {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  role?: string;
  ip?: string;
  lang?: string;
  /** Overrides the challenge token; `null` leaves the field out. */
  turnstileToken?: string | null;
}

/** A mutable clock: services.now and the rate limiter both read it. */
export class Clock {
  private current: number;
  constructor(start = Date.now()) {
    this.current = start;
  }
  now = (): Date => new Date(this.current);
  millis = (): number => this.current;
  advance(ms: number): void {
    this.current += ms;
  }
  /** Moves the clock to an instant (ISO text, Date or epoch ms), forwards or backwards. */
  set(at: string | number | Date): void {
    this.current = new Date(at).getTime();
  }
}

let serial = 0;
/** A short unique email (the schema allows at most 50 characters). */
export function uniqueEmail(prefix = 'user'): string {
  serial += 1;
  return `${prefix}-${serial}-${randomBytes(3).toString('hex')}@example.com`;
}

export interface HarnessOptions {
  pingIntervalMs?: number;
  /** More environment variables for parseEnv, read when the harness opens (so a stand-in's port, known only then, can go in). */
  env?: () => Record<string, string>;
  /** The address the postgres driver's services connect through (a proxy in front of the database). */
  connectVia?: (databaseUrl: string) => string;
}

export class Harness {
  readonly clock = new Clock();
  readonly mails: Mail[] = [];
  env!: Env;
  services!: Services;
  app!: App;
  /** The open database (the job queue test runs its queues on it). */
  handle: DatabaseHandle | undefined;
  private databaseName: string | undefined;
  /** The throw-away PostgreSQL database of the postgres driver. */
  databaseUrl: string | undefined;
  private ipCounter = 0;

  /** `pingIntervalMs`: how often the live streams send `: ping` (15 s as in production unless a test says otherwise). */
  constructor(
    readonly driver: Driver,
    readonly options: HarnessOptions = {},
  ) {}

  get db() {
    return this.services.db;
  }

  get key(): TokenKey {
    return this.services.tokenKey;
  }

  async open(): Promise<void> {
    this.env = parseEnv({ NODE_ENV: 'test', JWT_SECRET, APP_URL, BRIDGE_SECRET, ...this.options.env?.() });
    this.handle = await this.openDriver();
    const db = this.handle.db;
    const key = tokenKey(this.env.JWT_SECRET);
    const mails = this.mails;
    const live = this.databaseUrl
      ? await postgresLiveBus(this.databaseUrl, { pingIntervalMs: this.options.pingIntervalMs })
      : localLiveBus({ pingIntervalMs: this.options.pingIntervalMs });
    this.services = {
      env: this.env,
      db,
      tokenKey: key,
      twoFactorKey: twoFactorKey('two-factor-key-of-the-api-tests-0123456789'),
      mailer: {
        async send(mail) {
          mails.push(mail);
        },
      },
      limiter: new RateLimiter(databaseRateLimitStore(db), this.clock.millis),
      security: developmentSecurityCheck(db, key),
      now: this.clock.now,
      sessionCache: this.handle.sessionCache,
      live,
      // A key of its own per harness: certificates signed here verify only here.
      certificates: generatedSigner(),
      platforms: configuredPlatforms(this.env, {
        db,
        bridgeSecret: BRIDGE_SECRET,
        now: this.clock.now,
        report: async (batch) => void (await receiveBatch(this.services, batch)),
      }),
    };
    this.app = createApp(this.services);
  }

  /** Carries out every platform command due now, as the job queue would (src/server/platforms/dispatch.ts). */
  async runPlatformCommands(): Promise<void> {
    for (const accountId of await accountsWithDueCommands(this.db, this.clock.now())) await runDueCommands(this.services, accountId);
  }

  /** Scans what the risk desk has queued (new deals, sign-ins), as the repeating job would (src/server/risk/scan.ts). */
  async runRiskScans(): Promise<number> {
    return runRiskScans(this.services);
  }

  async close(): Promise<void> {
    await this.services?.live.close();
    await this.handle?.close();
    this.handle = undefined;
    if (this.databaseName) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        // pool.end() resolves before its connections have closed; a forced drop that terminates one of them
        // mid-way makes pg raise an unhandled error. Give them a moment (pools with several connections).
        for (let attempt = 0; attempt < 40; attempt++) {
          const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [this.databaseName]);
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await admin.query(`DROP DATABASE IF EXISTS "${this.databaseName}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
      this.databaseName = undefined;
      this.databaseUrl = undefined;
    }
  }

  private async openDriver(): Promise<DatabaseHandle> {
    if (this.driver === 'pglite') return openDatabase({});
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('The postgres driver needs DATABASE_URL');
    const name = `fp_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}"`);
    } finally {
      await admin.end();
    }
    this.databaseName = name;
    const target = new URL(url);
    target.pathname = `/${name}`;
    this.databaseUrl = target.toString();
    return openDatabase({ databaseUrl: this.options.connectVia?.(this.databaseUrl) ?? this.databaseUrl });
  }

  /** A caller address no other test of this harness uses, so rate-limit counters never meet. */
  nextIp(): string {
    this.ipCounter += 1;
    const n = this.ipCounter;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  async request<T = any>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: string | undefined;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (options.rawBody !== undefined) body = options.rawBody;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.lang) headers['Accept-Language'] = options.lang;
    Object.assign(headers, options.headers);
    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    const response = await this.app.request(path, { method, headers, body }, { clientAddress: options.ip ?? this.nextIp() });
    const text = await response.text();
    let parsed: any;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  }

  /** A fresh single-use challenge token from POST /api/auth/challenge. */
  async challenge(ip: string): Promise<string> {
    const response = await this.request<{ token: string }>('/api/auth/challenge', { method: 'POST', ip });
    expect(response.status).toBe(200);
    return response.body.token;
  }

  /** Registers through the API (challenge, then register); returns the answer and the credentials used. */
  async register(options: RegisterOptions = {}) {
    const ip = options.ip ?? this.nextIp();
    const email = options.email ?? uniqueEmail();
    const password = options.password ?? PASSWORD;
    const payload: Record<string, unknown> = {
      email,
      password,
      firstName: options.firstName ?? 'Maria',
      lastName: options.lastName ?? 'Novak',
      role: options.role ?? 'USER',
    };
    if (options.turnstileToken !== null) payload.turnstileToken = options.turnstileToken ?? (await this.challenge(ip));
    const response = await this.request<{ message: string }>('/api/auth/register', {
      body: payload,
      ip,
      ...(options.lang ? { lang: options.lang } : {}),
    });
    return { response, email, password, ip };
  }

  /** Registers a member and checks it worked. */
  async member(options: RegisterOptions = {}): Promise<{ email: string; password: string; user: User }> {
    const { response, email, password } = await this.register(options);
    expect(response.status, response.text).toBe(200);
    const user = await this.userByEmail(email);
    if (!user) throw new Error(`User ${email} was not stored`);
    return { email, password, user };
  }

  login(email: string, password: string, options: { ip?: string; geolocation?: unknown; lang?: string } = {}) {
    const body: Record<string, unknown> = { email, password };
    if (options.geolocation !== undefined) body.userGeolocation = options.geolocation;
    return this.request<{ accessToken: string; message: string }>('/api/auth/login', {
      body,
      ...(options.ip ? { ip: options.ip } : {}),
      ...(options.lang ? { lang: options.lang } : {}),
    });
  }

  /** Logs in and returns the access token. */
  async token(email: string, password: string, ip?: string): Promise<string> {
    const response = await this.login(email, password, ip ? { ip } : {});
    expect(response.status, response.text).toBe(200);
    return response.body.accessToken;
  }

  /**
   * The typed client over the app (Hono's testClient): routes, inputs and answers as the islands'
   * client sees them, so a test of a renamed route or a changed answer fails to compile. Each call
   * comes from a fresh address unless `ip` is given.
   */
  api(options: { token?: string; ip?: string; lang?: string } = {}) {
    const headers: Record<string, string> = {};
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.lang) headers['Accept-Language'] = options.lang;
    return testClient(this.app as unknown as AppType, { clientAddress: options.ip ?? this.nextIp() }, undefined, { headers }).api;
  }

  /** A request with `Authorization: Bearer <token>`. */
  authed<T = any>(token: string, path: string, options: RequestOptions = {}) {
    return this.request<T>(path, { ...options, token });
  }

  verify(token: string, options: RequestOptions = {}) {
    return this.authed<{ valid?: boolean; message?: string }>(token, '/api/auth/verify-token', options);
  }

  async userByEmail(email: string): Promise<User | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return user;
  }
}

/** One harness for the enclosing describe block: opened before its tests, closed after. */
export function useHarness(driver: Driver, timeoutMs = 30_000, options: HarnessOptions = {}): Harness {
  const harness = new Harness(driver, options);
  beforeAll(() => harness.open(), timeoutMs);
  afterAll(() => harness.close(), timeoutMs);
  // Each test owns the clock: whatever a test (or its beforeEach) moves it to, the next one starts
  // where the set-up (beforeAll) left it.
  let start = 0;
  beforeEach(() => {
    start = harness.clock.millis();
  });
  afterEach(() => harness.clock.set(start));
  return harness;
}
