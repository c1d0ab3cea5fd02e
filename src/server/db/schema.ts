import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
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
import type { RiskRules } from '../../domain/risk/types';
import type { Checkpoint, Evaluation, OpenPosition, Phase, PhaseRules } from '../../domain/rules';
import type { LocalNames } from '../../i18n/names';
import {
  accountStatuses,
  adjustmentReasons,
  breachRules,
  certificateKinds,
  closureRules,
  dealEntries,
  dealSides,
  discountKinds,
  grantReasons,
  invoiceKinds,
  newsImpacts,
  newsSources,
  orderProviders,
  orderStatuses,
  paymentProviders,
  payoutMethods,
  payoutStatuses,
  platformCommandKinds,
  platformCommandStatuses,
  riskActions,
  riskDetectors,
  riskFlagStatuses,
  riskSeverities,
  tradingStates,
  userStatuses,
  userTypes,
  verificationKinds,
  verificationProviders,
  verificationRequirements,
  verificationSources,
  verificationStates,
} from '../../schemas/enums';
import type { BillingDetails, VatCheck } from '../../schemas/orders';
import type { EligibilityItem, PayoutDestination } from '../../schemas/payouts';

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
    /**
     * What the admin Users list sorts by, kept by database triggers on login_events, trading_accounts
     * and orders (migration 0010), so every writer keeps them right and a sort reads an index instead
     * of aggregating every user's rows (docs/decisions/032). Never written by the application.
     */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    accountsCount: integer('accounts_count').notNull().default(0),
    /** Paid orders' totals, in minor units (a refunded order's money went back). */
    totalPaid: bigint('total_paid', { mode: 'number' }).notNull().default(0),
    /** When two-step sign-in was turned on; null while it is off (its secret: two_factor). */
    twoFactorAt: timestamp('two_factor_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The admin Users list's sorts, with the id as the tie-break (docs/decisions/032).
    index('users_created_idx').on(t.createdAt, t.id),
    // last_name too, so the walk reads the index alone (an expression index cannot give back its column).
    index('users_name_idx').on(sql`lower(${t.lastName})`, t.id, t.lastName),
    // Newest sign-in first, never signed in last; read backwards, the other way round.
    index('users_last_login_idx').on(t.lastLoginAt.desc().nullsLast(), t.id.desc()),
    index('users_accounts_idx').on(t.accountsCount, t.id),
    index('users_total_paid_idx').on(t.totalPaid, t.id),
    // Searches for text anywhere in a name or email (ILIKE '%…%'): trigram indexes (pg_trgm, docs/decisions/032).
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_full_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
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
    /** When the session was last used, to within SESSION_SEEN_PRECISION (src/server/auth/sessions.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastIp: text('last_ip'),
    lastGeolocation: jsonb('last_geolocation').$type<unknown>(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * A user's authenticator (TOTP) secret, AES-GCM encrypted with TWO_FACTOR_KEY (src/server/auth/twoFactor.ts).
 * `enabledAt` is null while set-up waits for the first code; `lastStep` is the 30-second step of the
 * last code accepted, so a code is never accepted twice.
 */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** Single-use recovery codes of two-step sign-in; only a hash of each is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Every sign-in attempt of a known email, for the member's login history (and an operator's questions). */
