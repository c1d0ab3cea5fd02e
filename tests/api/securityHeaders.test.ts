import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/server/http/securityHeaders';

const request = (options: { encrypted?: boolean; headers?: Record<string, string> }) =>
  ({ socket: { encrypted: options.encrypted }, headers: options.headers ?? {} }) as unknown as IncomingMessage;

describe('security headers', () => {
  const policy = { scriptHashes: ['sha256-abc=', 'sha256-def='], connectSources: ['https://geo.example.net'] };

  it('lets only the hashed inline scripts run, and lets the browser call the origins the pages were built with', () => {
    const headers = securityHeaders({ ...policy, trustProxy: false });
    const csp = Object.fromEntries(headers(request({}), false))['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self' 'sha256-abc=' 'sha256-def=' https://challenges.cloudflare.com;");
    expect(csp).toContain("connect-src 'self' https://geo.example.net;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // JSON is never a document: its policy allows nothing at all.
    expect(Object.fromEntries(headers(request({}), true))['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('sends HSTS over TLS, or when a trusted proxy says the request came over HTTPS; never otherwise', () => {
    const hsts = (trustProxy: boolean, req: IncomingMessage) =>
      Object.fromEntries(securityHeaders({ ...policy, trustProxy })(req, false))['Strict-Transport-Security'];
    expect(hsts(false, request({ encrypted: true }))).toBe('max-age=63072000; includeSubDomains');
    expect(hsts(true, request({ headers: { 'x-forwarded-proto': 'https' } }))).toBe('max-age=63072000; includeSubDomains');
    expect(hsts(true, request({ headers: { 'x-forwarded-proto': 'HTTPS, http' } }))).toBe('max-age=63072000; includeSubDomains');
    // Anyone can send the header: without TRUST_PROXY it means nothing.
    expect(hsts(false, request({ headers: { 'x-forwarded-proto': 'https' } }))).toBeUndefined();
    expect(hsts(true, request({ headers: { 'x-forwarded-proto': 'http' } }))).toBeUndefined();
    expect(hsts(true, request({}))).toBeUndefined();
  });
});
