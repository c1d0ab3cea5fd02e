import type { Context } from 'hono';
import { detectFromHeader } from 'hono/language';
import { dictionaries, format, type Locale, localeOr, type MessageKey } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { locales } from '../../i18n/locales';
import type { User } from '../db/schema';
import type { MessageValues } from '../errors';
import type { Services } from '../services';

/**
 * What every request carries: the services and the caller's address (bindings, given to each
 * request by createApp's fetch) and, once authenticated, the user.
 */
export type AppEnv = {
  Bindings: { clientAddress?: string; bodyTooLarge?: boolean; services: Services };
  Variables: { language: string; user: User; sessionId: string };
};

export type AppContext = Context<AppEnv>;

const detection = { lookupFromHeaderKey: 'accept-language', supportedLanguages: [...locales], fallbackLanguage: 'en', ignoreCase: true };

/**
 * The caller's language, from Accept-Language (hono's own detection), worked out when a message is
 * first translated rather than for every request: most answers carry no message.
 */
export function localeOf(c: AppContext): Locale {
  let language = c.get('language');
  if (language === undefined) {
    language = detectFromHeader(c, detection as unknown as Parameters<typeof detectFromHeader>[1]) ?? 'en';
    c.set('language', language);
  }
  return localeOr(language);
}

/**
 * Translates a dictionary key into the request's language; anything else is a generic message.
 * Values that are keys themselves (`{ name: 'entity.order' }`) are translated too, and money
 * (`{ amount: { minor, currency } }`) is formatted in that language.
 */
export function translate(c: AppContext, key: string, values?: MessageValues): string {
  const locale = localeOf(c);
  const dictionary = dictionaries[locale];
  const template = key in dictionary ? dictionary[key as MessageKey] : dictionary['validation.fieldNotValid'];
  const translated =
    values &&
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'object'
          ? formatMoney(value.minor, value.currency, locale)
          : typeof value === 'string' && value in dictionary
            ? dictionary[value as MessageKey]
            : value,
      ]),
    );
  return format(template, translated);
}

/** The caller's IP: the socket's, or the last X-Forwarded-For entry (what the trusted proxy appended). */
export function clientIp(c: AppContext): string {
  if (c.env.services.env.TRUST_PROXY) {
    // The one trusted proxy (docs/operations.md) appends the address it saw to whatever the client
    // sent: only the last entry is not the client's own claim.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.clientAddress ?? 'unknown';
}