export const loginEvents = pgTable(
  'login_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    success: boolean('success').notNull(),
    ip: text('ip'),
    geolocation: jsonb('geolocation').$type<unknown>(),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('login_events_user_at_idx').on(t.userId, t.at),
    // The risk scan's search for other members signing in from an address.
    index('login_events_ip_idx').on(t.ip, t.at),
  ],
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
    /** When the action happened (audit()'s `at`), not when the row was written. */
    createdAt: createdAt(),
    /** Write order: breaks ties between entries of one moment (an order paid, then its invoice). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    // The subject search's "this id, whatever its type".
    index('audit_log_subject_id_idx').on(t.subjectId),
    // The audit log screen: newest first with keyset-stable paging, and one actor's entries.
    index('audit_log_created_idx').on(t.createdAt, t.seq),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    // One action's entries, newest first, and the action filter's choices (docs/decisions/032).
    index('audit_log_action_idx').on(t.action, t.createdAt, t.seq),
    // The subject search's deleted users, found by the email their entries recorded.
    index('audit_log_user_email_trgm_idx')
      .using('gin', sql`(${t.details} #>> '{before,email}') gin_trgm_ops`)
      .where(sql`${t.subjectType} = 'user'`),
  ],
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
    /**
     * Versions (docs/decisions/030): editing a product that has orders writes a new row with the same
     * lineage and the next version, and marks this one replaced (and inactive), so orders and accounts
     * keep the rules, price and terms they were sold with. The first version's lineage is its own id.
     */
    lineageId: uuid('lineage_id').notNull(),
    version: integer('version').notNull().default(1),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** The name per language where an administrator gave one; `name` stands for the rest (docs/decisions/045). */
    names: jsonb('names').$type<LocalNames>().notNull().default({}),
    /** What the configurator says about the product under its name; '' for nothing. */
    description: text('description').notNull().default(''),
    accountSize: money('account_size').notNull(),
    currency: text('currency').notNull().default('USD'),
    price: money('price').notNull(),
    platform: text('platform').notNull().default('MT5'),
    leverage: integer('leverage').notNull().default(100),
    profitSplitPct: integer('profit_split_pct').notNull(),
    payoutIntervalDays: integer('payout_interval_days').notNull().default(14),
    /** Minutes before and after high-impact news in which a funded account may not trade; null: no restriction. */
    fundedNewsWindowMinutes: integer('funded_news_window_minutes').default(2),
    /** Evaluation phases in order: `{ name, rules }[]`; the funded stage keeps the last phase's loss rules. */
    phases: jsonb('phases').$type<Phase[]>().notNull(),
    /** The risk detectors' thresholds this product changes from the defaults (src/domain/risk/types.ts). */
    riskRules: jsonb('risk_rules').$type<RiskRules>().notNull().default({}),
    /** When the member must have a verified identity: before the first payout, or before the funded account opens (issue 31). */
    verificationRequired: text('verification_required', { enum: verificationRequirements }).notNull().default('beforePayout'),
    /** A business member verifies the company (KYB) rather than the person. */
    verifyBusiness: boolean('verify_business').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A slug names the current version; replaced versions keep theirs.
    uniqueIndex('challenges_slug_key').on(t.slug).where(sql`replaced_at is null`),
    uniqueIndex('challenges_lineage_version_key').on(t.lineageId, t.version),
  ],
);

/** The member's billing details, saved at each order for the next one and editable on the billing page. */
export const billingProfiles = pgTable('billing_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  details: jsonb('details').$type<BillingDetails>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A discount code: a percentage or a fixed amount off, optionally for one challenge only, until a
 * moment, for a number of uses, and a number per member. `uses` counts paid and pending orders; it
 * is raised in the order's transaction under the code's row lock, so the last use goes to one order
 * only. A pending order that expires gives its use back (orders/expiry.ts).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: codeText('code').notNull(),
    kind: text('kind', { enum: discountKinds }).notNull(),
    /** Percent (1–100) for `percent`; minor units of `currency` for `fixed`. */
    value: integer('value').notNull(),
    currency: text('currency').notNull().default('USD'),
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    /** How many of the uses one member may take (pending and paid orders); null for no limit of its own. */
    maxUsesPerMember: integer('max_uses_per_member'),
    uses: integer('uses').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('discount_codes_code_key').on(t.code)],
);

