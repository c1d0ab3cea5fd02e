import type { IncomingMessage } from 'node:http';

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

/**
 * The headers every answer carries, pages, assets and the API alike (the API with its own policy).
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
  const variants = {
    page: Object.entries(page),
    api: Object.entries(api),
    securePage: Object.entries({ ...page, ...hsts }),
    secureApi: Object.entries({ ...api, ...hsts }),
  };
  /** The headers as [name, value] pairs (made once, not per request). */
  return (request: IncomingMessage, isApi: boolean): [string, string][] => {
    const secure = isHttps(request, options.trustProxy);
    return secure ? (isApi ? variants.secureApi : variants.securePage) : isApi ? variants.api : variants.page;
  };
}

function isHttps(request: IncomingMessage, trustProxy: boolean): boolean {
  if ((request.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}
