import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Checkpoint, Evaluation, Phase, PhaseRules } from '../../domain/rules';
import {
  accountStatuses,
  breachRules,
  certificateKinds,
  closureRules,
  dealEntries,
  dealSides,
  orderStatuses,
  paymentProviders,
  userStatuses,
  userTypes,
} from '../../schemas/enums';
import type { Billing } from '../../schemas/trading';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Members (role USER) and administrators (any other role). Emails are stored lowercased. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull().default('USER'),
    status: text('status', { enum: userStatuses }).notNull().default('Active'),
    type: text('type', { enum: userTypes }).notNull().default('Individual'),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** One row per login; the JWT's `jti` is the row id, so a token can be revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
    lastIp: text('last_ip'),
    lastGeolocation: jsonb('last_geolocation').$type<unknown>(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Single-use password reset links; only a hash of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash)],
);

/** Fixed-window counters for rate limits, shared by every instance on the same database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Security-check tokens already spent, so each is accepted once. */
export const usedChallenges = pgTable('used_challenges', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Every admin action and every money or status change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_subject_idx').on(t.subjectType, t.subjectId)],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Trading core (DESIGN.md §5). Money is integer minor units with its currency.
// ---------------------------------------------------------------------------------------------

const money = (name: string) => bigint(name, { mode: 'number' });
/** Text ordered byte by byte (as JavaScript orders ASCII), whatever the database's default collation. */
const codeText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/** A challenge product: its size, price and ordered phases, each with a rule set (src/domain/rules.ts). */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    accountSize: money('account_size').notNull(),
    currency: text('currency').notNull().default('USD'),
    price: money('price').notNull(),
    platform: text('platform').notNull().default('MT5'),
    leverage: integer('leverage').notNull().default(100),
    profitSplitPct: integer('profit_split_pct').notNull(),
    payoutIntervalDays: integer('payout_interval_days').notNull().default(14),
    /** Evaluation phases in order: `{ name, rules }[]`; the funded stage keeps the last phase's loss rules. */
    phases: jsonb('phases').$type<Phase[]>().notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('challenges_slug_key').on(t.slug)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'restrict' }),
    price: money('price').notNull(),
    currency: text('currency').notNull(),
    billing: jsonb('billing').$type<Billing>().notNull(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    paymentReference: text('payment_reference').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('orders_number_key').on(t.number), index('orders_user_id_idx').on(t.userId), index('orders_status_idx').on(t.status)],
);

/**
 * A trading account on the platform. `phase` counts from 1; a funded account has `funded` true.
 * `rules` is a copy of the phase's rules when the account was made, so product edits never
 * change a running evaluation. `checkpoint` is the rule engine's state after the last event.
 */
export const tradingAccounts = pgTable(
  'trading_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    previousAccountId: uuid('previous_account_id'),
    phase: integer('phase').notNull(),
    phaseName: text('phase_name').notNull(),
    funded: boolean('funded').notNull().default(false),
    login: text('login').notNull(),
    platform: text('platform').notNull(),
    currency: text('currency').notNull(),
    initialBalance: money('initial_balance').notNull(),
    rules: jsonb('rules').$type<PhaseRules>().notNull(),
    status: text('status', { enum: accountStatuses }).notNull().default('active'),
    demo: boolean('demo').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    balance: money('balance').notNull(),
    equity: money('equity').notNull(),
    evaluation: jsonb('evaluation').$type<Evaluation>(),
    checkpoint: jsonb('checkpoint').$type<Checkpoint>(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    passedAt: timestamp('passed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('trading_accounts_login_key').on(t.login), index('trading_accounts_user_id_idx').on(t.userId)],
);

/** Deals as the platform reports them; a deal is identified by (ticket, entry). */
export const deals = pgTable(
  'deals',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    ticket: text('ticket').notNull(),
    entry: text('entry', { enum: dealEntries }).notNull(),
    time: timestamp('time', { withTimezone: true, precision: 3 }).notNull(),
    symbol: text('symbol').notNull(),
    side: text('side', { enum: dealSides }).notNull(),
    volume: doublePrecision('volume').notNull(),
    profit: money('profit').notNull(),
    commission: money('commission').notNull().default(0),
    swap: money('swap').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.ticket, t.entry] }), index('deals_account_time_idx').on(t.accountId, t.time)],
);

