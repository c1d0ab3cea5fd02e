import * as v from 'valibot';

/**
 * Server configuration, parsed once at start from the environment. A bad value stops the
 * server with a message naming the variable (docs: .env.example).
 */
const optionalString = v.optional(v.pipe(v.string(), v.trim()), '');
/** true/false/1/0/yes/no; unset or empty is `null` (the default applies). */
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
const duration = v.pipe(
  v.optional(v.string(), '12h'),
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
    JWT_TTL: duration,
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
    /** Shared secret of the trading platform bridge (HMAC-SHA256 of each batch). */
    BRIDGE_SECRET: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))]), ''),
    /** Bank transfer details shown with a manual order (IBAN, beneficiary, ...). */
    BANK_TRANSFER_DETAILS: optionalString,
    /** The demo market simulator trading demo accounts while the server runs. */
    SIMULATOR: v.optional(v.picklist(['on', 'off', ''], 'must be on or off'), ''),
  }),
  v.forward(
    v.check((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), 'ADMIN_EMAIL and ADMIN_PASSWORD go together'),
    ['ADMIN_PASSWORD'],
  ),
  v.forward(
    v.check(
      (env) => Boolean(env.TURNSTILE_SITE_KEY) === Boolean(env.TURNSTILE_SECRET_KEY),
      'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY go together',
    ),
    ['TURNSTILE_SECRET_KEY'],
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

export type Env = Omit<v.InferOutput<typeof EnvSchema>, 'SEED_DEMO' | 'TRUST_PROXY' | 'SIMULATOR'> & {
  SEED_DEMO: boolean;
  TRUST_PROXY: boolean;
  SIMULATOR: 'on' | 'off';
};

export class ConfigError extends Error {}

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
    };
  }
  const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