/**
 * An order: the challenge's price when ordered, the discount and VAT worked out then, and what is
 * charged (`total`). Catalogue prices include VAT; a reverse-charge buyer (an EU business with a
 * VAT number, outside the seller's country) pays the price without it once the number is verified
 * (`vatCheck`: by VIES when ordering, or an administrator before payment).
 */
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
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'restrict' }),
    discountCode: text('discount_code'),
    discount: money('discount').notNull().default(0),
    /** VAT rate in hundredths of a percent (2100 = 21 %). */
    vatRate: integer('vat_rate').notNull().default(0),
    vat: money('vat').notNull().default(0),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** How a claimed reverse charge was checked (VIES, an administrator, or none: VAT charged); null when none was claimed. */
    vatCheck: jsonb('vat_check').$type<VatCheck>(),
    total: money('total').notNull(),
    billing: jsonb('billing').$type<BillingDetails>().notNull(),
    provider: text('provider', { enum: orderProviders }).notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    /** A granted order (provider `grant`, total 0): why the administrator gave it, and a note. */
    grantReason: text('grant_reason', { enum: grantReasons }),
    grantNote: text('grant_note'),
    paymentReference: text('payment_reference').notNull(),
    /** The provider's checkout (a Stripe Checkout Session id), once one is opened. */
    checkoutId: text('checkout_id'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    index('orders_payment_reference_trgm_idx').using('gin', t.paymentReference.op('gin_trgm_ops')),
    uniqueIndex('orders_checkout_id_key').on(t.checkoutId),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // One status's orders, newest first (docs/decisions/032).
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_total_idx').on(t.total, t.id),
    // The admin list and its CSV export: newest first (and date ranges), keyset pages on (created_at, id).
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_challenge_idx').on(t.challengeId),
    // The catalogue's accounts sold: each product's paid orders, counted from the index alone.
    index('orders_paid_challenge_idx').on(t.challengeId).where(sql`${t.status} = 'paid'`),
  ],
);

/** Who sells: the firm's details printed on every invoice (from configuration when it was issued). */
export type Seller = { name: string; address: string; country: string; vatId: string; iban: string; bic: string; email: string };

/**
 * Invoices and credit notes. Numbers run per kind and calendar year without gaps (`invoice_counters`,
 * raised in the transaction that issues); every amount and both parties are stored, so a PDF can be
 * rebuilt identically at any time.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** A credit note's invoice. */
    refersToId: uuid('refers_to_id'),
    seller: jsonb('seller').$type<Seller>().notNull(),
    buyer: jsonb('buyer').$type<BillingDetails>().notNull(),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    price: money('price').notNull(),
    discount: money('discount').notNull(),
    discountCode: text('discount_code'),
    vatRate: integer('vat_rate').notNull(),
    vat: money('vat').notNull(),
    reverseCharge: boolean('reverse_charge').notNull(),
    /** The order's VAT number check when issued: which one the reverse charge rests on, printed on the PDF. */
    vatCheck: jsonb('vat_check').$type<VatCheck>(),
    total: money('total').notNull(),
    reason: text('reason'),
    /** The buyer's language when issued: the PDF is drawn in it, whatever the member chooses later. */
    locale: text('locale').notNull().default('en'),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_kind_year_sequence_key').on(t.kind, t.year, t.sequence),
    uniqueIndex('invoices_order_kind_key').on(t.orderId, t.kind),
  ],
);

/** The last number given per kind and year. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** Provider events already applied (a Stripe webhook delivered twice changes nothing the second time). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: paymentProviders }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
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
    /** The platform connection holding the account (src/server/platforms), set once it is opened there. */
    connection: text('connection'),
    /** The server name a trader types into the platform's terminal. */
    server: text('server'),
    /** What the platform lets the account do, as the platform last confirmed it. */
    tradingState: text('trading_state', { enum: tradingStates }).notNull().default('pending'),
    /** What our decisions say the platform should let it do (a verdict, an administrator): differs while a command is on its way. */
    tradingStateTarget: text('trading_state_target', { enum: tradingStates }).notNull().default('enabled'),
    /** The trading password, sealed (AES-256-GCM; platforms/credentials.ts): traders are shown it. */
    tradingPassword: text('trading_password'),
    /** The platform's own identifiers of the account (an adapter's business). */
    platformRef: jsonb('platform_ref').$type<Record<string, string | number>>(),
  },
  (t) => [
    uniqueIndex('trading_accounts_login_key').on(t.login),
    index('trading_accounts_login_trgm_idx').using('gin', t.login.op('gin_trgm_ops')),
    index('trading_accounts_user_id_idx').on(t.userId),
    // The dashboard's count of accounts active now.
    index('trading_accounts_status_idx').on(t.status),
  ],
);

/**
 * What our server asks a trading platform to do (issue 29), written in the transaction that decided
 * it and carried out by the job queue in order per account (src/server/platforms/commands.ts). The
 * id is the command's idempotency key on the platform; `attempts` and `lastError` say how it went.
 */
