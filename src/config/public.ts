import * as v from 'valibot';

/**
 * Settings the browser needs, read from `PUBLIC_*` variables when the shells are built
 * (they are baked into the static pages). Invalid values stop the build with a clear message.
 */
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

const PublicConfigSchema = v.object({
  PUBLIC_API_URL: optionalUrl,
  PUBLIC_I18N_CONFIG_KEY: storageKey('i18nConfig'),
  PUBLIC_LAYOUT_CONFIG_KEY: storageKey('funding-platform-layout-config'),
  PUBLIC_FAQ_URL: v.optional(optionalUrl, '/help-support'),
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

function parsePublicConfig(env: Record<string, unknown>) {
  const picked = Object.fromEntries(Object.keys(PublicConfigSchema.entries).map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const result = v.safeParse(PublicConfigSchema, picked);
  if (!result.success) {
    const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`).join('; ');
    throw new Error(`Invalid public configuration: ${issues}`);
  }
  const c = result.output;
  return {
    apiUrl: c.PUBLIC_API_URL,
    i18nConfigKey: c.PUBLIC_I18N_CONFIG_KEY,
    layoutConfigKey: c.PUBLIC_LAYOUT_CONFIG_KEY,
    faqUrl: c.PUBLIC_FAQ_URL || '/help-support',
    privacyUrl: c.PUBLIC_PRIVACY_URL,
    legalUrl: c.PUBLIC_LEGAL_URL,
    contactUrl: c.PUBLIC_CONTACT_URL,
    geolocationUrl: c.PUBLIC_GEOLOCATION_URL,
  };
}

export const publicConfig = parsePublicConfig(import.meta.env);
export type PublicConfig = typeof publicConfig;
