import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { answerKind, securityHeaders } from '../../src/server/http/securityHeaders';

const request = (options: { encrypted?: boolean; headers?: Record<string, string> }) =>
  ({ socket: { encrypted: options.encrypted }, headers: options.headers ?? {} }) as unknown as IncomingMessage;

describe('security headers', () => {
  const policy = { scriptHashes: ['sha256-abc=', 'sha256-def='], connectSources: ['https://geo.example.net'] };

  it('lets only the hashed inline scripts run, and lets the browser call the origins the pages were built with', () => {
    const headers = securityHeaders({ ...policy, trustProxy: false });
    const csp = Object.fromEntries(headers(request({}), 'page'))['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self' 'sha256-abc=' 'sha256-def=' https://challenges.cloudflare.com;");
    expect(csp).toContain("connect-src 'self' https://geo.example.net;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // JSON is never a document: its policy allows nothing at all.
    expect(Object.fromEntries(headers(request({}), 'api'))['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('gives scripts, stylesheets, JSON and fonts only nosniff; HTML, SVG and unknown types the page policy', () => {
    const headers = securityHeaders({ ...policy, trustProxy: false });
    for (const type of ['text/javascript; charset=utf-8', 'text/css', 'application/json', 'font/woff2', 'image/png']) {
      expect(answerKind(type), type).toBe('asset');
    }
    for (const type of ['text/html; charset=utf-8', 'image/svg+xml', 'application/xml', undefined]) {
      expect(answerKind(type), String(type)).toBe('page');
    }
    expect(headers(request({}), 'asset')).toEqual([['X-Content-Type-Options', 'nosniff']]);
    expect(Object.fromEntries(headers(request({ encrypted: true }), 'asset'))['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });

  it('sends HSTS over TLS, or when a trusted proxy says the request came over HTTPS; never otherwise', () => {
    const hsts = (trustProxy: boolean, req: IncomingMessage) =>
      Object.fromEntries(securityHeaders({ ...policy, trustProxy })(req, 'page'))['Strict-Transport-Security'];
    expect(hsts(false, request({ encrypted: true }))).toBe('max-age=63072000; includeSubDomains');
    expect(hsts(true, request({ headers: { 'x-forwarded-proto': 'https' } }))).toBe('max-age=63072000; includeSubDomains');
    expect(hsts(true, request({ headers: { 'x-forwarded-proto': 'HTTPS, http' } }))).toBe('max-age=63072000; includeSubDomains');
    // Anyone can send the header: without TRUST_PROXY it means nothing.
    expect(hsts(false, request({ headers: { 'x-forwarded-proto': 'https' } }))).toBeUndefined();
    expect(hsts(true, request({ headers: { 'x-forwarded-proto': 'http' } }))).toBeUndefined();
    expect(hsts(true, request({}))).toBeUndefined();
  });
});