export const platformCommands = pgTable(
  'platform_commands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Orders an account's commands (the order they were decided in). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: platformCommandKinds }).notNull(),
    /** The kind's parameters (a trading state; a sealed password). */
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: platformCommandStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When a queued command is due (again). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('platform_commands_account_idx').on(t.accountId, t.seq),
    // The dashboard's and the sweep's reads: what is not done yet.
    index('platform_commands_open_idx').on(t.status, t.dueAt).where(sql`${t.status} <> 'done'`),
  ],
);

/**
 * The built-in demo platform (src/server/platforms/demo.ts): the accounts it holds, as a platform
 * would hold them. The market simulator trades through it, so only what it lets trade trades.
 */
export const demoPlatformAccounts = pgTable('demo_platform_accounts', {
  login: text('login').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  state: text('state', { enum: tradingStates }).notNull(),
  currency: text('currency').notNull(),
  balance: money('balance').notNull(),
  /** The firm's balance adjustments (paid payouts) already applied to `balance`. */
  adjustments: money('adjustments').notNull().default(0),
  /** Open positions with the last price seen (the simulator's book). */
  positions: jsonb('positions').$type<DemoPosition[]>().notNull().default([]),
  /** Command keys already carried out here, so a command sent twice acts once. */
  appliedKeys: jsonb('applied_keys').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A position on the demo platform, with the last price it was marked at. */
export interface DemoPosition {
  ticket: string;
  symbol: string;
  side: 'buy' | 'sell';
  volume: number;
  openPrice: number;
  openedAt: string;
  price: number;
}

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
    /** As reported; null from platforms that do not report it. */
    price: doublePrecision('price'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.ticket, t.entry] }),
    index('deals_account_time_idx').on(t.accountId, t.time),
    // The risk scan's search for other accounts' openings near a new one (src/server/risk).
    index('deals_openings_idx').on(t.symbol, t.time).where(sql`${t.entry} = 'in'`),
  ],
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
    /** The positions open at `time` with their floating results; null: the platform did not report them. */
    positions: jsonb('positions').$type<OpenPosition[]>(),
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
    /** Opening deals (a day with one is a trading day) and closing deals; wins and losses are the trades' (account_trades). */
    trades: integer('trades').notNull(),
    closed: integer('closed').notNull(),
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

/**
 * Certificates anyone can verify by code: phase passed, funded, payout. `signature` is Ed25519 over
 * the canonical fields (src/server/certificates/signing.ts); never deleted, only revoked.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id').references(() => tradingAccounts.id, { onDelete: 'set null' }),
    payoutId: uuid('payout_id'),
    kind: text('kind', { enum: certificateKinds }).notNull(),
    holderName: text('holder_name').notNull(),
    title: text('title').notNull(),
    amount: money('amount'),
    currency: text('currency'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Base64 Ed25519 signature; null only until the start-up backfill signs a row issued before signing existed. */
    signature: text('signature'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    index('certificates_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
    index('certificates_holder_name_trgm_idx').using('gin', t.holderName.op('gin_trgm_ops')),
    index('certificates_user_id_idx').on(t.userId),
    // The admin list: by issue time (then id), all or one kind (docs/decisions/032).
    index('certificates_issued_idx').on(t.issuedAt, t.id),
    index('certificates_kind_issued_idx').on(t.kind, t.issuedAt, t.id),
    // A payout's certificate, joined to each row of the payout queue.
    index('certificates_payout_idx').on(t.payoutId),
  ],
);

/**
 * A payout request on a funded account. `amount` is what the member receives (at most the profit ×
 * the split); `withdrawn` is the profit that leaves the account when it is paid (amount ÷ split).
 * `eligibility` is the checklist as it stood at the request: the evidence an administrator reviews.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    withdrawn: money('withdrawn').notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: payoutMethods }).notNull(),
    destination: jsonb('destination').$type<PayoutDestination>().notNull(),
    status: text('status', { enum: payoutStatuses }).notNull().default('requested'),
    eligibility: jsonb('eligibility').$type<EligibilityItem[]>().notNull(),
    rejectionReason: text('rejection_reason'),
    paymentReference: text('payment_reference'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (t) => [
    index('payouts_user_id_idx').on(t.userId, t.requestedAt.desc()),
    index('payouts_account_id_idx').on(t.accountId, t.requestedAt.desc()),
    index('payouts_status_idx').on(t.status, t.requestedAt),
    // The admin queue's sorts, with the id as the tie-break (docs/decisions/032).
    index('payouts_requested_idx').on(t.requestedAt, t.id),
    index('payouts_amount_idx').on(t.amount, t.id),
    // At most one open request per account: two requests racing cannot both be open.
    uniqueIndex('payouts_one_open_per_account').on(t.accountId).where(sql`${t.status} in ('requested', 'approved')`),
  ],
);

/** The destination a member last used per method, offered again on the next request. */
export const payoutDestinations = pgTable(
  'payout_destinations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: payoutMethods }).notNull(),
    destination: jsonb('destination').$type<PayoutDestination>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.method] })],
);

