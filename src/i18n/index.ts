import { de } from './de';
import { type Dictionary, en, type MessageKey } from './en';
import { es } from './es';
import { format } from './format';
import { fr } from './fr';
import { ja } from './ja';
import type { Locale } from './locales';
import { zh } from './zh';

export type { Dictionary, MessageKey } from './en';
export { format } from './format';
export * from './locales';

/** Server/build-time only: islands receive the few messages they need as props (see `pick`). */
export const dictionaries: Record<Locale, Dictionary> = { en, de, es, fr, ja, zh };

export function translator(locale: Locale) {
  const dictionary = dictionaries[locale];
  return (key: MessageKey, values?: Record<string, string | number>) => format(dictionary[key], values);
}

/** The subset of one locale's dictionary that an island needs, so a page ships only its own strings. */
export function pick<K extends MessageKey>(locale: Locale, keys: readonly K[]): Messages<K> {
  const dictionary = dictionaries[locale];
  return Object.fromEntries(keys.map((key) => [key, dictionary[key]])) as Messages<K>;
}

export type Messages<K extends MessageKey = MessageKey> = Pick<Dictionary, K>;
