import type { IncomingMessage, ServerResponse } from 'node:http';
import onHeaders from 'on-headers';

/** Cloudflare Turnstile's widget: its script and its frame (the registration's security check). */
export const turnstileOrigin = 'https://challenges.cloudflare.com';

/** What the build found the pages need: their inline scripts' hashes, other origins they call. */
export interface PagePolicy {
  /** "sha256-…" of every inline script. */
  scriptHashes: readonly string[];
  /** Origins of PUBLIC_API_URL and PUBLIC_GEOLOCATION_URL, when the pages were built with them. */
  connectSources: readonly string[];
}

/**
 * The Content-Security-Policy of every answer (docs/decisions/035). Scripts come from this origin,
 * Turnstile's, or are one of the inline scripts the build found: no `unsafe-inline` script can
 * run. Styles may be inline: the islands set style attributes.
 */
export function contentSecurityPolicy({ scriptHashes, connectSources }: PagePolicy): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')} ${turnstileOrigin}`.replace(/\s+/g, ' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(' '),
    `frame-src ${turnstileOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const hstsValue = 'max-age=63072000; includeSubDomains';

/**
 * JSON is never rendered as a document: its policy forbids everything (OWASP's advice for APIs),
 * and it is a tenth of the pages' size on every one of the API's many small answers.
 */
const apiPolicy = "default-src 'none'; frame-ancestors 'none'";

/** What an answer is, for its headers: a document (a page, an SVG), the API's JSON, or a subresource. */
export type AnswerKind = 'page' | 'api' | 'asset';

/**
 * Types a browser never renders as a document: scripts, stylesheets, JSON, fonts, raster images. A
 * policy on them does nothing, and the page's (1.2 kB with its hashes) went out again with each of
 * a page's twenty files. Anything else (HTML, SVG, an unknown type) counts as a document.
 */
const subresourceType =
  /^(?:text\/(?:css|javascript)|application\/(?:javascript|json|manifest\+json)|font\/|image\/(?:png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon))\b/i;

export const answerKind = (contentType: unknown): AnswerKind =>
  typeof contentType === 'string' && subresourceType.test(contentType) ? 'asset' : 'page';

/**
 * The headers of every answer: pages carry the policy and the rest; the API its own policy;
 * subresources only `nosniff` (a script or stylesheet is refused unless its type says so).
 * HSTS only when the request came over HTTPS: the socket's own TLS, or `X-Forwarded-Proto: https`
 * from a proxy we trust (`TRUST_PROXY`); over plain HTTP it would be ignored, and a wrong one locks
 * browsers out.
 */
export function securityHeaders(options: PagePolicy & { trustProxy: boolean }) {
  const shared = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // Reset and verification links carry tokens in their address: never sent to another site.
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  const hsts = { 'Strict-Transport-Security': hstsValue };
  const page = { 'Content-Security-Policy': contentSecurityPolicy(options), ...shared };
  const api = { 'Content-Security-Policy': apiPolicy, ...shared };
  const asset = { 'X-Content-Type-Options': 'nosniff' };
  // The headers as [name, value] pairs, made once, not per request.
  const plain = { page: Object.entries(page), api: Object.entries(api), asset: Object.entries(asset) };
  const secure = {
    page: Object.entries({ ...page, ...hsts }),
    api: Object.entries({ ...api, ...hsts }),
    asset: Object.entries({ ...asset, ...hsts }),
  };
  return (request: IncomingMessage, kind: AnswerKind): [string, string][] => (isHttps(request, options.trustProxy) ? secure : plain)[kind];
}

/**
 * Sets an answer's security headers once its type is known (pages and static files: a missing
 * script is answered with the HTML 404 page, which needs the page's policy).
 */
export function secureWhenSent(headersFor: ReturnType<typeof securityHeaders>, request: IncomingMessage, response: ServerResponse): void {
  onHeaders(response, () => {
    for (const [name, value] of headersFor(request, answerKind(response.getHeader('content-type')))) response.setHeader(name, value);
  });
}

function isHttps(request: IncomingMessage, trustProxy: boolean): boolean {
  if ((request.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}
