import { type ComponentType, createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
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

/** What Astro gives every island: the page's locale and the words its screen picked at build time. */
export type IslandProps<M extends Partial<Messages> = Partial<Messages>> = { locale: Locale; messages: M };

/** A screen's island: its component, given all the island's props, inside the page's ScreenProvider. */
export function island<P extends IslandProps>(Screen: ComponentType<P>) {
  return (props: P) => (
    <ScreenProvider locale={props.locale} messages={props.messages}>
      <Screen {...props} />
    </ScreenProvider>
  );
}

export function useLocale(): Locale {
  return useContext(Context).locale;
}

/** Translates a key the screen picked; a key it forgot shows as itself, which tests catch. */
export function useT() {
  const { messages } = useContext(Context);
  // The same function while the messages stay the same, so effects may depend on it.
  return useCallback((key: MessageKey, values?: Record<string, string | number>) => format(messages[key] ?? key, values), [messages]);
}

/** The words the screen picked, for parts that translate a schema's message keys (ReasonDialog). */
export function useMessages(): Record<string, string> {
  return useContext(Context).messages as Record<string, string>;
}

/** A problem's message key in the form's language (keys outside the list fall back to a generic one). */
export function translateProblem(messages: Record<string, string>, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return messages[key] ?? messages['validation.fieldNotValid'];
}
