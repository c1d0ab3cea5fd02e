import type { Locale } from '../i18n';

/**
 * What the route shell gives every screen (src/screens/index.ts): the page's locale, its title and the
 * route's parameters. A shell takes it as `import type { ScreenProps as Props } from '…/props'`.
 */
export type ScreenProps = { locale: Locale; title: string; params: Record<string, string> };
