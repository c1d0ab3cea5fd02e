import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import * as v from 'valibot';
import type { VerificationProviderName } from '../schemas/enums';
import { logLevels } from './log';
import { isCidr } from './risk/sharedRanges';

/**
 * Server configuration, parsed once at start from the environment. A bad value stops the
 * server with a message naming the variable (docs: .env.example).
 */
const optionalString = v.optional(v.pipe(v.string(), v.trim()), '');
/** true/false/1/0/yes/no; unset or empty is `null` (the default applies). */
/** An unset or empty variable takes the default; a set one must pass `schema`. */
const orDefault = (schema: v.GenericSchema<string, string>, fallback: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.transform((value) => value || fallback),
    schema,
  );
const flag = v.pipe(
  v.optional(v.picklist(['true', 'false', '1', '0', 'yes', 'no', ''], 'must be true or false'), ''),
  v.transform((value) => (value === '' ? null : ['true', '1', 'yes'].includes(value))),
);
const url = (protocols: RegExp, hint: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || (URL.canParse(s) && protocols.test(s)), hint),
    ),
    '',
  );

/** "12h", "30m", "900s" or a number of seconds. */
const duration = (fallback = '12h') =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d+\s*[smhd]?$/, 'must be a duration such as 12h, 30m or 3600'),
    v.transform((text) => {
      const amount = Number.parseInt(text, 10);
      const unit = text.trim().slice(-1);
      const factor = { s: 1, m: 60, h: 3600, d: 86400 }[unit] ?? 1;
      return amount * factor;
    }),
    v.minValue(60, 'must be at least one minute'),
  );