/**
 * Money moved on an account that is not trading (a paid payout's withdrawn profit): folded by the rule
 * engine as `adjustment` events (src/domain/rules.ts), so floors and the next payable amount stay right.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    time: timestamp('time', { withTimezone: true, precision: 3 }).notNull(),
    amount: money('amount').notNull(),
    reason: text('reason', { enum: adjustmentReasons }).notNull(),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('balance_adjustments_account_time_idx').on(t.accountId, t.time),
    uniqueIndex('balance_adjustments_payout_key').on(t.payoutId),
  ],
);

/**
 * What the risk desk's detectors found (issue 30, src/server/risk): one flag per detector and
 * subject (`key`: the detector and its accounts, or members), its evidence replaced as more is found,
 * and the review's decision. `accountIds` empty: a flag on members (multi-accounting), which holds
 * back the payouts of all their accounts.
 */
export const riskFlags = pgTable(
  'risk_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    detector: text('detector', { enum: riskDetectors }).notNull(),
    key: text('key').notNull(),
    severity: text('severity', { enum: riskSeverities }).notNull(),
    score: integer('score').notNull(),
    accountIds: uuid('account_ids').array().notNull(),
    userIds: uuid('user_ids').array().notNull(),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: riskFlagStatuses }).notNull().default('open'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    /** When the evidence last changed. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the reviewer did: dismiss, confirm, or confirm and fail the accounts or refuse their payouts. */
    action: text('action', { enum: riskActions }),
    /** The reviewer's reason (shown to the member when the flag is confirmed). */
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('risk_flags_key').on(t.key),
    index('risk_flags_accounts_idx').using('gin', t.accountIds),
    index('risk_flags_users_idx').using('gin', t.userIds),
    index('risk_flags_queue_idx').on(t.status, t.firstSeenAt),
  ],
);

/**
 * Accounts with new deals and members with new sign-ins, waiting for the risk scan (a job, once
 * across instances). `since`: the earliest new deal, so the cross-account matching looks only there.
 */
