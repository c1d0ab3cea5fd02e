/**
 * What a page rendered on request finds in `Astro.locals` (docs/decisions/040). Prerendered pages
 * find none of it.
 */
declare namespace App {
  interface Locals {
    /** What the API hands the pages (src/server/pageServices.ts, put here by src/middleware.ts); absent where no API runs. */
    services?: Promise<import('./server/pageServices').PageServices>;
    /** This answer's own head: a specific title, description, canonical address and link-preview tags (src/layouts/Document.astro). */
    head?: import('./layouts/pageHead').PageHead;
    /** The certificate page's check, made by the page before anything streams (src/screens/public/certificate-verify/check.ts). */
    certificateCheck?: import('./screens/public/certificate-verify/check').CertificateCheck;
  }
}