/** Balance and equity as the platform reports them; one per account and instant. */
export const equitySnapshots = pgTable(
  'equity_snapshots',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    time: timestamp('time', { withTimezone: true, precision: 3 }).notNull(),
    balance: money('balance').notNull(),
    equity: money('equity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.time] })],
);

// ---------------------------------------------------------------------------------------------
// Projections of an account's events (issue 7), kept up to date by ingestion in the same
// transaction as the events, so the overview reads never replay a history. Rebuilt from the whole
// history when a late event arrives (src/server/accounts/reports.ts, trades.ts).
// ---------------------------------------------------------------------------------------------

/**
 * One row per calendar day (in the account's reset zone) with activity: the balance and equity
 * before its first event, the realised net amount, deals opened ('in') and closed ('out'), closes
 * won and lost (by the close's own realised amount), their sums, and the lots opened.
 */
export const accountDays = pgTable(
  'account_days',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD' in rules.resetTimeZone (text orders like the dates). */
    day: text('day').notNull(),
    startBalance: money('start_balance').notNull(),
    startEquity: money('start_equity').notNull(),
    pnl: money('pnl').notNull(),
    trades: integer('trades').notNull(),
    closed: integer('closed').notNull(),
    wins: integer('wins').notNull(),
    losses: integer('losses').notNull(),
    grossProfit: money('gross_profit').notNull(),
    /** Positive: the sum of the losing closes' amounts, negated. */
    grossLoss: money('gross_loss').notNull(),
    lots: doublePrecision('lots').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/**
 * The balance and equity series downsampled at write time: per account, resolution (bucket length
 * in seconds: an hour, a day, a week) and bucket, the last point in the bucket and the lowest equity.
 */
export const accountEquity = pgTable(
  'account_equity',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    resolution: integer('resolution').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    /** The last event in the bucket, and the figures after it. */
    time: timestamp('time', { withTimezone: true, precision: 3 }).notNull(),
    balance: money('balance').notNull(),
    equity: money('equity').notNull(),
    minEquity: money('min_equity').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.resolution, t.bucket] })],
);

/**
 * One row per closed position: the 'out' deal joined with its 'in' deal (same ticket) when there is
 * one. Side is the opening deal's (the opposite of the closing deal's without it); commission and
 * swap are both deals'; result = profit + commission + swap.
 */
export const accountTrades = pgTable(
  'account_trades',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    ticket: codeText('ticket').notNull(),
    symbol: codeText('symbol').notNull(),
    side: text('side', { enum: dealSides }).notNull(),
    volume: doublePrecision('volume').notNull(),
    openTime: timestamp('open_time', { withTimezone: true, precision: 3 }),
    closeTime: timestamp('close_time', { withTimezone: true, precision: 3 }).notNull(),
    /** 'YYYY-MM-DD' of the close in rules.resetTimeZone. */
    closeDay: text('close_day').notNull(),
    profit: money('profit').notNull(),
    commission: money('commission').notNull(),
    swap: money('swap').notNull(),
    result: money('result').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.ticket] }),
    index('account_trades_time_idx').on(t.accountId, t.closeTime.desc().nullsFirst(), t.ticket),
    index('account_trades_symbol_idx').on(t.accountId, t.symbol, t.closeTime.desc().nullsFirst(), t.ticket),
    index('account_trades_result_idx').on(t.accountId, t.result, t.closeTime.desc().nullsFirst(), t.ticket),
    index('account_trades_day_idx').on(t.accountId, t.closeDay),
  ],
);

/** The symbols an account closed trades in, with how many: the filter's choices and its totals. */
export const accountSymbols = pgTable(
  'account_symbols',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    symbol: codeText('symbol').notNull(),
    trades: integer('trades').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.symbol] })],
);

/** Why an account failed, with the figures at that moment. */
export const breaches = pgTable('breaches', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
  rule: text('rule', { enum: [...breachRules, ...closureRules] }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  equity: money('equity').notNull(),
  floor: money('floor').notNull(),
  reason: text('reason'),
  createdAt: createdAt(),
});

/** Certificates anyone can verify by code: phase passed, funded, payout. */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id').references(() => tradingAccounts.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: certificateKinds }).notNull(),
    holderName: text('holder_name').notNull(),
    title: text('title').notNull(),
    amount: money('amount'),
    currency: text('currency'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('certificates_code_key').on(t.code), index('certificates_user_id_idx').on(t.userId)],
);

export type Challenge = typeof challenges.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type TradingAccount = typeof tradingAccounts.$inferSelect;
export type Certificate = typeof certificates.$inferSelect;
export type DealRow = typeof deals.$inferSelect;
export type AccountDay = typeof accountDays.$inferSelect;
export type AccountTrade = typeof accountTrades.$inferSelect;
