import type { Locale } from '../i18n/locales';
import type { CertificateVerification } from './certificates/view';

/**
 * What the API hands to the pages Astro renders on request, so a page answers from the same service
 * functions as the API's routes and never calls the API over HTTP (docs/decisions/040). Pages read it
 * as `Astro.locals.services` (src/middleware.ts puts it there).
 */
export interface PageServices {
  /** The site's public address (APP_URL) before `path`: absolute links, never from the request's Host. */
  publicUrl(path: string): string;
  certificates: {
    /** The public check of a code, as `GET /api/certificates/verify/:code` answers it; null for no certificate. */
    verify(code: string): Promise<CertificateVerification | null>;
    /** The address (path and query) of a certificate's share image in a page's language. */
    imagePath(code: string, locale: Locale): string;
  };
}

/*
 * Why a process-wide slot rather than the adapter's `locals` argument: the Astro Node adapter's
 * standalone handler, which scripts/serve.mjs calls, drops the `locals` it is given (only its
 * middleware mode passes them on), and Astro's production app does not read them from the request.
 * The API bundle (<outDir>/server/api.mjs) and Astro's server bundle are separate module graphs in
 * one process, so a module-level variable would not be shared either; a registered symbol is.
 */
const key = Symbol.for('funding-platform.page-services');
type Holder = { [key]?: Promise<PageServices> };

/** Called once per process by the API (src/server/node.ts, in production and in the dev server). */
export function providePageServices(services: Promise<PageServices>): void {
  (globalThis as Holder)[key] = services;
}

/** The page services of this process; undefined where no API runs (the build's own render of each page). */
export function pageServices(): Promise<PageServices> | undefined {
  return (globalThis as Holder)[key];
}
