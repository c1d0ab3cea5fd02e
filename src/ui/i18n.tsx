import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Locale, MessageKey, Messages } from '../i18n';
import { format } from '../i18n/format';

/**
 * The page's locale and the messages its island was given (picked per screen at build time),
 * for the shared parts below a screen without passing them down by hand.
 */
type ScreenContext = { locale: Locale; messages: Partial<Messages> };
const Context = createContext<ScreenContext>({ locale: 'en', messages: {} });

export function ScreenProvider({ locale, messages, children }: ScreenContext & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useLocale(): Locale {
  return useContext(Context).locale;
}

/** Translates a key the screen picked; a key it forgot shows as itself, which tests catch. */
export function useT() {
  const { messages } = useContext(Context);
  return (key: MessageKey, values?: Record<string, string | number>) => format(messages[key] ?? key, values);
}
