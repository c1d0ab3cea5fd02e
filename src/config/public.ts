import * as v from 'valibot';

/**
 * Settings the browser needs, read from `PUBLIC_*` variables when the shells are built
 * (they are baked into the static pages). Invalid values stop the build with a clear message.
 */
const defaults = {
  PUBLIC_I18N_CONFIG_KEY: 'i18nConfig',
  PUBLIC_LAYOUT_CONFIG_KEY: 'funding-platform-layout-config',
  PUBLIC_FAQ_URL: '/help-support',
};

type Env = Record<string, unknown>;

/** The schema, built only where it runs (the build and the server), so browsers do not ship it. */
function publicConfigSchema() {
  const optionalUrl = v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || /^(https?:|mailto:|\/)/.test(s), 'must be an http(s), mailto: or site-relative URL'),
    ),
    '',
  );
  const storageKey = (fallback: string) =>
    v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.regex(/^[\w.-]+$/, 'letters, digits, ".", "-" and "_" only')), fallback);
  return v.object({
    PUBLIC_API_URL: optionalUrl,
    PUBLIC_I18N_CONFIG_KEY: storageKey(defaults.PUBLIC_I18N_CONFIG_KEY),
    PUBLIC_LAYOUT_CONFIG_KEY: storageKey(defaults.PUBLIC_LAYOUT_CONFIG_KEY),
    PUBLIC_FAQ_URL: v.optional(optionalUrl, defaults.PUBLIC_FAQ_URL),
    PUBLIC_PRIVACY_URL: optionalUrl,
    PUBLIC_LEGAL_URL: optionalUrl,
    PUBLIC_CONTACT_URL: optionalUrl,
    PUBLIC_GEOLOCATION_URL: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.check((s) => s === '' || /^https?:\/\//.test(s), 'must be an http(s) URL'),
      ),
      '',
    ),
  });
}

/** Stops the build (and the server) on a value the schema refuses. */
function checkPublicConfig(env: Env): void {
  const schema = publicConfigSchema();
  const picked = Object.fromEntries(Object.keys(schema.entries).map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const result = v.safeParse(schema, picked);
  if (!result.success) {
    const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`).join('; ');
    throw new Error(`Invalid public configuration: ${issues}`);
  }
}

/** The values as the schema outputs them for valid input: trimmed, defaults for what is unset. */
function readPublicConfig(env: Env) {
  const text = (key: string) => (typeof env[key] === 'string' ? (env[key] as string).trim() : '');
  const orDefault = (key: keyof typeof defaults) => text(key) || defaults[key];
  return {
    apiUrl: text('PUBLIC_API_URL'),
    i18nConfigKey: orDefault('PUBLIC_I18N_CONFIG_KEY'),
    layoutConfigKey: orDefault('PUBLIC_LAYOUT_CONFIG_KEY'),
    faqUrl: orDefault('PUBLIC_FAQ_URL'),
    privacyUrl: text('PUBLIC_PRIVACY_URL'),
    legalUrl: text('PUBLIC_LEGAL_URL'),
    contactUrl: text('PUBLIC_CONTACT_URL'),
    geolocationUrl: text('PUBLIC_GEOLOCATION_URL'),
  };
}

// The build renders every page on the server side first, so a bad value never reaches a browser:
// browsers read the checked values without shipping the schema (docs/decisions/008).
if (import.meta.env.SSR) checkPublicConfig(import.meta.env);

export const publicConfig = readPublicConfig(import.meta.env);
export type PublicConfig = typeof publicConfig;