const EnvSchema = v.pipe(
  v.object({
    NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
    PORT: v.pipe(v.optional(v.string(), '4321'), v.transform(Number), v.integer('must be a port number'), v.minValue(1), v.maxValue(65535)),
    DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), './data'),
    DATABASE_URL: url(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
    JWT_SECRET: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))]), ''),
    JWT_TTL: duration(),
    /** Encrypts authenticator secrets of two-step sign-in (src/server/auth/twoFactor.ts). */
    TWO_FACTOR_KEY: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))]), ''),
    /** Administrators must turn on two-step sign-in before any admin screen or call works. */
    ADMIN_REQUIRE_2FA: flag,
    ADMIN_EMAIL: v.optional(
      v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('must be an email address'))]),
      '',
    ),
    ADMIN_PASSWORD: optionalString,
    SEED_DEMO: flag,
    APP_URL: url(/^https?:\/\//, 'must be an http(s) URL'),
    SMTP_URL: url(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
    MAIL_FROM: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'Funding Platform <no-reply@localhost>'),
    REDIS_URL: url(/^rediss?:\/\//, 'must be a redis:// URL'),
    TURNSTILE_SITE_KEY: optionalString,
    TURNSTILE_SECRET_KEY: optionalString,
    TURNSTILE_VERIFY_URL: v.optional(
      v.pipe(
        v.string(),
        v.check((s) => URL.canParse(s), 'must be a URL'),
      ),
      'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    ),
    TRUST_PROXY: flag,
    LOG_LEVEL: v.optional(v.picklist([...logLevels, ''], `must be one of ${logLevels.join(', ')}`), ''),
    /** Shared secret of the trading platform bridge (HMAC-SHA256 of each batch). */
    BRIDGE_SECRET: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))]), ''),
    /** The seller on every invoice, and the account a manual (bank transfer) order is paid to. */
    SELLER_NAME: orDefault(v.pipe(v.string(), v.maxLength(120, 'must be at most 120 characters')), 'Funding Platform (demo seller)'),
    SELLER_ADDRESS: orDefault(v.pipe(v.string(), v.maxLength(300, 'must be at most 300 characters')), 'Demo Street 1, 110 00 Prague'),
    SELLER_COUNTRY: orDefault(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be a two-letter ISO country code such as CZ')), 'CZ'),
    SELLER_VAT_ID: optionalString,
    SELLER_EMAIL: orDefault(v.pipe(v.string(), v.email('must be an email address')), 'billing@example.com'),
    SELLER_IBAN: v.optional(
      v.pipe(
        v.string(),
        v.transform((iban) => electronicFormatIBAN(iban) ?? ''),
        v.check((iban) => iban === '' || isValidIBAN(iban), 'must be a valid IBAN'),
      ),
      '',
    ),
    SELLER_BIC: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.check((bic) => bic === '' || isValidBIC(bic), 'must be a valid BIC'),
      ),
      '',
    ),
    /** VAT included in catalogue prices, in percent (up to two decimals); 0 when the seller charges none. */
    VAT_RATE: v.pipe(
      v.optional(v.string(), '0'),
      v.regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percentage such as 21 or 8.1'),
      v.transform((pct) => Math.round(Number(pct) * 100)),
    ),
    /** Card payments through Stripe Checkout: both keys, or neither (then no card option). */
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Where the Stripe library sends its calls; only for a local stand-in in tests. */
    STRIPE_API_URL: url(/^https?:\/\//, 'must be an http(s) URL'),
    /** How long an order waits for its payment before it expires and its discount code's use comes back. */
    PENDING_ORDER_TTL: duration('7d'),
    /**
     * The EU's VIES REST interface (https://ec.europa.eu/taxation_customs/vies/rest-api): set, a business's VAT
     * number is checked there when it orders; unset, an administrator confirms it before payment (src/server/vat/vies.ts).
     */
    VIES_URL: url(/^https?:\/\//, 'must be an http(s) URL'),
    /** Seconds an order waits for VIES before it is placed with VAT. */
    VIES_TIMEOUT: v.pipe(
      v.optional(v.string(), '10'),
      v.regex(/^\d{1,2}$/, 'must be a number of seconds from 1 to 60'),
      v.transform(Number),
      v.minValue(1, 'must be a number of seconds from 1 to 60'),
      v.maxValue(60, 'must be a number of seconds from 1 to 60'),
    ),
    /**
     * Ed25519 key certificates are signed with: PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`, newlines may be
     * written as \\n). Required in production; elsewhere generated once and kept in DATA_DIR.
     */
    CERTIFICATE_SIGNING_KEY: v.optional(
      v.pipe(
        v.string(),
        v.transform((pem) => pem.replaceAll('\\n', '\n').trim()),
        v.check((pem) => pem === '' || pem.startsWith('-----BEGIN PRIVATE KEY-----'), 'must be an Ed25519 private key in PKCS#8 PEM'),
      ),
      '',
    ),
    /** The smallest payout a member may request, in the account currency's major units. */
    PAYOUT_MINIMUM: v.pipe(
      v.optional(v.string(), '50'),
      v.regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount such as 50 or 99.50'),
      // Major units: each account's currency says how many minor units that is (src/server/payouts/eligibility.ts).
      v.transform(Number),
    ),
    /** The firm's support contact shown on Help & Support. */
    SUPPORT_EMAIL: orDefault(v.pipe(v.string(), v.email('must be an email address')), 'support@example.com'),
    SUPPORT_PHONE: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40, 'must be at most 40 characters')), ''),
    SUPPORT_HOURS: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, 'must be at most 120 characters')), ''),
    /** An economic calendar in JSON (src/server/news/feed.ts), refreshed every NEWS_FEED_INTERVAL. */
    NEWS_FEED_URL: url(/^https?:\/\//, 'must be an http(s) URL'),
    NEWS_FEED_INTERVAL: duration('1h'),
    /**
     * A Match-Trader connection (Broker API v2; src/server/platforms/matchTrader.ts): its address and API key,
     * the server name traders are shown, the group and leverage new accounts get, whether they are DEMO or
     * REAL accounts, the product platform labels it opens (comma-separated), its own bridge secret, and how
     * long a call may take. All unset: no Match-Trader connection.
     */
    MATCH_TRADER_URL: url(/^https?:\/\//, 'must be an http(s) URL'),
    MATCH_TRADER_API_KEY: optionalString,
    MATCH_TRADER_SERVER: orDefault(v.pipe(v.string(), v.maxLength(60, 'must be at most 60 characters')), 'Match-Trader'),
    MATCH_TRADER_GROUP: optionalString,
    MATCH_TRADER_LEVERAGE: v.pipe(
      v.optional(v.string(), '100'),
      v.regex(/^\d{1,5}$/, 'must be a whole number (the leverage ratio in percent)'),
      v.transform(Number),
    ),
    MATCH_TRADER_ACCOUNT_TYPE: v.optional(v.picklist(['DEMO', 'REAL'], 'must be DEMO or REAL'), 'DEMO'),
    MATCH_TRADER_LABELS: orDefault(v.string(), 'Match-Trader'),
    MATCH_TRADER_BRIDGE_SECRET: v.optional(
      v.union([v.literal(''), v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))]),
      '',
    ),
    MATCH_TRADER_TIMEOUT: v.pipe(
      v.optional(v.string(), '10'),
      v.regex(/^\d{1,2}$/, 'must be a number of seconds from 1 to 60'),
      v.transform(Number),
      v.minValue(1, 'must be a number of seconds from 1 to 60'),
    ),
    /**
     * Address ranges whose sign-ins are no proof that two members are one (VPN exits, a carrier's NAT),
     * in CIDR, comma-separated; private, loopback and carrier-grade NAT ranges are always among them (src/server/risk).
     */
    RISK_SHARED_RANGES: v.pipe(
      v.optional(v.string(), ''),
      v.check(
        (value) => value.split(',').every((range) => range.trim() === '' || isCidr(range.trim())),
        'must be CIDR ranges such as 203.0.113.0/24, comma-separated',
      ),
    ),
    /**
     * Identity verification (issue 31, src/server/verification): `demo` walks the states in a few clicks and
     * is refused in production; `sumsub` uses Sumsub's hosted flow with the keys below.
     */
    VERIFICATION_PROVIDER: v.optional(v.picklist(['demo', 'sumsub', ''], 'must be demo or sumsub'), ''),
    /** Days an unfinished verification (hosted flow opened, nothing submitted) waits before it expires. */
    VERIFICATION_EXPIRY_DAYS: v.pipe(
      v.optional(v.string(), '7'),
      v.regex(/^\d{1,3}$/, 'must be a number of days from 1 to 365'),
      v.transform(Number),
      v.minValue(1, 'must be a number of days from 1 to 365'),
      v.maxValue(365, 'must be a number of days from 1 to 365'),
    ),
    SUMSUB_APP_TOKEN: optionalString,
    SUMSUB_SECRET_KEY: optionalString,
    /** The secret key of the webhook set up in Sumsub's dashboard (signs X-Payload-Digest). */
    SUMSUB_WEBHOOK_SECRET: optionalString,
    /** Where Sumsub's API is; only a local stand-in in tests sets it. */
    SUMSUB_API_URL: orDefault(
      v.pipe(
        v.string(),
        v.check((s) => URL.canParse(s) && /^https?:\/\//.test(s), 'must be an http(s) URL'),
      ),
      'https://api.sumsub.com',
    ),
    /** The Sumsub levels (verification steps) for individuals and, for KYB, companies. */
    SUMSUB_LEVEL_INDIVIDUAL: orDefault(v.string(), 'basic-kyc-level'),
    SUMSUB_LEVEL_COMPANY: orDefault(v.string(), 'basic-kyb-level'),
    /** The demo market simulator trading demo accounts while the server runs. */
    SIMULATOR: v.optional(v.picklist(['on', 'off', ''], 'must be on or off'), ''),
  }),
  v.forward(
    v.check((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), 'ADMIN_EMAIL and ADMIN_PASSWORD go together'),
    ['ADMIN_PASSWORD'],
  ),
  v.forward(
    v.check(
      (env) => !env.MATCH_TRADER_URL || Boolean(env.MATCH_TRADER_API_KEY && env.MATCH_TRADER_GROUP && env.MATCH_TRADER_BRIDGE_SECRET),
      'MATCH_TRADER_URL needs MATCH_TRADER_API_KEY, MATCH_TRADER_GROUP and MATCH_TRADER_BRIDGE_SECRET',
    ),
    ['MATCH_TRADER_URL'],
  ),
  v.forward(
    v.check(
      (env) => Boolean(env.TURNSTILE_SITE_KEY) === Boolean(env.TURNSTILE_SECRET_KEY),
      'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY go together',
    ),
    ['TURNSTILE_SECRET_KEY'],
  ),
  v.forward(
    v.check(
      (env) =>
        env.VERIFICATION_PROVIDER !== 'sumsub' || Boolean(env.SUMSUB_APP_TOKEN && env.SUMSUB_SECRET_KEY && env.SUMSUB_WEBHOOK_SECRET),
      'sumsub needs SUMSUB_APP_TOKEN, SUMSUB_SECRET_KEY and SUMSUB_WEBHOOK_SECRET',
    ),
    ['VERIFICATION_PROVIDER'],
  ),
  v.forward(
    v.check(
      (env) => env.NODE_ENV !== 'production' || env.VERIFICATION_PROVIDER === 'sumsub',
      'must be sumsub in production: the demo provider verifies nobody',
    ),
    ['VERIFICATION_PROVIDER'],
  ),
  v.forward(
    v.check(
      (env) => Boolean(env.STRIPE_SECRET_KEY) === Boolean(env.STRIPE_WEBHOOK_SECRET),
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together',
    ),
    ['STRIPE_WEBHOOK_SECRET'],
  ),
  v.forward(
    v.check(
      (env) => env.NODE_ENV !== 'production' || !env.SELLER_NAME.includes('(demo seller)'),
      'is required in production: the seller named on invoices',
    ),
    ['SELLER_NAME'],
  ),
  v.forward(
    v.check(
      (env) => env.NODE_ENV !== 'production' || env.CERTIFICATE_SIGNING_KEY !== '',
      'is required in production: the Ed25519 key that signs certificates',
    ),
    ['CERTIFICATE_SIGNING_KEY'],
  ),
  v.forward(
    v.check(
      (env) => env.NODE_ENV !== 'production' || env.TWO_FACTOR_KEY !== '',
      'is required in production (at least 32 random characters)',
    ),
    ['TWO_FACTOR_KEY'],
  ),
  v.forward(
    v.check((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET !== '', 'is required in production (at least 32 random characters)'),
    ['JWT_SECRET'],
  ),
  v.forward(
    v.check(
      (env) => env.NODE_ENV !== 'production' || env.BRIDGE_SECRET !== '',
      'is required in production (at least 32 random characters)',
    ),
    ['BRIDGE_SECRET'],
  ),
);

export type Env = Omit<v.InferOutput<typeof EnvSchema>, 'SEED_DEMO' | 'TRUST_PROXY' | 'SIMULATOR' | 'VERIFICATION_PROVIDER'> & {
  SEED_DEMO: boolean;
  VERIFICATION_PROVIDER: VerificationProviderName;
  TRUST_PROXY: boolean;
  SIMULATOR: 'on' | 'off';
};

export class ConfigError extends Error {}

/** Every variable the server reads (.env.example documents each; tests/unit/deploy.test.ts checks). */
export const serverVariables = Object.keys(EnvSchema.pipe[0].entries);

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = v.safeParse(EnvSchema, source);
  if (result.success) {
    const env = result.output;
    return {
      ...env,
      APP_URL: env.APP_URL || `http://localhost:${env.PORT}`,
      // Demo accounts have published passwords: never by default in production.
      SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
      TRUST_PROXY: env.TRUST_PROXY ?? false,
      SIMULATOR: env.SIMULATOR === '' ? (env.NODE_ENV === 'production' ? 'off' : 'on') : env.SIMULATOR,
      VERIFICATION_PROVIDER: env.VERIFICATION_PROVIDER || 'demo',
    };
  }
  const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