export const riskScans = pgTable(
  'risk_scans',
  {
    kind: text('kind', { enum: ['account', 'member'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    since: timestamp('since', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId] })],
);

/**
 * A member's identity verification (issue 31, src/server/verification): the provider's reference,
 * the state (moved only through machines/verification.ts) and, once approved, the verified name,
 * country and date. Never documents: the provider keeps those. `externalId` is what the provider
 * knows us by; a new verification asked for by an administrator gets a new one.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    externalId: uuid('external_id').notNull().defaultRandom(),
    kind: text('kind', { enum: verificationKinds }).notNull(),
    provider: text('provider', { enum: verificationProviders }).notNull(),
    reference: text('reference'),
    state: text('state', { enum: verificationStates }).notNull().default('notStarted'),
    reason: text('reason'),
    stateSince: timestamp('state_since', { withTimezone: true }).notNull(),
    verifiedName: text('verified_name'),
    verifiedCountry: text('verified_country'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('identity_verifications_user_key').on(t.userId),
    uniqueIndex('identity_verifications_external_key').on(t.externalId),
    index('identity_verifications_state_idx').on(t.state, t.stateSince),
  ],
);

/** Every change of a verification's state: from, to, who (source and administrator) and why. */
export const verificationEvents = pgTable(
  'verification_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => identityVerifications.id, { onDelete: 'cascade' }),
    fromState: text('from_state', { enum: verificationStates }).notNull(),
    toState: text('to_state', { enum: verificationStates }).notNull(),
    source: text('source', { enum: verificationSources }).notNull(),
    reason: text('reason'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    /** The order of changes made at one instant (a start and the provider's answer in one test tick, or one request). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('verification_events_verification_idx').on(t.verificationId, t.at, t.seq)],
);

/** Provider deliveries already taken (by a digest of the signed body), so one delivered again changes nothing. */
export const verificationDeliveries = pgTable(
  'verification_deliveries',
  {
    key: text('key').primaryKey(),
    provider: text('provider', { enum: verificationProviders }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('verification_deliveries_received_idx').on(t.receivedAt)],
);

/** Holder names an administrator accepted for a member's payouts although they differ from the verified name. */
export const acceptedHolderNames = pgTable(
  'accepted_holder_names',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    reason: text('reason').notNull(),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('accepted_holder_names_key').on(t.userId, t.name)],
);

/** Economic calendar events (times UTC). `externalId` keeps a feed's or the sample's event once. */
export const newsEvents = pgTable(
  'news_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    externalId: text('external_id'),
    time: timestamp('time', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    impact: text('impact', { enum: newsImpacts }).notNull(),
    title: text('title').notNull(),
    forecast: text('forecast'),
    previous: text('previous'),
    actual: text('actual'),
    source: text('source', { enum: newsSources }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('news_events_external_id_key').on(t.externalId),
    index('news_events_time_idx').on(t.time),
    index('news_events_impact_time_idx').on(t.impact, t.time),
  ],
);

/*
 * The admin dashboard's figures per UTC day (docs/decisions/032), kept by database triggers on the
 * rows they are made of (migration 0011), so a year's figures read a few thousand small rows
 * instead of every order, account and payout of the year. Never written by the application; a
 * figure that went back to 0 keeps its row.
 */
const day = () => date('day', { mode: 'string' }).notNull();
const count = (name: string) => integer(name).notNull().default(0);

/** Money per day it moved: gross by the day an order was paid, refunds by the day it was refunded (grants bring none). */
export const dailyRevenue = pgTable(
  'daily_revenue',
  {
    day: day(),
    currency: text('currency').notNull(),
    challengeId: uuid('challenge_id').notNull(),
    gross: money('gross').notNull().default(0),
    refunds: money('refunds').notNull().default(0),
    paidOrders: count('paid_orders'),
    refundedOrders: count('refunded_orders'),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency, t.challengeId] })],
);

/** Orders per day they were placed and their status now. */
export const dailyOrders = pgTable(
  'daily_orders',
  { day: day(), status: text('status', { enum: orderStatuses }).notNull(), orders: count('orders') },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/** Accounts opened (by `started_at`), passed and failed, per day it happened, product and phase. */
export const dailyAccounts = pgTable(
  'daily_accounts',
  {
    day: day(),
    challengeId: uuid('challenge_id').notNull(),
    phase: integer('phase').notNull(),
    phaseName: text('phase_name').notNull(),
    funded: boolean('funded').notNull(),
    started: count('started'),
    passed: count('passed'),
    failed: count('failed'),
  },
  (t) => [primaryKey({ columns: [t.day, t.challengeId, t.phase, t.phaseName, t.funded] })],
);

/** Payouts requested (by `requested_at`) and paid (by `paid_at`) per day and currency. */
export const dailyPayouts = pgTable(
  'daily_payouts',
  {
    day: day(),
    currency: text('currency').notNull(),
    requested: count('requested'),
    requestedAmount: money('requested_amount').notNull().default(0),
    paid: count('paid'),
    paidAmount: money('paid_amount').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency] })],
);

/** Users per day they signed up. */
export const dailySignUps = pgTable('daily_sign_ups', { day: day().primaryKey(), users: count('users') });

export type IdentityVerification = typeof identityVerifications.$inferSelect;
export type Challenge = typeof challenges.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type DiscountCode = typeof discountCodes.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type LoginEvent = typeof loginEvents.$inferSelect;
export type TradingAccount = typeof tradingAccounts.$inferSelect;
export type PlatformCommand = typeof platformCommands.$inferSelect;
export type Certificate = typeof certificates.$inferSelect;
export type Payout = typeof payouts.$inferSelect;
export type RiskFlag = typeof riskFlags.$inferSelect;
export type NewsEvent = typeof newsEvents.$inferSelect;
export type DealRow = typeof deals.$inferSelect;
export type AccountDay = typeof accountDays.$inferSelect;
export type AccountTrade = typeof accountTrades.$inferSelect;
